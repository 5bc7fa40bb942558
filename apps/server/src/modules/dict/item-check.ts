import { and, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { inTenant } from '#platform/tenancy';
import { getDict } from './dict-admin';
import { sysDictItem } from './schema';

/**
 * Whether `itemValue` is already a value of the tenant's dictionary `dictId` (not counting the item
 * `exceptId`, the one being edited). An unknown dictionary is 404.
 */
export async function dictItemValueTaken(
  ctx: RequestContext,
  query: { dictId: string; itemValue: string; id?: string | undefined },
): Promise<boolean> {
  await getDict(ctx, query.dictId);
  const [row] = await ctx.db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(
      and(
        inTenant(sysDictItem.tenantId, ctx.tenantId),
        eq(sysDictItem.dictId, query.dictId),
        eq(sysDictItem.itemValue, query.itemValue),
        query.id ? ne(sysDictItem.id, query.id) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
