import { Script, createContext } from 'node:vm';

/**
 * Runs an administrator's regular expression with a time limit. V8's backtracking engine can take minutes
 * on a hostile pattern (catastrophic backtracking); inside a vm script run with a timeout, V8 interrupts the
 * match instead. The pattern and the text are data in the context, never code, and the script is fixed.
 * A shared context keeps a run at a fraction of a millisecond.
 */
export const PATTERN_TIME_LIMIT_MS = 250;

const script = new Script('new RegExp(pattern, "u").test(text)');
const context = createContext({ pattern: '', text: '' });

export class PatternTimeoutError extends Error {
  constructor() {
    super('pattern timed out');
    this.name = 'PatternTimeoutError';
  }
}

/** Whether `text` matches `pattern`; throws PatternTimeoutError when the match runs past the limit. */
export function patternMatches(pattern: string, text: string, limitMs = PATTERN_TIME_LIMIT_MS): boolean {
  context.pattern = pattern;
  context.text = text;
  try {
    return script.runInContext(context, { timeout: limitMs }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PatternTimeoutError();
    throw error;
  }
}
