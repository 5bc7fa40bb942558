import { i18next } from '../../lib/i18n';

/**
 * The names of a table's selection boxes in the UI's language (antd names the header's box "Select all"
 * and each row's "Select row n" in every language): a row by its place among `rows`, or by `nameOf` where
 * places do not read well (a tree's rows). Spread into a table's `rowSelection`.
 */
export function selectionLabels<T>(rows: readonly T[], nameOf?: (record: T) => string) {
  return {
    getTitleCheckboxProps: () => ({ 'aria-label': i18next.t('common:crud.selectAll') }),
    getCheckboxProps: (record: T) => ({
      'aria-label': nameOf
        ? i18next.t('common:crud.selectNamed', { name: nameOf(record) })
        : i18next.t('common:crud.selectRow', { index: rows.indexOf(record) + 1 }),
    }),
  };
}
