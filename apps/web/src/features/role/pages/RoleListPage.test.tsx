import { Permission, type AuthEntry, type Envelope, type RoleRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import RoleListPage from './RoleListPage';

const ROLES: RoleRecord[] = [
  {
    id: 'r1',
    roleName: '审计员',
    roleNameEn: 'Auditor',
    roleCode: 'auditor',
    description: '只读',
    createTime: '2026-01-01T00:00:00.000Z',
    version: 0,
  },
];

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path.endsWith('/sys/role/list'))
        return ok({ records: ROLES, total: 1, current: 1, size: 10, pages: 1 });
      if (path.endsWith('/sys/role/queryTreeList')) return ok({ treeList: [], ids: [] });
      return ok([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderPage(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <RoleListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByTestId('role-table');

// Rendering ProTable in jsdom is slow on a loaded machine.
describe('RoleListPage', { timeout: 90_000 }, () => {
  it('is the kit’s list of roles: filters and columns from the definition, the grant drawer per row', async () => {
    renderPage([Permission.roleAdd, Permission.roleEdit, Permission.roleDelete, Permission.roleAuthorize]);
    const row = (await within(table()).findByText('审计员')).closest('tr') as HTMLElement;
    // The English name has no column; the name shows in the UI's language.
    expect(row.textContent).not.toContain('Auditor');
    const search = table().querySelector('.ant-pro-query-filter') as HTMLElement;
    expect(within(search).getByText('角色名称')).toBeTruthy();
    expect(within(search).getByText('角色编码')).toBeTruthy();
    expect(within(search).queryByText('英文名称')).toBeNull();
    // No export without its code.
    expect(within(table()).queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(within(table()).getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /授\s*权/ }));
    expect(await screen.findByText('角色权限配置：审计员')).toBeTruthy();
  });

  it('offers no grant to whoever may not authorize, and export to whoever may', async () => {
    renderPage([Permission.roleExport]);
    const row = (await within(table()).findByText('审计员')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /授\s*权/ })).toBeNull();
    expect(within(table()).getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(within(table()).queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
