import {
  ErrorKey,
  type AnnouncementByUser,
  type AnnouncementRecord,
  type MyAnnouncementRecord,
  type PageResult,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { sysUser } from '../../test/tables';

let t: TestApp;
let adminToken: string;
let buyerToken: string;
let salesToken: string;
let strangerToken: string;
let buyerId: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

const add = async (extra: Record<string, unknown> = {}) =>
  resultOf<AnnouncementRecord>(
    await call('POST', '/sys/annountCement/add', {
      titile: 'Maintenance tonight',
      msgContent: '<p>Down <b>22:00</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
      ...extra,
    }),
  );
const publish = (id: string, token = adminToken) =>
  call('GET', `/sys/annountCement/doReleaseData?id=${id}`, undefined, token);
const bell = async (token: string) =>
  resultOf<AnnouncementByUser>(await call('GET', '/sys/annountCement/listByUser', undefined, token));

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  buyerToken = await t.login('buyer');
  salesToken = await t.login('sales');
  strangerToken = (await addTenantWithUser(t, 'Announcement strangers', 'annt-stranger')).token;
  const [buyer] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'buyer'));
  buyerId = buyer?.id ?? '';
});
afterAll(() => t?.close());

describe('/sys/annountCement (administration)', () => {
  it('adds a sanitised draft, edits it against its version, lists and reads it', async () => {
    const draft = await add();
    expect(draft).toMatchObject({ sendStatus: '0', msgType: 'ALL', userIds: '', sender: null });
    expect(draft.msgContent).toContain('<b>22:00</b>');
    expect(draft.msgContent).not.toMatch(/script|onerror/);

    const edited = resultOf<AnnouncementRecord>(
      await call('PUT', '/sys/annountCement/edit', {
        id: draft.id,
        version: draft.version,
        titile: 'Maintenance at 23:00',
        msgContent: '<p>later</p>',
        priority: 'M',
        msgCategory: '2',
        msgType: 'ALL',
      }),
    );
    expect(edited).toMatchObject({
      titile: 'Maintenance at 23:00',
      priority: 'M',
      version: draft.version + 1,
    });
    // The form's old version is stale now.
    const stale = await call('PUT', '/sys/annountCement/edit', {
      id: draft.id,
      version: draft.version,
      titile: 'x',
    });
    expectFailure(stale, 409, ErrorKey.stale);

    const page = resultOf<PageResult<AnnouncementRecord>>(
      await call('GET', '/sys/annountCement/list?titile=23:00&sendStatus=0'),
    );
    expect(page.records.map((record) => record.id)).toEqual([draft.id]);
    const read = resultOf<AnnouncementRecord>(
      await call('GET', `/sys/annountCement/queryById?id=${draft.id}`),
    );
    expect(read.titile).toBe('Maintenance at 23:00');
  });

  it('refuses bad input: unknown fields, bad enums, script pages, unknown or foreign users', async () => {
    const bad = [
      { titile: '' },
      { titile: 'a', priority: 'X' },
      { titile: 'a', surprise: 1 },
      { titile: 'a', openType: 'url', openPage: 'javascript:alert(1)' },
    ];
    for (const body of bad) expect((await call('POST', '/sys/annountCement/add', body)).statusCode).toBe(400);
    const noPage = await call('POST', '/sys/annountCement/add', { titile: 'a', openType: 'url' });
    expectFailure(noPage, 400, 'announcement.openPageRequired');
    const unknownUser = await call('POST', '/sys/annountCement/add', {
      titile: 'a',
      msgType: 'USER',
      userIds: 'nobody',
    });
    expectFailure(unknownUser, 400, 'announcement.usersRequired');
    const noUsers = await call('POST', '/sys/annountCement/add', {
      titile: 'a',
      msgType: 'USER',
      userIds: '',
    });
    expectFailure(noUsers, 400, 'announcement.usersRequired');
    const badList = await call('GET', '/sys/annountCement/list?password=1');
    expect(badList.statusCode).toBe(400);
  });

  it('refuses the administration calls to a buyer and keeps other tenants out', async () => {
    const draft = await add();
    for (const [method, path, body] of [
      ['GET', '/sys/annountCement/list', undefined],
      ['GET', '/sys/annountCement/exportXls', undefined],
      ['POST', '/sys/annountCement/add', { titile: 'x' }],
      ['PUT', '/sys/annountCement/edit', { id: draft.id, version: 0, titile: 'x' }],
      ['DELETE', `/sys/annountCement/delete?id=${draft.id}`, undefined],
      ['DELETE', `/sys/annountCement/deleteBatch?ids=${draft.id}`, undefined],
      ['GET', `/sys/annountCement/doReleaseData?id=${draft.id}`, undefined],
      ['GET', `/sys/annountCement/doRevokeData?id=${draft.id}`, undefined],
    ] as const) {
      const response = await call(method, path, body, buyerToken);
      expect([403, 510], `${method} ${path}`).toContain(response.statusCode);
    }
    // A draft is not the buyer's to read.
    expectFailure(
      await call('GET', `/sys/annountCement/queryById?id=${draft.id}`, undefined, buyerToken),
      404,
      ErrorKey.notFound,
    );
    // Another tenant's administrator neither sees nor touches it.
    expectFailure(
      await call('GET', `/sys/annountCement/queryById?id=${draft.id}`, undefined, strangerToken),
      404,
      ErrorKey.notFound,
    );
    expectFailure(await publish(draft.id, strangerToken), 404, ErrorKey.notFound);
    const foreignDelete = await call(
      'DELETE',
      `/sys/annountCement/delete?id=${draft.id}`,
      undefined,
      strangerToken,
    );
    expect(resultOf<{ count: number }>(foreignDelete).count).toBe(0);
    const strangerList = resultOf<PageResult<AnnouncementRecord>>(
      await call('GET', '/sys/annountCement/list', undefined, strangerToken),
    );
    expect(strangerList.records.map((record) => record.id)).not.toContain(draft.id);
    expect((await bell(strangerToken)).anntMsgTotal).toBe(0);
  });
  it('exports the list the filter finds, its titles and texts in the caller’s language, without the content', async () => {
    const mark = `Export ${Date.now().toString(36)}`;
    await add({ titile: `${mark} A` });
    await add({ titile: `${mark} B`, msgCategory: '2' });
    for (const language of ['zh', 'en'] as const) {
      const response = await apiCall(
        t,
        adminToken,
        'GET',
        `/sys/annountCement/exportXls?titile=${encodeURIComponent(mark)}&msgCategory=2`,
        undefined,
        language,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(language === 'zh' ? '系统通告' : 'Announcements'),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows = (workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((row) =>
        row.slice(1),
      );
      expect(rows[0]).toEqual(
        language === 'zh'
          ? ['标题', '消息类型', '优先级', '通告对象', '发布状态', '发布人', '发布时间', '创建时间']
          : ['Title', 'Category', 'Priority', 'Audience', 'Status', 'Sender', 'Published', 'Created'],
      );
      expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
        [`${mark} B`, language === 'zh' ? '系统消息' : 'System message'],
      ]);
    }
  });
});

describe('publishing and reading', () => {
  it('shows a published notice to everyone unread, marks it read, and hides it once revoked', async () => {
    const draft = await add({ titile: 'For everyone' });
    expect((await bell(buyerToken)).anntMsgList.map((item) => item.id)).not.toContain(draft.id);

    const published = resultOf<AnnouncementRecord>(await publish(draft.id));
    expect(published).toMatchObject({ sendStatus: '1', sender: 'admin' });
    expect(published.sendTime).not.toBeNull();
    // Published: no more edits, no second publication.
    expectFailure(await publish(draft.id), 400, 'announcement.notDraft');
    expectFailure(
      await call('PUT', '/sys/annountCement/edit', { id: draft.id, version: published.version, titile: 'x' }),
      400,
      'announcement.notDraft',
    );

    const before = await bell(buyerToken);
    expect(before.anntMsgList.map((item) => item.id)).toContain(draft.id);
    const item = before.anntMsgList.find((entry) => entry.id === draft.id);
    expect(item).toMatchObject({ titile: 'For everyone', priority: 'H', sender: 'admin' });
    const opened = resultOf<AnnouncementRecord>(
      await call('GET', `/sys/annountCement/queryById?id=${draft.id}`, undefined, buyerToken),
    );
    expect(opened.msgContent).not.toContain('script');

    resultOf(
      await call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: draft.id }, buyerToken),
    );
    const after = await bell(buyerToken);
    expect(after.anntMsgList.map((entry) => entry.id)).not.toContain(draft.id);
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
    // Read by the buyer, still unread for sales.
    expect((await bell(salesToken)).anntMsgList.map((entry) => entry.id)).toContain(draft.id);

    const mine = resultOf<PageResult<MyAnnouncementRecord>>(
      await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1', undefined, buyerToken),
    );
    expect(mine.records.find((entry) => entry.anntId === draft.id)).toMatchObject({ readFlag: '1' });

    expectFailure(
      await call('GET', `/sys/annountCement/doRevokeData?id=${draft.id}`, undefined, buyerToken),
      403,
      ErrorKey.forbidden,
    );
    const revoked = resultOf<AnnouncementRecord>(
      await call('GET', `/sys/annountCement/doRevokeData?id=${draft.id}`),
    );
    expect(revoked.sendStatus).toBe('2');
    expectFailure(
      await call('GET', `/sys/annountCement/doRevokeData?id=${draft.id}`),
      400,
      'announcement.notPublished',
    );
    // A revoked notice stays revoked: publishing it again is refused.
    expectFailure(await publish(draft.id), 400, 'announcement.notDraft');
    expect((await bell(salesToken)).anntMsgList.map((entry) => entry.id)).not.toContain(draft.id);
    const mineAfter = resultOf<PageResult<MyAnnouncementRecord>>(
      await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', undefined, buyerToken),
    );
    expect(mineAfter.records.map((entry) => entry.anntId)).not.toContain(draft.id);
    expectFailure(
      await call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: draft.id }, buyerToken),
      404,
      ErrorKey.notFound,
    );
  });

  it('shows a message to chosen users only, and marks everything read at once', async () => {
    const draft = await add({
      titile: 'Just the buyer',
      msgCategory: '2',
      msgType: 'USER',
      userIds: buyerId,
    });
    resultOf(await publish(draft.id));
    expect((await bell(buyerToken)).sysMsgList.map((item) => item.id)).toContain(draft.id);
    expect((await bell(salesToken)).sysMsgList.map((item) => item.id)).not.toContain(draft.id);
    expectFailure(
      await call('GET', `/sys/annountCement/queryById?id=${draft.id}`, undefined, salesToken),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: draft.id }, salesToken),
      404,
      ErrorKey.notFound,
    );

    const unread = resultOf<PageResult<MyAnnouncementRecord>>(
      await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0', undefined, buyerToken),
    );
    expect(unread.records.map((entry) => entry.anntId)).toContain(draft.id);
    const cleared = resultOf<{ count: number }>(
      await call('PUT', '/sys/sysAnnouncementSend/readAll', undefined, buyerToken),
    );
    expect(cleared.count).toBeGreaterThanOrEqual(1);
    const empty = await bell(buyerToken);
    expect(empty.anntMsgTotal + empty.sysMsgTotal).toBe(0);
    expect(
      (await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=2', undefined, buyerToken))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'PUT',
          '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
          { anntId: draft.id, x: 1 },
          buyerToken,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('needs a session for the reader calls', async () => {
    for (const [method, path] of [
      ['GET', '/sys/annountCement/listByUser'],
      ['GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend'],
      ['PUT', '/sys/sysAnnouncementSend/readAll'],
    ] as const) {
      expectFailure(await call(method, path, undefined, ''), 401, ErrorKey.unauthorized);
    }
  });
});
