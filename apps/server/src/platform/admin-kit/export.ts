import {
  dictTextOf,
  pickLocalized,
  type EntityDefinition,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import { sheetFileName, writeSheet, type SheetColumn } from '../files/sheet';

const YES_NO: Readonly<Record<string, LocalizedText>> = {
  true: { zh: '是', en: 'Yes' },
  false: { zh: '否', en: 'No' },
};

/** A record's value of one export column as a cell: dictionary and yes/no codes as their texts. */
function cellValue(definition: EntityDefinition, name: string, value: unknown, locale: Locale) {
  const field = definition.fields[name];
  if (value === null || value === undefined || !field) return '';
  switch (field.type) {
    case 'dict':
      return dictTextOf(field, value, locale);
    case 'boolean':
      return pickLocalized((field.options ?? YES_NO)[String(value)] ?? { zh: '', en: '' }, locale);
    case 'localized':
      return pickLocalized(value as LocalizedText, locale);
    case 'date':
    case 'datetime':
      return new Date(String(value));
    case 'number':
      return Number(value);
    default:
      return String(value);
  }
}

/** The entity's export columns (titles in `locale`) over `records`, as an .xlsx file and its name. */
export async function entitySheet(
  definition: EntityDefinition,
  records: readonly Record<string, unknown>[],
  locale: Locale,
): Promise<{ fileName: string; content: Buffer }> {
  const columns: SheetColumn<Record<string, unknown>>[] = definition.exportColumns.map((name) => {
    const field = definition.fields[name]!;
    return {
      header: pickLocalized(field.title, locale),
      width: field.exportWidth ?? 16,
      dateTime: field.type === 'datetime',
      value: (record) => {
        // A field whose record carries its text (JeecgBoot's `<field>_dictText`) exports that text.
        const text = record[`${name}_dictText`];
        return typeof text === 'string' ? text : cellValue(definition, name, record[name], locale);
      },
    };
  });
  const fileName = sheetFileName(definition.exportTitle, locale);
  const sheetName = pickLocalized(definition.exportTitle ?? { zh: '导出文件', en: 'Export' }, locale);
  return { fileName, content: await writeSheet(sheetName, columns, records) };
}
