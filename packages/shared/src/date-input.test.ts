import { describe, expect, it } from 'vitest';
import { isQuoteExpired, quoteValidUntil, quoteValidUntilDay } from './calendar';
import { lineQuantitySchema } from './cart';
import { lotAddSchema, productResourceInputSchema } from './catalogue';
import { dashboardQuerySchema } from './dashboard';
import { calendarDateSchema, dateTimeSchema, dayOrDateTimeSchema } from './date-input';
import { demandListQuerySchema } from './demand';
import { ErrorKey } from './errors';
import { QUANTITY_INVALID_KEY } from './mall-limits';
import { tenantAddSchema } from './tenant';

describe('the date schemas', () => {
  it.each(['2024-02-29', '2026-11-20', '1900-01-01', '2999-12-31'])('accept the real day %s', (day) => {
    expect(calendarDateSchema.safeParse(day).success).toBe(true);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '0000-01-01',
    '1899-12-31',
    '3000-01-01',
    '9999-12-31',
    '99999-01-01',
    '2024-1-1',
    '',
  ])('refuse %s with the date message', (day) => {
    const parsed = calendarDateSchema.safeParse(day);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(ErrorKey.dateInvalid);
  });

  it('take ISO times on a real day within the years, whatever the offset', () => {
    expect(dateTimeSchema.safeParse('2026-11-20T08:00:00Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('2026-11-20T08:00:00.123+08:00').success).toBe(true);
    for (const bad of [
      '2026-02-30T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '2999-12-31T23:00:00-05:00',
      '2026-11-20',
      'tomorrow',
    ]) {
      expect(dateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(dayOrDateTimeSchema.safeParse('2026-11-20').success).toBe(true);
  });

  it("take JeecgBoot's yyyy-MM-dd HH:mm:ss as that UTC time, on a real day only", () => {
    expect(dateTimeSchema.parse('2026-11-20 08:30:00')).toBe('2026-11-20T08:30:00Z');
    for (const bad of ['2026-02-30 00:00:00', '2026-11-20 25:00:00', '2026-11-20 08:30']) {
      expect(dateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(dayOrDateTimeSchema.safeParse('2026-11-20T00:00:00Z').success).toBe(true);
    expect(dayOrDateTimeSchema.safeParse('9999-12-31').success).toBe(false);
  });

  it('guard every date field the API takes', () => {
    expect(demandListQuerySchema.safeParse({ orderTimeEnd: '9999-12-31' }).success).toBe(false);
    expect(demandListQuerySchema.safeParse({ orderTimeBegin: '0000-01-01' }).success).toBe(false);
    expect(demandListQuerySchema.safeParse({ orderTimeBegin: '2026-11-20' }).success).toBe(true);
    expect(dashboardQuerySchema.safeParse({ from: '0000-01-01', to: '0000-01-02' }).success).toBe(false);
    const lot = { lotNo: 'L1', productId: 'p', styleId: null, memo: '' };
    expect(lotAddSchema.safeParse({ ...lot, productionDate: '2024-02-30' }).success).toBe(false);
    expect(lotAddSchema.safeParse({ ...lot, productionDate: '2024-02-29' }).success).toBe(true);
    const resource = {
      title: { zh: '说明书', en: 'Manual' },
      version: '1',
      comment: { zh: '', en: '' },
      file: null,
      fileName: '',
    };
    expect(productResourceInputSchema.safeParse({ ...resource, date: '2024-13-01' }).success).toBe(false);
    expect(productResourceInputSchema.safeParse({ ...resource, date: '2024-12-01' }).success).toBe(true);
    expect(tenantAddSchema.safeParse({ name: 'T', beginDate: '0000-01-01T00:00:00Z' }).success).toBe(false);
  });
});

describe('the line quantity', () => {
  it.each([
    [1, 1],
    ['3', 3],
    [' 12 ', 12],
    [999_999, 999_999],
  ])('takes %j as %d', (input, quantity) => {
    expect(lineQuantitySchema.parse(input)).toBe(quantity);
  });

  it.each([
    true,
    false,
    null,
    '1e3',
    '0x10',
    '2.0',
    1.5,
    0,
    -1,
    '-1',
    1_000_000,
    '1000000',
    '',
    'x',
    [1],
    {},
  ])('refuses %j with the quantity message, never converting or clamping it', (input) => {
    const parsed = lineQuantitySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([QUANTITY_INVALID_KEY]);
  });
});

describe('the quotation validity', () => {
  it('runs 30 days from the quote date; a quotation 29 days old is valid, one just past 30 days expired', () => {
    const quoteDate = new Date('2026-11-01T10:00:00Z');
    expect(quoteValidUntil(quoteDate).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(quoteValidUntilDay('2026-11-01T10:00:00Z')).toBe('2026-12-01');
    const day = 86_400_000;
    expect(isQuoteExpired(quoteDate, new Date(quoteDate.getTime() + 29 * day))).toBe(false);
    expect(isQuoteExpired(quoteDate, new Date(quoteDate.getTime() + 30 * day))).toBe(false);
    expect(isQuoteExpired(quoteDate, new Date(quoteDate.getTime() + 30 * day + 1000))).toBe(true);
  });
});
