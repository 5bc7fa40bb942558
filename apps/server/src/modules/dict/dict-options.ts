import {
  DICT_SEARCH_LIMIT,
  TableDict,
  pickLocalized,
  type DictOption,
  type DictTreeNode,
  type Locale,
  type PreloadedDictItem,
  type TableDictName,
} from '@mall/shared';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { requireStaff } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { escapeLike } from '#platform/http/list';
import { inTenant } from '#platform/tenancy';
import { categoryOptions } from '../category/queries';
import { loadTreeData as loadCategoryTree } from '../category/service';
import { memberOptions } from '../user/queries';
import { sysDict, sysDictItem } from './schema';

// What clients read of dictionaries: the options of a dictionary or a registered table dictionary,
// the texts of values, one level of a registered tree, and the dictionaries preloaded at sign-in.

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

function categorySource(valueOf: 'id' | 'code'): TableSource {
  return async (ctx, query) => {
    const rows = await categoryOptions(ctx.db, ctx.tenantId, {
      valueOf,
      values: query.values,
      pattern: query.keyword ? contains(query.keyword) : undefined,
      limit: query.limit,
    });
    return rows.map((row) => ({ value: row.value, text: pickLocalized(row.name, ctx.locale) }));
  };
}

/**
 * The table dictionaries: names a client may use in place of a dictionary code, each reading fixed
 * columns of one table in the caller's tenant. A client never names a table or column itself.
 */
const TABLE_SOURCES: Record<TableDictName, TableSource> = {
  [TableDict.category]: categorySource('id'),
  [TableDict.categoryCode]: categorySource('code'),
  // The tenant's people are for staff only: a customer never lists other customers.
  [TableDict.user]: async (ctx, query) => {
    requireStaff(ctx.user);
    return memberOptions(ctx.db, ctx.tenantId, {
      usernames: query.values,
      pattern: query.keyword ? contains(query.keyword) : undefined,
      limit: query.limit,
    });
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
export function preloadedDictItems(
  db: Database,
  tenantId: string,
  locale: Locale,
): Promise<Record<string, PreloadedDictItem[]>> {
  return enabledItemsByCode(db, tenantId, locale, true);
}

/** The enabled items of every dictionary of the tenant, by dictionary code (`title` repeats the text). */
export async function allDictItems(
  db: Database,
  tenantId: string,
  locale: Locale,
): Promise<Record<string, (PreloadedDictItem & { title: string })[]>> {
  const byCode = await enabledItemsByCode(db, tenantId, locale, false);
  return Object.fromEntries(
    Object.entries(byCode).map(([code, items]) => [
      code,
      items.map((item) => ({ ...item, title: item.text })),
    ]),
  );
}

async function enabledItemsByCode(
  db: Database,
  tenantId: string,
  locale: Locale,
  preloadOnly: boolean,
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
      and(
        inTenant(sysDictItem.tenantId, tenantId),
        preloadOnly ? eq(sysDict.preload, true) : undefined,
        eq(sysDictItem.enabled, true),
      ),
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
