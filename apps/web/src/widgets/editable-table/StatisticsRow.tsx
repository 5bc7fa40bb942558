import { Table } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sumColumn } from './numbers';
import type { RowStore } from './row-store';
import type { EditableColumn } from './types';
import styles from './EditableTable.module.css';

/** The sums of the statistics columns under the rows, following every change. */
export function StatisticsRow({
  store,
  columns,
  leadingCells,
}: {
  store: RowStore;
  columns: readonly EditableColumn[];
  /** Cells before the data columns (selection, row number). */
  leadingCells: number;
}) {
  const { t } = useTranslation('editableTable');
  // Re-read on any change: the version is the rows' snapshot list, which changes when any value does.
  useSyncExternalStore(store.subscribeValues, store.valuesVersion);
  const rows = store.values();
  return (
    <Table.Summary.Row>
      {leadingCells > 0 && (
        <Table.Summary.Cell index={0} colSpan={leadingCells}>
          {t('statistics')}
        </Table.Summary.Cell>
      )}
      {columns.map((column, index) => (
        <Table.Summary.Cell key={column.key} index={leadingCells + index}>
          {column.statistics ? (
            <span className={styles.total} data-statistics={column.key}>
              {sumColumn(
                rows.map((row) => row[column.key]),
                precisionOf(column),
              )}
            </span>
          ) : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/** A column's decimals: its number control's `precision` when set. */
function precisionOf(column: EditableColumn): number | undefined {
  const precision = column.props?.precision;
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0
    ? precision
    : undefined;
}
