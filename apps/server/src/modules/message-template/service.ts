import {
  DEFAULT_LOCALE,
  ErrorKey,
  messageTemplateEntity,
  type Locale,
  type messageTemplateAddSchema,
  type messageTemplateSendSchema,
  type PlaceholderValues,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tableService } from '#platform/admin-kit';
import type { BaseContext, RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { fieldError as platformFieldError } from '#platform/http/field-error';
import { sanitiseRichText } from '#platform/security/rich-text';
import { inTenant } from '#platform/tenancy';
import { publishSystemMessage } from '../announcement/service';
import { lastUsedLocales } from '../auth/service';
import { activeMemberIds } from '../user/queries';
import { baseTemplate } from './base-templates';
import { messageTemplateMessages } from './messages';
import { renderTemplate } from './render';
import { sysMessageTemplate } from './schema';

type MessageTemplateSend = z.output<typeof messageTemplateSendSchema>;
type MessageTemplateForm = z.output<typeof messageTemplateAddSchema>;
type Row = typeof sysMessageTemplate.$inferSelect;

function fieldError(ctx: RequestContext, key: keyof typeof messageTemplateMessages, field: string): AppError {
  return platformFieldError(ctx.locale, field, messageTemplateMessages[key], { key });
}

/** The tenant's templates on the admin kit; the content is sanitised in each language when stored. */
export const messageTemplateService = tableService(messageTemplateEntity, {
  table: sysMessageTemplate,
  toRecord: (row) => ({
    id: row.id,
    templateCode: row.templateCode,
    templateName: row.templateName,
    templateContent: row.templateContent,
    templateType: row.templateType,
    templateTestJson: row.templateTestJson,
    enabled: row.enabled,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime ? row.updateTime.toISOString() : null,
    version: row.version,
  }),
  toValues: (body: MessageTemplateForm) => ({
    templateCode: body.templateCode,
    templateName: body.templateName,
    templateContent: {
      zh: sanitiseRichText(body.templateContent.zh),
      en: sanitiseRichText(body.templateContent.en),
    },
    templateType: body.templateType,
    templateTestJson: body.templateTestJson,
    enabled: body.enabled,
  }),
  uniqueMessages: { templateCode: 'messageTemplate.codeTaken' },
});

/** What a message is sent from: a tenant's template, or the base text of a code the tenant lacks. */
interface Source {
  title: Row['templateName'];
  content: Row['templateContent'];
  enabled: boolean;
}

async function sourceOf(db: Database, tenantId: string, code: string): Promise<Source | null> {
  const [row] = await db
    .select({
      title: sysMessageTemplate.templateName,
      content: sysMessageTemplate.templateContent,
      enabled: sysMessageTemplate.enabled,
    })
    .from(sysMessageTemplate)
    .where(and(inTenant(sysMessageTemplate.tenantId, tenantId), eq(sysMessageTemplate.templateCode, code)))
    .limit(1);
  if (row) return row;
  const base = baseTemplate(code);
  return base ? { title: base.title, content: base.content, enabled: true } : null;
}

export interface TemplateSend {
  tenantId: string;
  templateCode: string;
  values: PlaceholderValues;
  userIds: readonly string[];
  /** Who caused the message (a username). */
  sender: string;
  /** The page the message opens with `busId` (none: the notice dialog). */
  openPage?: string | null;
  busId?: string | null;
  /** Sends even when the template is disabled (a test send). */
  evenIfDisabled?: boolean;
}

/**
 * Sends a template as a system message to users of its tenant, each in the language they last used
 * (zh when not known): one message per language. A disabled template, or a code without a template,
 * sends nothing. Answers how many users it reached.
 */
export async function sendTemplateMessage(
  ctx: Pick<BaseContext, 'db' | 'events'>,
  send: TemplateSend,
): Promise<number> {
  const userIds = [...new Set(send.userIds)];
  if (userIds.length === 0) return 0;
  const source = await sourceOf(ctx.db, send.tenantId, send.templateCode);
  if (!source || (!source.enabled && !send.evenIfDisabled)) return 0;
  const locales = await lastUsedLocales(ctx.db, userIds);
  const byLocale = new Map<Locale, string[]>();
  for (const userId of userIds) {
    const locale = locales.get(userId) ?? DEFAULT_LOCALE;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), userId]);
  }
  for (const [locale, group] of byLocale) {
    const message = renderTemplate(source, send.values, locale);
    await publishSystemMessage(ctx, {
      tenantId: send.tenantId,
      titile: message.title,
      msgContent: message.content,
      userIds: group,
      openType: send.openPage ? 'component' : null,
      openPage: send.openPage ?? null,
      busId: send.busId ?? null,
      sender: send.sender,
    });
  }
  return userIds.length;
}

/** Of `userIds`, those that are active users of `tenantId`. */
async function activeMembers(
  db: Database,
  tenantId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await activeMemberIds(db, tenantId, userIds));
}

/**
 * POST /sys/message/sysMessageTemplate/sendMsg: the caller's tenant's template (404 when it has none of
 * that code), filled with the test values, as a system message to the receivers, who must all be active
 * users of the tenant (else a field error on `receiver`, and nothing is sent).
 */
export async function sendTestMessage(ctx: RequestContext, body: MessageTemplateSend): Promise<number> {
  const [template] = await ctx.db
    .select({ id: sysMessageTemplate.id })
    .from(sysMessageTemplate)
    .where(
      and(
        inTenant(sysMessageTemplate.tenantId, ctx.tenantId),
        eq(sysMessageTemplate.templateCode, body.templateCode),
      ),
    )
    .limit(1);
  if (!template) throw new AppError(404, ErrorKey.notFound);
  const members = await activeMembers(ctx.db, ctx.tenantId, body.receiver);
  if (body.receiver.some((id) => !members.has(id)))
    throw fieldError(ctx, 'messageTemplate.receiversInvalid', 'receiver');
  return sendTemplateMessage(ctx, {
    tenantId: ctx.tenantId,
    templateCode: body.templateCode,
    values: body.testData,
    userIds: body.receiver,
    sender: ctx.user.username,
    evenIfDisabled: true,
  });
}

export { BASE_TEMPLATES, seedTenantMessageTemplates } from './base-templates';
