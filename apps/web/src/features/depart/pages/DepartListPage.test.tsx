import { Permission, type AuthEntry, type DepartTreeNode, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { departApi } from '../api/depart-api';
import DepartListPage from './DepartListPage';

function node(id: string, title: string, orgCategory: number, children?: DepartTreeNode[]): DepartTreeNode {
  return {
    id,
    key: id,
    value: id,
    title,
    parentId: null,
    orgCode: id,
    orgCategory,
    sortNo: 0,
    leaf: !children,
    ...(children ? { children } : {}),
  };
}

const TREE = [node('A01', '示例公司', 1, [{ ...node('A01A01', '销售部', 2), parentId: 'A01' }])];

let fetchMock: Mock<typeof fetch>;
const calls = () =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
  );

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderPage(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <DepartListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path.endsWith('/sys/sysDepart/queryTreeList')) return ok(TREE);
    if (path.endsWith('/sys/sysDepart/searchDeparts')) return ok([node('A01A01', '销售部', 2)]);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DepartListPage', () => {
  it('shows the tree, the chosen department’s details and the actions the user may use', async () => {
    renderPage([Permission.departAdd, Permission.departEdit]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    fireEvent.click(await screen.findByText('销售部'));
    expect(await screen.findByText('A01A01')).toBeTruthy();
    // The parent's name shows in the details as well as in the tree.
    expect(screen.getAllByText('示例公司')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /新增下级/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    // No delete permission: no delete button, no check boxes.
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 60_000);

  it('searches by name on Enter and shows the matches only', async () => {
    renderPage([]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    const search = screen.getByRole('searchbox', { name: '搜索部门' });
    fireEvent.change(search, { target: { value: '销售' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls()).toContain('POST /mall/serversys/sys/sysDepart/searchDeparts'));
    await waitFor(() => expect(screen.queryByText('示例公司')).toBeNull());
    expect(screen.getByText('销售部')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增公司/ })).toBeNull();
  }, 60_000);

  it('deletes the chosen department without reading it (or anything under it) again', async () => {
    renderPage([Permission.departList, Permission.departDelete]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    // The child is chosen (its details read), then its parent is checked and deleted with it.
    fireEvent.click(await screen.findByText('销售部'));
    await waitFor(() => expect(calls()).toContain('GET /mall/serversys/sys/sysDepart/queryById'));
    const checkbox = document.querySelector('.ant-tree-checkbox') as HTMLElement;
    fireEvent.click(checkbox);
    fireEvent.click(await screen.findByRole('button', { name: /批量删除/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('删除成功', {}, { timeout: 5000 });
    const deleteCall = 'DELETE /mall/serversys/sys/sysDepart/deleteBatch';
    expect(calls()).toContain(deleteCall);
    const afterDelete = calls().slice(calls().indexOf(deleteCall));
    expect(afterDelete).not.toContain('GET /mall/serversys/sys/sysDepart/queryById');
    expect(screen.getByText('请在左侧选择一个部门')).toBeTruthy();
  }, 60_000);

  it('offers export by the list code and import by the add code, as the server routes check them', async () => {
    const { unmount } = renderPage([Permission.departList]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    unmount();
    renderPage([Permission.departAdd]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  }, 60_000);

  it('reloads the tree after an import that kept some rows out, and offers their error file', async () => {
    vi.spyOn(departApi, 'importExcel').mockResolvedValue({
      totalCount: 2,
      successCount: 1,
      errorCount: 1,
      msg: '总上传行数：2，已导入行数：1，错误行数：1',
      fileUrl: '/sys/common/importError/e.xlsx',
    } as never);
    renderPage([Permission.departList, Permission.departAdd]);
    await screen.findByText('示例公司', {}, { timeout: 5000 });
    const treeReads = () => calls().filter((call) => call.endsWith('/sys/sysDepart/queryTreeList')).length;
    expect(treeReads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'departs.xlsx')] } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));
    await waitFor(() => expect(treeReads()).toBe(2));
    expect(within(dialog).getByText('departs.xlsx：部分数据未导入')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /下载错误文件/ })).toBeTruthy();
  }, 60_000);
});
