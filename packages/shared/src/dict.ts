import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { localizedTextSchema } from './localized-text';
import { defineEntity } from './admin-entity';
import { listQuerySchema } from './paging';
import { Permission } from './permissions';

const idSchema = z.string().min(1).max(64);

/** Dictionary codes: a letter, then letters, digits or underscores (cus_mall_currency). */
export const DICT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const DICT_ITEM_VALUE_MAX_LENGTH = 100;
export const DICT_TEXT_MAX_LENGTH = 100;
export const DICT_DESCRIPTION_MAX_LENGTH = 255;
/** The most options one dictionary search (loadDict) answers. */
export const DICT_SEARCH_LIMIT = 50;

/** One option of a dictionary in the request's language. */
export const dictOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  /** The item's description; some dictionaries give it a meaning (default currency, field visibility). */
  description: z.string(),
  disabled: z.boolean(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

/** Path parameter of getDictItems / loadDict / loadDictItem: a dictionary code or a table-dictionary name. */
export const dictPathSchema = z.object({ dict: z.string().max(64) });

/** GET /sys/dict/loadDictItem/{dict}?key=a,b: the texts of the given values, in their order. */
export const dictLoadItemQuerySchema = z.object({
  key: z.string().min(1).max(2000),
  _t: z.string().optional(),
});

/** GET /sys/dict/loadDict/{dict}?keyword: options whose text or value contains the keyword. */
export const dictLoadQuerySchema = z.object({
  keyword: z.string().max(100).optional(),
  _t: z.string().optional(),
});

/** GET /sys/dict/loadTreeData: a level of a tree registered on the server (tableName is its registry name). */
export const dictTreeQuerySchema = z.object({
  pid: z.string().max(64).optional(),
  tableName: z.string().max(64),
  text: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  pidField: z.string().max(64).optional(),
  hasChildField: z.string().max(64).optional(),
  condition: z.string().max(2000).optional(),
  _t: z.string().optional(),
});
export type DictTreeQuery = z.input<typeof dictTreeQuerySchema>;

/** A node of a dictionary tree. */
export const dictTreeNodeSchema = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  leaf: z.boolean(),
});
export type DictTreeNode = z.infer<typeof dictTreeNodeSchema>;

// ---- administration ----

export const dictRecordSchema = z.object({
  id: z.string(),
  dictCode: z.string(),
  dictName: localizedTextSchema,
  description: z.string(),
  /** Its items come with the sign-in answer; every other dictionary loads when a page first uses it. */
  preload: z.boolean(),
  createTime: z.string(),
});
export type DictRecord = z.infer<typeof dictRecordSchema>;

const localizedRequired = z.strictObject({
  zh: z.string().trim().min(1).max(DICT_TEXT_MAX_LENGTH),
  en: z.string().trim().min(1).max(DICT_TEXT_MAX_LENGTH),
});

export const dictAddSchema = z.strictObject(
  nullAsAbsent({
    dictCode: z.string().trim().regex(DICT_CODE_PATTERN),
    dictName: localizedRequired,
    description: z.string().trim().max(DICT_DESCRIPTION_MAX_LENGTH).default(''),
    preload: z.boolean().default(false),
  }),
);
export type DictAddRequest = z.input<typeof dictAddSchema>;

/** An edit without `preload` leaves it as it is. */
export const dictEditSchema = dictAddSchema.extend(
  nullAsAbsent({ id: idSchema, preload: z.boolean().optional() }),
);
export type DictEditRequest = z.input<typeof dictEditSchema>;

/** The dictionaries of a tenant on the admin kit: routes, list whitelists, export and the web's list. */
export const dictEntity = defineEntity({
  name: 'dict',
  basePath: '/sys/dict',
  access: {
    list: Permission.dictList,
    add: Permission.dictAdd,
    edit: Permission.dictEdit,
    delete: Permission.dictDelete,
    export: Permission.dictList,
    import: Permission.dictAdd,
  },
  record: dictRecordSchema,
  add: dictAddSchema,
  edit: dictEditSchema,
  versioned: false,
  unique: ['dictCode'],
  defaultSort: { column: 'dictCode', order: 'asc' },
  exportTitle: { zh: '数据字典', en: 'Dictionaries' },
  // One row per item: consecutive rows of one dictionary code are that dictionary and its items.
  importColumns: {
    dictNameEn: { zh: '字典名称(英文)', en: 'Dictionary name (English)' },
    itemValue: { zh: '数据值', en: 'Item value' },
    itemText: { zh: '名称', en: 'Item text' },
    itemTextEn: { zh: '名称(英文)', en: 'Item text (English)' },
    itemSortOrder: { zh: '排序', en: 'Item order' },
    itemEnabled: { zh: '启用', en: 'Enabled' },
  },
  // The name compares in the caller's language.
  superQuery: {
    dictCode: {},
    dictName: { type: 'text' },
    description: {},
    preload: {
      type: 'dict',
      options: { true: { zh: '预加载', en: 'Preloaded' }, false: { zh: '不预加载', en: 'Not preloaded' } },
    },
    createTime: {},
  },
  fields: {
    dictCode: {
      title: { zh: '字典编码', en: 'Dictionary code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 24,
    },
    dictName: {
      title: { zh: '字典名称', en: 'Dictionary name' },
      type: 'localized',
      filter: 'like',
      filterMaxLength: DICT_TEXT_MAX_LENGTH,
      exportWidth: 24,
    },
    description: { title: { zh: '描述', en: 'Description' }, type: 'text', exportWidth: 40 },
    preload: {
      title: { zh: '登录时预加载', en: 'Preload at sign-in' },
      type: 'boolean',
      options: { true: { zh: '预加载', en: 'Preloaded' }, false: { zh: '', en: '' } },
    },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
      readOnly: true,
    },
  },
});

/** The id and ids queries of the dictionary items' routes: those of the dictionaries. */
export const dictIdQuerySchema = dictEntity.idQuery;
export const dictIdsQuerySchema = dictEntity.idsQuery;

export const DICT_ITEM_SORT_COLUMNS = ['sortOrder', 'itemValue', 'createTime'] as const;

export const dictItemListQuerySchema = listQuerySchema.extend({
  dictId: idSchema,
  itemText: z.string().max(DICT_TEXT_MAX_LENGTH).optional(),
  itemValue: z.string().max(DICT_ITEM_VALUE_MAX_LENGTH).optional(),
});
export type DictItemListQuery = z.input<typeof dictItemListQuerySchema>;

export const dictItemRecordSchema = z.object({
  id: z.string(),
  dictId: z.string(),
  itemValue: z.string(),
  itemText: localizedTextSchema,
  description: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
});
export type DictItemRecord = z.infer<typeof dictItemRecordSchema>;

export const dictItemAddSchema = z.strictObject(
  nullAsAbsent({
    dictId: idSchema,
    itemValue: z.string().trim().min(1).max(DICT_ITEM_VALUE_MAX_LENGTH),
    itemText: localizedRequired,
    description: z.string().trim().max(DICT_DESCRIPTION_MAX_LENGTH).default(''),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  }),
);
export type DictItemAddRequest = z.input<typeof dictItemAddSchema>;

export const dictItemEditSchema = dictItemAddSchema.omit({ dictId: true }).extend({ id: idSchema });
export type DictItemEditRequest = z.input<typeof dictItemEditSchema>;

export const dictBatchResultSchema = z.object({ count: z.number().int() });

/** Most items of one imported dictionary. */
export const DICT_IMPORT_MAX_ITEMS = 1_000;

/**
 * One dictionary of an Excel import: the add form with its items (each as the item form holds it); item
 * values are unique within the dictionary.
 */
export const dictImportSchema = dictAddSchema.extend({
  items: z
    .array(dictItemAddSchema.omit({ dictId: true }))
    .max(DICT_IMPORT_MAX_ITEMS)
    .refine((items) => new Set(items.map((item) => item.itemValue)).size === items.length, {
      message: 'dict.valueExists',
    }),
});
export type DictImportForm = z.output<typeof dictImportSchema>;
