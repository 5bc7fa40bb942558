import type { LocalizedText } from '@mall/shared';

/** The check rules' answers: the built-in rules' messages (the original's wording) and the checks'. */
export const checkRuleMessages = {
  'checkRule.codeTaken': { zh: '规则编码已存在', en: 'This rule code is already in use' },
  'checkRule.unknown': { zh: '校验规则不存在', en: 'No such check rule' },
  'checkRule.mobile': { zh: '手机号格式不正确', en: 'Your phone number format is incorrect' },
  'checkRule.email': { zh: '请输入正确的电子邮件', en: 'Enter a valid e-mail address' },
  'checkRule.username': {
    zh: '用户名只能包含字母、数字和 _ . @ -',
    en: 'A username may contain letters, digits and _ . @ - only',
  },
  'checkRule.password': {
    zh: '密码至少 8 位，需包含大小写字母、数字和特殊字符',
    en: 'At least 8 characters with upper- and lower-case letters, a digit and a symbol',
  },
  'checkRule.positionCode': {
    zh: '职务编码只能包含字母、数字、_ 和 -',
    en: 'A position code may contain letters, digits, _ and - only',
  },
  /** A failed step answers the message its administrator wrote. */
  'checkRule.failed': { zh: '{message}', en: '{message}' },
  'checkRule.patternTooSlow': {
    zh: '规则的正则表达式执行超时，请联系管理员修改规则',
    en: "The rule's pattern took too long to run; ask an administrator to change the rule",
  },
} satisfies Record<`checkRule.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof checkRuleMessages, LocalizedText> {}
}
