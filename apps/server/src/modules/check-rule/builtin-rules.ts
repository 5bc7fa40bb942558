import {
  CHECK_RULE_CODES,
  EMAIL_PATTERN,
  isStrongPassword,
  MOBILE_PATTERN,
  POSITION_CODE_PATTERN,
  USERNAME_PATTERN,
  type CheckRuleCode,
} from '@mall/shared';
import type { checkRuleMessages } from './messages';

type RuleKey = Extract<keyof typeof checkRuleMessages, `checkRule.${CheckRuleCode}`>;

/** The rules declared in code, every tenant's: each a test and the message shown when a value fails it. */
const BUILTIN_RULES: Record<CheckRuleCode, { test: (value: string) => boolean; message: RuleKey }> = {
  mobile: { test: (value) => MOBILE_PATTERN.test(value), message: 'checkRule.mobile' },
  email: { test: (value) => EMAIL_PATTERN.test(value), message: 'checkRule.email' },
  username: { test: (value) => USERNAME_PATTERN.test(value), message: 'checkRule.username' },
  password: { test: isStrongPassword, message: 'checkRule.password' },
  positionCode: { test: (value) => POSITION_CODE_PATTERN.test(value), message: 'checkRule.positionCode' },
};

/** The built-in rule of `ruleCode`, or undefined when the code is not one of them. */
export function builtinRule(ruleCode: string) {
  return (CHECK_RULE_CODES as readonly string[]).includes(ruleCode)
    ? BUILTIN_RULES[ruleCode as CheckRuleCode]
    : undefined;
}
