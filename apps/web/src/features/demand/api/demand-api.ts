import type {
  CartItem,
  DemandAction,
  DemandDetail,
  DemandLog,
  DemandModifyPrice,
  DemandRecord,
  DemandReorderResult,
  DemandSubmit,
  DemandSubmitResult,
  PageResult,
  PriceApply,
  PriceReply,
  ProductDetail,
} from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { createCrudApi, type CrudApi } from '../../../widgets/crud/crud-api';
import type { ListQueryParams } from '../../../widgets/crud/list-query';

/** Which list: the buyer's own orders, or every order of the tenant (staff). */
export type DemandScope = 'mine' | 'manage';

/** The order details, logs and confirm-page queries live under this key. */
export const DEMAND_QUERY_KEY = ['mall', 'demand'] as const;
/** The cart's queries (the header count included): a submit or a reorder changes the cart. */
export const CART_QUERY_KEY = ['mall', 'cart'] as const;

export const demandKeys = {
  detail: (id: string) => [...DEMAND_QUERY_KEY, 'detail', id] as const,
  logs: (id: string) => [...DEMAND_QUERY_KEY, 'logs', id] as const,
};

/**
 * GET /mall/demand/list: the server answers a buyer's own orders, and every order of the tenant to staff who
 * handle orders. The scope only decides which actions the page offers.
 */
export function fetchDemandList(query: ListQueryParams, signal?: AbortSignal) {
  return http.get<PageResult<DemandRecord>>('/mall/demand/list', query, { silent: true, signal });
}

/** GET /mall/demand/queryById?id: the order with its lines. */
export function fetchDemandDetail(id: string, signal?: AbortSignal): Promise<DemandDetail> {
  return http.get<DemandDetail>('/mall/demand/queryById', { id }, { silent: true, signal });
}

/** GET /mall/priceApply/logs?demandId: every price application and change of the order, oldest first. */
export function fetchDemandLogs(demandId: string, signal?: AbortSignal): Promise<DemandLog[]> {
  return http.get<DemandLog[]>('/mall/priceApply/logs', { demandId }, { silent: true, signal });
}

/**
 * The list of each scope on the CRUD list pattern (only `list` is used; actions have their own calls). Its
 * queries live under the pattern's own keys (`keys.all`), not under DEMAND_QUERY_KEY.
 */
export const DEMAND_LIST_APIS: Record<DemandScope, CrudApi<DemandRecord, never, never>> = {
  mine: {
    ...createCrudApi<DemandRecord, never, never>('/mall/demand'),
    list: (query, options) => fetchDemandList(query, options?.signal),
  },
  manage: {
    ...createCrudApi<DemandRecord, never, never>('/mall/demand/manage'),
    list: (query, options) => fetchDemandList(query, options?.signal),
    // GET /mall/demand/exportXls: the staff list's filters, advanced query and selection as a sheet.
    exportXls: createCrudApi<DemandRecord, never, never>('/mall/demand').exportXls,
  },
};

/** Any change of an order reloads every demand query: both lists, the details, the logs. */
export function invalidateDemandQueries(queryClient: QueryClient): Promise<unknown> {
  const keys = [DEMAND_QUERY_KEY, ...Object.values(DEMAND_LIST_APIS).map((api) => api.keys.all)];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The order actions that take only the order and its version. */
/** The order actions that take only the order's id and version; each is confirmed first. */
export type DemandStatusAction = 'cancel' | 'complete' | 'close' | 'requestQuote';

/** POST /mall/demand/{cancel|complete|close|requestQuote}. */
export function postDemandAction(action: DemandStatusAction, body: DemandAction): Promise<unknown> {
  return http.post(`/mall/demand/${action}`, body, { silent: true });
}

/** POST /mall/demand/reorder: the order's lines still on the shelves go back into the cart; the others are named. */
export function reorderDemand(id: string): Promise<DemandReorderResult> {
  return http.post<DemandReorderResult>('/mall/demand/reorder', { id }, { silent: true });
}

/** POST /mall/demand/modifyPrice (staff). */
export function modifyDemandPrice(body: DemandModifyPrice): Promise<unknown> {
  return http.post('/mall/demand/modifyPrice', body, { silent: true });
}

/** POST /mall/priceApply/apply: the buyer asks for a discount. */
export function applyForPrice(body: PriceApply): Promise<unknown> {
  return http.post('/mall/priceApply/apply', body, { silent: true });
}

/** POST /mall/priceApply/{agree|refuse} (staff). */
export function replyToPrice(reply: 'agree' | 'refuse', body: PriceReply): Promise<unknown> {
  return http.post(`/mall/priceApply/${reply}`, body, { silent: true });
}

/** POST /mall/demand/submit. */
export function submitDemand(body: DemandSubmit): Promise<DemandSubmitResult> {
  return http.post<DemandSubmitResult>('/mall/demand/submit', body, { silent: true });
}

/** GET /mall/cart/list: the confirm page shows the chosen cart lines as they are now. */
export function fetchCartLines(signal?: AbortSignal): Promise<CartItem[]> {
  return http.get<CartItem[]>('/mall/cart/list', undefined, { silent: true, signal });
}

/** GET /mall/product/detail?id: the confirm page shows a product submitted straight from its page. */
export function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return http.get<ProductDetail>('/mall/product/detail', { id }, { silent: true, signal });
}

/**
 * GET /mall/demand/exportPdf?id&lang: the quotation PDF. `save` hands it to the browser as a download;
 * otherwise only the file is answered (to print it).
 */
export function fetchDemandPdf(id: string, lang: 'zh' | 'en', save: boolean): Promise<Blob> {
  return http.download(
    '/mall/demand/exportPdf',
    { params: { id, lang }, fileName: `demand-${id}.pdf`, save },
    { silent: true },
  );
}
