import {
  CATEGORY_CODE_PATTERN,
  CATEGORY_CONDITION_FIELDS,
  CATEGORY_LOOKUP_FIELDS,
  CATEGORY_ROOT,
  ErrorKey,
  pickLocalized,
  type CategoryAddRequest,
  type CategoryEditRequest,
  type CategoryNode,
  type CategoryRecord,
  type categoryListQuerySchema,
  type Locale,
  type PageResult,
} from '@mall/shared';
import { and, asc, count, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { planList, type ListSpec } from '#platform/http/list';
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

function toRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    pid: row.pid ?? CATEGORY_ROOT,
    name: row.name,
    code: row.code,
    hasChild: row.hasChild,
    sort: row.sort,
    createTime: row.createTime.toISOString(),
  };
}

const treeOrder = [asc(sysCategory.sort), asc(sysCategory.code)];

/** The parent column condition: '0' (or empty) means the roots. */
function parentIs(pid: string | null | undefined): SQL {
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

export type CategoryListParams = z.output<typeof categoryListQuerySchema> & Record<string, unknown>;

const listSpec: ListSpec = {
  sortColumns: { code: sysCategory.code, sort: sysCategory.sort, createTime: sysCategory.createTime },
  defaultSort: { column: sysCategory.sort, order: 'asc' },
  tieBreaker: sysCategory.code,
  filters: { code: { column: sysCategory.code, match: 'like' } },
};

/** One page of the children of `pid` (default: the roots) of the caller's tenant. */
export async function listCategories(
  ctx: RequestContext,
  query: CategoryListParams,
): Promise<PageResult<CategoryRecord>> {
  const { pid, ...rest } = query;
  const plan = planList(rest as CategoryListParams, listSpec);
  const where = and(inTenant(sysCategory.tenantId, ctx.tenantId), parentIs(pid), plan.where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sysCategory)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysCategory).where(where),
  ]);
  return plan.page(rows.map(toRecord), total?.total ?? 0);
}

export async function getCategory(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<CategoryRecord> {
  const [row] = await db
    .select()
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), eq(sysCategory.id, id)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row);
}

/**
 * Inserts a category under `parentId` (null: a root) with the next free code of that level, and marks
 * the parent as having children. Codes of one tenant are handed out one at a time (a transaction lock).
 */
export async function insertCategory(
  tx: Database,
  tenantId: string,
  values: { parentId: string | null; name: { zh: string; en: string }; sort: number; by: string },
): Promise<CategoryRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_category:${tenantId}`}))`);
  let parentCode: string | null = null;
  if (values.parentId) {
    const [parent] = await tx
      .select()
      .from(sysCategory)
      .where(and(inTenant(sysCategory.tenantId, tenantId), eq(sysCategory.id, values.parentId)));
    if (!parent) return null;
    parentCode = parent.code;
  }
  const [last] = await tx
    .select({ code: sysCategory.code })
    .from(sysCategory)
    .where(and(inTenant(sysCategory.tenantId, tenantId), parentIs(values.parentId)))
    .orderBy(desc(sysCategory.code))
    .limit(1);
  const code = nextCategoryCode(parentCode, last?.code ?? null);
  if (code === null) throw new AppError(409, 'category.full');
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
  if (values.parentId) {
    await tx.update(sysCategory).set({ hasChild: true }).where(eq(sysCategory.id, values.parentId));
  }
  return row as CategoryRow;
}

/** Adds a category under `pid` ('0': a root) of the caller's tenant. */
export async function addCategory(ctx: RequestContext, body: CategoryAddRequest): Promise<CategoryRecord> {
  const parentId = !body.pid || body.pid === CATEGORY_ROOT ? null : body.pid;
  return inTransaction(ctx, async (tx) => {
    const row = await insertCategory(tx, ctx.tenantId, {
      parentId,
      name: body.name,
      sort: body.sort ?? 0,
      by: ctx.user.username,
    });
    if (!row) throw new AppError(400, 'category.parentUnknown');
    return toRecord(row);
  });
}

/** Renames or reorders a category of the caller's tenant; its place in the tree (and code) stays. */
export async function editCategory(ctx: RequestContext, body: CategoryEditRequest): Promise<CategoryRecord> {
  return inTransaction(ctx, async (tx) => {
    const changed = await tx
      .update(sysCategory)
      .set({ name: body.name, sort: body.sort ?? 0, updateBy: ctx.user.username, updateTime: new Date() })
      .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), eq(sysCategory.id, body.id)))
      .returning({ id: sysCategory.id });
    if (changed.length === 0) throw new AppError(404, ErrorKey.notFound);
    return getCategory(ctx, body.id, tx);
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Deletes categories of the caller's tenant. A category with subcategories is refused (delete those
 * first); one that other records still use is refused with 409. Parents left without children are
 * marked as leaves. Answers how many were deleted.
 */
export async function deleteCategories(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const rows = await tx
        .select()
        .from(sysCategory)
        .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), inArray(sysCategory.id, [...ids])));
      const deleting = new Set(rows.map((row) => row.id));
      const children = await tx
        .select({ id: sysCategory.id })
        .from(sysCategory)
        .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), inArray(sysCategory.pid, [...ids])));
      if (children.some((child) => !deleting.has(child.id))) throw new AppError(400, 'category.hasChildren');
      if (rows.length === 0) return 0;
      // Children named in the same call go first.
      const ordered = [...rows].sort((a, b) => b.code.length - a.code.length);
      for (const row of ordered) await tx.delete(sysCategory).where(eq(sysCategory.id, row.id));
      const parents = [...new Set(rows.map((row) => row.pid).filter((pid): pid is string => pid !== null))];
      if (parents.length) {
        await tx
          .update(sysCategory)
          .set({
            hasChild: sql`exists (select 1 from sys_category c where c.pid = "sys_category"."id")`,
          })
          .where(inArray(sysCategory.id, parents));
      }
      return rows.length;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'category.inUse');
    throw error;
  }
}
