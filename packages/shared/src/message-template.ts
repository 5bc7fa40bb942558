import { z } from 'zod';
import { userIdsSchema } from './announcement';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/**
 * Message templates: per tenant, a code, a title and a content in each language with `${name}`
 * placeholders, and the channel they are sent on. Placeholders are replaced by plain text substitution of
 * known keys; nothing in a template or a value is ever evaluated.
 */
export const MESSAGE_TEMPLATE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const MESSAGE_TEMPLATE_TITLE_MAX_LENGTH = 100;
export const MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH = 10_000;
/** The sample values kept with a template (a JSON object) for its test send. */
export const MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH = 2_000;
/** A placeholder's name: `${orderNo}`. */
export const MESSAGE_PLACEHOLDER_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export const MESSAGE_TEST_DATA_MAX_KEYS = 50;
export const MESSAGE_TEST_VALUE_MAX_LENGTH = 500;
/** The most users one test send reaches. */
export const MESSAGE_TEST_RECEIVERS_MAX = 50;

/** The channel of a template (the original's codes): '4' = system message, the only one sent so far. */
export const MessageTemplateType = { system: '4' } as const;
export const messageTemplateTypeSchema = z.enum([MessageTemplateType.system]);
export type MessageTemplateTypeValue = z.infer<typeof messageTemplateTypeSchema>;

/** The templates every tenant starts with: what the demand orders tell buyers and sales. */
export const MessageTemplateCode = {
  /** To sales: a buyer submitted an order. */
  demandSubmitted: 'demand_submitted',
  /** To sales: a buyer asks for a lower price. */
  demandPriceApplied: 'demand_price_applied',
  /** To the buyer: sales quoted a (new) price. */
  demandQuoted: 'demand_quoted',
  /** To the buyer: sales agreed to the expected price. */
  demandPriceAgreed: 'demand_price_agreed',
  /** To the buyer: sales refused the expected price. */
  demandPriceRefused: 'demand_price_refused',
  /** To the buyer: staff completed the order. */
  demandCompleted: 'demand_completed',
  /** To the buyer: staff closed the order. */
  demandClosed: 'demand_closed',
  /** To the buyer: the order's quotation is past its validity (the scheduled check). */
  demandQuoteExpired: 'demand_quote_expired',
  /** To sales: a price application has waited longer than the reminder's hours (the scheduled reminder). */
  demandPriceWaiting: 'demand_price_waiting',
} as const;

const idSchema = z.string().min(1).max(64);

const localizedTitle = z.strictObject({
  zh: z.string().trim().min(1).max(MESSAGE_TEMPLATE_TITLE_MAX_LENGTH),
  en: z.string().trim().min(1).max(MESSAGE_TEMPLATE_TITLE_MAX_LENGTH),
});
const localizedContent = z.strictObject({
  zh: z.string().trim().min(1).max(MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH),
  en: z.string().trim().min(1).max(MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH),
});

export const messageTemplateRecordSchema = z.object({
  id: z.string(),
  templateCode: z.string(),
  /** The message's title (plain text) in each language. */
  templateName: z.object({ zh: z.string(), en: z.string() }),
  /** The message's content (sanitised HTML) in each language. */
  templateContent: z.object({ zh: z.string(), en: z.string() }),
  templateType: messageTemplateTypeSchema,
  /** Sample placeholder values (a JSON object) the test send starts from. */
  templateTestJson: z.string(),
  /** A disabled template sends nothing. */
  enabled: z.boolean(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  version: z.number().int(),
});
export type MessageTemplateRecord = z.infer<typeof messageTemplateRecordSchema>;

/** Sample values: a JSON object of placeholder names to strings, numbers or booleans. */
export const placeholderValuesSchema = z
  .record(
    z.string().regex(MESSAGE_PLACEHOLDER_NAME_PATTERN),
    z.union([z.string().max(MESSAGE_TEST_VALUE_MAX_LENGTH), z.number(), z.boolean()]),
  )
  .refine((values) => Object.keys(values).length <= MESSAGE_TEST_DATA_MAX_KEYS);
export type PlaceholderValues = z.infer<typeof placeholderValuesSchema>;

/** `templateTestJson`: empty, or the JSON text of placeholder values. */
const testJsonSchema = z
  .string()
  .trim()
  .max(MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH)
  .refine((text) => text === '' || parsePlaceholderValues(text) !== null)
  .default('');

/** The placeholder values a JSON text holds, or null when it is not such an object. */
export function parsePlaceholderValues(text: string): PlaceholderValues | null {
  try {
    const parsed = placeholderValuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const messageTemplateFields = {
  templateCode: z.string().trim().regex(MESSAGE_TEMPLATE_CODE_PATTERN),
  templateName: localizedTitle,
  templateContent: localizedContent,
  templateType: messageTemplateTypeSchema.default(MessageTemplateType.system),
  templateTestJson: testJsonSchema,
  enabled: z.boolean().default(true),
};

/** POST /sys/message/sysMessageTemplate/add. */
export const messageTemplateAddSchema = z.strictObject(messageTemplateFields);
export type MessageTemplateAddRequest = z.input<typeof messageTemplateAddSchema>;

/** PUT /sys/message/sysMessageTemplate/edit: against the version the form read. */
export const messageTemplateEditSchema = z.strictObject({
  ...messageTemplateFields,
  id: idSchema,
  version: z.number().int().min(0),
});
export type MessageTemplateEditRequest = z.input<typeof messageTemplateEditSchema>;

/**
 * POST /sys/message/sysMessageTemplate/sendMsg: sends the template, filled with `testData`, as a system
 * message to `receiver` (comma-separated ids of users of the caller's tenant). `testData` is an object of
 * placeholder values, or its JSON text.
 */
export const messageTemplateSendSchema = z.strictObject({
  templateCode: z.string().trim().regex(MESSAGE_TEMPLATE_CODE_PATTERN),
  testData: z
    .union([
      placeholderValuesSchema,
      z
        .string()
        .max(MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH)
        .transform((text, context) => {
          const values = text.trim() === '' ? {} : parsePlaceholderValues(text);
          if (values === null) {
            context.addIssue({ code: 'custom', message: 'testData must be a JSON object' });
            return z.NEVER;
          }
          return values;
        }),
    ])
    .default({}),
  receiver: userIdsSchema.pipe(z.array(idSchema).min(1).max(MESSAGE_TEST_RECEIVERS_MAX)),
});
export type MessageTemplateSendRequest = z.input<typeof messageTemplateSendSchema>;

export const messageTemplateSendResultSchema = z.object({
  /** How many users the message was sent to. */
  count: z.number().int(),
});
export type MessageTemplateSendResult = z.infer<typeof messageTemplateSendResultSchema>;

/** The message templates of a tenant on the admin kit. */
export const messageTemplateEntity = defineEntity({
  name: 'messageTemplate',
  basePath: '/sys/message/sysMessageTemplate',
  access: {
    list: Permission.messageTemplateList,
    add: Permission.messageTemplateAdd,
    edit: Permission.messageTemplateEdit,
    delete: Permission.messageTemplateDelete,
    export: Permission.messageTemplateList,
  },
  record: messageTemplateRecordSchema,
  add: messageTemplateAddSchema,
  edit: messageTemplateEditSchema,
  versioned: true,
  unique: ['templateCode'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '消息模板', en: 'Message templates' },
  fields: {
    templateCode: {
      title: { zh: '模板编码', en: 'Template code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 24,
    },
    templateName: {
      title: { zh: '模板标题', en: 'Template title' },
      type: 'localized',
      filter: 'like',
      filterMaxLength: MESSAGE_TEMPLATE_TITLE_MAX_LENGTH,
      exportWidth: 36,
    },
    templateType: {
      title: { zh: '模板类型', en: 'Template type' },
      type: 'dict',
      options: { [MessageTemplateType.system]: { zh: '系统消息', en: 'System message' } },
      filter: 'eq',
      exportWidth: 14,
    },
    enabled: {
      title: { zh: '启用', en: 'Enabled' },
      type: 'boolean',
      options: { true: { zh: '启用', en: 'Enabled' }, false: { zh: '停用', en: 'Disabled' } },
      exportWidth: 10,
    },
    updateTime: {
      title: { zh: '更新时间', en: 'Updated' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
