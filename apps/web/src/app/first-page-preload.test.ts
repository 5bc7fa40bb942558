import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppPath, ROUTER_BASENAME } from '../lib/app-paths';
import { startEarlyRequest } from '../lib/early-requests';
import { FIRST_PAGE_PATHS, FIRST_VIEW_WAIT_MS, preloadFirstPage } from './first-page-preload';
import { showMallHomeFirstView } from './layouts/mall/mall-first-view';

vi.mock('../lib/early-requests', () => ({ startEarlyRequest: vi.fn() }));
vi.mock('./layouts/mall/mall-first-view', () => ({ showMallHomeFirstView: vi.fn() }));
/** The admin modules this test saw imported (a mocked module's factory runs on its first import). */
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./guard/menu-page-preload', () => {
  imported.add('menu-page-preload');
  return {};
});
vi.mock('./layouts/admin/AdminLayout', () => {
  imported.add('AdminLayout');
  return {};
});
vi.mock('./pages/MenuPage', () => {
  imported.add('MenuPage');
  return {};
});

const early = vi.mocked(startEarlyRequest);
const firstView = vi.mocked(showMallHomeFirstView);
const MALL_HOME = `${ROUTER_BASENAME}${AppPath.mallHome}`;

/** Whether `promise` has settled after the pending timers up to `ms` ran. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
  early.mockReset();
  firstView.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('first page preload', () => {
  it('names the login page and the mall home by the paths the router serves them at', () => {
    expect(FIRST_PAGE_PATHS).toEqual([
      `${ROUTER_BASENAME}${AppPath.login}`,
      `${ROUTER_BASENAME}${AppPath.mallHome}`,
    ]);
  });

  it("lets the app's code load at once on the login page, asking nothing of the server", async () => {
    expect(await settledWithin(preloadFirstPage(`${ROUTER_BASENAME}${AppPath.login}`), 0)).toBe(true);
    expect(early).not.toHaveBeenCalled();
  });

  it("holds the app's code back on the mall home until its first view is painted", async () => {
    const answer = Promise.resolve(new Response('{}'));
    early.mockReturnValue(answer);
    let painted!: () => void;
    firstView.mockReturnValue(new Promise((resolve) => (painted = resolve)));
    const preload = preloadFirstPage(MALL_HOME);
    expect(firstView).toHaveBeenCalledWith(answer, 'zh');
    expect(await settledWithin(preload, FIRST_VIEW_WAIT_MS / 2)).toBe(false);
    painted();
    expect(await settledWithin(preload, 0)).toBe(true);
  });

  it('waits at most FIRST_VIEW_WAIT_MS for a slow or failing first view', async () => {
    early.mockReturnValue(Promise.resolve(new Response('{}')));
    firstView.mockReturnValue(new Promise(() => undefined));
    const preload = preloadFirstPage(MALL_HOME);
    expect(await settledWithin(preload, FIRST_VIEW_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(preload, 1)).toBe(true);

    firstView.mockReturnValue(Promise.reject(new Error('broken')));
    expect(await settledWithin(preloadFirstPage(MALL_HOME), 0)).toBe(true);
  });

  it('draws no first view without a session (no early answer)', async () => {
    early.mockReturnValue(undefined);
    expect(await settledWithin(preloadFirstPage(MALL_HOME), 0)).toBe(true);
    expect(firstView).not.toHaveBeenCalled();
  });

  it("asks for a signed-in page's permissions early, but not on the login pages", async () => {
    await preloadFirstPage(`${ROUTER_BASENAME}/mall/search`);
    expect(early).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/sys/permission/getUserPermissionByToken' }),
    );
    early.mockClear();
    await preloadFirstPage(`${ROUTER_BASENAME}${AppPath.register}`);
    expect(early).not.toHaveBeenCalled();
  });

  it("starts an admin page's layout and page picker with the app, only with a session and only for admin pages", async () => {
    vi.useRealTimers();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    early.mockReturnValue(Promise.resolve(new Response('{}')));
    await preloadFirstPage(`${ROUTER_BASENAME}/mall/search`);
    await preloadFirstPage(`${ROUTER_BASENAME}/404`);
    await settle();
    expect(imported.size).toBe(0);

    early.mockReturnValue(undefined);
    await preloadFirstPage(`${ROUTER_BASENAME}/demand/list`);
    await settle();
    expect(imported.size).toBe(0);

    early.mockReturnValue(Promise.resolve(new Response('{}')));
    await preloadFirstPage(`${ROUTER_BASENAME}/demand/list`);
    await vi.waitFor(() =>
      expect([...imported].sort()).toEqual(['AdminLayout', 'MenuPage', 'menu-page-preload']),
    );
  });
});
