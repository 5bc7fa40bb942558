import {
  API_BASE,
  DictCode,
  ErrorKey,
  isDescTrue,
  type DictOption,
  type DictRecord,
  type PreloadedDictItem,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { connect, nextMessage, noticeSocketUrl, wsRoot } from '../../test/sockets';
import { encryptPassword } from '../../test/transport';
import { sysTenant } from '../../test/tables';
import { sysDict, sysDictItem } from './schema';
import { applyBaseData } from '../../db/seed';
import { BASE_DICTIONARIES } from './service';

let t: TestApp;
let admin: string;
let buyer: string;
let foreignDictId: string;
let foreignItemId: string;

function get(url: string, token: string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': language },
  });
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  // Without the demo data: these tests make the rows they need.
  t = await createTestApp({ env: { DEMO_DATA: 'false' } });
  admin = await t.login('admin');
  buyer = await t.login('buyer');
  // A dictionary of another tenant with the same code as one of ours.
  const tenantId = newId();
  await t.app.db.insert(sysTenant).values({ id: tenantId, name: 'dict-foreign' });
  foreignDictId = newId();
  foreignItemId = newId();
  await t.app.db.insert(sysDict).values({
    id: foreignDictId,
    tenantId,
    dictCode: DictCode.currency,
    dictName: { zh: '外币', en: 'Foreign' },
  });
  await t.app.db.insert(sysDictItem).values({
    id: foreignItemId,
    tenantId,
    dictId: foreignDictId,
    itemValue: 'JPY',
    itemText: { zh: '日元', en: 'JPY' },
  });
});

afterAll(async () => {
  await t.close();
});

describe('dictionary options', () => {
  it('answers the seeded currencies with CNY as the default, in the request language, without other tenants', async () => {
    const response = await get(`/sys/dict/getDictItems/${DictCode.currency}`, buyer, 'zh');
    expect(response.statusCode).toBe(200);
    const options = response.json().result as DictOption[];
    expect(options.map((option) => option.value)).toEqual(['CNY', 'USD', 'EUR']);
    expect(options[0]?.text).toBe('人民币');
    expect(options.filter((option) => isDescTrue(option.description)).map((option) => option.value)).toEqual([
      'CNY',
    ]);
  });

  it('seeds the status, type and code lists', async () => {
    const texts = async (code: string) =>
      ((await get(`/sys/dict/getDictItems/${code}`, admin)).json().result as DictOption[]).map(
        (option) => `${option.value}:${option.text}`,
      );
    expect(await texts(DictCode.demandStatus)).toEqual([
      '0:Pending Processing',
      '1:Completed',
      '2:Closed',
      '3:Cancelled',
    ]);
    expect(await texts(DictCode.approvalStatus)).toEqual([
      '0:In Review',
      '1:Approved',
      '2:Rejected',
      '3:Closed',
    ]);
    expect(await texts(DictCode.customerType)).toEqual([
      'agent:Agent',
      'distributor:Distributor',
      'integrator:Integrator',
      'endUser:End User',
    ]);
    expect(await texts(DictCode.priority)).toEqual(['L:Normal', 'M:Important', 'H:Urgent']);
    expect(await texts(DictCode.yesNo)).toEqual(['Y:Yes', 'N:No']);
    expect(await texts(DictCode.fieldDiy)).toContain('model:Model');
  });

  it("refuses an empty code with 'dictionary code can't be empty!'", async () => {
    expectFailure(await get('/sys/dict/getDictItems/%20', admin), 400, 'dict.codeEmpty', {
      message: "dictionary code can't be empty!",
    });
    expectFailure(await get('/sys/dict/getDictItems/', admin), 400, 'dict.codeEmpty');
    expectFailure(await get('/sys/dict/getDictItems/%20', admin, 'zh'), 400, 'dict.codeEmpty', {
      message: '字典Code不能为空!',
    });
  });

  it('answers an unknown dictionary code with no options', async () => {
    const response = await get('/sys/dict/getDictItems/no_such_dict', admin);
    expect(response.json().result).toEqual([]);
  });

  it('refuses a table dictionary that is not registered, never reading the table', async () => {
    for (const dict of ['sys_user,password,username', 'sys_session', 'pg_user;--']) {
      const path = encodeURIComponent(dict);
      const response = await get(`/sys/dict/getDictItems/${path}`, admin);
      if (dict === 'sys_session') {
        // A plain name that is not registered reads as a (missing) dictionary code.
        expect(response.json().result).toEqual([]);
      } else {
        expectFailure(response, 400, 'dict.tableUnknown', {}, dict);
      }
    }
    expectFailure(
      await get('/sys/dict/loadDict/sys_user,password,id?keyword=a', admin),
      400,
      'dict.tableUnknown',
    );
  });

  it('reads registered table dictionaries of the tenant only', async () => {
    const users = (await get('/sys/dict/getDictItems/sys_user', admin)).json().result as DictOption[];
    expect(users.map((user) => user.value)).toEqual(expect.arrayContaining(['admin', 'buyer', 'sales']));
    expect(users.every((user) => !('password' in user))).toBe(true);
  });

  it("lists the tenant's users to staff only: a customer gets 403 from the sys_user dictionary", async () => {
    for (const path of [
      '/sys/dict/getDictItems/sys_user',
      '/sys/dict/loadDictItem/sys_user?key=admin,sales',
      '/sys/dict/loadDict/sys_user?keyword=a',
    ]) {
      expectFailure(await get(path, buyer), 403, ErrorKey.forbidden);
    }
    // Code dictionaries stay open to every signed-in user.
    expect((await get(`/sys/dict/getDictItems/${DictCode.currency}`, buyer)).statusCode).toBe(200);
  });

  it('names values by their texts (loadDictItem), unknown values as themselves', async () => {
    const response = await get(`/sys/dict/loadDictItem/${DictCode.currency}?key=USD,XXX,CNY`, admin);
    expect(response.json().result).toEqual(['USD', 'XXX', 'CNY']);
    const zh = await get(`/sys/dict/loadDictItem/${DictCode.currency}?key=USD,CNY`, admin, 'zh');
    expect(zh.json().result).toEqual(['美元', '人民币']);
    expectFailure(await get(`/sys/dict/loadDictItem/${DictCode.currency}`, admin), 400, 'error.validation');
    const foreign = await get(`/sys/dict/loadDictItem/${DictCode.currency}?key=JPY`, admin, 'zh');
    expect(foreign.json().result).toEqual(['JPY']);
  });

  it('searches a dictionary by keyword in either language (loadDict)', async () => {
    const response = await get(
      `/sys/dict/loadDict/${DictCode.currency}?keyword=${encodeURIComponent('美')}`,
      admin,
    );
    expect((response.json().result as DictOption[]).map((option) => option.value)).toEqual(['USD']);
    const all = await get(`/sys/dict/loadDict/${DictCode.currency}`, admin);
    expect(all.json().result).toHaveLength(3);
    // LIKE wildcards match themselves.
    const wildcard = await get(`/sys/dict/loadDict/${DictCode.currency}?keyword=%25`, admin);
    expect(wildcard.json().result).toEqual([]);
  });

  it('answers registered trees only, with whitelisted field names and a JSON condition (loadTreeData)', async () => {
    const ok = await get(
      '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid',
      admin,
    );
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json().result)).toBe(true);
    expectFailure(await get('/sys/dict/loadTreeData?tableName=sys_user', admin), 400, 'dict.tableUnknown');
    expectFailure(
      await get('/sys/dict/loadTreeData?tableName=sys_category&text=password', admin),
      400,
      'dict.fieldNotAllowed',
    );
    expectFailure(
      await get('/sys/dict/loadTreeData?tableName=sys_category&condition=notjson', admin),
      400,
      'category.conditionNotJson',
    );
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/dict/getDictItems/sex` });
    expect(response.statusCode).toBe(401);
  });

  it('puts only the dictionaries marked for preloading into the sign-in answer', async () => {
    const signIn = async (): Promise<Record<string, PreloadedDictItem[]>> => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/login`,
        headers: { 'accept-language': 'en' },
        payload: { username: 'admin', password: await encryptPassword(t.app, TEST_PASSWORDS.admin) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.sysAllDictItems;
    };
    const preloaded = await signIn();
    expect(Object.keys(preloaded).sort()).toEqual(
      [
        DictCode.approvalStatus,
        DictCode.customerType,
        DictCode.demandStatus,
        DictCode.priority,
        DictCode.sex,
        DictCode.yesNo,
      ].sort(),
    );
    expect(preloaded[DictCode.sex]).toEqual([
      { value: '1', text: 'Male', description: '' },
      { value: '2', text: 'Female', description: '' },
    ]);
    // The other dictionaries load when first used.
    expect(preloaded).not.toHaveProperty(DictCode.currency);
    expect((await get(`/sys/dict/getDictItems/${DictCode.currency}`, buyer)).json().result).toHaveLength(3);

    const list = await get(`/sys/dict/list?dictCode=${DictCode.currency}`, admin);
    const currency = list.json().result.records[0] as DictRecord;
    expect(currency).toMatchObject({ dictCode: DictCode.currency, preload: false });
    const edit = (changes: Partial<DictRecord>) =>
      send('PUT', '/sys/dict/edit', admin, {
        id: currency.id,
        dictCode: currency.dictCode,
        dictName: currency.dictName,
        description: currency.description,
        ...changes,
      });
    expect((await edit({ preload: true })).json().result.preload).toBe(true);
    expect((await signIn())[DictCode.currency]).toContainEqual({
      value: 'CNY',
      text: 'CNY',
      description: 'true',
    });
    // An edit that does not name it leaves it as it is; switching it off takes the dictionary out again.
    expect((await edit({})).json().result.preload).toBe(true);
    expect((await edit({ preload: false })).json().result.preload).toBe(false);
    expect(await signIn()).not.toHaveProperty(DictCode.currency);
  });
});

describe('dictionary administration', () => {
  it('adds a dictionary with items; the items show in either language; codes and values are unique', async () => {
    const added = await send('POST', '/sys/dict/add', admin, {
      dictCode: 'test_colour',
      dictName: { zh: '颜色', en: 'Colour' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().result.preload).toBe(false);
    const dictId = added.json().result.id as string;
    expectFailure(
      await send('POST', '/sys/dict/add', admin, { dictCode: 'test_colour', dictName: { zh: 'x', en: 'x' } }),
      409,
      'dict.codeExists',
    );
    const item = await send('POST', '/sys/dictItem/add', admin, {
      dictId,
      itemValue: 'red',
      itemText: { zh: '红色', en: 'Red' },
      sortOrder: 1,
    });
    expect(item.statusCode).toBe(200);
    expectFailure(
      await send('POST', '/sys/dictItem/add', admin, {
        dictId,
        itemValue: 'red',
        itemText: { zh: 'x', en: 'x' },
      }),
      409,
      'dict.valueExists',
    );
    expect((await get('/sys/dict/getDictItems/test_colour', buyer, 'zh')).json().result[0].text).toBe('红色');
    expect((await get('/sys/dict/getDictItems/test_colour', buyer, 'en')).json().result[0].text).toBe('Red');

    const itemId = item.json().result.id as string;
    const edited = await send('PUT', '/sys/dictItem/edit', admin, {
      id: itemId,
      itemValue: 'red',
      itemText: { zh: '大红', en: 'Crimson' },
      enabled: false,
    });
    expect(edited.json().result).toMatchObject({ enabled: false, itemText: { en: 'Crimson' } });
    // Disabled items are not offered, but still name their value.
    expect((await get('/sys/dict/getDictItems/test_colour', buyer)).json().result).toEqual([]);
    expect((await get('/sys/dict/loadDictItem/test_colour?key=red', buyer)).json().result).toEqual([
      'Crimson',
    ]);

    const list = await get(`/sys/dictItem/list?dictId=${dictId}`, admin);
    expect(list.json().result.total).toBe(1);
    const dicts = await get('/sys/dict/list?dictName=Colour', admin);
    expect(dicts.json().result.records.map((dict: { dictCode: string }) => dict.dictCode)).toEqual([
      'test_colour',
    ]);

    expect((await send('DELETE', `/sys/dict/delete?id=${dictId}`, admin)).json().result.count).toBe(1);
    expect((await get('/sys/dict/getDictItems/test_colour', buyer)).json().result).toEqual([]);
  });

  it('refuses malformed input', async () => {
    expectFailure(
      await send('POST', '/sys/dict/add', admin, { dictCode: 'bad code!', dictName: { zh: 'x', en: 'x' } }),
      400,
      'error.validation',
    );
    expectFailure(
      await send('POST', '/sys/dict/add', admin, {
        dictCode: 'ok_code',
        dictName: { zh: 'x', en: 'x' },
        extra: 1,
      }),
      400,
      'error.validation',
    );
    expectFailure(await get('/sys/dict/list?password=1', admin), 400, 'error.filterNotAllowed');
    expectFailure(await get('/sys/dict/list?column=description', admin), 400, 'error.sortColumnNotAllowed');
  });

  it('never shows or changes another tenant', async () => {
    const list = await get('/sys/dict/list?pageSize=100', admin);
    expect(list.json().result.records.map((dict: { id: string }) => dict.id)).not.toContain(foreignDictId);
    expectFailure(await get(`/sys/dict/queryById?id=${foreignDictId}`, admin), 404, 'error.notFound');
    expectFailure(
      await send('PUT', '/sys/dict/edit', admin, {
        id: foreignDictId,
        dictCode: 'x',
        dictName: { zh: 'x', en: 'x' },
      }),
      404,
      'error.notFound',
    );
    expectFailure(
      await send('POST', '/sys/dictItem/add', admin, {
        dictId: foreignDictId,
        itemValue: 'X',
        itemText: { zh: 'x', en: 'x' },
      }),
      404,
      'error.notFound',
    );
    expect(
      (await send('DELETE', `/sys/dictItem/delete?id=${foreignItemId}`, admin)).json().result.count,
    ).toBe(0);
    expect((await send('DELETE', `/sys/dict/delete?id=${foreignDictId}`, admin)).json().result.count).toBe(0);
    const [still] = await t.app.db.select().from(sysDict).where(eq(sysDict.id, foreignDictId));
    expect(still?.dictCode).toBe(DictCode.currency);
  });

  it('exports the dictionaries of the current filter as a sheet in the caller’s language, this tenant’s only', async () => {
    const response = await get(
      `/sys/dict/exportXls?dictCode=${DictCode.currency}&pageNo=1&pageSize=10`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Dictionaries');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Dictionary code');
    // The filter holds: one row, ours, not the other tenant's dictionary of the same code.
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe(DictCode.currency);
    expect(sheet?.getRow(2).getCell(2).value).not.toBe('Foreign');
    const everything = await get('/sys/dict/exportXls', admin, 'zh');
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(everything.rawPayload as unknown as ArrayBuffer);
    expect(all.worksheets[0]?.getRow(1).getCell(1).value).toBe('字典编码');
    expect(all.worksheets[0]?.rowCount).toBeGreaterThan(BASE_DICTIONARIES.length);
    expectFailure(await get('/sys/dict/exportXls?secret=1', admin), 400, 'error.filterNotAllowed');
    expectFailure(await get('/sys/dict/exportXls', buyer), 403, 'error.forbidden');
  });

  it('needs the dictionary permissions', async () => {
    expectFailure(await get('/sys/dict/list', buyer), 403, 'error.forbidden');
    expectFailure(
      await send('POST', '/sys/dict/add', buyer, { dictCode: 'b', dictName: { zh: 'x', en: 'x' } }),
      403,
      'error.forbidden',
    );
    expectFailure(
      await send('DELETE', `/sys/dictItem/delete?id=${foreignItemId}`, buyer),
      403,
      'error.forbidden',
    );
  });
});

describe('base dictionaries of new tenants', () => {
  it('gives every tenant the base dictionaries and items it lacks, once', async () => {
    const tenantId = newId();
    await t.app.db.insert(sysTenant).values({ id: tenantId, name: 'dict-bare' });
    await applyBaseData(t.app.db);
    await applyBaseData(t.app.db);
    const dicts = await t.app.db.select().from(sysDict).where(eq(sysDict.tenantId, tenantId));
    expect(dicts.map((dict) => dict.dictCode).sort()).toEqual(
      BASE_DICTIONARIES.map((dict) => dict.code).sort(),
    );
    // The foreign tenant's own dictionary of a base code keeps its name and items and gains the base items.
    const foreign = await t.app.db.select().from(sysDictItem).where(eq(sysDictItem.dictId, foreignDictId));
    expect(foreign.map((item) => item.itemValue).sort()).toEqual(['CNY', 'EUR', 'JPY', 'USD']);
    const [foreignDict] = await t.app.db.select().from(sysDict).where(eq(sysDict.id, foreignDictId));
    expect(foreignDict?.dictName).toEqual({ zh: '外币', en: 'Foreign' });
  });
});

describe('cache refresh', () => {
  it('tells every open client of the tenant to drop its cached dictionaries, and answers the preloaded ones afresh', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const root = wsRoot(t.app);
    const buyerSocket = await connect(noticeSocketUrl(root, buyer));
    const told = nextMessage(buyerSocket);
    const response = await get('/sys/dict/refleshCache', admin, 'zh');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().result as object)).toEqual(expect.arrayContaining(['yn', 'sex']));
    expect(JSON.parse(await told)).toEqual({ cmd: 'dict', msgTxt: '', msgId: '' });
    buyerSocket.close();
    // Only those who may change dictionaries refresh them.
    expectFailure(await get('/sys/dict/refleshCache', buyer), 403, ErrorKey.forbidden);
  });
});
