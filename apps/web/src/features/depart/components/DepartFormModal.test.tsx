import type { DepartRecord, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { DepartFormModal, type DepartFormTarget } from './DepartFormModal';

const RECORD: DepartRecord = {
  id: 'd1',
  parentId: 'p1',
  orgCode: 'A01A01',
  departName: '销售部',
  name: { zh: '销售部', en: 'Sales' },
  orgCategory: 2,
  orgCategory_dictText: '部门',
  sortNo: 1,
  mobile: null,
  address: null,
  memo: null,
  createTime: '2026-01-01T00:00:00.000Z',
  version: 4,
};

let fetchMock: Mock<typeof fetch>;
let answer: (path: string) => Response;

function envelope(body: Record<string, unknown>, status = 200): Response {
  const full: Envelope<unknown> = { success: true, message: 'ok', code: 200, result: null, timestamp: 0 };
  return new Response(JSON.stringify({ ...full, ...body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
const bodiesTo = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(suffix))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderForm(target: DepartFormTarget, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <DepartFormModal open target={target} onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const submit = () =>
  act(() =>
    within(dialog())
      .getByRole('button', { name: /确\s*定/ })
      .click(),
  );

beforeEach(() => {
  answer = (path) => envelope({ result: /\/(queryById|add|edit)$/.test(path) ? RECORD : null });
  fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://x').pathname));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('DepartFormModal', () => {
  it('adds a child under its parent, one kind below it, and hands the saved department back', async () => {
    const onClose = renderForm({ mode: 'add', parent: { id: 'p1', title: '示例公司', orgCategory: 1 } });
    await screen.findByText('新增下级 - 示例公司', {}, { timeout: 10_000 });
    fireEvent.change(field('机构名称（中文）'), { target: { value: ' 销售部 ' } });
    fireEvent.change(field('机构名称（英文）'), { target: { value: 'Sales' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(RECORD), { timeout: 10_000 });
    expect(bodiesTo('/sys/sysDepart/add')).toEqual([
      {
        name: { zh: '销售部', en: 'Sales' },
        orgCategory: 2,
        sortNo: 0,
        mobile: null,
        address: null,
        memo: null,
        parentId: 'p1',
      },
    ]);
  }, 60_000);

  it('edits against the version read, without moving the department in the tree', async () => {
    const onClose = renderForm({ mode: 'edit', departId: 'd1' });
    await waitFor(() => expect(field('机构名称（英文）').value).toBe('Sales'), { timeout: 10_000 });
    fireEvent.change(field('电话'), { target: { value: '010-1' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(RECORD), { timeout: 10_000 });
    const [body] = bodiesTo('/sys/sysDepart/edit') as Record<string, unknown>[];
    expect(body).toMatchObject({ id: 'd1', version: 4, mobile: '010-1', orgCategory: 2 });
    expect(body).not.toHaveProperty('parentId');
  }, 60_000);

  it('refuses what the shared schema refuses, and shows the server’s field errors on the fields', async () => {
    answer = (path) =>
      path.endsWith('/add')
        ? envelope(
            {
              success: false,
              code: 400,
              message: '电话有误',
              errors: [{ field: 'mobile', message: '电话有误' }],
            },
            400,
          )
        : envelope({ result: null });
    const onClose = renderForm({ mode: 'add', parent: null });
    await screen.findByText('新增部门', {}, { timeout: 10_000 });
    fireEvent.change(field('机构名称（中文）'), { target: { value: '公司' } });
    fireEvent.change(field('机构名称（英文）'), { target: { value: 'Co' } });
    fireEvent.change(field('电话'), { target: { value: '1'.repeat(33) } });
    submit();
    expect(await within(dialog()).findByText('内容过长', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodiesTo('/sys/sysDepart/add')).toEqual([]);
    fireEvent.change(field('电话'), { target: { value: '12' } });
    submit();
    await waitFor(() => expect(field('电话').getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(await within(dialog()).findByText('电话有误', {}, { timeout: 10_000 })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);
});
