import {
  ErrorKey,
  dictEntity,
  dictImportSchema,
  type DictImportForm,
  type dictAddSchema,
  type dictEditSchema,
  type dictItemAddSchema,
  type dictItemEditSchema,
  type DictItemRecord,
  type DictRecord,
  type Locale,
  type PageResult,
  type dictItemListQuerySchema,
} from '@mall/shared';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  importCell,
  saveEach,
  type EntityImporter,
  type EntityListQuery,
  type EntityService,
} from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { escapeLike, planList, type KeysetPage, type ListSpec } from '#platform/http/list';
import { superQuerySpec } from '#platform/http/super-query';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { dictMessages } from './messages';
import { sysDict, sysDictItem } from './schema';

// The administration of the tenant's dictionaries and their items.

/** Runs `work`; a unique violation becomes a 409 with `key`, also as a field error on `field`. */
function uniquely<T>(
  ctx: RequestContext,
  field: string,
  key: keyof typeof dictMessages,
  work: () => Promise<T>,
): Promise<T> {
  return refusingDuplicates(work, () =>
    fieldError(ctx.locale, field, dictMessages[key], { status: 409, key }),
  );
}

type DictRow = typeof sysDict.$inferSelect;
type DictItemRow = typeof sysDictItem.$inferSelect;

function toDictRecord(row: DictRow): DictRecord {
  return {
    id: row.id,
    dictCode: row.dictCode,
    dictName: row.dictName,
    description: row.description,
    preload: row.preload,
    createTime: row.createTime.toISOString(),
  };
}

function toItemRecord(row: DictItemRow): DictItemRecord {
  return {
    id: row.id,
    dictId: row.dictId,
    itemValue: row.itemValue,
    itemText: row.itemText,
    description: row.description,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
  };
}

export type DictListParams = EntityListQuery;
export type DictItemListParams = z.output<typeof dictItemListQuerySchema> & Record<string, unknown>;

/** The list's whitelists; the advanced query reads a dictionary's name in the caller's language. */
function dictListSpec(locale: Locale): ListSpec {
  return {
    sortColumns: Object.fromEntries(dictEntity.sortColumns.map((name) => [name, sysDict[name]])),
    defaultSort: { column: sysDict[dictEntity.defaultSort.column], order: dictEntity.defaultSort.order },
    tieBreaker: sysDict.id,
    filters: { dictCode: { column: sysDict.dictCode, match: 'like' } },
    superQuery: superQuerySpec(dictEntity.superQueryFields, (name) =>
      name === 'dictName'
        ? sql`${sysDict.dictName}->>${locale}`
        : sysDict[name as keyof typeof sysDict.$inferSelect],
    ),
  };
}

/** Either language of a bilingual jsonb column contains `text`. */
function localizedContains(
  column: typeof sysDict.dictName | typeof sysDictItem.itemText,
  text: unknown,
): SQL | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const pattern = `%${escapeLike(text.trim())}%`;
  return or(sql`${column}->>'zh' ilike ${pattern}`, sql`${column}->>'en' ilike ${pattern}`);
}

/** The dictionaries matching the list query, a page at a time; with `keyset`, that page, uncounted. */
export async function listDicts(
  ctx: RequestContext,
  query: DictListParams,
  keyset?: KeysetPage,
): Promise<PageResult<DictRecord>> {
  const { dictName, ...rest } = query;
  const plan = planList(rest as DictListParams, dictListSpec(ctx.locale), keyset);
  const where = and(
    inTenant(sysDict.tenantId, ctx.tenantId),
    plan.where,
    localizedContains(sysDict.dictName, dictName),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sysDict)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    keyset ? [] : ctx.db.select({ total: count() }).from(sysDict).where(where),
  ]);
  return plan.page(rows.map(toDictRecord), total?.total ?? 0);
}

export async function getDict(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<DictRecord> {
  const [row] = await db
    .select()
    .from(sysDict)
    .where(and(inTenant(sysDict.tenantId, ctx.tenantId), eq(sysDict.id, id)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toDictRecord(row);
}

export async function addDict(
  ctx: RequestContext,
  body: z.output<typeof dictAddSchema>,
): Promise<DictRecord> {
  return uniquely(ctx, 'dictCode', 'dict.codeExists', () =>
    inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(sysDict)
        .values({
          id: newId(),
          tenantId: ctx.tenantId,
          dictCode: body.dictCode,
          dictName: body.dictName,
          description: body.description,
          preload: body.preload,
          createBy: ctx.user.username,
        })
        .returning();
      return toDictRecord(row as DictRow);
    }),
  );
}

export async function editDict(
  ctx: RequestContext,
  body: z.output<typeof dictEditSchema>,
): Promise<DictRecord> {
  return uniquely(ctx, 'dictCode', 'dict.codeExists', () =>
    inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .update(sysDict)
        .set({
          dictCode: body.dictCode,
          dictName: body.dictName,
          description: body.description,
          ...(body.preload === undefined ? {} : { preload: body.preload }),
          updateBy: ctx.user.username,
          updateTime: new Date(),
        })
        .where(and(inTenant(sysDict.tenantId, ctx.tenantId), eq(sysDict.id, body.id)))
        .returning();
      if (!row) throw new AppError(404, ErrorKey.notFound);
      return toDictRecord(row);
    }),
  );
}

/** Deletes dictionaries of the caller's tenant with their items; answers how many were deleted. */
export async function deleteDicts(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const deleted = await ctx.db
    .delete(sysDict)
    .where(and(inTenant(sysDict.tenantId, ctx.tenantId), inArray(sysDict.id, [...ids])))
    .returning({ id: sysDict.id });
  return deleted.length;
}

const itemListSpec: ListSpec = {
  sortColumns: {
    sortOrder: sysDictItem.sortOrder,
    itemValue: sysDictItem.itemValue,
    createTime: sysDictItem.createTime,
  },
  defaultSort: { column: sysDictItem.sortOrder, order: 'asc' },
  tieBreaker: sysDictItem.itemValue,
  filters: { itemValue: { column: sysDictItem.itemValue, match: 'like' } },
};

/** One page of the items of a dictionary of the caller's tenant. */
export async function listDictItems(
  ctx: RequestContext,
  query: DictItemListParams,
): Promise<PageResult<DictItemRecord>> {
  const { dictId, itemText, ...rest } = query;
  const plan = planList(rest as DictItemListParams, itemListSpec);
  const where = and(
    inTenant(sysDictItem.tenantId, ctx.tenantId),
    eq(sysDictItem.dictId, dictId),
    plan.where,
    localizedContains(sysDictItem.itemText, itemText),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sysDictItem)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysDictItem).where(where),
  ]);
  return plan.page(rows.map(toItemRecord), total?.total ?? 0);
}

export async function getDictItem(ctx: RequestContext, id: string): Promise<DictItemRecord> {
  const [row] = await ctx.db
    .select()
    .from(sysDictItem)
    .where(and(inTenant(sysDictItem.tenantId, ctx.tenantId), eq(sysDictItem.id, id)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toItemRecord(row);
}

export async function addDictItem(
  ctx: RequestContext,
  body: z.output<typeof dictItemAddSchema>,
): Promise<DictItemRecord> {
  await getDict(ctx, body.dictId);
  return uniquely(ctx, 'itemValue', 'dict.valueExists', () =>
    inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(sysDictItem)
        .values({
          id: newId(),
          tenantId: ctx.tenantId,
          dictId: body.dictId,
          itemValue: body.itemValue,
          itemText: body.itemText,
          description: body.description,
          sortOrder: body.sortOrder,
          enabled: body.enabled,
          createBy: ctx.user.username,
        })
        .returning();
      return toItemRecord(row as DictItemRow);
    }),
  );
}

export async function editDictItem(
  ctx: RequestContext,
  body: z.output<typeof dictItemEditSchema>,
): Promise<DictItemRecord> {
  return uniquely(ctx, 'itemValue', 'dict.valueExists', () =>
    inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .update(sysDictItem)
        .set({
          itemValue: body.itemValue,
          itemText: body.itemText,
          description: body.description,
          sortOrder: body.sortOrder,
          enabled: body.enabled,
          updateBy: ctx.user.username,
          updateTime: new Date(),
        })
        .where(and(inTenant(sysDictItem.tenantId, ctx.tenantId), eq(sysDictItem.id, body.id)))
        .returning();
      if (!row) throw new AppError(404, ErrorKey.notFound);
      return toItemRecord(row);
    }),
  );
}

export async function deleteDictItems(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const deleted = await ctx.db
    .delete(sysDictItem)
    .where(and(inTenant(sysDictItem.tenantId, ctx.tenantId), inArray(sysDictItem.id, [...ids])))
    .returning({ id: sysDictItem.id });
  return deleted.length;
}

/**
 * The dictionaries on the admin kit: its routes call the functions above, which keep the module's own
 * refusals (a taken code is a 409 on dictCode; an edit without `preload` leaves it as it is; deleting a
 * dictionary deletes its items).
 */
/**
 * Saves imported dictionaries, each with its items in one transaction (a taken code or item value keeps
 * the whole dictionary out); answers, per form, null or the refusal in the caller's language.
 */
async function importDicts(
  ctx: RequestContext,
  forms: readonly DictImportForm[],
): Promise<(string | null)[]> {
  return saveEach(ctx.locale, forms, async (form) => {
    await uniquely(ctx, 'dictCode', 'dict.codeExists', () =>
      inTransaction(ctx, async (tx) => {
        const dictId = newId();
        await tx.insert(sysDict).values({
          id: dictId,
          tenantId: ctx.tenantId,
          dictCode: form.dictCode,
          dictName: form.dictName,
          description: form.description,
          preload: form.preload,
          createBy: ctx.user.username,
        });
        if (form.items.length === 0) return;
        await tx.insert(sysDictItem).values(
          form.items.map((item) => ({
            id: newId(),
            tenantId: ctx.tenantId,
            dictId,
            itemValue: item.itemValue,
            itemText: item.itemText,
            description: item.description,
            sortOrder: item.sortOrder,
            enabled: item.enabled,
            createBy: ctx.user.username,
          })),
        );
      }),
    );
  });
}

/**
 * A dictionaries sheet: the export's columns (code, name, description) and one item per row; consecutive
 * rows of one code are one dictionary. A name or item text without its English column is the same in
 * both languages.
 */
export const dictImporter: EntityImporter = {
  writes: [sysDict, sysDictItem],
  groupBy: 'dictCode',
  schema: dictImportSchema,
  // An item's issue names the item column it is about.
  issueColumn: (path) =>
    path[0] === 'items'
      ? path[2] === 'itemText'
        ? 'itemText'
        : path[2] === 'sortOrder'
          ? 'itemSortOrder'
          : 'itemValue'
      : path[0] === undefined
        ? undefined
        : String(path[0]),
  toForm(rows) {
    const [first = {}] = rows;
    const name = importCell.text(first.dictName);
    return {
      dictCode: importCell.text(first.dictCode),
      dictName: { zh: name, en: importCell.text(first.dictNameEn) || name },
      description: importCell.text(first.description),
      items: rows
        .filter((row) => importCell.text(row.itemValue) !== '' || importCell.text(row.itemText) !== '')
        .map((row) => {
          const text = importCell.text(row.itemText);
          return {
            itemValue: importCell.text(row.itemValue),
            itemText: { zh: text, en: importCell.text(row.itemTextEn) || text },
            sortOrder: importCell.number(row.itemSortOrder) ?? 0,
            enabled: importCell.yesNo(row.itemEnabled, true),
          };
        }),
    };
  },
};

export const dictService: EntityService<
  DictRecord,
  z.output<typeof dictAddSchema>,
  z.output<typeof dictEditSchema>
> = {
  list: listDicts,
  get: (ctx, id) => getDict(ctx, id),
  add: addDict,
  edit: editDict,
  remove: deleteDicts,
  exportRecords: async (ctx, query, page) => (await listDicts(ctx, query, page)).records,
  importBatch: (ctx, forms) => importDicts(ctx, forms as unknown as DictImportForm[]),
};
