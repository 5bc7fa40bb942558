import {
  CATEGORY_CODE_PATTERN,
  CATEGORY_CONDITION_FIELDS,
  CATEGORY_LOOKUP_FIELDS,
  CATEGORY_ROOT,
  ErrorKey,
  pickLocalized,
  type CategoryNode,
  type Locale,
} from '@mall/shared';
import { and, asc, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { nextCategoryCode } from './code';
import { sysCategory } from './schema';

type CategoryRow = typeof sysCategory.$inferSelect;

/** A category as the trees show it, its name in `locale`. */
export function toNode(row: CategoryRow, locale: Locale): CategoryNode {
  const name = pickLocalized(row.name, locale);
  return {
    key: row.id,
    value: row.id,
    label: name,
    title: name,
    name,
    code: row.code,
    pid: row.pid ?? CATEGORY_ROOT,
    leaf: row.hasChild ? 0 : 1,
  };
}

const treeOrder = [asc(sysCategory.sort), asc(sysCategory.code)];

/** The parent column condition: '0' (or empty) means the roots. */
export function parentIs(pid: string | null | undefined): SQL {
  return !pid || pid === CATEGORY_ROOT ? isNull(sysCategory.pid) : eq(sysCategory.pid, pid);
}

async function findByCode(db: Database, tenantId: string, code: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, tenantId), eq(sysCategory.code, code)));
  return row;
}

/** Reads `pcode` down to the parent it names: null for the roots; an unknown or malformed code is a 400. */
async function parentByCode(ctx: RequestContext, pcode: string): Promise<CategoryRow | null> {
  if (pcode === '' || pcode === CATEGORY_ROOT) return null;
  const parent = CATEGORY_CODE_PATTERN.test(pcode)
    ? await findByCode(ctx.db, ctx.tenantId, pcode)
    : undefined;
  if (!parent) throw new AppError(400, 'category.codeUnknown', { params: { code: pcode } });
  return parent;
}

/** Nests `rows` (a subtree, any order) under `rootPid` by their parent ids. */
function buildTree(rows: CategoryRow[], rootPid: string | null, locale: Locale): CategoryNode[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.pid) ?? [];
    siblings.push(row);
    byParent.set(row.pid, siblings);
  }
  const nest = (pid: string | null): CategoryNode[] =>
    (byParent.get(pid) ?? []).map((row) => {
      const node = toNode(row, locale);
      const children = nest(row.id);
      return children.length ? { ...node, children } : node;
    });
  return nest(rootPid);
}

/** loadTreeRoot: the children of the category coded `pcode` ('0': the roots); `async` false nests the whole subtree. */
export async function loadTreeRoot(
  ctx: RequestContext,
  query: { async: boolean; pcode: string },
): Promise<CategoryNode[]> {
  const parent = await parentByCode(ctx, query.pcode);
  const tenant = inTenant(sysCategory.tenantId, ctx.tenantId);
  if (query.async) {
    const rows = await ctx.db
      .select()
      .from(sysCategory)
      .where(and(tenant, parentIs(parent?.id)))
      .orderBy(...treeOrder);
    return rows.map((row) => toNode(row, ctx.locale));
  }
  // Codes spell the path, so a subtree is every code under the parent's prefix.
  const rows = await ctx.db
    .select()
    .from(sysCategory)
    .where(parent ? and(tenant, like(sysCategory.code, `${parent.code}_%`)) : tenant)
    .orderBy(...treeOrder);
  return buildTree(rows, parent?.id ?? null, ctx.locale);
}

/** loadTreeChildren: the direct children of `pid` in the caller's tenant. */
export async function loadTreeChildren(ctx: RequestContext, pid: string): Promise<CategoryNode[]> {
  const rows = await ctx.db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), parentIs(pid)))
    .orderBy(...treeOrder);
  return rows.map((row) => toNode(row, ctx.locale));
}

const lookupColumns = { id: sysCategory.id, code: sysCategory.code } as const;

/** loadOne: one category by a whitelisted field (id or code), its name in the caller's language. */
export async function loadOne(ctx: RequestContext, field: string, val: string): Promise<CategoryNode> {
  if (!(CATEGORY_LOOKUP_FIELDS as readonly string[]).includes(field)) {
    throw new AppError(400, 'category.fieldNotAllowed', { params: { field } });
  }
  const column = lookupColumns[field as keyof typeof lookupColumns];
  const [row] = await ctx.db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), eq(column, val)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toNode(row, ctx.locale);
}

/**
 * Reads a tree select's `condition`: a JSON object string whose keys are whitelisted fields
 * (code: the exact code; hasChild: true/false/1/0). Anything else is a 400, never SQL.
 */
export function parseCondition(condition: string | undefined): SQL | undefined {
  if (condition === undefined || condition.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new AppError(400, 'category.conditionNotJson');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError(400, 'category.conditionNotJson');
  }
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(CATEGORY_CONDITION_FIELDS as readonly string[]).includes(field)) {
      throw new AppError(400, ErrorKey.filterNotAllowed, { params: { field } });
    }
    if (field === 'code') {
      if (typeof value !== 'string') throw new AppError(400, 'category.conditionNotJson');
      conditions.push(eq(sysCategory.code, value));
    } else {
      if (![true, false, 1, 0, '1', '0', 'true', 'false'].includes(value as never)) {
        throw new AppError(400, 'category.conditionNotJson');
      }
      conditions.push(
        eq(sysCategory.hasChild, value === true || value === 1 || value === '1' || value === 'true'),
      );
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** loadTreeData: the children of `pid`, else of the category coded `pcode`, narrowed by `condition`. */
export async function loadTreeData(
  ctx: RequestContext,
  query: { pid?: string | undefined; pcode: string; condition?: string | undefined },
): Promise<CategoryNode[]> {
  const condition = parseCondition(query.condition);
  const parentId = query.pid ? query.pid : ((await parentByCode(ctx, query.pcode))?.id ?? null);
  const rows = await ctx.db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), parentIs(parentId), condition))
    .orderBy(...treeOrder);
  return rows.map((row) => toNode(row, ctx.locale));
}

/** loadDictItem: the names of the categories `ids` (comma-separated) in the order asked; unknown ids are left out. */
export async function loadNames(ctx: RequestContext, ids: string): Promise<string[]> {
  const wanted = [
    ...new Set(
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, 100);
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), inArray(sysCategory.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, pickLocalized(row.name, ctx.locale)]));
  return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id) as string] : []));
}

/**
 * The next free code under `parentId` (null: a root) of the tenant, read from the last sibling; null when
 * the parent is not the tenant's. Codes of one tenant are handed out one at a time (a transaction lock).
 */
export async function nextCodeUnder(
  tx: Database,
  tenantId: string,
  parentId: string | null,
): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_category:${tenantId}`}))`);
  let parentCode: string | null = null;
  if (parentId) {
    const [parent] = await tx
      .select({ code: sysCategory.code })
      .from(sysCategory)
      .where(and(inTenant(sysCategory.tenantId, tenantId), eq(sysCategory.id, parentId)));
    if (!parent) return null;
    parentCode = parent.code;
  }
  const [last] = await tx
    .select({ code: sysCategory.code })
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, tenantId), parentIs(parentId)))
    .orderBy(desc(sysCategory.code))
    .limit(1);
  const code = nextCategoryCode(parentCode, last?.code ?? null);
  if (code === null) throw new AppError(409, 'category.full');
  return code;
}

/** Marks the category `parentId` of the tenant as having children. */
export async function markHasChild(tx: Database, tenantId: string, parentId: string): Promise<void> {
  await tx
    .update(sysCategory)
    .set({ hasChild: true })
    .where(and(eq(sysCategory.id, parentId), inTenant(sysCategory.tenantId, tenantId)));
}

/**
 * Inserts a category under `parentId` (null: a root) with the next free code of that level, and marks
 * the parent as having children; null when the parent is not the tenant's.
 */
export async function insertCategory(
  tx: Database,
  tenantId: string,
  values: { parentId: string | null; name: { zh: string; en: string }; sort: number; by: string },
): Promise<CategoryRow | null> {
  const code = await nextCodeUnder(tx, tenantId, values.parentId);
  if (code === null) return null;
  const [row] = await tx
    .insert(sysCategory)
    .values({
      id: newId(),
      tenantId,
      pid: values.parentId,
      name: values.name,
      code,
      sort: values.sort,
      createBy: values.by,
    })
    .returning();
  if (values.parentId) await markHasChild(tx, tenantId, values.parentId);
  return row as CategoryRow;
}
