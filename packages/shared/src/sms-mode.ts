// Free of zod: the sign-in and password pages read these, and must not load the schema library for them.

/** `smsmode` of POST /sys/sms: what the code is for. */
export const SmsMode = { login: '0', reset: '2' } as const;
export type SmsModeValue = (typeof SmsMode)[keyof typeof SmsMode];
/** What a stored code may be consumed for. */
export type SmsPurpose = keyof typeof SmsMode;

/** Seconds before the same mobile may receive another code (the client counts them down). */
export const SMS_RESEND_SECONDS = 60;
/** How long a code stays valid. */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_PATTERN = /^\d{6}$/;
