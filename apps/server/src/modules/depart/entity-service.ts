import {
  departEntity,
  departImportSchema,
  dictTextOf,
  ErrorKey,
  OrgCategory,
  pickLocalized,
  type DepartImportForm,
} from '@mall/shared';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { importCell, saveEach, tableService, type EntityImporter } from '#platform/admin-kit';
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

/** The departments an import made so far, by their row's org code and names in the file (one map per request). */
const importedParents = new WeakMap<RequestContext, Map<string, string>>();

/** A live department of the tenant whose org code, or else whose name in either language, is `name` (one only). */
async function storedParent(ctx: RequestContext, name: string): Promise<string | undefined> {
  const byCode = await ctx.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(liveInTenant(ctx), eq(sysDepart.orgCode, name)));
  if (byCode[0]) return byCode[0].id;
  const byName = await ctx.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(
        liveInTenant(ctx),
        or(sql`${sysDepart.departName}->>'zh' = ${name}`, sql`${sysDepart.departName}->>'en' = ${name}`),
      ),
    )
    .limit(2);
  return byName.length === 1 ? byName[0]!.id : undefined;
}

/**
 * Saves imported departments one by one, in file order, as the add form would: the parent named by org
 * code or name is a department made by an earlier row of the import or a stored one (a name that several
 * hold does not name one); an unknown parent keeps the row out. Answers, per form, null or the refusal.
 */
async function importDepartments(
  ctx: RequestContext,
  forms: readonly DepartImportForm[],
): Promise<(string | null)[]> {
  const made = importedParents.get(ctx) ?? new Map<string, string>();
  importedParents.set(ctx, made);
  return saveEach(ctx.locale, forms, async (form) => {
    const { orgCode, parent, ...fields } = form;
    let parentId: string | null = null;
    if (parent) {
      parentId = made.get(parent) ?? (await storedParent(ctx, parent)) ?? null;
      if (!parentId) throw new AppError(400, 'depart.parentUnknown');
    }
    const added = await kit.add(ctx, { ...fields, parentId });
    for (const key of [orgCode, form.name.zh, form.name.en])
      if (key && !made.has(key)) made.set(key, added.id);
  });
}

/**
 * A departments sheet (as the export writes it): name and its English, kind (text or code), phone,
 * address, notes, parent (org code or name); the org code column names the row for later rows.
 */
export const departImporter: EntityImporter = {
  writes: [sysDepart],
  schema: departImportSchema,
  toForm([row = {}]) {
    const name = importCell.text(row.departName);
    return {
      orgCode: importCell.optionalText(row.orgCode) ?? undefined,
      parent: importCell.optionalText(row.parent) ?? undefined,
      name: { zh: name, en: importCell.text(row.nameEn) || name },
      orgCategory: importCell.dictCode(row.orgCategory, departEntity.fields.orgCategory.options),
      mobile: importCell.optionalText(row.mobile),
      address: importCell.optionalText(row.address),
      memo: importCell.optionalText(row.memo),
    };
  },
  issueColumn: (path) =>
    path[0] === 'name' ? 'departName' : path[0] === undefined ? undefined : String(path[0]),
};

/**
 * The tenant's live departments on the kit: org codes made from the parent's, no children under a post,
 * and a delete takes the department's whole subtree with it (soft, so its codes are never reused).
 */
export const departService = {
  ...kit,
  remove: deleteDepartments,
  importBatch: (ctx: RequestContext, forms: readonly unknown[]) =>
    importDepartments(ctx, forms as DepartImportForm[]),
};
