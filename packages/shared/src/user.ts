import { z } from 'zod';
import { TRANSPORT_CIPHERTEXT_MAX_LENGTH } from './auth';
import { nullAsAbsent } from './wire-input';
import { commaJoinedIds } from './jeecg-body';
import { dateTimeSchema } from './date-input';
import { defineEntity } from './admin-entity';
import type { LocalizedText } from './locale';
import { Permission } from './permissions';
import { EMAIL_PATTERN, MOBILE_PATTERN, TEXT_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './validation';

/**
 * Account states. A self-registered account starts under review and cannot sign in until staff approve it
 * (normal) or reject it (rejected: sign-in tells the reason kept in sys_user.review_memo). A deactivated
 * account is closed for good but kept (its history stays readable); sign-in says so.
 */
export const UserStatus = { normal: 1, frozen: 2, underReview: 3, rejected: 4, deactivated: 5 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

/** Each account state's text: the users' and the customers' status field, list text and export cell. */
export const USER_STATUS_OPTIONS = {
  [UserStatus.normal]: { zh: '正常', en: 'Normal' },
  [UserStatus.frozen]: { zh: '冻结', en: 'Frozen' },
  [UserStatus.underReview]: { zh: '审核中', en: 'Under review' },
  [UserStatus.rejected]: { zh: '已驳回', en: 'Rejected' },
  [UserStatus.deactivated]: { zh: '已注销', en: 'Deactivated' },
} as const satisfies Record<UserStatusValue, LocalizedText>;

/** The states staff set by hand (add, edit, freeze). */
export const userStatusSchema = z.union([z.literal(UserStatus.normal), z.literal(UserStatus.frozen)]);
/** Every state an account may be in, as lists show and filter them. */
export const userStateSchema = z.union([
  userStatusSchema,
  z.literal(UserStatus.underReview),
  z.literal(UserStatus.rejected),
  z.literal(UserStatus.deactivated),
]);

/** The most departments or tenants one user form may name. */
export const USER_RELATION_MAX = 100;
/** As long as registration lets a company name be. */
const COMPANY_NAME_MAX = TEXT_FIELD_MAX_LENGTH * 2;
const CUSTOMER_TYPE_CODES = ['agent', 'distributor', 'integrator', 'endUser'] as const;

/** The most users one batch call (delete, freeze) may name. */
export const USER_BATCH_MAX = 100;
export const REALNAME_MAX_LENGTH = 64;
/** Letters, digits and _ . @ - only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

/** One user as lists and forms see it: role names to show, role ids to edit, the version to edit against. */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  /** The staff number; null when none was given. */
  workNo: z.string().nullable(),
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
  /** The user's positions in the acting tenant: their codes comma-joined (as JeecgBoot's `post`), by code. */
  post: z.string(),
  /** The same positions' names in the request's language, comma and space apart. */
  post_dictText: z.string(),
  /** The same positions' ids, in the order of `post`. */
  positionIds: z.array(z.string()),
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

const phoneSchema = z.string().regex(MOBILE_PATTERN).nullable();
export const WORK_NO_MAX_LENGTH = 32;
const emailSchema = z.string().max(128).regex(EMAIL_PATTERN).nullable();

/** The fields a create and an edit share. Empty phone or e-mail is sent as null. */
const userFieldsSchema = z.object(
  nullAsAbsent({
    realname: z.string().trim().min(1).max(REALNAME_MAX_LENGTH),
    phone: phoneSchema,
    email: emailSchema,
    status: userStatusSchema,
    /** Left out: none on add, unchanged on edit. */
    roleIds: z.array(idSchema).max(50).optional(),
    /** Left out: unchanged on edit, open-ended on add. */
    validFrom: dateTimeSchema.nullable().optional(),
    validTo: dateTimeSchema.nullable().optional(),
    /** Departments of the acting tenant; left out: unchanged on edit, none on add. */
    departIds: z.array(idSchema).max(USER_RELATION_MAX).optional(),
    /** Tenants among the caller's own; the acting tenant is always kept. Left out: unchanged / acting only. */
    tenantIds: z.array(idSchema).max(USER_RELATION_MAX).optional(),
    /** The staff number; left out: unchanged on edit, none on add. */
    workNo: z.string().trim().max(WORK_NO_MAX_LENGTH).nullable().optional(),
    /** Positions of the acting tenant by id (the form's way); left out: unchanged on edit, none on add. */
    positionIds: z.array(idSchema).max(USER_RELATION_MAX).optional(),
    /** The same by code, comma-separated (JeecgBoot's `post`); '' holds none. Not together with positionIds. */
    post: z
      .string()
      .max(USER_RELATION_MAX * 33)
      .optional(),
  }),
);

/**
 * The positions travel by id or by code. A JeecgBoot form sends the list row back with both, and edits
 * the codes (`post`): those then count.
 */
function onePositionField<T extends { positionIds?: unknown; post?: unknown }>(value: T): T {
  return value.post === undefined ? value : { ...value, positionIds: undefined };
}

/** The position codes of a `post` value: comma-separated, blanks dropped, each once. */
export function positionCodesOfPost(post: string): string[] {
  return [
    ...new Set(
      post
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

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
  .refine(validityInOrder, validityIssue)
  .overwrite(onePositionField);
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
  .refine(validityInOrder, validityIssue)
  .overwrite(onePositionField);
export type UserEditRequest = z.infer<typeof userEditSchema>;

/** PUT /sys/user/frozenBatch. */
export const userFrozenBatchSchema = z.object({
  /** An array, or comma-joined as JeecgBoot sends a batch. */
  ids: commaJoinedIds(z.array(idSchema).min(1).max(USER_BATCH_MAX)),
  status: userStatusSchema,
});
export type UserFrozenBatchRequest = z.infer<typeof userFrozenBatchSchema>;

/** What a batch call changed. */
export const userBatchResultSchema = z.object({ count: z.number().int() });
export type UserBatchResult = z.infer<typeof userBatchResultSchema>;

/** One role as the user form offers it; also under JeecgBoot's names, which its role select reads. */
export const roleOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  roleCode: z.string(),
  roleName: z.string(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionListSchema = z.array(roleOptionSchema);

/** PUT /sys/user/changePassword: staff set a new password for a user of their tenant. */
export const userResetPasswordSchema = z
  .strictObject({
    /** The user, by id or (as JeecgBoot names them) by username. */
    id: idSchema.optional(),
    username: z.string().max(100).optional(),
    password: transportedPasswordSchema,
    /** The form's own check that both entries match; not read. */
    confirmpassword: z.string().max(1_000).optional(),
  })
  .refine((body) => body.id !== undefined || body.username !== undefined, {
    path: ['id'],
    message: 'The user is required',
  });
export type UserResetPasswordRequest = z.infer<typeof userResetPasswordSchema>;

/** The users of a tenant on the admin kit: list, queryById, add, edit, delete and export routes. */
export const userEntity = defineEntity({
  name: 'user',
  basePath: '/sys/user',
  access: {
    list: Permission.userList,
    add: Permission.userAdd,
    edit: Permission.userEdit,
    delete: Permission.userDelete,
    export: Permission.userExport,
    import: Permission.userAdd,
  },
  record: userRecordSchema,
  add: userAddSchema,
  edit: userEditSchema,
  versioned: true,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '用户列表', en: 'Users' },
  batchMax: USER_BATCH_MAX,
  superQuery: {
    username: {},
    realname: {},
    phone: {},
    email: {},
    status: {},
    departIds: { title: { zh: '所属部门', en: 'Department' }, type: 'depart' },
    createTime: {},
  },
  fields: {
    username: {
      title: { zh: '用户名', en: 'Username' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 20,
    },
    realname: {
      title: { zh: '用户姓名', en: 'Real name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 20,
    },
    phone: {
      title: { zh: '手机号', en: 'Phone' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 32,
      exportWidth: 16,
    },
    email: { title: { zh: '邮箱', en: 'Email' }, type: 'text', exportWidth: 28 },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: USER_STATUS_OPTIONS,
      filter: 'eq',
      exportWidth: 10,
    },
    roles: { title: { zh: '角色', en: 'Roles' }, type: 'text', exportWidth: 24 },
    post_dictText: { title: { zh: '职务', en: 'Positions' }, type: 'text', exportWidth: 24, readOnly: true },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
      readOnly: true,
    },
  },
});
