import type { DemandRecord } from '@mall/shared';

/** No action allowed on an order: a test allows the ones it needs. */
export const NO_DEMAND_ACTIONS: DemandRecord['actions'] = {
  cancel: false,
  complete: false,
  close: false,
  modifyPrice: false,
  apply: false,
  agree: false,
  refuse: false,
  requestQuote: false,
};

/** A demand order for tests: a new order of one pump at 100.00 CNY, changed by `overrides`. */
export function demandRecord(overrides: Partial<DemandRecord> = {}): DemandRecord {
  return {
    id: 'o1',
    orderNo: 'D0001',
    status: 0,
    orderTime: '2026-01-01T00:00:00Z',
    customerName: 'Buyer',
    customerPhone: '13800000000',
    customerCompany: 'ACME',
    memo: '',
    currency: 'CNY',
    standardPrice: '100.00',
    discountRate: '1',
    adjustment: '0',
    actualPrice: '100.00',
    expectedPrice: null,
    expectedMemo: '',
    priceLocked: false,
    quoteDate: '2026-01-01',
    quoteExpired: false,
    version: 4,
    applyId: null,
    approvalStatus: null,
    applyMemo: '',
    applyTime: null,
    approvalTime: null,
    approvalMemo: '',
    productSummary: 'Pump',
    actions: NO_DEMAND_ACTIONS,
    ...overrides,
  };
}
