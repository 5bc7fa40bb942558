import { describe, expect, it } from 'vitest';
import { CRON_FIELDS, nextFireTimes, readCron, validateCron, writeCron } from './cron';

/** An expression with `text` in `field` and the rest firing every second (day of week left to `?`). */
function withPart(field: (typeof CRON_FIELDS)[number], text: string): string {
  const parts = ['*', '*', '*', '*', '*', '?', '*'];
  parts[CRON_FIELDS.indexOf(field)] = text;
  if (field === 'dayOfWeek') parts[3] = '?';
  return parts.join(' ');
}

describe('Quartz cron expressions', () => {
  it.each([
    ['second', '0-59', '60', '0/59', '0/60'],
    ['minute', '0-59', '60', '0/60', '0/61'],
    ['hour', '0-23', '24', '0/23', '0/24'],
    ['dayOfMonth', '1-31', '0', '1/31', '1/32'],
    ['month', '1-12', '13', '0/12', '0/13'],
    ['dayOfWeek', '1-7', '8', '1-7', '0-7'],
    ['year', '2019-2119', '2120', '2019/99', '2019/100'],
  ] as const)(
    '%s accepts its limits and refuses one beyond',
    (field, range, beyond, interval, badInterval) => {
      const future = new Date('2020-01-01T00:00:00Z');
      expect(validateCron(withPart(field, range), future).ok).toBe(true);
      expect(validateCron(withPart(field, interval), future).ok).toBe(true);
      expect(validateCron(withPart(field, beyond), future)).toEqual({
        ok: false,
        error: { code: 'range', field },
      });
      expect(validateCron(withPart(field, badInterval), future)).toMatchObject({
        ok: false,
        error: { field },
      });
    },
  );

  it('refuses a year before 2019 and an nth weekday beyond 5', () => {
    expect(readCron(withPart('year', '2018')).ok).toBe(false);
    expect(readCron('0 0 0 ? * 6#5 *').ok).toBe(true);
    expect(readCron('0 0 0 ? * 6#6 *')).toEqual({ ok: false, error: { code: 'range', field: 'dayOfWeek' } });
  });

  it('refuses a reversed range and a zero step, naming the part', () => {
    for (const [field, text] of [
      ['second', '10-5'],
      ['hour', '10-5'],
      ['year', '2030-2020'],
      ['second', '0/0'],
      ['minute', '*/0'],
      ['month', '1/0'],
    ] as const) {
      expect(readCron(withPart(field, text)), text).toEqual({ ok: false, error: { code: 'range', field } });
    }
  });

  it('needs exactly one of the day parts to be ?', () => {
    expect(readCron('0 0 0 * * * *')).toMatchObject({ ok: false, error: { code: 'dayConflict' } });
    expect(readCron('0 0 0 ? * ? *')).toMatchObject({ ok: false, error: { code: 'dayConflict' } });
    expect(readCron('0 0 0 * *')).toEqual({ ok: false, error: { code: 'parts' } });
    expect(readCron('0 0 0 X * ? *')).toEqual({ ok: false, error: { code: 'syntax', field: 'dayOfMonth' } });
  });

  it('writes back what it reads', () => {
    for (const text of [
      '0 0/15 9-17 ? * 2,3,4,5,6 *',
      '0 30 2 L * ? 2027',
      '0 0 12 15W * ? *',
      '0 0 10 ? * 6#3 2026-2030',
    ]) {
      const read = readCron(text);
      expect(read.ok && writeCron(read.parts)).toBe(text);
    }
  });

  it('evaluates L, W and # as Quartz does', () => {
    const read = readCron('0 0 10 ? * 6#3 2026-2030');
    if (!read.ok) throw new Error('unreadable');
    const times = nextFireTimes(read.parts, 3, new Date('2026-12-01T00:00:00'));
    expect(times.map((time) => time.getDate())).toEqual([18, 15, 19]);
    const last = readCron('0 30 2 L * ? 2027');
    if (!last.ok) throw new Error('unreadable');
    expect(nextFireTimes(last.parts, 2, new Date('2026-12-01T00:00:00')).map((t) => t.getDate())).toEqual([
      31, 28,
    ]);
  });

  it('refuses a schedule that never fires again', () => {
    expect(validateCron('0 0 0 1 1 ? 2019', new Date('2026-01-01T00:00:00Z'))).toEqual({
      ok: false,
      error: { code: 'neverFires' },
    });
  });
});
