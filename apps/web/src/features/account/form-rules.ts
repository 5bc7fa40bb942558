import type { RuleProblem } from '@mall/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A shared rule helper: answers what is wrong with a value, or null when it passes. */
export type ProblemOf = (value: string | null | undefined) => RuleProblem | null;

/** The locale text of a rule problem for the named field (`field.<name>` of the account namespace). */
export function problemMessage(t: TFunction<'account'>, problem: RuleProblem, field: string): string {
  // A phone number's format error reads the same on every form (sign-in, registration, profile, users).
  if (field === 'mobile' && problem === 'format') return t('rule.mobileFormat');
  const fieldName = t(`field.${field}` as 'field.username');
  return t(`rule.${problem}`, { field: fieldName });
}

/** An antd rule that runs a shared rule helper and shows its problem in the current language. */
export function sharedRule(t: TFunction<'account'>, problemOf: ProblemOf, field: string): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = problemOf(value);
      if (problem) throw new Error(problemMessage(t, problem, field));
    },
  };
}

/** The confirmation must equal the field named `other` ('Two passwords are inconsistent'). */
export function sameAsRule(t: TFunction<'account'>, other: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value) throw new Error(problemMessage(t, 'required', 'confirmPassword'));
      if (value !== getFieldValue(other)) throw new Error(t('rule.inconsistent'));
    },
  });
}

/** A six-digit code (authenticator or SMS). */
export const SIX_DIGITS = /^\d{6}$/;
export function sixDigitRule(t: TFunction<'account'>): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!SIX_DIGITS.test(value ?? '')) throw new Error(t('rule.code'));
    },
  };
}
