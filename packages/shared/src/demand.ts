import { z } from 'zod';
import { moneyInput } from './wire-input';
import { lineQuantitySchema } from './cart';
import { dayOrDateTimeSchema } from './date-input';
import { QUANTITY_INVALID_KEY } from './mall-limits';
import { ADJUSTMENT_PATTERN, DISCOUNT_RATE_PATTERN, PRICE_PATTERN } from './money';
import { listQuerySchema } from './paging';
import type { LocalizedText } from './locale';
import type { SuperQueryFields } from './super-query';

/** Demand order status (stored and sent as the number). */
export const DemandStatus = { pending: 0, completed: 1, closed: 2, cancelled: 3 } as const;
export type DemandStatusValue = (typeof DemandStatus)[keyof typeof DemandStatus];
export const DEMAND_STATUS_VALUES = [0, 1, 2, 3] as const;

/**
 * Price application status. An application still in review when its order is cancelled or closed is
 * closed with it (3): nobody can agree to it any more.
 */
export const PriceApplyStatus = { inReview: 0, approved: 1, rejected: 2, closed: 3 } as const;
export type PriceApplyStatusValue = (typeof PriceApplyStatus)[keyof typeof PriceApplyStatus];

/** What the demand and cart answers may say (i18n keys; the server sends the text in zh or en). */
export const DemandErrorKey = {
  /** A product changed since the page showed it: 'This product has been updated please refresh'. */
  productChanged: 'demand.productChanged',
  /** 'The product has been taken down' (or its style no longer exists). */
  productTakenDown: 'demand.productTakenDown',
  /** Two cart lines of one style merged would hold more than the largest line quantity. */
  lineQuantityTooLarge: 'demand.lineQuantityTooLarge',
  /** A cart line that was submitted or deleted elsewhere: 'The shopping cart has been updated please refresh'. */
  cartChanged: 'demand.cartChanged',
  /** The order's version moved on: 'Status changed, please refresh'. */
  statusChanged: 'demand.statusChanged',
  /** The action is not allowed in the order's current state (status, lock, application in review). */
  actionNotAllowed: 'demand.actionNotAllowed',
  /** Expected price must be above 0 and below the actual price. */
  expectedPriceInvalid: 'demand.expectedPriceInvalid',
  /** The quotation is older than 30 days: sales must re-quote before it can be completed. */
  quoteExpired: 'demand.quoteExpired',
  /** The new actual price would be negative. */
  actualPriceNegative: 'demand.actualPriceNegative',
  /** Refusing needs a reply memo. */
  approvalMemoRequired: 'demand.approvalMemoRequired',
  /** An order is in one currency: lines whose styles are priced in different currencies cannot be submitted together. */
  mixedCurrency: 'demand.mixedCurrency',
  /** A quantity that is not a whole number in range: 'Please enter the correct quantity'. */
  quantityInvalid: QUANTITY_INVALID_KEY,
} as const;

const id = z.string().min(1).max(64);
/** The longest memo of an order, an application or a reply. */
export const DEMAND_MEMO_MAX = 500;
const memo = z.string().max(DEMAND_MEMO_MAX);
/** A price typed by a person: at most 9 integer digits and 2 decimals. */
export const priceInputSchema = moneyInput(PRICE_PATTERN);
export const adjustmentInputSchema = moneyInput(ADJUSTMENT_PATTERN);
export const discountRateInputSchema = z.string().trim().regex(DISCOUNT_RATE_PATTERN);

/** One line of a direct submit (the product page's "submit"), without the cart. */
export const demandSubmitItemSchema = z.strictObject({
  productId: id,
  styleId: id,
  quantity: lineQuantitySchema,
  /** The buyer's own note for this line (their part number, project...). */
  customerInfo: z.string().max(200).optional(),
});

/**
 * POST /mall/demand/submit: either cart lines (`cartItemIds`) or `items`. `productVersions` maps each
 * product id to the version the page showed; a product whose version moved on answers 409
 * demand.productChanged. Without it, cart lines are checked against the version they were added at.
 * An `expectedPrice` opens the order's first price application (In Review).
 */
export const demandSubmitSchema = z
  .strictObject({
    cartItemIds: z.array(id).min(1).max(200).optional(),
    items: z.array(demandSubmitItemSchema).min(1).max(200).optional(),
    productVersions: z.record(id, z.number().int().min(0)).optional(),
    memo: memo.optional(),
    expectedPrice: priceInputSchema.optional(),
    expectedMemo: memo.optional(),
  })
  .refine((value) => (value.cartItemIds === undefined) !== (value.items === undefined), {
    message: 'Send either cartItemIds or items',
    path: ['items'],
  });
export type DemandSubmit = z.infer<typeof demandSubmitSchema>;

export const demandSubmitResultSchema = z.object({ id: z.string(), orderNo: z.string() });
export type DemandSubmitResult = z.infer<typeof demandSubmitResultSchema>;

/** One order line: the product and style as they were when the order was submitted. */
export const demandItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  styleId: z.string(),
  productName: z.string(),
  sku: z.string(),
  model: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  styleName: z.string(),
  spec: z.string(),
  /** How many ("number"). */
  quantity: z.number().int(),
  /** Prices are decimal strings with 2 decimals. */
  unitPrice: z.string(),
  standardPrice: z.string(),
  actualPrice: z.string(),
  customerInfo: z.string(),
});
export type DemandItem = z.infer<typeof demandItemSchema>;

/** What the caller may do with the order now (the server's rule table, evaluated for this user). */
export const demandActionsSchema = z.object({
  cancel: z.boolean(),
  complete: z.boolean(),
  close: z.boolean(),
  modifyPrice: z.boolean(),
  apply: z.boolean(),
  agree: z.boolean(),
  refuse: z.boolean(),
  /** The owner asks for a new quotation once the agreed one has expired. */
  requestQuote: z.boolean(),
});
export type DemandActions = z.infer<typeof demandActionsSchema>;

/** The page of one demand order (`?id=`), where messages about an order lead. */
export const DEMAND_DETAIL_PATH = '/mall/demandDetail';

/** A demand order as lists and the detail show it. */
export const demandRecordSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.number().int(),
  /** ISO time the order was submitted. */
  orderTime: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerCompany: z.string(),
  memo: z.string(),
  currency: z.string(),
  /** Sum of the lines' standard prices. */
  standardPrice: z.string(),
  /** Factor, up to 4 decimals ("1" = no discount). */
  discountRate: z.string(),
  adjustment: z.string(),
  /** standardPrice × discountRate + adjustment. */
  actualPrice: z.string(),
  /** The buyer's expected price of the latest application (null when none). */
  expectedPrice: z.string().nullable(),
  expectedMemo: z.string(),
  /** True once a price was agreed: the order can no longer change price or be cancelled. */
  priceLocked: z.boolean(),
  /** ISO date of the current quotation; valid QUOTE_VALIDITY_DAYS days. */
  quoteDate: z.string(),
  quoteExpired: z.boolean(),
  version: z.number().int(),
  /** The latest price application (null when none): its id is what agree/refuse take. */
  applyId: z.string().nullable(),
  approvalStatus: z.number().int().nullable(),
  applyMemo: z.string(),
  applyTime: z.string().nullable(),
  approvalTime: z.string().nullable(),
  approvalMemo: z.string(),
  /** Product names of the lines, joined (list view). */
  productSummary: z.string(),
  actions: demandActionsSchema,
  /**
   * Whether the caller has unread messages about this order (set by the list and queryById; absent from
   * the answers of actions).
   */
  unreadMessages: z.boolean().optional(),
});
export type DemandRecord = z.infer<typeof demandRecordSchema>;

export const demandDetailSchema = demandRecordSchema.extend({ items: z.array(demandItemSchema) });
export type DemandDetail = z.infer<typeof demandDetailSchema>;

/** Sort columns the demand list accepts. */
export const DEMAND_SORT_COLUMNS = ['orderTime', 'orderNo', 'actualPrice', 'status'] as const;

/** GET /mall/demand/list: server paging, whitelisted sort (column), these filters. */
export const demandListQuerySchema = listQuerySchema.extend({
  orderNo: z.string().max(64).optional(),
  productName: z.string().max(100).optional(),
  /** Order time range, inclusive: YYYY-MM-DD or an ISO time. */
  orderTimeBegin: dayOrDateTimeSchema.optional(),
  orderTimeEnd: dayOrDateTimeSchema.optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  /** Customer name or phone (contains). */
  customer: z.string().max(100).optional(),
  memo: z.string().max(100).optional(),
});
export type DemandListQuery = z.infer<typeof demandListQuerySchema>;

/**
 * The advanced query of the staff's demand order list (GET /mall/demand/list): the order's own fields and
 * those of its latest price application. Statuses compare codes; times compare in the query's time zone.
 */
export const DEMAND_SUPER_QUERY_FIELDS: SuperQueryFields = {
  orderNo: { title: { zh: '订单号', en: 'Order number' }, type: 'text' },
  customerName: { title: { zh: '客户', en: 'Customer' }, type: 'text' },
  customerPhone: { title: { zh: '电话', en: 'Phone' }, type: 'text' },
  customerCompany: { title: { zh: '公司', en: 'Company' }, type: 'text' },
  memo: { title: { zh: '备注', en: 'Memo' }, type: 'text' },
  status: {
    title: { zh: '状态', en: 'Status' },
    type: 'dict',
    options: {
      [DemandStatus.pending]: { zh: '待处理', en: 'Pending Processing' },
      [DemandStatus.completed]: { zh: '已完成', en: 'Completed' },
      [DemandStatus.closed]: { zh: '已关闭', en: 'Closed' },
      [DemandStatus.cancelled]: { zh: '已取消', en: 'Cancelled' },
    },
  },
  standardPrice: { title: { zh: '标准价格', en: 'Standard price' }, type: 'number' },
  actualPrice: { title: { zh: '实际价格', en: 'Actual price' }, type: 'number' },
  orderTime: { title: { zh: '下单时间', en: 'Order time' }, type: 'datetime' },
  applyStatus: {
    title: { zh: '审批状态', en: 'Approval status' },
    type: 'dict',
    options: {
      [PriceApplyStatus.inReview]: { zh: '审核中', en: 'In Review' },
      [PriceApplyStatus.approved]: { zh: '已同意', en: 'Approved' },
      [PriceApplyStatus.rejected]: { zh: '已拒绝', en: 'Rejected' },
      [PriceApplyStatus.closed]: { zh: '已关闭', en: 'Closed' },
    },
  },
  expectedPrice: { title: { zh: '期望价格', en: 'Expected price' }, type: 'number' },
  applyTime: { title: { zh: '申请时间', en: 'Apply time' }, type: 'datetime' },
};

/** The staff order export's sheet name and default file name (GET /mall/demand/exportXls). */
export const DEMAND_EXPORT_TITLE: LocalizedText = { zh: '需求订单', en: 'Demand orders' };

export const demandIdQuerySchema = z.strictObject({ id, _t: z.string().optional() });

/** POST /mall/demand/{cancel|complete|close} and /mall/demand/reorder. */
export const demandActionSchema = z.strictObject({ id, version: z.number().int().min(0) });
export type DemandAction = z.infer<typeof demandActionSchema>;
export const demandReorderSchema = z.strictObject({ id });
const reorderLineSchema = z.object({ productName: z.string(), styleName: z.string() });
/**
 * What a reorder did: `count` lines went into the cart (`added`, their cart lines `cartItemIds`, in order);
 * `skipped` names the lines left out because their product or style is taken down or gone.
 */
export const demandReorderResultSchema = z.object({
  count: z.number().int(),
  cartItemIds: z.array(z.string()),
  added: z.array(reorderLineSchema),
  skipped: z.array(reorderLineSchema),
});
export type DemandReorderResult = z.infer<typeof demandReorderResultSchema>;

/**
 * POST /mall/demand/modifyPrice: a discount rate and adjustment, or a new actual price
 * (then the rate is kept and the adjustment becomes whatever reaches that price).
 */
export const demandModifyPriceSchema = z
  .strictObject({
    id,
    version: z.number().int().min(0),
    discountRate: discountRateInputSchema.optional(),
    adjustment: adjustmentInputSchema.optional(),
    actualPrice: priceInputSchema.optional(),
    memo: memo.optional(),
  })
  .refine(
    (value) =>
      value.actualPrice !== undefined
        ? value.discountRate === undefined && value.adjustment === undefined
        : value.discountRate !== undefined || value.adjustment !== undefined,
    { message: 'Send discountRate and/or adjustment, or actualPrice', path: ['actualPrice'] },
  );
export type DemandModifyPrice = z.infer<typeof demandModifyPriceSchema>;

/** POST /mall/priceApply/apply: `version` is the order's version. */
export const priceApplySchema = z.strictObject({
  demandId: id,
  version: z.number().int().min(0),
  expectedPrice: priceInputSchema,
  applyMemo: memo.optional(),
});
export type PriceApply = z.infer<typeof priceApplySchema>;

/** POST /mall/priceApply/{agree|refuse}: `id` is the application's id, `version` the order's version. */
export const priceReplySchema = z.strictObject({
  id,
  version: z.number().int().min(0),
  approvalMemo: memo.optional(),
});
export type PriceReply = z.infer<typeof priceReplySchema>;

/** What a log row records. */
export const DEMAND_LOG_ACTIONS = [
  'submit',
  'apply',
  'agree',
  'refuse',
  'modifyPrice',
  'cancel',
  'complete',
  'close',
  /** The scheduled check found the quotation past its validity. */
  'quoteExpired',
  /** The buyer asked for a new quotation after the agreed one expired. */
  'requestQuote',
] as const;
export type DemandLogAction = (typeof DEMAND_LOG_ACTIONS)[number];

/** GET /mall/priceApply/logs?demandId: every change of the order, oldest first. */
export const demandLogSchema = z.object({
  id: z.string(),
  action: z.enum(DEMAND_LOG_ACTIONS),
  operator: z.string(),
  time: z.string(),
  oldPrice: z.string().nullable(),
  newPrice: z.string().nullable(),
  memo: z.string(),
});
export type DemandLog = z.infer<typeof demandLogSchema>;
export const demandLogsQuerySchema = z.strictObject({ demandId: id, _t: z.string().optional() });

/** GET /mall/demand/exportPdf?id&lang: the quotation PDF in zh or en (default: the request's language). */
export const demandPdfQuerySchema = z.strictObject({
  id,
  lang: z.enum(['zh', 'en']).optional(),
  _t: z.string().optional(),
});

/** GET/PUT /mall/demand/quoteSetting: the tenant's port city of the FOB trade term on quotations. */
export const quoteSettingSchema = z.strictObject({
  portCity: z.strictObject({ zh: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60) }),
});
export type QuoteSetting = z.infer<typeof quoteSettingSchema>;
