import { MessageTemplateCode, type LocalizedText } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { applyEntries } from '#platform/base-data/ledger';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysMessageTemplate } from './schema';

export interface BaseTemplate {
  code: string;
  title: LocalizedText;
  content: LocalizedText;
  /** Sample values of its placeholders, for the test send. */
  sample: Record<string, string>;
}

const ORDER_SAMPLE = {
  orderNo: 'D20250101-1',
  customerName: '张三',
  currency: 'CNY',
  actualPrice: '1000.00',
  operator: '销售代表',
};

/**
 * The templates every tenant starts with: what the demand orders tell the buyer and the sales staff. A
 * tenant may edit or disable them; a tenant without one of them sends this text.
 */
export const BASE_TEMPLATES: readonly BaseTemplate[] = [
  {
    code: MessageTemplateCode.demandSubmitted,
    title: { zh: '新需求单 ${orderNo}', en: 'New demand order ${orderNo}' },
    content: {
      zh: '<p>${customerName} 提交了需求单 <b>${orderNo}</b>，标准总价 ${currency} ${actualPrice}，请及时报价。</p>',
      en: '<p>${customerName} submitted demand order <b>${orderNo}</b>, standard total ${currency} ${actualPrice}. Please quote.</p>',
    },
    sample: ORDER_SAMPLE,
  },
  {
    code: MessageTemplateCode.demandPriceApplied,
    title: { zh: '需求单 ${orderNo} 申请议价', en: 'Price application on ${orderNo}' },
    content: {
      zh: '<p>${customerName} 希望需求单 <b>${orderNo}</b> 以 ${currency} ${expectedPrice} 成交（当前报价 ${currency} ${actualPrice}）。</p><p>留言：${memo}</p>',
      en: '<p>${customerName} asks for ${currency} ${expectedPrice} on demand order <b>${orderNo}</b> (quoted ${currency} ${actualPrice}).</p><p>Note: ${memo}</p>',
    },
    sample: { ...ORDER_SAMPLE, expectedPrice: '900.00', memo: '批量采购' },
  },
  {
    code: MessageTemplateCode.demandQuoted,
    title: { zh: '需求单 ${orderNo} 已报价', en: 'New quotation for ${orderNo}' },
    content: {
      zh: '<p>${operator} 将需求单 <b>${orderNo}</b> 的价格由 ${currency} ${oldPrice} 调整为 ${currency} ${newPrice}。</p>',
      en: '<p>${operator} changed the price of demand order <b>${orderNo}</b> from ${currency} ${oldPrice} to ${currency} ${newPrice}.</p>',
    },
    sample: { ...ORDER_SAMPLE, oldPrice: '1000.00', newPrice: '950.00' },
  },
  {
    code: MessageTemplateCode.demandPriceAgreed,
    title: { zh: '需求单 ${orderNo} 议价已同意', en: 'Price agreed for ${orderNo}' },
    content: {
      zh: '<p>${operator} 同意了您对需求单 <b>${orderNo}</b> 的期望价格，成交价 ${currency} ${newPrice}。</p><p>回复：${memo}</p>',
      en: '<p>${operator} agreed to your expected price on demand order <b>${orderNo}</b>: ${currency} ${newPrice}.</p><p>Reply: ${memo}</p>',
    },
    sample: { ...ORDER_SAMPLE, newPrice: '900.00', memo: '' },
  },
  {
    code: MessageTemplateCode.demandPriceRefused,
    title: { zh: '需求单 ${orderNo} 议价未通过', en: 'Price application refused for ${orderNo}' },
    content: {
      zh: '<p>${operator} 未同意您对需求单 <b>${orderNo}</b> 的期望价格，当前报价 ${currency} ${actualPrice}。</p><p>回复：${memo}</p>',
      en: '<p>${operator} refused your expected price on demand order <b>${orderNo}</b>; the quotation stays ${currency} ${actualPrice}.</p><p>Reply: ${memo}</p>',
    },
    sample: { ...ORDER_SAMPLE, memo: '价格过低' },
  },
  {
    code: MessageTemplateCode.demandCompleted,
    title: { zh: '需求单 ${orderNo} 已完成', en: 'Demand order ${orderNo} completed' },
    content: {
      zh: '<p>${operator} 已完成需求单 <b>${orderNo}</b>，成交价 ${currency} ${actualPrice}。</p>',
      en: '<p>${operator} completed demand order <b>${orderNo}</b> at ${currency} ${actualPrice}.</p>',
    },
    sample: ORDER_SAMPLE,
  },
  {
    code: MessageTemplateCode.demandClosed,
    title: { zh: '需求单 ${orderNo} 已关闭', en: 'Demand order ${orderNo} closed' },
    content: {
      zh: '<p>${operator} 已关闭需求单 <b>${orderNo}</b>。</p>',
      en: '<p>${operator} closed demand order <b>${orderNo}</b>.</p>',
    },
    sample: ORDER_SAMPLE,
  },
  {
    code: MessageTemplateCode.demandQuoteExpired,
    title: { zh: '需求单 ${orderNo} 报价已过期', en: 'Quotation for ${orderNo} expired' },
    content: {
      zh: '<p>需求单 <b>${orderNo}</b> 的报价（${currency} ${actualPrice}，报价日期 ${quoteDate}）已超过 30 天有效期，请联系销售重新报价。</p>',
      en: '<p>The quotation for demand order <b>${orderNo}</b> (${currency} ${actualPrice}, quoted on ${quoteDate}) is past its 30-day validity. Please ask sales for a new quotation.</p>',
    },
    sample: { ...ORDER_SAMPLE, quoteDate: '2025-01-01' },
  },
  {
    code: MessageTemplateCode.demandPriceWaiting,
    title: { zh: '需求单 ${orderNo} 的议价申请待处理', en: 'Price application on ${orderNo} is waiting' },
    content: {
      zh: '<p>${customerName} 对需求单 <b>${orderNo}</b> 的议价申请（期望 ${currency} ${expectedPrice}）已等待超过 ${hours} 小时，请尽快处理。</p>',
      en: '<p>The price application of ${customerName} on demand order <b>${orderNo}</b> (expected ${currency} ${expectedPrice}) has waited more than ${hours} hours. Please answer it.</p>',
    },
    sample: { ...ORDER_SAMPLE, expectedPrice: '900.00', hours: '24' },
  },
];

/** The base template of `code`, if there is one. */
export function baseTemplate(code: string): BaseTemplate | undefined {
  return BASE_TEMPLATES.find((template) => template.code === code);
}

interface TemplateValues extends Record<string, unknown> {
  templateName: LocalizedText;
  templateContent: LocalizedText;
  templateTestJson: string;
}

/**
 * Brings the base templates of `tenantId` up to this build's (see applyEntries: new ones added, a tenant
 * administrator's edits and deletions kept; a deleted one sends the base text).
 */
export async function seedTenantMessageTemplates(db: Database, tenantId: string): Promise<void> {
  const rows = await db
    .select({
      id: sysMessageTemplate.id,
      templateCode: sysMessageTemplate.templateCode,
      templateName: sysMessageTemplate.templateName,
      templateContent: sysMessageTemplate.templateContent,
      templateTestJson: sysMessageTemplate.templateTestJson,
    })
    .from(sysMessageTemplate)
    .where(inTenant(sysMessageTemplate.tenantId, tenantId));
  await applyEntries<BaseTemplate, TemplateValues>(db, {
    kind: 'messageTemplate',
    scope: tenantId,
    entries: BASE_TEMPLATES,
    keyOf: (template) => template.code,
    valuesOf: (template) => ({
      templateName: template.title,
      templateContent: template.content,
      templateTestJson: JSON.stringify(template.sample),
    }),
    rows: rows.map(({ id, templateCode, ...values }) => ({ id, adoptAs: templateCode, values })),
    insert: async (made) => {
      await db.insert(sysMessageTemplate).values(
        made.map(({ id, entry, values }) => ({
          id,
          tenantId,
          templateCode: entry.code,
          ...values,
          createBy: 'system',
        })),
      );
    },
    update: async (id, changes) => {
      await db.update(sysMessageTemplate).set(changes).where(eq(sysMessageTemplate.id, id));
    },
  });
}
