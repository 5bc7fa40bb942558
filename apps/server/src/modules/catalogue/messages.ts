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

/** The headers and name of the products sheet. */
export const PRODUCT_EXPORT_TEXT = {
  sheet: { zh: '产品列表', en: 'Products' },
  code: { zh: '产品编码', en: 'Code' },
  name: { zh: '产品名称', en: 'Name' },
  category: { zh: '产品分类', en: 'Category' },
  model: { zh: '型号', en: 'Model' },
  brand: { zh: '品牌', en: 'Brand' },
  status: { zh: '状态', en: 'Status' },
  hot: { zh: '热销', en: 'Hot' },
  recommend: { zh: '推荐', en: 'Recommended' },
  price: { zh: '最低标准价', en: 'Lowest standard price' },
  currency: { zh: '价格单位', en: 'Currency' },
  updateTime: { zh: '更新时间', en: 'Updated' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
} satisfies Record<string, LocalizedText>;

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
