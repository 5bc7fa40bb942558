import type { LocalizedText } from '@mall/shared';

/** The catalogue module's own answers. */
export const catalogueMessages = {
  'catalogue.productStale': {
    zh: '该产品已更新，请刷新',
    en: 'This product has been updated, please refresh',
  },
  'catalogue.codeTaken': { zh: '产品编码已存在', en: 'This product code is already in use' },
  'catalogue.categoryUnknown': { zh: '产品分类不存在', en: 'Unknown product category' },
  'catalogue.currencyUnknown': { zh: '价格单位不存在', en: 'Unknown currency' },
  'catalogue.partProductUnknown': { zh: '关联的产品不存在', en: 'The linked product does not exist' },
  'catalogue.styleUnknown': { zh: '产品款式不存在', en: 'Unknown product style' },
  'catalogue.fileUnknown': {
    zh: '文件不存在，请重新上传',
    en: 'The file does not exist, please upload it again',
  },
  'catalogue.lotTaken': { zh: '批次号已存在', en: 'This lot number already exists' },
  'catalogue.lotUnknown': { zh: '批次号不存在', en: 'Unknown lot number' },
} satisfies Record<`catalogue.${string}`, LocalizedText>;

/** Texts the module shows inside answers (status names). */
export const catalogueTexts = {
  onShelf: { zh: '上架', en: 'On shelf' },
  offShelf: { zh: '下架', en: 'Off shelf' },
} satisfies Record<string, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof catalogueMessages, LocalizedText> {}
}
