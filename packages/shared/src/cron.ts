import { Cron } from 'croner';

/*
 * Seven-part Quartz cron expressions (seconds, minutes, hours, day of month, month, day of week, year),
 * shared by the cron builder and the server's validation so both accept exactly the same expressions.
 *
 * croner evaluates them (the next fire times) with its Quartz options. Its own parser is not the gate:
 * it accepts values outside Quartz's limits (weekday 8, year 2120) and cannot tell the builder which
 * part is wrong, so each part is first read here into one of the builder's shapes, within the builder's
 * limits, and only an expression that reads back into the shapes is evaluated.
 */

export const CRON_FIELDS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

/**
 * Limits of each part: values lie in min–max; an interval starts in intervalStartMin–max and steps by
 * 1–stepMax. Minutes step up to 60 and months may start their interval at 0 (read as "from the first
 * month"), as the builder offers; years run 2019–2119 and step up to 99; an nth weekday is 1–5.
 */
export const CRON_LIMITS: Readonly<
  Record<CronField, { min: number; max: number; intervalStartMin: number; stepMax: number }>
> = {
  second: { min: 0, max: 59, intervalStartMin: 0, stepMax: 59 },
  minute: { min: 0, max: 59, intervalStartMin: 0, stepMax: 60 },
  hour: { min: 0, max: 23, intervalStartMin: 0, stepMax: 23 },
  dayOfMonth: { min: 1, max: 31, intervalStartMin: 1, stepMax: 31 },
  month: { min: 1, max: 12, intervalStartMin: 0, stepMax: 12 },
  dayOfWeek: { min: 1, max: 7, intervalStartMin: 1, stepMax: 7 },
  year: { min: 2019, max: 2119, intervalStartMin: 2019, stepMax: 99 },
};
export const CRON_NTH_WEEKDAY_MAX = 5;

/** One part as the builder's tabs hold it. */
export type CronPart =
  | { kind: 'every' }
  /** `?`: day of month or day of week left to the other. */
  | { kind: 'none' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'interval'; from: number; step: number }
  | { kind: 'specific'; values: number[] }
  /** `L` in the day of month. */
  | { kind: 'lastDay' }
  /** `15W`: the weekday nearest the day. */
  | { kind: 'nearestWeekday'; day: number }
  /** `6L`: the month's last such weekday. */
  | { kind: 'lastWeekday'; weekday: number }
  /** `6#3`: the month's nth such weekday. */
  | { kind: 'nthWeekday'; weekday: number; nth: number };
export type CronPartKind = CronPart['kind'];

export type CronParts = Record<CronField, CronPart>;

/** The tabs each part offers, in order. */
export const CRON_PART_KINDS: Readonly<Record<CronField, readonly CronPartKind[]>> = {
  second: ['every', 'interval', 'range', 'specific'],
  minute: ['every', 'interval', 'range', 'specific'],
  hour: ['every', 'interval', 'range', 'specific'],
  dayOfMonth: ['every', 'none', 'interval', 'range', 'nearestWeekday', 'lastDay', 'specific'],
  month: ['every', 'interval', 'range', 'specific'],
  dayOfWeek: ['every', 'none', 'range', 'nthWeekday', 'lastWeekday', 'specific'],
  year: ['every', 'interval', 'range', 'specific'],
};

/** Why an expression is refused; `field` names the part at fault when one is. */
export type CronErrorCode = 'parts' | 'syntax' | 'range' | 'dayConflict' | 'neverFires';
export interface CronError {
  code: CronErrorCode;
  field?: CronField;
}
export type CronReadResult = { ok: true; parts: CronParts } | { ok: false; error: CronError };

const INTEGER = /^\d{1,4}$/;

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The part's shape if its text is one the builder can hold within the limits; a CronError otherwise. */
export function readCronPart(field: CronField, text: string): CronPart | CronError {
  const { min, max, intervalStartMin, stepMax } = CRON_LIMITS[field];
  const days = field === 'dayOfMonth' || field === 'dayOfWeek';
  const out = (): CronError => ({ code: 'range', field });
  if (text === '*') return { kind: 'every' };
  if (text === '?') return days ? { kind: 'none' } : { code: 'syntax', field };
  if (field === 'dayOfMonth' && text === 'L') return { kind: 'lastDay' };
  let match = /^(\d{1,2})W$/.exec(text);
  if (field === 'dayOfMonth' && match) {
    const day = Number(match[1]);
    return inRange(day, min, max) ? { kind: 'nearestWeekday', day } : out();
  }
  match = /^(\d)L$/.exec(text);
  if (field === 'dayOfWeek' && match) {
    const weekday = Number(match[1]);
    return inRange(weekday, min, max) ? { kind: 'lastWeekday', weekday } : out();
  }
  match = /^(\d)#(\d)$/.exec(text);
  if (field === 'dayOfWeek' && match) {
    const weekday = Number(match[1]);
    const nth = Number(match[2]);
    return inRange(weekday, min, max) && inRange(nth, 1, CRON_NTH_WEEKDAY_MAX)
      ? { kind: 'nthWeekday', weekday, nth }
      : out();
  }
  match = /^(\*|\d{1,4})\/(\d{1,3})$/.exec(text);
  if (match) {
    const from = match[1] === '*' ? min : Number(match[1]);
    const step = Number(match[2]);
    return inRange(from, intervalStartMin, max) && inRange(step, 1, stepMax)
      ? { kind: 'interval', from, step }
      : out();
  }
  match = /^(\d{1,4})-(\d{1,4})$/.exec(text);
  if (match) {
    const from = Number(match[1]);
    const to = Number(match[2]);
    return inRange(from, min, max) && inRange(to, min, max) && from <= to
      ? { kind: 'range', from, to }
      : out();
  }
  const items = text.split(',');
  if (items.every((item) => INTEGER.test(item))) {
    const values = [...new Set(items.map(Number))].sort((a, b) => a - b);
    return values.every((value) => inRange(value, min, max)) ? { kind: 'specific', values } : out();
  }
  return { code: 'syntax', field };
}

/** The text of one part. */
export function writeCronPart(part: CronPart): string {
  switch (part.kind) {
    case 'every':
      return '*';
    case 'none':
      return '?';
    case 'range':
      return `${part.from}-${part.to}`;
    case 'interval':
      return `${part.from}/${part.step}`;
    case 'specific':
      return part.values.length > 0 ? [...part.values].sort((a, b) => a - b).join(',') : '*';
    case 'lastDay':
      return 'L';
    case 'nearestWeekday':
      return `${part.day}W`;
    case 'lastWeekday':
      return `${part.weekday}L`;
    case 'nthWeekday':
      return `${part.weekday}#${part.nth}`;
  }
}

/** Reads a whole expression into its seven parts; exactly one of the two day parts must be `?`. */
export function readCron(expression: string): CronReadResult {
  const texts = expression.trim().split(/\s+/);
  if (texts.length !== CRON_FIELDS.length) return { ok: false, error: { code: 'parts' } };
  const parts = {} as CronParts;
  for (const [index, field] of CRON_FIELDS.entries()) {
    const part = readCronPart(field, texts[index] ?? '');
    if ('code' in part) return { ok: false, error: part };
    parts[field] = part;
  }
  const dayNone = parts.dayOfMonth.kind === 'none';
  const weekNone = parts.dayOfWeek.kind === 'none';
  if (dayNone === weekNone) return { ok: false, error: { code: 'dayConflict', field: 'dayOfWeek' } };
  return { ok: true, parts };
}

export function writeCron(parts: CronParts): string {
  return CRON_FIELDS.map((field) => writeCronPart(parts[field])).join(' ');
}

/** Every day at 00:00: the builder's starting point (every second would start a job hammering away). */
export const DEFAULT_CRON = '0 0 0 * * ? *';

/** croner's reading of Quartz: weekdays 1 = Sunday … 7 = Saturday, `?` and day-of-month AND weekday. */
const QUARTZ_OPTIONS = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
  domAndDow: true,
} as const;

/** The expression croner evaluates: a month interval starting at 0 starts at the first month. */
function evaluable(parts: CronParts): string {
  const month = parts.month;
  const fixed: CronParts =
    month.kind === 'interval' && month.from === 0 ? { ...parts, month: { ...month, from: 1 } } : parts;
  return writeCron(fixed);
}

/** The next `count` fire times after `from` (fewer when the schedule ends, e.g. in a past year). */
export function nextFireTimes(parts: CronParts, count: number, from: Date = new Date()): Date[] {
  const cron = new Cron(evaluable(parts), { ...QUARTZ_OPTIONS, paused: true });
  try {
    return cron.nextRuns(count, from);
  } finally {
    cron.stop();
  }
}

/** The next fire time strictly after `from`, or null when there is none. */
export function nextFireTime(parts: CronParts, from: Date): Date | null {
  return nextFireTimes(parts, 1, from)[0] ?? null;
}

/** An expression a job may run on: readable within the limits, and firing at least once more. */
export function validateCron(expression: string, now: Date = new Date()): CronReadResult {
  const read = readCron(expression);
  if (!read.ok) return read;
  try {
    if (nextFireTimes(read.parts, 1, now).length === 0) {
      return { ok: false, error: { code: 'neverFires' } };
    }
  } catch {
    return { ok: false, error: { code: 'syntax' } };
  }
  return read;
}
