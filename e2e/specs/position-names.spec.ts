import { positionEntity } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Texts = Record<string, Record<string, string>>;

// The form's labels are the shared definition's field titles.
const label = (field: 'code' | 'name' | 'nameEn', language: 'zh' | 'en') =>
  positionEntity.fields[field].title[language];
const common = localeTree<Texts>('zh', 'common');
// antd puts a space between the two characters of a two-character Chinese button label.
const okButton = spaced(common.action?.ok ?? '');

const suffix = Date.now().toString(36);
const CODE = `E2E-${suffix}`;
const NAME = `质检主管${suffix}`;
const NAME_EN = `QA lead ${suffix}`;

test('a position keeps an English name: entered in the form, shown in the list when the UI is English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/position' });
  const table = page.getByTestId('position-table');
  await expect(table.locator('tr.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: common.crud?.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label('code', 'zh')).fill(CODE);
  await dialog.getByLabel(label('name', 'zh')).fill(NAME);
  await dialog.getByLabel(label('nameEn', 'zh')).fill(NAME_EN);
  await dialog.getByRole('button', { name: okButton }).click();
  await expect(page.getByText(common.crud?.saved as string).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('position-table').locator('tr.ant-table-row', { hasText: CODE });
  await expect(row).toContainText(NAME);
  await expect(row).not.toContainText(NAME_EN);

  await switchLanguage(page, 'en');
  const enRow = page.getByTestId('position-table').locator('tr.ant-table-row', { hasText: CODE });
  await expect(enRow).toContainText(NAME_EN);
  await expect(enRow).not.toContainText(NAME);
  // The form shows both names under their English labels.
  await enRow.getByRole('button', { name: localeTree<Texts>('en', 'common').crud?.edit }).click();
  const enDialog = page.getByRole('dialog');
  await expect(enDialog.getByLabel(label('nameEn', 'en'))).toHaveValue(NAME_EN);
  await expect(enDialog.getByLabel(label('name', 'en'), { exact: true })).toHaveValue(NAME);
});
