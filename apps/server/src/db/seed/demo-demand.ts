import { actualPrice, adjustmentFor, lineActualPrice } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { newId } from '../../platform/ids';
import { mallProduct, mallProductStyle } from '../../modules/catalogue/schema';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply } from '../../modules/demand/schema';
import { sysUser } from '../../modules/user/schema';

const ORDERS = 36;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A month of demo demand orders of the demo buyer, so that the analysis page has something to show:
 * every status, price applications in each outcome, reply logs a few hours after submission, and
 * discounts from none to 30 %. Deterministic (no randomness); written in a handful of multi-row inserts.
 * Every order is one the rules could have made: an agreed price is the order's actual price and locks
 * it, only a pending order has an application in review, each line's actual price is its standard
 * price × the rate, and every application and reply has its log row.
 */
export async function seedDemoDemand(db: Database, tenantId: string): Promise<void> {
  const [buyer] = await db
    .select({ id: sysUser.id, name: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.username, 'buyer'));
  const [sales] = await db
    .select({ id: sysUser.id, name: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.username, 'sales'));
  const styles = await db
    .select({
      productId: mallProduct.id,
      productName: mallProduct.name,
      productCode: mallProduct.code,
      styleId: mallProductStyle.id,
      styleName: mallProductStyle.name,
      price: mallProductStyle.price,
      currency: mallProductStyle.currency,
    })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.tenantId, tenantId), eq(mallProductStyle.currency, 'CNY')))
    .orderBy(mallProduct.code)
    .limit(12);
  if (!buyer || styles.length === 0) return;

  const now = Date.now();
  const orders: (typeof mallDemand.$inferInsert)[] = [];
  const items: (typeof mallDemandItem.$inferInsert)[] = [];
  const logs: (typeof mallDemandLog.$inferInsert)[] = [];
  const applies: (typeof mallPriceApply.$inferInsert)[] = [];
  const seller = { operatorId: sales?.id ?? 'sales', operatorName: sales?.name ?? '' };
  const customer = { operatorId: buyer.id, operatorName: buyer.name };
  for (let n = 0; n < ORDERS; n++) {
    const id = newId();
    const rate = [1, 0.95, 0.9, 0.85, 0.8, 0.7][n % 6]!;
    const time = new Date(now - ((n * 29) / ORDERS) * DAY - (n % 7) * HOUR);
    const stamp = time.toISOString().slice(0, 10).replaceAll('-', '');
    let standard = 0;
    for (let line = 0; line < 1 + (n % 3); line++) {
      const style = styles[(n + line * 5) % styles.length]!;
      const quantity = 1 + ((n * 7 + line * 3) % 20);
      const lineStandard = Number(style.price) * quantity;
      standard += lineStandard;
      items.push({
        id: newId(),
        tenantId,
        demandId: id,
        sortNo: line + 1,
        productId: style.productId,
        styleId: style.styleId,
        productName: style.productName,
        productCode: style.productCode,
        styleName: style.styleName,
        quantity,
        unitPrice: style.price,
        standardPrice: lineStandard.toFixed(4),
        actualPrice: lineActualPrice(lineStandard.toFixed(4), rate),
      });
    }
    const status = [0, 1, 1, 0, 2, 3][n % 6]!;
    const quoted = actualPrice(standard.toFixed(4), rate, 0);
    const replyTime = new Date(time.getTime() + (1 + (n % 9) * 2) * HOUR);
    // Only a pending order can still have its application in review; a cancelled one was never agreed.
    const applyStatus =
      n % 3 === 2
        ? null
        : n % 5 === 0 && status === 0
          ? 0
          : n % 3 === 0 || n % 5 === 0 || status === 3
            ? 2
            : 1;
    const expectedPrice = (Number(quoted) * 0.9).toFixed(2);
    const agreed = applyStatus === 1;
    orders.push({
      id,
      tenantId,
      orderNo: `DEMO${stamp}-${n + 1}`,
      status,
      orderTime: time,
      customerId: buyer.id,
      customerName: buyer.name,
      customerCompany: ['华东机电', '北方重工', 'Delta Parts'][n % 3]!,
      currency: 'CNY',
      standardPrice: standard.toFixed(4),
      discountRate: String(rate),
      // An agreed expected price is the actual price (the adjustment reaches it) and locks the order.
      adjustment: agreed ? adjustmentFor(standard.toFixed(4), rate, expectedPrice) : '0',
      actualPrice: agreed ? expectedPrice : quoted,
      ...(applyStatus === null ? {} : { expectedPrice }),
      priceLocked: agreed,
      quoteDate: agreed ? replyTime : time,
      createBy: buyer.id,
      createTime: time,
    });
    const submitted = standard.toFixed(4);
    logs.push({
      id: newId(),
      tenantId,
      demandId: id,
      action: 'submit',
      ...customer,
      time,
      newPrice: submitted,
    });
    if (applyStatus !== null) {
      applies.push({
        id: newId(),
        tenantId,
        demandId: id,
        expectedPrice,
        applyBy: buyer.id,
        applyTime: time,
        status: applyStatus,
        ...(applyStatus === 0 ? {} : { approvalBy: seller.operatorId, approvalTime: replyTime }),
      });
      logs.push({
        id: newId(),
        tenantId,
        demandId: id,
        action: 'apply',
        ...customer,
        time,
        oldPrice: quoted,
        newPrice: expectedPrice,
      });
      if (applyStatus !== 0) {
        logs.push({
          id: newId(),
          tenantId,
          demandId: id,
          action: agreed ? 'agree' : 'refuse',
          ...seller,
          time: replyTime,
          oldPrice: quoted,
          newPrice: agreed ? expectedPrice : quoted,
        });
      }
    }
  }
  await db.insert(mallDemand).values(orders);
  await db.insert(mallDemandItem).values(items);
  await db.insert(mallDemandLog).values(logs);
  await db.insert(mallPriceApply).values(applies);
}
