import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationTexts } from './validation';

/** The default rule messages in the reader's language. */
export function useValidationTexts(): ValidationTexts {
  const { t } = useTranslation('editableTable');
  return useMemo(
    () => ({
      required: (title) => t('rule.required', { title }),
      unique: (title) => t('rule.unique', { title }),
      pattern: (title, shortcut) =>
        shortcut
          ? t('rule.patternOf', { title, expected: t(`pattern.${shortcut}`) })
          : t('rule.pattern', { title }),
    }),
    [t],
  );
}
