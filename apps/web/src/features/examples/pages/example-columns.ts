import { DictCode, TableDict } from '@mall/shared';
import type { TFunction } from 'i18next';
import { multiplyNumbers, type EditableColumn, type PatternShortcut } from '../../../widgets/editable-table';

/** The example's answer to an async rule: a name the system keeps for itself is refused after a pause. */
const RESERVED_NAME_CHECK_MS = 50;

const numberOf = (value: unknown) =>
  value === '' || value === null || value === undefined ? NaN : Number(value);

/** One column of every type, with every option the table knows. */
export function exampleColumns(
  t: TFunction<'examples'>,
  pattern: PatternShortcut | 'regexp',
): EditableColumn[] {
  const title = (key: string) => t(`editableTable.columns.${key}` as 'editableTable.columns.name');
  const option = (value: string) => ({
    value,
    label: t(`editableTable.options.${value}` as 'editableTable.options.box'),
  });
  return [
    { key: 'sortNo', title: title('sortNo'), type: 'inputNumber', width: 90, disabled: true },
    {
      key: 'name',
      title: title('name'),
      type: 'input',
      width: 160,
      validateRules: [
        { required: true },
        { unique: true, message: t('editableTable.messages.nameUnique') },
        {
          handler: ({ value }) =>
            new Promise<string | undefined>((resolve) =>
              setTimeout(
                () => resolve(value === 'admin' ? t('editableTable.messages.nameReserved') : undefined),
                RESERVED_NAME_CHECK_MS,
              ),
            ),
        },
      ],
    },
    {
      key: 'code',
      title: title('code'),
      type: 'input',
      width: 140,
      validateRules: [
        { pattern: 'only' },
        { pattern: '^[A-Z]{2}\\d{3}$', message: t('editableTable.messages.code') },
      ],
    },
    { key: 'mobile', title: title('mobile'), type: 'input', width: 150, validateRules: [{ pattern: 'm' }] },
    // Checked by the server's check rule 'email' (rule code), with the rule's own message.
    {
      key: 'email',
      title: title('email'),
      type: 'input',
      width: 180,
      validateRules: [{ ruleCode: 'email' }],
    },
    {
      key: 'quantity',
      title: title('quantity'),
      type: 'inputNumber',
      width: 110,
      defaultValue: 1,
      statistics: true,
      validateRules: [{ required: true }, { pattern: 'z' }],
    },
    {
      key: 'price',
      title: title('price'),
      type: 'inputNumber',
      width: 120,
      statistics: true,
      validateRules: [{ pattern: 'money' }],
    },
    {
      key: 'amount',
      title: title('amount'),
      type: 'slot',
      width: 110,
      render: ({ row }) => {
        const amount = multiplyNumbers(numberOf(row.quantity), numberOf(row.price));
        return Number.isFinite(amount) ? amount : '-';
      },
    },
    {
      key: 'enabled',
      title: title('enabled'),
      type: 'checkbox',
      width: 80,
      customValue: ['Y', 'N'],
      defaultValue: 'N',
    },
    {
      key: 'unit',
      title: title('unit'),
      type: 'select',
      width: 140,
      options: ['piece', 'box', 'set'].map(option),
      allowInput: true,
      allowSearch: true,
    },
    { key: 'sex', title: title('sex'), type: 'select', width: 120, dictCode: DictCode.sex },
    {
      key: 'tags',
      title: title('tags'),
      type: 'multiSelect',
      width: 200,
      options: ['new', 'hot', 'sale'].map(option),
    },
    {
      key: 'categories',
      title: title('categories'),
      type: 'listMulti',
      width: 200,
      options: ['box', 'set', 'piece'].map(option),
    },
    { key: 'buyer', title: title('buyer'), type: 'selSearch', width: 160, dictCode: TableDict.user },
    { key: 'owner', title: title('owner'), type: 'user', width: 200, multiple: false },
    { key: 'depart', title: title('depart'), type: 'depart', width: 200 },
    { key: 'deliveryDate', title: title('deliveryDate'), type: 'date', width: 150 },
    { key: 'reminder', title: title('reminder'), type: 'datetime' },
    { key: 'remark', title: title('remark'), type: 'inputPop', width: 180 },
    {
      key: 'level',
      title: title('level'),
      type: 'radio',
      width: 200,
      options: ['low', 'medium', 'high'].map(option),
    },
    {
      key: 'check',
      title: title('check'),
      type: 'input',
      width: 160,
      validateRules: [{ pattern: pattern === 'regexp' ? '^\\d{4}$' : pattern }],
    },
    { key: 'tenantRef', title: 'tenantRef', type: 'hidden', defaultValue: 'example' },
  ];
}
