import {
  API_BASE,
  CURRENCY_DICT_CODE,
  ErrorKey,
  imageUrl,
  pickLocalized,
  ShelfStatus,
  type LocalizedText,
  type PageResult,
  type PRODUCT_SORT_COLUMNS,
  type ProductAddRequest,
  type ProductEditRequest,
  type ProductForm,
  type ProductPartInput,
  type ProductRecord,
  type ProductShelfBatchRequest,
  type productListQuerySchema,
} from '@mall/shared';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { uniqueViolationOf } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { escapeLike, planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import type { FileStorage } from '#platform/files/storage';
import { aliasInTenant, inTenant } from '#platform/tenancy';
import { sysCategory } from '../category/schema';
import { sysDict, sysDictItem } from '../dict/schema';
import { catalogueMessages, catalogueTexts } from './messages';
import { sanitiseRichText } from '#platform/security/rich-text';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from './schema';
import { productSearchTerms } from './search-terms';

export type ProductListParams = z.output<typeof productListQuerySchema> & Record<string, unknown>;
type ProductFields = ProductAddRequest;

/** The web path of a stored product image. */
export function productImageUrl(path: string): string {
  return imageUrl(API_BASE, path);
}

export function shelfText(status: number, ctx: Pick<RequestContext, 'locale'>): string {
  return pickLocalized(
    status === ShelfStatus.onShelf ? catalogueTexts.onShelf : catalogueTexts.offShelf,
    ctx.locale,
  );
}

/** A live (not deleted) product of the tenant. */
export function liveProduct(tenantId: string): SQL {
  return and(inTenant(mallProduct.tenantId, tenantId), eq(mallProduct.delFlag, false)) as SQL;
}

/** The ids of `categoryId` and all its descendants in the tenant (categories spell their path in `code`). */
export function categorySubtree(tenantId: string, categoryId: string): SQL {
  // Codes hold only letters and digits, so the parent's code is a safe LIKE prefix.
  return sql`(select c.id from ${sysCategory} c where ${aliasInTenant('c', tenantId)} and c.code like (
    select parent.code || '%' from ${sysCategory} parent
    where parent.id = ${categoryId} and ${aliasInTenant('parent', tenantId)}))`;
}

const sortColumns: Record<(typeof PRODUCT_SORT_COLUMNS)[number], AnyColumn> = {
  code: mallProduct.code,
  sortNo: mallProduct.sortNo,
  createTime: mallProduct.createTime,
  updateTime: mallProduct.updateTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: mallProduct.createTime, order: 'desc' },
  tieBreaker: mallProduct.id,
  filters: {
    code: { column: mallProduct.code, match: 'like' },
    status: { column: mallProduct.status, match: 'eq' },
    hot: { column: mallProduct.hot, match: 'eq' },
    recommend: { column: mallProduct.recommend, match: 'eq' },
  },
};

/** The admin product list: whitelisted filters and sorts; name matches either language. */
export async function listProducts(
  ctx: RequestContext,
  query: ProductListParams,
): Promise<PageResult<ProductRecord>> {
  const { name, categoryId, ...rest } = query;
  const plan = planList(rest as ProductListParams, listSpec);
  const conditions: (SQL | undefined)[] = [liveProduct(ctx.tenantId), plan.where];
  const nameText = typeof name === 'string' ? name.replace(/^\*+|\*+$/g, '') : '';
  if (nameText) {
    const pattern = `%${escapeLike(nameText)}%`;
    conditions.push(
      or(ilike(sql`${mallProduct.name}->>'zh'`, pattern), ilike(sql`${mallProduct.name}->>'en'`, pattern)),
    );
  }
  if (typeof categoryId === 'string' && categoryId) {
    conditions.push(sql`${mallProduct.categoryId} in ${categorySubtree(ctx.tenantId, categoryId)}`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: mallProduct.id,
        categoryId: mallProduct.categoryId,
        categoryName: sysCategory.name,
        code: mallProduct.code,
        name: mallProduct.name,
        model: mallProduct.model,
        brand: mallProduct.brand,
        images: mallProduct.images,
        hot: mallProduct.hot,
        recommend: mallProduct.recommend,
        status: mallProduct.status,
        price: mallProduct.price,
        currency: mallProduct.currency,
        sortNo: mallProduct.sortNo,
        version: mallProduct.version,
        createTime: mallProduct.createTime,
        updateTime: mallProduct.updateTime,
      })
      .from(mallProduct)
      .leftJoin(sysCategory, eq(sysCategory.id, mallProduct.categoryId))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(mallProduct).where(where),
  ]);
  return plan.page(
    rows.map((row) => ({
      id: row.id,
      categoryId: row.categoryId,
      categoryId_dictText: row.categoryName ? pickLocalized(row.categoryName, ctx.locale) : '',
      code: row.code,
      name: pickLocalized(row.name, ctx.locale),
      model: row.model,
      brand: row.brand,
      image: row.images[0] ? productImageUrl(row.images[0]) : null,
      hot: row.hot,
      recommend: row.recommend,
      status: row.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
      status_dictText: shelfText(row.status, ctx),
      price: row.price,
      currency: row.currency,
      sortNo: row.sortNo,
      version: row.version,
      createTime: row.createTime.toISOString(),
      updateTime: row.updateTime?.toISOString() ?? null,
    })),
    total?.total ?? 0,
  );
}

/** The whole product with its parts, both languages, as the edit form loads it. */
export async function getProductForm(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<ProductForm> {
  const [product] = await db
    .select()
    .from(mallProduct)
    .where(and(eq(mallProduct.id, id), liveProduct(ctx.tenantId)));
  if (!product) throw new AppError(404, ErrorKey.notFound);
  const [styles, parameters, resources, parts] = await Promise.all([
    db
      .select()
      .from(mallProductStyle)
      .where(and(eq(mallProductStyle.productId, id), eq(mallProductStyle.delFlag, false)))
      .orderBy(asc(mallProductStyle.sortNo), asc(mallProductStyle.id)),
    db
      .select()
      .from(mallProductParameter)
      .where(eq(mallProductParameter.productId, id))
      .orderBy(asc(mallProductParameter.sort), asc(mallProductParameter.id)),
    db
      .select()
      .from(mallProductResource)
      .where(eq(mallProductResource.productId, id))
      .orderBy(asc(mallProductResource.sortNo), asc(mallProductResource.id)),
    db
      .select()
      .from(mallProductPart)
      .where(eq(mallProductPart.productId, id))
      .orderBy(asc(mallProductPart.sortNo), asc(mallProductPart.id)),
  ]);
  const partInput = (part: (typeof parts)[number]): ProductPartInput => ({
    name: part.name,
    brand: part.brand,
    spec: part.spec,
    quantity: part.quantity,
    productId: part.partProductId,
  });
  return {
    id: product.id,
    version: product.version,
    categoryId: product.categoryId,
    code: product.code,
    name: product.name,
    model: product.model,
    brand: product.brand,
    images: product.images,
    imageUrls: product.images.map(productImageUrl),
    hot: product.hot,
    recommend: product.recommend,
    status: product.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
    sortNo: product.sortNo,
    scenario: product.scenario,
    features: product.features,
    styles: styles.map((style) => ({
      id: style.id,
      name: style.name,
      spec: style.spec,
      unit: style.unit,
      price: style.price,
      currency: style.currency,
      status: style.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
    })),
    parameters: parameters.map((parameter) => ({
      name: parameter.name,
      value: parameter.value,
      sort: parameter.sort,
    })),
    resources: resources.map((resource) => ({
      id: resource.id,
      title: resource.title,
      date: resource.date,
      version: resource.version,
      comment: resource.comment,
      file: resource.file as ProductForm['resources'][number]['file'],
      fileName: resource.fileName,
    })),
    accessories: parts.filter((part) => part.kind === PartKind.accessory).map(partInput),
    suites: parts.filter((part) => part.kind === PartKind.suite).map(partInput),
    createTime: product.createTime.toISOString(),
    updateTime: product.updateTime?.toISOString() ?? null,
  } as ProductForm;
}

/** A 400 naming the field, with the module's message in the caller's language. */
function refuse(ctx: RequestContext, field: string, key: keyof typeof catalogueMessages): never {
  throw fieldError(ctx.locale, field, catalogueMessages[key], { key });
}

/** Checks everything the product refers to: category, currencies, linked products, stored files, code. */
async function assertReferences(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductFields,
  selfId: string | null,
): Promise<void> {
  const [category] = await ctx.db
    .select({ id: sysCategory.id })
    .from(sysCategory)
    .where(and(eq(sysCategory.id, body.categoryId), inTenant(sysCategory.tenantId, ctx.tenantId)));
  if (!category) refuse(ctx, 'categoryId', 'catalogue.categoryUnknown');

  const currencies = [...new Set(body.styles.map((style) => style.currency))];
  if (currencies.length > 0) {
    const known = await ctx.db
      .select({ value: sysDictItem.itemValue })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(
        and(
          inTenant(sysDict.tenantId, ctx.tenantId),
          eq(sysDict.dictCode, CURRENCY_DICT_CODE),
          eq(sysDictItem.enabled, true),
          inArray(sysDictItem.itemValue, currencies),
        ),
      );
    const knownValues = new Set(known.map((item) => item.value));
    const index = body.styles.findIndex((style) => !knownValues.has(style.currency));
    if (index >= 0) refuse(ctx, `styles.${index}.currency`, 'catalogue.currencyUnknown');
  }

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

/** The product row's own columns, computed from the form: sanitised texts, search terms, lowest price. */
function productColumns(body: ProductFields) {
  const onShelf = body.styles.filter((style) => style.status === ShelfStatus.onShelf);
  const cheapest = onShelf.reduce<(typeof onShelf)[number] | undefined>(
    (best, style) => (best === undefined || Number(style.price) < Number(best.price) ? style : best),
    undefined,
  );
  const clean = (text: LocalizedText): LocalizedText => ({
    zh: sanitiseRichText(text.zh),
    en: sanitiseRichText(text.en),
  });
  return {
    categoryId: body.categoryId,
    code: body.code,
    name: body.name,
    model: body.model,
    brand: body.brand,
    images: body.images,
    hot: body.hot,
    recommend: body.recommend,
    status: body.status,
    sortNo: body.sortNo,
    scenario: clean(body.scenario),
    features: clean(body.features),
    price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? body.styles[0]?.currency ?? '',
    searchTerms: productSearchTerms(body),
  };
}

/** Replaces parameters, resources and parts; styles keep their ids (carts refer to them), removed ones are marked. */
async function writeParts(
  ctx: RequestContext,
  tx: Database,
  productId: string,
  body: ProductFields,
  isNew: boolean,
) {
  const tenantId = ctx.tenantId;
  const by = ctx.user.username;
  if (!isNew) {
    await tx.delete(mallProductParameter).where(eq(mallProductParameter.productId, productId));
    await tx.delete(mallProductResource).where(eq(mallProductResource.productId, productId));
    await tx.delete(mallProductPart).where(eq(mallProductPart.productId, productId));
  }
  const existing = isNew
    ? new Set<string>()
    : new Set(
        (
          await tx
            .select({ id: mallProductStyle.id })
            .from(mallProductStyle)
            .where(and(eq(mallProductStyle.productId, productId), eq(mallProductStyle.delFlag, false)))
        ).map((row) => row.id),
      );
  const kept = new Set<string>();
  for (const [index, style] of body.styles.entries()) {
    const values = {
      name: style.name,
      spec: style.spec,
      unit: style.unit,
      price: style.price,
      currency: style.currency,
      status: style.status,
      sortNo: index,
    };
    if (style.id !== undefined) {
      if (!existing.has(style.id) || kept.has(style.id))
        refuse(ctx, `styles.${index}.id`, 'catalogue.styleUnknown');
      kept.add(style.id);
      await tx
        .update(mallProductStyle)
        .set({ ...values, updateBy: by, updateTime: new Date() })
        .where(eq(mallProductStyle.id, style.id));
    } else {
      await tx.insert(mallProductStyle).values({ id: newId(), tenantId, productId, ...values, createBy: by });
    }
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx
      .update(mallProductStyle)
      .set({ delFlag: true, updateBy: by, updateTime: new Date() })
      .where(inArray(mallProductStyle.id, removed));
  }
  if (body.parameters.length > 0) {
    await tx.insert(mallProductParameter).values(
      body.parameters.map((parameter) => ({
        id: newId(),
        tenantId,
        productId,
        name: parameter.name,
        value: parameter.value,
        sort: parameter.sort,
      })),
    );
  }
  if (body.resources.length > 0) {
    await tx.insert(mallProductResource).values(
      body.resources.map((resource, index) => ({
        id: newId(),
        tenantId,
        productId,
        title: resource.title,
        date: resource.date,
        version: resource.version,
        comment: resource.comment,
        file: resource.file,
        fileName: resource.fileName,
        sortNo: index,
      })),
    );
  }
  const parts = [
    ...body.accessories.map((part) => ({ part, kind: PartKind.accessory })),
    ...body.suites.map((part) => ({ part, kind: PartKind.suite })),
  ];
  if (parts.length > 0) {
    await tx.insert(mallProductPart).values(
      parts.map(({ part, kind }, index) => ({
        id: newId(),
        tenantId,
        productId,
        kind,
        name: part.name,
        brand: part.brand,
        spec: part.spec,
        quantity: part.quantity,
        partProductId: part.productId,
        sortNo: index,
      })),
    );
  }
}

/** A write that lost a race for a product code to another request. */
const codeRace = (error: unknown) => uniqueViolationOf(error) === 'mall_product_tenant_code_uq';

export async function addProduct(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductAddRequest,
): Promise<ProductForm> {
  await assertReferences(ctx, files, body, null);
  const id = newId();
  try {
    return await inTransaction(ctx, async (tx) => {
      await tx.insert(mallProduct).values({
        id,
        tenantId: ctx.tenantId,
        ...productColumns(body),
        createBy: ctx.user.username,
      });
      await writeParts(ctx, tx, id, body, true);
      return getProductForm(ctx, id, tx);
    });
  } catch (error) {
    if (codeRace(error)) refuse(ctx, 'code', 'catalogue.codeTaken');
    throw error;
  }
}

/** Edits the product and its parts as one change; a version other than the stored one is a 409. */
export async function editProduct(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductEditRequest,
): Promise<ProductForm> {
  const { id, version, ...fields } = body;
  await assertReferences(ctx, files, fields, id);
  try {
    return await inTransaction(ctx, async (tx) => {
      await updateVersioned(tx, mallProduct, {
        id,
        version,
        set: productColumns(fields),
        by: ctx.user.username,
        where: liveProduct(ctx.tenantId),
      });
      await writeParts(ctx, tx, id, fields, false);
      return getProductForm(ctx, id, tx);
    });
  } catch (error) {
    if (codeRace(error)) refuse(ctx, 'code', 'catalogue.codeTaken');
    // Someone changed the product since the form was loaded: "This product has been updated, please refresh".
    if (error instanceof AppError && error.status === 409) throw new AppError(409, 'catalogue.productStale');
    throw error;
  }
}

/** Every change moves the version on, so that carts and open forms notice it. */
function stamp(ctx: RequestContext) {
  return { version: sql`${mallProduct.version} + 1`, updateBy: ctx.user.username, updateTime: new Date() };
}

/**
 * Deletes products: they are marked and taken off the shelves, not removed, so that cart lines and
 * orders that name them still resolve (as gone). Their code becomes free again.
 */
export async function deleteProducts(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const rows = await ctx.db
    .update(mallProduct)
    .set({ delFlag: true, status: ShelfStatus.offShelf, ...stamp(ctx) })
    .where(and(inArray(mallProduct.id, [...ids]), liveProduct(ctx.tenantId)))
    .returning({ id: mallProduct.id });
  return rows.length;
}

export async function shelveProducts(ctx: RequestContext, body: ProductShelfBatchRequest): Promise<number> {
  const rows = await ctx.db
    .update(mallProduct)
    .set({ status: body.status, ...stamp(ctx) })
    .where(
      and(inArray(mallProduct.id, body.ids), liveProduct(ctx.tenantId), ne(mallProduct.status, body.status)),
    )
    .returning({ id: mallProduct.id });
  return rows.length;
}
