import { departEntity, dictTextOf, ErrorKey, OrgCategory, pickLocalized } from '@mall/shared';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { escapeLike } from '#platform/http/list';
import { sysDepart } from './schema';
import { nextOrgCodeUnder } from './service';
import { liveInTenant, nameContains } from './tree';

/** Refuses a post with children: a post is the bottom of the tree. */
async function assertNoChildren(ctx: RequestContext, tx: Database, departId: string): Promise<void> {
  const [child] = await tx
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(liveInTenant(ctx), eq(sysDepart.parentId, departId)))
    .limit(1);
  if (child) throw new AppError(400, 'depart.postHasNoChildren');
}

/** The parent of a new department: live in the tenant (else 404), and not a post. */
async function assertParent(ctx: RequestContext, tx: Database, parentId: string): Promise<void> {
  const [parent] = await tx
    .select({ orgCategory: sysDepart.orgCategory })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, parentId), liveInTenant(ctx)));
  if (!parent) throw new AppError(404, ErrorKey.notFound);
  if (parent.orgCategory === OrgCategory.post) throw new AppError(400, 'depart.postHasNoChildren');
}

const kit = tableService(departEntity, {
  table: sysDepart,
  live: eq(sysDepart.delFlag, 0),
  toRecord: (row, ctx) => ({
    id: row.id,
    parentId: row.parentId,
    orgCode: row.orgCode,
    departName: pickLocalized(row.departName, ctx.locale),
    name: row.departName,
    orgCategory: row.orgCategory,
    orgCategory_dictText: dictTextOf(departEntity.fields.orgCategory, row.orgCategory, ctx.locale),
    sortNo: row.sortNo,
    mobile: row.mobile,
    address: row.address,
    memo: row.memo,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  // A department keeps its place in the tree (parent and org code) when edited.
  toValues: (body) => ({
    departName: body.name,
    orgCategory: body.orgCategory,
    sortNo: body.sortNo,
    mobile: body.mobile,
    address: body.address,
    memo: body.memo,
    ...('parentId' in body ? { parentId: body.parentId } : {}),
  }),
  // A name matches when either language contains the text.
  filters: { departName: (value) => (value ? nameContains(String(value)) : undefined) },
  async beforeAdd(ctx, body, tx) {
    if (body.parentId) await assertParent(ctx, tx, body.parentId);
  },
  serverValues: async (ctx, body, tx) => ({
    orgCode: await nextOrgCodeUnder(tx, ctx.tenantId, body.parentId),
  }),
  async beforeEdit(ctx, body, _existing, tx) {
    if (body.orgCategory === OrgCategory.post) await assertNoChildren(ctx, tx, body.id);
  },
});

/**
 * Soft-deletes departments of the tenant together with everything under them (the codes below a
 * department start with its code). Ids of other tenants are not touched. Answers how many rows went.
 */
async function deleteDepartments(ctx: RequestContext, ids: readonly string[]): Promise<number> {
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

/**
 * The tenant's live departments on the kit: org codes made from the parent's, no children under a post,
 * and a delete takes the department's whole subtree with it (soft, so its codes are never reused).
 */
export const departService = { ...kit, remove: deleteDepartments };
