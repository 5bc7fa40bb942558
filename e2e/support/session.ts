import { expect, type APIResponse, type Page, type Response } from '@playwright/test';
import { API_BASE, encryptForTransport } from './api-sign-in';
import { chooseOption } from './select';

/** The seeded default tenant; a user of several tenants picks it unless a spec names another. */
export const DEFAULT_TENANT_NAME = '默认租户';
/** The seeded tenants' names in English, as English pages show them. */
export const TENANT_NAMES_EN: Record<string, string> = {
  默认租户: 'Default tenant',
  演示租户B: 'Demo tenant B',
};

/** A seeded tenant's name (given in Chinese) as the page's language shows it. */
export async function tenantNameShown(page: Page, name: string): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang);
  return language.startsWith('en') ? (TENANT_NAMES_EN[name] ?? name) : name;
}

export interface SignInChoices {
  /** The tenant to pick when the tenant modal asks (default: the default tenant). */
  tenant?: string;
  /** The department to pick when the department modal asks (default: the first one offered). */
  department?: string;
}

/**
 * Signs in through the login page and answers the questions that follow it: the tenant modal (users of
 * several tenants) and the department modal (users of several departments).
 */
export async function signIn(
  page: Page,
  account: { username: string; password: string },
  choices: SignInChoices = {},
) {
  await page.goto('/mall/user/login');
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('login-submit').click();
  for (;;) {
    const next = await nextAfterSignIn(page);
    if (next === 'landed') break;
    if (next === 'tenant')
      await chooseInModal(
        page,
        'tenant-modal',
        await tenantNameShown(page, choices.tenant ?? DEFAULT_TENANT_NAME),
      );
    else await chooseInModal(page, 'depart-modal', choices.department);
  }
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** What the app shows after the login button: a page past the login, or one of the two modals. */
async function nextAfterSignIn(page: Page): Promise<'landed' | 'tenant' | 'depart'> {
  // The losers of the race are left pending for good, never rejected after the winner.
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => new Promise<never>(() => undefined));
  const timeout = 20_000;
  const next = await Promise.race([
    quiet(page.waitForURL((url) => !url.pathname.includes('/user/login'), { timeout })).then(
      () => 'landed' as const,
    ),
    quiet(page.getByTestId('tenant-modal').waitFor({ timeout })).then(() => 'tenant' as const),
    quiet(page.getByTestId('depart-modal').waitFor({ timeout })).then(() => 'depart' as const),
    page
      .waitForTimeout(timeout)
      .then(() => 'timeout' as const)
      .catch(() => 'timeout' as const),
  ]);
  if (next === 'timeout')
    throw new Error('neither a page past the login nor a tenant or department modal appeared');
  return next;
}

/** Picks `option` (typed into the searchable select; absent: the first one) and confirms the modal. */
export async function chooseInModal(page: Page, modal: 'tenant-modal' | 'depart-modal', option?: string) {
  const combobox = page.getByTestId(modal).getByRole('combobox');
  if (option) {
    await chooseOption(page, combobox, option);
  } else {
    await combobox.click();
    // Enter picks the active option of the open list: pressed before the list is there, it picks nothing
    // (the modal then refuses the empty choice).
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveCount(1);
    await combobox.press('Enter');
  }
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId(`${modal}-ok`).click();
  await expect(page.getByTestId(modal)).toBeHidden();
}

/** Switches the language through the header switch; the page reloads in the new language. */
export async function switchLanguage(page: Page, to: 'en' | 'zh') {
  // The switch's menu may still be opening when its item is clicked; open and choose again until the
  // reloaded page marks the new language on <html> (a busy machine may take long to get there).
  await expect(async () => {
    await page.getByTestId('lang-switch').first().click();
    await page.getByTestId(`lang-${to}`).click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${to}`), { timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
  await page.waitForLoadState('load', { timeout: 30_000 });
}

/** How long the app keeps a session in local storage (7 days), as it stores it after signing in. */
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The app's local-storage namespace. */
const STORAGE_PREFIX = 'mall__';
/** Where the app goes after signing in when the server names no main index page. */
const DEFAULT_MAIN_INDEX_PATH = '/mall/index';
/** The app's base path: router paths live under it. */
const APP_BASE = '/mall';

interface Depart {
  orgCode: string;
  departName: string;
}

interface LoginResult {
  token: string;
  userInfo: { username: string; relTenantIds: string } & Record<string, unknown>;
  mainIndexPage: { url?: string } & Record<string, unknown>;
  tenantList: { id: string; name: string }[];
  departs?: Depart[];
  multi_depart?: number;
}

/** `multi_depart` of a user who must pick a department. */
const SEVERAL_DEPARTS = 2;

async function resultOf<T>(answer: APIResponse, what: string): Promise<T> {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/**
 * Signs in through the API and leaves the browser signed in as the login page would: the session (token,
 * user, main index page, acting tenant) in the app's local storage, after the same tenant and department
 * choices as `signIn` makes (the default tenant, the first department offered, or those named), then opens
 * `open` (default: the main index page the login page leads to). For specs about something other than the
 * login page itself, which go through no login form or modal. Local storage already set (a language
 * chosen) is kept. Answers the response of the page opened.
 */
export async function signInThroughApi(
  page: Page,
  account: { username: string; password: string },
  choices: SignInChoices & { open?: string } = {},
): Promise<Response | null> {
  const request = page.request;
  const password = await encryptForTransport(request, account.password);
  const answer = await request.post(`${API_BASE}/sys/login`, {
    data: { username: account.username, password, captcha: '', checkKey: '', remember_me: false },
  });
  const result = await resultOf<LoginResult>(answer, `API sign-in of ${account.username}`);
  expect(
    result.token,
    `API sign-in of ${account.username}: no session (two-step verification?)`,
  ).toBeTruthy();
  const origin = new URL(answer.url()).origin;

  // The tenant: the first one silently, or the one chosen when the user has several (as useOrgChoice).
  const loginTenant = result.tenantList[0]?.id ?? result.userInfo.relTenantIds.split(',')[0]?.trim() ?? '0';
  let tenantId = loginTenant || '0';
  if (result.tenantList.length > 1) {
    const wanted = choices.tenant ?? DEFAULT_TENANT_NAME;
    const tenant = result.tenantList.find(
      (candidate) => candidate.name === wanted || candidate.name === TENANT_NAMES_EN[wanted],
    );
    expect(tenant, `${account.username} belongs to the tenant ${wanted}`).toBeTruthy();
    tenantId = tenant?.id ?? tenantId;
  }
  const headers = { 'X-Access-Token': result.token, tenant_id: tenantId };

  // The department: the login answer's, or the server's for another tenant; one of several is chosen and
  // posted, a single one is posted when the server has not set it yet.
  let departs = result.departs ?? [];
  let currentOrgCode: string | null = null;
  let settled = true;
  if (tenantId !== loginTenant || !result.departs || result.multi_depart === undefined) {
    const current = await resultOf<{ list: Depart[]; orgCode: string | null }>(
      await request.get(`${API_BASE}/sys/user/getCurrentUserDeparts`, { headers }),
      'departments of the acting tenant',
    );
    departs = current.list;
    currentOrgCode = current.orgCode;
    settled = false;
  }
  let userInfo: Record<string, unknown> = result.userInfo;
  const [first] = departs;
  if (first) {
    let chosen: Depart | undefined;
    if (departs.length > 1 || result.multi_depart === SEVERAL_DEPARTS) {
      chosen = choices.department
        ? departs.find((depart) => depart.departName === choices.department)
        : first;
      expect(chosen, `${account.username} belongs to the department ${choices.department}`).toBeTruthy();
    } else if (!settled && currentOrgCode !== first.orgCode) {
      chosen = first;
    }
    if (chosen) {
      const selected = await resultOf<{ userInfo: Record<string, unknown> }>(
        await request.post(`${API_BASE}/sys/selectDepart`, {
          headers,
          data: { orgCode: chosen.orgCode, username: result.userInfo.username },
        }),
        'department choice',
      );
      userInfo = selected.userInfo;
    }
  }

  // Into the app's local storage, next to what is there already (e.g. the chosen language).
  const expire = Date.now() + SESSION_TTL_MS;
  const session: Record<string, unknown> = {
    ACCESS_TOKEN: result.token,
    LOGIN_USERINFO: userInfo,
    MAIN_INDEX_PAGE: result.mainIndexPage,
    TENANT_ID: tenantId,
  };
  const context = page.context();
  // Playwright writes the storage from a page of its own, which the app hears as another tab switching the
  // session: an app page still open here would reload, racing the navigation below. It leaves first.
  if (page.url().startsWith(origin)) await page.goto('about:blank');
  const state = await context.storageState();
  const others = state.origins.filter((entry) => entry.origin !== origin);
  const kept = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const keys = new Set(Object.keys(session).map((key) => `${STORAGE_PREFIX}${key}`));
  await context.setStorageState({
    cookies: state.cookies,
    origins: [
      ...others,
      {
        origin,
        localStorage: [
          ...kept.filter((item) => !keys.has(item.name)),
          ...Object.entries(session).map(([key, value]) => ({
            name: `${STORAGE_PREFIX}${key}`,
            value: JSON.stringify({ value, expire }),
          })),
        ],
      },
    ],
  });

  const opened = await page.goto(
    choices.open ?? `${APP_BASE}${result.mainIndexPage.url || DEFAULT_MAIN_INDEX_PATH}`,
  );
  await expect(page).not.toHaveURL(/\/user\/login/);
  return opened;
}
