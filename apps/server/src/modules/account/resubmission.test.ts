import { AccountErrorKey, ErrorKey, UserStatus } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { encryptPassword } from '../../test/transport';
import { sysUser } from '../../test/tables';
import { sysCustomer } from './schema';
import { call, registration } from './test-kit';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const PASSWORD = 'Acme#Pass1';

/** Registers account `n` and answers its id. */
async function registerNumber(n: number): Promise<string> {
  const payload = await registration(t, {
    username: `re${n}`,
    mobile: `1360000${String(n).padStart(4, '0')}`,
    companyName: `Resubmit Co ${n}`,
    email: `re${n}@corp.example`,
  });
  expect((await call(t, 'POST', '/sys/user/register', { payload })).statusCode).toBe(200);
  const [user] = await t.app.db
    .select()
    .from(sysUser)
    .where(eq(sysUser.username, `re${n}`));
  return user!.id;
}

async function reject(id: string, reason = '请补充营业执照后重新注册') {
  const response = await call(t, 'POST', '/sys/user/reject', { payload: { id, reason }, token: admin });
  expect(response.statusCode).toBe(200);
}

async function proof(account: string, password = PASSWORD) {
  return { account, password: await encryptPassword(t.app, password) };
}

async function resubmit(account: string, overrides: Record<string, string> = {}, password = PASSWORD) {
  const body = {
    ...(await proof(account, password)),
    mobile: overrides.mobile ?? '13600009999',
    companyName: overrides.companyName ?? 'Corrected Co',
    email: overrides.email ?? 'corrected@corp.example',
    area: 'CN',
    website: '',
    address: '2 Licence Street, Suzhou',
    tracenodeId: 'agent',
    contactPerson: 'Han Meimei',
    ...overrides,
  };
  return call(t, 'POST', '/sys/user/registration/resubmit', { payload: body, language: 'en' });
}

describe('resubmitting a rejected registration', () => {
  it('shows the owner the rejected application prefilled, by phone, e-mail or username', async () => {
    const id = await registerNumber(1);
    await reject(id);
    for (const account of ['re1', '13600000001', 'RE1@corp.example']) {
      const response = await call(t, 'POST', '/sys/user/registration/mine', {
        payload: await proof(account),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toMatchObject({
        username: 're1',
        mobile: '13600000001',
        companyName: 'Resubmit Co 1',
        email: 're1@corp.example',
        reviewMemo: '请补充营业执照后重新注册',
      });
    }
  });

  it('puts the corrected application back into review, keeps the history oldest first, and lets it be approved', async () => {
    const id = await registerNumber(2);
    await reject(id, 'first reason');
    const response = await resubmit('re2', { mobile: '13600000002', email: 're2@corp.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ username: 're2', status: UserStatus.underReview });
    const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, id));
    expect(user).toMatchObject({ status: UserStatus.underReview, reviewMemo: null, realname: 'Han Meimei' });
    const [customer] = await t.app.db.select().from(sysCustomer).where(eq(sysCustomer.userId, id));
    expect(customer).toMatchObject({ companyName: 'Corrected Co', customerType: 'agent' });

    await reject(id, 'second reason');
    expect((await resubmit('re2', { mobile: '13600000002', email: 're2@corp.example' })).statusCode).toBe(
      200,
    );
    const approved = await call(t, 'POST', '/sys/user/approve', { payload: { id }, token: admin });
    expect(approved.statusCode).toBe(200);

    const history = await call(t, 'GET', `/sys/user/registration/history?id=${id}`, { token: admin });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .result.map((event: { kind: string; reason: string | null; actor: string }) => [
          event.kind,
          event.reason,
          event.actor,
        ]),
    ).toEqual([
      ['submitted', null, 're2'],
      ['rejected', 'first reason', 'admin'],
      ['resubmitted', null, 're2'],
      ['rejected', 'second reason', 'admin'],
      ['resubmitted', null, 're2'],
      ['approved', null, 'admin'],
    ]);
  });

  it('refuses a pending or approved account with 409, and changes nothing', async () => {
    const id = await registerNumber(3);
    expectFailure(await resubmit('re3'), 409, AccountErrorKey.notRejected);
    expectFailure(
      await call(t, 'POST', '/sys/user/registration/mine', { payload: await proof('re3') }),
      409,
      AccountErrorKey.notRejected,
    );
    await call(t, 'POST', '/sys/user/approve', { payload: { id }, token: admin });
    expectFailure(await resubmit('re3'), 409, AccountErrorKey.notRejected);
    const [customer] = await t.app.db.select().from(sysCustomer).where(eq(sysCustomer.userId, id));
    expect(customer!.companyName).toBe('Resubmit Co 3');
  });

  it('answers a wrong password and an unknown account alike, revealing nothing', async () => {
    const id = await registerNumber(4);
    await reject(id);
    const wrong = await call(t, 'POST', '/sys/user/registration/mine', {
      payload: await proof('re4', 'Wrong#Pass1'),
    });
    expectFailure(wrong, 400, ErrorKey.badCredentials);
    expect(JSON.stringify(wrong.json())).not.toContain('Resubmit Co 4');
    const unknown = await call(t, 'POST', '/sys/user/registration/mine', { payload: await proof('nobody') });
    expectFailure(unknown, 400, ErrorKey.badCredentials);
    expectFailure(await resubmit('re4', {}, 'Wrong#Pass1'), 400, ErrorKey.badCredentials);
    const [user] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, id));
    expect(user!.status).toBe(UserStatus.rejected);
  });

  it('still refuses another person’s phone, e-mail and company name, while the own values pass', async () => {
    await registerNumber(5);
    const id = await registerNumber(6);
    await reject(id);
    const response = await resubmit('re6', {
      mobile: '13600000005',
      email: 're5@corp.example',
      companyName: 'resubmit co 5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'mobile', message: 'The phone number already exists' },
      { field: 'email', message: 'The e-mail already exists' },
      { field: 'companyName', message: 'The company name already exists' },
    ]);
    const own = await resubmit('re6', {
      mobile: '13600000006',
      email: 're6@corp.example',
      companyName: 'Resubmit Co 6',
    });
    expect(own.statusCode).toBe(200);
  });

  it('shows the history only to reviewers of the account’s tenant', async () => {
    const id = await registerNumber(7);
    expectFailure(
      await call(t, 'GET', `/sys/user/registration/history?id=${id}`, { token: await t.login('b-manager') }),
      404,
      ErrorKey.notFound,
    );
    const buyer = await call(t, 'GET', `/sys/user/registration/history?id=${id}`, {
      token: await t.login('buyer'),
    });
    expect(buyer.statusCode).toBe(403);
  });
});
