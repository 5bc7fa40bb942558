import {
  DEPART_EXPORT_MAX_ROWS,
  ErrorKey,
  OrgCategory,
  pickLocalized,
  type DEPART_SORT_COLUMNS,
  type departAddSchema,
  type departEditSchema,
  type departListQuerySchema,
  type DepartRecord,
  type DepartSummary,
  type DepartTreeNode,
  type Locale,
  type OrgCategoryValue,
  type PageResult,
} from '@mall/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { escapeLike, planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { CATEGORY_TEXT, DEPART_EXPORT_TEXT } from './messages';
import { nextOrgCode } from './org-code';
import { sysDepart } from './schema';

export type DepartListParams = z.output<typeof departListQuerySchema> & Record<string, unknown>;
type DepartAdd = z.output<typeof departAddSchema>;
type DepartEdit = z.output<typeof departEditSchema>;
type Row = typeof sysDepart.$inferSelect;

const sortColumns: Record<(typeof DEPART_SORT_COLUMNS)[number], AnyColumn> = {
  orgCode: sysDepart.orgCode,
  sortNo: sysDepart.sortNo,
  createTime: sysDepart.createTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysDepart.orgCode, order: 'asc' },
  tieBreaker: sysDepart.id,
  filters: {
    parentId: { column: sysDepart.parentId, match: 'eq' },
    orgCode: { column: sysDepart.orgCode, match: 'like' },
    orgCategory: { column: sysDepart.orgCategory, match: 'eq' },
  },
};

/** Live departments of the caller's tenant: the one scope every department call works in. */
function liveInTenant(ctx: RequestContext): SQL {
  return and(inTenant(sysDepart.tenantId, ctx.tenantId), eq(sysDepart.delFlag, 0)) as SQL;
}

/** A name matches when either language contains the text (case-insensitive, wildcards taken literally). */
function nameContains(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(sql`${sysDepart.departName}->>'zh'`, pattern),
    ilike(sql`${sysDepart.departName}->>'en'`, pattern),
  );
}

function toRecord(row: Row, locale: Locale): DepartRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    orgCode: row.orgCode,
    departName: pickLocalized(row.departName, locale),
    name: row.departName,
    orgCategory: row.orgCategory,
    orgCategory_dictText: pickLocalized(CATEGORY_TEXT[row.orgCategory], locale),
    sortNo: row.sortNo,
    mobile: row.mobile,
    address: row.address,
    memo: row.memo,
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

async function findDeparts(ctx: RequestContext, params: DepartListParams, limit?: number) {
  const { departName, ...query } = params;
  const plan = planList(limit === undefined ? query : { ...query, pageNo: 1, pageSize: limit }, listSpec);
  const where = and(liveInTenant(ctx), plan.where, departName ? nameContains(departName) : undefined);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(sysDepart)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysDepart).where(where),
  ]);
  return { records: rows.map((row) => toRecord(row, ctx.locale)), total: totals[0]?.total ?? 0, plan };
}

/** A page of the tenant's departments (optionally the children of `parentId` only). */
export async function listDeparts(
  ctx: RequestContext,
  query: DepartListParams,
): Promise<PageResult<DepartRecord>> {
  const found = await findDeparts(ctx, query);
  return found.plan.page(found.records, found.total);
}

/** One live department of the caller's tenant; any other id is a 404. */
export async function getDepart(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<DepartRecord> {
  const [row] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), liveInTenant(ctx)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx.locale);
}

interface NodeRow {
  id: string;
  parentId: string | null;
  orgCode: string;
  departName: Row['departName'];
  orgCategory: OrgCategoryValue;
  sortNo: number;
}

const nodeColumns = {
  id: sysDepart.id,
  parentId: sysDepart.parentId,
  orgCode: sysDepart.orgCode,
  departName: sysDepart.departName,
  orgCategory: sysDepart.orgCategory,
  sortNo: sysDepart.sortNo,
};

/** Siblings show by their sort number, then by code. */
const treeOrder = [asc(sysDepart.sortNo), asc(sysDepart.orgCode)];

function toNode(row: NodeRow, leaf: boolean, locale: Locale): DepartTreeNode {
  const title = pickLocalized(row.departName, locale);
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    title,
    parentId: row.parentId,
    orgCode: row.orgCode,
    orgCategory: row.orgCategory,
    sortNo: row.sortNo,
    leaf,
  };
}

/** Nests rows into trees under the rows whose parent is not among them. */
function buildTree(rows: NodeRow[], locale: Locale): DepartTreeNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, NodeRow[]>();
  const roots: NodeRow[] = [];
  for (const row of rows) {
    if (row.parentId && ids.has(row.parentId)) {
      const list = children.get(row.parentId) ?? [];
      list.push(row);
      children.set(row.parentId, list);
    } else {
      roots.push(row);
    }
  }
  const nest = (row: NodeRow): DepartTreeNode => {
    const below = children.get(row.id) ?? [];
    const node = toNode(row, below.length === 0, locale);
    return below.length ? { ...node, children: below.map(nest) } : node;
  };
  return roots.map(nest);
}

/** GET queryTreeList: the tenant's whole live tree. */
export async function departTree(ctx: RequestContext): Promise<DepartTreeNode[]> {
  const rows = await ctx.db
    .select(nodeColumns)
    .from(sysDepart)
    .where(liveInTenant(ctx))
    .orderBy(...treeOrder);
  return buildTree(rows, ctx.locale);
}

/** Whether each row has live children, for one-level (lazy) loading. */
async function withLeafFlags(ctx: RequestContext, rows: NodeRow[]): Promise<DepartTreeNode[]> {
  if (rows.length === 0) return [];
  const parents = await ctx.db
    .selectDistinct({ parentId: sysDepart.parentId })
    .from(sysDepart)
    .where(
      and(
        liveInTenant(ctx),
        inArray(
          sysDepart.parentId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const withChildren = new Set(parents.map((parent) => parent.parentId));
  return rows.map((row) => toNode(row, !withChildren.has(row.id), ctx.locale));
}

/** GET loadTreeRoot: the roots, one level at a time (`async`) or each with its whole subtree. */
export async function departTreeRoots(ctx: RequestContext, oneLevel: boolean): Promise<DepartTreeNode[]> {
  if (!oneLevel) return departTree(ctx);
  const rows = await ctx.db
    .select(nodeColumns)
    .from(sysDepart)
    .where(and(liveInTenant(ctx), isNull(sysDepart.parentId)))
    .orderBy(...treeOrder);
  return withLeafFlags(ctx, rows);
}

/** GET loadTreeChildren: the children of one live department of the tenant (another's: 404). */
export async function departTreeChildren(ctx: RequestContext, parentId: string): Promise<DepartTreeNode[]> {
  await getDepart(ctx, parentId);
  const rows = await ctx.db
    .select(nodeColumns)
    .from(sysDepart)
    .where(and(liveInTenant(ctx), eq(sysDepart.parentId, parentId)))
    .orderBy(...treeOrder);
  return withLeafFlags(ctx, rows);
}

/** POST searchDeparts: live departments whose name contains the value, as tree nodes (blank: none). */
export async function searchDeparts(ctx: RequestContext, searchValue: string): Promise<DepartTreeNode[]> {
  if (searchValue === '') return [];
  const rows = await ctx.db
    .select(nodeColumns)
    .from(sysDepart)
    .where(and(liveInTenant(ctx), nameContains(searchValue)))
    .orderBy(asc(sysDepart.orgCode))
    .limit(200);
  return withLeafFlags(ctx, rows);
}

/** GET listAll: every live department of the tenant in tree order, or just the one named `id`. */
export async function listAllDeparts(ctx: RequestContext, id: string | undefined): Promise<DepartSummary[]> {
  const rows = await ctx.db
    .select(nodeColumns)
    .from(sysDepart)
    .where(and(liveInTenant(ctx), id ? eq(sysDepart.id, id) : undefined))
    .orderBy(asc(sysDepart.orgCode));
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    orgCode: row.orgCode,
    departName: pickLocalized(row.departName, ctx.locale),
    orgCategory: row.orgCategory,
  }));
}

/**
 * Adds a department under a live one of the tenant (or as a root) with the next free org code of its
 * level. A post is the bottom of the tree: nothing goes under it.
 */
export async function addDepartment(ctx: RequestContext, body: DepartAdd): Promise<DepartRecord> {
  return inTransaction(ctx, async (tx) => {
    // The next code is read from the last sibling: adds in one tenant take turns, so that two at once
    // never pick the same code.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_depart:${ctx.tenantId}`}))`);
    let parentCode: string | null = null;
    if (body.parentId) {
      const parent = await getDepart(ctx, body.parentId, tx);
      if (parent.orgCategory === OrgCategory.post) throw new AppError(400, 'depart.postHasNoChildren');
      parentCode = parent.orgCode;
    }
    // Deleted siblings keep their codes, so a code is never handed out twice.
    const [lastSibling] = await tx
      .select({ orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(
        and(
          inTenant(sysDepart.tenantId, ctx.tenantId),
          body.parentId ? eq(sysDepart.parentId, body.parentId) : isNull(sysDepart.parentId),
        ),
      )
      .orderBy(desc(sysDepart.orgCode))
      .limit(1);
    const id = newId();
    await tx.insert(sysDepart).values({
      id,
      tenantId: ctx.tenantId,
      parentId: body.parentId,
      departName: body.name,
      orgCode: nextOrgCode(parentCode, lastSibling?.orgCode ?? null),
      orgCategory: body.orgCategory,
      sortNo: body.sortNo,
      mobile: body.mobile,
      address: body.address,
      memo: body.memo,
      createBy: ctx.user.username,
    });
    return getDepart(ctx, id, tx);
  });
}

/** Edits a department against the version read; it keeps its place in the tree and its org code. */
export async function editDepartment(ctx: RequestContext, body: DepartEdit): Promise<DepartRecord> {
  return inTransaction(ctx, async (tx) => {
    if (body.orgCategory === OrgCategory.post) {
      const [child] = await tx
        .select({ id: sysDepart.id })
        .from(sysDepart)
        .where(and(liveInTenant(ctx), eq(sysDepart.parentId, body.id)))
        .limit(1);
      if (child) throw new AppError(400, 'depart.postHasNoChildren');
    }
    const row = await updateVersioned(tx, sysDepart, {
      id: body.id,
      version: body.version,
      set: {
        departName: body.name,
        orgCategory: body.orgCategory,
        sortNo: body.sortNo,
        mobile: body.mobile,
        address: body.address,
        memo: body.memo,
      },
      by: ctx.user.username,
      where: liveInTenant(ctx),
    });
    return toRecord(row, ctx.locale);
  });
}

/**
 * Soft-deletes departments of the tenant together with everything under them (the codes below a
 * department start with its code). Ids of other tenants are not touched. Answers how many rows went.
 */
export async function deleteDepartments(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const targets = await tx
      .select({ orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(and(liveInTenant(ctx), inArray(sysDepart.id, [...ids])));
    if (targets.length === 0) return 0;
    const subtree = or(...targets.map((target) => like(sysDepart.orgCode, `${escapeLike(target.orgCode)}%`)));
    const deleted = await tx
      .update(sysDepart)
      .set({
        delFlag: 1,
        version: sql`${sysDepart.version} + 1`,
        updateBy: ctx.user.username,
        updateTime: new Date(),
      })
      .where(and(liveInTenant(ctx), subtree))
      .returning({ id: sysDepart.id });
    return deleted.length;
  });
}

/** The departments the list query matches (paging ignored) as an .xlsx sheet. */
export async function exportDeparts(
  ctx: RequestContext,
  query: DepartListParams,
): Promise<{ fileName: string; content: Buffer }> {
  const { records } = await findDeparts(ctx, query, DEPART_EXPORT_MAX_ROWS);
  const text = (key: keyof typeof DEPART_EXPORT_TEXT) => pickLocalized(DEPART_EXPORT_TEXT[key], ctx.locale);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('sheet'));
  sheet.columns = [
    { header: text('departName'), width: 28 },
    { header: text('orgCode'), width: 16 },
    { header: text('orgCategory'), width: 12 },
    { header: text('mobile'), width: 16 },
    { header: text('address'), width: 30 },
    { header: text('memo'), width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    sheet.addRow([
      record.departName,
      record.orgCode,
      record.orgCategory_dictText,
      record.mobile ?? '',
      record.address ?? '',
      record.memo ?? '',
    ]);
  }
  return { fileName: `${text('sheet')}.xlsx`, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
