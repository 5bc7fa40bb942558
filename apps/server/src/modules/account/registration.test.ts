import { AccountErrorKey, ErrorKey, UserStatus } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '#platform/i18n/messages';
import { translate } from '#platform/i18n/translate';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysRole, sysTenant, sysUser, sysUserRole, sysUserTenant } from '../../test/tables';
import { sysCustomer } from './schema';
import { call, registration, signIn } from './test-kit';
import { captureLogs } from '../../test/log-capture';

const captured = captureLogs('trace');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
});
afterAll(() => t?.close());

const register = async (overrides: Record<string, string> = {}, language = 'zh-CN') =>
  call(t, 'POST', '/sys/user/register', { payload: await registration(t, overrides), language });

/** Registers with fresh unique values (`n` makes them unique) plus the overrides. */
const unique = (n: number, overrides: Record<string, string> = {}) => ({
  username: `cust${n}`,
  mobile: `1370000${String(n).padStart(4, '0')}`,
  companyName: `Company ${n}`,
  email: `cust${n}@corp.example`,
  ...overrides,
});

describe('POST /sys/tracenode/queryAllTracenode', () => {
  it('lists Agent, Distributor, Integrator and End User with names in both languages', async () => {
    const en = await call(t, 'POST', '/sys/tracenode/queryAllTracenode', { language: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().result.map((type: { code: string; name: string }) => [type.code, type.name])).toEqual([
      ['agent', 'Agent'],
      ['distributor', 'Distributor'],
      ['integrator', 'Integrator'],
      ['endUser', 'End User'],
    ]);
    const zh = await call(t, 'POST', '/sys/tracenode/queryAllTracenode');
    expect(zh.json().result[3]).toEqual({
      id: 'endUser',
      code: 'endUser',
      name: '终端用户',
      names: { zh: '终端用户', en: 'End User' },
    });
  });
});

describe('POST /sys/user/register', () => {
  it('creates an account under review with its company data, in the default tenant as a buyer', async () => {
    const response = await register(unique(1, { website: '' }), 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Registered successfully',
      result: { username: 'cust1', status: UserStatus.underReview },
    });
    const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust1'));
    expect(user).toMatchObject({
      status: UserStatus.underReview,
      phone: '13700000001',
      email: 'cust1@corp.example',
      realname: 'Li Lei',
    });
    expect(user!.password).toMatch(/^\$argon2id\$/);
    const [customer] = await t.app.db.select().from(sysCustomer).where(eq(sysCustomer.userId, user!.id));
    expect(customer).toMatchObject({
      companyName: 'Company 1',
      area: 'CN',
      website: null,
      address: '1 Industrial Road, Suzhou',
      customerType: 'distributor',
      contactPerson: 'Li Lei',
    });
    const tenants = await t.app.db.select().from(sysUserTenant).where(eq(sysUserTenant.userId, user!.id));
    const [oldest] = await t.app.db.select().from(sysTenant).orderBy(sysTenant.createTime).limit(1);
    expect(tenants.map((row) => row.tenantId)).toEqual([oldest!.id]);
    const roles = await t.app.db
      .select({ tenantId: sysRole.tenantId, roleCode: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, user!.id));
    expect(roles).toEqual([{ tenantId: oldest!.id, roleCode: 'buyer' }]);
  });

  it('never takes a same-coded role of another tenant: without a buyer role of its own tenant, it gets none', async () => {
    const [oldest] = await t.app.db.select().from(sysTenant).orderBy(sysTenant.createTime).limit(1);
    const [other] = await t.app.db
      .insert(sysTenant)
      .values({ id: newId(), name: '另一租户', createTime: new Date(Date.now() + 60_000) })
      .returning();
    await t.app.db
      .insert(sysRole)
      .values({ id: newId(), tenantId: other!.id, roleName: '采购', roleCode: 'buyer' });
    const ownBuyer = and(eq(sysRole.tenantId, oldest!.id), eq(sysRole.roleCode, 'buyer'));
    await t.app.db.update(sysRole).set({ roleCode: 'buyer_renamed' }).where(ownBuyer);
    try {
      expect((await register(unique(2))).statusCode).toBe(200);
      const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust2'));
      const roles = await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user!.id));
      expect(roles).toEqual([]);
    } finally {
      await t.app.db
        .update(sysRole)
        .set({ roleCode: 'buyer' })
        .where(and(eq(sysRole.tenantId, oldest!.id), eq(sysRole.roleCode, 'buyer_renamed')));
    }
  });

  it.each([
    ['username', { username: '' }, 'Enter one user name'],
    ['username', { username: 'bad name' }, 'The username may only contain letters, digits and _ . @ -'],
    ['password', { password: '', confirmPassword: '' }, 'Please enter the password'],
    [
      'password',
      { password: 'Ab1!', confirmPassword: 'Ab1!' },
      'The password must have at least 8 characters mixing digits, upper- and lower-case letters and special symbols',
    ],
    [
      'password',
      { password: 'abcdefgh1!', confirmPassword: 'abcdefgh1!' },
      'The password must have at least 8 characters mixing digits, upper- and lower-case letters and special symbols',
    ],
    ['confirmPassword', { confirmPassword: 'Other#Pass1' }, 'Two passwords are inconsistent'],
    ['mobile', { mobile: '' }, 'Please enter your phone number'],
    ['mobile', { mobile: '12912345678' }, 'Your phone number format is incorrect'],
    ['companyName', { companyName: '  ' }, 'Please enter the company name'],
    ['email', { email: '' }, 'Please enter your e-mail'],
    ['email', { email: 'not-an-email' }, 'The e-mail format is incorrect'],
    ['area', { area: '' }, 'Please select a region/country'],
    ['area', { area: 'XX' }, 'Unknown region/country'],
    ['website', { website: 'not a site' }, 'The website format is incorrect'],
    ['address', { address: '' }, 'Please enter the detailed address'],
    ['tracenodeId', { tracenodeId: '' }, 'Please select a customer type'],
    ['tracenodeId', { tracenodeId: 'reseller' }, 'Unknown customer type'],
    ['contactPerson', { contactPerson: '' }, 'Please enter the contact person'],
    ['companyName', { companyName: 'x'.repeat(201) }, 'At most 200 characters'],
  ])('refuses %s %j: %s', async (field, overrides, message) => {
    const response = await register(unique(100, overrides), 'en');
    expectFailure(response, 400, ErrorKey.validation, { errors: [{ field, message }] });
    const [created] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust100'));
    expect(created).toBeUndefined();
  });

  it('names every broken field at once, in Chinese by default', async () => {
    const response = await register({ username: '', mobile: '', email: 'x', confirmPassword: 'Other#Pass1' });
    expectFailure(response, 400, ErrorKey.validation, {
      errors: [
        { field: 'username', message: '请输入用户名' },
        { field: 'confirmPassword', message: '两次输入的密码不一致' },
        { field: 'mobile', message: '请输入手机号' },
        { field: 'email', message: '邮箱格式不正确' },
      ],
    });
  });

  it('refuses a password that was not encrypted for transport', async () => {
    const payload = { ...(await registration(t, unique(101))), password: 'Acme#Pass1' };
    const response = await call(t, 'POST', '/sys/user/register', { payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it.each([
    ['username', { username: 'cust2' }, 'The username already exists'],
    ['mobile', { mobile: '13700000002' }, 'The phone number already exists'],
    ['companyName', { companyName: 'company 2' }, 'The company name already exists'],
    ['email', { email: 'CUST2@corp.example' }, 'The e-mail already exists'],
  ])('refuses a duplicate %s', async (field, overrides, message) => {
    if ((await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust2'))).length === 0) {
      expect((await register(unique(2))).statusCode).toBe(200);
    }
    const response = await register(unique(200, overrides), 'en');
    expectFailure(response, 400, ErrorKey.validation, { errors: [{ field, message }] });
  });

  it('lets one of two simultaneous registrations of a username through, the other gets the field error', async () => {
    const [first, second] = await Promise.all([
      register(unique(7, { username: 'racer' }), 'en'),
      register(unique(8, { username: 'racer' }), 'en'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expectFailure(refused, 400, ErrorKey.validation, {
      errors: [{ field: 'username', message: 'The username already exists' }],
    });
  });

  it('refuses a username or e-mail that differs from a live one only in case, and stores e-mails lower-cased', async () => {
    const response = await register(unique(20, { username: 'Admin', email: 'CUST1@Corp.Example' }), 'en');
    expectFailure(response, 400, ErrorKey.validation, {
      errors: [
        { field: 'username', message: 'The username already exists' },
        { field: 'email', message: 'The e-mail already exists' },
      ],
    });
    expect((await register(unique(21, { email: 'Cust21.Mixed@Corp.Example' }))).statusCode).toBe(200);
    const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust21'));
    expect(user?.email).toBe('cust21.mixed@corp.example');
  });

  it('lets one of 20 simultaneous registrations with one phone and e-mail through; the rest get field errors', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        register(unique(40 + index, { mobile: '13700009999', email: 'same@corp.example' }), 'en'),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(400);
      const fields = (refused.json().errors as { field: string }[]).map((error) => error.field);
      expect(
        fields.some((field) => field === 'mobile' || field === 'email'),
        refused.body,
      ).toBe(true);
    }
    const holders = await t.app.db.select().from(sysUser).where(eq(sysUser.phone, '13700009999'));
    expect(holders).toHaveLength(1);
  });

  it("refuses all duplicates at once in Chinese, and a staff account's phone as well", async () => {
    await t.app.db.update(sysUser).set({ phone: '13700000399' }).where(eq(sysUser.username, 'sales'));
    const response = await register(unique(2, { mobile: '13700000399' }));
    expectFailure(response, 400, ErrorKey.validation, {
      errors: [
        { field: 'username', message: '用户名已存在' },
        { field: 'mobile', message: '手机号已存在' },
        { field: 'email', message: '邮箱已存在' },
        { field: 'companyName', message: '公司名称已存在' },
      ],
    });
  });
});

describe('review of a registration', () => {
  let pendingId: string;
  beforeAll(async () => {
    expect((await register(unique(3))).statusCode).toBe(200);
    const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust3'));
    pendingId = user!.id;
  });

  it('keeps an account under review from signing in', async () => {
    const response = await signIn(t, 'cust3', 'Acme#Pass1', 'en');
    expectFailure(response, 403, ErrorKey.userUnderReview, { message: 'The user is currently under review' });
  });

  it('lets only holders of the review permissions decide', async () => {
    const buyer = await t.login('buyer');
    expectFailure(
      await call(t, 'POST', '/sys/user/approve', { payload: { id: pendingId }, token: buyer }),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(
      await call(t, 'POST', '/sys/user/reject', { payload: { id: pendingId, reason: 'no' }, token: buyer }),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(
      await call(t, 'POST', '/sys/user/approve', { payload: { id: pendingId } }),
      401,
      ErrorKey.unauthorized,
    );
  });

  it('rejects with a reason the account reads at its next sign-in', async () => {
    const sales = await t.login('sales');
    const emptyReason = await call(t, 'POST', '/sys/user/reject', {
      payload: { id: pendingId, reason: ' ' },
      token: sales,
    });
    expectFailure(emptyReason, 400, ErrorKey.validation);
    const response = await call(t, 'POST', '/sys/user/reject', {
      payload: { id: pendingId, reason: 'Company could not be verified' },
      token: sales,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      id: pendingId,
      username: 'cust3',
      status: UserStatus.rejected,
      reviewMemo: 'Company could not be verified',
    });
    const refused = await signIn(t, 'cust3', 'Acme#Pass1', 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().i18nKey).toBe(ErrorKey.userRejected);
    expect(refused.json().message).toContain('Company could not be verified');
    // A rejected account cannot be rejected again.
    expectFailure(
      await call(t, 'POST', '/sys/user/reject', {
        payload: { id: pendingId, reason: 'again' },
        token: sales,
      }),
      409,
      AccountErrorKey.notUnderReview,
    );
  });

  it('approves, after which the account signs in', async () => {
    const admin = await t.login('admin');
    const response = await call(t, 'POST', '/sys/user/approve', { payload: { id: pendingId }, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: UserStatus.normal, reviewMemo: null });
    const signedIn = await signIn(t, 'cust3', 'Acme#Pass1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.userInfo.username).toBe('cust3');
    // An approved account is no longer awaiting review.
    expectFailure(
      await call(t, 'POST', '/sys/user/approve', { payload: { id: pendingId }, token: admin }),
      409,
      AccountErrorKey.notUnderReview,
    );
  });

  it('lists the registrations awaiting review with their company, for reviewers only', async () => {
    expect((await register(unique(6, { area: 'DE', tracenodeId: 'endUser' }))).statusCode).toBe(200);
    const sales = await t.login('sales');
    const response = await call(t, 'GET', '/sys/user/registration/list', { token: sales, language: 'en' });
    expect(response.statusCode).toBe(200);
    const { records, total } = response.json().result;
    expect(records.map((record: { username: string }) => record.username)).toContain('cust6');
    expect(records.every((record: { status: number }) => record.status === UserStatus.underReview)).toBe(
      true,
    );
    expect(records.find((record: { username: string }) => record.username === 'cust6')).toMatchObject({
      companyName: 'Company 6',
      area: 'DE',
      areaName: 'Germany',
      tracenodeId: 'endUser',
      tracenodeName: 'End User',
      mobile: '13700000006',
      contactPerson: 'Li Lei',
      reviewMemo: null,
    });
    expect(total).toBe(records.length);
    const approved = await call(t, 'GET', `/sys/user/registration/list?status=${UserStatus.normal}`, {
      token: sales,
    });
    expect(approved.json().result.records.map((record: { username: string }) => record.username)).toContain(
      'cust3',
    );
    expectFailure(
      await call(t, 'GET', '/sys/user/registration/list?password=x', { token: sales }),
      400,
      ErrorKey.filterNotAllowed,
    );
    expectFailure(
      await call(t, 'GET', '/sys/user/registration/list', { token: await t.login('buyer') }),
      403,
      ErrorKey.forbidden,
    );
  });

  it('answers another tenant’s staff 404 on approve and reject, and the account does not change', async () => {
    expect((await register(unique(9))).statusCode).toBe(200);
    const [before] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'cust9'));
    const manager = await t.login('b-manager');
    expectFailure(
      await call(t, 'POST', '/sys/user/approve', { payload: { id: before!.id }, token: manager }),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call(t, 'POST', '/sys/user/reject', {
        payload: { id: before!.id, reason: 'no' },
        token: manager,
      }),
      404,
      ErrorKey.notFound,
    );
    const [after] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, before!.id));
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown account', async () => {
    const admin = await t.login('admin');
    expectFailure(
      await call(t, 'POST', '/sys/user/approve', { payload: { id: 'no-such-user' }, token: admin }),
      404,
      ErrorKey.notFound,
    );
  });
});

describe('messages', () => {
  it('translates every account error key in both languages', async () => {
    for (const key of Object.values(AccountErrorKey)) {
      for (const language of ['zh-CN', 'en']) {
        const message = translate(language === 'en' ? 'en' : 'zh', key as MessageKey);
        expect(message, `${key} ${language}`).not.toBe(key);
      }
    }
  });
});

describe('logs', () => {
  it('never carry a plain password', async () => {
    await register(unique(4, { password: 'Log#Secret9', confirmPassword: 'Log#Secret9' }));
    await register(unique(5, { password: 'Log#Other9', confirmPassword: 'Mismatch#9x' }));
    expect(captured.text().length).toBeGreaterThan(0);
    for (const secret of ['Acme#Pass1', 'Log#Secret9', 'Log#Other9', 'Mismatch#9x']) {
      expect(captured.text()).not.toContain(secret);
    }
  });
});
