import type { LocalizedText } from '@mall/shared';

/** The dictionary module's own answers. */
export const dictMessages = {
  'dict.codeEmpty': { zh: '字典Code不能为空!', en: "dictionary code can't be empty!" },
  'dict.tableUnknown': {
    zh: '未知的表字典：{dict}',
    en: 'Unknown table dictionary: {dict}',
  },
  'dict.codeExists': { zh: '字典编码已存在', en: 'The dictionary code already exists' },
  'dict.valueExists': { zh: '该字典中已有此数据值', en: 'This value already exists in the dictionary' },
  'dict.fieldNotAllowed': {
    zh: '表字典 {dict} 不支持字段 {field}',
    en: 'The table dictionary {dict} has no field {field}',
  },
} satisfies Record<`dict.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof dictMessages, LocalizedText> {}
}
