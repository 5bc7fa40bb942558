import { z } from 'zod';
import { isCalendarDay, isInputDateTime } from './calendar';
import { ErrorKey } from './errors';

const isoDateTime = z.iso.datetime({ offset: true });
const isDateTime = (value: string) => isoDateTime.safeParse(value).success && isInputDateTime(value);

/**
 * Every date a client sends goes through one of these: a real calendar day within the input years, so an
 * impossible or absurd date is a 400 with the date message, never a database error.
 */
export const calendarDateSchema = z.string().refine(isCalendarDay, { message: ErrorKey.dateInvalid });

/** JeecgBoot's wall-clock form of a time, `yyyy-MM-dd HH:mm:ss`. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * An ISO time with offset (2026-11-20T08:00:00Z) on a real day within the input years; or JeecgBoot's
 * `yyyy-MM-dd HH:mm:ss`, read in UTC (the zone the advanced query reads wall-clock times in) and passed on
 * as the ISO time.
 */
export const dateTimeSchema = z
  .string()
  .transform((value) => value.replace(WALL_CLOCK, '$1T$2Z'))
  .refine(isDateTime, { message: ErrorKey.dateInvalid });

/** A whole day (YYYY-MM-DD) or an ISO time, as range filters take them. */
export const dayOrDateTimeSchema = z
  .string()
  .max(40)
  .refine((value) => isCalendarDay(value) || isDateTime(value), { message: ErrorKey.dateInvalid });
