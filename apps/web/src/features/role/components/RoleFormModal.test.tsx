import type { Envelope, RoleRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { RoleFormModal } from './RoleFormModal';

const ROLE: RoleRecord = {
  id: 'r1',
  roleName: '审计员',
  roleNameEn: 'Auditor',
  roleCode: 'auditor',
  description: null,
  createTime: '2026-01-01T00:00:00.000Z',
  version: 3,
};

let fetchMock: Mock<typeof fetch>;
let answer: (path: string) => Response;

function envelope(body: Partial<Envelope<unknown>> & { errors?: unknown }, status = 200): Response {
  const full = { success: true, message: 'ok', code: 200, result: null, timestamp: 0, ...body };
  return new Response(JSON.stringify(full), { status, headers: { 'Content-Type': 'application/json' } });
}

const sent = (suffix: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://x').pathname.endsWith(suffix))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderForm(roleId?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <RoleFormModal open roleId={roleId} onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { onClose };
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
  answer = (path) => envelope({ result: path.endsWith('/queryById') ? ROLE : ROLE });
  fetchMock = vi.fn<typeof fetch>(async (input) => answer(new URL(String(input), 'http://x').pathname));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's dialog is slow to render in jsdom on a busy machine.
describe('RoleFormModal', { timeout: 60_000 }, () => {
  it('labels its fields from the shared definition and refuses what the shared schema refuses', async () => {
    renderForm();
    await screen.findByText('新增角色');
    submit();
    // A required field left empty says so once (the schema's rule does not repeat it).
    expect(await within(dialog()).findAllByText('请输入角色名称')).toHaveLength(1);
    fireEvent.change(field('角色名称'), { target: { value: '审计员' } });
    fireEvent.change(field('角色编码'), { target: { value: '9bad' } });
    submit();
    expect(await screen.findByText('以字母开头，只能包含字母、数字和下划线')).toBeTruthy();
    fireEvent.change(field('英文名称'), { target: { value: 'x'.repeat(65) } });
    submit();
    expect(await screen.findByText('内容过长')).toBeTruthy();
    expect(sent('/sys/role/add')).toEqual([]);
  });

  it('adds a role with its code, and puts a taken code (the server’s field error) on the code field', async () => {
    answer = () =>
      envelope(
        {
          success: false,
          code: 400,
          message: '角色编码已存在',
          errors: [{ field: 'roleCode', message: '角色编码已存在' }],
        },
        400,
      );
    const { onClose } = renderForm();
    await screen.findByText('新增角色');
    fireEvent.change(field('角色名称'), { target: { value: ' 审计员 ' } });
    fireEvent.change(field('英文名称'), { target: { value: 'Auditor' } });
    fireEvent.change(field('角色编码'), { target: { value: 'auditor' } });
    submit();
    await waitFor(() => expect(field('角色编码').getAttribute('aria-invalid')).toBe('true'));
    expect(await within(dialog()).findByText('角色编码已存在')).toBeTruthy();
    expect(sent('/sys/role/add')).toEqual([
      { roleName: '审计员', roleNameEn: 'Auditor', roleCode: 'auditor', description: null },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits against the version loaded, with the code fixed and not sent', async () => {
    const { onClose } = renderForm('r1');
    await waitFor(() => expect(field('角色名称').value).toBe('审计员'), { timeout: 10_000 });
    expect(field('角色编码').disabled).toBe(true);
    fireEvent.change(field('角色名称'), { target: { value: '审计' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(sent('/sys/role/edit')).toEqual([
      { id: 'r1', version: 3, roleName: '审计', roleNameEn: 'Auditor', description: null },
    ]);
  });
});
