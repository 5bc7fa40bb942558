import { API_BASE, type CategoryNode, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import { CategoryTreeSelect } from '.';

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const root: CategoryNode = {
  key: 'c1',
  value: 'c1',
  label: '传感器',
  title: '传感器',
  name: '传感器',
  code: 'A01',
  pid: '0',
  leaf: 0,
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function lastCall() {
  const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
  return { path: url.pathname, params: url.searchParams };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => ok([root]));
  vi.stubGlobal('fetch', fetchMock);
  bindFeedback({ notification: { error: vi.fn(), warning: vi.fn() } } as unknown as AntdFeedback);
});
afterEach(() => vi.unstubAllGlobals());

describe('CategoryTreeSelect', () => {
  it('loads the level under pcode, asynchronously', async () => {
    render(<CategoryTreeSelect pcode="A01" aria-label="category" />, { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastCall().path).toBe(`${API_BASE}/sys/category/loadTreeRoot`);
    expect(lastCall().params.get('pcode')).toBe('A01');
    expect(lastCall().params.get('async')).toBe('true');
  });

  it('sends a condition as the JSON string the server requires', async () => {
    render(<CategoryTreeSelect condition={{ code: 'A01' }} aria-label="category" />, { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastCall().path).toBe(`${API_BASE}/sys/category/loadTreeData`);
    expect(JSON.parse(lastCall().params.get('condition') ?? '')).toEqual({ code: 'A01' });
  });

  it('names only elements that exist in the open combobox’s aria-controls and aria-owns', async () => {
    // jsdom has no ResizeObserver, which the open tree's list uses.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(<CategoryTreeSelect id="categoryId" aria-label="category" />, { wrapper });
    const combobox = screen.getByRole('combobox', { name: 'category' });
    fireEvent.mouseDown(combobox);
    await screen.findByText('传感器', { selector: '.ant-select-tree-title' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    for (const attribute of ['aria-controls', 'aria-owns']) {
      const named = combobox.getAttribute(attribute);
      expect(named, attribute).toBe('categoryId_list');
      expect(document.getElementById(named!)?.contains(screen.getByRole('tree')), attribute).toBe(true);
    }
  });

  it('shows a chosen category below the loaded level by its name, never by its id', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sys/category/loadDictItem') ? ok(['伺服电机']) : ok([root]),
    );
    const { container } = render(<CategoryTreeSelect value="leaf-9" aria-label="category" />, { wrapper });
    await waitFor(() =>
      expect(container.querySelector('.ant-select-content')?.textContent).toContain('伺服电机'),
    );
    expect(container.textContent).not.toContain('leaf-9');
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname.endsWith('/sys/category/loadDictItem'));
    expect(asked?.searchParams.get('ids')).toBe('leaf-9');
  });
});
