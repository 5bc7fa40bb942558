// The keystroke bench's page: the editable table alone with 500 rows of 10 columns, built for production.
// The bench types into one cell and times each keystroke from the key event to the next painted frame.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../src/lib/i18n';
import { EditableTable, type EditableColumn, type RowValues } from '../../src/widgets/editable-table';

/** 500 rows unless the address names another count (?rows=50). */
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 500);
const COLUMN_TYPES = [
  'input',
  'inputNumber',
  'input',
  'checkbox',
  'input',
  'inputNumber',
  'select',
  'input',
  'date',
  'input',
] as const;

const columns: EditableColumn[] = COLUMN_TYPES.map((type, index) => ({
  key: `c${index}`,
  title: `C${index}`,
  type,
  width: 140,
  statistics: type === 'inputNumber',
  validateRules: type === 'input' ? [{ required: true }] : undefined,
  options:
    type === 'select'
      ? [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]
      : undefined,
}));

const rows: Partial<RowValues>[] = Array.from({ length: ROWS }, (_, row) => ({
  id: String(row + 1),
  ...Object.fromEntries(
    columns.map((column, index) => [
      column.key,
      column.type === 'inputNumber' ? row + index : column.type === 'input' ? `r${row}c${index}` : undefined,
    ]),
  ),
}));

declare global {
  interface Window {
    benchReady?: number;
  }
}

await initI18n('zh');
const started = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <EditableTable columns={columns} dataSource={rows} rowNumber />
  </QueryClientProvider>,
);
requestAnimationFrame(() => setTimeout(() => (window.benchReady = performance.now() - started)));
