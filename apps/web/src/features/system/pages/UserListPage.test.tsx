import { createDecipheriv } from 'node:crypto';
import {
  Permission,
  UserStatus,
  type AuthEntry,
  type Envelope,
  type PageResult,
  type UserRecord,
} from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import UserListPage from './UserListPage';

const TRANSPORT = { key: 'Ab3dEf6hIj9kLm2n', iv: 'Zy1xWv4uTs7rQp0o' };

const user = (username: string, status: UserRecord['status'], text: string): UserRecord => ({
  id: `id-${username}`,
  username,
  realname: `${username} name`,
  workNo: null,
  phone: null,
  email: null,
  status,
  status_dictText: text,
  roles: ['采购员'],
  roleIds: ['r1'],
  validFrom: null,
  validTo: null,
  departIds: [],
  post: '',
  post_dictText: '',
  positionIds: [],
  tenantIds: [],
  customerType: null,
  companyName: null,
  createTime: '2026-01-02T03:04:05.000Z',
  version: 3,
});

const RECORDS = [user('alice', UserStatus.normal, '正常'), user('bob', UserStatus.frozen, '冻结')];
const ALL = [
  Permission.userList,
  Permission.userAdd,
  Permission.userEdit,
  Permission.userDelete,
  Permission.userExport,
  Permission.userFreeze,
];

let fetchMock: Mock<typeof fetch>;
const urlOf = (input: unknown) => new URL(String(input), 'http://x');

function answer<T>(result: T, code = 200, extra: Record<string, unknown> = {}): Response {
  const body = { success: code === 200, message: 'ok', code, result, timestamp: 0, ...extra };
  return new Response(JSON.stringify(body as Envelope<T>), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(TRANSPORT.key), Buffer.from(TRANSPORT.iv));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderPage(codes: string[] = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <UserListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname.endsWith(path));
const bodyOf = (path: string) => JSON.parse(String(calls(path).at(-1)?.[1]?.body)) as Record<string, unknown>;
const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement;
const ok = /确\s*定/;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = urlOf(input).pathname;
    if (path.endsWith('/sys/user/list')) {
      const page: PageResult<UserRecord> = { records: RECORDS, total: 2, current: 1, size: 10, pages: 1 };
      return answer(page);
    }
    if (path.endsWith('/sys/user/queryById')) return answer(RECORDS[0]);
    if (path.endsWith('/sys/getEncryptedString')) return answer(TRANSPORT);
    if (path.endsWith('/sys/user/add')) {
      const body = JSON.parse(String(init?.body)) as { username: string };
      if (body.username === 'alice')
        return answer(null, 400, {
          message: '用户名已存在',
          errors: [{ field: 'username', message: '用户名已存在' }],
        });
      return answer(user(body.username, UserStatus.normal, '正常'));
    }
    if (path.endsWith('/sys/user/edit')) return answer(RECORDS[0]);
    if (path.endsWith('/sys/user/exportXls')) return new Response('xlsx');
    if (path.endsWith('/sys/user/frozenBatch')) return answer({ count: 1 });
    // Roles, tenants and departments the form offers.
    return answer([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UserListPage on the admin kit', () => {
  it(
    'adds a user with the password sent encrypted, and shows a taken username on its field',
    // Two round trips through the dialog: on a busy machine this takes minutes.
    { timeout: 240_000 },
    async () => {
      renderPage();
      await screen.findByText('alice', {}, { timeout: 30_000 });
      fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'alice' } });
      fireEvent.change(within(dialog).getByLabelText('用户姓名'), { target: { value: 'Alice Two' } });
      fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'Str0ng#pass' } });
      fireEvent.click(within(dialog).getByRole('button', { name: ok }));

      // The server's field error lands on the username; the dialog stays open.
      await within(dialog).findByText('用户名已存在', {}, { timeout: 30_000 });
      const sent = bodyOf('/sys/user/add');
      expect(sent).toMatchObject({ username: 'alice', realname: 'Alice Two', status: UserStatus.normal });
      expect(String(sent.password)).not.toContain('Str0ng');
      expect(decrypt(String(sent.password))).toBe('Str0ng#pass');

      fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'carol' } });
      fireEvent.click(within(dialog).getByRole('button', { name: ok }));
      await waitFor(() => expect(bodyOf('/sys/user/add')).toMatchObject({ username: 'carol' }), {
        timeout: 30_000,
      });
    },
  );

  it('refuses what the shared schema refuses before sending', { timeout: 120_000 }, async () => {
    renderPage();
    await screen.findByText('alice', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'no spaces' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ok }));
    await within(dialog).findByText('用户名只能包含字母、数字和 _ . @ -', {}, { timeout: 30_000 });
    expect(within(dialog).getByText('手机号格式不正确')).toBeTruthy();
    expect(calls('/sys/user/add')).toHaveLength(0);
  });

  it('edits a user against the version it loaded', { timeout: 120_000 }, async () => {
    renderPage();
    await screen.findByText('alice', {}, { timeout: 30_000 });
    fireEvent.click(within(rowOf('alice')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    // The dialog's fields are drawn again once the record has loaded: read them afresh.
    const realname = () => within(dialog).getByLabelText('用户姓名');
    await waitFor(() => expect(realname()).toHaveProperty('value', 'alice name'), { timeout: 30_000 });
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    fireEvent.change(realname(), { target: { value: 'Alice Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ok }));
    await waitFor(
      () =>
        expect(bodyOf('/sys/user/edit')).toMatchObject({
          id: 'id-alice',
          version: 3,
          realname: 'Alice Changed',
        }),
      { timeout: 30_000 },
    );
    expect(bodyOf('/sys/user/edit')).not.toHaveProperty('password');
  });

  it(
    'freezes a user after the confirmation, and unfreezes the selected ones',
    { timeout: 120_000 },
    async () => {
      renderPage();
      await screen.findByText('alice', {}, { timeout: 30_000 });
      fireEvent.click(within(rowOf('alice')).getByRole('button', { name: /冻\s*结/ }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm.textContent).toContain('确定冻结用户 alice 吗?');
      expect(calls('/sys/user/frozenBatch')).toHaveLength(0);
      fireEvent.click(within(confirm).getByRole('button', { name: /冻\s*结/ }));
      await waitFor(() => expect(bodyOf('/sys/user/frozenBatch')).toEqual({ ids: ['id-alice'], status: 2 }), {
        timeout: 30_000,
      });

      fireEvent.click(within(rowOf('bob')).getByRole('checkbox'));
      const selection = await screen.findByTestId('user-table-selection');
      fireEvent.click(within(selection).getByRole('button', { name: '批量解冻' }));
      const dialogs = await screen.findAllByRole('dialog');
      const batch = dialogs.find((dialog) => dialog.textContent?.includes('批量解冻')) as HTMLElement;
      fireEvent.click(within(batch).getByRole('button', { name: /解\s*冻/ }));
      await waitFor(() => expect(bodyOf('/sys/user/frozenBatch')).toEqual({ ids: ['id-bob'], status: 1 }));
    },
  );

  it('exports the selected users only, else the current filter', { timeout: 120_000 }, async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await screen.findByText('alice', {}, { timeout: 30_000 });
    const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });
    fireEvent.click(exportButton());
    await waitFor(() => expect(calls('/sys/user/exportXls')).toHaveLength(1), { timeout: 30_000 });
    expect(urlOf(calls('/sys/user/exportXls')[0]?.[0]).searchParams.has('selections')).toBe(false);

    fireEvent.click(within(rowOf('bob')).getByRole('checkbox'));
    await screen.findByTestId('user-table-selection');
    fireEvent.click(exportButton());
    await waitFor(() => expect(calls('/sys/user/exportXls')).toHaveLength(2), { timeout: 30_000 });
    const selected = urlOf(calls('/sys/user/exportXls')[1]?.[0]).searchParams;
    expect(selected.get('selections')).toBe('id-bob');
    expect(selected.get('column')).toBe('createTime');
  });
});
