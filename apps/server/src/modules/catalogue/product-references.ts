import { CURRENCY_DICT_CODE, type ProductAddRequest } from '@mall/shared';
import { and, arrayOverlaps, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { FileStorage } from '#platform/files/storage';
import { fieldError } from '#platform/http/field-error';
import { inTenant } from '#platform/tenancy';
import { categoryExists } from '../category/queries';
import { enabledDictValues } from '../dict/queries';
import { uploadTenants } from '../file/service';
import { catalogueMessages } from './messages';
import { liveProduct } from './products';
import { mallProduct, mallProductResource } from './schema';

// What a product's form refers to must exist in the tenant before it is written; refusals name the field.

/** A 400 naming the field, with the module's message in the caller's language. */
export function refuse(ctx: RequestContext, field: string, key: keyof typeof catalogueMessages): never {
  throw fieldError(ctx.locale, field, catalogueMessages[key], { key });
}

/** Checks everything the product refers to: category, currencies, linked products, stored files, code. */
export async function assertReferences(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductAddRequest,
  selfId: string | null,
): Promise<void> {
  if (!(await categoryExists(ctx.db, ctx.tenantId, body.categoryId))) {
    refuse(ctx, 'categoryId', 'catalogue.categoryUnknown');
  }

  const currencies = [...new Set(body.styles.map((style) => style.currency))];
  const knownValues = await enabledDictValues(ctx.db, ctx.tenantId, CURRENCY_DICT_CODE, currencies);
  const unknownCurrency = body.styles.findIndex((style) => !knownValues.has(style.currency));
  if (unknownCurrency >= 0) refuse(ctx, `styles.${unknownCurrency}.currency`, 'catalogue.currencyUnknown');

  const linked = [...new Set([...body.accessories, ...body.suites].flatMap((part) => part.productId ?? []))];
  if (linked.length > 0) {
    const found = await ctx.db
      .select({ id: mallProduct.id })
      .from(mallProduct)
      .where(and(inArray(mallProduct.id, linked), liveProduct(ctx.tenantId)));
    if (found.length !== linked.length) refuse(ctx, 'accessories', 'catalogue.partProductUnknown');
  }

  const stored: { field: string; path: string; folder: string }[] = [
    ...body.images.map((path, index) => ({ field: `images.${index}`, path, folder: 'product/' })),
    ...body.resources.flatMap((resource, index) =>
      resource.file ? [{ field: `resources.${index}.file`, path: resource.file, folder: 'resource/' }] : [],
    ),
  ];
  const ours = await tenantFiles(
    ctx,
    stored.map((file) => file.path),
  );
  for (const { field, path, folder } of stored) {
    if (!path.startsWith(folder) || !ours.has(path) || (await files.size(path)) === null) {
      refuse(ctx, field, 'catalogue.fileUnknown');
    }
  }

  const [taken] = await ctx.db
    .select({ id: mallProduct.id })
    .from(mallProduct)
    .where(
      and(
        liveProduct(ctx.tenantId),
        eq(mallProduct.code, body.code),
        selfId ? ne(mallProduct.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) refuse(ctx, 'code', 'catalogue.codeTaken');
}

/**
 * Which of `paths` are the tenant's to refer to: an upload recorded in the tenant, or a file without an
 * upload record (stored with the catalogue, as the demo's are) that a product of the tenant already
 * refers to. An upload of another tenant is never the tenant's, whoever refers to it.
 */
async function tenantFiles(ctx: RequestContext, paths: readonly string[]): Promise<Set<string>> {
  const tenants = await uploadTenants(ctx.db, paths);
  const ours = new Set(paths.filter((path) => tenants.get(path) === ctx.tenantId));
  const unrecorded = paths.filter((path) => !tenants.has(path));
  if (unrecorded.length === 0) return ours;
  const [images, resources] = await Promise.all([
    ctx.db
      .select({ images: mallProduct.images })
      .from(mallProduct)
      .where(
        and(inTenant(mallProduct.tenantId, ctx.tenantId), arrayOverlaps(mallProduct.images, unrecorded)),
      ),
    ctx.db
      .select({ file: mallProductResource.file })
      .from(mallProductResource)
      .where(
        and(
          inTenant(mallProductResource.tenantId, ctx.tenantId),
          inArray(mallProductResource.file, unrecorded),
        ),
      ),
  ]);
  const referenced = new Set([...images.flatMap((row) => row.images), ...resources.map((row) => row.file)]);
  for (const path of unrecorded) if (referenced.has(path)) ours.add(path);
  return ours;
}
