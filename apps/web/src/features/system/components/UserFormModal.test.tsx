import { DictCode, UserStatus, type DictOption, type Envelope, type UserRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { UserFormModal } from './UserFormModal';

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const CUSTOMER: UserRecord = {
  id: 'u1',
  username: 'acme-buyer',
  realname: 'Acme',
  phone: null,
  email: null,
  status: UserStatus.normal,
  status_dictText: '正常',
  roles: [],
  roleIds: [],
  departIds: [],
  tenantIds: [],
  validFrom: null,
  validTo: null,
  customerType: 'agent',
  companyName: 'Acme Ltd',
  createTime: '2025-01-01T00:00:00.000Z',
  version: 4,
} as unknown as UserRecord;

// The tenant's own customer types: the form offers what the dictionary holds.
const TYPES: DictOption[] = [
  { value: 'agent', text: '代理商', description: '', disabled: false },
  { value: 'integrator', text: '集成商', description: '', disabled: false },
];

const ROLES = [
  { id: 'r1', roleCode: 'sales', roleName: '销售' },
  { id: 'r2', roleCode: 'buyer', roleName: '采购' },
];
const DEPARTS = [{ id: 'd1', parentId: null, orgCode: 'A01', departName: '销售部', orgCategory: 2 }];

const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = pathOf(input);
    if (path.endsWith('/sys/user/queryById')) return ok(CUSTOMER);
    if (path.endsWith(`/sys/dict/getDictItems/${DictCode.customerType}`)) return ok(TYPES);
    if (path.endsWith('/sys/user/edit')) return ok(CUSTOMER);
    if (path.endsWith('/online/cgreport/api/getData/role'))
      return ok({ records: ROLES, total: ROLES.length });
    if (path.endsWith('/sys/sysDepart/listAll')) return ok(DEPARTS);
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('UserFormModal', () => {
  it(
    'sets a customer’s type from the customer-type dictionary, as a button group',
    { timeout: 60_000 },
    async () => {
      const onClose = vi.fn();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <FeedbackProvider>
            <UserFormModal open userId="u1" onClose={onClose} />
          </FeedbackProvider>
        </QueryClientProvider>,
      );
      const integrator = await screen.findByRole('radio', { name: '集成商' }, { timeout: 10_000 });
      expect(screen.getByRole('radio', { name: '代理商' })).toHaveProperty('checked', true);
      expect(integrator.closest('.ant-radio-button-wrapper')).not.toBeNull();
      fireEvent.click(integrator);
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

      await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
      const edit = fetchMock.mock.calls.find(([input]) => pathOf(input).endsWith('/sys/user/edit'));
      expect(JSON.parse(String(edit?.[1]?.body))).toMatchObject({
        id: 'u1',
        version: 4,
        customerType: 'integrator',
        companyName: 'Acme Ltd',
      });
    },
  );

  it(
    'shows the roles, departments and positions by name and changes the roles through the role picker',
    { timeout: 120_000 },
    async () => {
      const staff = {
        ...CUSTOMER,
        customerType: null,
        companyName: null,
        roleIds: ['r1'],
        departIds: ['d1'],
        positionIds: ['p1'],
        workNo: 'W-7',
      };
      fetchMock.mockImplementation(async (input) => {
        const path = pathOf(input);
        if (path.endsWith('/sys/user/queryById')) return ok(staff);
        if (path.endsWith('/sys/user/edit')) return ok(staff);
        if (path.endsWith('/online/cgreport/api/getData/role')) return ok({ records: ROLES, total: 2 });
        if (path.endsWith('/online/cgreport/api/getData/position'))
          return ok({ records: [{ id: 'p1', code: 'mgr', name: '经理', nameEn: 'Manager' }], total: 1 });
        if (path.endsWith('/sys/sysDepart/listAll')) return ok(DEPARTS);
        return ok([]);
      });
      const onClose = vi.fn();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <FeedbackProvider>
            <UserFormModal open userId="u1" onClose={onClose} />
          </FeedbackProvider>
        </QueryClientProvider>,
      );
      // The form is mounted again once the user is loaded: look the boxes up each time.
      const roles = () => screen.getByLabelText('角色') as HTMLInputElement;
      await waitFor(() => expect(roles().value).toBe('销售'), { timeout: 10_000 });
      await waitFor(() =>
        expect((screen.getByLabelText('所属部门') as HTMLInputElement).value).toBe('销售部'),
      );
      // Positions are chosen in the business picker's position source; the box shows their names.
      await waitFor(() => expect((screen.getByLabelText('职务') as HTMLInputElement).value).toBe('经理'));
      expect((screen.getByLabelText('工号') as HTMLInputElement).value).toBe('W-7');

      fireEvent.click(roles());
      const picker = await screen.findByRole('region', { name: '查询结果' });
      const row = (await within(picker).findByText('采购')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
      fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
      await waitFor(() => expect(roles().value).toBe('销售, 采购'));
      fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ })[0] as HTMLElement);

      await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
      const edit = fetchMock.mock.calls.find(([input]) => pathOf(input).endsWith('/sys/user/edit'));
      expect(JSON.parse(String(edit?.[1]?.body))).toMatchObject({
        roleIds: ['r1', 'r2'],
        departIds: ['d1'],
        positionIds: ['p1'],
        workNo: 'W-7',
      });
    },
  );
});
