import { API_BASE, type MallHomeResult } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { sysTenant } from '../tenant/schema';
import { mallCategory, mallProduct } from './schema';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('buyer');
});
afterAll(() => t?.close());

async function home(language?: string, headers: Record<string, string> = {}): Promise<MallHomeResult> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}/mall/home`,
    headers: { 'x-access-token': token, ...(language ? { 'accept-language': language } : {}), ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

describe('GET /mall/home', () => {
  it('shows the demo catalogue in Chinese by default', async () => {
    const result = await home();
    expect(result.categories.map((category) => category.name)).toEqual([
      '螺栓紧固件',
      '轴承',
      '传感器',
      'PLC模块',
    ]);
    expect(result.hot.length).toBeGreaterThan(0);
    expect(result.hot.length).toBeLessThanOrEqual(8);
    expect(result.recommend.length).toBeGreaterThan(0);
    expect(result.recommend.length).toBeLessThanOrEqual(8);
    expect(result.hot[0]).toEqual({
      id: expect.any(String),
      sku: 'BLT-M8-30-88',
      name: '六角头螺栓 M8×30 8.8级 镀锌',
      model: 'DIN 933 M8×30',
      brand: 'Bossard',
      price: '0.85',
      currency: 'CNY',
      categoryId: expect.any(String),
    });
    for (const product of [...result.hot, ...result.recommend]) expect(product.price).toMatch(/^\d+\.\d{2}$/);
    const categoryIds = new Set(result.categories.map((category) => category.id));
    for (const product of result.hot) expect(categoryIds.has(product.categoryId)).toBe(true);
  });

  it('shows the same products in English on request', async () => {
    const [zh, en] = [await home('zh-CN'), await home('en-GB,en;q=0.8')];
    expect(en.hot.map((product) => product.id)).toEqual(zh.hot.map((product) => product.id));
    expect(en.categories.map((category) => category.name)).toEqual([
      'Bolts & Fasteners',
      'Bearings',
      'Sensors',
      'PLC Modules',
    ]);
    expect(en.hot[0]?.name).toBe('Hex Head Bolt M8×30 Grade 8.8, Zinc-Plated');
    expect(en.recommend.find((product) => product.sku === 'PLC-S7-1214C')?.name).toBe(
      'S7-1200 CPU 1214C Compact Controller',
    );
  });

  it('shows at most 8 hot products and falls back to the other language for a missing name', async () => {
    const [category] = await t.app.db
      .select({ id: mallCategory.id, tenantId: mallCategory.tenantId })
      .from(mallCategory);
    await t.app.db.insert(mallProduct).values(
      Array.from({ length: 10 }, (_, i) => ({
        id: newId(),
        tenantId: category?.tenantId ?? '',
        categoryId: category?.id ?? '',
        sku: `EXTRA-${i}`,
        name: { zh: `仅中文 ${i}`, en: '' },
        price: '1234567.5',
        hot: true,
        sortNo: -10 + i,
      })),
    );
    const result = await home('en');
    expect(result.hot).toHaveLength(8);
    expect(result.hot[0]).toMatchObject({ sku: 'EXTRA-0', name: '仅中文 0', price: '1234567.50' });
  });

  it('shows only the caller’s tenant', async () => {
    const otherTenant = newId();
    await t.app.db.insert(sysTenant).values({ id: otherTenant, name: 'Other' });
    const categoryId = newId();
    await t.app.db
      .insert(mallCategory)
      .values({ id: categoryId, tenantId: otherTenant, name: { zh: '别家', en: 'Theirs' } });
    await t.app.db.insert(mallProduct).values({
      id: newId(),
      tenantId: otherTenant,
      categoryId,
      sku: 'THEIRS-1',
      name: { zh: '别家的', en: 'Theirs' },
      price: '1.00',
      hot: true,
      recommend: true,
    });
    const result = await home('en');
    expect(result.categories.map((category) => category.name)).not.toContain('Theirs');
    expect([...result.hot, ...result.recommend].map((product) => product.sku)).not.toContain('THEIRS-1');
  });
});
