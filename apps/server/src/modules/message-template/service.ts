import {
  DEFAULT_LOCALE,
  ErrorKey,
  type Locale,
  type MESSAGE_TEMPLATE_SORT_COLUMNS,
  type MessageTemplateRecord,
  type messageTemplateAddSchema,
  type messageTemplateEditSchema,
  type messageTemplateListQuerySchema,
  type messageTemplateSendSchema,
  type PageResult,
  type PlaceholderValues,
} from '@mall/shared';
import { and, count, eq, inArray, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { BaseContext, RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { fieldError as platformFieldError } from '#platform/http/field-error';
import { escapeLike, planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { sanitiseRichText } from '#platform/security/rich-text';
import { inTenant } from '#platform/tenancy';
import { publishSystemMessage } from '../announcement/service';
import { lastUsedLocales } from '../auth/service';
import { activeMemberIds } from '../user/queries';
import { baseTemplate } from './base-templates';
import { messageTemplateMessages } from './messages';
import { renderTemplate } from './render';
import { sysMessageTemplate } from './schema';

export type MessageTemplateListParams = z.output<typeof messageTemplateListQuerySchema> &
  Record<string, unknown>;
type MessageTemplateAdd = z.output<typeof messageTemplateAddSchema>;
type MessageTemplateEdit = z.output<typeof messageTemplateEditSchema>;
type MessageTemplateSend = z.output<typeof messageTemplateSendSchema>;

const sortColumns: Record<(typeof MESSAGE_TEMPLATE_SORT_COLUMNS)[number], AnyColumn> = {
  templateCode: sysMessageTemplate.templateCode,
  createTime: sysMessageTemplate.createTime,
  updateTime: sysMessageTemplate.updateTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysMessageTemplate.createTime, order: 'desc' },
  tieBreaker: sysMessageTemplate.id,
  filters: {
    templateCode: { column: sysMessageTemplate.templateCode, match: 'like' },
    templateType: { column: sysMessageTemplate.templateType, match: 'eq' },
  },
};

type Row = typeof sysMessageTemplate.$inferSelect;

function toRecord(row: Row): MessageTemplateRecord {
  return {
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
  };
}

function fieldError(ctx: RequestContext, key: keyof typeof messageTemplateMessages, field: string): AppError {
  return platformFieldError(ctx.locale, field, messageTemplateMessages[key], { key });
}

/** Runs a write of a template form; a code a racing request took first is the same field error. */
const refusingTakenCode = <T>(ctx: RequestContext, work: () => Promise<T>) =>
  refusingDuplicates(work, (index) =>
    index === 'sys_message_template_tenant_code_uq'
      ? fieldError(ctx, 'messageTemplate.codeTaken', 'templateCode')
      : undefined,
  );

/** The tenant's templates matching the list query (the title in either language too), a page at a time. */
export async function listMessageTemplates(
  ctx: RequestContext,
  query: MessageTemplateListParams,
): Promise<PageResult<MessageTemplateRecord>> {
  const { templateName, ...rest } = query;
  const plan = planList(rest, listSpec);
  const pattern = templateName ? `%${escapeLike(templateName)}%` : undefined;
  const where = and(
    inTenant(sysMessageTemplate.tenantId, ctx.tenantId),
    plan.where,
    pattern
      ? or(
          sql`${sysMessageTemplate.templateName}->>'zh' ilike ${pattern}`,
          sql`${sysMessageTemplate.templateName}->>'en' ilike ${pattern}`,
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(sysMessageTemplate)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysMessageTemplate).where(where),
  ]);
  return plan.page(rows.map(toRecord), totals[0]?.total ?? 0);
}

/** One template of the caller's tenant; another tenant's (or an unknown id) is a 404. */
export async function getMessageTemplate(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<MessageTemplateRecord> {
  const [row] = await db
    .select()
    .from(sysMessageTemplate)
    .where(and(eq(sysMessageTemplate.id, id), inTenant(sysMessageTemplate.tenantId, ctx.tenantId)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row);
}

/** A code is unique in the tenant: one another template holds is a field error on `templateCode`. */
async function assertCodeFree(ctx: RequestContext, code: string, exceptId?: string): Promise<void> {
  const [holder] = await ctx.db
    .select({ id: sysMessageTemplate.id })
    .from(sysMessageTemplate)
    .where(
      and(
        inTenant(sysMessageTemplate.tenantId, ctx.tenantId),
        eq(sysMessageTemplate.templateCode, code),
        exceptId ? ne(sysMessageTemplate.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw fieldError(ctx, 'messageTemplate.codeTaken', 'templateCode');
}

/** What is stored of a form: the content sanitised in each language. */
function stored(body: MessageTemplateAdd) {
  return {
    templateCode: body.templateCode,
    templateName: body.templateName,
    templateContent: {
      zh: sanitiseRichText(body.templateContent.zh),
      en: sanitiseRichText(body.templateContent.en),
    },
    templateType: body.templateType,
    templateTestJson: body.templateTestJson,
    enabled: body.enabled,
  };
}

export async function addMessageTemplate(
  ctx: RequestContext,
  body: MessageTemplateAdd,
): Promise<MessageTemplateRecord> {
  await assertCodeFree(ctx, body.templateCode);
  const id = newId();
  return refusingTakenCode(ctx, () =>
    inTransaction(ctx, async (tx) => {
      await tx
        .insert(sysMessageTemplate)
        .values({ id, tenantId: ctx.tenantId, ...stored(body), createBy: ctx.user.username });
      return getMessageTemplate(ctx, id, tx);
    }),
  );
}

export async function editMessageTemplate(
  ctx: RequestContext,
  body: MessageTemplateEdit,
): Promise<MessageTemplateRecord> {
  // Another tenant's row is a 404 before its code is compared with anything.
  await getMessageTemplate(ctx, body.id);
  await assertCodeFree(ctx, body.templateCode, body.id);
  return refusingTakenCode(ctx, () =>
    inTransaction(ctx, async (tx) => {
      const row = await updateVersioned(tx, sysMessageTemplate, {
        id: body.id,
        version: body.version,
        set: stored(body),
        by: ctx.user.username,
        where: inTenant(sysMessageTemplate.tenantId, ctx.tenantId),
      });
      return toRecord(row);
    }),
  );
}

/** Deletes templates of the caller's tenant; ids of other tenants are not touched. Answers how many went. */
export async function deleteMessageTemplates(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(sysMessageTemplate)
      .where(
        and(inArray(sysMessageTemplate.id, [...ids]), inTenant(sysMessageTemplate.tenantId, ctx.tenantId)),
      )
      .returning({ id: sysMessageTemplate.id });
    return deleted.length;
  });
}

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
