import { JOB_CLASSES, quartzJobEntity, sysLogEntity } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { localeTexts, spaced } from '../support/locale-texts';
import { signIn, signInThroughApi, switchLanguage } from '../support/session';
import { expectTabThroughEmptyRange } from '../support/pickers';
import { expect, test } from '../support/test';

// The operator's journeys through the operations pages: a scheduled job built with the cron builder and
// run once, and one's own failed sign-in found in the login log. The builder's every tab and limit are
// the component test's (CronBuilder.test.tsx).

/** A wrong password's answer, as the login form shows it and the login log keeps it. */
const BAD_CREDENTIALS = { zh: '用户名或密码错误', en: 'Incorrect username or password' } as const;
/** The login log's outcome filter's option for failures (the shared definition's). */
const FAILED = sysLogEntity.fields.outcome.options?.failed ?? { zh: '失败', en: 'Failed' };

for (const language of ['zh', 'en'] as const) {
  const ops = localeTexts(language, 'operations');
  const common = localeTexts(language, 'common');
  const auth = localeTexts(language, 'auth');
  const suffix = `${language}-${Date.now().toString(36)}`;

  test(`the administrator schedules a job with the cron builder, runs it once and sees its run (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const parameter = `echo ${suffix}`;
    const description = `E2E job ${suffix}`;
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/quartzJob' });
    if (language === 'en') await switchLanguage(page, 'en');
    const table = page.getByTestId('quartz-job-table');
    await expect(table.locator('tr.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: common('crud.add') }).click();
    const dialog = page.getByRole('dialog', { name: ops('job.addTitle') });
    await dialog.getByLabel(quartzJobEntity.fields.jobClassName.title[language]).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(JOB_CLASSES.sampleEchoJob[language], { exact: true })
      .click();

    // At second 0 of every 15th minute: from the default (every day at 00:00), every hour and the
    // minutes an interval.
    const builder = dialog.getByTestId('cron-builder');
    const expression = builder.getByTestId('cron-expression');
    await expect(expression).toHaveValue('0 0 0 * * ? *');
    await builder.getByRole('tab', { name: ops('cron.fields.hour') }).click();
    await builder
      .getByRole('radiogroup', { name: ops('cron.fields.hour') })
      .getByLabel(ops('cron.kinds.every'))
      .check();
    await expect(expression).toHaveValue('0 0 * * * ? *');
    await builder.getByRole('tab', { name: ops('cron.fields.minute') }).click();
    await builder
      .getByRole('radiogroup', { name: ops('cron.fields.minute') })
      .getByLabel(ops('cron.kinds.interval'))
      .check();
    const step = builder.getByRole('spinbutton', {
      name: `${ops('cron.fields.minute')} ${ops('cron.step')}`,
    });
    await step.fill('15');
    await step.press('Tab');
    await expect(expression).toHaveValue('0 0/15 * * * ? *');
    const fireTimes = builder.getByTestId('cron-next-times').getByRole('listitem');
    await expect(fireTimes).toHaveCount(5);
    await expect(fireTimes.first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:(00|15|30|45):00$/);

    await dialog.getByLabel(quartzJobEntity.fields.parameter.title[language]).fill(parameter);
    await dialog.getByLabel(quartzJobEntity.fields.description.title[language]).fill(description);
    await dialog.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(dialog).toBeHidden();

    const row = table.locator('tr.ant-table-row', { hasText: description });
    await expect(row).toContainText('0 0/15 * * * ? *');
    await row.getByRole('button', { name: ops('job.runNow') }).click();
    await expect(page.getByText(ops('job.runStarted')).first()).toBeVisible();
    const runsDialog = page.getByRole('dialog', {
      name: ops('job.runsTitle', { name: JOB_CLASSES.sampleEchoJob[language] }),
    });
    const run = runsDialog.getByTestId('job-runs').locator('tr.ant-table-row');
    await expect(run).toHaveCount(1);
    await expect(run).toContainText(ops('job.run.runNowFire'));
    await expect(run).toContainText(ops('job.run.outcomes.ok'));
    await expect(run).toContainText(parameter);

    // The run stays among the job's runs.
    await page.keyboard.press('Escape');
    await expect(runsDialog).toBeHidden();
    await row.getByRole('button', { name: ops('job.runs') }).click();
    await expect(runsDialog.getByTestId('job-runs').locator('tr.ant-table-row')).toContainText(parameter);
  });

  test(`the system log's period filter lets Tab through its two empty dates on a phone's width (${language}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/log' });
    if (language === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('login-log-table').locator('tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    const range = page.locator('.ant-picker-range').filter({ has: page.getByLabel(ops('log.period')) });
    await expectTabThroughEmptyRange(page, range.locator('input').first(), range.locator('input').nth(1));
  });

  test(`the administrator finds their own failed sign-in in the login log (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/mall/user/login');
    if (language === 'en') await switchLanguage(page, 'en');
    await page.locator('#username').fill(ACCOUNTS.admin.username);
    await page.locator('#password').fill(`Wrong#${suffix}`);
    await page.getByTestId('login-submit').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: auth('login.failed') }),
    ).toContainText(BAD_CREDENTIALS[language]);

    await signIn(page, ACCOUNTS.admin);
    await page.goto('/mall/system/log');
    await expect(page.getByRole('tab', { name: ops('log.loginTab'), selected: true })).toBeVisible();
    const table = page.getByTestId('login-log-table');
    await page.getByLabel(sysLogEntity.fields.outcome.title[language], { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(FAILED[language], { exact: true }).click();
    const account = page.getByLabel(sysLogEntity.fields.username.title[language], { exact: true });
    await account.fill('admin');
    await account.press('Enter');

    const rows = table.locator('tr.ant-table-row');
    await expect(rows.first()).toContainText('admin');
    await expect(rows.first()).toContainText('✗');
    await expect(rows.first()).toContainText(BAD_CREDENTIALS[language]);
    await expect(rows.filter({ hasText: '✓' })).toHaveCount(0);
  });
}
