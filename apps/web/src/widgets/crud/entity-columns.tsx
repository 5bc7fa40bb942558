import type { ProColumns } from '@ant-design/pro-components';
import {
  dictTextOf,
  pickLocalized,
  type EntityDefinition,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import { formatDateTime } from '../../lib/date-format';

/** A column's tweaks by field name: anything ProTable takes, merged over what the definition gives. */
export type ColumnTweaks<TRecord> = Readonly<Record<string, Partial<ProColumns<TRecord>>>>;

function cellText(definition: EntityDefinition, name: string, value: unknown, language: Locale): string {
  const field = definition.fields[name];
  if (value === null || value === undefined || !field) return '';
  if (field.type === 'dict' || field.type === 'boolean') return dictTextOf(field, value, language);
  if (field.type === 'localized') return pickLocalized(value as LocalizedText, language);
  if (field.type === 'datetime') return formatDateTime(String(value));
  return String(value);
}

/**
 * The list's columns from the definition's fields: titles in the UI's language, sorters on sortable
 * fields, search inputs for filters (a select for dictionaries), codes shown as their texts. `tweaks`
 * overrides per field (e.g. `{ memo: { ellipsis: true } }`, `{ memo: { hideInTable: true } }`).
 */
export function entityColumns<TRecord>(
  definition: EntityDefinition,
  language: Locale,
  tweaks: ColumnTweaks<TRecord> = {},
): ProColumns<TRecord>[] {
  return Object.entries(definition.fields).map(([name, field]) => {
    const options = field.options
      ? Object.fromEntries(
          Object.entries(field.options).map(([code, text]) => [code, { text: text[language] }]),
        )
      : undefined;
    const column: ProColumns<TRecord> = {
      title: pickLocalized(field.title, language),
      dataIndex: name,
      sorter: field.sortable === true,
      search: field.filter ? undefined : false,
      ...(options && field.filter ? { valueType: 'select' as const, valueEnum: options } : {}),
      ...(definition.defaultSort.column === name
        ? { defaultSortOrder: definition.defaultSort.order === 'asc' ? 'ascend' : 'descend' }
        : {}),
      render: (_, record) => cellText(definition, name, (record as Record<string, unknown>)[name], language),
    };
    return { ...column, ...tweaks[name] };
  });
}
