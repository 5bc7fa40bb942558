import type { PopupRecord } from '@mall/shared';
import type { CellValue, PopupPickerProps } from '../editable-table';
import { destValuesOf } from './popup-config';
import { ReportPopupModal } from './ReportPopupModal';

export interface ReportPickerConfig {
  /** The stored report's code. */
  code: string;
  /** Comma-separated report fields, read from the chosen rows. */
  orgFields: string;
  /** Comma-separated column keys of the row, one per report field; the popup cell's own among them. */
  destFields: string;
  multiple?: boolean;
}

/**
 * An editable table popup column's `renderPicker` that opens the online report `code`: the chosen rows
 * fill the cell and the row's other destFields.
 */
export function reportPicker(config: ReportPickerConfig) {
  return function ReportPicker({ open, column, onOk, onCancel }: PopupPickerProps) {
    return (
      <ReportPopupModal
        code={config.code}
        open={open}
        multiple={config.multiple ?? false}
        value={[]}
        onOk={(records: PopupRecord[]) => {
          const values: Record<string, CellValue> = destValuesOf(
            records,
            config.orgFields,
            config.destFields,
          );
          onOk(values[column.key] ?? '', values);
        }}
        onCancel={onCancel}
      />
    );
  };
}
