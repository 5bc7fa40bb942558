import {
  DEMAND_DETAIL_PATH,
  MessageTemplateCode,
  type AnnouncementBrief,
  type AnnouncementByUser,
  type AnnouncementRecord,
  type DemandDetail,
  type DemandRecord,
  type MessageTemplateRecord,
  type PageResult,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { collect, connect, noticeSocketUrl, pause, wsRoot } from '../../test/sockets';
import { mallProduct, mallProductStyle } from '../../test/tables';

/** The users of this file, by name; tokens are made in beforeAll. */
const USERS = ['admin', 'sales', 'buyer', 'buyer2', 'othersales'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const tokens = {} as Record<User, string>;
let product: { id: string; styleId: string };

const call = (user: User, method: Method, path: string, payload?: unknown, language: 'zh' | 'en' = 'zh') =>
  apiCall(t, tokens[user], method, path, payload, language);

// The messages come from events delivered after the answer: the bell is read once they are.
const bell = async (user: User) => {
  await t.app.outbox.drain();
  return resultOf<AnnouncementByUser>(await call(user, 'GET', '/sys/annountCement/listByUser'));
};

/** The unread system messages of `user` about the order `demandId`. */
const newsOf = async (user: User, demandId: string): Promise<AnnouncementBrief[]> =>
  (await bell(user)).sysMsgList.filter((item) => item.busId === demandId);

const open = async (user: User, id: string) =>
  resultOf<AnnouncementRecord>(await call(user, 'GET', `/sys/annountCement/queryById?id=${id}`));

type Order = DemandDetail;

async function submit(extra: Record<string, unknown> = {}, user: User = 'buyer'): Promise<Order> {
  const submitted = resultOf<{ id: string }>(
    await call(user, 'POST', '/mall/demand/submit', {
      items: [{ productId: product.id, styleId: product.styleId, quantity: 10 }],
      ...extra,
    }),
  );
  return detail(submitted.id, user);
}

const detail = async (id: string, user: User = 'buyer') =>
  resultOf<Order>(await call(user, 'GET', `/mall/demand/queryById?id=${id}`));

const act = async (user: User, path: string, body: Record<string, unknown>) =>
  resultOf<DemandRecord>(await call(user, 'POST', path, body));

/** Nobody but `users` has news of the order. */
async function expectOnlyTold(demandId: string, users: User[]): Promise<void> {
  for (const user of USERS) {
    const news = await newsOf(user, demandId);
    expect(news.length > 0, `${user} told of ${demandId}`).toBe(users.includes(user));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.db
    .select({ productId: mallProduct.id, styleId: mallProductStyle.id, tenantId: mallProduct.tenantId })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1)))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no product on the shelves');
  product = { id: row.productId, styleId: row.styleId };
  await addUser(t.app.db, { username: 'buyer2', tenants: [row.tenantId], role: 'buyer' });
  const otherTenant = await addTenant(t.app.db, 'Messages elsewhere');
  await addUser(t.app.db, { username: 'othersales', tenants: [otherTenant], role: 'sales' });
  for (const user of USERS) tokens[user] = await t.login(user);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

describe('demand events as system messages', () => {
  it('tells the tenant’s sales staff of a submitted order, and nobody else', async () => {
    const order = await submit({ memo: 'urgent' });
    await expectOnlyTold(order.id, ['admin', 'sales']);
    const [news] = await newsOf('sales', order.id);
    expect(news).toMatchObject({
      titile: `新需求单 ${order.orderNo}`,
      msgCategory: '2',
      openType: 'component',
      openPage: DEMAND_DETAIL_PATH,
      busId: order.id,
      sender: 'buyer',
    });
    const message = await open('sales', news?.id ?? '');
    expect(message).toMatchObject({ msgType: 'USER', sendStatus: '1' });
    expect(message.msgContent).toContain(`<b>${order.orderNo}</b>`);
    expect(message.msgContent).toContain(`${order.currency} ${order.actualPrice}`);
    expect(message.msgContent).not.toContain('${');
  });

  it('tells sales of a price application (one with the submit too), and the buyer of the reply', async () => {
    const withApplication = await submit({ expectedPrice: '1.00', expectedMemo: 'volume <deal>' });
    const salesNews = await newsOf('sales', withApplication.id);
    expect(salesNews.map((item) => item.titile).sort()).toEqual(
      [`新需求单 ${withApplication.orderNo}`, `需求单 ${withApplication.orderNo} 申请议价`].sort(),
    );
    const applied = salesNews.find((item) => item.titile.includes('申请议价'));
    const content = (await open('admin', applied?.id ?? '')).msgContent;
    expect(content).toContain('CNY 1.00');
    // The buyer's memo is a value: escaped, never markup.
    expect(content).toContain('volume &lt;deal&gt;');
    await expectOnlyTold(withApplication.id, ['admin', 'sales']);

    // Refused: the buyer hears, with the reply.
    const refused = await act('sales', '/mall/priceApply/refuse', {
      id: withApplication.applyId,
      version: withApplication.version,
      approvalMemo: 'too low',
    });
    const refusal = (await newsOf('buyer', withApplication.id))[0];
    expect(refusal?.titile).toBe(`需求单 ${withApplication.orderNo} 议价未通过`);
    expect((await open('buyer', refusal?.id ?? '')).msgContent).toContain('too low');
    expect(await newsOf('buyer2', withApplication.id)).toEqual([]);

    // Applied again from the detail: sales hear again; agreed: the buyer hears once (not as a re-price).
    const before = (await newsOf('sales', withApplication.id)).length;
    const reapplied = await act('buyer', '/mall/priceApply/apply', {
      demandId: withApplication.id,
      version: refused.version,
      expectedPrice: '2.00',
      applyMemo: 'meet halfway',
    });
    expect((await newsOf('sales', withApplication.id)).length).toBe(before + 1);
    await act('sales', '/mall/priceApply/agree', { id: reapplied.applyId, version: reapplied.version });
    const buyerNews = await newsOf('buyer', withApplication.id);
    expect(buyerNews.map((item) => item.titile)).toEqual([
      `需求单 ${withApplication.orderNo} 议价已同意`,
      `需求单 ${withApplication.orderNo} 议价未通过`,
    ]);
    expect((await open('buyer', buyerNews[0]?.id ?? '')).msgContent).toContain('CNY 2.00');
    // Sales were not told of their own replies.
    expect((await newsOf('sales', withApplication.id)).map((item) => item.titile)).not.toContain(
      `需求单 ${withApplication.orderNo} 议价已同意`,
    );
  });

  it('tells the buyer of a new price, of completion and of closing by staff; not of their own acts', async () => {
    const order = await submit();
    const repriced = await act('sales', '/mall/demand/modifyPrice', {
      id: order.id,
      version: order.version,
      actualPrice: '3.50',
    });
    const [quoted] = await newsOf('buyer', order.id);
    expect(quoted?.titile).toBe(`需求单 ${order.orderNo} 已报价`);
    expect((await open('buyer', quoted?.id ?? '')).msgContent).toContain(
      `由 ${order.currency} ${order.actualPrice} 调整为 ${order.currency} 3.50`,
    );
    await act('sales', '/mall/demand/complete', { id: order.id, version: repriced.version });
    expect((await newsOf('buyer', order.id)).map((item) => item.titile)).toContain(
      `需求单 ${order.orderNo} 已完成`,
    );
    await expectOnlyTold(order.id, ['admin', 'sales', 'buyer']);

    const closed = await submit();
    await act('admin', '/mall/demand/close', { id: closed.id, version: closed.version });
    expect((await newsOf('buyer', closed.id)).map((item) => item.titile)).toEqual([
      `需求单 ${closed.orderNo} 已关闭`,
    ]);
    // The sales colleague is not told of a close; admin did it.
    expect((await newsOf('sales', closed.id)).map((item) => item.titile)).toEqual([
      `新需求单 ${closed.orderNo}`,
    ]);

    // The buyer's own cancel, complete and close tell nobody anything new.
    for (const action of ['cancel', 'close'] as const) {
      const own = await submit();
      const salesBefore = (await bell('sales')).sysMsgTotal;
      await act('buyer', `/mall/demand/${action}`, { id: own.id, version: own.version });
      expect(await newsOf('buyer', own.id)).toEqual([]);
      expect((await bell('sales')).sysMsgTotal).toBe(salesBefore);
    }
  });

  it('writes in the language each receiver last used, follows edited templates and stops for disabled ones', async () => {
    const order = await submit();
    // The buyer's session now names English; the message of the next change is in English.
    await call('buyer', 'GET', '/mall/demand/list', undefined, 'en');
    const repriced = await act('sales', '/mall/demand/modifyPrice', {
      id: order.id,
      version: order.version,
      actualPrice: '4.00',
    });
    expect((await newsOf('buyer', order.id)).map((item) => item.titile)).toEqual([
      `New quotation for ${order.orderNo}`,
    ]);
    await call('buyer', 'GET', '/mall/demand/list', undefined, 'zh');

    const templates = resultOf<PageResult<MessageTemplateRecord>>(
      await call('admin', 'GET', '/sys/message/sysMessageTemplate/list?templateCode=demand_&pageSize=20'),
    ).records;
    const quoted = templates.find((record) => record.templateCode === MessageTemplateCode.demandQuoted);
    const closedTemplate = templates.find(
      (record) => record.templateCode === MessageTemplateCode.demandClosed,
    );
    if (!quoted || !closedTemplate) throw new Error('seeded templates missing');
    const edit = (record: MessageTemplateRecord, change: Partial<MessageTemplateRecord>) =>
      call('admin', 'PUT', '/sys/message/sysMessageTemplate/edit', {
        id: record.id,
        version: record.version,
        templateCode: record.templateCode,
        templateName: record.templateName,
        templateContent: record.templateContent,
        templateType: record.templateType,
        templateTestJson: record.templateTestJson,
        enabled: record.enabled,
        ...change,
      });
    resultOf(await edit(quoted, { enabled: false }));
    resultOf(
      await edit(closedTemplate, {
        templateName: { zh: '订单 ${orderNo} 关了（${operator}）', en: 'Closed' },
      }),
    );
    const again = await act('sales', '/mall/demand/modifyPrice', {
      id: order.id,
      version: repriced.version,
      actualPrice: '3.00',
    });
    // Disabled: no second quotation message.
    expect((await newsOf('buyer', order.id)).length).toBe(1);
    await act('sales', '/mall/demand/close', { id: order.id, version: again.version });
    expect((await newsOf('buyer', order.id)).map((item) => item.titile)).toContain(
      `订单 ${order.orderNo} 关了（销售代表）`,
    );
    const disabled = resultOf<MessageTemplateRecord>(
      await call('admin', 'GET', `/sys/message/sysMessageTemplate/queryById?id=${quoted.id}`),
    );
    resultOf(await edit(disabled, { enabled: true }));
  });
});

describe('notification preferences', () => {
  it('leaves out whoever chose not to receive a kind of message, and only that kind', async () => {
    const choose = async (user: User, systemMessageKinds: string[]) =>
      resultOf(
        await call(user, 'PUT', '/sys/user/notificationSettings', {
          desktopUrgent: true,
          systemMessageKinds,
        }),
      );
    await choose('sales', ['demandProgress', 'priceApplication']);
    await choose('buyer', ['demandSubmitted', 'priceApplication']);
    try {
      const order = await submit({ expectedPrice: '1.00' });
      // Sales muted new orders but still hear of the price application; admin hears of both.
      expect((await newsOf('sales', order.id)).map((item) => item.titile)).toEqual([
        `需求单 ${order.orderNo} 申请议价`,
      ]);
      expect((await newsOf('admin', order.id)).length).toBe(2);
      await act('sales', '/mall/priceApply/refuse', {
        id: order.applyId,
        version: order.version,
        approvalMemo: 'no',
      });
      // The buyer muted the progress of their orders.
      expect(await newsOf('buyer', order.id)).toEqual([]);
    } finally {
      await choose('sales', ['demandProgress', 'demandSubmitted', 'priceApplication']);
      await choose('buyer', ['demandProgress', 'demandSubmitted', 'priceApplication']);
    }
  });
});

describe('the unread marker of an order', () => {
  it('marks the buyer’s orders with news in the list and the detail until the detail reads them', async () => {
    const quiet = await submit();
    const busy = await submit();
    const repriced = await act('sales', '/mall/demand/modifyPrice', {
      id: busy.id,
      version: busy.version,
      discountRate: '0.9',
    });
    await act('sales', '/mall/demand/close', { id: busy.id, version: repriced.version });

    const unreadIn = async (user: User) => {
      await t.app.outbox.drain();
      const page = resultOf<PageResult<DemandRecord>>(
        await call(user, 'GET', '/mall/demand/list?pageSize=100'),
      );
      return new Map(page.records.map((record) => [record.id, record.unreadMessages]));
    };
    const mine = await unreadIn('buyer');
    expect(mine.get(busy.id)).toBe(true);
    expect(mine.get(quiet.id)).toBe(false);
    expect((await detail(busy.id)).unreadMessages).toBe(true);
    expect((await detail(quiet.id)).unreadMessages).toBe(false);
    // Sales have their own news: the submissions.
    expect((await unreadIn('sales')).get(quiet.id)).toBe(true);

    const bellBefore = (await bell('buyer')).sysMsgTotal;
    const read = await call('buyer', 'PUT', '/sys/sysAnnouncementSend/readByBusId', { busId: busy.id });
    expect(resultOf(read)).toEqual({ count: 2 });
    expect((await unreadIn('buyer')).get(busy.id)).toBe(false);
    expect((await detail(busy.id)).unreadMessages).toBe(false);
    expect((await bell('buyer')).sysMsgTotal).toBe(bellBefore - 2);
    // Reading one's own copies leaves everybody else's unread.
    expect((await unreadIn('sales')).get(busy.id)).toBe(true);
    // Nothing left, another order, another user's order: nothing to read.
    expect(
      resultOf(await call('buyer', 'PUT', '/sys/sysAnnouncementSend/readByBusId', { busId: busy.id })),
    ).toEqual({
      count: 0,
    });
    expect(
      resultOf(await call('othersales', 'PUT', '/sys/sysAnnouncementSend/readByBusId', { busId: quiet.id })),
    ).toEqual({ count: 0 });
    expect((await unreadIn('sales')).get(quiet.id)).toBe(true);
    expect((await call('buyer', 'PUT', '/sys/sysAnnouncementSend/readByBusId', {})).statusCode).toBe(400);
  });

  it('clears the marker when the bell’s item is read one by one', async () => {
    const order = await submit();
    await act('sales', '/mall/demand/close', { id: order.id, version: order.version });
    const [news] = await newsOf('buyer', order.id);
    resultOf(
      await call('buyer', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: news?.id }),
    );
    expect((await detail(order.id)).unreadMessages).toBe(false);
  });
});

describe('delivery in real time', () => {
  it('reaches the open notification sockets of the people told, and only theirs', async () => {
    const root = wsRoot(t.app);
    const sockets = await Promise.all(
      (['buyer', 'sales', 'buyer2', 'othersales'] as const).map((user) =>
        connect(noticeSocketUrl(root, tokens[user])),
      ),
    );
    const [buyerHeard, salesHeard, buyer2Heard, otherHeard] = sockets.map((socket) => collect(socket));
    const order = await submit();
    await act('sales', '/mall/demand/modifyPrice', {
      id: order.id,
      version: order.version,
      actualPrice: '5.00',
    });
    // Delivered after the answers; the sockets hear it through the bus a moment later.
    await t.app.outbox.drain();
    await pause(300);
    const parsed = (messages: string[] | undefined) =>
      (messages ?? []).map((text) => JSON.parse(text) as { cmd: string; msgTxt: string });
    expect(parsed(salesHeard)).toEqual([
      expect.objectContaining({ cmd: 'user', msgTxt: `新需求单 ${order.orderNo}` }),
    ]);
    expect(parsed(buyerHeard)).toEqual([
      expect.objectContaining({ cmd: 'user', msgTxt: `需求单 ${order.orderNo} 已报价` }),
    ]);
    expect(buyer2Heard).toEqual([]);
    expect(otherHeard).toEqual([]);
    for (const socket of sockets) socket.close();
  });
});
