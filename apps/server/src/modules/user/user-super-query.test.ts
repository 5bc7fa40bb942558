import { encodeSuperQuery, UserStatus, type SuperQueryCondition } from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { apiCall } from '../../test/org-fixtures';
import { sysDepart, sysUserDepart } from '../../test/tables';
import { sysUser } from './schema';

let t: TestApp;
let token: string;
let salesId: string;

// A tenant of its own; every user's fields chosen so that each rule keeps a different set.
const USERS = [
  { username: 'sq-anna', realname: 'Anna 50%_off', phone: '13800000001', email: 'anna@a.test', day: 1 },
  { username: 'sq-bert', realname: 'Bert', phone: '13800000002', email: 'bert@b.test', day: 2 },
  { username: 'sq-carl', realname: 'Carl', phone: '13900000003', email: 'carl@a.test', day: 3 },
  { username: 'sq-dora', realname: 'Dora', phone: null, email: null, day: 4 },
];

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = await addTenant(t.app.db, 'Advanced query');
  const ids: Record<string, string> = {};
  for (const user of USERS) {
    // Created at 23:30 UTC on day N of March 2026: still day N in UTC, the time zone of the comparison.
    const createTime = new Date(Date.UTC(2026, 2, user.day, 23, 30));
    ids[user.username] = await addUser(t.app.db, { ...user, tenants: [tenantId], createTime });
    await t.app.db
      .update(sysUser)
      .set({ phone: user.phone, email: user.email })
      .where(eq(sysUser.id, ids[user.username]!));
  }
  await t.app.db.update(sysUser).set({ status: UserStatus.frozen }).where(eq(sysUser.id, ids['sq-bert']!));
  salesId = 'sq-depart-sales';
  await t.app.db.insert(sysDepart).values({
    id: salesId,
    tenantId,
    departName: { zh: '销售部', en: 'Sales' },
    orgCode: 'A99',
    orgCategory: 1,
  } as typeof sysDepart.$inferInsert);
  await t.app.db.insert(sysUserDepart).values([
    { userId: ids['sq-anna']!, departId: salesId },
    { userId: ids['sq-carl']!, departId: salesId },
  ]);
  await addUser(t.app.db, {
    username: 'sq-admin',
    realname: 'Admin',
    tenants: [tenantId],
    role: 'admin',
    createTime: new Date(Date.UTC(2026, 2, 10)),
  });
  token = await t.login('sq-admin');
});
afterAll(() => t?.close());

function list(conditions: unknown, extra = '', language: 'zh' | 'en' = 'en') {
  const params =
    typeof conditions === 'string' ? conditions : encodeSuperQuery(conditions as SuperQueryCondition[]);
  return apiCall(
    t,
    token,
    'GET',
    `/sys/user/list?pageSize=100&column=username&order=asc&superQueryParams=${encodeURIComponent(params)}${extra}`,
    undefined,
    language,
  );
}

async function names(conditions: SuperQueryCondition[], extra = ''): Promise<string[]> {
  const response = await list(conditions, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .result.records.map((record: { username: string }) => record.username)
    .filter((name: string) => name !== 'sq-admin');
}

const cond = (field: string, rule: SuperQueryCondition['rule'], val: SuperQueryCondition['val']) => ({
  field,
  rule,
  val,
});

describe('GET /sys/user/list with an advanced query', () => {
  it('applies every rule of a text field', async () => {
    expect(await names([cond('realname', 'eq', 'Bert')])).toEqual(['sq-bert']);
    expect(await names([cond('realname', 'ne', 'Bert')])).toEqual(['sq-anna', 'sq-carl', 'sq-dora']);
    expect(await names([cond('email', 'like', '@a.')])).toEqual(['sq-anna', 'sq-carl']);
    expect(await names([cond('phone', 'right_like', '139')])).toEqual(['sq-carl']);
    expect(await names([cond('email', 'left_like', 'b.test')])).toEqual(['sq-bert']);
    expect(await names([cond('username', 'in', ['sq-anna', 'sq-dora'])])).toEqual(['sq-anna', 'sq-dora']);
    expect(await names([cond('username', 'in', 'sq-bert,sq-carl')])).toEqual(['sq-bert', 'sq-carl']);
    expect(await names([cond('username', 'gt', 'sq-bert')])).toEqual(['sq-carl', 'sq-dora']);
    expect(await names([cond('username', 'ge', 'sq-bert')])).toEqual(['sq-bert', 'sq-carl', 'sq-dora']);
    expect(await names([cond('username', 'lt', 'sq-bert')])).toEqual(['sq-anna']);
    expect(await names([cond('username', 'le', 'sq-bert')])).toEqual(['sq-anna', 'sq-bert']);
  });

  it('matches % and _ in a like value as themselves', async () => {
    expect(await names([cond('realname', 'like', '50%_')])).toEqual(['sq-anna']);
    expect(await names([cond('realname', 'like', '%')])).toEqual(['sq-anna']);
    expect(await names([cond('realname', 'like', '_')])).toEqual(['sq-anna']);
  });

  it('compares dictionary codes, with eq, ne and in', async () => {
    expect(await names([cond('status', 'eq', String(UserStatus.frozen))])).toEqual(['sq-bert']);
    expect(await names([cond('status', 'ne', String(UserStatus.frozen))])).toEqual([
      'sq-anna',
      'sq-carl',
      'sq-dora',
    ]);
    expect(await names([cond('status', 'in', [UserStatus.frozen, UserStatus.normal])])).toHaveLength(4);
  });

  it('compares dates by their day in the comparison time zone, and times by the wall clock', async () => {
    expect(await names([cond('createTime', 'eq', '2026-03-02')])).toEqual(['sq-bert']);
    expect(await names([cond('createTime', 'ge', '2026-03-03')])).toEqual(['sq-carl', 'sq-dora']);
    expect(await names([cond('createTime', 'lt', '2026-03-02')])).toEqual(['sq-anna']);
    expect(await names([cond('createTime', 'le', '2026-03-02 23:30:00')])).toEqual(['sq-anna', 'sq-bert']);
    expect(await names([cond('createTime', 'gt', '2026-03-03 23:29')])).toEqual(['sq-carl', 'sq-dora']);
    expect(await names([cond('createTime', 'ne', '2026-03-01')])).toEqual(['sq-bert', 'sq-carl', 'sq-dora']);
  });

  it('finds users by department (the picker field), and not in it with ne', async () => {
    expect(await names([cond('departIds', 'eq', salesId)])).toEqual(['sq-anna', 'sq-carl']);
    expect(await names([cond('departIds', 'in', [salesId, 'other'])])).toEqual(['sq-anna', 'sq-carl']);
    expect(await names([cond('departIds', 'ne', salesId)])).toEqual(['sq-bert', 'sq-dora']);
  });

  it('ANDs the conditions by default and ORs them on request, beside the ordinary filters', async () => {
    const both = [cond('email', 'like', '@a.'), cond('phone', 'right_like', '139')];
    expect(await names(both)).toEqual(['sq-carl']);
    expect(await names(both, '&superQueryMatchType=and')).toEqual(['sq-carl']);
    expect(await names(both, '&superQueryMatchType=or')).toEqual(['sq-anna', 'sq-carl']);
    expect(await names(both, '&superQueryMatchType=or&realname=Anna')).toEqual(['sq-anna']);
  });

  it('exports exactly the rows of the advanced query', async () => {
    const query = encodeURIComponent(encodeSuperQuery([cond('realname', 'in', ['Bert', 'Dora'])]));
    const response = await apiCall(t, token, 'GET', `/sys/user/exportXls?superQueryParams=${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const usernames: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) usernames.push((row.values as unknown[])[1]);
    });
    expect(usernames.sort()).toEqual(['sq-bert', 'sq-dora']);
  });
});

describe('refusals of an advanced query', () => {
  async function refused(conditions: unknown, index: number, language: 'zh' | 'en' = 'en') {
    const response = await list(conditions, '', language);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe(400);
    expect(body.errors).toEqual([
      {
        field: index < 0 ? 'superQueryParams' : `superQueryParams[${index}]`,
        message: body.message,
      },
    ]);
    return body as { message: string; i18nKey: string };
  }
  const ok = cond('realname', 'eq', 'Bert');

  it('refuses a field outside the whitelist, naming the condition', async () => {
    const body = await refused([ok, cond('password', 'eq', 'x')], 1);
    expect(body.i18nKey).toBe('error.superQueryUnknownField');
    expect(body.message).toBe('Advanced query condition 2: field password cannot be queried');
    // A record field the whitelist leaves out, and a name of the object's prototype.
    await refused([cond('roles', 'eq', 'x')], 0);
    await refused([cond('constructor', 'eq', 'x')], 0);
    const zh = await refused([cond('password', 'eq', 'x')], 0, 'zh');
    expect(zh.message).toBe('高级查询第 1 个条件：不支持按字段 password 查询');
  });

  it('refuses a rule that does not fit the type, and an unknown rule', async () => {
    const body = await refused([cond('status', 'like', '1')], 0);
    expect(body.i18nKey).toBe('error.superQueryRuleNotAllowed');
    expect(body.message).toBe('Advanced query condition 1: rule like does not fit field status');
    await refused([cond('createTime', 'in', ['2026-03-01'])], 0);
    await refused([cond('departIds', 'gt', 'a')], 0);
    await refused([ok, ok, { field: 'realname', rule: 'between', val: 'a' }], 2);
    await refused([{ field: 'realname', rule: "eq'; drop table sys_user; --", val: 'a' }], 0);
  });

  it('refuses a malformed value', async () => {
    const cases: [string, SuperQueryCondition['rule'], unknown][] = [
      ['status', 'eq', '9'],
      ['status', 'eq', 'frozen'],
      ['createTime', 'eq', '2026-02-30'],
      ['createTime', 'ge', 'yesterday'],
      ['createTime', 'le', '2026-03-01 25:00'],
      ['realname', 'eq', ''],
      ['realname', 'eq', ['a', 'b']],
      ['realname', 'in', []],
      ['realname', 'eq', 'x'.repeat(201)],
      ['departIds', 'eq', 'x'.repeat(65)],
    ];
    for (const [field, rule, val] of cases) {
      const body = await refused([{ field, rule, val }], 0);
      expect(body.i18nKey, `${field} ${rule} ${JSON.stringify(val)}`).toBe('error.superQueryBadValue');
    }
  });

  it('refuses a condition that is not { field, rule, val }, and a query that is not a list', async () => {
    expect((await refused([ok, { field: 'realname', rule: 'eq' }], 1)).i18nKey).toBe(
      'error.superQueryBadCondition',
    );
    await refused([ok, 'realname'], 1);
    await refused([{ field: 'realname', rule: 'eq', val: { $gt: '' } }], 0);
    for (const text of ['not json', '{"field":"realname"}', '%E0%A4%A', 'null']) {
      expect((await refused(text, -1)).i18nKey).toBe('error.superQueryMalformed');
    }
  });

  it('refuses more than 20 conditions, and takes 20', async () => {
    const twenty = Array.from({ length: 20 }, () => cond('realname', 'ne', 'nobody'));
    expect(await names(twenty)).toHaveLength(4);
    const body = await refused([...twenty, ok], -1);
    expect(body.i18nKey).toBe('error.superQueryTooMany');
    expect(body.message).toBe('An advanced query holds at most 20 conditions');
  });

  it('refuses an unknown match type', async () => {
    const response = await list([ok], '&superQueryMatchType=xor');
    expect(response.statusCode).toBe(400);
  });
});
