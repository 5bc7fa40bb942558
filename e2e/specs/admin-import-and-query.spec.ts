import { writeFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { productEntity } from '@mall/shared';
import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../support/accounts';
import { chooseOption } from '../support/select';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTexts, spaced, within, type Language } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** A downloaded workbook's first sheet: its header row and its data rows, cell by cell. */
async function sheetOf(download: Download): Promise<{ header: string[]; rows: ExcelJS.CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const all: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]?.eachRow((row) => all.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { header: (all[0] ?? []).map(String), rows: all.slice(1) };
}

async function writeSheet(path: string, header: string[], rows: ExcelJS.CellValue[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('sheet');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
}

async function openList(page: Page, language: Language, path: string, table: string) {
  await signInThroughApi(page, ACCOUNTS.admin, { open: path });
  if (language === 'en') await switchLanguage(page, 'en');
  const list = page.getByTestId(table);
  await expect(list.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  return list;
}

/** Imports `file` through the list's import dialog; every row goes in (the dialog closes saying so). */
async function importWhole(page: Page, language: Language, file: string) {
  const texts = localeTexts(language, 'common');
  await page.getByRole('button', { name: within(texts('excelImport.button')) }).click();
  const dialog = page.getByRole('dialog', { name: texts('excelImport.title') });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: within(texts('excelImport.start')) }).click();
  await expect(page.getByText(texts('excelImport.done'))).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function filterByCode(list: Locator, language: Language, code: string) {
  const input = list.getByLabel(productEntity.fields.code.title[language], { exact: true });
  await input.fill(code);
  await input.press('Enter');
}

for (const language of ['zh', 'en'] as const) {
  test(`a product export, filled with new rows, imports whole; so does the import's own template (${language})`, async ({
    page,
  }, testInfo) => {
    const texts = localeTexts(language, 'common');
    const suffix = `RT${language}${Date.now().toString(36)}`.toUpperCase();
    const products = await openList(page, language, '/mall/catalogue/product', 'product-table');
    const rows = products.locator('tr.ant-table-row');

    // The export of one product, as the list filtered it.
    await filterByCode(products, language, 'CON-MUR');
    await expect(rows.first()).toContainText('CON-MUR');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: within(texts('crud.export')) }).click(),
    ]);
    const sheet = await sheetOf(exported);
    const codeAt = sheet.header.indexOf(productEntity.fields.code.title[language]);
    const nameAt = sheet.header.indexOf(productEntity.fields.name.title[language]);
    const model = sheet.rows[0]!;
    expect(codeAt).toBeGreaterThanOrEqual(0);

    // Four rows filled in the export's own columns, the first row's values under new codes and names.
    const filled = [1, 2, 3, 4].map((n) => {
      const row = [...model];
      row[codeAt] = `${suffix}-E${n}`;
      row[nameAt] = `Round trip ${suffix} ${n}`;
      return row;
    });
    const exportFile = testInfo.outputPath('products-export.xlsx');
    await writeSheet(exportFile, sheet.header, filled);
    await importWhole(page, language, exportFile);
    await filterByCode(products, language, `${suffix}-E`);
    await expect(rows).toHaveCount(4);

    // The import's template: its columns, filled from the same row, import whole too.
    await page.getByRole('button', { name: within(texts('excelImport.button')) }).click();
    const dialog = page.getByRole('dialog', { name: texts('excelImport.title') });
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: within(texts('excelImport.template')) }).click(),
    ]);
    const blank = await sheetOf(template);
    expect(blank.rows).toEqual([]);
    expect(blank.header).toContain(productEntity.fields.code.title[language]);
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: within(texts('excelImport.close')) })
      .click();
    const fromTemplate = [1, 2].map((n) =>
      blank.header.map((title) => {
        if (title === productEntity.fields.code.title[language]) return `${suffix}-T${n}`;
        if (title === productEntity.fields.name.title[language]) return `Template ${suffix} ${n}`;
        const at = sheet.header.indexOf(title);
        return at >= 0 ? (model[at] ?? null) : null;
      }),
    );
    const templateFile = testInfo.outputPath('products-template.xlsx');
    await writeSheet(templateFile, blank.header, fromTemplate);
    await importWhole(page, language, templateFile);
    await filterByCode(products, language, `${suffix}-T`);
    await expect(rows).toHaveCount(2);
  });

  test(`advanced query: the category picker shows its value, a typed date filters the orders (${language})`, async ({
    page,
  }) => {
    const texts = localeTexts(language, 'common');
    const open = async () => {
      await page.getByRole('button', { name: texts('superQuery.trigger') }).click();
      const dialog = page.getByRole('dialog', { name: texts('superQuery.title') });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const query = (dialog: Locator) =>
      dialog.getByRole('button', { name: spaced(texts('superQuery.query')) }).click();

    // Products by category on a phone: the value picker is wide enough to show the category chosen.
    await openList(page, language, '/mall/catalogue/product', 'product-table');
    await page.setViewportSize({ width: 390, height: 844 });
    const products = await open();
    await chooseOption(
      page,
      products.getByRole('combobox', { name: `${texts('superQuery.field')} 1` }),
      productEntity.fields.categoryId.title[language],
    );
    const valueName = { name: `${texts('superQuery.value')} 1` };
    const value = products.getByRole('combobox', valueName);
    const picker = products.locator('.ant-select').filter({ has: page.getByRole('combobox', valueName) });
    const width = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().width);
    await expect.poll(() => width(picker)).toBeGreaterThan(150);
    await value.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').first();
    const category = (await option.innerText()).trim();
    expect(category).not.toBe('');
    await expect.poll(() => width(option)).toBeGreaterThan(40);
    await option.click();
    await expect(picker).toHaveText(category);
    await query(products);
    await expect(products).toBeHidden();
    await expect(page.getByRole('button', { name: texts('superQuery.trigger') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Demand orders by a typed day (as "2026-11-15"), confirmed with Enter: the day stays and Query
    // shows that day's orders only.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/mall/demand/list');
    const orders = page.getByTestId('demand-table-manage').locator('tr.ant-table-row');
    await expect(orders.first()).toBeVisible({ timeout: 30_000 });
    const all = await orders.count();
    const times = await orders
      .locator('td')
      .filter({ hasText: /^\d{4}-\d{2}-\d{2} / })
      .allInnerTexts();
    const days = times.map((time) => time.slice(0, 10));
    const day = days[days.length - 1]!;
    const demand = await open();
    await chooseOption(
      page,
      demand.getByRole('combobox', { name: `${texts('superQuery.field')} 1` }),
      language === 'zh' ? '下单时间' : 'Order time',
    );
    const date = demand.getByRole('textbox', { name: `${texts('superQuery.value')} 1` });
    await date.fill(day);
    await date.press('Enter');
    await expect(date).toHaveValue(new RegExp(`^${day}`));
    await query(demand);
    await expect(demand).toBeHidden();
    await expect.poll(() => orders.count()).toBeLessThan(all);
    const shown = await orders
      .locator('td')
      .filter({ hasText: /^\d{4}-\d{2}-\d{2} / })
      .allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const time of shown) expect(time.startsWith(day)).toBe(true);
  });
}
