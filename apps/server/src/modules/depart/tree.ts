import {
  ErrorKey,
  pickLocalized,
  type DepartSummary,
  type DepartTreeNode,
  type Locale,
  type OrgCategoryValue,
} from '@mall/shared';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { escapeLike } from '#platform/http/list';
import { inTenant } from '#platform/tenancy';
import { sysDepart } from './schema';

type Row = typeof sysDepart.$inferSelect;

// The organisation's tree reads (JeecgBoot's tree, lazy loaders, search and pickers) beside the kit's CRUD.

/** Live departments of the caller's tenant: the one scope every department call works in. */
export function liveInTenant(ctx: RequestContext): SQL {
  return and(inTenant(sysDepart.tenantId, ctx.tenantId), eq(sysDepart.delFlag, 0)) as SQL;
}

/** A name matches when either language contains the text (case-insensitive, wildcards taken literally). */
export function nameContains(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(sql`${sysDepart.departName}->>'zh'`, pattern),
    ilike(sql`${sysDepart.departName}->>'en'`, pattern),
  );
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
  const [parent] = await ctx.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, parentId), liveInTenant(ctx)));
  if (!parent) throw new AppError(404, ErrorKey.notFound);
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
