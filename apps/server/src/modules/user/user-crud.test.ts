import {
  userEntity,
  API_BASE,
  ErrorKey,
  UserStatus,
  type PageResult,
  type RoleOption,
  type UserAddRequest,
  type UserRecord,
} from '@mall/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#platform/auth/password';
import { sheetFileName } from '#platform/files/sheet';
import { newId } from '#platform/ids';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysTenant } from '../../test/tables';
import { encryptForTransport, encryptPassword } from '../../test/transport';
import { sysUser, sysUserRole, sysUserTenant } from './schema';
import { addTenant, addUser as addUserFixture, roleInTenant } from '../../test/fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let adminToken: string;
let adminId: string;
let roles: RoleOption[];
let foreignUserId: string;
let foreignAdminToken: string;

function call(
  method: Method,
  path: string,
  options: { payload?: unknown; token?: string; language?: 'zh' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: {
      'x-access-token': options.token ?? adminToken,
      'accept-language': options.language ?? 'zh',
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

function result<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

const roleId = (code: string) => roles.find((role) => role.code === code)?.id ?? '';

let counter = 0;
function newUser(overrides: Partial<UserAddRequest> = {}): UserAddRequest {
  counter += 1;
  return {
    username: `crud${counter}`,
    realname: `Crud ${counter}`,
    password: 'Str0ng#pass',
    phone: `1390000${String(counter).padStart(4, '0')}`,
    email: `crud${counter}@example.com`,
    status: UserStatus.normal,
    roleIds: [roleId('sales')],
    ...overrides,
  };
}

/** `body` with its password encrypted for transport, as every client sends it. */
async function sent<T extends { password: string }>(body: T): Promise<T> {
  return { ...body, password: await encryptPassword(t.app, body.password) };
}

async function created(overrides: Partial<UserAddRequest> = {}): Promise<UserRecord> {
  return result<UserRecord>(await call('POST', '/sys/user/add', { payload: await sent(newUser(overrides)) }));
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  const [admin] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'admin'));
  adminId = admin?.id ?? '';
  roles = result<RoleOption[]>(await call('GET', '/sys/role/queryall'));

  // A second tenant with its own admin and one user, which tenant A's admin must never reach.
  const tenantB = newId();
  await t.app.db.insert(sysTenant).values({ id: tenantB, name: 'Tenant B' });
  const hash = await hashPassword(TEST_PASSWORDS.demo);
  for (const username of ['crud-b-admin', 'crud-b-user']) {
    const id = newId();
    await t.app.db.insert(sysUser).values({ id, username, realname: username, password: hash });
    await t.app.db.insert(sysUserTenant).values({ userId: id, tenantId: tenantB });
    if (username === 'crud-b-admin')
      await t.app.db
        .insert(sysUserRole)
        .values({ userId: id, roleId: await roleInTenant(t.app.db, 'admin', tenantB) });
    else foreignUserId = id;
  }
  foreignAdminToken = await t.login('crud-b-admin');
});
afterAll(() => t?.close());

describe('GET /sys/role/queryall', () => {
  it('answers every role with id, code and name (also as JeecgBoot names them), and nothing more', () => {
    expect(roles.map((role) => role.code)).toEqual(['admin', 'buyer', 'sales']);
    expect(roles.find((role) => role.code === 'buyer')).toEqual({
      id: expect.any(String),
      code: 'buyer',
      name: '采购商',
      roleCode: 'buyer',
      roleName: '采购商',
    });
  });
});

describe('POST /sys/user/add', () => {
  it('creates a user in the caller’s tenant with role names, a hashed password, who can log in', async () => {
    const body = newUser({ roleIds: [roleId('sales'), roleId('buyer')] });
    const user = await created(body);
    expect(user).toEqual({
      id: expect.any(String),
      username: body.username,
      realname: body.realname,
      workNo: null,
      phone: body.phone,
      email: body.email,
      status: 1,
      status_dictText: '正常',
      roles: ['采购商', '销售'],
      roleIds: [roleId('buyer'), roleId('sales')],
      validFrom: null,
      validTo: null,
      departIds: [],
      post: '',
      post_dictText: '',
      positionIds: [],
      tenantIds: [expect.any(String)],
      customerType: null,
      companyName: null,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 0,
    });
    const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.createBy).toBe('admin');
    await expect(t.login(body.username, body.password)).resolves.toEqual(expect.any(String));

    const listed = result<PageResult<UserRecord>>(
      await call('GET', `/sys/user/list?username=${body.username}`),
    );
    expect(listed.records).toEqual([user]);
    // In English the roles go by their English names.
    const inEnglish = result<UserRecord>(
      await call('GET', `/sys/user/queryById?id=${user.id}`, { language: 'en' }),
    );
    expect(inEnglish.roles).toEqual(['Buyer', 'Sales']);
  });

  it('refuses invalid fields with field errors', async () => {
    const cases: [Partial<UserAddRequest> & Record<string, unknown>, string][] = [
      [{ username: '' }, 'username'],
      [{ username: 'has space' }, 'username'],
      [{ password: 'weakpassword' }, 'password'],
      [{ phone: '12345' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ status: 3 as never }, 'status'],
      [{ realname: '   ' }, 'realname'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/sys/user/add', { payload: await sent(newUser(overrides)) });
      expectFailure(response, 400, ErrorKey.validation, {}, field);
      expect(
        response.json().errors.map((error: { field: string }) => error.field),
        field,
      ).toContain(field);
    }
    const unknownRole = await call('POST', '/sys/user/add', {
      payload: await sent(newUser({ roleIds: ['nope'] })),
    });
    expectFailure(unknownRole, 400, ErrorKey.validation, {
      errors: [{ field: 'roleIds', message: '角色不存在' }],
    });
  });

  it('refuses a taken username, phone or e-mail on that field, in both languages', async () => {
    const first = await created();
    const zh = await call('POST', '/sys/user/add', {
      payload: await sent(newUser({ username: first.username, phone: first.phone, email: first.email })),
    });
    expectFailure(zh, 400, ErrorKey.validation, {
      errors: [
        { field: 'username', message: '用户名已存在' },
        { field: 'phone', message: '手机号已被使用' },
        { field: 'email', message: '邮箱已被使用' },
      ],
    });
    const en = await call('POST', '/sys/user/add', {
      payload: await sent(newUser({ email: first.email })),
      language: 'en',
    });
    expectFailure(en, 400, ErrorKey.validation, {
      errors: [{ field: 'email', message: 'This e-mail address is already in use' }],
    });
    // A deleted user's username is free again.
    result(await call('DELETE', `/sys/user/delete?id=${first.id}`));
    await created({ username: first.username });
  });

  it('takes the password only encrypted for transport: clear and undecryptable values are a 400', async () => {
    const clear = newUser();
    const zh = await call('POST', '/sys/user/add', { payload: clear });
    expectFailure(zh, 400, ErrorKey.passwordNotEncrypted, {
      errors: [{ field: 'password', message: '密码须加密传输，不接受明文密码' }],
    });
    const en = await call('POST', '/sys/user/add', { payload: clear, language: 'en' });
    expectFailure(en, 400, ErrorKey.passwordNotEncrypted, {
      message: 'Passwords must be sent encrypted; a password in clear text is not accepted',
    });
    // Well-formed ciphertext under another key, and base64 that is not whole cipher blocks.
    const foreign = encryptForTransport('0123456789abcdef', 'fedcba9876543210', clear.password);
    expectFailure(
      await call('POST', '/sys/user/add', { payload: { ...clear, password: foreign } }),
      400,
      ErrorKey.passwordNotDecrypted,
    );
    expectFailure(
      await call('POST', '/sys/user/add', { payload: { ...clear, password: 'U3RyMG5nI3Bhc3M=' } }),
      400,
      ErrorKey.passwordNotEncrypted,
    );
    const listed = await call('GET', `/sys/user/list?username=${clear.username}`);
    expect(result<PageResult<UserRecord>>(listed).total).toBe(0);
    // The same request with the password encrypted is accepted.
    await created(clear);
    await expect(t.login(clear.username, clear.password)).resolves.toEqual(expect.any(String));
  });

  it('is refused to a buyer (403) and without a session (401)', async () => {
    const buyer = await t.login('buyer');
    expectFailure(
      await call('POST', '/sys/user/add', { payload: await sent(newUser()), token: buyer }),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(
      await call('POST', '/sys/user/add', { payload: await sent(newUser()), token: '' }),
      401,
      ErrorKey.unauthorized,
    );
  });
});

describe('GET /sys/user/queryById', () => {
  it('answers one user of the tenant; another tenant’s or a deleted one is a 404', async () => {
    const user = await created();
    expect(result<UserRecord>(await call('GET', `/sys/user/queryById?id=${user.id}`))).toEqual(user);
    expectFailure(await call('GET', `/sys/user/queryById?id=${foreignUserId}`), 404, ErrorKey.notFound);
    expectFailure(await call('GET', '/sys/user/queryById?id=unknown'), 404, ErrorKey.notFound);
    result(await call('DELETE', `/sys/user/delete?id=${user.id}`));
    expectFailure(await call('GET', `/sys/user/queryById?id=${user.id}`), 404, ErrorKey.notFound);
    expectFailure(await call('GET', '/sys/user/queryById'), 400, ErrorKey.validation);
  });
});

describe('PUT /sys/user/edit', () => {
  it('changes the fields and roles, bumps the version, and a stale version is a 409', async () => {
    const user = await created();
    const edit = {
      id: user.id,
      version: user.version,
      realname: 'Renamed',
      phone: null,
      email: 'renamed@example.com',
      status: UserStatus.frozen,
      roleIds: [roleId('buyer')],
    };
    const edited = result<UserRecord>(await call('PUT', '/sys/user/edit', { payload: edit }));
    expect(edited).toMatchObject({
      username: user.username,
      realname: 'Renamed',
      phone: null,
      email: 'renamed@example.com',
      status: 2,
      roles: ['采购商'],
      roleIds: [roleId('buyer')],
      version: user.version + 1,
    });
    const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, user.id));
    expect(row?.updateBy).toBe('admin');
    expect(row?.updateTime).toBeInstanceOf(Date);

    const stale = await call('PUT', '/sys/user/edit', {
      payload: { ...edit, realname: 'Lost' },
      language: 'en',
    });
    expectFailure(stale, 409, ErrorKey.stale, { message: 'The data has changed, please refresh' });
    expect(result<UserRecord>(await call('GET', `/sys/user/queryById?id=${user.id}`)).realname).toBe(
      'Renamed',
    );
  });

  it('refuses another user’s e-mail, freezing oneself, and another tenant’s user (404)', async () => {
    const [one, two] = [await created(), await created()];
    const base = {
      version: 0,
      realname: 'x',
      phone: null,
      email: null,
      status: UserStatus.normal,
      roleIds: [],
    };
    expectFailure(
      await call('PUT', '/sys/user/edit', { payload: { ...base, id: two.id, email: one.email } }),
      400,
      ErrorKey.validation,
      { errors: [{ field: 'email', message: '邮箱已被使用' }] },
    );
    // Keeping one's own e-mail is no conflict.
    result(await call('PUT', '/sys/user/edit', { payload: { ...base, id: two.id, email: two.email } }));

    const admin = result<UserRecord>(await call('GET', `/sys/user/queryById?id=${adminId}`));
    expectFailure(
      await call('PUT', '/sys/user/edit', {
        payload: { ...base, id: adminId, version: admin.version, status: UserStatus.frozen },
      }),
      400,
      ErrorKey.cannotFreezeSelf,
      { message: '不能冻结当前登录用户' },
    );
    expectFailure(
      await call('PUT', '/sys/user/edit', { payload: { ...base, id: foreignUserId } }),
      404,
      ErrorKey.notFound,
    );
    const [foreign] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, foreignUserId));
    expect(foreign?.realname).toBe('crud-b-user');
  });

  it('is refused to a buyer', async () => {
    const buyer = await t.login('buyer');
    const response = await call('PUT', '/sys/user/edit', {
      token: buyer,
      payload: { id: adminId, version: 0, realname: 'x', phone: null, email: null, status: 1, roleIds: [] },
    });
    expectFailure(response, 403, ErrorKey.forbidden);
  });
});

describe('PUT /sys/user/edit with a password', () => {
  it('sets an encrypted password and ends the user’s sessions; a clear or undecryptable one is a 400', async () => {
    const body = newUser();
    const user = await created(body);
    const session = await t.login(body.username, body.password);
    const edit = { ...body, id: user.id, version: user.version } as Partial<UserAddRequest>;
    delete edit.username;

    expectFailure(
      await call('PUT', '/sys/user/edit', { payload: { ...edit, password: 'N3w#password' } }),
      400,
      ErrorKey.passwordNotEncrypted,
      { errors: [{ field: 'password', message: '密码须加密传输，不接受明文密码' }] },
    );
    const foreign = encryptForTransport('0123456789abcdef', 'fedcba9876543210', 'N3w#password');
    expectFailure(
      await call('PUT', '/sys/user/edit', { payload: { ...edit, password: foreign } }),
      400,
      ErrorKey.passwordNotDecrypted,
    );
    expectFailure(
      await call('PUT', '/sys/user/edit', { payload: await sent({ ...edit, password: 'weakpassword' }) }),
      400,
      ErrorKey.validation,
      { errors: [{ field: 'password', message: '密码至少 8 位，须包含数字、大小写字母和特殊符号' }] },
    );
    await expect(t.login(body.username, body.password)).resolves.toEqual(expect.any(String));

    const edited = await call('PUT', '/sys/user/edit', {
      payload: await sent({ ...edit, password: 'N3w#password' }),
    });
    expect(result<UserRecord>(edited).version).toBe(user.version + 1);
    await expect(t.login(body.username, body.password)).rejects.toThrow();
    await expect(t.login(body.username, 'N3w#password')).resolves.toEqual(expect.any(String));
    expect((await call('GET', '/sys/user/getCurrentUserDeparts', { token: session })).statusCode).toBe(401);
  });
});

describe('DELETE /sys/user/delete and deleteBatch', () => {
  it('soft-deletes: the row stays with del_flag 1, leaves the list and cannot log in', async () => {
    const body = newUser();
    const user = await created(body);
    expect(result(await call('DELETE', `/sys/user/delete?id=${user.id}`))).toEqual({ count: 1 });
    const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, user.id));
    expect(row?.delFlag).toBe(1);
    expect(
      result<PageResult<UserRecord>>(await call('GET', `/sys/user/list?username=${body.username}`)).total,
    ).toBe(0);
    await expect(t.login(body.username, body.password)).rejects.toThrow();
  });

  it('refuses to delete oneself, alone or in a batch, in both languages', async () => {
    expectFailure(await call('DELETE', `/sys/user/delete?id=${adminId}`), 400, ErrorKey.cannotDeleteSelf, {
      message: '不能删除当前登录用户',
    });
    const other = await created();
    const batch = await call('DELETE', `/sys/user/deleteBatch?ids=${other.id},${adminId}`, {
      language: 'en',
    });
    expectFailure(batch, 400, ErrorKey.cannotDeleteSelf, { message: 'You cannot delete yourself' });
    expect(result<UserRecord>(await call('GET', `/sys/user/queryById?id=${other.id}`)).id).toBe(other.id);
  });

  it('deletes a batch of the tenant’s users and never another tenant’s', async () => {
    const [one, two] = [await created(), await created()];
    const response = await call('DELETE', `/sys/user/deleteBatch?ids=${one.id},${two.id},${foreignUserId}`);
    expect(result(response)).toEqual({ count: 2 });
    const [foreign] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, foreignUserId));
    expect(foreign?.delFlag).toBe(0);
  });

  it('validates the ids and refuses a buyer', async () => {
    expectFailure(await call('DELETE', '/sys/user/deleteBatch?ids='), 400, ErrorKey.validation);
    const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expectFailure(await call('DELETE', `/sys/user/deleteBatch?ids=${tooMany}`), 400, ErrorKey.validation);
    const buyer = await t.login('buyer');
    const other = await created();
    expectFailure(
      await call('DELETE', `/sys/user/delete?id=${other.id}`, { token: buyer }),
      403,
      ErrorKey.forbidden,
    );
  });
});

describe('PUT /sys/user/frozenBatch', () => {
  it('freezes and unfreezes the tenant’s users; a frozen user cannot log in; an open edit form gets a 409', async () => {
    const body = newUser();
    const user = await created(body);
    expect(
      result(
        await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [user.id, foreignUserId], status: 2 } }),
      ),
    ).toEqual({
      count: 1,
    });
    const frozen = result<UserRecord>(
      await call('GET', `/sys/user/queryById?id=${user.id}`, { language: 'en' }),
    );
    expect(frozen).toMatchObject({ status: 2, status_dictText: 'Frozen', version: user.version + 1 });
    await expect(t.login(body.username, body.password)).rejects.toThrow();
    const [foreign] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, foreignUserId));
    expect(foreign?.status).toBe(1);

    const staleEdit = { ...body, id: user.id, version: user.version };
    delete (staleEdit as Partial<UserAddRequest>).username;
    delete (staleEdit as Partial<UserAddRequest>).password;
    expectFailure(await call('PUT', '/sys/user/edit', { payload: staleEdit }), 409, ErrorKey.stale);

    result(await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [user.id], status: 1 } }));
    await expect(t.login(body.username, body.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses to freeze oneself but lets one unfreeze', async () => {
    expectFailure(
      await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [adminId], status: 2 }, language: 'en' }),
      400,
      ErrorKey.cannotFreezeSelf,
      { message: 'You cannot freeze yourself' },
    );
    expect(
      result(await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [adminId], status: 1 } })),
    ).toEqual({
      count: 1,
    });
  });

  it('validates the body and refuses a buyer', async () => {
    expectFailure(
      await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [], status: 2 } }),
      400,
      ErrorKey.validation,
    );
    expectFailure(
      await call('PUT', '/sys/user/frozenBatch', { payload: { ids: ['x'], status: 0 } }),
      400,
      ErrorKey.validation,
    );
    const buyer = await t.login('buyer');
    expectFailure(
      await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [adminId], status: 1 }, token: buyer }),
      403,
      ErrorKey.forbidden,
    );
  });
});

describe('tenant isolation', () => {
  it('tenant B’s admin never sees, reads, edits, freezes or deletes tenant A’s users', async () => {
    const user = await created();
    const token = foreignAdminToken;
    const listed = result<PageResult<UserRecord>>(
      await call('GET', '/sys/user/list?pageSize=100', { token }),
    );
    expect(listed.records.map((record) => record.username).sort()).toEqual(['crud-b-admin', 'crud-b-user']);
    expectFailure(await call('GET', `/sys/user/queryById?id=${user.id}`, { token }), 404, ErrorKey.notFound);
    const edit = {
      id: user.id,
      version: 0,
      realname: 'hijack',
      phone: null,
      email: null,
      status: 1,
      roleIds: [],
    };
    expectFailure(await call('PUT', '/sys/user/edit', { payload: edit, token }), 404, ErrorKey.notFound);
    expect(
      result(await call('PUT', '/sys/user/frozenBatch', { payload: { ids: [user.id], status: 2 }, token })),
    ).toEqual({
      count: 0,
    });
    expect(result(await call('DELETE', `/sys/user/delete?id=${user.id}`, { token }))).toEqual({ count: 0 });
    expect(result(await call('DELETE', `/sys/user/deleteBatch?ids=${user.id}`, { token }))).toEqual({
      count: 0,
    });
    expect(result<UserRecord>(await call('GET', `/sys/user/queryById?id=${user.id}`))).toEqual(user);

    const exported = await call('GET', '/sys/user/exportXls', { token });
    const rows = await sheetRows(exported);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['crud-b-admin', 'crud-b-user']);
  });
});

async function sheetRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /sys/user/exportXls', () => {
  it('writes the filtered users as an .xlsx attachment with headers in the request language', async () => {
    const user = await created({
      username: 'export.me',
      realname: '导出',
      roleIds: [roleId('admin'), roleId('buyer')],
    });
    const zh = await call('GET', '/sys/user/exportXls?username=export.me&pageNo=3&pageSize=10');
    expect(zh.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // The kit names the file by the entity's export title and the day.
    expect(zh.headers['content-disposition']).toContain(
      encodeURIComponent(sheetFileName(userEntity.exportTitle, 'zh')),
    );
    const rows = await sheetRows(zh);
    expect(rows[0]).toEqual(['用户名', '用户姓名', '手机号', '邮箱', '状态', '角色', '职务', '创建时间']);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'export.me',
      '导出',
      user.phone,
      user.email,
      '正常',
      '管理员, 采购商',
    ]);
    expect(rows[1]?.[7]).toEqual(new Date(user.createTime));

    const en = await call('GET', '/sys/user/exportXls?status=2&column=username&order=asc', {
      language: 'en',
    });
    expect(en.headers['content-disposition']).toContain(
      encodeURIComponent(sheetFileName(userEntity.exportTitle, 'en')),
    );
    const enRows = await sheetRows(en);
    expect(enRows[0]).toEqual([
      'Username',
      'Real name',
      'Phone',
      'Email',
      'Status',
      'Roles',
      'Positions',
      'Created',
    ]);
    const frozen = result<PageResult<UserRecord>>(await call('GET', '/sys/user/list?status=2&pageSize=100'));
    expect(enRows.slice(1).map((row) => row[0])).toEqual(
      frozen.records.map((record) => record.username).sort(),
    );
    expect(enRows.slice(1).every((row) => row[4] === 'Frozen')).toBe(true);
  });

  it('writes only the rows chosen in the list when it names them (selections), within the filters', async () => {
    const one = await created({ username: 'chosen.one', realname: 'One' });
    const two = await created({ username: 'chosen.two', realname: 'Two' });
    await created({ username: 'chosen.not', realname: 'Not' });
    const chosen = await call(
      'GET',
      `/sys/user/exportXls?selections=${one.id},${two.id}&column=username&order=asc`,
    );
    expect((await sheetRows(chosen)).slice(1).map((row) => row[0])).toEqual(['chosen.one', 'chosen.two']);
    const filtered = await call(
      'GET',
      `/sys/user/exportXls?selections=${one.id},${two.id}&username=chosen.two`,
    );
    expect((await sheetRows(filtered)).slice(1).map((row) => row[0])).toEqual(['chosen.two']);
  });

  it('refuses unknown filters and a buyer', async () => {
    expectFailure(await call('GET', '/sys/user/exportXls?password=x'), 400, ErrorKey.filterNotAllowed);
    const buyer = await t.login('buyer');
    expectFailure(await call('GET', '/sys/user/exportXls', { token: buyer }), 403, ErrorKey.forbidden);
  });
});

describe('a person who belongs to several tenants', () => {
  it('is changed only by an administrator of all their tenants; another tenant’s administrator removes them from theirs', async () => {
    const tenantC = await addTenant(t.app.db, 'Tenant C');
    await addUserFixture(t.app.db, { username: 'crud-c-admin', tenants: [tenantC], role: 'admin' });
    const cAdmin = await t.login('crud-c-admin');
    const person = await created();
    await t.app.db.insert(sysUserTenant).values({ userId: person.id, tenantId: tenantC });
    const password = async (token: string, plain: string) =>
      call('PUT', '/sys/user/changePassword', {
        token,
        payload: await sent({ id: person.id, password: plain }),
      });

    // Tenant C's administrator, and admin (who administers only the default tenant so far), are refused.
    for (const token of [cAdmin, adminToken]) {
      const refused = await password(token, 'Taken#over1');
      expectFailure(refused, 403, ErrorKey.personBeyondTenant);
      expect(refused.json().message).toContain('其所属每个租户的管理员');
    }
    const freeze = (token: string) =>
      call('PUT', '/sys/user/frozenBatch', {
        token,
        payload: { ids: [person.id], status: UserStatus.frozen },
      });
    expectFailure(await freeze(adminToken), 403, ErrorKey.personBeyondTenant);

    // Once admin administers tenant C as well, the person is admin's to change.
    await t.app.db.insert(sysUserTenant).values({ userId: adminId, tenantId: tenantC });
    await t.app.db
      .insert(sysUserRole)
      .values({ userId: adminId, roleId: await roleInTenant(t.app.db, 'admin', tenantC) });
    expect((await password(adminToken, 'Chang3d#pass')).statusCode).toBe(200);
    await expect(t.login(person.username, 'Chang3d#pass')).resolves.toEqual(expect.any(String));
    expect((await freeze(adminToken)).statusCode).toBe(200);

    // Tenant C's administrator deletes the person from tenant C only: the membership goes, the person stays.
    const removed = await call('DELETE', `/sys/user/delete?id=${person.id}`, { token: cAdmin });
    expect(result<{ count: number }>(removed).count).toBe(1);
    const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, person.id));
    expect(row?.delFlag).toBe(0);
    const tenants = await t.app.db
      .select({ tenantId: sysUserTenant.tenantId })
      .from(sysUserTenant)
      .where(eq(sysUserTenant.userId, person.id));
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual(person.tenantIds);
  });
});

describe('login names', () => {
  it('treat e-mails and usernames the same whatever their case, and store e-mails lower-cased', async () => {
    const first = await created({ email: 'Sales.Victim@Corp.Example' });
    expect(first.email).toBe('sales.victim@corp.example');
    const taken = await call('POST', '/sys/user/add', {
      payload: await sent(
        newUser({ username: first.username.toUpperCase(), email: 'SALES.victim@corp.example' }),
      ),
      language: 'en',
    });
    expectFailure(taken, 400, ErrorKey.validation, {
      errors: [
        { field: 'username', message: 'This username is already taken' },
        { field: 'email', message: 'This e-mail address is already in use' },
      ],
    });
  });

  it('let one of 20 simultaneous adds with one phone through; the others get the phone’s field error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () =>
        call('POST', '/sys/user/add', {
          payload: await sent(newUser({ phone: '13911112222' })),
          language: 'en',
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectFailure(refused, 400, ErrorKey.validation, {
        errors: [{ field: 'phone', message: 'This phone number is already in use' }],
      });
    }
  });
});
