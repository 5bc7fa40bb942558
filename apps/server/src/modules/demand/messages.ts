import { DemandErrorKey, type LocalizedText } from '@mall/shared';

/** The demand orders' answers (the cart registers the taken-down and cart-changed texts). */
export const demandMessages = {
  [DemandErrorKey.productChanged]: {
    zh: '该商品已更新，请刷新',
    en: 'This product has been updated please refresh',
  },
  [DemandErrorKey.statusChanged]: { zh: '状态已变更，请刷新', en: 'Status changed, please refresh' },
  [DemandErrorKey.actionNotAllowed]: {
    zh: '需求单可能已变更，请查看最新信息',
    en: 'The demand form may change, please check the latest information',
  },
  [DemandErrorKey.expectedPriceInvalid]: {
    zh: '期望价格须大于 0 且低于实际价格',
    en: 'The expected price must be above 0 and below the actual price',
  },
  [DemandErrorKey.quoteExpired]: {
    zh: '报价已超过有效期，请等待销售重新报价',
    en: 'The quotation has expired; sales must re-quote first',
  },
  [DemandErrorKey.actualPriceNegative]: {
    zh: '实际价格不能小于 0',
    en: 'The actual price cannot be below 0',
  },
  [DemandErrorKey.quantityInvalid]: { zh: '请输入正确的数量', en: 'Please enter the correct quantity' },
  [DemandErrorKey.approvalMemoRequired]: { zh: '请填写回复备注', en: 'Enter a reply memo' },
  [DemandErrorKey.mixedCurrency]: {
    zh: '同一需求单的商品须使用同一币种',
    en: 'All products of one demand order must be priced in the same currency',
  },
} satisfies Record<`demand.${string}`, LocalizedText>;

declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof demandMessages, LocalizedText> {}
}
