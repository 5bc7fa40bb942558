import { DemandErrorKey, MAX_LINE_QUANTITY, type LocalizedText } from '@mall/shared';

/** The cart's answers; the demand module answers with the same keys. */
export const cartMessages = {
  [DemandErrorKey.productTakenDown]: {
    zh: '该商品已下架',
    en: 'The product has been taken down',
  },
  [DemandErrorKey.lineQuantityTooLarge]: {
    zh: `请输入正确的数量：同一款式最多 ${MAX_LINE_QUANTITY}`,
    en: `Please enter the correct quantity: at most ${MAX_LINE_QUANTITY} of one style`,
  },
  [DemandErrorKey.cartChanged]: {
    zh: '购物车已更新，请刷新',
    en: 'The shopping cart has been updated please refresh',
  },
} satisfies Record<`demand.${string}`, LocalizedText>;

declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof cartMessages, LocalizedText> {}
}
