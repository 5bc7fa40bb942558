import type { Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import { createCrudApi } from './crud-api';
import { EntityFormModal } from './EntityFormModal';

interface Gadget {
  id: string;
  version: number;
  code: string;
  name: string;
}
type Values = Omit<Gadget, 'id' | 'version'>;

const api = createCrudApi<Gadget, Values, Values & { id: string; version?: number }>('/t/gadget');
const EMPTY: Values = { code: '', name: '' };
const toValues = ({ code, name }: Gadget): Values => ({ code, name });
const toBody = (values: Values): Values => ({ code: values.code.trim(), name: values.name.trim() });

let fetchMock: Mock<typeof fetch>;
let answer: (path: string, init?: RequestInit) => Response;

function envelope<T>(body: Partial<Envelope<T>> & { errors?: unknown }, status = 200): Response {
  const full = { success: true, message: 'ok', code: 200, result: null, timestamp: 0, ...body };
  return new Response(JSON.stringify(full), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = <T,>(result: T) => envelope({ result });
const refused = (message: string, errors: { field: string; message: string }[] = [], status = 400) =>
  envelope({ success: false, code: status, message, errors }, status);

function Harness({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<{ open: boolean; id: string | undefined }>({
    open: false,
    id: undefined,
  });
  return (
    <>
      <button type="button" onClick={() => setState({ open: true, id: undefined })}>
        open-add
      </button>
      <button type="button" onClick={() => setState({ open: true, id: 'g1' })}>
        open-edit
      </button>
      <EntityFormModal
        api={api}
        form={form}
        open={state.open}
        id={state.id}
        onClose={() => {
          onClose();
          setState((current) => ({ ...current, open: false }));
        }}
        name="gadgetForm"
        title={{ add: '新增小工具', edit: '编辑小工具' }}
        loadFailedText="小工具加载失败"
        empty={EMPTY}
        toValues={toValues}
        toBody={toBody}
      >
        <Form.Item name="code" label="编码">
          <Input />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </EntityFormModal>
    </>
  );
}

function renderHarness(onClose?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <Harness onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const submit = () =>
  act(() =>
    within(dialog())
      .getByRole('button', { name: /确\s*定/ })
      .click(),
  );
const bodiesTo = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(suffix))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const occurrences = (text: string) => document.body.textContent?.split(text).length ?? 1;

beforeEach(() => {
  answer = (path) => (path.endsWith('/add') ? ok({ id: 'new', version: 0, code: 'x', name: 'x' }) : ok(null));
  fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    answer(new URL(String(input), 'http://x').pathname, init),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('EntityFormModal', () => {
  it("puts the server's field errors on their fields and stays open", async () => {
    answer = () => refused('编码已存在', [{ field: 'code', message: '编码已存在' }]);
    const onClose = vi.fn();
    renderHarness(onClose);
    fireEvent.click(screen.getByText('open-add'));
    await screen.findByText('新增小工具');
    fireEvent.change(field('编码'), { target: { value: ' dup ' } });
    fireEvent.change(field('名称'), { target: { value: 'Pump' } });
    submit();
    await waitFor(() => expect(field('编码').getAttribute('aria-invalid')).toBe('true'));
    expect(field('名称').getAttribute('aria-invalid')).toBeNull();
    expect(bodiesTo('/t/gadget/add')).toEqual([{ code: 'dup', name: 'Pump' }]);
    expect(screen.queryByText(/保存失败/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);

  it("says a failure that names no field of the form failed to save, with the server's message, once", async () => {
    answer = () => refused('数据库忙', [{ field: 'elsewhere', message: '不在表单' }], 500);
    renderHarness();
    fireEvent.click(screen.getByText('open-add'));
    await screen.findByText('新增小工具');
    fireEvent.change(field('编码'), { target: { value: 'c1' } });
    submit();
    await waitFor(() => expect(document.body.textContent).toContain('保存失败: 数据库忙'));
    // The HTTP client stays silent: the one notice is the form's.
    expect(occurrences('数据库忙') - 1).toBe(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 60_000);

  it('edits the record loaded fresh, naming its version, and closes on success', async () => {
    answer = (path) =>
      path.endsWith('/queryById') ? ok({ id: 'g1', version: 3, code: 'c1', name: 'Old' }) : ok({});
    const onClose = vi.fn();
    renderHarness(onClose);
    fireEvent.click(screen.getByText('open-edit'));
    await screen.findByText('编辑小工具');
    await waitFor(() => expect(field('名称').value).toBe('Old'), { timeout: 10_000 });
    fireEvent.change(field('名称'), { target: { value: ' New ' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(bodiesTo('/t/gadget/edit')).toEqual([{ id: 'g1', version: 3, code: 'c1', name: 'New' }]);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  }, 60_000);

  it('opens reset: no values or errors of the last opening', async () => {
    answer = () => refused('编码已存在', [{ field: 'code', message: '编码已存在' }]);
    renderHarness();
    fireEvent.click(screen.getByText('open-add'));
    await screen.findByText('新增小工具');
    fireEvent.change(field('编码'), { target: { value: 'dup' } });
    submit();
    await waitFor(() => expect(field('编码').getAttribute('aria-invalid')).toBe('true'));
    act(() =>
      within(dialog())
        .getByRole('button', { name: /取\s*消/ })
        .click(),
    );
    fireEvent.click(screen.getByText('open-add'));
    await waitFor(() => expect(field('编码').value).toBe(''));
    expect(field('编码').getAttribute('aria-invalid')).toBeNull();
  }, 60_000);

  it('says the record could not be loaded and offers no save', async () => {
    answer = (path) => (path.endsWith('/queryById') ? refused('不存在', [], 404) : ok(null));
    renderHarness();
    fireEvent.click(screen.getByText('open-edit'));
    expect(await screen.findByText('小工具加载失败')).toBeTruthy();
    const save = within(dialog()).getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
  }, 60_000);
});
