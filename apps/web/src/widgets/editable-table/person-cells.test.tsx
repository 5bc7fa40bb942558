import type { Envelope, PageResult } from '@mall/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderTable, spyFeedback } from './test-helpers';

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const USERS = [1, 2, 3].map((index) => ({
  id: `u${index}`,
  username: `user${index}`,
  realname: `用户${index}`,
  phone: null,
}));
const DEPARTS = [
  { id: 'd1', departName: '销售部', orgCode: 'A01' },
  { id: 'd2', departName: '采购部', orgCode: 'A02' },
];

let fetchMock: Mock<typeof fetch>;
const calledPaths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));

// antd's pickers and dialogs are slow to mount in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  spyFeedback();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('/sys/user/list')) {
      const selections = url.searchParams.get('selections');
      const records = selections ? USERS.filter((user) => selections.split(',').includes(user.id)) : USERS;
      const page: PageResult<unknown> = { records, total: records.length, size: 10, current: 1, pages: 1 };
      return ok(page);
    }
    if (url.pathname.endsWith('/sys/sysDepart/listAll')) return ok(DEPARTS);
    if (url.pathname.includes('/sys/dict/loadDict/')) {
      const keyword = url.searchParams.get('keyword') ?? '';
      return ok(
        USERS.filter((user) => user.realname.includes(keyword)).map((user) => ({
          value: user.id,
          text: user.realname,
          description: '',
          disabled: false,
        })),
      );
    }
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rowCheckbox = (text: string) =>
  within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('checkbox');

describe('user and department cells', () => {
  it("a user cell shows its users' names and stores the ids chosen in the user picker", async () => {
    const { handle } = renderTable({
      columns: [{ key: 'owner', title: '负责人', type: 'user' }],
      dataSource: [{ id: '1', owner: 'u1' }],
    });
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: '第 1 行 负责人' });
    await waitFor(() => expect(box.value).toBe('用户1'));
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await screen.findByText('user2');
    fireEvent.click(rowCheckbox('user2'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(handle().getValues()[0]?.owner).toBe('u1,u2'));
    await waitFor(() => expect(box.value).toBe('用户1, 用户2'));
  });

  it("a department cell shows its departments' names", async () => {
    const { handle } = renderTable({
      columns: [{ key: 'dept', title: '部门', type: 'depart' }],
      dataSource: [{ id: '1', dept: 'd2' }],
    });
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: '第 1 行 部门' });
    await waitFor(() => expect(box.value).toBe('采购部'));
    expect(screen.getByRole('button', { name: '选 择' })).toBeTruthy();
    expect(handle().getValues()[0]?.dept).toBe('d2');
  });
});

describe('search-select cell', () => {
  it('searches its dictionary on the server as the user types and stores the chosen value', async () => {
    const { handle } = renderTable({
      columns: [{ key: 'buyer', title: '买家', type: 'selSearch', dictCode: 'sys_user,realname,id' }],
      dataSource: [{ id: '1' }],
      alwaysEdit: true,
    });
    const combobox = screen.getByRole('combobox', { name: '第 1 行 买家' });
    fireEvent.mouseDown(combobox);
    fireEvent.change(combobox, { target: { value: '3' } });
    // The search waits for the typing to stop, then asks the server for the typed text.
    await waitFor(
      () =>
        expect(
          calledPaths().some(
            (url) =>
              decodeURIComponent(url.pathname).endsWith('/sys/dict/loadDict/sys_user,realname,id') &&
              url.searchParams.get('keyword') === '3',
          ),
        ).toBe(true),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option-content')).toHaveLength(1));
    const option = screen.getByText('用户3', { selector: '.ant-select-item-option-content' });
    fireEvent.click(option);
    await waitFor(() => expect(handle().getValues()[0]?.buyer).toBe('u3'));
  });
});
