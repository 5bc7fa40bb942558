import { z } from 'zod';
import { TRANSPORT_CIPHERTEXT_MAX_LENGTH } from './auth';
import { nullAsAbsent } from './wire-input';
import { dateTimeSchema } from './date-input';
import { listQuerySchema } from './paging';
import { EMAIL_PATTERN, MOBILE_PATTERN, TEXT_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './validation';

/**
 * Account states. A self-registered account starts under review and cannot sign in until staff approve it
 * (normal) or reject it (rejected: sign-in tells the reason kept in sys_user.review_memo). A deactivated
 * account is closed for good but kept (its history stays readable); sign-in says so.
 */
export const UserStatus = { normal: 1, frozen: 2, underReview: 3, rejected: 4, deactivated: 5 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

/** The states staff set by hand (add, edit, freeze). */
export const userStatusSchema = z.union([z.literal(UserStatus.normal), z.literal(UserStatus.frozen)]);
/** Every state an account may be in, as lists show and filter them. */
export const userStateSchema = z.union([
  userStatusSchema,
  z.literal(UserStatus.underReview),
  z.literal(UserStatus.rejected),
  z.literal(UserStatus.deactivated),
]);

/** Columns the users list may sort on; anything else is a 400. */
export const USER_SORT_COLUMNS = ['username', 'realname', 'createTime'] as const;

/** The most departments or tenants one user form may name. */
export const USER_RELATION_MAX = 100;
/** As long as registration lets a company name be. */
const COMPANY_NAME_MAX = TEXT_FIELD_MAX_LENGTH * 2;
const CUSTOMER_TYPE_CODES = ['agent', 'distributor', 'integrator', 'endUser'] as const;

/** The most users one batch call (delete, freeze) may name. */
export const USER_BATCH_MAX = 100;
/** The most rows one export writes. */
export const USER_EXPORT_MAX_ROWS = 10_000;
export const REALNAME_MAX_LENGTH = 64;
/** Letters, digits and _ . @ - only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

/** The list filters; the export takes the same ones. */
export const userListQuerySchema = listQuerySchema.extend({
  username: z.string().max(64).optional(),
  realname: z.string().max(64).optional(),
  phone: z.string().max(32).optional(),
  status: z.coerce.number().int().pipe(userStateSchema).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** One user as lists and forms see it: role names to show, role ids to edit, the version to edit against. */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: userStateSchema,
  status_dictText: z.string(),
  /** Role names, sorted. */
  roles: z.array(z.string()),
  roleIds: z.array(z.string()),
  /** Sign-in is refused before validFrom and after validTo (ISO times; null: open-ended). */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** The user's departments in the acting tenant. */
  departIds: z.array(z.string()),
  /** Those of the user's tenants that the caller belongs to as well. */
  tenantIds: z.array(z.string()),
  /** Customers (self-registered accounts) only: their type code and company; null for staff. */
  customerType: z.string().nullable(),
  companyName: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

const idSchema = z.string().min(1).max(64);

/** `?id=` of queryById and delete. */
export const userIdQuerySchema = z.object({ id: idSchema, _t: z.string().optional() });
export type UserIdQuery = z.infer<typeof userIdQuerySchema>;

/** `?ids=a,b` of deleteBatch: a comma-separated list of 1 to USER_BATCH_MAX ids. */
export const userIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(USER_BATCH_MAX * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(idSchema).min(1).max(USER_BATCH_MAX)),
});
export type UserIdsQuery = z.input<typeof userIdsQuerySchema>;

const phoneSchema = z.string().regex(MOBILE_PATTERN).nullable();
const emailSchema = z.string().max(128).regex(EMAIL_PATTERN).nullable();

/** The fields a create and an edit share. Empty phone or e-mail is sent as null. */
const userFieldsSchema = z.object(
  nullAsAbsent({
    realname: z.string().trim().min(1).max(REALNAME_MAX_LENGTH),
    phone: phoneSchema,
    email: emailSchema,
    status: userStatusSchema,
    roleIds: z.array(idSchema).max(50),
    /** Left out: unchanged on edit, open-ended on add. */
    validFrom: dateTimeSchema.nullable().optional(),
    validTo: dateTimeSchema.nullable().optional(),
    /** Departments of the acting tenant; left out: unchanged on edit, none on add. */
    departIds: z.array(idSchema).max(USER_RELATION_MAX).optional(),
    /** Tenants among the caller's own; the acting tenant is always kept. Left out: unchanged / acting only. */
    tenantIds: z.array(idSchema).max(USER_RELATION_MAX).optional(),
  }),
);

/** The end of a validity period may not come before its beginning. */
function validityInOrder(value: { validFrom?: string | null; validTo?: string | null }): boolean {
  return !value.validFrom || !value.validTo || Date.parse(value.validFrom) <= Date.parse(value.validTo);
}
const validityIssue = { message: 'validTo before validFrom', path: ['validTo'] };

/**
 * A password staff set for a user: the transport ciphertext of the password (as at sign-in), never the
 * password in clear; the server decrypts it and then applies the password rule.
 */
const transportedPasswordSchema = z.string().min(1).max(TRANSPORT_CIPHERTEXT_MAX_LENGTH);

/** POST /sys/user/add. The username never changes afterwards. */
export const userAddSchema = userFieldsSchema
  .extend(
    nullAsAbsent({
      username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH).regex(USERNAME_PATTERN),
      password: transportedPasswordSchema,
      /** A JeecgBoot form leaves it out: a new account is a normal one. */
      status: userStatusSchema.default(UserStatus.normal),
    }),
  )
  .refine(validityInOrder, validityIssue);
export type UserAddRequest = z.infer<typeof userAddSchema>;

/** PUT /sys/user/edit: the version the form was loaded with; a newer row answers 409. */
export const userEditSchema = userFieldsSchema
  .extend(
    nullAsAbsent({
      id: idSchema,
      version: z.number().int().min(0),
      /** Customers only (a staff account has no company); left out: unchanged. */
      customerType: z.enum(CUSTOMER_TYPE_CODES).optional(),
      companyName: z.string().trim().min(1).max(COMPANY_NAME_MAX).optional(),
      /** A new password (transport ciphertext); left out: unchanged. */
      password: transportedPasswordSchema.optional(),
    }),
  )
  .refine(validityInOrder, validityIssue);
export type UserEditRequest = z.infer<typeof userEditSchema>;

/** PUT /sys/user/frozenBatch. */
export const userFrozenBatchSchema = z.object({
  ids: z.array(idSchema).min(1).max(USER_BATCH_MAX),
  status: userStatusSchema,
});
export type UserFrozenBatchRequest = z.infer<typeof userFrozenBatchSchema>;

/** What a batch call changed. */
export const userBatchResultSchema = z.object({ count: z.number().int() });
export type UserBatchResult = z.infer<typeof userBatchResultSchema>;

/** One role as the user form offers it. */
export const roleOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionListSchema = z.array(roleOptionSchema);

/** PUT /sys/user/changePassword: staff set a new password for a user of their tenant. */
export const userResetPasswordSchema = z.strictObject({
  id: idSchema,
  password: transportedPasswordSchema,
});
export type UserResetPasswordRequest = z.infer<typeof userResetPasswordSchema>;
