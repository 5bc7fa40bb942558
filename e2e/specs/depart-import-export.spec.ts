import { writeFile } from 'node:fs/promises';
import { departEntity, IMPORT_PARTIAL_CODE, OrgCategory } from '@mall/shared';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../support/accounts';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { localeTexts, localeTree, within } from '../support/locale-texts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

async function sheetRows(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Presses a control from the keyboard: focus, then Enter. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** The export's name as the server gives it: the entity's export title and today's date (yyyymmdd). */
function exportName(language: 'zh' | 'en', now = new Date()) {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `${departEntity.exportTitle![language]}${day}.xlsx`;
}

for (const language of ['zh', 'en'] as const) {
  test(`the departments page imports a file with one bad row from the keyboard, hands out its error file, and exports (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = localeTexts(language, 'common');
    const treeTitle = (localeTree(language, 'org').depart as Record<string, string>).treeTitle!;
    const { fields, importColumns } = departEntity;
    const suffix = `${language}${Date.now().toString(36)}`;
    const company = `E2E ${suffix}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('departs');
    sheet.addRow([
      fields.departName.title[language],
      importColumns!.nameEn![language],
      fields.orgCategory.title[language],
      importColumns!.parent![language],
    ]);
    sheet.addRow([company, company, fields.orgCategory.options![OrgCategory.company]![language], null]);
    // No such kind: the row is kept out, the other goes in.
    sheet.addRow([`Odd ${suffix}`, null, 'Planet', null]);
    const file = testInfo.outputPath('departs.xlsx');
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/depart' });
    if (language === 'en') await switchLanguage(page, 'en');
    const tree = page.getByRole('tree', { name: treeTitle });
    await expect(tree).toBeVisible({ timeout: 30_000 });

    // The whole import from the keyboard: open, choose the file, start, download the error file, close.
    const importButton = page.getByRole('button', { name: within(texts('excelImport.button')) });
    await press(importButton);
    const dialog = page.getByRole('dialog', { name: texts('excelImport.title') });
    await expect(dialog).toBeVisible();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      press(dialog.getByRole('button', { name: within(texts('excelImport.choose')) })),
    ]);
    await chooser.setFiles(file);
    await expect(dialog.getByText('departs.xlsx')).toBeVisible();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/sys/sysDepart/importExcel')),
      press(dialog.getByRole('button', { name: within(texts('excelImport.start')) })),
    ]);
    expect(await answer.json()).toMatchObject({
      code: IMPORT_PARTIAL_CODE,
      result: { totalCount: 2, successCount: 1, errorCount: 1 },
    });
    await expect(dialog.getByRole('alert')).toContainText(
      texts('excelImport.partial', { name: 'departs.xlsx' }),
    );
    const audit = await PageAuditor.auditPart(page, '.ant-modal-wrap');
    expect(audit.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);
    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      press(dialog.getByRole('button', { name: within(texts('excelImport.downloadErrors')) })),
    ]);
    const errorRows = await sheetRows((await errors.path()) ?? '');
    expect(errorRows.map((row) => row[0])).toEqual([fields.departName.title[language], `Odd ${suffix}`]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(importButton).toBeFocused();
    // The tree reloaded with the imported company.
    await expect(tree.getByText(company, { exact: true })).toBeVisible();

    // Export, from the keyboard: the server's file name (title and date), a real workbook in the language.
    const exportButton = page.getByRole('button', { name: within(texts('crud.export')) });
    const [exported] = await Promise.all([page.waitForEvent('download'), press(exportButton)]);
    expect(exported.suggestedFilename()).toBe(exportName(language));
    const rows = await sheetRows((await exported.path()) ?? '');
    expect(rows[0]?.[0]).toBe(fields.departName.title[language]);
    expect(rows.some((row) => row[0] === company)).toBe(true);
    await expect(page.getByText(texts('crud.exported'))).toBeVisible();
  });
}
