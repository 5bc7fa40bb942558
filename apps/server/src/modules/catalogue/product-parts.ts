import type { ProductAddRequest } from '@mall/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { refuse } from './product-references';
import {
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from './schema';

// A product's parts (styles, parameters, resources, accessories, suite contents), written with the product.

/** Replaces parameters, resources and parts; styles keep their ids (carts refer to them), removed ones are marked. */
export async function writeParts(
  ctx: RequestContext,
  tx: Database,
  productId: string,
  body: ProductAddRequest,
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
