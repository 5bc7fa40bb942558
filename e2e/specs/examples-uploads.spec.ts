import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { signInThroughApi } from '../support/session';
import { localeTexts as texts, type Language, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name}\n`) });

async function expectAxeClean(page: Page, selector: string) {
  const violations = await PageAuditor.auditPart(page, selector);
  expect(violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);
}

/** Presses a button from the keyboard: focus, then Enter. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

async function useLanguage(page: Page, language: Language) {
  if (language === 'en')
    await page.addInitScript(() => {
      if (!localStorage.getItem('mall__LOCALE'))
        localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
    });
}

for (const language of ['zh', 'en'] as const) {
  test(`the upload widgets example (${language}): images only, reorder by keyboard, errors, popup, table cells`, async ({
    page,
  }) => {
    test.slow();
    const upload = texts(language, 'upload');
    const example = texts(language, 'examples');
    const table = texts(language, 'editableTable');
    await useLanguage(page, language);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/examples/upload' });
    await expect(page.getByText(example('uploads.imageTitle'), { exact: true })).toBeVisible({
      timeout: 60_000,
    });

    // Image upload: a text file is refused; two pictures upload and show.
    const card = (title: string) =>
      page.locator('.ant-card', { has: page.getByText(example(title), { exact: true }) });
    const images = card('uploads.imageTitle');
    await images.locator('input[type=file]').setInputFiles(text('notes.txt'));
    await expect(page.getByText(upload('imageOnly'))).toBeVisible();
    await images.locator('input[type=file]').setInputFiles([png('one.png'), png('two.png')]);
    await expect(images.getByRole('img', { name: upload('list.imageAlt', { index: 2 }) })).toBeVisible();
    await expect(images.getByTestId('image-value')).toContainText('one.png');

    // File list: two files, reordered from the keyboard; the ends refuse with their messages.
    const files = card('uploads.fileTitle');
    await files.locator('input[type=file]').setInputFiles([text('alpha.txt'), text('beta.txt')]);
    await expect(files.getByTestId('upload-item')).toHaveCount(2);
    await press(files.getByRole('button', { name: upload('list.moveUp', { index: 1, name: 'alpha.txt' }) }));
    await expect(page.getByText(upload('move.unknownOperation'))).toBeVisible();
    await press(files.getByRole('button', { name: upload('list.moveDown', { index: 2, name: 'beta.txt' }) }));
    await expect(page.getByText(upload('move.alreadyAtEnd'))).toBeVisible();
    await press(
      files.getByRole('button', { name: upload('list.moveDown', { index: 1, name: 'alpha.txt' }) }),
    );
    await expect(files.getByTestId('upload-item')).toHaveText([/beta\.txt/, /alpha\.txt/]);

    // A type the server refuses: the upload error dialog with the server's message; nothing is added.
    await files.locator('input[type=file]').setInputFiles(text('tool.exe'));
    const failure = page.getByRole('dialog', { name: upload('error.title') });
    await expect(failure.getByRole('alert')).toHaveText(
      upload('error.message', {
        name: 'tool.exe',
        message: language === 'zh' ? '不支持的文件类型' : 'This type of file is not allowed',
      }),
    );
    await expectAxeClean(page, '.ant-modal-wrap');
    await failure
      .getByRole('button')
      .filter({ hasText: upload('error.ok').replace(/\s/g, '') })
      .first()
      .press('Enter');
    await expect(failure).toBeHidden();
    await expect(files.getByTestId('upload-item')).toHaveCount(2);

    // The file popup refuses an empty confirm.
    await press(page.getByRole('button', { name: example('uploads.openPopup') }));
    const popup = page.getByRole('dialog', { name: upload('popup.title') });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: spaced(upload('popup.ok')) }).click();
    await expect(page.getByText(upload('popup.empty'))).toBeVisible();
    await popup.locator('input[type=file]').setInputFiles(text('popup.txt'));
    await expect(popup.getByText('popup.txt')).toBeVisible();
    await popup.getByRole('button', { name: spaced(upload('popup.ok')) }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('popup-value')).toContainText('popup.txt');

    // The table's file cell: the name cut to 5 characters, its menu from the keyboard.
    const cellLabel = table('cell.label', { index: 1, title: example('uploads.columns.file') });
    await page
      .getByRole('button', { name: `${upload('cell.upload')} ${cellLabel}` })
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")][1]')
      .locator('input[type=file]')
      .setInputFiles(text('report.txt'));
    const menu = page.getByRole('button', { name: upload('cell.menu', { name: 'report.txt' }) });
    await expect(menu).toHaveText('repor…');
    await press(menu);
    await expect(page.getByRole('menuitem', { name: upload('cell.download') })).toBeVisible();
    await expectAxeClean(page, '.ant-dropdown');
    await page.getByRole('menuitem', { name: upload('cell.remove') }).click();
    await expect(menu).toBeHidden();
  });
}

test('the product editor uploads images and reorders them with the arrow pair', async ({ page }) => {
  test.slow();
  const upload = texts('zh', 'upload');
  await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/catalogue/product/edit' });
  const form = page.getByTestId('product-edit');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const field = form.locator('.ant-form-item', { has: page.locator('input[accept="image/*"]') });
  await field.locator('input[type=file]').setInputFiles([png('front.png'), png('back.png')]);
  const pictures = field.getByRole('img', { name: /张图片/ });
  await expect(pictures).toHaveCount(2);
  const first = await pictures.nth(0).getAttribute('src');
  const moveDown = field.getByRole('button', {
    name: new RegExp(`^${upload('list.moveDown', { index: 1, name: '' })}`),
  });
  await press(moveDown);
  await expect(pictures.nth(1)).toHaveAttribute('src', first ?? '');
  await press(
    field.getByRole('button', { name: new RegExp(`^${upload('list.moveUp', { index: 1, name: '' })}`) }),
  );
  await expect(page.getByText(upload('move.unknownOperation'))).toBeVisible();
  await expectAxeClean(page, '[data-testid="product-edit"]');
});
