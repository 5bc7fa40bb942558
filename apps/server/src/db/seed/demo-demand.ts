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
 */
export async function seedDemoDemand(db: Database, tenantId: string): Promise<void> {
  const [buyer] = await db
    .select({ id: sysUser.id, name: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.username, 'buyer'));
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
  for (let n = 0; n < ORDERS; n++) {
    const id = newId();
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
        actualPrice: lineStandard.toFixed(4),
      });
    }
    const status = [0, 1, 1, 0, 2, 3][n % 6]!;
    const rate = [1, 0.95, 0.9, 0.85, 0.8, 0.7][n % 6]!;
    const locked = status === 0 && n % 4 === 0;
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
      actualPrice: (standard * rate).toFixed(4),
      priceLocked: locked,
      quoteDate: time,
      createBy: buyer.id,
      createTime: time,
    });
    logs.push({ id: newId(), tenantId, demandId: id, action: 'submit', operatorId: buyer.id, time });
    if (n % 3 !== 2) {
      const replyTime = new Date(time.getTime() + (1 + (n % 9) * 2) * HOUR);
      const applyStatus = n % 5 === 0 ? 0 : n % 3 === 0 ? 2 : 1;
      applies.push({
        id: newId(),
        tenantId,
        demandId: id,
        expectedPrice: (standard * 0.8).toFixed(2),
        applyBy: buyer.id,
        applyTime: time,
        status: applyStatus,
        ...(applyStatus === 0 ? {} : { approvalBy: 'sales', approvalTime: replyTime }),
      });
      if (applyStatus !== 0) {
        logs.push({
          id: newId(),
          tenantId,
          demandId: id,
          action: applyStatus === 1 ? 'agree' : 'refuse',
          operatorId: 'sales',
          time: replyTime,
        });
      }
    }
  }
  await db.insert(mallDemand).values(orders);
  await db.insert(mallDemandItem).values(items);
  await db.insert(mallDemandLog).values(logs);
  await db.insert(mallPriceApply).values(applies);
}
