import type { CheckRuleFailure, CheckRuleStep } from '@mall/shared';
import { patternMatches } from './pattern-runner';

/**
 * Checks `value` against the steps in order: a '*' step tests the whole value, an N step the next N
 * characters (a cursor advances over numeric steps only). Answers the first failing step, or null.
 */
export function firstFailure(steps: readonly CheckRuleStep[], value: string): CheckRuleFailure | null {
  const characters = [...value];
  let cursor = 0;
  for (const step of steps) {
    const whole = step.digits === '*';
    const beginIndex = whole ? 0 : cursor;
    const endIndex = whole ? characters.length : Math.min(characters.length, cursor + Number(step.digits));
    const checkValue = characters.slice(beginIndex, endIndex).join('');
    if (!whole) cursor = endIndex;
    if (!patternMatches(step.pattern, checkValue))
      return { ...step, beginIndex, endIndex, checkValue, passed: false };
  }
  return null;
}
