import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { userInfoSchema } from './auth';
import { localizedTextSchema } from './localized-text';
import { defineEntity } from './admin-entity';
import { MultiDepart, OrgCategory } from './org-codes';
import { Permission } from './permissions';
import { USERNAME_MAX_LENGTH } from './validation';

export const multiDepartSchema = z.union([
  z.literal(MultiDepart.none),
  z.literal(MultiDepart.one),
  z.literal(MultiDepart.several),
]);

/** The longest org code accepted from a client (three characters per level). */
export const ORG_CODE_MAX_LENGTH = 64;

/** One department as the sign-in and the department switch show it; the name is in the request's language. */
export const departSummarySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  orgCode: z.string(),
  departName: z.string(),
  orgCategory: z.number().int(),
});
export type DepartSummary = z.infer<typeof departSummarySchema>;

/** The departments part of the login answer. */
export const departsOfUserSchema = z.object({
  departs: z.array(departSummarySchema),
  multi_depart: multiDepartSchema,
});
export type DepartsOfUser = z.infer<typeof departsOfUserSchema>;

/** POST /sys/selectDepart: the department (one of the caller's own) to act in from now on. */
export const selectDepartRequestSchema = z.object({
  orgCode: z.string().trim().min(1).max(ORG_CODE_MAX_LENGTH),
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
});
export type SelectDepartRequest = z.input<typeof selectDepartRequestSchema>;

/** The user as the login answer describes them, with the department they act in (null: none chosen). */
export const departUserInfoSchema = userInfoSchema.extend({ orgCode: z.string().nullable() });
export type DepartUserInfo = z.infer<typeof departUserInfoSchema>;

/** POST /sys/selectDepart answers the user with the chosen department. */
export const selectDepartResultSchema = z.object({ userInfo: departUserInfoSchema });
export type SelectDepartResult = z.infer<typeof selectDepartResultSchema>;

/** GET /sys/user/getCurrentUserDeparts: the caller's departments in the acting tenant and the current one. */
export const currentUserDepartsSchema = z.object({
  list: z.array(departSummarySchema),
  orgCode: z.string().nullable(),
});
export type CurrentUserDeparts = z.infer<typeof currentUserDepartsSchema>;

// ---- Department administration (/sys/sysDepart) ----

export const DEPART_NAME_MAX_LENGTH = 100;

export const orgCategorySchema = z.union([
  z.literal(OrgCategory.company),
  z.literal(OrgCategory.department),
  z.literal(OrgCategory.post),
]);

const departIdSchema = z.string().min(1).max(64);

/** One department as the admin pages show and edit it: the name in both languages and in the caller's. */
export const departRecordSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  orgCode: z.string(),
  departName: z.string(),
  name: localizedTextSchema,
  orgCategory: orgCategorySchema,
  orgCategory_dictText: z.string(),
  sortNo: z.number().int(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  memo: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type DepartRecord = z.infer<typeof departRecordSchema>;

/** A node of the department tree (queryTreeList, loadTreeRoot, loadTreeChildren); leaf: no live children. */
export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  orgCode: string;
  orgCategory: number;
  sortNo: number;
  leaf: boolean;
  children?: DepartTreeNode[] | undefined;
}
export const departTreeNodeSchema: z.ZodType<DepartTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    key: z.string(),
    value: z.string(),
    title: z.string(),
    parentId: z.string().nullable(),
    orgCode: z.string(),
    orgCategory: z.number().int(),
    sortNo: z.number().int(),
    leaf: z.boolean(),
    children: z.array(departTreeNodeSchema).optional(),
  }),
);
export const departTreeSchema = z.array(departTreeNodeSchema);

/** GET /sys/sysDepart/listAll?id=: every live department of the tenant, or only the one named `id`. */
export const departListAllQuerySchema = z.object({
  id: z.string().max(64).optional(),
  _t: z.string().optional(),
});
export const departSummaryListSchema = z.array(departSummarySchema);

/** POST /sys/sysDepart/searchDeparts: departments whose name (either language) contains the value. */
export const departSearchRequestSchema = z.strictObject({
  searchValue: z.string().trim().max(DEPART_NAME_MAX_LENGTH),
});
export type DepartSearchRequest = z.input<typeof departSearchRequestSchema>;

/** GET /sys/sysDepart/loadTreeRoot: the roots, one level (async true) or with their whole subtrees. */
export const departTreeRootQuerySchema = z.object({
  async: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  _t: z.string().optional(),
});

/** GET /sys/sysDepart/loadTreeChildren?pid=: the children of one department. */
export const departTreeChildrenQuerySchema = z.object({ pid: departIdSchema, _t: z.string().optional() });

const departNameSchema = z.strictObject({
  zh: z.string().trim().min(1).max(DEPART_NAME_MAX_LENGTH),
  en: z.string().trim().min(1).max(DEPART_NAME_MAX_LENGTH),
});

const departFields = nullAsAbsent({
  name: departNameSchema,
  orgCategory: orgCategorySchema,
  sortNo: z.number().int().min(0).max(1_000_000).default(0),
  mobile: z.string().trim().max(32).nullable().default(null),
  address: z.string().trim().max(200).nullable().default(null),
  memo: z.string().trim().max(500).nullable().default(null),
});

/** POST /sys/sysDepart/add: under `parentId` (null: a root); the server makes the org code. */
export const departAddSchema = z.strictObject({
  ...departFields,
  parentId: departIdSchema.nullable().default(null),
});
export type DepartAddRequest = z.input<typeof departAddSchema>;

/** PUT /sys/sysDepart/edit: a department keeps its place (and org code) in the tree. */
export const departEditSchema = z.strictObject({
  ...departFields,
  id: departIdSchema,
  version: z.number().int().min(0),
});
export type DepartEditRequest = z.input<typeof departEditSchema>;

/** The departments of a tenant on the admin kit: routes, list whitelists, export. */
export const departEntity = defineEntity({
  name: 'depart',
  basePath: '/sys/sysDepart',
  access: {
    list: Permission.departList,
    add: Permission.departAdd,
    edit: Permission.departEdit,
    delete: Permission.departDelete,
    export: Permission.departList,
    import: Permission.departAdd,
  },
  record: departRecordSchema,
  add: departAddSchema,
  edit: departEditSchema,
  versioned: true,
  // Made by the server from the parent's code; the index refuses a duplicate as a field error.
  unique: ['orgCode'],
  defaultSort: { column: 'orgCode', order: 'asc' },
  exportTitle: { zh: '部门列表', en: 'Departments' },
  // The parent is named by its org code or name: a stored department's, or an earlier row's.
  importColumns: {
    nameEn: { zh: '机构名称(英文)', en: 'Name (English)' },
    parent: { zh: '上级部门', en: 'Parent' },
  },
  fields: {
    departName: {
      title: { zh: '机构名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: DEPART_NAME_MAX_LENGTH,
      exportWidth: 28,
    },
    orgCode: {
      title: { zh: '机构编码', en: 'Org code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: ORG_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 16,
    },
    orgCategory: {
      title: { zh: '机构类型', en: 'Kind' },
      type: 'dict',
      options: {
        [OrgCategory.company]: { zh: '公司', en: 'Company' },
        [OrgCategory.department]: { zh: '部门', en: 'Department' },
        [OrgCategory.post]: { zh: '岗位', en: 'Post' },
      },
      filter: 'eq',
      exportWidth: 12,
    },
    mobile: { title: { zh: '电话', en: 'Phone' }, type: 'text', exportWidth: 16 },
    address: { title: { zh: '地址', en: 'Address' }, type: 'text', exportWidth: 30 },
    memo: { title: { zh: '备注', en: 'Notes' }, type: 'text', exportWidth: 30 },
    parentId: { title: { zh: '上级部门', en: 'Parent' }, type: 'text', filter: 'eq', filterMaxLength: 64 },
    sortNo: { title: { zh: '排序', en: 'Order' }, type: 'number', sortable: true },
    createTime: { title: { zh: '创建时间', en: 'Created' }, type: 'datetime', sortable: true },
  },
});

/**
 * One department of an Excel import: the add form with its parent named by org code or name (none: a
 * root). `orgCode` is the row's own code in the file, which later rows may name as their parent; the
 * server makes the stored code from the parent's, as the add form does.
 */
export const departImportSchema = z.strictObject({
  ...departFields,
  orgCode: z.string().trim().max(ORG_CODE_MAX_LENGTH).optional(),
  parent: z.string().trim().max(DEPART_NAME_MAX_LENGTH).optional(),
});
export type DepartImportForm = z.output<typeof departImportSchema>;
