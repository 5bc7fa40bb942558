import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../test/media-query';
import { AppProviders } from './providers';

function WaveSetting() {
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return <output data-testid="wave">{wave?.disabled ? 'off' : 'on'}</output>;
}

function renderWithMotionPreference(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
  );
  return render(
    <AppProviders antdLocale={zhCN} queryClient={new QueryClient()}>
      <WaveSetting />
    </AppProviders>,
  );
}

describe("the app's antd settings", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('turns off the buttons’ click wave for users who asked for reduced motion', () => {
    expect(renderWithMotionPreference(true).getByTestId('wave').textContent).toBe('off');
  });

  it('keeps the wave for everyone else', () => {
    expect(renderWithMotionPreference(false).getByTestId('wave').textContent).toBe('on');
  });
});
