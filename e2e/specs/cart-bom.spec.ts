import type { APIRequestContext } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
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

/** Picks `option` in the open list of an antd select (clicked open first). */
async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

for (const language of ['zh', 'en'] as const) {
  test(`a buyer uploads a BOM, fixes its lines, and orders from it (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    const lines = await api<{ id: string }[]>(request, buyerToken, 'get', '/mall/cart/list');
    if (lines.length > 0) {
      await api(request, buyerToken, 'delete', '/mall/cart/deleteBatch', {
        params: { ids: lines.map((line) => line.id).join(',') },
      });
    }
    // Random, so that a guess at this code is alike to no other spec product.
    const code = `E2E-BOM-${language.toUpperCase()}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await newProduct(request, salesToken, code);

    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/shopcart' });
    if (language === 'en') await switchLanguage(page, 'en');
    // The columns in another order than the template's, headed in the page's language. Row 2 names the
    // product and style; row 3 is unknown; rows 4 and 5 name the product twice without a style; row 6 is
    // a guess (a letter too many).
    const [header, styleB] =
      language === 'zh' ? ['数量,款式,型号', '款式B'] : ['Quantity,Style,Part number', 'Style B'];
    const csv = `${header}\n3,${styleB},${code}\n1,,QXZ-WVK\n2,,${code}\n4,,${code}\n1,,${code}X\n`;
    await page
      .getByTestId('bom-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bom.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const table = page.getByTestId('bom-preview-table');
    await expect(table).toBeVisible({ timeout: ACTION_TIMEOUT });
    await expect(page.getByTestId('bom-status-2')).toHaveText(text(language, 'cart', 'bom.status.matched'));
    await expect(page.getByTestId('bom-status-3')).toHaveText(text(language, 'cart', 'bom.status.notFound'));
    // An exact part number with two styles asks for a style; a guess asks to be confirmed.
    const status = (key: string) => text(language, 'cart', `bom.status.${key}`);
    await expect(page.getByTestId('bom-status-4')).toHaveText(status('exact'));
    await expect(page.getByTestId('bom-status-5')).toHaveText(status('exact'));
    await expect(page.getByTestId('bom-status-6')).toHaveText(status('suggested'));
    const repeats = (row: number) =>
      text(language, 'cart', 'bom.duplicateOf').replace('{{row}}', String(row));
    await expect(page.getByTestId('bom-duplicate-5')).toHaveText(repeats(4));

    // The preview passes axe on a phone-sized screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const violations = await PageAuditor.auditPart(page, '.ant-modal');
    expect(violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // One style choice serves every line of the product without one.
    const row = (n: number) => table.getByRole('row').filter({ has: page.getByTestId(`bom-status-${n}`) });
    const styleA = language === 'zh' ? '款式A · CNY 100.00' : 'Style A · CNY 100.00';
    const styleBOption = language === 'zh' ? '款式B · CNY 120.00' : 'Style B · CNY 120.00';
    const styleColumn = text(language, 'cart', 'styleOf').replace('{{name}}', code);
    await pick(page, row(4).getByRole('combobox', { name: styleColumn }), styleA);
    await expect(page.getByTestId('bom-status-4')).toHaveText(status('matched'));
    await expect(page.getByTestId('bom-status-5')).toHaveText(status('matched'));
    await expect(page.getByTestId('bom-status-6')).toHaveText(status('suggested'));
    await row(6)
      .getByRole('button', { name: text(language, 'cart', 'bom.confirmLine').replace('{{row}}', '6') })
      .click();
    await expect(page.getByTestId('bom-status-6')).toHaveText(status('matched'));

    // The unknown line is resolved by searching the catalogue.
    const product = row(3).getByRole('combobox', {
      name: text(language, 'cart', 'bom.productOf').replace('{{name}}', 'QXZ-WVK'),
    });
    await product.click();
    await product.fill(code);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `${code} ·` })
      .click({ timeout: ACTION_TIMEOUT });
    await expect(page.getByTestId('bom-status-3')).toHaveText(status('exact'));
    await pick(
      page,
      row(3).getByRole('combobox', {
        name: text(language, 'cart', 'styleOf').replace('{{name}}', 'QXZ-WVK'),
      }),
      styleBOption,
    );
    await expect(page.getByTestId('bom-status-3')).toHaveText(status('matched'));
    // Now the same product and style as row 2.
    await expect(page.getByTestId('bom-duplicate-3')).toHaveText(repeats(2));
    await expect(page.getByTestId('bom-accepted-count')).toHaveText(
      text(language, 'cart', 'bom.acceptedCount').replace('{{count}}', '5').replace('{{total}}', '5'),
    );
    await page.getByTestId('bom-add').click();
    await page
      .locator('.ant-modal-confirm-btns')
      .getByRole('button', { name: text(language, 'cart', 'bom.add') })
      .click();
    await expect(page.getByText(text(language, 'cart', 'bom.added'))).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });

    // The cart holds two lines: style B 4 pieces (rows 2 and 3), style A 7 (rows 4, 5 and 6); the buyer
    // submits them as a demand order.
    const rows = page.getByTestId('cart-page').getByRole('row');
    await expect(rows).toHaveCount(3, { timeout: ACTION_TIMEOUT });
    await expect(page.getByTestId('cart-page')).toContainText('CNY 480.00');
    await expect(page.getByTestId('cart-page')).toContainText('CNY 700.00');
    await page.getByTestId('cart-bar').getByRole('checkbox').check();
    await page.getByTestId('cart-submit').click();
    await expect(page).toHaveURL(/\/mall\/demandConfirm\?cartIds=/);
    await page.getByTestId('confirm-submit').click();
    await expect(page).toHaveURL(/\/mall\/success\?/, { timeout: ACTION_TIMEOUT });
  });
}
