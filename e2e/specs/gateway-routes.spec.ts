import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayRouteEntity } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { ENGLISH_INIT, localeTexts as texts, spaced } from '../support/locale-texts';
import { chooseOption } from '../support/select';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

/** The upstream the routes reach: it answers what it was sent. The e2e server lists 127.0.0.1. */
let upstream: Server;
let port: number;

test.beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: request.url, headers: request.headers }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => upstream?.close(resolve));
});

for (const language of ['zh', 'en'] as const) {
  test(`an administrator adds a gateway route on its page and requests go through it (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const gateway = texts(language, 'gateway');
    const common = texts(language, 'common');
    const table = texts(language, 'editableTable');
    const label = (field: 'routerId' | 'name' | 'uri') => gatewayRouteEntity.fields[field].title[language];
    const routerId = `e2e-${language}-${Date.now().toString(36)}`;

    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/gatewayRoute' });
    // The page says which upstreams the operator allows.
    await expect(page.getByTestId('gateway-allow-list')).toContainText(
      gateway('policy.listed', { entries: '127.0.0.1' }),
      { timeout: 30_000 },
    );

    await page.getByRole('button', { name: spaced(common('crud.add')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label('routerId'), { exact: true }).fill(routerId);
    await dialog.getByLabel(label('name'), { exact: true }).fill(`E2E ${routerId}`);
    await dialog.getByLabel(label('uri'), { exact: true }).fill(`http://127.0.0.1:${port}/base`);

    // A Path predicate and an added header, each a row of its table.
    const rows = async (testId: string, name: string, value: string, value2?: string) => {
      const box = dialog.getByTestId(testId);
      await page.waitForTimeout(350);
      await box
        .getByRole('toolbar')
        .getByRole('button', { name: spaced(table('toolbar.add')) })
        .click();
      const cell = (title: string) => ({ name: table('cell.label', { index: 1, title }), exact: true });
      const kind = testId === 'gateway-predicates' ? 'predicate' : 'filter';
      await chooseOption(page, box.getByRole('combobox', cell(gateway(`form.${kind}Name`))), name);
      await box.getByRole('textbox', cell(gateway('form.value'))).fill(value);
      if (value2 !== undefined) await box.getByRole('textbox', cell(gateway('form.value2'))).fill(value2);
    };
    await rows('gateway-predicates', gateway('predicates.Path'), '/orders/**');
    await rows('gateway-filters', gateway('filters.AddRequestHeader'), 'X-From', 'mall-e2e');
    await dialog.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(page.getByText(common('crud.saved')).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId('gateway-route-table').locator('tr.ant-table-row', { hasText: routerId }),
    ).toBeVisible();

    // Through the gateway: the path under the route reaches the upstream with the added header and
    // without the caller's token; a path the predicate does not match, or no session, does not.
    const token = await apiToken(request, ACCOUNTS.admin);
    const answer = await request.get(`${API_BASE}/gateway/${routerId}/orders/7?x=1`, {
      headers: { 'X-Access-Token': token },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const echo = (await answer.json()) as { url: string; headers: IncomingHttpHeaders };
    expect(echo.url).toBe('/base/orders/7?x=1');
    expect(echo.headers['x-from']).toBe('mall-e2e');
    expect(echo.headers['x-access-token']).toBeUndefined();
    expect(
      (
        await request.get(`${API_BASE}/gateway/${routerId}/users`, { headers: { 'X-Access-Token': token } })
      ).status(),
    ).toBe(404);
    expect((await request.get(`${API_BASE}/gateway/${routerId}/orders/7`)).status()).toBe(401);
  });
}
