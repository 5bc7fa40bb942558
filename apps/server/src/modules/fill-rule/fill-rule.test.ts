import { DEMAND_ORDER_NO_RULE, ErrorKey, type FillRuleRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { formatRuleDate, periodKey } from './registry';

let t: TestApp;
let adminToken: string;
let buyerToken: string;
let strangerToken: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

const add = (ruleCode: string, params: unknown, ruleClass = 'serialNumber', token = adminToken) =>
  call(
    'POST',
    '/sys/fillRule/add',
    { ruleName: `Rule ${ruleCode}`, ruleCode, ruleClass, ruleParams: JSON.stringify(params) },
    token,
  );

const execute = (ruleCode: string, token = adminToken) =>
  call('PUT', `/sys/fillRule/executeRuleByCode/${ruleCode}`, {}, token);

const today = () => formatRuleDate(new Date(), 'yyyyMMdd');

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  buyerToken = await t.login('buyer');
  strangerToken = (await addTenantWithUser(t, 'Fill strangers', 'fill-stranger')).token;
});
afterAll(() => t?.close());

describe('the serial number generator', () => {
  it('spells dates and periods in UTC', () => {
    const date = new Date('2026-03-04T23:30:00Z');
    expect(formatRuleDate(date, 'yyyyMMdd')).toBe('20260304');
    expect(formatRuleDate(date, 'yyMMdd')).toBe('260304');
    expect(formatRuleDate(date, '')).toBe('');
    expect(periodKey(date, 'month')).toBe('202603');
    expect(periodKey(date, 'none')).toBe('');
  });
});

describe('/sys/fillRule', () => {
  it('adds a rule and answers its next values: prefix, date, separator and the padded counter', async () => {
    const created = resultOf<FillRuleRecord>(
      await add('invoice', {
        prefix: 'INV',
        datePattern: 'yyyyMMdd',
        separator: '-',
        width: 4,
        period: 'day',
      }),
    );
    expect(created).toMatchObject({ ruleClass: 'serialNumber', ruleClass_dictText: '前缀 + 日期 + 流水号' });
    expect(resultOf(await execute('invoice'))).toBe(`INV${today()}-0001`);
    // GET answers the same way, and any signed-in user's form may ask.
    expect(resultOf(await call('GET', '/sys/fillRule/executeRuleByCode/invoice'))).toBe(`INV${today()}-0002`);
    expect(resultOf(await execute('invoice', buyerToken))).toBe(`INV${today()}-0003`);
    // Parameters left out take their defaults.
    resultOf(await add('plain', {}));
    expect(resultOf(await execute('plain'))).toBe(`${today()}0001`);
  });

  it('gives 50 parallel calls 50 distinct values', async () => {
    resultOf(await add('parallel', { prefix: 'P', datePattern: '', width: 3, period: 'none' }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => execute('parallel')));
    const values = answers.map((answer) => resultOf<string>(answer));
    expect(new Set(values).size).toBe(50);
    expect([...values].sort()).toEqual(
      Array.from({ length: 50 }, (_, n) => `P${String(n + 1).padStart(3, '0')}`),
    );
  });

  it('counts apart per tenant: another tenant neither sees nor moves the rule', async () => {
    resultOf(await add('shared', { prefix: 'S', datePattern: '', period: 'none', width: 2 }));
    expectFailure(await execute('shared', strangerToken), 400, 'fillRule.unknown');
    resultOf(
      await add(
        'shared',
        { prefix: 'S', datePattern: '', period: 'none', width: 2 },
        'serialNumber',
        strangerToken,
      ),
    );
    expect(resultOf(await execute('shared', strangerToken))).toBe('S01');
    expect(resultOf(await execute('shared'))).toBe('S01');
  });

  it('refuses an unknown generator, bad parameters naming the field, an unknown code and no permission', async () => {
    const unknownClass = await add('bad', {}, 'java.lang.Runtime');
    expect(unknownClass.statusCode).toBe(400);
    expect(unknownClass.json().errors?.[0]).toMatchObject({ field: 'ruleClass' });
    for (const [params, field] of [
      [{ width: 0 }, 'width'],
      [{ width: 'six' }, 'width'],
      [{ period: 'hour' }, 'period'],
      [{ datePattern: 'HH:mm' }, 'datePattern'],
      [{ prefix: '<b>' }, 'prefix'],
      [{ unknown: 1 }, ''],
    ] as const) {
      const answer = await add('bad', params);
      expect(answer.statusCode, JSON.stringify(params)).toBe(400);
      expect(answer.json().errors?.[0]?.field, JSON.stringify(params)).toMatch(
        new RegExp(`^ruleParams\\b.*${field}`),
      );
    }
    const notJson = await call('POST', '/sys/fillRule/add', {
      ruleName: 'Bad',
      ruleCode: 'bad',
      ruleClass: 'serialNumber',
      ruleParams: '{width',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors?.[0]).toMatchObject({ field: 'ruleParams' });

    expectFailure(await execute('nothing'), 400, 'fillRule.unknown');
    expectFailure(
      await call('PUT', '/sys/fillRule/executeRuleByCode/bad%20code', {}),
      400,
      ErrorKey.validation,
    );
    expectFailure(await add('buyers', {}, 'serialNumber', buyerToken), 403, ErrorKey.forbidden);
    expectFailure(await call('GET', '/sys/fillRule/list', undefined, buyerToken), 403, ErrorKey.forbidden);
  });

  it('keeps codes unique in the tenant', async () => {
    resultOf(await add('uniq', {}));
    const again = await add('uniq', {});
    expect(again.statusCode).toBe(400);
    expect(again.json().errors?.[0]).toMatchObject({ field: 'ruleCode' });
  });
});

describe('the demand order number', () => {
  it('is seeded for the tenant in the format the orders had: D<yyyyMMdd>-<6 digits> a day', async () => {
    const list = resultOf<{ records: FillRuleRecord[] }>(
      await call('GET', `/sys/fillRule/list?ruleCode=${DEMAND_ORDER_NO_RULE}`),
    );
    const [rule] = list.records;
    expect(JSON.parse(rule?.ruleParams ?? '{}')).toEqual({
      prefix: 'D',
      datePattern: 'yyyyMMdd',
      separator: '-',
      width: 6,
      period: 'day',
    });
    expect(resultOf(await execute(DEMAND_ORDER_NO_RULE))).toMatch(new RegExp(`^D${today()}-\\d{6}$`));
  });
});
