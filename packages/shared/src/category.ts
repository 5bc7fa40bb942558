import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { defineEntity } from './admin-entity';
import { localizedTextSchema } from './localized-text';
import { Permission } from './permissions';

const idSchema = z.string().min(1).max(64);

/** The parent id (and pcode) that means "the top of the tree". */
export const CATEGORY_ROOT = '0';
export const CATEGORY_NAME_MAX_LENGTH = 100;
/** Category codes: one letter and two digits per level (A01, A01A01, ...). */
export const CATEGORY_CODE_PATTERN = /^(?:[A-Z]\d{2}){1,10}$/;

/** The fields `loadOne` may look a category up by, and the fields a tree `condition` may filter on. */
export const CATEGORY_LOOKUP_FIELDS = ['id', 'code'] as const;
export const CATEGORY_CONDITION_FIELDS = ['code', 'hasChild'] as const;

/** A node of the category tree; the name is in the request's language. leaf: 0 has children, 1 is a leaf. */
export interface CategoryNode {
  key: string;
  value: string;
  label: string;
  title: string;
  name: string;
  code: string;
  pid: string;
  leaf: 0 | 1;
  children?: CategoryNode[] | undefined;
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    value: z.string(),
    label: z.string(),
    title: z.string(),
    name: z.string(),
    code: z.string(),
    pid: z.string(),
    leaf: z.union([z.literal(0), z.literal(1)]),
    children: z.array(categoryNodeSchema).optional(),
  }),
);

const boolString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /sys/category/loadTreeRoot: async true answers one level, false the whole subtree. */
export const categoryTreeRootQuerySchema = z.object({
  async: boolString.default(true),
  pcode: z.string().max(64).default(CATEGORY_ROOT),
  _t: z.string().optional(),
});

/** GET /sys/category/loadTreeChildren. */
export const categoryTreeChildrenQuerySchema = z.object({ pid: idSchema, _t: z.string().optional() });

/** GET /sys/category/loadOne: one category by a whitelisted field. */
export const categoryLoadOneQuerySchema = z.object({
  field: z.string().max(32),
  val: z.string().min(1).max(64),
  _t: z.string().optional(),
});

/** GET /sys/category/loadTreeData: children of pid, else of the category coded pcode (0: the roots). */
export const categoryTreeDataQuerySchema = z.object({
  pid: z.string().max(64).optional(),
  pcode: z.string().max(64).default(CATEGORY_ROOT),
  condition: z.string().max(2000).optional(),
  _t: z.string().optional(),
});

/** GET /sys/category/loadDictItem?ids=a,b: the names of those categories, in the order asked. */
export const categoryLoadDictItemQuerySchema = z.object({
  ids: z
    .string()
    .min(1)
    .max(100 * 65),
  _t: z.string().optional(),
});

export const categoryRecordSchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: localizedTextSchema,
  code: z.string(),
  hasChild: z.boolean(),
  sort: z.number().int(),
  createTime: z.string(),
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

const nameSchema = z.strictObject({
  zh: z.string().trim().min(1).max(CATEGORY_NAME_MAX_LENGTH),
  en: z.string().trim().min(1).max(CATEGORY_NAME_MAX_LENGTH),
});

/** POST /sys/category/add: the code is made by the server from the parent's. */
export const categoryAddSchema = z.strictObject(
  nullAsAbsent({
    pid: z.string().max(64).default(CATEGORY_ROOT),
    name: nameSchema,
    sort: z.number().int().min(0).max(1_000_000).default(0),
  }),
);
export type CategoryAddRequest = z.input<typeof categoryAddSchema>;

/** PUT /sys/category/edit: name and order; a category keeps its place (and code) in the tree. */
export const categoryEditSchema = z.strictObject(
  nullAsAbsent({
    id: idSchema,
    name: nameSchema,
    sort: z.number().int().min(0).max(1_000_000).default(0),
  }),
);
export type CategoryEditRequest = z.input<typeof categoryEditSchema>;

/** The categories of a tenant on the admin kit: routes, list whitelists (pid: the children of one), export. */
export const categoryEntity = defineEntity({
  name: 'category',
  basePath: '/sys/category',
  access: {
    list: Permission.categoryList,
    add: Permission.categoryAdd,
    edit: Permission.categoryEdit,
    delete: Permission.categoryDelete,
    export: Permission.categoryList,
    import: Permission.categoryAdd,
  },
  record: categoryRecordSchema,
  add: categoryAddSchema,
  edit: categoryEditSchema,
  versioned: false,
  // Made by the server from the parent's code; the index refuses a duplicate as a field error.
  unique: ['code'],
  defaultSort: { column: 'sort', order: 'asc' },
  exportTitle: { zh: '分类字典', en: 'Categories' },
  // The parent is named by its code: a stored category's, or the code column of an earlier row.
  importColumns: {
    nameEn: { zh: '分类名称(英文)', en: 'Name (English)' },
    parentCode: { zh: '父级编码', en: 'Parent code' },
  },
  fields: {
    name: {
      title: { zh: '分类名称', en: 'Name' },
      type: 'localized',
      filter: 'like',
      filterMaxLength: CATEGORY_NAME_MAX_LENGTH,
      exportWidth: 24,
    },
    code: {
      title: { zh: '分类编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 16,
    },
    pid: { title: { zh: '父级节点', en: 'Parent' }, type: 'text', filter: 'eq', filterMaxLength: 64 },
    hasChild: {
      title: { zh: '有子分类', en: 'Has subcategories' },
      type: 'boolean',
      exportWidth: 12,
      readOnly: true,
    },
    sort: { title: { zh: '排序', en: 'Order' }, type: 'number', sortable: true, exportWidth: 8 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
      readOnly: true,
    },
  },
});

/**
 * One category of an Excel import: the add form with its parent named by code (none: a root). `code` is
 * the row's own code in the file, which later rows may name as their parent; the server makes the
 * stored code from the parent's, as the add form does.
 */
export const categoryImportSchema = z.strictObject({
  code: z.string().trim().max(64).optional(),
  parentCode: z.string().trim().max(64).optional(),
  name: nameSchema,
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type CategoryImportForm = z.output<typeof categoryImportSchema>;
