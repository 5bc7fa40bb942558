import { SelectOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableContext } from '../table-context';
import type { CellValue, RowValues } from '../types';
import { textOf, type CellControlProps } from './cell-props';
import { SearchPickerModal } from './SearchPickerModal';
import { useChoices } from './use-choices';

/**
 * A read-only box whose button opens a picker modal: the column's `renderPicker` (a business picker), else
 * a search over the column's options. The pick fills the cell and any other cells of the row it names.
 */
export function PopupCell({
  rowId,
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps & { rowId: string }) {
  const { t } = useTranslation('editableTable');
  const { store } = useTableContext();
  const [open, setOpen] = useState(false);
  const { options } = useChoices(column);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(rowId, listener),
    [store, rowId],
  );
  const row = useSyncExternalStore(subscribe, () => store.getRow(rowId)?.values);
  const text = textOf(value);
  const shown = options.find((option) => option.value === text)?.label ?? text;
  const onOk = (picked: CellValue, extra?: Readonly<Record<string, CellValue>>) => {
    for (const [key, other] of Object.entries(extra ?? {}))
      if (key !== column.key) store.setCell(rowId, key, other);
    onChange(picked);
    setOpen(false);
    onBlur();
  };
  const picker = {
    open,
    column,
    value,
    row: (row ?? { id: rowId }) as RowValues,
    onOk,
    onCancel: () => setOpen(false),
  };
  return (
    <>
      <Input
        readOnly
        value={shown}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        status={invalid ? 'error' : undefined}
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !disabled) setOpen(true);
        }}
        suffix={
          <Button
            type="text"
            size="small"
            disabled={disabled}
            aria-label={`${t('popup.open')} ${label}`}
            icon={<SelectOutlined aria-hidden />}
            onClick={() => setOpen(true)}
          />
        }
      />
      {column.renderPicker ? (
        column.renderPicker(picker)
      ) : (
        <SearchPickerModal {...picker} options={options} />
      )}
    </>
  );
}
