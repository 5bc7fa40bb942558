import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { PageAuditor } from '../support/axe-audit';
import { localeTree } from '../support/locale-texts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect as auditedExpect, test as auditedTest } from '../support/test';

// The auditor itself, on pages made for the purpose: it must see a violation after a full load, after a
// single-page history change, and on what is shown when the spec ends.
const CLEAN = '<!doctype html><html lang="en"><title>ok</title><main><h1>Fine</h1></main></html>';
const UNNAMED_BUTTON =
  '<!doctype html><html lang="en"><title>bad</title><main><h1>Bad</h1><button></button></main></html>';

test('the auditor reports violations found after a load, a history change and at the end', async ({
  page,
}) => {
  await page.route('http://audit.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/bad') ? UNNAMED_BUTTON : CLEAN,
    }),
  );
  const auditor = new PageAuditor(page);
  auditor.start();

  await page.goto('http://audit.test/bad');
  await expect(page.locator('button')).toHaveCount(1);
  // Once the first URL is audited, the page turns clean and changes its URL as a single-page app does.
  await expect.poll(() => auditor.auditedSoFar().length, { timeout: 15_000 }).toBe(1);
  await page.evaluate(() => {
    document.querySelector('button')?.remove();
    history.pushState(null, '', '/spa-clean');
  });
  await expect.poll(() => auditor.auditedSoFar().length, { timeout: 15_000 }).toBe(2);
  await page.evaluate(() => {
    document.querySelector('main')?.append(document.createElement('button'));
  });

  const { findings, audited } = await auditor.finish();
  expect(audited).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/bad /), expect.stringMatching(/^\/spa-clean /)]),
  );
  expect(findings.map((finding) => `${finding.page} ${finding.rule} ${finding.impact}`)).toEqual([
    '/bad button-name critical',
    '/spa-clean button-name critical',
  ]);
});

test('the end of a spec audits the page again only when something changed since its last audit', async ({
  page,
}) => {
  await page.route('http://audit.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: CLEAN }),
  );
  const audit = async (change?: () => Promise<void>) => {
    const auditor = new PageAuditor(page);
    auditor.start();
    await page.goto('http://audit.test/page');
    await expect.poll(() => auditor.auditedSoFar().length, { timeout: 15_000 }).toBe(1);
    await change?.();
    return (await auditor.finish()).audited.length;
  };

  // Nothing happened since the audit after the load: the same page is not audited twice.
  expect(await audit()).toBe(1);
  // The DOM, the scroll position, the focus or the viewport changed: the page is audited again.
  expect(
    await audit(() => page.evaluate(() => document.querySelector('h1')?.setAttribute('title', 'x'))),
  ).toBe(2);
  expect(
    await audit(async () => {
      await page.evaluate(() => {
        document.body.style.height = '3000px';
        window.scrollTo(0, 500);
      });
    }),
  ).toBe(2);
  await page.setViewportSize({ width: 800, height: 600 });
  expect(await audit(() => page.setViewportSize({ width: 700, height: 600 }))).toBe(2);
});

test('every spec that opens app pages uses the audited test', () => {
  const specsDir = import.meta.dirname;
  const unaudited = readdirSync(specsDir)
    .filter((file) => file.endsWith('.spec.ts') && file !== basename(import.meta.filename))
    .filter((file) => !/from '\.\.\/support\/test'/.test(readFileSync(join(specsDir, file), 'utf8')));
  expect(unaudited).toEqual([]);
});

/** The icon names each language gives (common.json `icon`), by the icon's file name. */
function iconNames(language: 'zh' | 'en'): Record<string, string> {
  return localeTree<{ icon: Record<string, string> }>(language, 'common').icon;
}

/** The list pages' common texts (common.json `crud`). */
function crudTexts(language: 'zh' | 'en'): Record<string, string> {
  return localeTree<{ crud: Record<string, string> }>(language, 'common').crud;
}

for (const language of ['zh', 'en'] as const) {
  // Audited by axe as every app page is; besides, no icon that names a control says its English file name.
  auditedTest(
    `icon-only controls of antd are named in the page's language (${language})`,
    async ({ page }) => {
      auditedTest.setTimeout(120_000);
      await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
      if (language === 'en') await switchLanguage(page, 'en');
      const table = page.locator('.ant-table-wrapper');
      await auditedExpect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      // A search field with text shows its clear button.
      const firstField = page.locator('form input.ant-input').first();
      await firstField.fill('zz');
      const spoken = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('span.anticon')]
            .filter((icon) => icon.getAttribute('aria-hidden') !== 'true' && icon.hasAttribute('aria-label'))
            .map((icon) => ({
              file: [...icon.classList]
                .find((name) => name.startsWith('anticon-') && name !== 'anticon-spin')
                ?.slice(8),
              label: icon.getAttribute('aria-label'),
            })),
        );
      const names = iconNames(language);
      const clear = page.locator('form .ant-input-clear-icon:not(.ant-input-clear-icon-hidden)').first();
      await auditedExpect(clear).toBeVisible();
      // Strict: every icon that names a control says the name its language gives it, none its file name.
      for (const icon of await spoken()) auditedExpect(icon.label, icon.file).toBe(names[icon.file ?? '']);
      await auditedExpect(clear).toHaveAttribute('aria-label', language === 'zh' ? '清除' : 'Clear');

      // The table's toolbar options are named buttons that Tab reaches and Enter presses (reload); the
      // column setting and density, which the toolbar can only draw as bare icons, are not offered.
      const options = page.locator('.ant-pro-table-list-toolbar-setting-item');
      await auditedExpect(options).toHaveCount(1);
      const reload = options.getByRole('button', { name: crudTexts(language).refresh as string });
      await auditedExpect(reload).toBeVisible();
      await auditedExpect(
        page.locator('.ant-pro-table .anticon-setting, .anticon-column-height'),
      ).toHaveCount(0);
      await reload.focus();
      await auditedExpect(reload).toBeFocused();
      const reloaded = page.waitForRequest((request) =>
        new URL(request.url()).pathname.endsWith('/sys/user/list'),
      );
      await page.keyboard.press('Enter');
      await reloaded;
    },
  );
}
