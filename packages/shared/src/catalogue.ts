import { z } from 'zod';
import { moneyInput, nullAsAbsent } from './wire-input';
import { calendarDateSchema } from './date-input';
import { PAGE_SIZE_OPTIONS } from './constants';
import { PRICE_PATTERN } from './money';
import { SEARCH_KEYWORD_MAX_LENGTH } from './mall-limits';
import { listQuerySchema, pageResultOf } from './paging';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/** A product or style on the shelves may be ordered; one taken down stays in carts and orders but may not. */
export const ShelfStatus = { offShelf: 0, onShelf: 1 } as const;
export const shelfStatusSchema = z.union([z.literal(ShelfStatus.offShelf), z.literal(ShelfStatus.onShelf)]);
export type ShelfStatusValue = z.infer<typeof shelfStatusSchema>;

/** The dictionary whose items are the currencies a style's price may be in. */
export const CURRENCY_DICT_CODE = 'cus_mall_currency';

export const PRODUCT_CODE_MAX_LENGTH = 64;
/** A product code (SKU): letters, digits and . _ - / only. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const PRODUCT_NAME_MAX_LENGTH = 200;
/** Rich text (application scenarios, function characteristics) per language, as HTML. */
export const RICH_TEXT_MAX_LENGTH = 50_000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_PARTS_MAX = 100;
/** The most products one batch call (delete, shelf) may name. */
export const PRODUCT_BATCH_MAX = 100;

const idSchema = z.string().min(1).max(64);
const shortText = (max: number) => z.string().trim().max(max);
/** Bilingual text where at least one language is given. */
const requiredLocalized = (max: number) =>
  z
    .strictObject({ zh: shortText(max), en: shortText(max) })
    .refine((text) => text.zh !== '' || text.en !== '', { message: 'required', path: ['zh'] });
const optionalLocalized = (max: number) => z.strictObject({ zh: shortText(max), en: shortText(max) });

/** A price: at most 9 integer digits and 2 decimals, sent as a decimal string. */
export const priceSchema = moneyInput(PRICE_PATTERN);
/** A currency code, an item value of the currency dictionary. */
export const currencySchema = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9_]+$/);
/** A calendar date YYYY-MM-DD (a real day within the input years). */
export const dateSchema = calendarDateSchema;
/**
 * Where an uploaded file lies, as /sys/common/upload answers it: `<folder>/<random name>.<ext>`.
 * Only such paths are accepted back, so no client text ever names another file.
 */
export const storedFilePathSchema = z.string().regex(/^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/);
export type StoredFilePath = z.infer<typeof storedFilePathSchema>;

// ---------- product parts as the admin form edits them ----------

/** A variant the buyer must choose (colour, size...): its own spec, unit and standard price. */
export const productStyleInputSchema = z.strictObject(
  nullAsAbsent({
    /** Present for an existing style (cart lines and orders refer to it); absent for a new one. */
    id: idSchema.optional(),
    name: requiredLocalized(100),
    spec: shortText(200),
    unit: shortText(20),
    price: priceSchema,
    currency: currencySchema,
    status: shelfStatusSchema,
  }),
);
export type ProductStyleInput = z.infer<typeof productStyleInputSchema>;

export const productParameterInputSchema = z.strictObject({
  name: requiredLocalized(100),
  value: shortText(500).min(1),
  sort: z.number().int().min(0).max(100_000),
});
export type ProductParameterInput = z.infer<typeof productParameterInputSchema>;

/** Product information: a datasheet, manual or certificate with a file to download. */
export const productResourceInputSchema = z.strictObject(
  nullAsAbsent({
    id: idSchema.optional(),
    title: requiredLocalized(200),
    date: dateSchema.nullable(),
    version: shortText(32),
    comment: optionalLocalized(500),
    /** A path answered by /sys/common/upload with biz `resource`; null when there is no file yet. */
    file: storedFilePathSchema.nullable(),
    /** The name the download offers (the original file name). */
    fileName: shortText(200),
  }),
);
export type ProductResourceInput = z.infer<typeof productResourceInputSchema>;

/** An accessory (part) or a suite item: what comes with, or fits, the product. */
export const productPartInputSchema = z.strictObject({
  name: requiredLocalized(200),
  brand: shortText(100),
  spec: shortText(200),
  /** Standard quantity. */
  quantity: z.number().int().min(1).max(999_999),
  /** The catalogue product it is, when it is one (the buyer may open it). */
  productId: idSchema.nullable(),
});
export type ProductPartInput = z.infer<typeof productPartInputSchema>;

/** The fields add and edit share. Rich texts are HTML; the server keeps only safe tags and attributes. */
const productFieldsSchema = z.strictObject({
  categoryId: idSchema,
  code: z.string().trim().min(1).max(PRODUCT_CODE_MAX_LENGTH).regex(PRODUCT_CODE_PATTERN),
  name: requiredLocalized(PRODUCT_NAME_MAX_LENGTH),
  model: shortText(100),
  brand: shortText(100),
  /** Paths answered by /sys/common/upload with biz `product`; the first is the main image. */
  images: z.array(storedFilePathSchema).max(PRODUCT_IMAGES_MAX),
  hot: z.boolean(),
  recommend: z.boolean(),
  status: shelfStatusSchema,
  sortNo: z.number().int().min(-1_000_000).max(1_000_000),
  scenario: optionalLocalized(RICH_TEXT_MAX_LENGTH),
  features: optionalLocalized(RICH_TEXT_MAX_LENGTH),
  styles: z.array(productStyleInputSchema).max(PRODUCT_PARTS_MAX),
  parameters: z.array(productParameterInputSchema).max(PRODUCT_PARTS_MAX),
  resources: z.array(productResourceInputSchema).max(PRODUCT_PARTS_MAX),
  accessories: z.array(productPartInputSchema).max(PRODUCT_PARTS_MAX),
  suites: z.array(productPartInputSchema).max(PRODUCT_PARTS_MAX),
});

/** POST /catalogue/product/add. */
export const productAddSchema = productFieldsSchema;
export type ProductAddRequest = z.infer<typeof productAddSchema>;

/** PUT /catalogue/product/edit: `version` as read; a product changed since answers 409. */
export const productEditSchema = productFieldsSchema.extend({
  id: idSchema,
  version: z.number().int().min(0),
});
export type ProductEditRequest = z.infer<typeof productEditSchema>;

/** PUT /catalogue/product/shelfBatch: put products on or take them off the shelves. */
export const productShelfBatchSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(PRODUCT_BATCH_MAX),
  status: shelfStatusSchema,
});
export type ProductShelfBatchRequest = z.infer<typeof productShelfBatchSchema>;

/** `?id=` of queryById, delete and detail. */
export const productIdQuerySchema = z.strictObject({ id: idSchema, _t: z.string().optional() });

export const productBatchResultSchema = z.object({ count: z.number().int() });
export type ProductBatchResult = z.infer<typeof productBatchResultSchema>;

/** One row of the admin product list; names in the request's language. */
export const productRecordSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryId_dictText: z.string(),
  code: z.string(),
  name: z.string(),
  model: z.string(),
  brand: z.string(),
  /** URL of the main image, null when there is none. */
  image: z.string().nullable(),
  hot: z.boolean(),
  recommend: z.boolean(),
  status: shelfStatusSchema,
  status_dictText: z.string(),
  /** Lowest standard price of its styles on the shelves, null when none. */
  price: z.string().nullable(),
  currency: z.string(),
  sortNo: z.number().int(),
  version: z.number().int(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;

/** GET /catalogue/product/queryById: the whole product as the edit form loads it (both languages). */
export const productFormSchema = productFieldsSchema.extend({
  id: z.string(),
  version: z.number().int(),
  /** URLs of `images`, in the same order, to show them. */
  imageUrls: z.array(z.string()),
  styles: z.array(productStyleInputSchema.extend({ id: z.string() })),
  resources: z.array(productResourceInputSchema.extend({ id: z.string() })),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type ProductForm = z.infer<typeof productFormSchema>;

const YES_NO = { true: { zh: '是', en: 'Yes' }, false: { zh: '否', en: 'No' } } as const;

/**
 * The products of a tenant on the admin kit. The list's name filter matches either language and its
 * category filter includes sub-categories; queryById, add and edit answer the whole product form.
 */
export const productEntity = defineEntity({
  name: 'product',
  basePath: '/catalogue/product',
  access: {
    list: Permission.productList,
    add: Permission.productAdd,
    edit: Permission.productEdit,
    delete: Permission.productDelete,
    export: Permission.productList,
    import: Permission.productAdd,
  },
  record: productRecordSchema,
  form: productFormSchema,
  add: productAddSchema,
  edit: productEditSchema,
  versioned: true,
  unique: ['code'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '产品列表', en: 'Products' },
  batchMax: PRODUCT_BATCH_MAX,
  // One row per style (a product without styles: one row without them).
  importColumns: {
    styleName: { zh: '款式名称', en: 'Style name' },
    styleSpec: { zh: '款式规格', en: 'Style specification' },
    styleUnit: { zh: '单位', en: 'Unit' },
    stylePrice: { zh: '标准价', en: 'Standard price' },
    styleCurrency: { zh: '款式价格单位', en: 'Style currency' },
    styleStatus: { zh: '款式状态', en: 'Style status' },
  },
  // The name compares in the caller's language; the category includes its sub-categories.
  superQuery: {
    code: {},
    name: { type: 'text' },
    categoryId: { type: 'category' },
    model: {},
    brand: {},
    status: {},
    hot: { type: 'dict' },
    recommend: { type: 'dict' },
    price: { type: 'number' },
    sortNo: {},
    createTime: {},
    updateTime: {},
  },
  fields: {
    image: { title: { zh: '图片', en: 'Image' }, type: 'text' },
    code: {
      title: { zh: '产品编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: PRODUCT_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 20,
    },
    name: {
      title: { zh: '产品名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: PRODUCT_NAME_MAX_LENGTH,
      exportWidth: 32,
    },
    categoryId: {
      title: { zh: '产品分类', en: 'Category' },
      type: 'text',
      filter: 'eq',
      filterMaxLength: 64,
      exportWidth: 20,
    },
    model: { title: { zh: '型号', en: 'Model' }, type: 'text', exportWidth: 16 },
    brand: { title: { zh: '品牌', en: 'Brand' }, type: 'text', exportWidth: 16 },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: {
        [ShelfStatus.onShelf]: { zh: '上架', en: 'On shelf' },
        [ShelfStatus.offShelf]: { zh: '下架', en: 'Off shelf' },
      },
      filter: 'eq',
      exportWidth: 10,
    },
    hot: { title: { zh: '热门', en: 'Hot' }, type: 'boolean', options: YES_NO, filter: 'eq', exportWidth: 8 },
    recommend: {
      title: { zh: '推荐', en: 'Recommended' },
      type: 'boolean',
      options: YES_NO,
      filter: 'eq',
      exportWidth: 10,
    },
    // The lowest price and its currency are the styles'; a sheet sets each style's own.
    price: {
      title: { zh: '最低标准价', en: 'Lowest standard price' },
      // Exported as a number, which a spreadsheet adds up.
      type: 'number',
      exportWidth: 16,
      readOnly: true,
    },
    currency: { title: { zh: '价格单位', en: 'Currency' }, type: 'text', exportWidth: 10, readOnly: true },
    sortNo: { title: { zh: '排序', en: 'Sort order' }, type: 'number', sortable: true },
    createTime: { title: { zh: '创建时间', en: 'Created' }, type: 'datetime', sortable: true },
    updateTime: {
      title: { zh: '更新时间', en: 'Updated' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
      readOnly: true,
    },
  },
});

// ---------- lots ----------

export const LOT_NO_MAX_LENGTH = 64;
export const lotNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(LOT_NO_MAX_LENGTH)
  .regex(/^[A-Za-z0-9._/-]+$/);

/** POST /catalogue/lot/add: staff record a production lot of a product (and style). */
export const lotAddSchema = z.strictObject({
  lotNo: lotNoSchema,
  productId: idSchema,
  styleId: idSchema.nullable(),
  productionDate: dateSchema,
  memo: shortText(500),
});
export type LotAddRequest = z.infer<typeof lotAddSchema>;

export const lotListQuerySchema = listQuerySchema.extend({
  lotNo: z.string().max(LOT_NO_MAX_LENGTH).optional(),
  productId: idSchema.optional(),
});

export const lotRecordSchema = z.object({
  id: z.string(),
  lotNo: z.string(),
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  styleId: z.string().nullable(),
  styleName: z.string(),
  productionDate: z.string(),
  memo: z.string(),
  createTime: z.string(),
});
export type LotRecord = z.infer<typeof lotRecordSchema>;

/** POST /circsys/lot/queryLotNo. */
export const lotQuerySchema = z.strictObject({ lotNo: lotNoSchema });
export const lotQueryResultSchema = z.object({
  lotNo: z.string(),
  productionDate: z.string(),
  product: z.object({ id: z.string(), code: z.string(), name: z.string(), model: z.string() }),
  style: z.object({ id: z.string(), name: z.string(), spec: z.string() }).nullable(),
});
export type LotQueryResult = z.infer<typeof lotQueryResultSchema>;

// ---------- uploads ----------

/**
 * What an upload is for (`biz`): each maps to one fixed folder and its allowed types.
 * product: product images (served publicly); resource: product documents (downloaded with a session);
 * avatar: a user's own picture (images only, served publicly); temp: anything allowed, kept short.
 */
export const UPLOAD_BIZ = ['product', 'resource', 'avatar', 'temp'] as const;
export const uploadBizSchema = z.enum(UPLOAD_BIZ);
export type UploadBiz = z.infer<typeof uploadBizSchema>;
/** Largest accepted upload. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest accepted avatar picture. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The answer of POST /sys/common/upload: `message` and `result` are the stored path. */
export const uploadResultSchema = z.string();

// ---------- the mall (buyer side) ----------

/** What lists of the mall show of a product (home, search). Texts in the request's language. */
export const productCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  model: z.string(),
  brand: z.string(),
  /** URL of the main image, null when there is none. */
  image: z.string().nullable(),
  /** Lowest standard price of its styles on the shelves (2 decimals), null when it has none. */
  price: z.string().nullable(),
  currency: z.string(),
  categoryId: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A node of the category tree; `parentId` null for a root. Parents come before their children. */
export const categoryCardSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/** GET /mall/home. */
export const mallHomeResultSchema = z.object({
  hot: z.array(productCardSchema),
  recommend: z.array(productCardSchema),
  categories: z.array(categoryCardSchema),
});
export type MallHomeResult = z.infer<typeof mallHomeResultSchema>;

export const SEARCH_SORTS = ['relevance', 'newest', 'price'] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;

/**
 * GET /mall/product/search. The keyword matches codes (also their beginnings and parts), names in both
 * languages (whole words, word beginnings, any two Chinese characters in a row) and parameter values.
 * The category includes its sub-categories. `order` applies to the price sort (low first by default).
 */
export const productSearchQuerySchema = z.strictObject({
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
  categoryId: idSchema.optional(),
  sort: searchSortSchema.default('relevance'),
  order: z.enum(['asc', 'desc']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .default(PAGE_SIZE_OPTIONS[0]),
  _t: z.string().optional(),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

export const productSearchResultSchema = pageResultOf(productCardSchema).extend({
  /** True when more products match than `total` says (see SEARCH_PAGES_AHEAD). */
  capped: z.boolean(),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const productDetailStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  price: z.string(),
  currency: z.string(),
  /** False for a style taken off the shelves (shown, not orderable). */
  onShelf: z.boolean(),
});
export const productDetailPartSchema = z.object({
  name: z.string(),
  brand: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  /** The catalogue product it is, when it is one on the shelves. */
  productId: z.string().nullable(),
});
export const productDetailResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  version: z.string(),
  comment: z.string(),
  fileName: z.string(),
  /** False when there is nothing to download. */
  hasFile: z.boolean(),
});

/** GET /mall/product/detail?id: texts in the request's language; rich texts are sanitised HTML. */
export const productDetailSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  model: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  images: z.array(z.string()),
  /** False when the product was taken off the shelves: it is shown, but it cannot be ordered. */
  onShelf: z.boolean(),
  /** Changes on every edit; carts and orders send it back to notice a change. */
  version: z.number().int(),
  scenario: z.string(),
  features: z.string(),
  styles: z.array(productDetailStyleSchema),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  resources: z.array(productDetailResourceSchema),
  accessories: z.array(productDetailPartSchema),
  suites: z.array(productDetailPartSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /mall/product/resource/download?id */
export const resourceDownloadQuerySchema = productIdQuerySchema;

/** The web path of an image stored by an upload with biz `product` or `avatar` (public read). */
export function imageUrl(apiBase: string, path: string): string {
  return `${apiBase}/sys/common/static/${path}`;
}
