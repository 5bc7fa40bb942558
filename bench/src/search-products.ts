import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/client';
import { newId } from '../../apps/server/src/platform/ids';
import { sysCategory } from '../../apps/server/src/modules/category/schema';
import { mallProduct } from '../../apps/server/src/modules/catalogue/schema';
import { productSearchTerms } from '../../apps/server/src/modules/catalogue/service';

/** Product families: Chinese and English nouns the names are made of, and the code prefix. */
const FAMILIES = [
  ['压力变送器', 'Pressure Transmitter', 'PT'],
  ['温度传感器', 'Temperature Sensor', 'TS'],
  ['接近开关', 'Proximity Switch', 'PX'],
  ['光电传感器', 'Photoelectric Sensor', 'PE'],
  ['伺服电机', 'Servo Motor', 'SM'],
  ['步进电机', 'Stepper Motor', 'ST'],
  ['伺服驱动器', 'Servo Drive', 'SD'],
  ['变频器', 'Frequency Inverter', 'FI'],
  ['开关电源', 'Switching Power Supply', 'PS'],
  ['不间断电源', 'Uninterruptible Power Supply', 'UP'],
  ['圆形连接器', 'Circular Connector', 'CC'],
  ['接线端子', 'Terminal Block', 'TB'],
  ['深沟球轴承', 'Deep Groove Ball Bearing', 'BB'],
  ['电磁阀', 'Solenoid Valve', 'SV'],
  ['气缸', 'Pneumatic Cylinder', 'PC'],
  ['继电器', 'Safety Relay', 'RL'],
] as const;
const ADJECTIVES = [
  ['紧凑型', 'Compact'],
  ['重载', 'Heavy Duty'],
  ['防爆', 'Explosion-Proof'],
  ['高精度', 'High Precision'],
  ['不锈钢', 'Stainless'],
  ['微型', 'Miniature'],
  ['智能', 'Smart'],
  ['工业级', 'Industrial'],
] as const;
const BRANDS = [
  'Siemens',
  'Omron',
  'SICK',
  'WIKA',
  'ABB',
  'Schneider',
  'Festo',
  'SMC',
  'Phoenix',
  'WAGO',
  'SKF',
  'Yaskawa',
];
const VALUES = [
  'IP67',
  'IP65',
  '24 V DC',
  '4-20 mA',
  'PROFINET',
  'Modbus',
  'M12',
  'M18',
  'G1/4',
  'NPN',
  'PNP',
  '230 V AC',
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

/**
 * Adds `count` generated products (bilingual names from the families above, codes like PT-SIE-001234,
 * four parameters each, a price) to the tenant that has the demo categories, spread over its leaf
 * categories. Only the product rows: search reads nothing else.
 */
export async function generateProducts(db: Database, count: number, batchSize = 500): Promise<void> {
  const leaves = await db
    .select({ id: sysCategory.id, tenantId: sysCategory.tenantId })
    .from(sysCategory)
    .where(eq(sysCategory.hasChild, false));
  if (leaves.length === 0) throw new Error('no categories: start with DEMO_DATA on');
  const tenantId = leaves[0]?.tenantId as string;
  const categories = leaves.filter((leaf) => leaf.tenantId === tenantId);
  const start = Date.now() - count * 60_000;
  for (let first = 0; first < count; first += batchSize) {
    const rows: (typeof mallProduct.$inferInsert)[] = [];
    for (let n = first; n < Math.min(count, first + batchSize); n++) {
      const [familyZh, familyEn, prefix] = pick(FAMILIES, n);
      const [adjectiveZh, adjectiveEn] = pick(ADJECTIVES, Math.floor(n / 7));
      const brand = pick(BRANDS, Math.floor(n / 3));
      const code = `${prefix}-${brand.slice(0, 3).toUpperCase()}-${String(n).padStart(6, '0')}`;
      const model = `${prefix}${(n * 7919) % 100000}`;
      const name = { zh: `${adjectiveZh}${familyZh} ${model}`, en: `${adjectiveEn} ${familyEn} ${model}` };
      const parameters = [0, 1, 2, 3].map((i) => ({
        name: { zh: `参数${i}`, en: `Parameter ${i}` },
        value: pick(VALUES, n + i * 5),
      }));
      const cents = 100 + ((n * 104_729) % 5_000_000);
      rows.push({
        id: newId(),
        tenantId,
        categoryId: pick(categories, n).id,
        code,
        name,
        model,
        brand,
        hot: n % 997 === 0,
        recommend: n % 991 === 0,
        status: n % 50 === 0 ? 0 : 1,
        sortNo: n,
        price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        currency: 'CNY',
        searchTerms: productSearchTerms({ code, name, model, brand, parameters, styles: [] }),
        createTime: new Date(start + n * 60_000),
      });
    }
    await db.insert(mallProduct).values(rows);
  }
  await db.execute(sql`vacuum analyze mall_product`);
}

/** The searches a buyer makes, cycled in this order by every connection. */
export function scenarios(categoryId: string, leafId: string): Record<string, string>[] {
  return [
    { keyword: 'servo' },
    { keyword: 'pressure transmitter', pageNo: '2' },
    { keyword: '伺服' },
    { keyword: '传感器', sort: 'price' },
    { keyword: 'PT-SIE-0012' },
    { keyword: 'IP67', categoryId: leafId },
    { keyword: 'compact', sort: 'newest', pageSize: '20' },
    { categoryId, pageNo: '5', pageSize: '20' },
    { categoryId: leafId, sort: 'price', pageNo: '3' },
    { sort: 'newest', pageNo: '10', pageSize: '30' },
  ];
}

/**
 * Searches that never repeat within the mall's cache of answers (1,000): every adjective with every
 * family, in both languages, in every order, on two pages; 2,048 of them, cycled in this order.
 */
export function distinctScenarios(): Record<string, string>[] {
  const keywords = ADJECTIVES.flatMap(([adjectiveZh, adjectiveEn]) =>
    FAMILIES.flatMap(([familyZh, familyEn]) => [`${adjectiveZh} ${familyZh}`, `${adjectiveEn} ${familyEn}`]),
  );
  const sorts: Record<string, string>[] = [
    {},
    { sort: 'newest' },
    { sort: 'price' },
    { sort: 'price', order: 'desc' },
  ];
  return keywords.flatMap((keyword) =>
    sorts.flatMap((sort) => ['1', '2'].map((pageNo) => ({ keyword, ...sort, pageNo }))),
  );
}
