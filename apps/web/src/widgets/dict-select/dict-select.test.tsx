import { API_BASE, type DictOption, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import {
  clearStoredSession,
  writePreloadedDictionaries,
  writeStoredTenantId,
} from '../../lib/stored-session';
import {
  DictMultiSelect,
  DictSwitch,
  dictText,
  joinValues,
  splitValues,
  useDebounced,
  useDictOptions,
} from '.';

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const option = (value: string, text: string): DictOption => ({
  value,
  text,
  description: '',
  disabled: false,
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const language = i18next.language;
    const url = String(input);
    if (url.includes('/sys/dict/getDictItems/colour')) {
      return ok(
        language === 'en'
          ? [option('r', 'Red'), option('g', 'Green'), option('b', 'Blue')]
          : [option('r', '红'), option('g', '绿'), option('b', '蓝')],
      );
    }
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  bindFeedback({ notification: { error: vi.fn(), warning: vi.fn() } } as unknown as AntdFeedback);
});

afterEach(async () => {
  clearStoredSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18next.changeLanguage('zh');
});

describe('the dictionary cache', () => {
  it('loads a dictionary once per language and again in the other language', async () => {
    const Wrapper = wrapper();
    const first = renderHook(() => useDictOptions('colour'), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.data?.[0]?.text).toBe('红'));
    const second = renderHook(() => useDictOptions('colour'), { wrapper: Wrapper });
    expect(second.result.current.data?.[0]?.text).toBe('红');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').pathname).toBe(
      `${API_BASE}/sys/dict/getDictItems/colour`,
    );

    await act(() => i18next.changeLanguage('en'));
    second.rerender();
    await waitFor(() => expect(second.result.current.data?.[0]?.text).toBe('Red'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers a dictionary the sign-in preloaded without a request, in its language and tenant only', async () => {
    writeStoredTenantId('t1');
    writePreloadedDictionaries('t1', 'zh', {
      colour: [{ value: 'r', text: '预红', description: 'true' }],
    });
    const Wrapper = wrapper();
    const preloaded = renderHook(() => useDictOptions('colour'), { wrapper: Wrapper });
    expect(preloaded.result.current.data).toEqual([
      { value: 'r', text: '预红', description: 'true', disabled: false },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    // Another language is not preloaded: it loads from the server.
    await act(() => i18next.changeLanguage('en'));
    preloaded.rerender();
    await waitFor(() => expect(preloaded.result.current.data?.[0]?.text).toBe('Red'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => i18next.changeLanguage('zh'));

    // Nor is another tenant's.
    writeStoredTenantId('t2');
    const otherTenant = renderHook(() => useDictOptions('colour'), { wrapper: wrapper() });
    await waitFor(() => expect(otherTenant.result.current.data?.[0]?.text).toBe('红'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never calls the server without a code', () => {
    renderHook(() => useDictOptions(''), { wrapper: wrapper() });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names values by their text, unknown values as themselves, and joins multi-values by commas', () => {
    const options = [option('r', 'Red')];
    expect(dictText(options, 'r')).toBe('Red');
    expect(dictText(options, 'x')).toBe('x');
    expect(dictText(options, undefined)).toBe('');
    expect(splitValues('a,b,,c')).toEqual(['a', 'b', 'c']);
    expect(splitValues(undefined)).toEqual([]);
    expect(joinValues(['a', 'b'])).toBe('a,b');
  });
});

describe('dictionary inputs', () => {
  it('shows one tag at most in the multi-select', async () => {
    render(<DictMultiSelect dictCode="colour" value="r,g,b" aria-label="colours" />, { wrapper: wrapper() });
    await waitFor(() => expect(screen.getByText('红')).toBeTruthy());
    expect(screen.queryByText('绿')).toBeNull();
    expect(screen.getByText('+ 2 ...')).toBeTruthy();
  });

  it('switches between Y and N (or the given pair)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DictSwitch value="N" onChange={onChange} aria-label="active" />);
    fireEvent.click(screen.getByRole('switch', { name: 'active' }));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    rerender(<DictSwitch value="1" options={['1', '0']} onChange={onChange} aria-label="active" />);
    expect(screen.getByRole('switch', { name: 'active' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'active' }));
    expect(onChange).toHaveBeenLastCalledWith('0');
  });

  it('waits 800 ms after the last keystroke before searching', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(799));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});
