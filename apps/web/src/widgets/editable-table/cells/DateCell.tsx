import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../../lib/date-format';
import { textOf, type CellControlProps } from './cell-props';

/** A date (YYYY-MM-DD) or, with `withTime`, a date-time (YYYY-MM-DD HH:mm:ss) cell storing the formatted text. */
export function DateCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
  withTime,
}: CellControlProps & { withTime: boolean }) {
  const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  const text = textOf(value);
  const date = text ? dayjs(text, format) : null;
  return (
    <DatePicker
      {...column.props}
      style={{ width: '100%' }}
      showTime={withTime}
      format={format}
      value={date?.isValid() ? date : null}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(next) => onChange(next ? next.format(format) : undefined)}
      onBlur={onBlur}
    />
  );
}
