import { Input } from 'antd';
import { acceptNumberDraft, parseNumberOnBlur } from '../numbers';
import { textOf, type CellControlProps } from './cell-props';

/** A one-line text cell. */
export function InputCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  return (
    <Input
      {...column.props}
      value={textOf(value)}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/**
 * A number cell: a keystroke that would make anything but an optional minus, digits and one decimal point is
 * refused (the previous text stays); on leaving, a number is kept as a decimal and anything else is emptied.
 */
export function InputNumberCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  const text = textOf(value);
  return (
    <Input
      {...column.props}
      inputMode="decimal"
      value={text}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(event) => {
        const accepted = acceptNumberDraft(event.target.value, text);
        if (accepted !== text) onChange(accepted);
      }}
      onBlur={() => {
        onChange(parseNumberOnBlur(text));
        onBlur();
      }}
    />
  );
}
