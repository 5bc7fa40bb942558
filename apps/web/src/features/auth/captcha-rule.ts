import type { LoginFailureResult } from '@mall/shared';
import { isHttpError } from '../../lib/http-error';

/** Consecutive failures after which the captcha image is always refreshed. */
const CAPTCHA_REFRESH_AFTER_FAILURES = 2;

/**
 * Whether a refused sign-in's result is a LoginFailureResult. Checked by hand, not with its zod schema:
 * the login page is the first a visitor loads and must not fetch the schema library for one field.
 */
function isLoginFailureResult(result: unknown): result is LoginFailureResult {
  if (typeof result !== 'object' || result === null || !('errorCount' in result)) return false;
  return Number.isInteger(result.errorCount);
}

/** The failures in a row a refused sign-in reports (0 when the answer has none). */
export function errorCountOf(error: unknown): number {
  if (!isHttpError(error)) return 0;
  return isLoginFailureResult(error.result) ? error.result.errorCount : 0;
}

/**
 * Whether a failed sign-in needs a new captcha: above two failures in a row, and after any attempt the
 * server answered (a captcha code is single use: a wrong try spends it).
 */
export function captchaNeedsRefresh(error: unknown): boolean {
  return errorCountOf(error) > CAPTCHA_REFRESH_AFTER_FAILURES || isHttpError(error);
}
