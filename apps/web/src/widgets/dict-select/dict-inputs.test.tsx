import type { DictOption, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DictButtonGroup, DictCheckbox, DictRadio } from '.';

const option = (value: string, text: string): DictOption => ({
  value,
  text,
  description: '',
  disabled: false,
});

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => ok([option('r', '红'), option('g', '绿'), option('b', '蓝')])),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('dictionary choices', () => {
  it('offers the items as radios or as a button group, and answers the chosen value', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<DictRadio dictCode="colour" value="r" onChange={onChange} />, {
      wrapper: wrapper(),
    });
    const green = await screen.findByRole('radio', { name: '绿' });
    expect(screen.getByRole('radio', { name: '红' })).toHaveProperty('checked', true);
    fireEvent.click(green);
    expect(onChange).toHaveBeenLastCalledWith('g');
    unmount();

    const { container } = render(<DictButtonGroup dictCode="colour" onChange={onChange} />, {
      wrapper: wrapper(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: '蓝' }));
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(container.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(3);
  });

  it('stores the checked boxes comma-joined, and nothing when none is checked', async () => {
    const onChange = vi.fn();
    render(<DictCheckbox dictCode="colour" value="r" onChange={onChange} />, { wrapper: wrapper() });
    const blue = await screen.findByRole('checkbox', { name: '蓝' });
    // antd's group learns its boxes' values in effects: let them run before clicking (on a loaded machine
    // the click came first, and the group answered as if no box were checked).
    await act(async () => {});
    fireEvent.click(blue);
    expect(onChange).toHaveBeenLastCalledWith('r,b');
    fireEvent.click(screen.getByRole('checkbox', { name: '红' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
