import { randomInt } from 'node:crypto';
import { ErrorKey } from '@mall/shared';
import { AppError } from '#platform/http/app-error';
import type { CaptchaStore } from '#platform/security/captcha-store';
import { captchaSvg } from './captcha-image';

/** A captcha code is good for one sign-in within this time. */
export const CAPTCHA_TTL_MS = 60_000;
/** The characters a code is made of: letters and digits that look alike (0oO1iIlL) are left out. */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;

/** A new code for `checkKey` (replacing an earlier one), as an SVG data URL for an <img>. */
export async function newCaptchaImage(store: CaptchaStore, checkKey: string): Promise<string> {
  const text = Array.from(
    { length: CODE_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)],
  ).join('');
  await store.save(checkKey, text.toLowerCase(), CAPTCHA_TTL_MS);
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;
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
