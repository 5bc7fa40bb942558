import type { LocalizedText, MessageTemplateTypeValue } from '@mall/shared';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * A tenant's message templates: the code the sender names (unique in the tenant), the title (plain text)
 * and content (sanitised HTML) in each language with `${name}` placeholders, the channel, and whether it
 * sends at all.
 */
export const sysMessageTemplate = pgTable(
  'sys_message_template',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    templateCode: text('template_code').notNull(),
    templateName: jsonb('template_name').$type<LocalizedText>().notNull(),
    templateContent: jsonb('template_content').$type<LocalizedText>().notNull(),
    templateType: text('template_type').$type<MessageTemplateTypeValue>().notNull().default('4'),
    /** Sample placeholder values (JSON object text) for the test send. */
    templateTestJson: text('template_test_json').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_message_template_tenant_code_uq').on(table.tenantId, table.templateCode),
    index('sys_message_template_tenant_time_idx').on(table.tenantId, table.createTime),
  ],
);
