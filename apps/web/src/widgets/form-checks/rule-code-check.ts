import type { CheckRuleQuery } from '@mall/shared';
import { http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';

/**
 * Asks GET /sys/checkRule/checkByCode whether `value` passes the rule `ruleCode` (the value URL-encoded
 * once more than the query string, as the server expects). Answers the refusal's message, or undefined
 * when the value passes, is empty, or could not be judged (network, server): the save checks again.
 * An unknown rule code is a refusal too, so that a misnamed rule shows instead of passing everything.
 */
export async function ruleCodeFailure(ruleCode: string, value: unknown): Promise<string | undefined> {
  const text = value === null || value === undefined ? '' : String(value);
  if (text === '') return undefined;
  const query: CheckRuleQuery = { ruleCode, value: encodeURIComponent(text) };
  try {
    await http.get('/sys/checkRule/checkByCode', query, { silent: true });
    return undefined;
  } catch (error) {
    if (isHttpError(error) && error.i18nKey?.startsWith('checkRule.')) return error.message;
    return undefined;
  }
}

/** An antd form validator checking the value against the check rule `ruleCode`. */
export function ruleCodeValidator(ruleCode: string) {
  return async (_: unknown, value: unknown): Promise<void> => {
    const failure = await ruleCodeFailure(ruleCode, value);
    if (failure !== undefined) throw new Error(failure);
  };
}
