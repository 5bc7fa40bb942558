import { writeFile } from 'node:fs/promises';
import { productEntity, userEntity } from '@mall/shared';
import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTexts, within } from '../support/locale-texts';
import { expect, test } from '../support/test';

async function sheetRows(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

for (const language of ['zh', 'en'] as const) {
  test(`staff import a users file with two bad rows, download its error file, and export filtered products (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = localeTexts(language, 'common');
    const suffix = `${language}${Date.now().toString(36)}`;
    const title = (field: 'username' | 'realname' | 'phone') => userEntity.fields[field].title[language];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow([title('username'), title('realname'), title('phone')]);
    sheet.addRow([`imp.${suffix}.1`, 'Import One', null]);
    sheet.addRow(['admin', 'Taken name', null]);
    sheet.addRow([`imp.${suffix}.2`, 'Bad phone', '12345']);
    sheet.addRow([`imp.${suffix}.3`, 'Import Three', null]);
    const file = testInfo.outputPath('users.xlsx');
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
    if (language === 'en') await switchLanguage(page, 'en');
    const users = page.getByTestId('user-table');
    await expect(users.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: within(texts('excelImport.button')) }).click();
    const dialog = page.getByRole('dialog', { name: texts('excelImport.title') });
    const start = dialog.getByRole('button', { name: within(texts('excelImport.start')) });
    await expect(start).toBeDisabled();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await start.click();
    await expect(dialog.getByRole('alert')).toContainText('users.xlsx');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: within(texts('excelImport.downloadErrors')) }).click(),
    ]);
    const errorRows = await sheetRows((await download.path()) ?? '');
    // A row the form's rules refuse comes before one refused on saving (a taken name).
    expect(errorRows.map((row) => row[0])).toEqual([title('username'), `imp.${suffix}.2`, 'admin']);
    expect(errorRows[0]?.[3]).toBe(language === 'zh' ? '错误原因' : 'Reason');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: within(texts('excelImport.close')) })
      .click();
    await expect(users.locator('tr.ant-table-row', { hasText: `imp.${suffix}.3` })).toBeVisible();

    // Export the products the filter finds: the file holds them only, titles in the page's language.
    await page.goto('/mall/catalogue/product');
    const products = page.getByTestId('product-table');
    await expect(products.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    const code = products.getByLabel(productEntity.fields.code.title[language], { exact: true });
    await code.fill('CON-MUR');
    await code.press('Enter');
    await expect(products.locator('tr.ant-table-row').first()).toContainText('CON-MUR');
    const shown = await products.locator('tr.ant-table-row').count();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: within(texts('crud.export')) }).click(),
    ]);
    const rows = await sheetRows((await exported.path()) ?? '');
    expect(rows[0]?.[0]).toBe(productEntity.fields.code.title[language]);
    expect(rows.length - 1).toBe(shown);
    for (const row of rows.slice(1)) expect(String(row[0])).toContain('CON-MUR');
  });
}
