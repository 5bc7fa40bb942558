import {
  DICT_SEARCH_LIMIT,
  ErrorKey,
  TableDict,
  pickLocalized,
  type dictAddSchema,
  type dictEditSchema,
  type dictItemAddSchema,
  type dictItemEditSchema,
  type DictItemRecord,
  type DictOption,
  type DictRecord,
  type DictTreeNode,
  type Locale,
  type PageResult,
  type PreloadedDictItem,
  type TableDictName,
  type dictItemListQuerySchema,
  type dictListQuerySchema,
} from '@mall/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { requireStaff } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { escapeLike, planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { sysCategory } from '../category/schema';
import { loadTreeData as loadCategoryTree } from '../category/service';
import { sysUser, sysUserTenant } from '../user/schema';
import { dictMessages } from './messages';
import { sysDict, sysDictItem } from './schema';

/** The most options a whole dictionary (getDictItems) answers. */
const DICT_OPTIONS_LIMIT = 1000;

interface TableQuery {
  /** Only rows whose value is one of these. */
  values?: readonly string[];
  /** Only rows whose text or value contains this. */
  keyword?: string;
  limit: number;
}

type TableSource = (ctx: RequestContext, query: TableQuery) => Promise<{ value: string; text: string }[]>;

const contains = (keyword: string) => `%${escapeLike(keyword)}%`;

function categorySource(valueColumn: typeof sysCategory.id | typeof sysCategory.code): TableSource {
  return async (ctx, query) => {
    const conditions: (SQL | undefined)[] = [inTenant(sysCategory.tenantId, ctx.tenantId)];
    if (query.values) conditions.push(inArray(valueColumn, [...query.values]));
    if (query.keyword) {
      const pattern = contains(query.keyword);
      conditions.push(
        or(
          sql`${sysCategory.name}->>'zh' ilike ${pattern}`,
          sql`${sysCategory.name}->>'en' ilike ${pattern}`,
        ),
      );
    }
    const rows = await ctx.db
      .select({ value: valueColumn, name: sysCategory.name })
      .from(sysCategory)
      .where(and(...conditions))
      .orderBy(asc(sysCategory.code))
      .limit(query.limit);
    return rows.map((row) => ({ value: row.value, text: pickLocalized(row.name, ctx.locale) }));
  };
}

/**
 * The table dictionaries: names a client may use in place of a dictionary code, each reading fixed
 * columns of one table in the caller's tenant. A client never names a table or column itself.
 */
const TABLE_SOURCES: Record<TableDictName, TableSource> = {
  [TableDict.category]: categorySource(sysCategory.id),
  [TableDict.categoryCode]: categorySource(sysCategory.code),
  // The tenant's people are for staff only: a customer never lists other customers.
  [TableDict.user]: async (ctx, query) => {
    requireStaff(ctx.user);
    const conditions: (SQL | undefined)[] = [
      eq(sysUserTenant.tenantId, ctx.tenantId),
      eq(sysUser.delFlag, 0),
    ];
    if (query.values) conditions.push(inArray(sysUser.username, [...query.values]));
    if (query.keyword) {
      const pattern = contains(query.keyword);
      conditions.push(or(ilike(sysUser.username, pattern), ilike(sysUser.realname, pattern)));
    }
    const rows = await ctx.db
      .select({ value: sysUser.username, text: sysUser.realname })
      .from(sysUser)
      .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
      .where(and(...conditions))
      .orderBy(asc(sysUser.username))
      .limit(query.limit);
    return rows;
  },
};

type Source = { kind: 'table'; read: TableSource } | { kind: 'dict'; code: string };

/**
 * What `{dict}` names: a registered table dictionary, else a dictionary code. An empty name is the
 * spec's "dictionary code can't be empty!"; a table form (a comma list such as `table,text,code`) that
 * is not registered is refused, never read.
 */
function resolveSource(dict: string): Source {
  const name = dict.trim();
  if (name === '') throw new AppError(400, 'dict.codeEmpty');
  if (Object.hasOwn(TABLE_SOURCES, name))
    return { kind: 'table', read: TABLE_SOURCES[name as TableDictName] };
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
    throw new AppError(400, 'dict.tableUnknown', { params: { dict: name } });
  return { kind: 'dict', code: name };
}

async function dictItems(
  ctx: RequestContext,
  code: string,
  query: TableQuery & { enabledOnly: boolean },
): Promise<DictOption[]> {
  const conditions: (SQL | undefined)[] = [
    inTenant(sysDictItem.tenantId, ctx.tenantId),
    eq(sysDict.dictCode, code),
    inTenant(sysDict.tenantId, ctx.tenantId),
  ];
  if (query.enabledOnly) conditions.push(eq(sysDictItem.enabled, true));
  if (query.values) conditions.push(inArray(sysDictItem.itemValue, [...query.values]));
  if (query.keyword) {
    const pattern = contains(query.keyword);
    conditions.push(
      or(
        ilike(sysDictItem.itemValue, pattern),
        sql`${sysDictItem.itemText}->>'zh' ilike ${pattern}`,
        sql`${sysDictItem.itemText}->>'en' ilike ${pattern}`,
      ),
    );
  }
  const rows = await ctx.db
    .select({
      value: sysDictItem.itemValue,
      text: sysDictItem.itemText,
      description: sysDictItem.description,
      enabled: sysDictItem.enabled,
    })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(...conditions))
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue))
    .limit(query.limit);
  return rows.map((row) => ({
    value: row.value,
    text: pickLocalized(row.text, ctx.locale),
    description: row.description,
    disabled: !row.enabled,
  }));
}

async function options(ctx: RequestContext, dict: string, query: TableQuery): Promise<DictOption[]> {
  const source = resolveSource(dict);
  if (source.kind === 'dict') return dictItems(ctx, source.code, { ...query, enabledOnly: true });
  const rows = await source.read(ctx, query);
  return rows.map((row) => ({ ...row, description: '', disabled: false }));
}

/** getDictItems: every enabled option of a dictionary (or table dictionary); an unknown code has none. */
export function getDictItems(ctx: RequestContext, dict: string): Promise<DictOption[]> {
  return options(ctx, dict, { limit: DICT_OPTIONS_LIMIT });
}

/** loadDict: the options whose value or text contains `keyword` (all when empty), at most DICT_SEARCH_LIMIT. */
export function searchDict(
  ctx: RequestContext,
  dict: string,
  keyword: string | undefined,
): Promise<DictOption[]> {
  const trimmed = keyword?.trim();
  return options(ctx, dict, { limit: DICT_SEARCH_LIMIT, ...(trimmed ? { keyword: trimmed } : {}) });
}

/**
 * loadDictItem: the texts of the comma-separated `key` values, in their order; a value without an item
 * shows as itself (disabled items still name their value).
 */
export async function dictTexts(ctx: RequestContext, dict: string, key: string): Promise<string[]> {
  const values = key
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, 100);
  if (values.length === 0) return [];
  const source = resolveSource(dict);
  const rows =
    source.kind === 'dict'
      ? await dictItems(ctx, source.code, { values, limit: values.length, enabledOnly: false })
      : await source.read(ctx, { values, limit: values.length });
  const byValue = new Map(rows.map((row) => [row.value, row.text]));
  return values.map((value) => byValue.get(value) ?? value);
}

/** The trees /sys/dict/loadTreeData may read, with the field names a client may state for each. */
const TREE_SOURCES = {
  [TableDict.category]: {
    text: ['name'],
    code: ['id', 'code'],
    pidField: ['pid'],
    hasChildField: ['has_child', 'hasChild'],
  },
} as const;

export interface DictTreeParams {
  pid?: string | undefined;
  tableName: string;
  text?: string | undefined;
  code?: string | undefined;
  pidField?: string | undefined;
  hasChildField?: string | undefined;
  condition?: string | undefined;
}

/**
 * /sys/dict/loadTreeData: one level of a registered tree. tableName is a registry name; the field
 * names, when given, must be the ones that tree has; condition is the whitelisted JSON object filter.
 */
export async function dictTree(ctx: RequestContext, query: DictTreeParams): Promise<DictTreeNode[]> {
  if (!Object.hasOwn(TREE_SOURCES, query.tableName)) {
    throw new AppError(400, 'dict.tableUnknown', { params: { dict: query.tableName } });
  }
  const allowed = TREE_SOURCES[query.tableName as keyof typeof TREE_SOURCES];
  for (const field of ['text', 'code', 'pidField', 'hasChildField'] as const) {
    const stated = query[field];
    if (stated !== undefined && stated !== '' && !(allowed[field] as readonly string[]).includes(stated)) {
      throw new AppError(400, 'dict.fieldNotAllowed', { params: { dict: query.tableName, field: stated } });
    }
  }
  const nodes = await loadCategoryTree(ctx, { pid: query.pid, pcode: '0', condition: query.condition });
  return nodes.map((node) => ({
    key: node.key,
    value: query.code === 'code' ? node.code : node.key,
    title: node.title,
    leaf: node.leaf === 1,
  }));
}

/**
 * The sign-in answer's dictionaries: the enabled items of the tenant's dictionaries marked for preloading,
 * by dictionary code, texts in `locale`. Only those: the others load when a page first uses them.
 */
export async function preloadedDictItems(
  db: Database,
  tenantId: string,
  locale: Locale,
): Promise<Record<string, PreloadedDictItem[]>> {
  const rows = await db
    .select({
      code: sysDict.dictCode,
      value: sysDictItem.itemValue,
      text: sysDictItem.itemText,
      description: sysDictItem.description,
    })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(
      and(inTenant(sysDictItem.tenantId, tenantId), eq(sysDict.preload, true), eq(sysDictItem.enabled, true)),
    )
    .orderBy(asc(sysDict.dictCode), asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue));
  const result: Record<string, PreloadedDictItem[]> = {};
  for (const row of rows) {
    (result[row.code] ??= []).push({
      value: row.value,
      text: pickLocalized(row.text, locale),
      description: row.description,
    });
  }
  return result;
}

// ---- administration ----

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

export type DictListParams = z.output<typeof dictListQuerySchema> & Record<string, unknown>;
export type DictItemListParams = z.output<typeof dictItemListQuerySchema> & Record<string, unknown>;

const dictListSpec: ListSpec = {
  sortColumns: { dictCode: sysDict.dictCode, createTime: sysDict.createTime },
  defaultSort: { column: sysDict.dictCode, order: 'asc' },
  tieBreaker: sysDict.id,
  filters: { dictCode: { column: sysDict.dictCode, match: 'like' } },
};

/** Either language of a bilingual jsonb column contains `text`. */
function localizedContains(
  column: typeof sysDict.dictName | typeof sysDictItem.itemText,
  text: unknown,
): SQL | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const pattern = contains(text.trim());
  return or(sql`${column}->>'zh' ilike ${pattern}`, sql`${column}->>'en' ilike ${pattern}`);
}

export async function listDicts(ctx: RequestContext, query: DictListParams): Promise<PageResult<DictRecord>> {
  const { dictName, ...rest } = query;
  const plan = planList(rest as DictListParams, dictListSpec);
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
    ctx.db.select({ total: count() }).from(sysDict).where(where),
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

export { BASE_DICTIONARIES, seedTenantDictionaries } from './base-dictionaries';
