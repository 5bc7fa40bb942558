import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** A text of the app by namespace and dotted key, so that the spec follows wording changes. */
function text(language: Language, namespace: string, key: string): string {
  const tree = localeTree(language, namespace);
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}

/** How long an answer may take to show on a busy shared machine. */
const ACTION_TIMEOUT = 30_000;

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'delete',
  path: string,
  options: { data?: unknown; params?: Record<string, string | number> } = {},
): Promise<T> {
  const answer = await request[method](`${API_BASE}${path}`, {
    headers: { 'X-Access-Token': token },
    data: options.data,
    params: options.params,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/** A product of the spec's own with two styles, added by sales through the API. */
async function newProduct(request: APIRequestContext, salesToken: string, code: string) {
  const list = await api<{ records: { categoryId: string }[] }>(
    request,
    salesToken,
    'get',
    '/catalogue/product/list',
    {
      params: { pageNo: 1, pageSize: 1 },
    },
  );
  const style = (name: string, price: string) => ({
    name: { zh: `款式${name}`, en: `Style ${name}` },
    spec: '',
    unit: '',
    price,
    currency: 'CNY',
    status: 1,
  });
  await api(request, salesToken, 'post', '/catalogue/product/add', {
    data: {
      categoryId: list.records[0]!.categoryId,
      code,
      name: { zh: `BOM 测试 ${code}`, en: `BOM test ${code}` },
      model: '',
      brand: '',
      images: [],
      hot: false,
      recommend: false,
      status: 1,
      sortNo: 0,
      scenario: { zh: '', en: '' },
      features: { zh: '', en: '' },
      styles: [style('A', '100'), style('B', '120')],
      parameters: [],
      resources: [],
      accessories: [],
      suites: [],
    },
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`a buyer uploads a BOM into the cart and orders from it (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    const lines = await api<{ id: string }[]>(request, buyerToken, 'get', '/mall/cart/list');
    if (lines.length > 0) {
      await api(request, buyerToken, 'delete', '/mall/cart/deleteBatch', {
        params: { ids: lines.map((line) => line.id).join(',') },
      });
    }
    const code = `E2E-BOM-${language.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    await newProduct(request, salesToken, code);

    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/shopcart' });
    if (language === 'en') await switchLanguage(page, 'en');
    // The columns in another order than the template's, headed in the page's language.
    const csv =
      language === 'zh'
        ? `数量,款式,型号\n3,款式B,${code}\n1,,QXZ-WVK\n`
        : `Quantity,Style,Part number\n3,Style B,${code}\n1,,QXZ-WVK\n`;
    await page
      .getByTestId('bom-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bom.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const table = page.getByTestId('bom-preview-table');
    await expect(table).toBeVisible({ timeout: ACTION_TIMEOUT });
    await expect(page.getByTestId('bom-status-2')).toHaveText(text(language, 'cart', 'bom.status.matched'));
    await expect(page.getByTestId('bom-status-3')).toHaveText(text(language, 'cart', 'bom.status.notFound'));
    await page.getByTestId('bom-add').click();
    await page
      .locator('.ant-modal-confirm-btns')
      .getByRole('button', { name: text(language, 'cart', 'bom.add') })
      .click();
    await expect(page.getByText(text(language, 'cart', 'bom.added'))).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });

    // The cart holds the line (style B, 3 pieces); the buyer submits it as a demand order.
    const rows = page.getByTestId('cart-page').getByRole('row');
    await expect(rows).toHaveCount(2, { timeout: ACTION_TIMEOUT });
    await expect(rows.nth(1)).toContainText(code);
    await expect(rows.nth(1)).toContainText('CNY 360.00');
    await page.getByTestId('cart-bar').getByRole('checkbox').check();
    await page.getByTestId('cart-submit').click();
    await expect(page).toHaveURL(/\/mall\/demandConfirm\?cartIds=/);
    await page.getByTestId('confirm-submit').click();
    await expect(page).toHaveURL(/\/mall\/success\?/, { timeout: ACTION_TIMEOUT });
  });
}
