import { API_BASE, ErrorKey, UserStatus, type CustomerRecord, type UserStatusValue } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { columnOf, exportCall, exportedRows } from '../../test/export-sheet';
import { addTenant, addUser } from '../../test/fixtures';
import { sysCustomer, sysUser, sysUserTenant } from '../../test/tables';

let t: TestApp;
let sales: string;
let defaultTenant: string;
let otherTenant: string;

interface Customer {
  username: string;
  status: UserStatusValue;
  phone: string;
  company: string;
  type: string;
  minutesAgo: number;
}

// Registered in username order, so that the newest (the default order) comes last here.
const CUSTOMERS: Customer[] = [
  {
    username: 'cu-normal',
    status: UserStatus.normal,
    phone: '13600000001',
    company: 'Alpha Parts',
    type: 'agent',
    minutesAgo: 40,
  },
  {
    username: 'cu-pending-1',
    status: UserStatus.underReview,
    phone: '13600000002',
    company: 'Beta Motors',
    type: 'distributor',
    minutesAgo: 30,
  },
  {
    username: 'cu-pending-2',
    status: UserStatus.underReview,
    phone: '13600000003',
    company: 'Gamma Works',
    type: 'endUser',
    minutesAgo: 20,
  },
  {
    username: 'cu-rejected',
    status: UserStatus.rejected,
    phone: '13600000004',
    company: 'Delta Trading',
    type: 'integrator',
    minutesAgo: 10,
  },
];

/** A customer account (a user with a company) in `tenantId`, as registration makes one. */
async function addCustomer(customer: Customer, tenantId: string): Promise<string> {
  const id = await addUser(t.app.db, {
    username: customer.username,
    tenants: [tenantId],
    role: 'buyer',
    status: customer.status,
    createTime: new Date(Date.now() - customer.minutesAgo * 60_000),
  });
  await t.app.db
    .update(sysUser)
    .set({
      phone: customer.phone,
      email: `${customer.username}@corp.example`,
      reviewMemo: customer.status === UserStatus.rejected ? 'Incomplete company data' : null,
    })
    .where(eq(sysUser.id, id));
  await t.app.db.insert(sysCustomer).values({
    userId: id,
    companyName: customer.company,
    area: 'CN',
    address: '1 Road',
    customerType: customer.type,
    contactPerson: 'Li Lei',
  });
  return id;
}

beforeAll(async () => {
  // Exports read 3 accounts a page: the 4 customers take two pages.
  t = await createTestApp({ exportPageSize: 3 });
  sales = await t.login('sales');
  const [salesTenant] = await t.app.db
    .select({ tenantId: sysUserTenant.tenantId })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(eq(sysUser.username, 'sales'));
  defaultTenant = salesTenant!.tenantId;
  for (const customer of CUSTOMERS) await addCustomer(customer, defaultTenant);
  otherTenant = await addTenant(t.app.db, 'Other customers');
  await addUser(t.app.db, { username: 'x-sales', tenants: [otherTenant], role: 'sales' });
  await addCustomer(
    {
      username: 'x-customer',
      status: UserStatus.underReview,
      phone: '13600000009',
      company: 'Beta Foreign',
      type: 'agent',
      minutesAgo: 5,
    },
    otherTenant,
  );
});
afterAll(() => t?.close());

function list(query: string, token = sales, language = 'zh-CN') {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/customer/list${query ? `?${query}` : ''}`,
    headers: { 'x-access-token': token, 'accept-language': language },
  });
}

async function usernames(query: string, token = sales): Promise<string[]> {
  const response = await list(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.records.map((record: CustomerRecord) => record.username);
}

// Before the list's review test, which approves and rejects the accounts under review.
describe('GET /sys/customer/exportXls', () => {
  const exported = async (query: string, language: 'zh' | 'en' = 'zh', token = sales) =>
    exportedRows(await exportCall(t, token, `/sys/customer/exportXls${query ? `?${query}` : ''}`, language));

  it('exports the tenant’s customers with titles and dictionary texts in the caller’s language', async () => {
    const zh = await exported('');
    expect(zh[0]).toEqual([
      '用户名',
      '客户类型',
      '公司名称',
      '联系人',
      '国家或地区',
      '地址',
      '网址',
      '手机号',
      '邮箱',
      '注册时间',
      '状态',
      '驳回原因',
    ]);
    expect(columnOf(zh, '用户名')).toEqual(['cu-rejected', 'cu-pending-2', 'cu-pending-1', 'cu-normal']);
    expect(columnOf(zh, '状态')[1]).toBe('审核中');
    expect(columnOf(zh, '国家或地区')[0]).toBe('中国');

    const en = await exported('', 'en');
    expect(en[0]?.slice(0, 3)).toEqual(['Username', 'Customer type', 'Company']);
    expect(columnOf(en, 'Customer type')[0]).toBe('Integrator');
    expect(columnOf(en, 'Status')[0]).toBe('Rejected');
  });

  it('exports the list’s filter and sort (pages read on across the company join), or the selection', async () => {
    expect(columnOf(await exported(`status=${UserStatus.underReview}`), '用户名')).toEqual([
      'cu-pending-2',
      'cu-pending-1',
    ]);
    expect(columnOf(await exported('column=companyName&order=asc'), '用户名')).toEqual([
      'cu-normal',
      'cu-pending-1',
      'cu-rejected',
      'cu-pending-2',
    ]);
    expect(columnOf(await exported('column=companyName&order=desc'), '用户名')).toEqual([
      'cu-pending-2',
      'cu-rejected',
      'cu-pending-1',
      'cu-normal',
    ]);
    const records = (await list('username=cu-pending')).json().result.records as CustomerRecord[];
    const ids = records.map((record) => record.id).join(',');
    expect(columnOf(await exported(`selections=${ids}`), '用户名')).toEqual(['cu-pending-2', 'cu-pending-1']);
    expect(columnOf(await exported('pageSize=100'), '用户名')).not.toContain('x-customer');
  });

  it('is refused to a caller without the customers page', async () => {
    expectFailure(
      await exportCall(t, await t.login('buyer'), '/sys/customer/exportXls'),
      403,
      ErrorKey.forbidden,
    );
  });
});

describe('GET /sys/customer/list', () => {
  it('lists the customer accounts of the tenant, newest first, never staff, with the page’s fields only', async () => {
    const response = await list('', sales, 'en');
    expect(response.statusCode).toBe(200);
    const { records, total, current, size } = response.json().result;
    expect(records.map((record: CustomerRecord) => record.username)).toEqual([
      'cu-rejected',
      'cu-pending-2',
      'cu-pending-1',
      'cu-normal',
    ]);
    expect({ total, current, size }).toEqual({ total: 4, current: 1, size: 10 });
    expect(records[0]).toEqual({
      id: expect.any(String),
      username: 'cu-rejected',
      customerType: 'integrator',
      customerType_dictText: 'Integrator',
      companyName: 'Delta Trading',
      phone: '13600000004',
      email: 'cu-rejected@corp.example',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: UserStatus.rejected,
      status_dictText: 'Rejected',
      reviewMemo: 'Incomplete company data',
      contactPerson: 'Li Lei',
      address: '1 Road',
      area: 'CN',
      areaName: 'China',
      website: null,
    });
    const zh = (await list('username=cu-pending-1')).json().result.records[0];
    expect(zh).toMatchObject({
      customerType_dictText: '经销商',
      status_dictText: '审核中',
      areaName: '中国',
    });
  });

  it('filters by username, phone, company and review status, and pages on the server', async () => {
    expect(await usernames('username=PENDING')).toEqual(['cu-pending-2', 'cu-pending-1']);
    expect(await usernames('phone=0000003')).toEqual(['cu-pending-2']);
    expect(await usernames('companyName=beta')).toEqual(['cu-pending-1']);
    expect(await usernames(`status=${UserStatus.underReview}`)).toEqual(['cu-pending-2', 'cu-pending-1']);
    expect(await usernames(`status=${UserStatus.rejected}&companyName=delta`)).toEqual(['cu-rejected']);
    // A LIKE wildcard in a filter matches itself only.
    expect(await usernames('username=cu%25')).toEqual([]);
    expect(await usernames('column=companyName&order=asc')).toEqual([
      'cu-normal',
      'cu-pending-1',
      'cu-rejected',
      'cu-pending-2',
    ]);
    const second = (await list('pageNo=2&pageSize=3&column=username&order=asc')).json().result;
    expect(second).toMatchObject({ total: 4, current: 2, size: 3, pages: 2 });
    expect(second.records.map((record: CustomerRecord) => record.username)).toEqual(['cu-rejected']);
  });

  it('refuses a sort column or filter outside the whitelist, and bad values', async () => {
    expectFailure(await list('column=password'), 400, ErrorKey.sortColumnNotAllowed);
    for (const key of ['password', 'realname', 'email', 'tenantId', 'superQueryParams'])
      expectFailure(await list(`${key}=x`), 400, ErrorKey.filterNotAllowed, {}, key);
    for (const query of ['status=9', 'status=x', 'pageSize=501', 'pageNo=0', 'order=sideways'])
      expectFailure(await list(query), 400, ErrorKey.validation, {}, query);
  });

  it('is for those granted the customers page: admin and sales, not buyers, not anonymous callers', async () => {
    expect((await list('', await t.login('admin'))).statusCode).toBe(200);
    expectFailure(await list('', await t.login('buyer')), 403, ErrorKey.forbidden);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/customer/list` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never shows another tenant’s customers', async () => {
    expect(await usernames('pageSize=100')).not.toContain('x-customer');
    expect(await usernames('companyName=Foreign')).toEqual([]);
    expect(await usernames('', await t.login('x-sales'))).toEqual(['x-customer']);
    // The second demo tenant's manager sees its own (none), not the default tenant's.
    expect(await usernames('', await t.login('b-manager'))).toEqual([]);
  });

  it('lets sales approve and reject from the list: the review routes take the sales grants', async () => {
    const [pending1, pending2] = (await list(`status=${UserStatus.underReview}&column=username&order=asc`))
      .json()
      .result.records.map((record: CustomerRecord) => record.id);
    const review = (path: string, payload: object, token = sales) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/user/${path}`,
        headers: { 'x-access-token': token },
        payload,
      });
    const buyer = await t.login('buyer');
    expectFailure(await review('approve', { id: pending1 }, buyer), 403, ErrorKey.forbidden);
    expectFailure(await review('reject', { id: pending2, reason: 'x' }, buyer), 403, ErrorKey.forbidden);
    expect((await review('approve', { id: pending1 })).statusCode).toBe(200);
    expect((await review('reject', { id: pending2, reason: 'No licence' })).statusCode).toBe(200);
    expect(await usernames(`status=${UserStatus.underReview}`)).toEqual([]);
    expect(await usernames(`status=${UserStatus.normal}`)).toEqual(['cu-pending-1', 'cu-normal']);
    const rejected = (await list('username=cu-pending-2')).json().result.records[0];
    expect(rejected).toMatchObject({ status: UserStatus.rejected, reviewMemo: 'No licence' });
  });
});
