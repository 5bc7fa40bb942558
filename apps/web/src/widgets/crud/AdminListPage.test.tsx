import { defineEntity, Permission, type AuthEntry, type PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FeedbackProvider } from '../../lib/feedback';
import { PermissionProvider } from '../../lib/permissions/permission-context';
import { AdminListPage } from './AdminListPage';
import { crudKeys, type CrudApi } from './crud-api';

interface Row {
  id: string;
  name: string;
  kind: string;
  memo: string;
}

const record = z.object({ id: z.string(), name: z.string(), kind: z.string(), memo: z.string() });
const entity = defineEntity({
  name: 'gadget',
  basePath: '/t/gadget',
  access: {
    list: Permission.positionList,
    add: Permission.positionAdd,
    edit: Permission.positionEdit,
    delete: Permission.positionDelete,
    export: Permission.positionList,
  },
  record,
  add: record.omit({ id: true }),
  edit: record,
  fields: {
    name: { title: { zh: '名称', en: 'Name' }, type: 'text', filter: 'like', sortable: true },
    kind: {
      title: { zh: '种类', en: 'Kind' },
      type: 'dict',
      filter: 'eq',
      options: { a: { zh: '甲类', en: 'A' }, b: { zh: '乙类', en: 'B' } },
    },
    memo: { title: { zh: '备注', en: 'Memo' }, type: 'text' },
  },
  versioned: false,
  defaultSort: { column: 'name', order: 'asc' },
});

const ALL = [entity.access.add, entity.access.edit, entity.access.delete, entity.access.export] as string[];

function fakeApi(rows: Row[], failures = 0) {
  const data = [...rows];
  let failing = failures;
  const list = vi.fn(async (): Promise<PageResult<Row>> => {
    if (failing > 0) {
      failing -= 1;
      throw new Error('down');
    }
    return { records: [...data], total: data.length, current: 1, size: 10, pages: 1 };
  });
  const deleteBatch = vi.fn(async (ids: readonly string[]) => {
    ids.forEach((id) =>
      data.splice(
        data.findIndex((row) => row.id === id),
        1,
      ),
    );
    return { count: ids.length };
  });
  const api = { basePath: '/t/gadget', keys: crudKeys('/t/gadget'), list, deleteBatch } as unknown as CrudApi<
    Row,
    never,
    never
  >;
  return { api, list, deleteBatch };
}

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderPage(api: CrudApi<Row, never, never>, codes: string[], renderForm = vi.fn(() => null)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <AdminListPage<Row>
            entity={entity}
            api={api}
            testId="gadget-table"
            title="小工具"
            emptyText="暂无小工具"
            loadFailedText="小工具加载失败"
            renderForm={renderForm}
          />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
  return { renderForm, unmount: view.unmount };
}

const rows = [
  { id: 'g1', name: 'Pump', kind: 'a', memo: 'first' },
  { id: 'g2', name: 'Valve', kind: 'b', memo: 'second' },
];
const table = () => screen.getByTestId('gadget-table');
const button = (name: RegExp) => within(table()).queryByRole('button', { name });

// Rendering ProTable in jsdom is slow on a loaded machine.
describe('AdminListPage', { timeout: 90_000 }, () => {
  it('searches on the filter fields of the definition only, and shows dictionary codes as their texts', async () => {
    const { api, list } = fakeApi(rows);
    renderPage(api, ALL);
    await screen.findByText('Pump');
    const form = table().querySelector('.ant-pro-query-filter') as HTMLElement;
    expect(within(form).getByText('名称')).toBeTruthy();
    expect(within(form).getByText('种类')).toBeTruthy();
    expect(within(form).queryByText('备注')).toBeNull();
    expect(screen.getByText('甲类')).toBeTruthy();
    expect(screen.getByText('乙类')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(
      { pageNo: 1, pageSize: 10, column: 'name', order: 'asc' },
      expect.anything(),
    );
  });

  it('keeps its search filters across a reload (a language switch), and a reset forgets them', async () => {
    sessionStorage.clear();
    const first = fakeApi(rows);
    const shown = renderPage(first.api, ALL);
    await screen.findByText('Pump');
    const name = () => within(table()).getByLabelText('名称') as HTMLInputElement;
    fireEvent.change(name(), { target: { value: 'Pum' } });
    fireEvent.keyDown(name(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(first.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'Pum' }),
        expect.anything(),
      ),
    );
    shown.unmount();

    // The page loads again: the list asks with the same filter, and the form shows it.
    const again = fakeApi(rows);
    renderPage(again.api, ALL);
    await screen.findByText('Pump');
    expect(again.list).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pum' }), expect.anything());
    await waitFor(() => expect(name().value).toBe('Pum'));

    fireEvent.click(within(table()).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(name().value).toBe(''));
    await waitFor(() =>
      expect(again.list).toHaveBeenLastCalledWith(
        expect.not.objectContaining({ name: expect.anything() }),
        expect.anything(),
      ),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('offers add, export, edit, delete and row selection only with their codes', async () => {
    const { api } = fakeApi(rows);
    renderPage(api, []);
    await screen.findByText('Pump');
    expect(button(/新\s*增/)).toBeNull();
    expect(button(/导\s*出/)).toBeNull();
    expect(button(/编\s*辑/)).toBeNull();
    expect(button(/删\s*除/)).toBeNull();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows on the export button how much of the file has arrived while the download runs', async () => {
    const { api } = fakeApi(rows);
    let finish: () => void = () => undefined;
    const exportXls = vi.fn(
      (_query: unknown, _name: string, options?: { onProgress?: (received: number) => void }) =>
        new Promise<Blob>((resolve) => {
          options?.onProgress?.(0);
          options?.onProgress?.(1536);
          finish = () => resolve(new Blob(['x']));
        }),
    );
    renderPage({ ...api, exportXls } as unknown as CrudApi<Row, never, never>, ALL);
    await screen.findByText('Pump');
    fireEvent.click(button(/导\s*出/)!);
    expect(await within(table()).findByText('正在导出… 2 KB')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(within(table()).queryByText(/正在导出/)).toBeNull());
    expect(button(/导\s*出/)).toBeTruthy();
  });

  it('opens the form for a new record and for the row edited', async () => {
    const { api } = fakeApi(rows);
    const { renderForm } = renderPage(api, ALL);
    await screen.findByText('Pump');
    expect(renderForm).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
    fireEvent.click(button(/新\s*增/) as HTMLElement);
    expect(renderForm).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, id: undefined }));
    fireEvent.click(within(table()).getAllByRole('button', { name: /编\s*辑/ })[1] as HTMLElement);
    expect(renderForm).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, id: 'g2' }));
  });

  it('deletes the selected rows after the confirmation, from the selection bar', async () => {
    const { api, deleteBatch } = fakeApi(rows);
    renderPage(api, ALL);
    await screen.findByText('Pump');
    expect(screen.queryByText('已选择 1 项')).toBeNull();
    const boxes = within(table()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      '全选',
      '选择第 1 行',
      '选择第 2 行',
    ]);
    fireEvent.click(boxes[1] as HTMLElement);
    await screen.findByText('已选择 1 项');
    fireEvent.click(button(/批量删除/) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('是否删除选中数据?');
    expect(deleteBatch).not.toHaveBeenCalled();
    act(() =>
      within(dialog)
        .getByRole('button', { name: /删\s*除/ })
        .click(),
    );
    await waitFor(() => expect(deleteBatch).toHaveBeenCalledWith(['g1']));
    await waitFor(() => expect(screen.queryByText('Pump')).toBeNull());
    expect(within(table()).queryByText('已选择 1 项')).toBeNull();
  });

  it('says the list is empty', async () => {
    const { api } = fakeApi([]);
    renderPage(api, ALL);
    expect(await screen.findByText('暂无小工具')).toBeTruthy();
  });

  it('says the list could not be loaded, and retries', async () => {
    const { api, list } = fakeApi(rows, 1);
    renderPage(api, ALL);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('小工具加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('Pump');
    expect(screen.queryByText('小工具加载失败')).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('offers its toolbar options as named buttons the keyboard reaches: reload only, no column setting or density', async () => {
    const { api, list } = fakeApi(rows);
    renderPage(api, ALL);
    await screen.findByText('Pump');
    const toolbar = table().querySelector('.ant-pro-table-list-toolbar-setting-items') as HTMLElement;
    const reload = within(toolbar).getByRole('button', { name: '刷新' });
    expect(reload.tagName).toBe('BUTTON');
    expect(reload.tabIndex).toBe(0);
    // Every option is a control of its own with a name: nothing is left to a bare clickable icon.
    const items = [...toolbar.querySelectorAll('.ant-pro-table-list-toolbar-setting-item')];
    expect(items).toHaveLength(1);
    for (const item of items) expect(item.querySelector('button[aria-label]')).not.toBeNull();
    expect(table().querySelector('.anticon-setting, .anticon-column-height')).toBeNull();
    reload.focus();
    fireEvent.click(reload);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
