import { z } from 'zod';
import { CLIENT_PLATFORM } from './constants';
import { MOBILE_PATTERN, USERNAME_MAX_LENGTH } from './validation';

/** The longest password ciphertext accepted (a 128-character password encrypts to 172 base64 characters). */
export const TRANSPORT_CIPHERTEXT_MAX_LENGTH = 512;
/** The longest captcha check key accepted (the client sends a timestamp). */
export const CHECK_KEY_MAX_LENGTH = 64;

/**
 * POST /sys/login. `password` is the transport ciphertext (AES-CBC, see transportKeySchema), never the
 * plain password. An e-mail-shaped username signs in by e-mail (login type 0), any other by username
 * (type 1). `captcha` and `checkKey` are required while the server's captcha is on. remember_me, a and
 * platform are accepted for the original client and change nothing (sessions always last seven days).
 */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  password: z.string().min(1).max(TRANSPORT_CIPHERTEXT_MAX_LENGTH),
  remember_me: z.boolean().optional(),
  captcha: z.string().max(16).optional(),
  checkKey: z.union([z.string().max(CHECK_KEY_MAX_LENGTH), z.number()]).optional(),
  a: z.string().optional(),
  platform: z.string().default(CLIENT_PLATFORM),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /sys/phoneLogin: the mobile with either the password (transport ciphertext) or the 6-digit code
 * POST /sys/sms sent to it. captcha and checkKey as for /sys/login.
 */
export const phoneLoginRequestSchema = z
  .object({
    mobile: z.string().trim().regex(MOBILE_PATTERN),
    password: z.string().min(1).max(TRANSPORT_CIPHERTEXT_MAX_LENGTH).optional(),
    smscode: z.string().trim().min(1).max(16).optional(),
    remember_me: z.boolean().optional(),
    captcha: z.string().max(16).optional(),
    checkKey: z.union([z.string().max(CHECK_KEY_MAX_LENGTH), z.number()]).optional(),
    a: z.string().optional(),
    platform: z.string().default(CLIENT_PLATFORM),
  })
  .refine((body) => body.password !== undefined || body.smscode !== undefined, {
    path: ['password'],
    error: 'password or smscode is required',
  });
export type PhoneLoginRequest = z.input<typeof phoneLoginRequestSchema>;

/**
 * GET /sys/getEncryptedString: the deployment's password transport key and iv, 16 characters each.
 * Clients encrypt a password with AES-CBC, PKCS#7 padding, key and iv = the UTF-8 bytes of these
 * strings, and send the ciphertext in base64 (login, registration, password change). They may cache
 * the pair for seven days.
 */
export const transportKeySchema = z.object({ key: z.string().length(16), iv: z.string().length(16) });
export type TransportKey = z.infer<typeof transportKeySchema>;

/** GET /sys/loginSettings: what the sign-in form must ask for (the captcha only while the server checks it). */
export const loginSettingsSchema = z.object({ captchaRequired: z.boolean() });
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/** GET /sys/randomImage/{checkKey}: the captcha image as a data URL (SVG), good for 60 s and one login. */
export const captchaImageSchema = z.string();

/** The `result` of a refused sign-in: consecutive failures so far (above 2 the client refreshes the captcha). */
export const loginFailureResultSchema = z.object({ errorCount: z.number().int() });
export type LoginFailureResult = z.infer<typeof loginFailureResultSchema>;

/**
 * A correct password for an account with two-step verification: no session yet. Post the ticket with
 * the authenticator's code to POST /sys/login/twoFactor within five minutes; it works once.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  twoFactorToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /sys/login/twoFactor. `code`: the 6 digits the authenticator shows. */
export const twoFactorLoginRequestSchema = z.object({
  twoFactorToken: z.string().min(1).max(128),
  code: z.string().trim().max(16),
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

export const tenantSummarySchema = z.object({ id: z.string(), name: z.string() });
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Comma-separated ids of the user's tenants, as the original client expects. */
  relTenantIds: z.string(),
  roles: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const mainIndexPageSchema = z.object({ url: z.string(), name: z.string() });
export type MainIndexPage = z.infer<typeof mainIndexPageSchema>;

/** A button-level permission entry (type "1" shows a control, type "2" disables a form field). */
export const authEntrySchema = z.object({
  action: z.string(),
  type: z.enum(['1', '2']),
  describe: z.string(),
  status: z.enum(['0', '1']),
});
export type AuthEntry = z.infer<typeof authEntrySchema>;

export const menuMetaSchema = z.object({
  title: z.string(),
  icon: z.string().optional(),
  url: z.string().optional(),
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  componentName: z.string().optional(),
  /** The locale key the client may title the menu with instead of `title`. */
  i18nKey: z.string().optional(),
  permissionList: z.array(authEntrySchema).optional(),
});
export type MenuMeta = z.infer<typeof menuMetaSchema>;

export interface MenuItem {
  id: string;
  /** "0" entries are not routes and are skipped by the client. */
  route: '0' | '1';
  path: string;
  name: string;
  component?: string | undefined;
  redirect?: string | undefined;
  hidden?: boolean | undefined;
  alwaysShow?: boolean | undefined;
  meta: MenuMeta;
  children?: MenuItem[] | undefined;
}

/** One entry of the menu tree; its children are entries too. */
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  route: z.enum(['0', '1']),
  path: z.string(),
  name: z.string(),
  component: z.string().optional(),
  redirect: z.string().optional(),
  hidden: z.boolean().optional(),
  alwaysShow: z.boolean().optional(),
  meta: menuMetaSchema,
  get children() {
    return z.array(menuItemSchema).optional();
  },
});

/** POST /sys/permission/getUserPermissionByToken. */
export const permissionResultSchema = z.object({
  menu: z.array(menuItemSchema),
  auth: z.array(authEntrySchema),
  allAuth: z.array(authEntrySchema),
});
export type PermissionResult = z.infer<typeof permissionResultSchema>;

/** POST /sys/logout answers no result. */
export const logoutResultSchema = z.null();
