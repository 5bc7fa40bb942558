import type { CheckRuleFailure, CheckRuleStep } from '@mall/shared';
import { Script, createContext } from 'node:vm';
import { patternPool } from '#platform/workers/pool';

/**
 * Runs an administrator's regular expressions off the main thread, with one time limit for a whole rule.
 * V8's backtracking engine can take minutes on a hostile pattern (catastrophic backtracking); inside a vm
 * script run with a timeout, V8 interrupts the match instead. The pattern and the text are data in the
 * context, never code, and the script is fixed. A shared context keeps a run at a fraction of a
 * millisecond. The rule runs in a pattern thread (platform/workers/pool.ts), so that a slow rule holds
 * that thread, never the requests the main thread answers.
 */
export const RULE_TIME_LIMIT_MS = 500;

const script = new Script('new RegExp(pattern, "u").test(text)');
const context = createContext({ pattern: '', text: '' });

export class PatternTimeoutError extends Error {
  constructor() {
    super('pattern timed out');
    this.name = 'PatternTimeoutError';
  }
}

/** Whether `text` matches `pattern`; throws PatternTimeoutError when the match runs past `limitMs`. */
export function patternMatches(pattern: string, text: string, limitMs = RULE_TIME_LIMIT_MS): boolean {
  context.pattern = pattern;
  context.text = text;
  try {
    return script.runInContext(context, { timeout: limitMs }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PatternTimeoutError();
    throw error;
  }
}

/**
 * The first step of `steps` that `value` fails (see firstFailure), or null, checked in a pattern thread
 * within RULE_TIME_LIMIT_MS for the whole rule; past it PatternTimeoutError. The time a check waits for
 * a free thread is not counted.
 */
export async function ruleFailure(
  steps: readonly CheckRuleStep[],
  value: string,
  limitMs = RULE_TIME_LIMIT_MS,
): Promise<CheckRuleFailure | null> {
  const outcome = (await patternPool().run({ steps, value, limitMs }, { name: 'checkRule' })) as
    CheckRuleFailure | null | 'timeout';
  if (outcome === 'timeout') throw new PatternTimeoutError();
  return outcome;
}
