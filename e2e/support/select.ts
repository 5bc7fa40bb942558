import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types `option` into a searchable antd select and presses Enter once the filter has made that option the
 * active one. A click on an option of a dropdown that is still opening can miss and leave it open.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await combobox.fill(option);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveAttribute(
    'title',
    option,
  );
  await combobox.press('Enter');
}
