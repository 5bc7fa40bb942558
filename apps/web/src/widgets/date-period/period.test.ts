import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodOf, periodToIso } from './period';

describe('date period', () => {
  it('stores whole days: the start of the first and the end of the last', () => {
    const { begin, end } = periodToIso([dayjs('2026-03-01T15:00:00'), dayjs('2026-03-31T08:00:00')]);
    expect(dayjs(begin).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 00:00:00');
    expect(dayjs(end).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-31 23:59:59');
  });

  it('keeps open ends open, both ways', () => {
    expect(periodToIso(null)).toEqual({ begin: null, end: null });
    expect(periodToIso([null, dayjs('2026-01-02')]).begin).toBeNull();
    expect(periodOf(null, null)).toBeNull();
    const [begin, end] = periodOf('2026-01-01T00:00:00.000Z', null) ?? [];
    expect(begin?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(end).toBeNull();
  });
});
