import { z } from 'zod';
import { SYSTEM_MESSAGE_KINDS } from './notification-defaults';
import { SmsMode } from './sms-mode';
import { pickLocalized, type Locale, type LocalizedText } from './locale';
import { localizedTextSchema } from './localized-text';
import { listQuerySchema } from './paging';
import { REALNAME_MAX_LENGTH, userStateSchema } from './user';
import { EMAIL_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './validation';

/**
 * The longest password field a request may carry: passwords travel AES-encrypted and base64-encoded, so
 * the field is longer than the password itself.
 */
export const ENCRYPTED_PASSWORD_MAX_LENGTH = 512;
/** A text field's request limit; the rules (required, length, format) are checked by the service. */
const looseText = (max: number) => z.string().max(max).optional().default('');
const encryptedPassword = z.string().max(ENCRYPTED_PASSWORD_MAX_LENGTH).optional().default('');
const idSchema = z.string().min(1).max(64);

/**
 * Error keys of the account calls. The four password-change keys are the ones the original client
 * translates (noUser, oldPwdError, newPwdEmpty, PwdDisagree) and travel unchanged in `i18nKey`.
 */
export const AccountErrorKey = {
  noUser: 'noUser',
  oldPwdError: 'oldPwdError',
  newPwdEmpty: 'newPwdEmpty',
  pwdDisagree: 'PwdDisagree',
  /** The username given to the forgotten-password flow names no account with a phone number. */
  accountNotFound: 'account.notFound',
  /** The reset ticket is unknown, used or expired: start the flow again. */
  resetTicketInvalid: 'account.resetTicketInvalid',
  /** Approve or reject named an account that is not awaiting review. */
  notUnderReview: 'account.notUnderReview',
  /** A resubmission named an account whose registration is not rejected (under review or approved). */
  notRejected: 'account.notRejected',
  /** Two-step verification is already on (disable it first to enrol another authenticator). */
  twoFactorAlreadyEnabled: 'account.twoFactorAlreadyEnabled',
  /** Enable was called before setup, or disable while it is off. */
  twoFactorNotSetUp: 'account.twoFactorNotSetUp',
  /** The authenticator code (or the password of a disable) does not match. */
  twoFactorCodeWrong: 'account.twoFactorCodeWrong',
  /** A new SMS code for this mobile within 60 s of the last one. */
  smsTooSoon: 'sms.tooSoon',
  /** The SMS gateway did not take the message. */
  smsSendFailed: 'sms.sendFailed',
  /** The SMS code is wrong, used or expired. */
  smsCodeWrong: 'sms.codeWrong',
} as const;
export type AccountErrorKeyValue = (typeof AccountErrorKey)[keyof typeof AccountErrorKey];

// ---------------------------------------------------------------- SMS

/**
 * POST /sys/sms. smsmode "0" (login) sends to `mobile`; smsmode "2" (forgotten password) sends to the
 * phone of the account named by `username`.
 */
export const smsRequestSchema = z.object({
  mobile: z.string().max(32).optional(),
  username: z.string().max(USERNAME_MAX_LENGTH).optional(),
  smsmode: z.enum([SmsMode.login, SmsMode.reset]),
});
export type SmsRequest = z.input<typeof smsRequestSchema>;

/** What POST /sys/sms answers: when the next code may be requested. */
export const smsResultSchema = z.object({ resendAfterSeconds: z.number().int() });
export type SmsResult = z.infer<typeof smsResultSchema>;

// ---------------------------------------------------------------- customer types and registration

/** Customer types a registering company picks from. */
export const CUSTOMER_TYPES = [
  { code: 'agent', name: { zh: '代理商', en: 'Agent' } },
  { code: 'distributor', name: { zh: '经销商', en: 'Distributor' } },
  { code: 'integrator', name: { zh: '集成商', en: 'Integrator' } },
  { code: 'endUser', name: { zh: '终端用户', en: 'End User' } },
] as const satisfies readonly { code: string; name: LocalizedText }[];
export type CustomerTypeCode = (typeof CUSTOMER_TYPES)[number]['code'];

export function isCustomerTypeCode(code: string): code is CustomerTypeCode {
  return CUSTOMER_TYPES.some((type) => type.code === code);
}

/** A customer type's name in `locale`; an unknown code reads as itself. */
export function customerTypeName(code: string, locale: Locale): string {
  const type = CUSTOMER_TYPES.find((candidate) => candidate.code === code);
  return type ? pickLocalized(type.name, locale) : code;
}

/** One customer type of POST /sys/tracenode/queryAllTracenode: `name` in the request's language. */
export const tracenodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  names: localizedTextSchema,
});
export type Tracenode = z.infer<typeof tracenodeSchema>;
export const tracenodeListSchema = z.array(tracenodeSchema);

/**
 * POST /sys/user/register. The password and its confirmation arrive encrypted like the login's. Every
 * rule (required fields, formats, the password rule, duplicates) is checked by the server, which answers
 * a 400 validation envelope whose `errors` name the fields.
 */
export const registerRequestSchema = z.object({
  username: looseText(USERNAME_MAX_LENGTH * 2),
  password: encryptedPassword,
  confirmPassword: encryptedPassword,
  mobile: looseText(32),
  companyName: looseText(TEXT_FIELD_MAX_LENGTH * 2),
  email: looseText(EMAIL_MAX_LENGTH * 2),
  /** ISO 3166-1 alpha-2 code from COUNTRIES. */
  area: looseText(8),
  website: looseText(TEXT_FIELD_MAX_LENGTH * 2),
  address: looseText(TEXT_FIELD_MAX_LENGTH * 2),
  /** A CUSTOMER_TYPES code. */
  tracenodeId: looseText(32),
  contactPerson: looseText(TEXT_FIELD_MAX_LENGTH * 2),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** A registration's answer: the account exists and waits for review (status UserStatus.underReview). */
export const registerResultSchema = z.object({ username: z.string(), status: z.number().int() });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** Registrations staff review: filters of GET /sys/user/registration/list (status defaults to under review). */
export const registrationListQuerySchema = listQuerySchema.extend({
  status: z.coerce.number().int().pipe(userStateSchema).optional(),
  username: z.string().max(64).optional(),
  companyName: z.string().max(TEXT_FIELD_MAX_LENGTH).optional(),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;

/** One self-registered account with its company, as the review list shows it. */
export const registrationRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  status: userStateSchema,
  reviewMemo: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string(),
  area: z.string(),
  /** The region's name in the request's language. */
  areaName: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  tracenodeId: z.string(),
  /** The customer type's name in the request's language. */
  tracenodeName: z.string(),
  contactPerson: z.string(),
  createTime: z.string(),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

/** POST /sys/user/approve. */
export const approveRequestSchema = z.object({ id: idSchema });
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

export const REJECT_REASON_MAX_LENGTH = 200;
/** POST /sys/user/reject: the reason is what the rejected user reads at sign-in. */
export const rejectRequestSchema = z.object({
  id: idSchema,
  reason: z.string().trim().min(1).max(REJECT_REASON_MAX_LENGTH),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/** The account after approve or reject. */
export const reviewResultSchema = z.object({
  id: z.string(),
  username: z.string(),
  status: z.number().int(),
  reviewMemo: z.string().nullable(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/**
 * The proof that a rejected registration is the caller's: its login name (username, phone or e-mail)
 * and its password, encrypted like the login's. A wrong pair is answered like a failed sign-in.
 */
export const registrationProofSchema = z.object({
  account: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: encryptedPassword,
});
export type RegistrationProof = z.input<typeof registrationProofSchema>;

/** POST /sys/user/registration/mine: the rejected application as it was sent, with the reason. */
export const rejectedApplicationSchema = z.object({
  username: z.string(),
  mobile: z.string(),
  companyName: z.string(),
  email: z.string(),
  area: z.string(),
  website: z.string(),
  address: z.string(),
  tracenodeId: z.string(),
  contactPerson: z.string(),
  reviewMemo: z.string().nullable(),
});
export type RejectedApplication = z.infer<typeof rejectedApplicationSchema>;

/**
 * POST /sys/user/registration/resubmit: the proof and the corrected company data. The username and the
 * password stay; the rules and duplicate checks are the registration's (the account's own values pass).
 */
export const resubmitRequestSchema = registrationProofSchema.extend(
  registerRequestSchema.omit({ username: true, password: true, confirmPassword: true }).shape,
);
export type ResubmitRequest = z.input<typeof resubmitRequestSchema>;

export const REGISTRATION_EVENT_KINDS = ['submitted', 'resubmitted', 'rejected', 'approved'] as const;
/** One entry of a registration's review history (GET /sys/user/registration/history), oldest first. */
export const registrationEventSchema = z.object({
  kind: z.enum(REGISTRATION_EVENT_KINDS),
  reason: z.string().nullable(),
  actor: z.string(),
  createTime: z.string(),
});
export type RegistrationEvent = z.infer<typeof registrationEventSchema>;
export const registrationHistoryQuerySchema = z.object({ id: idSchema });

// ---------------------------------------------------------------- password change

/** POST /sys/user/updatePassword: all three passwords encrypted like the login's. */
export const updatePasswordRequestSchema = z.object({
  username: z.string().max(USERNAME_MAX_LENGTH),
  oldpassword: encryptedPassword,
  password: encryptedPassword,
  confirmpassword: encryptedPassword,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

// ---------------------------------------------------------------- personal centre

/** GET /sys/user/myself. */
export const myselfSchema = z.object({
  /** The login account. */
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Stored path of the avatar picture (an upload with biz `avatar`), null when there is none. */
  avatar: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** The version a PUT must name. */
  version: z.number().int(),
});
export type Myself = z.infer<typeof myselfSchema>;

/**
 * PUT /sys/user/myself. An empty phone or e-mail clears it; a stale version answers 409. Any other field
 * (an id, a status, roles, a username) is refused with a field error naming it: the call changes the
 * session's user's own profile only.
 */
export const myselfUpdateSchema = z.strictObject({
  realname: z.string().max(REALNAME_MAX_LENGTH * 2),
  phone: z.string().max(32).nullable().optional(),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .nullable()
    .optional(),
  version: z.number().int().min(0),
});
export type MyselfUpdate = z.input<typeof myselfUpdateSchema>;

/** What an avatar path looks like: a picture the upload with biz `avatar` stored. */
export const AVATAR_PATH_PATTERN = /^avatar\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** PUT /sys/user/myself/avatar: a path answered by an avatar upload, or null to remove the picture. */
export const avatarUpdateSchema = z.strictObject({ avatar: z.string().max(128).nullable() });
export type AvatarUpdate = z.infer<typeof avatarUpdateSchema>;

// ---------------------------------------------------------------- notification preferences

export const systemMessageKindSchema = z.enum(SYSTEM_MESSAGE_KINDS);

/**
 * GET and PUT /sys/user/notificationSettings, the signed-in user's own: whether urgent notices pop up as
 * a desktop notification, and the system-message kinds received (every kind until the user chooses).
 */
export const notificationSettingsSchema = z.strictObject({
  desktopUrgent: z.boolean(),
  systemMessageKinds: z
    .array(systemMessageKindSchema)
    .max(SYSTEM_MESSAGE_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'each kind once'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET and PUT /sys/user/privacySettings, the signed-in user's own: whether the address book shows their phone. */
export const privacySettingsSchema = z.strictObject({ hidePhone: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

// ---------------------------------------------------------------- forgotten password

/** POST /sys/user/alteration/check. */
export const alterationCheckRequestSchema = z.object({ username: z.string().max(USERNAME_MAX_LENGTH) });
export type AlterationCheckRequest = z.infer<typeof alterationCheckRequestSchema>;
/** Where the code will go: the account's mobile with its middle digits hidden. */
export const alterationCheckResultSchema = z.object({ mobile: z.string() });
export type AlterationCheckResult = z.infer<typeof alterationCheckResultSchema>;

/** POST /sys/user/alteration/verify. */
export const alterationVerifyRequestSchema = z.object({
  username: z.string().max(USERNAME_MAX_LENGTH),
  smscode: z.string().max(16),
});
export type AlterationVerifyRequest = z.infer<typeof alterationVerifyRequestSchema>;

/** How long a reset ticket stays valid. */
export const RESET_TICKET_TTL_SECONDS = 600;
/** A single-use ticket that allows one password reset. */
export const alterationTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type AlterationTicket = z.infer<typeof alterationTicketSchema>;

/** POST /sys/user/alteration/reset: the new password encrypted like the login's. */
export const alterationResetRequestSchema = z.object({
  ticket: z.string().max(128),
  password: encryptedPassword,
  confirmPassword: encryptedPassword,
});
export type AlterationResetRequest = z.input<typeof alterationResetRequestSchema>;

// ---------------------------------------------------------------- two-step verification

/** POST /sys/user/twoFactor/setup: the base32 secret and the otpauth:// URL an authenticator scans. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /sys/user/twoFactor/enable: a current code from the authenticator just set up. */
export const twoFactorEnableRequestSchema = z.object({ code: z.string().max(16) });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

/** POST /sys/user/twoFactor/disable: a current code, or the account password (encrypted). */
export const twoFactorDisableRequestSchema = z.object({
  code: z.string().max(16).optional(),
  password: z.string().max(ENCRYPTED_PASSWORD_MAX_LENGTH).optional(),
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

/** The two-step state after enable or disable. */
export const twoFactorStateSchema = z.object({ twoFactorEnabled: z.boolean() });
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
