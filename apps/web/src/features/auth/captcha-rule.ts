import { loginFailureResultSchema } from '@mall/shared';
import { isHttpError } from '../../lib/http-error';

/** Consecutive failures after which the captcha image is always refreshed. */
const CAPTCHA_REFRESH_AFTER_FAILURES = 2;

/** The failures in a row a refused sign-in reports (0 when the answer has none). */
export function errorCountOf(error: unknown): number {
  if (!isHttpError(error)) return 0;
  const parsed = loginFailureResultSchema.safeParse(error.result);
  return parsed.success ? parsed.data.errorCount : 0;
}

/**
 * Whether a failed sign-in needs a new captcha: above two failures in a row, and after any attempt the
 * server answered (a captcha code is single use: a wrong try spends it).
 */
export function captchaNeedsRefresh(error: unknown): boolean {
  return errorCountOf(error) > CAPTCHA_REFRESH_AFTER_FAILURES || isHttpError(error);
}
