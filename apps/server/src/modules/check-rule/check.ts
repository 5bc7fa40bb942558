import type { CheckRuleFailure, CheckRuleStep } from '@mall/shared';
import { patternMatches, PatternTimeoutError, RULE_TIME_LIMIT_MS } from './pattern-runner';

/**
 * Checks `value` against the steps in order: a '*' step tests the whole value, an N step the next N
 * characters (a cursor advances over numeric steps only). Answers the first failing step, or null. The
 * steps share one time limit, `limitMs`: past it PatternTimeoutError is thrown.
 */
export function firstFailure(
  steps: readonly CheckRuleStep[],
  value: string,
  limitMs = RULE_TIME_LIMIT_MS,
): CheckRuleFailure | null {
  const deadline = performance.now() + limitMs;
  const characters = [...value];
  let cursor = 0;
  for (const step of steps) {
    const whole = step.digits === '*';
    const beginIndex = whole ? 0 : cursor;
    const endIndex = whole ? characters.length : Math.min(characters.length, cursor + Number(step.digits));
    const checkValue = characters.slice(beginIndex, endIndex).join('');
    if (!whole) cursor = endIndex;
    const left = Math.floor(deadline - performance.now());
    if (left < 1) throw new PatternTimeoutError();
    if (!patternMatches(step.pattern, checkValue, left))
      return { ...step, beginIndex, endIndex, checkValue, passed: false };
  }
  return null;
}

/** A rule's check as a pattern thread runs it: the failure, null, or 'timeout' past the limit. */
export function checkRule(task: {
  steps: CheckRuleStep[];
  value: string;
  limitMs: number;
}): CheckRuleFailure | null | 'timeout' {
  try {
    return firstFailure(task.steps, task.value, task.limitMs);
  } catch (error) {
    if (error instanceof PatternTimeoutError) return 'timeout';
    throw error;
  }
}
