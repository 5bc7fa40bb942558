import { Permission, type AuthEntry, type CategoryNode, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { categoryApi } from '../api/category-api';
import CategoryListPage from './CategoryListPage';

function node(key: string, title: string, code: string, pid = '0'): CategoryNode {
  return { key, value: key, label: title, title, name: title, code, pid, leaf: 1 };
}
const TREE = [node('c1', '传感器', 'A01'), node('c2', '电源', 'A02')];

let fetchMock: Mock<typeof fetch>;
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://x');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
const bodiesTo = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(suffix))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

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
          <CategoryListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path.endsWith('/sys/category/loadTreeRoot')) return ok(TREE);
    if (path.endsWith('/sys/category/add')) return ok({ id: 'c3' });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CategoryListPage', () => {
  it('shows the tree under the definition’s titles and only the actions the user may use', async () => {
    renderPage([Permission.categoryList]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    expect(screen.getByText('分类名称')).toBeTruthy();
    expect(screen.getByText('分类编码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增分类/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(document.querySelector('.ant-checkbox')).toBeNull();
  }, 60_000);

  it('adds a subcategory under the row through the kit’s form', async () => {
    renderPage([Permission.categoryList, Permission.categoryAdd]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: /添加下级/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称（中文）'), { target: { value: ' 压力 ' } });
    fireEvent.change(within(dialog).getByLabelText('名称（英文）'), { target: { value: 'Pressure' } });
    act(() =>
      within(dialog)
        .getByRole('button', { name: /确\s*定/ })
        .click(),
    );
    await waitFor(() =>
      expect(bodiesTo('/sys/category/add')).toEqual([
        { name: { zh: '压力', en: 'Pressure' }, sort: 0, pid: 'c1' },
      ]),
    );
  }, 60_000);

  it('deletes the chosen categories from the selection bar', async () => {
    renderPage([Permission.categoryList, Permission.categoryDelete]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    const boxes = document.querySelectorAll('tbody .ant-checkbox-input');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    expect(await screen.findByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() =>
      expect(calls()).toContain('DELETE /mall/serversys/sys/category/deleteBatch?ids=c1%2Cc2'),
    );
    expect(await screen.findByText('删除成功')).toBeTruthy();
  }, 60_000);

  it('offers export by the list code and import by the add code, as the server routes check them', async () => {
    const { unmount } = renderPage([Permission.categoryList]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    unmount();
    renderPage([Permission.categoryAdd]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  }, 60_000);

  it('imports a file through the kit’s dialog and reloads the tree', async () => {
    const importExcel = vi.spyOn(categoryApi, 'importExcel').mockResolvedValue({
      totalCount: 1,
      successCount: 1,
      errorCount: 0,
      msg: '共1行数据全部导入成功！',
    } as never);
    renderPage([Permission.categoryList, Permission.categoryAdd]);
    await screen.findByText('传感器', {}, { timeout: 5000 });
    const treeReads = () => calls().filter((call) => call.includes('/sys/category/loadTreeRoot')).length;
    expect(treeReads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'categories.xlsx')] } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));
    await waitFor(() => expect(treeReads()).toBe(2));
    expect(importExcel).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'categories.xlsx' }),
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(await screen.findByText('全部数据导入成功')).toBeTruthy();
  }, 60_000);
});
