import { readFile } from 'node:fs/promises';
import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts, spaced } from '../support/locale-texts';
import { test } from '../support/s3-server';
import { signInThroughApi } from '../support/session';
import { expect } from '../support/test';

const suffix = Date.now().toString(36);

// The server of this spec keeps its files in an S3 bucket (a local S3 server): the upload goes there and
// the download comes back from there.
for (const language of ['zh', 'en'] as const) {
  test(`the file admin uploads a file to the bucket, lists it, downloads it and deletes it (${language})`, async ({
    page,
    s3,
  }) => {
    test.slow();
    const system = localeTexts(language, 'system');
    const common = localeTexts(language, 'common');
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/ossFile' });
    const table = page.getByTestId('oss-file-table');
    await expect(table.locator('tr.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 30_000 });

    const fileName = language === 'zh' ? `季度报表-${suffix}.txt` : `quarterly-${suffix}.txt`;
    const content = `${language} report ${suffix}\n`;
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
    await expect(page.getByText(system('ossFile.uploaded', { name: fileName }))).toBeVisible();
    const row = table.locator('tr.ant-table-row', { hasText: fileName });
    await expect(row).toBeVisible();
    await expect(row).toContainText('admin');
    await expect(row).toContainText('txt');
    await expect(row).toContainText('/sys/common/download/oss/');
    const stored = /oss\/[0-9a-f-]{36}\.txt/.exec((await row.textContent()) ?? '')?.[0];
    // The file is an object of the bucket, not a file of the server's data folder.
    expect(await s3.keys()).toContain(stored);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: system('ossFile.downloadNamed', { name: fileName }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile((await download.path())!, 'utf8')).toBe(content);

    await row.getByRole('button', { name: spaced(common('crud.delete')) }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: common('crud.confirmDelete') });
    await confirm.getByRole('button', { name: spaced(common('crud.delete')) }).click();
    await expect(page.getByText(common('crud.deleted')).first()).toBeVisible();
    await expect(table.locator('tr.ant-table-row', { hasText: fileName })).toHaveCount(0);
    expect(await s3.keys()).not.toContain(stored);
  });
}
