// Free of zod: the sign-in and registration forms check these, and must not load the schema library.

/** Validation rules both sides apply: the server enforces them, the forms check them before sending. */
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

/**
 * What is wrong with a form value, as a code both sides translate: the server into its field errors, the
 * forms into their locale texts. `null` means the value passes.
 */
export type RuleProblem = 'required' | 'format' | 'tooLong' | 'weak' | 'tooShort';

/** Presence and length checks most fields share: an absent or blank value is `required`. */
function presence(value: string | null | undefined, maxLength: number): RuleProblem | null | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'required';
  if (trimmed.length > maxLength) return 'tooLong';
  return trimmed;
}

function checked(
  value: string | null | undefined,
  maxLength: number,
  rule: (value: string) => boolean,
): RuleProblem | null {
  const present = presence(value, maxLength);
  if (present === 'required' || present === 'tooLong') return present;
  return rule(present as string) ? null : 'format';
}

/** Letters, digits and _ . @ - only, at most USERNAME_MAX_LENGTH characters. */
export const USERNAME_RULE_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const EMAIL_MAX_LENGTH = 128;
/** The longest free text of a registration (company, address, contact person, website). */
export const TEXT_FIELD_MAX_LENGTH = 200;

/** Mobile: required; 11 digits, the first 1 and the second 3 to 9. */
export function mobileProblem(value: string | null | undefined): RuleProblem | null {
  return checked(value, 11, (mobile) => MOBILE_PATTERN.test(mobile));
}

/** E-mail: required; name@domain.tld shape, at most EMAIL_MAX_LENGTH characters. */
export function emailProblem(value: string | null | undefined): RuleProblem | null {
  return checked(value, EMAIL_MAX_LENGTH, (email) => EMAIL_PATTERN.test(email));
}

/** Username: required; letters, digits and _ . @ - only, at most USERNAME_MAX_LENGTH characters. */
export function usernameProblem(value: string | null | undefined): RuleProblem | null {
  return checked(value, USERNAME_MAX_LENGTH, (username) => USERNAME_RULE_PATTERN.test(username));
}

/**
 * Password (not trimmed: every character counts): required; at least PASSWORD_MIN_LENGTH characters
 * (`tooShort`) mixing digits, upper- and lower-case letters and special symbols (`weak`).
 */
export function passwordProblem(value: string | null | undefined): RuleProblem | null {
  if (!value) return 'required';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return isStrongPassword(value) ? null : 'weak';
}

/** A required free-text field of at most `maxLength` characters. */
export function textProblem(
  value: string | null | undefined,
  maxLength = TEXT_FIELD_MAX_LENGTH,
): RuleProblem | null {
  return checked(value, maxLength, () => true);
}

/** A website: optional; when given, http(s)://host..., at most TEXT_FIELD_MAX_LENGTH characters. */
export function websiteProblem(value: string | null | undefined): RuleProblem | null {
  if (!value?.trim()) return null;
  return checked(
    value,
    TEXT_FIELD_MAX_LENGTH,
    (site) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(site) || /^[^\s/]+\.[^\s]+$/.test(site),
  );
}

/** The visible part of a mobile number: 138****5678. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}
