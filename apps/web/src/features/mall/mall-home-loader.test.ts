import { QueryClient } from '@tanstack/react-query';
import type { MallHomeResult } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMallHome } from './api/mall-home-api';
import { MALL_HOME_QUERY_KEY } from './hooks/use-mall-home';
import { loadMallHome, MALL_HOME_WAIT_MS } from './mall-home-loader';

vi.mock('./api/mall-home-api', () => ({ fetchMallHome: vi.fn() }));

const HOME = { hot: [], recommend: [], categories: [] } as unknown as MallHomeResult;
const fetchHome = vi.mocked(fetchMallHome);
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  fetchHome.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('loadMallHome', () => {
  it('waits for a quick answer, so that the first render has the products', async () => {
    fetchHome.mockResolvedValue(HOME);
    await expect(loadMallHome(client)).resolves.toBeNull();
    expect(client.getQueryData(MALL_HOME_QUERY_KEY)).toBe(HOME);
  });

  it('goes on without a slow answer after the wait, and the answer still fills the cache', async () => {
    vi.useFakeTimers();
    let answer!: (home: MallHomeResult) => void;
    fetchHome.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let loaded = false;
    void loadMallHome(client).then(() => (loaded = true));
    await vi.advanceTimersByTimeAsync(MALL_HOME_WAIT_MS - 1);
    expect(loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toBe(true);
    expect(client.getQueryData(MALL_HOME_QUERY_KEY)).toBeUndefined();
    answer(HOME);
    await vi.waitFor(() => expect(client.getQueryData(MALL_HOME_QUERY_KEY)).toBe(HOME));
    expect(fetchHome).toHaveBeenCalledOnce();
  });

  it('leaves a failure to the page (the route still renders)', async () => {
    fetchHome.mockRejectedValue(new Error('offline'));
    await expect(loadMallHome(client)).resolves.toBeNull();
    expect(client.getQueryState(MALL_HOME_QUERY_KEY)?.status).toBe('error');
  });
});
