import {
  ErrorKey,
  OrgCategory,
  UserStatus,
  type DepartRecord,
  type RoleOption,
  type TenantRecord,
  type UserAddRequest,
  type UserRecord,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { encryptForTransport, encryptPassword } from '../../test/transport';
import { addUser } from '../../test/fixtures';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from '../../test/org-fixtures';
import { sysCustomer, sysThirdAccount } from '../../test/tables';

let t: TestApp;
let adminToken: string;
let defaultTenant: string;
let roles: RoleOption[];
let stranger: { tenantId: string; userId: string; token: string };

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

let counter = 0;
function newUser(overrides: Partial<UserAddRequest> = {}): UserAddRequest {
  counter += 1;
  return {
    username: `org${counter}`,
    realname: `Org ${counter}`,
    password: 'Str0ng#pass',
    phone: null,
    email: null,
    status: UserStatus.normal,
    roleIds: [],
    ...overrides,
  };
}

/** `body` with its password encrypted for transport, as every client sends it. */
async function sent<T extends { password: string }>(body: T): Promise<T> {
  return { ...body, password: await encryptPassword(t.app, body.password) };
}

const added = async (overrides: Partial<UserAddRequest> = {}) =>
  resultOf<UserRecord>(await call('POST', '/sys/user/add', await sent(newUser(overrides))));

function editBody(user: UserRecord) {
  return {
    id: user.id,
    version: user.version,
    realname: user.realname,
    phone: user.phone,
    email: user.email,
    status: user.status === UserStatus.frozen ? UserStatus.frozen : UserStatus.normal,
    roleIds: user.roleIds,
  };
}

const addDepart = async (name: string, token = adminToken) =>
  resultOf<DepartRecord>(
    await call(
      'POST',
      '/sys/sysDepart/add',
      { name: { zh: name, en: name }, orgCategory: OrgCategory.company },
      token,
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  defaultTenant = await defaultTenantId(t);
  roles = resultOf<RoleOption[]>(await call('GET', '/sys/role/queryall'));
  stranger = await addTenantWithUser(t, 'User strangers', 'user-stranger');
});
afterAll(() => t?.close());

describe('users: validity, departments, tenants', () => {
  it('stores a validity period, and sign-in is refused outside it', async () => {
    const user = await added({ validFrom: '2020-01-01T00:00:00.000Z', validTo: '2020-12-31T00:00:00.000Z' });
    expect(user).toMatchObject({
      validFrom: '2020-01-01T00:00:00.000Z',
      validTo: '2020-12-31T00:00:00.000Z',
    });
    await expect(t.login(user.username, 'Str0ng#pass')).rejects.toThrow(/login/);
    const open = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(user), validFrom: null, validTo: null }),
    );
    expect(open).toMatchObject({ validFrom: null, validTo: null });
    await expect(t.login(user.username, 'Str0ng#pass')).resolves.toEqual(expect.any(String));
    // Left out, the period stays as it is.
    const kept = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(open), validTo: '2099-01-01T00:00:00.000Z' }),
    );
    const again = resultOf<UserRecord>(await call('PUT', '/sys/user/edit', editBody(kept)));
    expect(again.validTo).toBe('2099-01-01T00:00:00.000Z');
    expectFailure(
      await call(
        'POST',
        '/sys/user/add',
        await sent(newUser({ validFrom: '2030-01-01T00:00:00Z', validTo: '2029-01-01T00:00:00Z' })),
      ),
      400,
      ErrorKey.validation,
    );
  });

  it('sets the departments of the acting tenant and refuses another tenant’s', async () => {
    const one = await addDepart('Org dept one');
    const two = await addDepart('Org dept two');
    const user = await added({ departIds: [one.id, two.id] });
    expect([...user.departIds].sort()).toEqual([one.id, two.id].sort());
    const edited = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(user), departIds: [two.id] }),
    );
    expect(edited.departIds).toEqual([two.id]);
    const foreign = await addDepart('Foreign dept', stranger.token);
    const response = await call('PUT', '/sys/user/edit', { ...editBody(edited), departIds: [foreign.id] });
    expectFailure(response, 400, ErrorKey.validation);
    expect(response.json().errors).toEqual([{ field: 'departIds', message: '部门不存在' }]);
  });

  it('adds users to the caller’s tenants only, always keeping the acting one', async () => {
    const extra = resultOf<TenantRecord>(await call('POST', '/sys/tenant/add', { name: 'Org extra' }));
    const user = await added({ tenantIds: [extra.id] });
    expect([...user.tenantIds].sort()).toEqual([defaultTenant, extra.id].sort());
    const narrowed = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(user), tenantIds: [] }),
    );
    expect(narrowed.tenantIds).toEqual([defaultTenant]);
    const response = await call('PUT', '/sys/user/edit', {
      ...editBody(narrowed),
      tenantIds: [stranger.tenantId],
    });
    expectFailure(response, 400, ErrorKey.validation);
    expect(response.json().errors[0].field).toBe('tenantIds');
  });

  it('refuses roles of another tenant', async () => {
    const strangerRoles = resultOf<RoleOption[]>(
      await call('GET', '/sys/role/queryall', undefined, stranger.token),
    );
    const foreignRole = strangerRoles[0]?.id ?? '';
    expect(roles.map((role) => role.id)).not.toContain(foreignRole);
    const response = await call('POST', '/sys/user/add', await sent(newUser({ roleIds: [foreignRole] })));
    expectFailure(response, 400, ErrorKey.validation);
    expect(response.json().errors[0].field).toBe('roleIds');
  });

  it('edits a customer’s type and company, and refuses them for a staff account', async () => {
    const id = await addUser(t.app.db, { username: 'org-customer', tenants: [defaultTenant] });
    await t.app.db.insert(sysCustomer).values({
      userId: id,
      companyName: 'Old Co',
      area: 'CN',
      address: 'Somewhere 1',
      customerType: 'agent',
      contactPerson: 'Li',
    });
    const customer = resultOf<UserRecord>(await call('GET', `/sys/user/queryById?id=${id}`));
    expect(customer).toMatchObject({ customerType: 'agent', companyName: 'Old Co' });
    const edited = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', {
        ...editBody(customer),
        customerType: 'integrator',
        companyName: 'New Co',
      }),
    );
    expect(edited).toMatchObject({ customerType: 'integrator', companyName: 'New Co' });
    const staff = await added();
    const response = await call('PUT', '/sys/user/edit', { ...editBody(staff), companyName: 'Nope' });
    expectFailure(response, 400, ErrorKey.validation);
    expect(response.json().errors[0].field).toBe('companyName');
    expectFailure(
      await call('PUT', '/sys/user/edit', { ...editBody(edited), customerType: 'pirate' }),
      400,
      ErrorKey.validation,
    );
  });
});

/** Binds a third-party identity to `userId` as a bind step would; the user's bindings are counted. */
const bindThird = (userId: string, subject: string) =>
  t.app.db
    .insert(sysThirdAccount)
    .values({ id: `binding-${subject}`, userId, source: 'peer', issuer: 'https://idp.test', subject });
const bindingsOfUser = async (userId: string) =>
  (await t.app.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.userId, userId))).length;

describe('PUT /sys/user/changePassword', () => {
  it('removes the third-party bindings the old password vouched for, when staff set a new one or edit it in', async () => {
    const user = await added();
    await bindThird(user.id, `staff-reset-${user.id}`);
    resultOf(
      await call('PUT', '/sys/user/changePassword', await sent({ id: user.id, password: 'N3w#password' })),
    );
    expect(await bindingsOfUser(user.id)).toBe(0);

    const edited = await added();
    await bindThird(edited.id, `staff-edit-${edited.id}`);
    const renamed = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(edited), realname: 'Renamed' }),
    );
    // An edit that leaves the password alone keeps them; one that sets it does not.
    expect(await bindingsOfUser(edited.id)).toBe(1);
    resultOf(
      await call('PUT', '/sys/user/edit', await sent({ ...editBody(renamed), password: 'N3w#password' })),
    );
    expect(await bindingsOfUser(edited.id)).toBe(0);
  });

  it('sets a new password: the old one stops working and the user’s sessions end', async () => {
    const user = await added();
    const token = await t.login(user.username, 'Str0ng#pass');
    expect(
      resultOf(
        await call('PUT', '/sys/user/changePassword', await sent({ id: user.id, password: 'N3w#password' })),
      ),
    ).toBeNull();
    await expect(t.login(user.username, 'Str0ng#pass')).rejects.toThrow();
    await expect(t.login(user.username, 'N3w#password')).resolves.toEqual(expect.any(String));
    expect((await call('GET', '/sys/user/getCurrentUserDeparts', undefined, token)).statusCode).toBe(401);
    expect(resultOf<UserRecord>(await call('GET', `/sys/user/queryById?id=${user.id}`)).version).toBe(1);
  });

  it('takes the new password only encrypted for transport: clear and undecryptable values are a 400', async () => {
    const user = await added();
    const clear = await call('PUT', '/sys/user/changePassword', { id: user.id, password: 'N3w#password' });
    expectFailure(clear, 400, ErrorKey.passwordNotEncrypted, {
      message: '密码须加密传输，不接受明文密码',
      errors: [{ field: 'password', message: '密码须加密传输，不接受明文密码' }],
    });
    // Well-formed ciphertext under another key does not decrypt.
    const foreign = encryptForTransport('0123456789abcdef', 'fedcba9876543210', 'N3w#password');
    expectFailure(
      await call('PUT', '/sys/user/changePassword', { id: user.id, password: foreign }),
      400,
      ErrorKey.passwordNotDecrypted,
    );
    await expect(t.login(user.username, 'Str0ng#pass')).resolves.toEqual(expect.any(String));
    await expect(t.login(user.username, 'N3w#password')).rejects.toThrow();
  });

  it('refuses a weak password, another tenant’s user, and a caller without the edit permission', async () => {
    const user = await added();
    expectFailure(
      await call('PUT', '/sys/user/changePassword', await sent({ id: user.id, password: 'weak' })),
      400,
      ErrorKey.validation,
    );
    expectFailure(
      await call(
        'PUT',
        '/sys/user/changePassword',
        await sent({ id: user.id, password: 'N3w#password', extra: 1 }),
      ),
      400,
      ErrorKey.validation,
    );
    expectFailure(
      await call(
        'PUT',
        '/sys/user/changePassword',
        await sent({ id: stranger.userId, password: 'N3w#password' }),
      ),
      404,
      ErrorKey.notFound,
    );
    await expect(t.login('user-stranger', TEST_PASSWORDS.demo)).resolves.toEqual(expect.any(String));
    const buyer = await t.login('buyer');
    expectFailure(
      await call(
        'PUT',
        '/sys/user/changePassword',
        await sent({ id: user.id, password: 'N3w#password' }),
        buyer,
      ),
      403,
      ErrorKey.forbidden,
    );
  });
});
