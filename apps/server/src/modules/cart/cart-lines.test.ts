import {
  API_BASE,
  DemandErrorKey,
  MAX_LINE_QUANTITY,
  type CartItem,
  type ProductAddRequest,
  type ProductEditRequest,
  type ProductForm,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysCategory } from '../../test/tables';

let t: TestApp;
let sales: string;
let buyer: string;
let categoryId: string;

type Json = Record<string, unknown>;

async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function result<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: T }).result;
}

const style = (en: string, price: string) => ({
  name: { zh: en, en },
  spec: '',
  unit: 'pcs',
  price,
  currency: 'CNY',
  status: 1 as const,
});

/** A product on the shelves with three styles, as sales add it. */
async function newProduct(code: string): Promise<ProductForm> {
  const body: ProductAddRequest = {
    categoryId,
    code,
    name: { zh: `伺服 ${code}`, en: `Servo ${code}` },
    model: '',
    brand: '',
    images: [],
    hot: false,
    recommend: false,
    status: 1,
    sortNo: 0,
    scenario: { zh: '', en: '' },
    features: { zh: '', en: '' },
    styles: [style('A', '860.00'), style('B', '900.00'), style('C', '950.00')],
    parameters: [],
    resources: [],
    accessories: [],
    suites: [],
  };
  return result<ProductForm>(await call(sales, 'POST', '/catalogue/product/add', body as unknown as Json));
}

/** The edit request the product editor sends for the form as loaded, with `change` applied. */
function editOf(form: ProductForm, change: Partial<ProductEditRequest>): ProductEditRequest {
  const { imageUrls: _urls, createTime: _created, updateTime: _updated, ...fields } = form;
  return { ...fields, ...change } as ProductEditRequest;
}

async function cart(): Promise<CartItem[]> {
  return result<CartItem[]>(await call(buyer, 'GET', '/mall/cart/list'));
}

async function clearCart() {
  const lines = await cart();
  if (lines.length > 0)
    await result(
      await call(buyer, 'DELETE', `/mall/cart/deleteBatch?ids=${lines.map((line) => line.id).join(',')}`),
    );
}

async function addLine(product: ProductForm, styleIndex: number, quantity: number) {
  await result(
    await call(buyer, 'POST', '/mall/cart/add', {
      productId: product.id,
      styleId: product.styles[styleIndex]!.id!,
      quantity,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [sales, buyer] = await Promise.all([t.login('sales'), t.login('buyer')]);
  const [leaf] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01A01'));
  categoryId = leaf?.id ?? '';
});
afterAll(() => t?.close());

describe('cart lines after a product edit', () => {
  it("a changed price marks the product's lines as changed with the new price; only a removed style's line needs another", async () => {
    await clearCart();
    const product = await newProduct('CART-EDIT-1');
    await addLine(product, 0, 2);
    await addLine(product, 1, 1);
    await addLine(product, 2, 1);
    const before = await cart();
    expect(before.map((line) => line.state)).toEqual(['current', 'current', 'current']);

    // Sales change style A's price and remove style C, sending the styles as the editor loaded them.
    const [a, b] = product.styles;
    const edited = await result<ProductForm>(
      await call(
        sales,
        'PUT',
        '/catalogue/product/edit',
        editOf(product, { styles: [{ ...a!, price: '870.00' }, { ...b! }] }) as unknown as Json,
      ),
    );
    expect(edited.styles.map((kept) => kept.id)).toEqual([a!.id, b!.id]);

    const after = await cart();
    expect(after.map((line) => [line.styleId, line.state, line.unitPrice])).toEqual([
      [a!.id, 'changed', '870.00'],
      [b!.id, 'changed', '900.00'],
      [product.styles[2]!.id, 'styleUnavailable', '950.00'],
    ]);

    // A confirm page opened before the edit names the old version: "updated, please refresh", not taken down.
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', {
        cartItemIds: [after[0]!.id, after[1]!.id],
        productVersions: { [product.id]: product.version },
      }),
      409,
      DemandErrorKey.productChanged,
    );
    await result(
      await call(buyer, 'POST', '/mall/demand/submit', {
        cartItemIds: [after[0]!.id, after[1]!.id],
        productVersions: { [product.id]: edited.version },
      }),
    );
  });
});

describe('changing a line to a style already in the cart', () => {
  it('merges the two lines: the other line keeps its place and gets both quantities', async () => {
    await clearCart();
    const product = await newProduct('CART-MERGE-1');
    await addLine(product, 0, 2);
    await addLine(product, 1, 3);
    const [first, second] = await cart();
    await result(
      await call(buyer, 'PUT', '/mall/cart/edit', {
        id: second!.id,
        styleId: first!.styleId,
        quantity: second!.quantity,
        version: second!.version,
      }),
    );
    const merged = await cart();
    expect(merged.map((line) => [line.id, line.styleId, line.quantity])).toEqual([
      [first!.id, first!.styleId, 5],
    ]);
  });

  it('answers how many of an add reached a line capped at the largest quantity', async () => {
    await clearCart();
    const product = await newProduct('CART-CAP-1');
    const add = async (quantity: number) =>
      result<{ count: number; quantity: number; added: number }>(
        await call(buyer, 'POST', '/mall/cart/add', {
          productId: product.id,
          styleId: product.styles[0]!.id!,
          quantity,
        }),
      );
    expect(await add(MAX_LINE_QUANTITY - 2)).toEqual({
      count: 1,
      quantity: MAX_LINE_QUANTITY - 2,
      added: MAX_LINE_QUANTITY - 2,
    });
    expect(await add(5)).toEqual({ count: 1, quantity: MAX_LINE_QUANTITY, added: 2 });
    expect(await add(5)).toEqual({ count: 1, quantity: MAX_LINE_QUANTITY, added: 0 });
    expect((await cart()).map((line) => line.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it('refuses a merge above the largest line quantity and leaves both lines as they were', async () => {
    await clearCart();
    const product = await newProduct('CART-MERGE-2');
    await addLine(product, 0, MAX_LINE_QUANTITY - 1);
    await addLine(product, 1, 2);
    const [first, second] = await cart();
    expectFailure(
      await call(buyer, 'PUT', '/mall/cart/edit', {
        id: second!.id,
        styleId: first!.styleId,
        quantity: 2,
        version: second!.version,
      }),
      400,
      DemandErrorKey.lineQuantityTooLarge,
      { message: `Please enter the correct quantity: at most ${MAX_LINE_QUANTITY} of one style` },
    );
    expect((await cart()).map((line) => [line.styleId, line.quantity])).toEqual([
      [first!.styleId, MAX_LINE_QUANTITY - 1],
      [second!.styleId, 2],
    ]);
  });

  it('refuses a merge from a line read at an older version', async () => {
    await clearCart();
    const product = await newProduct('CART-MERGE-3');
    await addLine(product, 0, 1);
    await addLine(product, 1, 1);
    const [first, second] = await cart();
    expectFailure(
      await call(buyer, 'PUT', '/mall/cart/edit', {
        id: second!.id,
        styleId: first!.styleId,
        quantity: 1,
        version: second!.version + 1,
      }),
      409,
      DemandErrorKey.cartChanged,
    );
    expect(await cart()).toHaveLength(2);
  });
});
