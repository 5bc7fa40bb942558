import { API_BASE, ErrorKey, type CheckRuleRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { firstFailure } from './check';
import { PatternTimeoutError, patternMatches, RULE_TIME_LIMIT_MS } from './pattern-runner';

let t: TestApp;
let adminToken: string;
let strangerToken: string;
let buyerToken: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

/** A code: a letter, then letters, digits or _, at least 3 characters in all. */
const COMMON = [
  { digits: '1', pattern: '^[a-zA-Z]$', message: '首位必须是字母' },
  { digits: '*', pattern: '^[0-9a-zA-Z_]+$', message: '只能包含字母、数字和下划线' },
  { digits: '*', pattern: '^.{3,}$', message: '至少 3 个字符' },
];

const add = async (ruleCode: string, steps: unknown = COMMON, token = adminToken) =>
  call(
    'POST',
    '/sys/checkRule/add',
    { ruleName: `Rule ${ruleCode}`, ruleCode, ruleJson: JSON.stringify(steps) },
    token,
  );

const rule = (ruleCode: string, value: string, language: 'zh' | 'en' = 'zh') =>
  apiCall(
    t,
    adminToken,
    'GET',
    `/sys/checkRule/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`,
    undefined,
    language,
  );

const check = (ruleCode: string, value: string, token = adminToken) =>
  call(
    'GET',
    `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(encodeURIComponent(value))}`,
    undefined,
    token,
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  buyerToken = await t.login('buyer');
  strangerToken = (await addTenantWithUser(t, 'Rule strangers', 'rule-stranger')).token;
});
afterAll(() => t?.close());

describe('the steps of a check', () => {
  it('tests N characters at a cursor that only numeric steps move, and * steps against the whole value', () => {
    const steps = [
      { digits: '2', pattern: '^[A-Z]{2}$', message: 'two capitals' },
      { digits: '*', pattern: '^.{5}$', message: 'five in all' },
      { digits: '3', pattern: '^[0-9]{3}$', message: 'then three digits' },
    ];
    expect(firstFailure(steps, 'AB123')).toBeNull();
    expect(firstFailure(steps, 'Ab123')).toMatchObject({ message: 'two capitals', checkValue: 'Ab' });
    expect(firstFailure(steps, 'AB1234')).toMatchObject({
      message: 'five in all',
      beginIndex: 0,
      endIndex: 6,
    });
    expect(firstFailure(steps, 'ABx23')).toMatchObject({
      message: 'then three digits',
      beginIndex: 2,
      endIndex: 5,
      checkValue: 'x23',
      passed: false,
    });
  });

  it('stops a pattern that backtracks for minutes within the time limit', () => {
    const started = performance.now();
    expect(() => patternMatches('^(a+)+$', `${'a'.repeat(40)}!`, 50)).toThrow(PatternTimeoutError);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(patternMatches('^(a+)+$', 'aaaa')).toBe(true);
  });
});

describe('/sys/checkRule', () => {
  it('adds a rule and checks values by its code: pass, and the first failing step with its message', async () => {
    const created = resultOf<CheckRuleRecord>(await add('common'));
    expect(JSON.parse(created.ruleJson)).toEqual(COMMON);
    expect(resultOf(await check('common', 'abc_1'))).toBeNull();
    // Any signed-in user's form may check a value.
    expect(resultOf(await check('common', 'abc_1', buyerToken))).toBeNull();

    const digitFirst = await check('common', '1abc');
    // A refused value answers 200: JeecgBoot's form validators read only such answers.
    expect(digitFirst.statusCode).toBe(200);
    expect(digitFirst.json()).toMatchObject({
      success: false,
      message: '首位必须是字母',
      result: { digits: '1', beginIndex: 0, endIndex: 1, checkValue: '1', passed: false },
    });
    expect((await check('common', 'ab')).json()).toMatchObject({ message: '至少 3 个字符' });
    expect((await check('common', 'a b c')).json()).toMatchObject({ message: '只能包含字母、数字和下划线' });
    // The value arrives URL-encoded: characters outside ASCII are checked as sent.
    expect((await check('common', 'a中文')).json()).toMatchObject({ message: '只能包含字母、数字和下划线' });
  });

  it('refuses an unknown code, and a code of another tenant', async () => {
    expectFailure(await check('nothing', 'abc'), 400, 'checkRule.unknown');
    resultOf(await add('mine'));
    expectFailure(await check('mine', 'abc', strangerToken), 400, 'checkRule.unknown');
  });

  it('refuses steps that are not a JSON list of { digits, pattern, message } with a valid pattern', async () => {
    for (const bad of [
      'not json',
      [],
      [{ digits: '0', pattern: 'a', message: 'm' }],
      [{ digits: 'x', pattern: 'a', message: 'm' }],
      [{ digits: '*', pattern: '(', message: 'm' }],
      [{ digits: '*', pattern: 'a', message: '' }],
      [{ digits: '*', pattern: 'a', message: 'm', extra: 1 }],
    ]) {
      const answer = await call('POST', '/sys/checkRule/add', {
        ruleName: 'Bad',
        ruleCode: 'bad',
        ruleJson: typeof bad === 'string' ? bad : JSON.stringify(bad),
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().errors?.[0]?.field, JSON.stringify(bad)).toMatch(/^ruleJson\b/);
    }
  });

  it('answers a hostile pattern with a clear refusal instead of stalling the server', async () => {
    resultOf(await add('redos', [{ digits: '*', pattern: '^(a+)+$', message: 'only a' }]));
    const started = performance.now();
    expectFailure(await check('redos', `${'a'.repeat(40)}!`), 422, 'checkRule.patternTooSlow');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps codes unique in the tenant and leaves the rules to their administrators', async () => {
    resultOf(await add('uniq'));
    const again = await add('uniq');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors?.[0]).toMatchObject({ field: 'ruleCode' });
    // Another tenant may use the same code.
    resultOf(await add('uniq', COMMON, strangerToken));
    expectFailure(await add('buyers', COMMON, buyerToken), 403, ErrorKey.forbidden);
  });
});

describe('the built-in rules', () => {
  it('passes a value that satisfies the rule and refuses one that does not, with the rule’s message', async () => {
    expect((await rule('mobile', '13800000000')).statusCode).toBe(200);
    expectFailure(await rule('mobile', '123'), 200, 'checkRule.mobile', { message: '手机号格式不正确' });
    expectFailure(await rule('email', 'nope', 'en'), 200, 'checkRule.email', {
      message: 'Enter a valid e-mail address',
    });
    expect((await rule('password', 'Str0ng#pass')).statusCode).toBe(200);
    expectFailure(await rule('password', 'weak'), 200, 'checkRule.password');
    expect((await rule('positionCode', 'A-1_b')).statusCode).toBe(200);
  });

  it('refuses an unknown rule code and bad input', async () => {
    expectFailure(await rule('toString', 'x'), 400, 'checkRule.unknown');
    expectFailure(await rule('regex:.*', 'x'), 400, 'checkRule.unknown');
    expectFailure(
      await apiCall(t, adminToken, 'GET', '/sys/checkRule/checkByCode?ruleCode=mobile'),
      400,
      ErrorKey.validation,
    );
  });
});

describe('a slow rule', () => {
  /** Passes, but only after its first branch backtracks: about as slow as `value` is long. */
  const SLOW = '^(?:(a+)+$|.*)';

  /**
   * A value the slow pattern takes at least `ms` to pass, measured here: the fastest of three tries, so
   * that a busy machine measuring slowly does not make the value too short for a quieter worker thread.
   */
  function slowValue(ms: number): string {
    const pattern = new RegExp(SLOW, 'u');
    for (let length = 12; ; length++) {
      const value = `${'a'.repeat(length)}!`;
      const tries = Array.from({ length: 3 }, () => {
        const started = performance.now();
        pattern.test(value);
        return performance.now() - started;
      });
      if (Math.min(...tries) >= ms) return value;
    }
  }

  it('runs off the main thread: /healthz answers within 200 ms while 8 callers check; the whole rule has one limit', async () => {
    // Each step passes well within the limit alone; the twenty of them together take four times it.
    const value = slowValue(RULE_TIME_LIMIT_MS / 5);
    const steps = Array.from({ length: 20 }, () => ({ digits: '*', pattern: SLOW, message: 'slow' }));
    expect((await add('slow_rule', steps)).statusCode).toBe(200);
    // The pattern threads start once (from the sources, through tsx): not what is timed.
    await Promise.all([rule('common', 'abc'), rule('common', 'abc')]);

    let running = true;
    const callers = Promise.all(Array.from({ length: 8 }, () => check('slow_rule', value, buyerToken)));
    void callers.finally(() => (running = false));
    // /healthz asked every 20 ms while the callers run, each answer timed from when it was due: a main
    // thread held by a pattern delays the ask itself. Receiving the 8 requests takes the main thread a
    // while on an embedded database, so the typical (median) answer is what must stay within 200 ms.
    const latencies: number[] = [];
    while (running) {
      const due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = await t.app.inject({ method: 'GET', url: `${API_BASE}/healthz` });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - due);
    }
    latencies.sort((x, y) => x - y);
    expect(latencies.length).toBeGreaterThan(4);
    expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(200);
    for (const answer of await callers) expectFailure(answer, 422, 'checkRule.patternTooSlow');
  });
});
