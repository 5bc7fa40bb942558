// Free of zod: the demand pages read the validity date, and must not load the schema library for it.

/** The years a date typed or sent by a client may fall in; anything outside is refused as not a date. */
export const MIN_INPUT_YEAR = 1900;
export const MAX_INPUT_YEAR = 2999;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function yearInRange(year: number): boolean {
  return year >= MIN_INPUT_YEAR && year <= MAX_INPUT_YEAR;
}

/** A real calendar day as YYYY-MM-DD (no 02-30, no month 13) within the input years. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!yearInRange(year)) return false;
  const time = new Date(Date.UTC(year, month - 1, day));
  return time.getUTCFullYear() === year && time.getUTCMonth() === month - 1 && time.getUTCDate() === day;
}

/** An ISO time with offset whose calendar day is real and whose instant falls within the input years. */
export function isInputDateTime(value: string): boolean {
  if (!isCalendarDay(value.slice(0, 10))) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && yearInRange(new Date(time).getUTCFullYear());
}

/** A quotation is valid this many days from its quote date; an expired one cannot be completed. */
export const QUOTE_VALIDITY_DAYS = 30;

/** The last moment a quotation given at `quoteDate` is valid: the quote date plus the validity days. */
export function quoteValidUntil(quoteDate: Date | string): Date {
  return new Date(new Date(quoteDate).getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
}

/** The day (YYYY-MM-DD, UTC like the quote date) a quotation given at `quoteDate` is valid until. */
export function quoteValidUntilDay(quoteDate: Date | string): string {
  return quoteValidUntil(quoteDate).toISOString().slice(0, 10);
}

/** A quotation past its valid-until moment is expired: it cannot be completed until sales re-quote. */
export function isQuoteExpired(quoteDate: Date | string, now: Date = new Date()): boolean {
  return now.getTime() > quoteValidUntil(quoteDate).getTime();
}
