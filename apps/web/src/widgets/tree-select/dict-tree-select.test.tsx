import { API_BASE, type DictTreeNode, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import { DictTreeSelect, parseCondition } from '.';

let fetchMock: Mock<typeof fetch>;
let messageError: Mock;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const ROOTS: DictTreeNode[] = [
  { key: 'c1', value: 'c1', title: '传感器', leaf: false },
  { key: 'c2', value: 'c2', title: '电机', leaf: true },
];
const CHILDREN: DictTreeNode[] = [{ key: 'c11', value: 'c11', title: '温度传感器', leaf: true }];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const calls = () =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://x');
    // The client's cache-busting stamp is not part of what a call asks for.
    url.searchParams.delete('_t');
    return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
  });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('/loadDictItem/sys_category')) return ok(['深处的分类']);
    return ok(url.searchParams.get('pid') === 'c1' ? CHILDREN : ROOTS);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  messageError = vi.fn();
  bindFeedback({
    message: { error: messageError },
    notification: { error: vi.fn(), warning: vi.fn() },
  } as unknown as AntdFeedback);
});
afterEach(() => vi.unstubAllGlobals());

describe('parseCondition', () => {
  it('accepts only a JSON object string', () => {
    expect(parseCondition(undefined)).toBeUndefined();
    expect(parseCondition('  ')).toBeUndefined();
    expect(parseCondition('{"hasChild":"0"}')).toEqual({ hasChild: '0' });
    for (const bad of ['{hasChild:', '[1]', '"text"', '1', 'null'])
      expect(parseCondition(bad), bad).toBeNull();
  });
});

describe('DictTreeSelect', () => {
  it('loads the roots of the registered tree with the fields named, then a level on expansion', async () => {
    render(
      <DictTreeSelect
        dict="sys_category,name,id"
        pidField="pid"
        hasChildField="has_child"
        condition='{"hasChild":"1"}'
        aria-label="tree"
      />,
      { wrapper },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(calls()[0]).toEqual({
      path: `${API_BASE}/sys/dict/loadTreeData`,
      params: {
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        pidField: 'pid',
        hasChildField: 'has_child',
        condition: '{"hasChild":"1"}',
      },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'tree' }));
    await screen.findByText('传感器', { selector: '.ant-select-tree-title' });
    const switcher = document.querySelector('.ant-select-tree-switcher_close');
    expect(switcher).not.toBeNull();
    fireEvent.click(switcher!);
    await screen.findByText('温度传感器', { selector: '.ant-select-tree-title' });
    const child = calls().at(-1)!;
    expect(child.params.pid).toBe('c1');
    // The condition narrows the first level only.
    expect(child.params.condition).toBeUndefined();
    expect(messageError).not.toHaveBeenCalled();
  });

  it('refuses a condition that is not a JSON object string: says so and loads nothing', async () => {
    render(<DictTreeSelect dict="sys_category,name,id" condition="{hasChild:" aria-label="tree" />, {
      wrapper,
    });
    await waitFor(() =>
      expect(messageError).toHaveBeenCalledWith('树形选择的筛选条件有误：需要一个 JSON 对象字符串！'),
    );
    expect(screen.getByRole('combobox', { name: 'tree' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores one value, or several comma-joined when multiple', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <DictTreeSelect dict="sys_category,name,id" onChange={onChange} aria-label="tree" />,
      { wrapper },
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'tree' }));
    fireEvent.click(await screen.findByText('电机', { selector: '.ant-select-tree-title' }));
    expect(onChange).toHaveBeenLastCalledWith('c2');
    unmount();

    const onMany = vi.fn();
    render(
      <DictTreeSelect multiple value="c2" dict="sys_category,name,id" onChange={onMany} aria-label="many" />,
      { wrapper },
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'many' }));
    fireEvent.click(await screen.findByText('传感器', { selector: '.ant-select-tree-title' }));
    expect(onMany).toHaveBeenLastCalledWith('c2,c1');
  });

  it('names a chosen value deep in the tree through its text dictionary, never by its id', async () => {
    render(
      <DictTreeSelect value="c999" dict="sys_category,name,id" textDict="sys_category" aria-label="tree" />,
      { wrapper },
    );
    await screen.findByText('深处的分类');
    const lookup = calls().find((call) => call.path.endsWith('/loadDictItem/sys_category'));
    expect(lookup?.params.key).toBe('c999');
  });
});
