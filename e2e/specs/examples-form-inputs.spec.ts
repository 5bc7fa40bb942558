import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts } from '../support/locale-texts';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

for (const language of ['zh', 'en'] as const) {
  test(`the form inputs example (${language}): dictionary, switch, search and tree inputs by keyboard`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const example = localeTexts(language, 'examples');
    const refdata = localeTexts(language, 'refdata');
    const label = (key: string) => example(`formInputs.fields.${key}`);
    const stored = page.getByTestId('stored-values');
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/examples/formInputs' });
    await expect(page.getByText(example('formInputs.intro'))).toBeVisible({ timeout: 60_000 });

    // A dictionary select, by keyboard: the stored value is the item's code, the text is shown.
    const sex = page.getByRole('combobox', { name: label('dictSelect') });
    await sex.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText(
      language === 'zh' ? '女' : 'Female',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(stored).toHaveValue(/"dictSelect": "2"/);

    // The switch stores Y / N, or the pair it is given.
    await page.getByRole('switch', { name: label('switchYn') }).focus();
    await page.keyboard.press('Space');
    await expect(stored).toHaveValue(/"switchYn": "Y"/);
    await page.getByRole('switch', { name: label('switch10') }).press('Space');
    await expect(stored).toHaveValue(/"switch10": "1"/);

    // The button group is a radio group the arrow keys move through.
    await page.getByRole('radio', { name: language === 'zh' ? '一般消息' : 'Normal' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stored).toHaveValue(/"dictButtonGroup": "H"/);

    // The server search waits for the typing to stop, then offers the matching users.
    const search = page.getByRole('combobox', { name: label('dictSearchSelect') });
    await search.fill('sales');
    // Until the search answers, the options are those of the empty keyword (the administrator first).
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText(
      '销售代表',
      { timeout: 10_000 },
    );
    await page.keyboard.press('Enter');
    await expect(stored).toHaveValue(/"dictSearchSelect": "sales"/);

    // The tree select loads a level on expansion and stores the chosen node.
    const tree = page.getByRole('combobox', { name: label('treeSelect'), exact: true });
    await tree.click();
    const sensors = language === 'zh' ? '传感器' : 'Sensors';
    const pressure = language === 'zh' ? '压力传感器' : 'Pressure Sensors';
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await dropdown
      .locator('.ant-select-tree-treenode', { hasText: sensors })
      .first()
      .locator('.ant-select-tree-switcher')
      .click();
    await dropdown.getByTitle(pressure, { exact: true }).click();
    await expect(stored).toHaveValue(/"treeSelect": "[^"]+"/);
    await expect(page.locator('.ant-form-item', { has: tree })).toContainText(pressure);

    // A condition that is not a JSON object string is refused with the widget's message.
    await page.getByText(example('formInputs.conditions.broken'), { exact: true }).click();
    await expect(page.getByText(refdata('widgets.treeConditionInvalid'))).toBeVisible();
    await expect(tree).toHaveAttribute('aria-invalid', 'true');
  });
}
