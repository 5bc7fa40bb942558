import {
  DemandErrorKey,
  ErrorKey,
  lineStandardPrice,
  sumPrices,
  type DemandSubmit,
  type DemandSubmitResult,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { customerCompanyOf } from '../account/queries';
import { cartLinesForSubmit, removeSubmittedLines } from '../cart/service';
import { isOrderable, stylesWithProducts } from '../catalogue/queries';
import { productImageUrl } from '../catalogue/service';
import { profileOf } from '../user/queries';
import { nextOrderNo } from './order-no';
import { mallDemand, mallDemandItem } from './schema';
import { openApplication, writeLog } from './service';

interface RequestedLine {
  productId: string;
  styleId: string;
  quantity: number;
  customerInfo: string;
  /** The product version the buyer saw, when known. */
  seenVersion: number | undefined;
}

/**
 * The catalogue as it is now for the requested lines, in one statement (each style with its product,
 * only the columns the order copies); a line that cannot be ordered fails the submit.
 */
async function priceLines(tx: Database, ctx: RequestContext, lines: RequestedLine[]) {
  const byStyleId = await stylesWithProducts(
    tx,
    ctx.tenantId,
    lines.map((line) => line.styleId),
  );

  return lines.map((line) => {
    const row = byStyleId.get(line.styleId);
    // A style of another product than the line names is as unknown as a missing one.
    if (!row || row.productId !== line.productId) throw new AppError(404, ErrorKey.notFound);
    if (!isOrderable(row)) throw new AppError(409, DemandErrorKey.productTakenDown);
    // The price the buyer saw must still be the price: any change of the product moves its version on.
    if (line.seenVersion !== undefined && line.seenVersion !== row.productVersion) {
      throw new AppError(409, DemandErrorKey.productChanged);
    }
    const image = row.images[0];
    return {
      line,
      product: {
        name: row.productName,
        code: row.code,
        model: row.model,
        brand: row.brand,
        image: image ? productImageUrl(image) : null,
      },
      style: { name: row.styleName, spec: row.spec, currency: row.currency },
      unitPrice: row.price,
      standardPrice: lineStandardPrice(row.price, line.quantity),
    };
  });
}

/** The buyer's contact details (none for a buyer whose row is gone) and the next order number. */
async function customerAndOrderNo(tx: Database, ctx: RequestContext) {
  const userId = ctx.user.id;
  const [user, company] = [await profileOf(tx, userId), await customerCompanyOf(tx, userId)];
  return {
    orderNo: await nextOrderNo(tx, ctx.tenantId),
    customerName: user ? user.realname || user.username : '',
    customerPhone: user?.phone ?? '',
    customerCompany: company,
  };
}

/**
 * POST /mall/demand/submit. Every price is recomputed from the catalogue as it is now; a product changed
 * since the buyer saw it is a 409. The order, its lines, the first price application (when an expected
 * price is given), the log row and the removal of the submitted cart lines commit together or not at all.
 */
export async function submitDemand(ctx: RequestContext, request: DemandSubmit): Promise<DemandSubmitResult> {
  return inTransaction(ctx, async (tx, after) => {
    const seen = request.productVersions ?? {};
    let lines: RequestedLine[];
    let cartIds: string[] = [];
    if (request.cartItemIds) {
      const cartLines = await cartLinesForSubmit(tx, ctx, request.cartItemIds);
      cartIds = cartLines.map((line) => line.id);
      lines = cartLines.map((line) => ({
        productId: line.productId,
        styleId: line.styleId,
        quantity: line.quantity,
        customerInfo: '',
        seenVersion: seen[line.productId] ?? line.productVersion,
      }));
    } else {
      lines = (request.items ?? []).map((item) => ({
        productId: item.productId,
        styleId: item.styleId,
        quantity: item.quantity,
        customerInfo: item.customerInfo ?? '',
        seenVersion: seen[item.productId],
      }));
    }

    const priced = await priceLines(tx, ctx, lines);
    const currencies = new Set(priced.map((line) => line.style.currency));
    if (currencies.size !== 1) throw new AppError(400, DemandErrorKey.mixedCurrency);
    const standardPrice = sumPrices(priced.map((line) => line.standardPrice));

    const id = newId();
    const { orderNo, ...customer } = await customerAndOrderNo(tx, ctx);
    const order = {
      id,
      tenantId: ctx.tenantId,
      orderNo,
      customerId: ctx.user.id,
      ...customer,
      memo: request.memo ?? '',
      currency: [...currencies][0] as string,
      standardPrice,
      discountRate: '1',
      adjustment: '0',
      actualPrice: standardPrice,
      expectedPrice: request.expectedPrice ?? null,
      expectedMemo: request.expectedMemo ?? '',
      createBy: ctx.user.id,
    };
    await tx.insert(mallDemand).values(order);
    await tx.insert(mallDemandItem).values(
      priced.map((line, index) => ({
        id: newId(),
        tenantId: ctx.tenantId,
        demandId: id,
        sortNo: index,
        productId: line.line.productId,
        styleId: line.line.styleId,
        productName: line.product.name,
        productCode: line.product.code,
        model: line.product.model,
        brand: line.product.brand,
        image: line.product.image,
        styleName: line.style.name,
        spec: line.style.spec,
        quantity: line.line.quantity,
        unitPrice: line.unitPrice,
        standardPrice: line.standardPrice,
        actualPrice: line.standardPrice,
        customerInfo: line.line.customerInfo,
      })),
    );
    // The buyer is the operator: the name just read is the log's operator name.
    await writeLog(
      tx,
      ctx,
      order,
      { action: 'submit', newPrice: standardPrice, memo: order.memo },
      customer.customerName,
    );
    // Subscribers hear of the order before its first application (both only once the submit commits).
    after.publish({
      type: 'demand.submitted',
      tenantId: ctx.tenantId,
      aggregateId: id,
      payload: {
        demandId: id,
        orderNo,
        by: ctx.user.id,
        actualPrice: standardPrice,
        expectedPrice: request.expectedPrice ?? null,
      },
    });
    if (request.expectedPrice !== undefined) {
      await openApplication(tx, ctx, order, request.expectedPrice, order.expectedMemo, after);
    }
    if (cartIds.length > 0) await removeSubmittedLines(tx, ctx, cartIds);
    return { id, orderNo };
  });
}
