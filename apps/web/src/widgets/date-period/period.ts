import dayjs, { type Dayjs } from 'dayjs';

/** A date range picker's value: both ends optional. */
export type PeriodValue = [Dayjs | null, Dayjs | null] | null | undefined;

/** The picker value of a stored period (ISO strings or null). */
export function periodOf(begin: string | null, end: string | null): PeriodValue {
  if (!begin && !end) return null;
  return [begin ? dayjs(begin) : null, end ? dayjs(end) : null];
}

/**
 * The stored ends of a picked period: the beginning at the start of its day, the end at the end of its
 * day (so that a period ending "on the 31st" includes that whole day); null for an open end.
 */
export function periodToIso(value: PeriodValue): { begin: string | null; end: string | null } {
  const [begin, end] = value ?? [null, null];
  return {
    begin: begin ? begin.startOf('day').toISOString() : null,
    end: end ? end.endOf('day').toISOString() : null,
  };
}
