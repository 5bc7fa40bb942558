import { ErrorKey } from '@mall/shared';
import svgCaptcha from 'svg-captcha';
import { AppError } from '#platform/http/app-error';
import type { CaptchaStore } from '#platform/security/captcha-store';

/** A captcha code is good for one sign-in within this time. */
export const CAPTCHA_TTL_MS = 60_000;
/** Letters and digits that look alike are left out. */
const IGNORED_CHARACTERS = '0oO1iIlL';

/** A new code for `checkKey` (replacing an earlier one), as an SVG data URL for an <img>. */
export async function newCaptchaImage(store: CaptchaStore, checkKey: string): Promise<string> {
  const { data, text } = svgCaptcha.create({ size: 4, ignoreChars: IGNORED_CHARACTERS, noise: 2 });
  await store.save(checkKey, text.toLowerCase(), CAPTCHA_TTL_MS);
  return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
}

/**
 * Takes the code stored for `checkKey` (so it can never be tried twice) and compares it, ignoring case,
 * with what the user typed: 400 login.captchaEmpty when either is missing, login.captchaWrong when it
 * differs, has expired or was used.
 */
export async function checkCaptcha(
  store: CaptchaStore,
  checkKey: string | number | undefined,
  captcha: string | undefined,
): Promise<void> {
  const typed = captcha?.trim().toLowerCase() ?? '';
  const key = checkKey === undefined ? '' : String(checkKey);
  if (typed === '' || key === '') throw new AppError(400, ErrorKey.captchaEmpty);
  const stored = await store.take(key);
  if (stored === null || stored !== typed) throw new AppError(400, ErrorKey.captchaWrong);
}
