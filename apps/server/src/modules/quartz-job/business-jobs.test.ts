import {
  JobStatus,
  PRICE_REMINDER_DEFAULT_HOURS,
  QUOTE_VALIDITY_DAYS,
  type AnnouncementBrief,
  type AnnouncementByUser,
  type DemandDetail,
  type DemandLog,
  type DemandRecord,
  type JobRunRecord,
  type QuartzJobRecord,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant } from '../../test/fixtures';
import { apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { mallDemand, mallDemandLog, mallPriceApply, mallProduct, mallProductStyle } from '../../test/tables';
import { markExpiredQuotations } from '../demand/service';

// The quotation expiry and the price application reminder, run once now through the jobs API.

const USERS = ['admin', 'sales', 'buyer'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const tokens = {} as Record<User, string>;
let product: { id: string; styleId: string };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const call = (user: User, method: Method, path: string, payload?: unknown) =>
  apiCall(t, tokens[user], method, path, payload, 'zh');

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: 'false' } });
  const [row] = await t.app.db
    .select({ productId: mallProduct.id, styleId: mallProductStyle.id })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1)))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no product on the shelves');
  product = { id: row.productId, styleId: row.styleId };
  for (const user of USERS) tokens[user] = await t.login(user);
});
afterAll(() => t?.close());

async function submit(extra: Record<string, unknown> = {}): Promise<DemandDetail> {
  const { id } = resultOf<{ id: string }>(
    await call('buyer', 'POST', '/mall/demand/submit', {
      items: [{ productId: product.id, styleId: product.styleId, quantity: 10 }],
      ...extra,
    }),
  );
  return resultOf<DemandDetail>(await call('buyer', 'GET', `/mall/demand/queryById?id=${id}`));
}

const quotedDaysAgo = (demandId: string, days: number) =>
  t.app.db
    .update(mallDemand)
    .set({ quoteDate: new Date(Date.now() - days * DAY_MS) })
    .where(eq(mallDemand.id, demandId));

const appliedHoursAgo = (demandId: string, hours: number) =>
  t.app.db
    .update(mallPriceApply)
    .set({ applyTime: new Date(Date.now() - hours * HOUR_MS) })
    .where(eq(mallPriceApply.demandId, demandId));

const logActions = async (demandId: string) =>
  resultOf<DemandLog[]>(await call('buyer', 'GET', `/mall/priceApply/logs?demandId=${demandId}`)).map(
    (log) => log.action,
  );

/** The unread system messages of `user` about the order whose title names `words`. */
async function news(user: User, demandId: string, words: string): Promise<AnnouncementBrief[]> {
  // The messages come from the jobs' events, delivered after the jobs' commits.
  await t.app.outbox.drain();
  const bell = resultOf<AnnouncementByUser>(await call(user, 'GET', '/sys/annountCement/listByUser'));
  return bell.sysMsgList.filter((item) => item.busId === demandId && item.titile.includes(words));
}

/** Adds a paused job of `jobClassName` (it runs only when told to). */
async function addJob(jobClassName: string, parameter: string | null = null): Promise<string> {
  const description = `business job ${Math.random()}`;
  resultOf(
    await call('admin', 'POST', '/sys/quartzJob/add', {
      jobClassName,
      cronExpression: '0 0 3 * * ? *',
      parameter,
      description,
      status: JobStatus.paused,
    }),
  );
  const page = resultOf<{ records: QuartzJobRecord[] }>(
    await call('admin', 'GET', '/sys/quartzJob/list?pageSize=100'),
  );
  const job = page.records.find((record) => record.description === description);
  if (!job) throw new Error('the added job is not listed');
  return job.id;
}

const runNow = async (jobId: string) =>
  resultOf<JobRunRecord>(await call('admin', 'GET', `/sys/quartzJob/execute?id=${jobId}`));

describe('quotationExpiryJob', () => {
  it('marks each pending order past its validity once per quotation and tells its buyer once', async () => {
    const expired = await submit();
    const fresh = await submit();
    const justValid = await submit();
    const cancelled = await submit();
    resultOf<DemandRecord>(
      await call('buyer', 'POST', '/mall/demand/cancel', { id: cancelled.id, version: cancelled.version }),
    );
    await quotedDaysAgo(expired.id, QUOTE_VALIDITY_DAYS + 1);
    await quotedDaysAgo(justValid.id, QUOTE_VALIDITY_DAYS - 1);
    await quotedDaysAgo(cancelled.id, QUOTE_VALIDITY_DAYS + 5);
    const jobId = await addJob('quotationExpiryJob');

    const first = await runNow(jobId);
    expect(first).toMatchObject({ outcome: 'ok', error: null });
    expect(first.result).toContain(expired.orderNo);
    for (const other of [fresh, justValid, cancelled]) expect(first.result).not.toContain(other.orderNo);
    expect(await logActions(expired.id)).toEqual(['submit', 'quoteExpired']);
    for (const other of [fresh, justValid]) expect(await logActions(other.id)).toEqual(['submit']);
    expect(await logActions(cancelled.id)).toEqual(['submit', 'cancel']);
    expect(await news('buyer', expired.id, '报价已过期')).toHaveLength(1);
    expect(await news('buyer', fresh.id, '报价已过期')).toHaveLength(0);
    // The buyer is told, not the sales.
    expect(await news('sales', expired.id, '报价已过期')).toHaveLength(0);

    const second = await runNow(jobId);
    expect(second).toMatchObject({ outcome: 'ok', result: 'quotations marked expired: 0' });
    expect(await logActions(expired.id)).toEqual(['submit', 'quoteExpired']);
    expect(await news('buyer', expired.id, '报价已过期')).toHaveLength(1);

    // A new quotation is valid again; once it too is past its validity, it is marked again.
    const current = resultOf<DemandDetail>(
      await call('sales', 'GET', `/mall/demand/queryById?id=${expired.id}`),
    );
    resultOf<DemandRecord>(
      await call('sales', 'POST', '/mall/demand/modifyPrice', {
        id: expired.id,
        version: current.version,
        discountRate: '0.9',
      }),
    );
    expect((await runNow(jobId)).result).toBe('quotations marked expired: 0');
    // Thirty-one days on: the history moves back with the new quote date.
    await t.app.db
      .update(mallDemandLog)
      .set({ time: new Date(Date.now() - 2 * QUOTE_VALIDITY_DAYS * DAY_MS) })
      .where(eq(mallDemandLog.demandId, expired.id));
    await quotedDaysAgo(expired.id, QUOTE_VALIDITY_DAYS + 1);
    expect((await runNow(jobId)).result).toContain(expired.orderNo);
    expect(await logActions(expired.id)).toEqual(['submit', 'quoteExpired', 'modifyPrice', 'quoteExpired']);
  });

  it('marks only the orders of its own tenant', async () => {
    const order = await submit();
    await quotedDaysAgo(order.id, QUOTE_VALIDITY_DAYS + 2);
    const elsewhere = await addTenant(t.app.db, 'Expiry elsewhere');
    expect(await markExpiredQuotations(t.app, elsewhere)).toEqual([]);
    expect(await logActions(order.id)).toEqual(['submit']);
  });
});

describe('priceApplicationReminderJob', () => {
  it(`reminds sales once of each application in review longer than the hours (${PRICE_REMINDER_DEFAULT_HOURS} unless set)`, async () => {
    const waiting = await submit({ expectedPrice: '1.00' });
    const recent = await submit({ expectedPrice: '1.00' });
    const answered = await submit({ expectedPrice: '1.00' });
    resultOf<DemandRecord>(
      await call('sales', 'POST', '/mall/priceApply/refuse', {
        id: answered.applyId,
        version: answered.version,
        approvalMemo: 'no',
      }),
    );
    await appliedHoursAgo(waiting.id, PRICE_REMINDER_DEFAULT_HOURS + 1);
    await appliedHoursAgo(recent.id, 2);
    await appliedHoursAgo(answered.id, PRICE_REMINDER_DEFAULT_HOURS + 5);
    const byDefault = await addJob('priceApplicationReminderJob');

    const first = await runNow(byDefault);
    expect(first).toMatchObject({ outcome: 'ok', error: null });
    expect(first.result).toContain(`waiting over ${PRICE_REMINDER_DEFAULT_HOURS} hours`);
    expect(first.result).toContain(waiting.orderNo);
    for (const other of [recent, answered]) expect(first.result).not.toContain(other.orderNo);
    expect(await news('sales', waiting.id, '议价申请待处理')).toHaveLength(1);
    expect(await news('sales', recent.id, '议价申请待处理')).toHaveLength(0);
    expect(await news('sales', answered.id, '议价申请待处理')).toHaveLength(0);
    // Sales are reminded, not the buyer.
    expect(await news('buyer', waiting.id, '议价申请待处理')).toHaveLength(0);

    const second = await runNow(byDefault);
    expect(second.result).toContain('applications reminded of: 0');
    expect(await news('sales', waiting.id, '议价申请待处理')).toHaveLength(1);

    // A job with its own hours reminds of the recent one, and of the first one not again.
    const hourly = await addJob('priceApplicationReminderJob', '1');
    const third = await runNow(hourly);
    expect(third.result).toContain('waiting over 1 hours');
    expect(third.result).toContain(recent.orderNo);
    expect(third.result).not.toContain(waiting.orderNo);
    expect(await news('sales', recent.id, '议价申请待处理')).toHaveLength(1);
    expect(await news('sales', waiting.id, '议价申请待处理')).toHaveLength(1);
  });
});
