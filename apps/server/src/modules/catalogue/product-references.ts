import { CURRENCY_DICT_CODE, type ProductAddRequest } from '@mall/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { FileStorage } from '#platform/files/storage';
import { fieldError } from '#platform/http/field-error';
import { categoryExists } from '../category/queries';
import { enabledDictValues } from '../dict/queries';
import { catalogueMessages } from './messages';
import { liveProduct } from './products';
import { mallProduct } from './schema';

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

  for (const [index, image] of body.images.entries()) {
    if (!image.startsWith('product/') || (await files.size(image)) === null) {
      refuse(ctx, `images.${index}`, 'catalogue.fileUnknown');
    }
  }
  for (const [index, resource] of body.resources.entries()) {
    if (
      resource.file &&
      (!resource.file.startsWith('resource/') || (await files.size(resource.file)) === null)
    ) {
      refuse(ctx, `resources.${index}.file`, 'catalogue.fileUnknown');
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
