import type { TFunction } from 'i18next';
import type { EditableColumn, ValidateRule } from '../../../../widgets/editable-table';

/** At most `max` characters (the server's limit), said as the form says it. */
export const maxRule = (t: TFunction<'catalogue'>, max: number): ValidateRule => ({
  pattern: new RegExp(`^[\\s\\S]{0,${max}}$`),
  message: t('edit.tooLong', { max }),
});

/**
 * A bilingual name as two cells, Chinese and English; with `required`, at least one of the two must be
 * filled (the Chinese cell says so).
 */
export function nameColumns(
  t: TFunction<'catalogue'>,
  title: string,
  max: number,
  required = true,
): EditableColumn[] {
  const inLanguage = (language: 'zh' | 'en') => `${title} (${t(`edit.language.${language}`)})`;
  return [
    {
      key: 'nameZh',
      title: inLanguage('zh'),
      type: 'input',
      validateRules: [
        ...(required
          ? [
              {
                handler: ({ value, row }) =>
                  String(value ?? '').trim() || String(row.nameEn ?? '').trim()
                    ? undefined
                    : t('edit.nameRequired'),
              } satisfies ValidateRule,
            ]
          : []),
        maxRule(t, max),
      ],
    },
    { key: 'nameEn', title: inLanguage('en'), type: 'input', validateRules: [maxRule(t, max)] },
  ];
}
