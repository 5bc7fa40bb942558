import type { LocalizedText } from '@mall/shared';

/** The fill rules' answers. */
export const fillRuleMessages = {
  'fillRule.codeTaken': { zh: '规则编码已存在', en: 'This rule code is already in use' },
  'fillRule.unknown': { zh: '填值规则不存在', en: 'No such fill rule' },
} satisfies Record<`fillRule.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof fillRuleMessages, LocalizedText> {}
}
