import {
  API_BASE,
  ErrorKey,
  HEADER_TENANT_ID,
  MessageTemplateCode,
  Permission,
  type AnnouncementByUser,
  type AnnouncementRecord,
  type MessageTemplateRecord,
  type PageResult,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from '../../test/org-fixtures';
import { sysPermission, sysRole, sysRolePermission, sysUser, sysUserRole } from '../../test/tables';

const BASE = '/sys/message/sysMessageTemplate';
let t: TestApp;
let adminToken: string;
let salesToken: string;
let buyerToken: string;
let strangerToken: string;
let strangerId: string;
let viewerToken: string;
let buyerId: string;

const call = (
  method: Method,
  path: string,
  payload?: unknown,
  token = adminToken,
  language: 'zh' | 'en' = 'zh',
) => apiCall(t, token, method, path, payload, language);

const template = (code: string, extra: Record<string, unknown> = {}) => ({
  templateCode: code,
  templateName: { zh: '订单 ${orderNo} 提醒', en: 'Order ${orderNo} reminder' },
  templateContent: {
    zh: '<p>您好 ${name}，订单 <b>${orderNo}</b> 有更新。${unknown}</p>',
    en: '<p>Hello ${name}, order <b>${orderNo}</b> has news. ${unknown}</p>',
  },
  templateTestJson: '{"name":"Ann","orderNo":"D1"}',
  ...extra,
});

const add = async (code: string, extra: Record<string, unknown> = {}, token = adminToken) =>
  resultOf<MessageTemplateRecord>(await call('POST', `${BASE}/add`, template(code, extra), token));

const list = async (query = '', token = adminToken) =>
  resultOf<PageResult<MessageTemplateRecord>>(
    await call('GET', `${BASE}/list?pageSize=100${query}`, undefined, token),
  );

// Messages of demand events are sent once the events are delivered: the bell is read after that.
const bell = async (token: string) => {
  await t.app.outbox.drain();
  return resultOf<AnnouncementByUser>(await call('GET', '/sys/annountCement/listByUser', undefined, token));
};

const editable = (record: MessageTemplateRecord) => ({
  id: record.id,
  version: record.version,
  templateCode: record.templateCode,
  templateName: record.templateName,
  templateContent: record.templateContent,
  templateType: record.templateType,
  templateTestJson: record.templateTestJson,
  enabled: record.enabled,
});

/** A user of the default tenant whose role grants the templates page and its list button only. */
async function addViewer(): Promise<string> {
  const tenantId = await defaultTenantId(t);
  const roleId = 'role-template-viewer';
  await t.app.db.insert(sysRole).values({ id: roleId, tenantId, roleCode: 'tpl_viewer', roleName: 'viewer' });
  const entries = await t.app.db
    .select({ id: sysPermission.id, perms: sysPermission.perms, url: sysPermission.url })
    .from(sysPermission);
  const page = entries.find((entry) => entry.url === '/system/messageTemplate');
  const button = entries.find((entry) => entry.perms === Permission.messageTemplateList);
  if (!page || !button) throw new Error('the seed has no message template menu');
  await t.app.db.insert(sysRolePermission).values([
    { roleId, permissionId: page.id },
    { roleId, permissionId: button.id },
  ]);
  const userId = await addUser(t.app.db, { username: 'tpl-viewer', tenants: [tenantId] });
  await t.app.db.insert(sysUserRole).values({ userId, roleId });
  return t.login('tpl-viewer');
}

beforeAll(async () => {
  t = await createTestApp();
  [adminToken, salesToken, buyerToken] = await Promise.all([
    t.login('admin'),
    t.login('sales'),
    t.login('buyer'),
  ]);
  const stranger = await addTenantWithUser(t, 'Template strangers', 'tpl-stranger');
  strangerToken = stranger.token;
  strangerId = stranger.userId;
  viewerToken = await addViewer();
  const [buyer] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'buyer'));
  buyerId = buyer?.id ?? '';
});
afterAll(() => t?.close());

describe('the seeded templates', () => {
  it('gives every tenant the demand templates, the seeded ones and those added later', async () => {
    const codes = Object.values(MessageTemplateCode).sort();
    const own = await list('&templateCode=demand_');
    expect(own.records.map((record) => record.templateCode).sort()).toEqual(codes);
    expect(own.records.every((record) => record.enabled && record.templateType === '4')).toBe(true);
    const quoted = own.records.find((record) => record.templateCode === MessageTemplateCode.demandQuoted);
    expect(quoted?.templateName).toEqual({
      zh: '需求单 ${orderNo} 已报价',
      en: 'New quotation for ${orderNo}',
    });
    expect(JSON.parse(quoted?.templateTestJson ?? '')).toMatchObject({ orderNo: expect.any(String) });

    // The seeded second tenant, and a tenant the administration adds, start with them too.
    const bManager = await t.login('b-manager');
    expect((await list('&templateCode=demand_', bManager)).total).toBe(codes.length);
    const tenant = resultOf<{ id: string }>(
      await call('POST', '/sys/tenant/add', { name: 'Template newcomer' }),
    );
    const inNew = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${BASE}/list?templateCode=demand_`,
      headers: { 'x-access-token': adminToken, [HEADER_TENANT_ID]: tenant.id },
    });
    expect(resultOf<PageResult<MessageTemplateRecord>>(inNew).total).toBe(codes.length);
  });
});

describe(`${BASE} (administration)`, () => {
  it('adds a sanitised template, reads, edits it against its version, filters and deletes it', async () => {
    const created = await add('order_reminder', {
      templateContent: {
        zh: '<p>${name}</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        en: '<p onclick="x()">${name}</p>',
      },
    });
    expect(created).toMatchObject({
      templateCode: 'order_reminder',
      enabled: true,
      version: 0,
      templateType: '4',
    });
    expect(created.templateContent.zh).toContain('<p>${name}</p>');
    expect(created.templateContent.zh).not.toMatch(/script|onerror/);
    expect(created.templateContent.en).toBe('<p>${name}</p>');
    expect(resultOf(await call('GET', `${BASE}/queryById?id=${created.id}`))).toEqual(created);

    const edited = resultOf<MessageTemplateRecord>(
      await call('PUT', `${BASE}/edit`, {
        ...editable(created),
        templateName: { zh: '提醒', en: 'Reminder' },
        enabled: false,
      }),
    );
    expect(edited).toMatchObject({
      templateName: { zh: '提醒', en: 'Reminder' },
      enabled: false,
      version: 1,
    });
    expect(edited.updateTime).not.toBeNull();
    expectFailure(await call('PUT', `${BASE}/edit`, editable(created)), 409, ErrorKey.stale);

    // The title filter matches either language; sort and filters are whitelisted.
    expect((await list('&templateName=Remind')).records.map((record) => record.id)).toEqual([created.id]);
    expect((await list('&templateName=提醒')).records.map((record) => record.id)).toEqual([created.id]);
    expectFailure(await call('GET', `${BASE}/list?column=tenantId`), 400, ErrorKey.sortColumnNotAllowed);
    expectFailure(await call('GET', `${BASE}/list?tenantId=x`), 400, ErrorKey.filterNotAllowed);

    expect(resultOf(await call('DELETE', `${BASE}/delete?id=${created.id}`))).toEqual({ count: 1 });
    expectFailure(await call('GET', `${BASE}/queryById?id=${created.id}`), 404, ErrorKey.notFound);
    const [a, b] = [await add('batch_a'), await add('batch_b')];
    expect(resultOf(await call('DELETE', `${BASE}/deleteBatch?ids=${a.id},${b.id}`))).toEqual({ count: 2 });
  });

  it('refuses a code the tenant already has, on add and on edit, but not one another tenant has', async () => {
    const first = await add('dup_code');
    const duplicate = await call('POST', `${BASE}/add`, template('dup_code'), adminToken, 'en');
    expectFailure(duplicate, 400, 'messageTemplate.codeTaken', {
      errors: [{ field: 'templateCode', message: 'This template code is already in use' }],
    });
    const second = await add('dup_other');
    expectFailure(
      await call('PUT', `${BASE}/edit`, { ...editable(second), templateCode: 'dup_code' }),
      400,
      'messageTemplate.codeTaken',
    );
    // Another tenant's code space is its own.
    expect((await add('dup_code', {}, strangerToken)).templateCode).toBe('dup_code');
    expect(first.templateCode).toBe('dup_code');
  });

  it('refuses bad input: code shape, missing language, unknown fields, sample data that is not an object', async () => {
    const bad = [
      template('1starts_with_digit'),
      template('has space'),
      template('x'.repeat(65)),
      template('no_en', { templateName: { zh: '标题', en: '' } }),
      template('no_content', { templateContent: { zh: 'x' } }),
      template('surprise', { surprise: 1 }),
      template('bad_type', { templateType: '1' }),
      template('bad_json', { templateTestJson: '{not json' }),
      template('array_json', { templateTestJson: '[1,2]' }),
      template('nested_json', { templateTestJson: '{"a":{"b":1}}' }),
    ];
    for (const body of bad) {
      expectFailure(
        await call('POST', `${BASE}/add`, body),
        400,
        ErrorKey.validation,
        {},
        JSON.stringify(body),
      );
    }
  });

  it('refuses the calls to users without the codes: 510 on the page they hold, 403 elsewhere', async () => {
    const own = await add('guarded');
    const calls = [
      ['POST', `${BASE}/add`, template('guard_new')],
      ['PUT', `${BASE}/edit`, editable(own)],
      ['DELETE', `${BASE}/delete?id=${own.id}`, undefined],
      ['DELETE', `${BASE}/deleteBatch?ids=${own.id}`, undefined],
      ['POST', `${BASE}/sendMsg`, { templateCode: 'guarded', receiver: buyerId }],
    ] as const;
    // The viewer may list and read only; every other button of the page is a 510.
    expect((await list('', viewerToken)).total).toBeGreaterThan(0);
    expect(resultOf(await call('GET', `${BASE}/queryById?id=${own.id}`, undefined, viewerToken))).toEqual(
      own,
    );
    for (const [method, path, body] of calls) {
      expectFailure(await call(method, path, body, viewerToken), 510, ErrorKey.noPermission, {}, path);
    }
    // Sales and buyers have no part of the page: 403 on everything.
    for (const token of [salesToken, buyerToken]) {
      for (const [method, path, body] of [...calls, ['GET', `${BASE}/list`, undefined] as const]) {
        expectFailure(await call(method, path, body, token), 403, ErrorKey.forbidden, {}, path);
      }
    }
    expect((await call('GET', `${BASE}/queryById?id=${own.id}`)).statusCode).toBe(200);
  });

  it('keeps each tenant’s templates to itself', async () => {
    const own = await add('private_one');
    const theirs = await list('', strangerToken);
    expect(theirs.records.map((record) => record.id)).not.toContain(own.id);
    expectFailure(
      await call('GET', `${BASE}/queryById?id=${own.id}`, undefined, strangerToken),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call('PUT', `${BASE}/edit`, { ...editable(own), templateCode: 'taken_over' }, strangerToken),
      404,
      ErrorKey.notFound,
    );
    expect(resultOf(await call('DELETE', `${BASE}/delete?id=${own.id}`, undefined, strangerToken))).toEqual({
      count: 0,
    });
    expect(
      resultOf(await call('DELETE', `${BASE}/deleteBatch?ids=${own.id}`, undefined, strangerToken)),
    ).toEqual({
      count: 0,
    });
    expect(
      resultOf<MessageTemplateRecord>(await call('GET', `${BASE}/queryById?id=${own.id}`)).templateCode,
    ).toBe('private_one');
  });
});

describe(`${BASE}/sendMsg (test send)`, () => {
  it('sends the filled template as a system message to the chosen users only, values escaped', async () => {
    await add('test_send');
    const salesBefore = await bell(salesToken);
    const sent = await call('POST', `${BASE}/sendMsg`, {
      templateCode: 'test_send',
      testData: { name: '<script>alert(1)</script>', orderNo: '<b>D9</b> & co' },
      receiver: buyerId,
    });
    expect(resultOf(sent)).toEqual({ count: 1 });

    const item = (await bell(buyerToken)).sysMsgList.find((entry) => entry.titile.startsWith('订单'));
    // The title is plain text: the value stands in it as written, for clients to show as text.
    expect(item).toMatchObject({
      titile: '订单 <b>D9</b> & co 提醒',
      msgCategory: '2',
      sender: 'admin',
      busId: null,
    });
    const opened = resultOf<AnnouncementRecord>(
      await call('GET', `/sys/annountCement/queryById?id=${item?.id}`, undefined, buyerToken),
    );
    expect(opened.msgContent).toBe(
      '<p>您好 &lt;script&gt;alert(1)&lt;/script&gt;，订单 <b>&lt;b&gt;D9&lt;/b&gt; &amp; co</b> 有更新。${unknown}</p>',
    );
    expect(opened).toMatchObject({ msgType: 'USER', userIds: buyerId, priority: 'L', openType: null });
    // Nobody else was told.
    expect((await bell(salesToken)).sysMsgTotal).toBe(salesBefore.sysMsgTotal);
    expect((await bell(strangerToken)).sysMsgTotal).toBe(0);
  });

  it('writes in the language the receiver last used, and takes the sample data as JSON text too', async () => {
    await add('test_language');
    // The buyer's session now names English.
    await call('GET', '/sys/annountCement/listByUser', undefined, buyerToken, 'en');
    resultOf(
      await call('POST', `${BASE}/sendMsg`, {
        templateCode: 'test_language',
        testData: '{"orderNo":"D42","name":"Bo"}',
        receiver: buyerId,
      }),
    );
    const english = await bell(buyerToken);
    expect(english.sysMsgList.map((entry) => entry.titile)).toContain('Order D42 reminder');
    await call('GET', '/sys/annountCement/listByUser', undefined, buyerToken, 'zh');
    resultOf(
      await call('POST', `${BASE}/sendMsg`, {
        templateCode: 'test_language',
        testData: { orderNo: 'D43' },
        receiver: buyerId,
      }),
    );
    expect((await bell(buyerToken)).sysMsgList.map((entry) => entry.titile)).toContain('订单 D43 提醒');
  });

  it('refuses receivers outside the tenant, unknown templates and bad sample data, and sends nothing then', async () => {
    await add('test_refusals');
    const before = (await bell(buyerToken)).sysMsgTotal;
    expectFailure(
      await call('POST', `${BASE}/sendMsg`, {
        templateCode: 'test_refusals',
        receiver: `${buyerId},${strangerId}`,
      }),
      400,
      'messageTemplate.receiversInvalid',
      { errors: [{ field: 'receiver', message: expect.any(String) }] },
    );
    expectFailure(
      await call('POST', `${BASE}/sendMsg`, { templateCode: 'test_refusals', receiver: 'nobody' }),
      400,
      'messageTemplate.receiversInvalid',
    );
    expectFailure(
      await call('POST', `${BASE}/sendMsg`, { templateCode: 'test_refusals', receiver: '' }),
      400,
      ErrorKey.validation,
    );
    expectFailure(
      await call('POST', `${BASE}/sendMsg`, { templateCode: 'no_such', receiver: buyerId }),
      404,
      ErrorKey.notFound,
    );
    // Another tenant's template is not found either.
    await add('stranger_only', {}, strangerToken);
    expectFailure(
      await call('POST', `${BASE}/sendMsg`, { templateCode: 'stranger_only', receiver: buyerId }),
      404,
      ErrorKey.notFound,
    );
    for (const testData of ['{oops', '[1]', { nested: { a: 1 } }, { 'bad key': 'x' }]) {
      expectFailure(
        await call('POST', `${BASE}/sendMsg`, { templateCode: 'test_refusals', testData, receiver: buyerId }),
        400,
        ErrorKey.validation,
      );
    }
    expect((await bell(buyerToken)).sysMsgTotal).toBe(before);
    expect((await bell(strangerToken)).sysMsgTotal).toBe(0);
  });

  it('test-sends a disabled template (only the automatic sends stop)', async () => {
    const disabled = await add('test_disabled', { enabled: false });
    expect(disabled.enabled).toBe(false);
    expect(
      resultOf(await call('POST', `${BASE}/sendMsg`, { templateCode: 'test_disabled', receiver: buyerId })),
    ).toEqual({ count: 1 });
  });
});
