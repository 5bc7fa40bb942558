import { and, eq } from 'drizzle-orm';
import { mallProduct, mallProductStyle } from '../modules/catalogue/schema';
import type { TestApp } from './app';
import { apiCall, resultOf } from './org-fixtures';

/** A style on the shelves of a product on the shelves, from the seeded catalogue. */
export async function shelvedStyle(t: TestApp): Promise<{ productId: string; styleId: string }> {
  const [style] = await t.app.db
    .select({ productId: mallProductStyle.productId, styleId: mallProductStyle.id })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1)))
    .limit(1);
  if (!style) throw new Error('the demo catalogue has no style on the shelves');
  return style;
}

export interface SubmittedOrder {
  id: string;
  orderNo: string;
}

/** A new pending order of the signed-in buyer `token` for 5 of a shelved style, submitted through the API. */
export async function submitOrder(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<SubmittedOrder> {
  const { productId, styleId } = await shelvedStyle(t);
  return resultOf<SubmittedOrder>(
    await apiCall(t, token, 'POST', '/mall/demand/submit', {
      items: [{ productId, styleId, quantity: 5 }],
      ...extra,
    }),
  );
}

/** The order's version (what every action on it sends). */
export async function orderVersion(t: TestApp, token: string, id: string): Promise<number> {
  return resultOf<{ version: number }>(await apiCall(t, token, 'GET', `/mall/demand/queryById?id=${id}`))
    .version;
}
