import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { pickLocalized, type Locale } from './locale';
import { nullAsAbsent } from './wire-input';
import { localizedTextSchema } from './localized-text';
import { Permission } from './permissions';

/** The most roles one batch delete may name. */
export const ROLE_BATCH_MAX = 100;
/** The most menus and buttons one role may be granted in one save. */
export const ROLE_GRANT_MAX = 2_000;
export const ROLE_NAME_MAX_LENGTH = 64;
export const ROLE_CODE_MAX_LENGTH = 64;
/** A role code starts with a letter and holds letters, digits and underscores. */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const idSchema = z.string().min(1).max(64);

/** A comma-separated id list (`a,b,c`), deduplicated, between `min` and `max` ids. */
const idListSchema = (min: number, max: number) =>
  z
    .string()
    .max(max * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(idSchema).min(min).max(max));

/** One role of the caller's tenant as the list and the form see it. */
export const roleRecordSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  /** The name in English; empty when none was given (English then shows roleName). */
  roleNameEn: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** A role's name in `locale`: English falls back to the Chinese name when the role has none. */
export function roleNameIn(role: Pick<RoleRecord, 'roleName' | 'roleNameEn'>, locale: Locale): string {
  return pickLocalized({ zh: role.roleName, en: role.roleNameEn }, locale);
}

const roleFieldsSchema = z.strictObject(
  nullAsAbsent({
    roleName: z.string().trim().min(1).max(ROLE_NAME_MAX_LENGTH),
    /** Left out: none on add, unchanged on edit. */
    roleNameEn: z.string().trim().max(ROLE_NAME_MAX_LENGTH).optional(),
    /** Left out: none. */
    description: z.string().trim().max(255).nullable().default(null),
  }),
);

/** POST /sys/role/add: the code is unique in the tenant and never changes afterwards. */
export const roleAddSchema = roleFieldsSchema.extend({
  roleCode: z.string().trim().min(1).max(ROLE_CODE_MAX_LENGTH).regex(ROLE_CODE_PATTERN),
});
export type RoleAddRequest = z.infer<typeof roleAddSchema>;

/** PUT /sys/role/edit against the version the form read (a newer row answers 409). */
export const roleEditSchema = roleFieldsSchema.extend({
  id: idSchema,
  version: z.number().int().min(0),
});
export type RoleEditRequest = z.infer<typeof roleEditSchema>;

/** The roles of a tenant on the admin kit: routes, list whitelists, export and the web's list. */
export const roleEntity = defineEntity({
  name: 'role',
  basePath: '/sys/role',
  access: {
    list: Permission.roleList,
    add: Permission.roleAdd,
    edit: Permission.roleEdit,
    delete: Permission.roleDelete,
    export: Permission.roleExport,
  },
  record: roleRecordSchema,
  add: roleAddSchema,
  edit: roleEditSchema,
  versioned: true,
  unique: ['roleCode'],
  defaultSort: { column: 'createTime', order: 'asc' },
  exportTitle: { zh: '角色列表', en: 'Roles' },
  batchMax: ROLE_BATCH_MAX,
  fields: {
    roleName: {
      title: { zh: '角色名称', en: 'Role name' },
      type: 'text',
      // Either language's name finds the role.
      filter: 'like',
      alsoMatches: ['roleNameEn'],
      filterMaxLength: ROLE_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    roleNameEn: { title: { zh: '英文名称', en: 'English name' }, type: 'text', exportWidth: 24 },
    roleCode: {
      title: { zh: '角色编码', en: 'Role code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: ROLE_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 20,
    },
    description: { title: { zh: '备注', en: 'Description' }, type: 'text', exportWidth: 40 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});

/** One node of the permission tree a role's grants are picked from (menus and their buttons). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType: number;
  isLeaf: boolean;
  children?: PermissionTreeNode[] | undefined;
}
export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.object({
  key: z.string(),
  title: z.string(),
  menuType: z.number().int(),
  isLeaf: z.boolean(),
  get children() {
    return z.array(permissionTreeNodeSchema).optional();
  },
});

/** GET /sys/role/queryTreeList: every active menu and button as a tree, and all their ids. */
export const permissionTreeResultSchema = z.object({
  treeList: z.array(permissionTreeNodeSchema),
  ids: z.array(z.string()),
});
export type PermissionTreeResult = z.infer<typeof permissionTreeResultSchema>;

/**
 * GET /sys/permission/menuPathExists?path=: whether a live menu page has this path, so that the app
 * answers a page the user is not given with 403, and only a path that is no page with 404.
 */
export const menuPathQuerySchema = z.object({ path: z.string().min(1).max(255) });

/** GET /sys/permission/queryRolePermission?roleId= */
export const rolePermissionQuerySchema = z.object({ roleId: idSchema, _t: z.string().optional() });
export const rolePermissionIdsSchema = z.array(z.string());

/**
 * POST /sys/permission/saveRolePermission: the role's grants become `permissionIds`; `lastpermissionIds`
 * names the grants the form was loaded with, so that a save over someone else's newer one is a 409.
 */
export const saveRolePermissionSchema = z.strictObject({
  roleId: idSchema,
  permissionIds: idListSchema(0, ROLE_GRANT_MAX),
  lastpermissionIds: idListSchema(0, ROLE_GRANT_MAX),
});
export type SaveRolePermissionRequest = z.input<typeof saveRolePermissionSchema>;

/** Menu types of the permission tree. */
export const MenuKind = { topMenu: 0, subMenu: 1, button: 2 } as const;
export type MenuKindValue = (typeof MenuKind)[keyof typeof MenuKind];

/** A permission code: letters, digits and `: _ . -`. */
export const PERMISSION_CODE_PATTERN = /^[A-Za-z0-9:_.-]+$/;

/** One menu or button as the menu administration sees it, with its children. */
export interface PermissionRecord {
  id: string;
  parentId: string | null;
  /** In the request's language. */
  title: string;
  name: { zh: string; en: string };
  menuType: number;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  i18nKey: string | null;
  sortNo: number;
  hidden: boolean;
  alwaysShow: boolean;
  isRoute: boolean;
  isLeaf: boolean;
  keepAlive: boolean;
  internalOrExternal: boolean;
  perms: string | null;
  permsType: '1' | '2';
  status: '0' | '1';
  description: string | null;
  children?: PermissionRecord[] | undefined;
}
/** One menu or button without its children: what add and edit answer. */
export const permissionEntrySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  name: localizedTextSchema,
  menuType: z.number().int(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  icon: z.string().nullable(),
  i18nKey: z.string().nullable(),
  sortNo: z.number(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  isRoute: z.boolean(),
  isLeaf: z.boolean(),
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  perms: z.string().nullable(),
  permsType: z.enum(['1', '2']),
  status: z.enum(['0', '1']),
  description: z.string().nullable(),
});

export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

export const permissionRecordSchema: z.ZodType<PermissionRecord> = z.object({
  ...permissionEntrySchema.shape,
  get children() {
    return z.array(permissionRecordSchema).optional();
  },
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/**
 * The fields of a menu, sub-menu or button. A top menu has no parent; a sub-menu and a button have one;
 * a button carries a permission code; a menu carries a path (or an http(s) / `{{ }}` URL).
 */
const permissionFieldsSchema = z.strictObject({
  menuType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Left out: a top menu's (none). */
  parentId: idSchema.nullable().default(null),
  name: z.strictObject({
    zh: z.string().trim().min(1).max(100),
    en: z.string().trim().max(100),
  }),
  url: optionalText(500).default(null),
  component: optionalText(200).default(null),
  /** Left out: none. */
  componentName: optionalText(100).default(null),
  redirect: optionalText(500).default(null),
  icon: optionalText(100).default(null),
  i18nKey: optionalText(200).default(null),
  sortNo: z.number().min(-1_000_000).max(1_000_000),
  /** Switches a form leaves untouched are left out: off (a route on). */
  hidden: z.boolean().default(false),
  alwaysShow: z.boolean().default(false),
  isRoute: z.boolean().default(true),
  keepAlive: z.boolean().default(false),
  internalOrExternal: z.boolean().default(false),
  /** Left out: none (a button needs one). */
  perms: optionalText(100)
    .refine((value) => value === null || PERMISSION_CODE_PATTERN.test(value))
    .default(null),
  permsType: z.enum(['1', '2']),
  status: z.enum(['0', '1']),
  description: optionalText(255).default(null),
});

type PermissionFields = z.infer<typeof permissionFieldsSchema>;

function checkKind(value: PermissionFields, ctx: z.RefinementCtx): void {
  if (value.menuType === MenuKind.topMenu && value.parentId !== null)
    ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'A top menu has no parent' });
  if (value.menuType !== MenuKind.topMenu && value.parentId === null)
    ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'A parent is required' });
  if (value.menuType === MenuKind.button && !value.perms)
    ctx.addIssue({ code: 'custom', path: ['perms'], message: 'A button needs a permission code' });
  if (value.menuType !== MenuKind.button && !value.url)
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'A menu needs a path' });
}

/** POST /sys/permission/add. */
export const permissionAddSchema = permissionFieldsSchema.superRefine(checkKind);
export type PermissionAddRequest = z.input<typeof permissionAddSchema>;

/** PUT /sys/permission/edit. */
export const permissionEditSchema = permissionFieldsSchema.extend({ id: idSchema }).superRefine(checkKind);
export type PermissionEditRequest = z.input<typeof permissionEditSchema>;
