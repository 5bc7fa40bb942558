import dayjs from 'dayjs';

/** How every date and date-time is shown. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A server timestamp as YYYY-MM-DD HH:mm:ss; empty or invalid values show as an empty string. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATETIME_FORMAT) : '';
}
