import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';
import styles from './SimpleTable.module.css';

export interface SimpleColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

interface SimpleTableProps<T> {
  caption: string;
  columns: SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  empty: string;
  testId?: string;
}

/** A plain, responsive data table for the product page (antd's Table is too heavy for the mall pages). */
export function SimpleTable<T>({ caption, columns, rows, rowKey, empty, testId }: SimpleTableProps<T>) {
  if (!rows.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <ScrollRegion label={caption}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key}>{column.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
