import { API_BASE, encodeSuperQuery, type SuperQueryCondition } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysDict } from './schema';

// The advanced query of the dictionary list: its whitelisted fields, each compared by its type.

let t: TestApp;
let admin: string;

const cond = (field: string, rule: SuperQueryCondition['rule'], val: SuperQueryCondition['val']) => ({
  field,
  rule,
  val,
});

function list(conditions: SuperQueryCondition[], extra = '', language = 'en') {
  // Every query keeps to this file's dictionaries (code starts with sq_).
  const query = encodeSuperQuery([cond('dictCode', 'right_like', 'sq_'), ...conditions]);
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/dict/list?pageSize=50&column=dictCode&order=asc&superQueryParams=${encodeURIComponent(query)}${extra}`,
    headers: { 'x-access-token': admin, 'accept-language': language },
  });
}

async function codes(conditions: SuperQueryCondition[], extra = '', language = 'en'): Promise<string[]> {
  const response = await list(conditions, extra, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.records.map((record: { dictCode: string }) => record.dictCode);
}

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_DATA: 'false' } });
  admin = await t.login('admin');
  const dicts = [
    { dictCode: 'sq_colour', dictName: { zh: '颜色', en: 'Colour' }, description: 'paint', preload: true },
    { dictCode: 'sq_size', dictName: { zh: '尺寸', en: 'Size' }, description: '', preload: false },
    { dictCode: 'sq_shape', dictName: { zh: '形状', en: 'Shape' }, description: 'paint and form' },
  ];
  for (const dict of dicts) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/dict/add`,
      headers: { 'x-access-token': admin },
      payload: dict,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  // sq_size was made on 1 March 2026 at 23:30 UTC: still that day in the comparison's time zone.
  await t.app.db
    .update(sysDict)
    .set({ createTime: new Date(Date.UTC(2026, 2, 1, 23, 30)) })
    .where(eq(sysDict.dictCode, 'sq_size'));
});
afterAll(() => t?.close());

describe('GET /sys/dict/list with an advanced query', () => {
  it('compares each field by its type: text, the name in the caller’s language, the preload code, dates', async () => {
    expect(await codes([])).toEqual(['sq_colour', 'sq_shape', 'sq_size']);
    expect(await codes([cond('dictName', 'right_like', 'S')])).toEqual(['sq_shape', 'sq_size']);
    expect(await codes([cond('dictName', 'eq', '颜色')], '', 'zh')).toEqual(['sq_colour']);
    // The name compares in the caller's language only.
    expect(await codes([cond('dictName', 'eq', '颜色')])).toEqual([]);
    expect(await codes([cond('description', 'like', 'paint')])).toEqual(['sq_colour', 'sq_shape']);
    expect(await codes([cond('dictCode', 'in', ['sq_size', 'sq_none'])])).toEqual(['sq_size']);
    expect(await codes([cond('preload', 'eq', 'true')])).toEqual(['sq_colour']);
    expect(await codes([cond('preload', 'ne', 'true')])).toEqual(['sq_shape', 'sq_size']);
    expect(await codes([cond('createTime', 'eq', '2026-03-01')])).toEqual(['sq_size']);
    expect(await codes([cond('createTime', 'gt', '2026-03-01 23:30')])).toEqual(['sq_colour', 'sq_shape']);
    expect(
      await codes(
        [cond('preload', 'eq', 'true'), cond('dictName', 'eq', 'Size')],
        '&superQueryMatchType=and',
      ),
    ).toEqual([]);
  });

  it('refuses a field outside the whitelist and a rule that does not fit the field’s type', async () => {
    expectFailure(await list([cond('tenantId', 'eq', 'x')]), 400, 'error.superQueryUnknownField');
    expectFailure(await list([cond('preload', 'like', 'true')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('createTime', 'like', '2026')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('preload', 'eq', 'yes')]), 400, 'error.superQueryBadValue');
  });
});
