import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1, 30-second steps, 6 digits. The
 * algorithm, base32 and the otpauth:// URI come from the otpauth library; this module fixes the
 * parameters and adds the step a code belongs to, which callers store so that a code is used once.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;

const ALGORITHM = 'SHA1';

/** A Secret over a copy of `bytes` (a Buffer may be a view into a larger shared pool). */
function secretOf(bytes: Uint8Array): Secret {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer });
}

/** A new secret of 20 random bytes (the HMAC-SHA-1 key size), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step `at` (ms since the epoch) falls in. */
export function totpStep(at: number): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: at });
}

/** The HOTP value of `key` at counter `step`, `digits` long (leading zeros kept). */
export function hotp(key: Buffer, step: number, digits: number = TOTP_DIGITS): string {
  return HOTP.generate({ secret: secretOf(key), algorithm: ALGORITHM, digits, counter: step });
}

/** The code an authenticator shows for the base32 `secret` at `at`. */
export function totpCode(secret: string, at: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: at,
  });
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `at`, or null. Callers store the step
 * and refuse steps not after it, so that a code is used once.
 */
export function matchTotp(secret: string, code: string, at: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: at,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(at) + delta;
}

/** The otpauth:// URI an authenticator app scans (as a QR code) to enrol `secret`. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  }).toString();
}

export function base32Encode(bytes: Buffer): string {
  return secretOf(bytes).base32;
}

/** Decodes base32 ignoring case, spaces and padding; any other character is an error. */
export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text).bytes);
}
