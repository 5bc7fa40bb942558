import { CATEGORY_ROOT, categoryEntity, categoryImportSchema, type CategoryImportForm } from '@mall/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { importCell, saveEach, tableService, type EntityImporter } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { sysCategory } from './schema';
import { markHasChild, nextCodeUnder, parentIs } from './service';

/** The stored parent of a form's pid: '0' (or empty) is a root (null). */
const parentOf = (pid: string | undefined) => (!pid || pid === CATEGORY_ROOT ? null : pid);

const kit = tableService(categoryEntity, {
  table: sysCategory,
  toRecord: (row) => ({
    id: row.id,
    pid: row.pid ?? CATEGORY_ROOT,
    name: row.name,
    code: row.code,
    hasChild: row.hasChild,
    sort: row.sort,
    createTime: row.createTime.toISOString(),
  }),
  // A category keeps its place in the tree (parent and code) when edited.
  toValues: (body) => ({
    name: body.name,
    sort: body.sort,
    ...('pid' in body ? { pid: parentOf(body.pid) } : {}),
  }),
  // pid '0' names the roots.
  filters: { pid: (value) => (value ? parentIs(parentOf(String(value))) : undefined) },
  async beforeAdd(ctx, body, tx) {
    const parentId = parentOf(body.pid);
    if (!parentId) return;
    const [parent] = await tx
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(eq(sysCategory.id, parentId), inTenant(sysCategory.tenantId, ctx.tenantId)));
    if (!parent) throw new AppError(400, 'category.parentUnknown');
    await markHasChild(tx, ctx.tenantId, parentId);
  },
  serverValues: async (ctx, body, tx) => ({
    code: (await nextCodeUnder(tx, ctx.tenantId, parentOf(body.pid))) ?? undefined,
  }),
});

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
async function deleteCategories(ctx: RequestContext, ids: readonly string[]): Promise<number> {
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
          .where(and(inArray(sysCategory.id, parents), inTenant(sysCategory.tenantId, ctx.tenantId)));
      }
      return rows.length;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'category.inUse');
    throw error;
  }
}

/** The categories an import made so far, by the code their row held in the file (one map per request). */
const importedCodes = new WeakMap<RequestContext, Map<string, string>>();

/**
 * Saves imported categories one by one, in file order, as the add form would: the parent named by code
 * is a category made by an earlier row of the import (by that row's code in the file) or a stored one;
 * an unknown parent keeps the row out. Answers, per form, null or the refusal in the caller's language.
 */
async function importCategories(
  ctx: RequestContext,
  forms: readonly CategoryImportForm[],
): Promise<(string | null)[]> {
  const made = importedCodes.get(ctx) ?? new Map<string, string>();
  importedCodes.set(ctx, made);
  return saveEach(ctx.locale, forms, async (form) => {
    let pid: string = CATEGORY_ROOT;
    if (form.parentCode) {
      const [stored] = made.has(form.parentCode)
        ? [{ id: made.get(form.parentCode)! }]
        : await ctx.db
            .select({ id: sysCategory.id })
            .from(sysCategory)
            .where(and(inTenant(sysCategory.tenantId, ctx.tenantId), eq(sysCategory.code, form.parentCode)));
      if (!stored) throw new AppError(400, 'category.parentUnknown');
      pid = stored.id;
    }
    const added = await kit.add(ctx, { pid, name: form.name, sort: form.sort });
    if (form.code) made.set(form.code, added.id);
  });
}

/** A categories sheet (as the export writes it): name, its English, parent code, order; the code column names the row. */
export const categoryImporter: EntityImporter = {
  writes: [sysCategory],
  schema: categoryImportSchema,
  toForm([row = {}]) {
    const name = importCell.text(row.name);
    return {
      code: importCell.optionalText(row.code) ?? undefined,
      parentCode: importCell.optionalText(row.parentCode) ?? undefined,
      name: { zh: name, en: importCell.text(row.nameEn) || name },
      sort: importCell.number(row.sort) ?? 0,
    };
  },
};

/**
 * The tenant's categories on the kit: codes made from the parent's, the parent marked as having children;
 * the list answers the children of `pid` (the roots when none is named), the export every category the
 * filters match; a category with subcategories or in use is not deleted.
 */
export const categoryService = {
  ...kit,
  importBatch: (ctx: RequestContext, forms: readonly unknown[]) =>
    importCategories(ctx, forms as CategoryImportForm[]),
  list: (ctx: RequestContext, query: Parameters<typeof kit.list>[1]) =>
    kit.list(ctx, { ...query, pid: query.pid || CATEGORY_ROOT }),
  remove: deleteCategories,
};
