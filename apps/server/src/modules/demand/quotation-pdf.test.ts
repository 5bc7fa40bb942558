import { describe, expect, it } from 'vitest';
import { renderQuotation, type Quotation } from './quotation-pdf';
import { compact, pdfText } from './test-kit';

function quotation(locale: 'zh' | 'en', lines = 2): Quotation {
  return {
    locale,
    providerName: locale === 'zh' ? '默认租户' : 'Default Tenant',
    portCity: locale === 'zh' ? '上海' : 'Shanghai',
    orderNo: 'D20261121-000042',
    quoteDate: '2026-11-21',
    validUntil: '2026-12-21',
    validityDays: 30,
    customerName: '采购员',
    customerPhone: '13800000003',
    customerCompany: '华东机电有限公司',
    memo: '',
    currency: 'CNY',
    lines: Array.from({ length: lines }, (_, index) => ({
      productName: locale === 'zh' ? `六角头螺栓 ${index + 1}` : `Hex bolt ${index + 1}`,
      model: 'DIN 933',
      styleName: 'M8×30',
      spec: '8.8',
      quantity: 100,
      unitPrice: '0.85',
      standardPrice: '85',
      actualPrice: '76.5',
    })),
    standardPrice: String(85 * lines),
    discountRate: '0.9',
    adjustment: '-0.5',
    actualPrice: String(76.5 * lines - 0.5),
  };
}

describe('the quotation PDF', () => {
  it('prints the Chinese terms, totals and customer with the CJK font embedded', async () => {
    const pdf = await renderQuotation(quotation('zh'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(compact('报价单'));
    expect(text).toContain(compact('D20261121-000042'));
    expect(text).toContain(compact('付款方式：100% 预付'));
    expect(text).toContain(compact('贸易条款：FOB 上海（离岸价）'));
    expect(text).toContain(compact('报价有效期：30 天'));
    expect(text).toContain(compact('CNY 170.00'));
    expect(text).toContain(compact('CNY 152.50'));
    expect(text).toContain(compact('华东机电有限公司'));
    expect(text).toContain(compact('六角头螺栓 1'));
    expect(pdf.toString('latin1')).toMatch(/\/FontFile3/);
  });

  it('prints the English terms and totals', async () => {
    const text = await pdfText(await renderQuotation(quotation('en')));
    expect(text).toContain(compact('Quotation'));
    expect(text).toContain(compact('Payment: 100% in advance'));
    expect(text).toContain(compact('Trade term: FOB Shanghai (free on board)'));
    expect(text).toContain(compact('Quotation valid for 30 days'));
    expect(text).toContain(compact('Total actual price'));
    expect(text).toContain(compact('CNY 152.50'));
    expect(text).toContain(compact('Hex bolt 2'));
  });

  it('adds the lines up to the total: their subtotal after the discount, then the adjustment', async () => {
    const text = await pdfText(await renderQuotation(quotation('en')));
    expect(text).toContain(compact('Subtotal after discount CNY 153.00'));
    expect(text).toContain(compact('Adjustment CNY -0.50'));
    expect(text).toContain(compact('Total actual price CNY 152.50'));
  });

  it('prints a discount rate of 1 as none', async () => {
    const at = (locale: 'zh' | 'en') => ({ ...quotation(locale), discountRate: '1' });
    expect(await pdfText(await renderQuotation(at('en')))).toContain(compact('Discount rate None'));
    expect(await pdfText(await renderQuotation(at('zh')))).toContain(compact('折扣率 无'));
  });

  it('spreads 50 lines over pages and numbers them', async () => {
    const text = await pdfText(await renderQuotation(quotation('en', 50)));
    expect(text).toContain(compact('Hex bolt 50'));
    expect(text).toMatch(/1\/[23]/);
  });
});
