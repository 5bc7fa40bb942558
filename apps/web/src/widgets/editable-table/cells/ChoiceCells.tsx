import { Checkbox, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { DictSearchSelect, joinValues, splitValues } from '../../dict-select';
import type { CellValue } from '../types';
import { textOf, type CellControlProps } from './cell-props';
import { useChoices } from './use-choices';

const DEFAULT_CUSTOM_VALUE: readonly [CellValue, CellValue] = [true, false];

/** A checkbox storing the column's customValue pair (checked, unchecked), default true / false. */
export function CheckboxCell({
  column,
  value,
  onChange,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  const [checkedValue, uncheckedValue] = column.customValue ?? DEFAULT_CUSTOM_VALUE;
  return (
    <Checkbox
      {...column.props}
      checked={value === checkedValue}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked ? checkedValue : uncheckedValue)}
    />
  );
}

/**
 * A select of the column's options or dictionary. allowSearch filters them by typing; allowInput also keeps a
 * typed value that is no option.
 */
export function SelectCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  const { options, loading } = useChoices(column);
  const [typed, setTyped] = useState('');
  const searchable = Boolean(column.allowSearch || column.allowInput);
  const current = textOf(value);
  const shown = useMemo(() => {
    const extra = [typed, current].filter(
      (text, index, all) =>
        column.allowInput &&
        text &&
        all.indexOf(text) === index &&
        !options.some((option) => option.value === text),
    );
    return [...extra.map((text) => ({ value: text, label: text })), ...options];
  }, [column.allowInput, current, options, typed]);
  return (
    <Select
      {...column.props}
      style={{ width: '100%' }}
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label', onSearch: setTyped } : false}
      loading={loading}
      options={shown}
      value={current || undefined}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(next: string | undefined) => {
        setTyped('');
        onChange(next ?? undefined);
      }}
      onBlur={onBlur}
    />
  );
}

/**
 * A search-select: a dictionary column (`dictCode`, a table dictionary too) is searched on the server as the
 * user types; a column with its own `options` filters them by typing.
 */
export function SearchSelectCell(props: CellControlProps) {
  const { column, value, onChange, onBlur, disabled, label, describedBy, invalid } = props;
  if (column.options || !column.dictCode)
    return <SelectCell {...props} column={{ ...column, allowSearch: true }} />;
  return (
    <DictSearchSelect
      style={{ width: '100%' }}
      dictCode={column.dictCode}
      value={textOf(value) || undefined}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(next) => onChange(next || undefined)}
      onBlur={onBlur}
    />
  );
}

/** A select of several values, stored comma-joined. */
export function MultiSelectCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  const { options, loading } = useChoices(column);
  return (
    <Select
      {...column.props}
      style={{ width: '100%' }}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      showSearch={column.allowSearch ? { optionFilterProp: 'label' } : false}
      loading={loading}
      options={options}
      value={splitValues(textOf(value))}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      status={invalid ? 'error' : undefined}
      onChange={(next: string[]) => onChange(next.length ? joinValues(next) : undefined)}
      onBlur={onBlur}
    />
  );
}

/** Radio buttons of the column's options or dictionary. */
export function RadioCell({ column, value, onChange, disabled, label, describedBy }: CellControlProps) {
  const { options } = useChoices(column);
  return (
    <Radio.Group
      {...column.props}
      options={options}
      value={textOf(value) || undefined}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value as string)}
    />
  );
}
