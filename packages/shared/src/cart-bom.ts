import { z } from 'zod';
import { lineQuantitySchema } from './cart';
import { SEARCH_KEYWORD_MAX_LENGTH } from './mall-limits';

/*
 * A parts list (BOM) uploaded into the cart: the server reads the file, matches every line to the
 * buyer's catalogue and answers a preview; the buyer fixes or drops lines and adds the accepted ones
 * to the cart in one request.
 */

/** Largest BOM file accepted (bytes). */
export const BOM_MAX_BYTES = 2 * 1024 * 1024;
/** Most lines one BOM may hold (blank rows not counted). */
export const BOM_MAX_LINES = 1_000;
/** The file types a BOM may be, by extension. */
export const BOM_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** How many close matches a line offers at most. */
export const BOM_MAX_SUGGESTIONS = 3;

/** Why a whole file is refused (400/413): message keys, translated by the server. */
export const BomErrorKey = {
  fileMissing: 'cart.bom.fileMissing',
  fileType: 'cart.bom.fileType',
  fileTooLarge: 'cart.bom.fileTooLarge',
  unreadable: 'cart.bom.unreadable',
  headerMissing: 'cart.bom.headerMissing',
  noLines: 'cart.bom.noLines',
  tooManyLines: 'cart.bom.tooManyLines',
} as const;

/**
 * Where a line stands: `matched` (one product and style, ready), `exact` (the part number is the product's,
 * the buyer picks one of its styles), `suggested` (a guess the buyer must confirm: a close match, or one of
 * several products), `notFound` (nothing like it in the catalogue), `notAllowed` (taken down, or a quantity
 * the cart refuses).
 */
export const BOM_LINE_STATUSES = ['matched', 'exact', 'suggested', 'notFound', 'notAllowed'] as const;
export type BomLineStatus = (typeof BOM_LINE_STATUSES)[number];

/** Why a line is not simply matched; the web shows `bomReason.<reason>` of the cart texts. */
export const BOM_LINE_REASONS = [
  'partMissing',
  'notFound',
  'closeMatch',
  'ambiguous',
  'chooseStyle',
  'styleNotFound',
  'takenDown',
  'quantityInvalid',
] as const;
export type BomLineReason = (typeof BOM_LINE_REASONS)[number];

/** A style of a candidate product that may be ordered now. */
export const bomStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  spec: z.string(),
  unitPrice: z.string(),
  currency: z.string(),
});
export type BomStyle = z.infer<typeof bomStyleSchema>;

/** A catalogue product a line may be: the match, or one of the suggestions. */
export const bomCandidateSchema = z.object({
  productId: z.string(),
  code: z.string(),
  model: z.string(),
  name: z.string(),
  /** Off the shelves (or no style on them): shown, never added. */
  takenDown: z.boolean(),
  /** Its styles on the shelves, in their order. */
  styles: z.array(bomStyleSchema),
});
export type BomCandidate = z.infer<typeof bomCandidateSchema>;

export const bomPreviewLineSchema = z.object({
  /** The row's number in the sheet (1 is the first row), as the buyer's spreadsheet shows it. */
  row: z.number().int(),
  /** The part number / model, style and quantity cells as written. */
  partNo: z.string(),
  styleText: z.string(),
  quantityText: z.string(),
  /** The quantity as the cart takes it; null when the cell is not one. */
  quantity: z.number().int().nullable(),
  status: z.enum(BOM_LINE_STATUSES),
  reason: z.enum(BOM_LINE_REASONS).nullable(),
  /** The chosen product and style (null: the buyer must choose). */
  productId: z.string().nullable(),
  styleId: z.string().nullable(),
  /** The matched product, or the close matches to choose from (best first). */
  candidates: z.array(bomCandidateSchema),
  /**
   * The row of the first line above with the same part number (once compacted, see compactPartNo) and the
   * same style cell: the list names the part twice, and both would add up in the cart. Null on the first.
   */
  duplicateOf: z.number().int().nullable(),
});
export type BomPreviewLine = z.infer<typeof bomPreviewLineSchema>;

/** POST /mall/cart/bom/preview (multipart, the file as `file`). */
export const bomPreviewResultSchema = z.object({
  lines: z.array(bomPreviewLineSchema),
});
export type BomPreviewResult = z.infer<typeof bomPreviewResultSchema>;

/** Most products a catalogue search for a line offers. */
export const BOM_SEARCH_LIMIT = 10;

/** GET /mall/cart/bom/search: products of the catalogue for a line the list did not match. */
export const bomSearchQuerySchema = z.strictObject({
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH),
  _t: z.string().optional(),
});
export type BomSearchQuery = z.input<typeof bomSearchQuerySchema>;

export const bomSearchResultSchema = z.object({ candidates: z.array(bomCandidateSchema) });
export type BomSearchResult = z.infer<typeof bomSearchResultSchema>;

/** POST /mall/cart/bom/add: the accepted lines, all added or none; lines already in the cart add up. */
export const bomAddSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: z.string().min(1).max(64),
        styleId: z.string().min(1).max(64),
        quantity: lineQuantitySchema,
      }),
    )
    .min(1)
    .max(BOM_MAX_LINES),
});
export type BomAdd = z.infer<typeof bomAddSchema>;

/** The header texts a column may carry (compared trimmed, case- and space-insensitive), in zh and en. */
export const BOM_HEADERS = {
  partNo: [
    'part number',
    'part no',
    'part no.',
    'part#',
    'pn',
    'mpn',
    'model',
    'sku',
    'code',
    'product code',
    'item code',
    '型号',
    '规格型号',
    '料号',
    '物料编码',
    '物料号',
    '产品编码',
    '商品编码',
    '编码',
    '零件号',
  ],
  quantity: ['quantity', 'qty', 'qty.', 'amount', 'count', '数量', '需求数量', '采购数量', '订购数量'],
  style: ['style', 'variant', '款式', '样式'],
} as const;

/** The template's header row, in the caller's language. */
export const BOM_TEMPLATE_HEADERS = {
  zh: ['型号', '数量', '款式'],
  en: ['Part number', 'Quantity', 'Style'],
} as const;
