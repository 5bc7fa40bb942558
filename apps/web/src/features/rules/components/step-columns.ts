import type { TFunction } from 'i18next';
import type { EditableColumn } from '../../../widgets/editable-table';

/** A step's digits: '*' (the whole value) or how many characters, 1 to 999. */
const DIGITS_PATTERN = '^(\\*|[1-9][0-9]{0,2})$';

const isRegExp = (value: unknown) => {
  try {
    new RegExp(String(value), 'u');
    return true;
  } catch {
    return false;
  }
};

/** The columns of a check rule's steps, edited in order: digits, pattern and message. */
export function stepColumns(t: TFunction<'rules'>): EditableColumn[] {
  return [
    {
      key: 'digits',
      title: t('checkRule.digits'),
      type: 'input',
      width: 120,
      defaultValue: '*',
      validateRules: [
        { required: true, message: t('checkRule.digitsRequired') },
        { pattern: DIGITS_PATTERN, message: t('checkRule.digitsInvalid') },
      ],
    },
    {
      key: 'pattern',
      title: t('checkRule.pattern'),
      type: 'input',
      validateRules: [
        { required: true, message: t('checkRule.patternRequired') },
        { handler: ({ value }) => (isRegExp(value) ? undefined : t('checkRule.patternInvalid')) },
      ],
    },
    {
      key: 'message',
      title: t('checkRule.message'),
      type: 'input',
      validateRules: [{ required: true, message: t('checkRule.messageRequired') }],
    },
  ];
}
