import {
  displayPrice,
  formatPrice,
  isNoDiscount,
  linesActualSubtotal,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import { renderPdf, type Content, type TableCell } from '#platform/pdf/render';

/** What a printed quotation shows; prices are decimal strings, texts already in the quotation's language. */
export interface Quotation {
  locale: Locale;
  providerName: string;
  /** The port city of the free-on-board trade term. */
  portCity: string;
  orderNo: string;
  /** YYYY-MM-DD. */
  quoteDate: string;
  validUntil: string;
  validityDays: number;
  customerName: string;
  customerPhone: string;
  customerCompany: string;
  memo: string;
  currency: string;
  lines: QuotationLine[];
  standardPrice: string;
  discountRate: string;
  adjustment: string;
  actualPrice: string;
}

export interface QuotationLine {
  productName: string;
  model: string;
  styleName: string;
  spec: string;
  quantity: number;
  unitPrice: string;
  standardPrice: string;
  actualPrice: string;
}

/** The quotation's fixed texts in both languages. */
const TEXT = {
  title: { zh: '报价单', en: 'Quotation' },
  orderNo: { zh: '单号', en: 'Order No.' },
  quoteDate: { zh: '报价日期', en: 'Quote date' },
  validUntil: { zh: '有效期至', en: 'Valid until' },
  customer: { zh: '客户', en: 'Customer' },
  company: { zh: '公司', en: 'Company' },
  phone: { zh: '电话', en: 'Phone' },
  memo: { zh: '备注', en: 'Memo' },
  currency: { zh: '币种', en: 'Currency' },
  no: { zh: '序号', en: 'No.' },
  product: { zh: '商品', en: 'Product' },
  spec: { zh: '规格', en: 'Specification' },
  quantity: { zh: '数量', en: 'Qty' },
  unitPrice: { zh: '单价', en: 'Unit price' },
  standardPrice: { zh: '标准价', en: 'Standard price' },
  actualPrice: { zh: '实际价', en: 'Actual price' },
  totalStandard: { zh: '标准总价', en: 'Total standard price' },
  discountRate: { zh: '折扣率', en: 'Discount rate' },
  noDiscount: { zh: '无', en: 'None' },
  linesSubtotal: { zh: '折后小计', en: 'Subtotal after discount' },
  adjustment: { zh: '价格调整', en: 'Adjustment' },
  totalActual: { zh: '实际总价', en: 'Total actual price' },
  terms: { zh: '条款', en: 'Terms' },
  payment: { zh: '付款方式：100% 预付', en: 'Payment: 100% in advance' },
  tradeTerm: { zh: '贸易条款：FOB {port}（离岸价）', en: 'Trade term: FOB {port} (free on board)' },
  validity: { zh: '报价有效期：{days} 天', en: 'Quotation valid for {days} days' },
} satisfies Record<string, LocalizedText>;

const BRAND_COLOUR = '#1677ff';

/** The quotation as a PDF in its language, with the CJK font embedded. */
export function renderQuotation(quotation: Quotation): Promise<Buffer> {
  const t = (key: keyof typeof TEXT, params: Record<string, string | number> = {}) =>
    TEXT[key][quotation.locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  const money = (value: string) => displayPrice(formatPrice(value));
  const header = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
    text,
    bold: true,
    color: '#ffffff',
    fillColor: BRAND_COLOUR,
    alignment,
  });

  const lineRows: TableCell[][] = quotation.lines.map((line, index) => [
    String(index + 1),
    { text: [line.productName, line.model ? `\n${line.model}` : ''] },
    { text: [line.styleName, line.spec ? `\n${line.spec}` : ''] },
    { text: String(line.quantity), alignment: 'right' },
    { text: money(line.unitPrice), alignment: 'right' },
    { text: money(line.standardPrice), alignment: 'right' },
    { text: money(line.actualPrice), alignment: 'right' },
  ]);

  // The lines' actual prices add to the subtotal, and the subtotal plus the adjustment is the total.
  const totals: Array<[string, string]> = [
    [t('totalStandard'), `${quotation.currency} ${money(quotation.standardPrice)}`],
    [t('discountRate'), isNoDiscount(quotation.discountRate) ? t('noDiscount') : quotation.discountRate],
    [t('linesSubtotal'), `${quotation.currency} ${money(linesActualSubtotal(quotation.lines))}`],
    [t('adjustment'), `${quotation.currency} ${money(quotation.adjustment)}`],
    [t('totalActual'), `${quotation.currency} ${money(quotation.actualPrice)}`],
  ];

  const content: Content[] = [
    {
      columns: [
        {
          // The provider's mark: its initial on the brand colour.
          width: 44,
          table: {
            widths: [32],
            heights: [32],
            body: [
              [
                {
                  text: quotation.providerName.slice(0, 1).toUpperCase(),
                  fontSize: 20,
                  bold: true,
                  color: '#ffffff',
                  fillColor: BRAND_COLOUR,
                  alignment: 'center',
                },
              ],
            ],
          },
          layout: 'noBorders',
        },
        { width: '*', stack: [{ text: quotation.providerName, fontSize: 14, bold: true }] },
        { width: 'auto', text: t('title'), fontSize: 20, bold: true, color: BRAND_COLOUR },
      ],
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            `${t('customer')}: ${quotation.customerName}`,
            `${t('company')}: ${quotation.customerCompany}`,
            `${t('phone')}: ${quotation.customerPhone}`,
          ],
        },
        {
          width: 'auto',
          stack: [
            `${t('orderNo')}: ${quotation.orderNo}`,
            `${t('quoteDate')}: ${quotation.quoteDate}`,
            `${t('validUntil')}: ${quotation.validUntil}`,
            `${t('currency')}: ${quotation.currency}`,
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    },
    {
      table: {
        headerRows: 1,
        widths: [24, '*', 90, 36, 60, 66, 66],
        body: [
          [
            header(t('no')),
            header(t('product')),
            header(t('spec')),
            header(t('quantity'), 'right'),
            header(t('unitPrice'), 'right'),
            header(t('standardPrice'), 'right'),
            header(t('actualPrice'), 'right'),
          ],
          ...lineRows,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 10, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 'auto',
          table: {
            body: totals.map(([label, value], index) => [
              { text: label, bold: index === totals.length - 1 },
              { text: value, alignment: 'right', bold: index === totals.length - 1 },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    ...(quotation.memo
      ? [{ text: `${t('memo')}: ${quotation.memo}`, margin: [0, 10, 0, 0] } as Content]
      : []),
    { text: t('terms'), bold: true, margin: [0, 16, 0, 4] },
    {
      ul: [
        t('payment'),
        t('tradeTerm', { port: quotation.portCity }),
        t('validity', { days: quotation.validityDays }),
      ],
    },
  ];

  return renderPdf({
    info: { title: `${t('title')} ${quotation.orderNo}`, author: quotation.providerName },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { fontSize: 9, lineHeight: 1.2 },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  });
}
