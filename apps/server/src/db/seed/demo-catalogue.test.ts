import net from 'node:net';
import { buffer } from 'node:stream/consumers';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from '../../modules/catalogue/schema';
import { sysCategory } from '../../modules/category/schema';

let t: TestApp;
const connections: unknown[] = [];
const fetches: unknown[] = [];

beforeAll(async () => {
  // The embedded database needs no connection: any socket or fetch while seeding would reach the network.
  const embedded = process.env.TEST_DB !== 'postgres';
  const connect = vi.spyOn(net.Socket.prototype, 'connect');
  const fetch = vi.spyOn(globalThis, 'fetch');
  try {
    // A first start seeds it (not a copy of the seeded template): what this file checks.
    t = await createTestApp({ freshDatabase: true });
  } finally {
    if (embedded) connections.push(...connect.mock.calls);
    fetches.push(...fetch.mock.calls);
    connect.mockRestore();
    fetch.mockRestore();
  }
}, 120_000);
afterAll(() => t?.close());

const read = async (path: string) => buffer((await t.app.files.open(path))!.stream);

describe('the demo catalogue', () => {
  it('is made without the network', () => {
    expect(fetches).toEqual([]);
    expect(connections).toEqual([]);
  });

  it('has at least 8 bilingual categories in two levels', async () => {
    const categories = await t.app.db.select().from(sysCategory);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const roots = categories.filter((category) => category.pid === null);
    const children = categories.filter((category) => category.pid !== null);
    expect(roots.length).toBeGreaterThan(1);
    expect(children.length).toBeGreaterThan(roots.length);
    // Two levels: every child hangs under a root, whose code starts its own.
    for (const child of children) {
      const parent = roots.find((root) => root.id === child.pid);
      expect(parent, child.code).toBeDefined();
      expect(child.code.startsWith(parent!.code)).toBe(true);
    }
    for (const category of categories) expect(category.name.zh && category.name.en).toBeTruthy();
  });

  it('has 60 products, each with every part a buyer reads, in both languages', async () => {
    const products = await t.app.db.select().from(mallProduct).where(eq(mallProduct.delFlag, false));
    expect(products).toHaveLength(60);
    const [styles, parameters, resources, parts] = await Promise.all([
      t.app.db.select().from(mallProductStyle),
      t.app.db.select().from(mallProductParameter),
      t.app.db.select().from(mallProductResource),
      t.app.db.select().from(mallProductPart),
    ]);
    const of = <T extends { productId: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.productId === id);
    for (const product of products) {
      const label = product.code;
      expect(product.name.zh && product.name.en, label).toBeTruthy();
      expect(product.scenario.zh && product.scenario.en, label).toBeTruthy();
      expect(product.features.zh && product.features.en, label).toBeTruthy();
      expect(product.images.length, label).toBeGreaterThan(0);
      expect(of(styles, product.id).length, label).toBeGreaterThan(0);
      expect(of(parameters, product.id).length, label).toBeGreaterThan(0);
      expect(of(resources, product.id).filter((resource) => resource.file).length, label).toBeGreaterThan(0);
      expect(
        of(parts, product.id).filter((part) => part.kind === PartKind.suite).length,
        label,
      ).toBeGreaterThan(0);
    }
    expect(products.filter((product) => product.hot).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.recommend).length).toBeGreaterThan(0);
  });

  it('links accessories to other products of the catalogue', async () => {
    const linked = await t.app.db
      .select({ productId: mallProductPart.productId, linkedId: mallProductPart.partProductId })
      .from(mallProductPart)
      .innerJoin(mallProduct, eq(mallProduct.id, mallProductPart.partProductId))
      .where(
        and(
          eq(mallProductPart.kind, PartKind.accessory),
          isNotNull(mallProductPart.partProductId),
          ne(mallProductPart.partProductId, mallProductPart.productId),
        ),
      );
    expect(linked.length).toBeGreaterThanOrEqual(10);
  });

  it('ships real small PDF datasheets and PNG pictures', async () => {
    const resources = await t.app.db
      .select()
      .from(mallProductResource)
      .where(isNotNull(mallProductResource.file));
    expect(resources.length).toBeGreaterThanOrEqual(60);
    for (const resource of resources.slice(0, 10)) {
      const file = await read(resource.file!);
      expect(file.subarray(0, 5).toString('latin1'), resource.fileName).toBe('%PDF-');
      expect(file.toString('latin1').trimEnd().endsWith('%%EOF'), resource.fileName).toBe(true);
      // A page with text, small enough to seed quickly.
      expect(file.toString('latin1')).toMatch(/\/Type\s*\/Page\b/);
      expect(file.length).toBeLessThan(64 * 1024);
    }
    const [product] = await t.app.db.select().from(mallProduct).limit(1);
    const picture = await read(product!.images[0]!);
    expect(picture.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });
});
