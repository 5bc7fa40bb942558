import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { sysCategory, sysUser } from '../../test/tables';
import type { Database } from '#platform/db/client';
import { CatalogueCache } from './catalogue-cache';
import { mallCatalogueVersion, mallProduct, mallProductStyle } from './schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function version(): Promise<number> {
  const [row] = await t.app.db.select().from(mallCatalogueVersion).where(eq(mallCatalogueVersion.id, 1));
  return row!.version;
}

async function anyProduct() {
  const [product] = await t.app.db.select().from(mallProduct).limit(1);
  return product!;
}

/** A write that changes nothing a buyer sees, but is a write all the same. */
const touchProduct = (id: string) =>
  t.app.db
    .update(mallProduct)
    .set({ sortNo: sql`${mallProduct.sortNo}` })
    .where(eq(mallProduct.id, id));

describe('the catalogue version', () => {
  it('moves on once for each committed transaction that changes products, styles or categories', async () => {
    const product = await anyProduct();
    const start = await version();
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(mallProduct)
        .set({ sortNo: sql`${mallProduct.sortNo}` })
        .where(eq(mallProduct.id, product.id));
      await tx
        .update(mallProductStyle)
        .set({ sortNo: sql`${mallProductStyle.sortNo}` })
        .where(eq(mallProductStyle.productId, product.id));
    });
    expect(await version()).toBe(start + 1);

    await t.app.db
      .update(sysCategory)
      .set({ sort: sql`${sysCategory.sort}` })
      .where(eq(sysCategory.id, product.categoryId));
    expect(await version()).toBe(start + 2);
  });

  it('stays when the transaction rolls back or the write is elsewhere', async () => {
    const product = await anyProduct();
    const start = await version();
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx
          .update(mallProduct)
          .set({ sortNo: sql`${mallProduct.sortNo}` })
          .where(eq(mallProduct.id, product.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.app.db.update(sysUser).set({ updateTime: new Date() }).where(eq(sysUser.username, 'buyer'));
    expect(await version()).toBe(start);
  });
});

describe('CatalogueCache', () => {
  it('answers again without loading until the catalogue changes', async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(async () => ({ loads: load.mock.calls.length }));
    expect(await cache.read(t.app.db, 'a', load)).toEqual({ loads: 1 });
    expect(await cache.read(t.app.db, 'a', load)).toEqual({ loads: 1 });
    expect(await cache.read(t.app.db, 'b', load)).toEqual({ loads: 2 });
    expect(load).toHaveBeenCalledTimes(2);

    await touchProduct((await anyProduct()).id);
    expect(await cache.read(t.app.db, 'a', load)).toEqual({ loads: 3 });
    expect(cache.size).toBe(1);
  });

  it('does not keep an answer read while the catalogue changed', async () => {
    const cache = new CatalogueCache();
    const product = await anyProduct();
    const racing = vi.fn(async () => {
      // Another request sees the change first, while this one is still reading.
      await touchProduct(product.id);
      await cache.read(t.app.db, 'other', async () => 'newer');
      return 'older';
    });
    expect(await cache.read(t.app.db, 'a', racing)).toBe('older');
    const load = vi.fn(async () => 'again');
    expect(await cache.read(t.app.db, 'a', load)).toBe('again');
    expect(load).toHaveBeenCalledOnce();
  });

  it('shares one version read among requests arriving together, but never one already under way', async () => {
    // A database whose version reads answer when the test says, with the version as of their start.
    let current = 1;
    const reads: Array<() => void> = [];
    const db = {
      select: () => ({
        from: () => ({
          where: () => {
            const seen = current;
            return new Promise<{ version: number }[]>((resolve) =>
              reads.push(() => resolve([{ version: seen }])),
            );
          },
        }),
      }),
    } as unknown as Database;
    const settle = async () => {
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    };
    const cache = new CatalogueCache();
    const load = vi.fn(async () => 'answer');

    const together = [cache.read(db, 'a', load), cache.read(db, 'b', load), cache.read(db, 'c', load)];
    await settle();
    expect(reads).toHaveLength(1);
    // The catalogue changes while that read runs: a request arriving now reads again, after it.
    current = 2;
    const later = cache.read(db, 'a', load);
    reads.shift()!();
    await Promise.all(together);
    expect(load).toHaveBeenCalledTimes(3);
    await settle();
    expect(reads).toHaveLength(1);
    reads.shift()!();
    await later;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps at most 1000 answers, dropping the least recently read', async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(async () => 'answer');
    await cache.read(t.app.db, 'first', load);
    await cache.read(t.app.db, 'second', load);
    for (let n = 0; n < 998; n += 1) await cache.read(t.app.db, `filler ${n}`, load);
    await cache.read(t.app.db, 'first', load);
    await cache.read(t.app.db, 'one too many', load);
    expect(cache.size).toBe(1000);
    load.mockClear();
    await cache.read(t.app.db, 'first', load);
    expect(load).not.toHaveBeenCalled();
    await cache.read(t.app.db, 'second', load);
    expect(load).toHaveBeenCalledOnce();
  });
});
