/** Validation rules both sides apply (mall.md §5, admin-shell.md §5). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 128;

/** At least 8 characters mixing digits, upper- and lower-case letters and special symbols. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** An e-mail-shaped username is login type 0, otherwise 1. */
export function loginTypeOf(username: string): 0 | 1 {
  return EMAIL_PATTERN.test(username) ? 0 : 1;
}
