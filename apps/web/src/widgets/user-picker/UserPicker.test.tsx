import type { Envelope, PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import { truncate } from './truncate';
import { UserPickerInput } from './UserPickerInput';
import { UserPickerModal } from './UserPickerModal';

const LONG_NAME = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八';

function user(index: number, realname = `用户${index}`) {
  return { id: `u${index}`, username: `user${index}`, realname, phone: null };
}
const USERS = [user(1, LONG_NAME), ...Array.from({ length: 11 }, (_, index) => user(index + 2))];

let fetchMock: Mock<typeof fetch>;
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.endsWith('/sys/user/list'))
    .map((url) => url.searchParams);

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    const selections = url.searchParams.get('selections');
    const username = url.searchParams.get('username') ?? '';
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const matching = selections
      ? USERS.filter((item) => selections.split(',').includes(item.id))
      : USERS.filter((item) => item.username.includes(username));
    const page: PageResult<unknown> = {
      records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(matching.length / pageSize),
    };
    return ok(page);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rowCheckbox = (text: string) =>
  within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('checkbox');

describe('truncate', () => {
  it('cuts a name longer than 25 characters and keeps a short one', () => {
    expect(truncate(LONG_NAME)).toBe(`${LONG_NAME.slice(0, 25)}...`);
    expect(truncate('a'.repeat(25))).toBe('a'.repeat(25));
  });
});

describe('UserPickerModal', () => {
  it('is 1200 wide, lists users with names cut at 25, and pages', async () => {
    render(wrap(<UserPickerModal open value={[]} onOk={vi.fn()} onCancel={vi.fn()} />));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择用户')).toBeTruthy();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('1200px');
    expect(await screen.findByText(`${LONG_NAME.slice(0, 25)}...`)).toBeTruthy();
    // The selection boxes are named in the UI's language (antd's own names are English).
    expect(within(dialog).getByRole('checkbox', { name: '全选' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: '选择第 1 行' })).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('user12')).toBeTruthy();
    expect(listQueries().at(-1)?.get('pageNo')).toBe('2');
  }, 90_000);

  it('searches by username and keeps rows chosen on other pages', async () => {
    const onOk = vi.fn();
    render(wrap(<UserPickerModal open value={[]} onOk={onOk} onCancel={vi.fn()} />));
    await screen.findByText('user2');
    fireEvent.click(rowCheckbox('user2'));
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'user11' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(screen.queryByText('user2')).toBeNull());
    expect(listQueries().at(-1)?.get('username')).toBe('user11');
    fireEvent.click(rowCheckbox('user11'));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([
      { id: 'u2', username: 'user2', realname: '用户2' },
      { id: 'u11', username: 'user11', realname: '用户11' },
    ]);
  }, 90_000);

  it("refuses more than one row in single mode: '请选择一条记录'", async () => {
    const onOk = vi.fn();
    render(wrap(<UserPickerModal open multiple={false} value={[]} onOk={onOk} onCancel={vi.fn()} />));
    await screen.findByText('user2');
    fireEvent.click(rowCheckbox('user2'));
    fireEvent.click(rowCheckbox('user3'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择一条记录', {}, { timeout: 5000 })).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(rowCheckbox('user3'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([{ id: 'u2', username: 'user2', realname: '用户2' }]);
  }, 90_000);
});

describe('UserPickerInput', () => {
  it("shows a value's names, keeps a confirmed choice and drops one closed unconfirmed", async () => {
    const onChange = vi.fn();
    render(wrap(<UserPickerInput aria-label="用户" value={['u3']} onChange={onChange} />));
    const box = screen.getByRole('textbox', { name: '用户' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('用户3'));
    expect(listQueries()[0]?.get('selections')).toBe('u3');

    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await screen.findByText('user2');
    expect(rowCheckbox('user3')).toHaveProperty('checked', true);
    fireEvent.click(rowCheckbox('user2'));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await waitFor(() => expect(rowCheckbox('user2')).toHaveProperty('checked', false));
    expect(rowCheckbox('user3')).toHaveProperty('checked', true);
    fireEvent.click(rowCheckbox('user4'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onChange).toHaveBeenCalledWith(['u3', 'u4']);
  }, 90_000);
});
