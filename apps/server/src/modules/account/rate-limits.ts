import { byBodyField, byIp, type NamedLimit } from '#platform/security/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the account calls an attacker would repeat: guessing which usernames have a phone, SMS
 * codes and reset tickets by address and by account, and old passwords or authenticator codes.
 */
export const AccountRateLimits = {
  alteration: [
    { name: 'alteration-ip', max: 30, timeWindowMs: HOUR, key: byIp },
    { name: 'alteration-account', max: 10, timeWindowMs: HOUR, key: byBodyField('username') },
  ],
  alterationReset: [{ name: 'alteration-reset-ip', max: 10, timeWindowMs: HOUR, key: byIp }],
  passwordChange: [{ name: 'password-change-ip', max: 10, timeWindowMs: 10 * MINUTE, key: byIp }],
  resubmission: [
    { name: 'resubmission-ip', max: 20, timeWindowMs: HOUR, key: byIp },
    { name: 'resubmission-account', max: 10, timeWindowMs: HOUR, key: byBodyField('account') },
  ],
  twoFactor: [{ name: 'two-factor-enrol-ip', max: 20, timeWindowMs: 10 * MINUTE, key: byIp }],
} as const satisfies Record<string, readonly NamedLimit[]>;
