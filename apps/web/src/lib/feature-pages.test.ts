import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './feature-pages';

describe('lazyPage', () => {
  it("downloads the page once and runs its module's prefetch with the app's query client", async () => {
    const prefetch = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ default: () => null, prefetch }));
    const page = lazyPage(load);
    const client = new QueryClient();

    await page.preload(client);
    await page.preload(client);

    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(client);
  });

  it('downloads again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const page = lazyPage(load);

    await expect(page.preload(new QueryClient())).rejects.toThrow('offline');
    await expect(page.preload(new QueryClient())).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
