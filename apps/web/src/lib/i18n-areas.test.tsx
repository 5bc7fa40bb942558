import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, loadAllTexts } from './i18n';

function DashboardTitle() {
  const { t } = useTranslation('dashboard');
  return <h1>{t('title')}</h1>;
}

describe('texts by area', () => {
  afterAll(async () => {
    await initI18n('zh');
    await loadAllTexts('zh');
  });

  it('loads a namespace the start lacks when a component asks for it, instead of showing keys', async () => {
    await initI18n('en');
    expect(i18next.hasResourceBundle('en', 'dashboard')).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <DashboardTitle />
      </Suspense>,
    );
    // The namespace's chunk is imported on the way: on a busy machine that takes a while.
    expect(await screen.findByRole('heading', { name: 'Analysis' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('adds the other namespaces when asked to', async () => {
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'mall')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'system')).toBe(false);

    await loadAllTexts('en');
    expect(i18next.t('system:user.listTitle')).toBe('Users');
  });
});
