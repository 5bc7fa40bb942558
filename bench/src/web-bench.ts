import { API_BASE, HEADER_ACCESS_TOKEN, HEADER_TENANT_ID, type MallHomeResult } from '@mall/shared';
import type { Page } from 'playwright-core';
import { formatLighthouse, measureLighthouse, type FormFactor } from './lighthouse';
import { formatAgainstHome } from './web-against-home';
import { measureFirstLoads } from './web-first-load';
import { signIn } from './sign-in';
import { signedInStorage } from './web-session';

/** Each mall page's first-load JavaScript budget, gzipped. */
const MALL_PAGE_BUDGET_BYTES = 200 * 1024;
/** The login page's first-load JavaScript budget, gzipped. */
const LOGIN_BUDGET_BYTES = 220 * 1024;
/** Each admin list page's first-load JavaScript budget, gzipped. */
const ADMIN_PAGE_BUDGET_BYTES = 450 * 1024;
/** Lighthouse's mobile performance score the login and mall pages must reach. */
const MOBILE_SCORE_TARGET = 90;
/** The most total blocking time (Lighthouse, mobile) those pages may have. */
const MOBILE_TBT_TARGET_MS = 200;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** How many of each page's largest scripts the bench names. */
const LARGEST_SHOWN = Number(process.env.BENCH_LARGEST_SHOWN ?? 5);
/** How many times each page is opened with an empty cache; the median time counts. */
const FIRST_OPEN_RUNS = Number(process.env.BENCH_FIRST_OPEN_RUNS ?? 3);
/** How much longer than the mall home any page may take to show its content on its first open. */
const FIRST_OPEN_SLACK_MS = 1000;
/** A list page is ready once its table has stopped loading and shows its rows or its empty state. */
const tableRows = (page: Page) =>
  page
    .locator('.ant-table-wrapper:not(:has(.ant-spin-spinning)) :is(.ant-table-row, .ant-table-placeholder)')
    .first()
    .waitFor();

/** A product the buyer can open (the first hot one of the mall home), for the detail page's measurement. */
async function firstHotProductId(
  origin: string,
  account: { username: string; password: string },
): Promise<string> {
  const session = await signIn(origin, account);
  const home = await fetch(`${origin}${API_BASE}/mall/home`, {
    headers: {
      [HEADER_ACCESS_TOKEN]: session.token,
      [HEADER_TENANT_ID]: session.tenantList[0]?.id ?? '0',
    },
  });
  const id = ((await home.json()) as { result: MallHomeResult }).result.hot[0]?.id;
  if (!id) throw new Error('the mall home lists no hot product to open');
  return id;
}

/**
 * The web pages users meet first, served by the real server from the production build: the login page
 * (no session), the three mall pages (a signed-in buyer): home, product list and product detail, the
 * buyer's demand list, and the staff's Customers and order list pages. Prints their first-load JavaScript
 * with its largest scripts and the time each takes to show its content on a first open, and the login and
 * three mall pages' Lighthouse scores; sets a failing exit code when a page is over its budget (mall 200 KB,
 * login 220 KB, admin lists 450 KB), and flags
 * (timings on a shared machine vary too much to fail on) a page more than 1 s slower than the mall home. BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse.
 */
export async function benchWebPages(
  origin: string,
  webDist: string,
  buyer: { username: string; password: string },
  staff: { username: string; password: string },
  admin: { username: string; password: string },
): Promise<void> {
  const buyerStorage = await signedInStorage(origin, buyer);
  const staffStorage = await signedInStorage(origin, staff);
  const adminStorage = await signedInStorage(origin, admin);
  const login = { name: 'login', url: `${origin}/mall/user/login` };
  const mallHome = { name: 'mall home', url: `${origin}/mall/mall/index`, storage: buyerStorage };
  const mallSearch = { name: 'mall search', url: `${origin}/mall/mall/search`, storage: buyerStorage };
  const productId = await firstHotProductId(origin, buyer);
  const mallDetail = {
    name: 'mall detail',
    url: `${origin}/mall/mall/detail?id=${encodeURIComponent(productId)}`,
    storage: buyerStorage,
  };
  const mallPages = new Set([mallHome.name, mallSearch.name, mallDetail.name]);
  const adminPages = new Set(['admin customers', 'admin orders', 'admin users']);
  const budgetOf = (name: string) =>
    mallPages.has(name)
      ? MALL_PAGE_BUDGET_BYTES
      : name === login.name
        ? LOGIN_BUDGET_BYTES
        : adminPages.has(name)
          ? ADMIN_PAGE_BUDGET_BYTES
          : undefined;

  const loads = await measureFirstLoads(
    webDist,
    [
      { ...login, ready: (page) => page.locator('#username').waitFor() },
      { ...mallHome, ready: (page) => page.getByTestId('product-card').first().waitFor() },
      { ...mallSearch, ready: (page) => page.getByTestId('product-card').first().waitFor() },
      { ...mallDetail, ready: (page) => page.getByTestId('product-detail').waitFor() },
      // The buyer's demand orders in the mall, and the staff's lists in the admin area.
      { name: 'demand list', url: `${origin}/mall/mall/demandList`, storage: buyerStorage, ready: tableRows },
      {
        name: 'admin customers',
        url: `${origin}/mall/customer/list`,
        storage: staffStorage,
        ready: tableRows,
      },
      { name: 'admin orders', url: `${origin}/mall/demand/list`, storage: staffStorage, ready: tableRows },
      { name: 'admin users', url: `${origin}/mall/system/user`, storage: adminStorage, ready: tableRows },
    ],
    FIRST_OPEN_RUNS,
  );
  if (typeof loads === 'string') console.log(`\nweb: first load not measured, ${loads}`);
  else {
    console.log('');
    const homeMs = loads.find((load) => load.name === mallHome.name)?.openMs ?? 0;
    for (const load of loads) {
      const limit = budgetOf(load.name);
      const over = limit !== undefined && load.gzipBytes > limit;
      const budget =
        limit === undefined
          ? ''
          : ` (${((load.gzipBytes / limit) * 100).toFixed(0)}% of the ${kb(limit)} budget${over ? ', OVER BUDGET' : ''})`;
      console.log(
        `web  ${load.name} first load: ${kb(load.gzipBytes)} gzipped JS in ${load.files} files${budget}`,
      );
      const slow = load.name !== login.name && load.openMs > homeMs + FIRST_OPEN_SLACK_MS;
      console.log(
        `       first open: ${load.openMs} ms to content (runs: ${load.openRuns.join(', ')} ms)${slow ? ` OVER TARGET: the mall home's ${homeMs} ms + ${FIRST_OPEN_SLACK_MS} ms` : ''}`,
      );
      const largest = load.scripts.slice(0, LARGEST_SHOWN);
      console.log(
        `       largest: ${largest.map((script) => `${script.path.split('/').pop()} ${kb(script.gzipBytes)}`).join(', ')}`,
      );
      if (over) process.exitCode = 1;
    }
    console.log(formatAgainstHome(loads, mallHome.name, mallPages, adminPages));
  }

  if (LIGHTHOUSE_RUNS <= 0) return;
  console.log(
    `\nLighthouse (median of ${LIGHTHOUSE_RUNS} runs; mobile target: ${MOBILE_SCORE_TARGET}, TBT under ${MOBILE_TBT_TARGET_MS} ms):`,
  );
  const formFactors: FormFactor[] = ['mobile', 'desktop'];
  const scores = await measureLighthouse(
    [login, mallHome, mallSearch, mallDetail],
    formFactors,
    LIGHTHOUSE_RUNS,
  );
  if (typeof scores === 'string') console.log(`web: Lighthouse not run, ${scores}`);
  else
    for (const score of scores) {
      const missed =
        score.formFactor === 'mobile' &&
        (score.performance < MOBILE_SCORE_TARGET || score.tbtMs >= MOBILE_TBT_TARGET_MS);
      console.log(`web  ${formatLighthouse(score)}${missed ? '  UNDER TARGET' : ''}`);
    }
}
