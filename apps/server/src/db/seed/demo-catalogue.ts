import type { LocalizedText } from '@mall/shared';
import type { Database } from '../../platform/db/client';
import { newId } from '../../platform/ids';
import { mallCategory, mallProduct } from '../../modules/catalogue/schema';

interface DemoProduct {
  sku: string;
  name: LocalizedText;
  model: string;
  brand: string;
  price: string;
  hot?: boolean;
  recommend?: boolean;
}

const DEMO_CATALOGUE: { name: LocalizedText; products: DemoProduct[] }[] = [
  {
    name: { zh: '螺栓紧固件', en: 'Bolts & Fasteners' },
    products: [
      {
        sku: 'BLT-M8-30-88',
        name: { zh: '六角头螺栓 M8×30 8.8级 镀锌', en: 'Hex Head Bolt M8×30 Grade 8.8, Zinc-Plated' },
        model: 'DIN 933 M8×30',
        brand: 'Bossard',
        price: '0.85',
        hot: true,
      },
      {
        sku: 'BLT-M12-50-109',
        name: { zh: '六角头螺栓 M12×50 10.9级 发黑', en: 'Hex Head Bolt M12×50 Grade 10.9, Black' },
        model: 'DIN 933 M12×50',
        brand: 'Würth',
        price: '2.60',
        recommend: true,
      },
      {
        sku: 'SCR-M6-20-A2',
        name: { zh: '不锈钢内六角圆柱头螺钉 M6×20 A2-70', en: 'Stainless Socket Head Cap Screw M6×20 A2-70' },
        model: 'ISO 4762 M6×20',
        brand: 'Fabory',
        price: '0.45',
      },
    ],
  },
  {
    name: { zh: '轴承', en: 'Bearings' },
    products: [
      {
        sku: 'BRG-6204-2RS',
        name: { zh: '深沟球轴承 6204-2RS', en: 'Deep Groove Ball Bearing 6204-2RS' },
        model: '6204-2RSH',
        brand: 'SKF',
        price: '38.50',
        hot: true,
        recommend: true,
      },
      {
        sku: 'BRG-22210-E',
        name: { zh: '调心滚子轴承 22210 E', en: 'Spherical Roller Bearing 22210 E' },
        model: '22210 E',
        brand: 'SKF',
        price: '612.00',
        recommend: true,
      },
      {
        sku: 'BRG-NU206',
        name: { zh: '圆柱滚子轴承 NU206', en: 'Cylindrical Roller Bearing NU206' },
        model: 'NU206-E-XL-TVP2',
        brand: 'FAG',
        price: '156.80',
        hot: true,
      },
    ],
  },
  {
    name: { zh: '传感器', en: 'Sensors' },
    products: [
      {
        sku: 'SEN-E2E-X5',
        name: { zh: '电感式接近开关 M18 PNP', en: 'Inductive Proximity Sensor M18, PNP' },
        model: 'E2E-X5E1 2M',
        brand: 'Omron',
        price: '186.00',
        hot: true,
      },
      {
        sku: 'SEN-WL9-4P',
        name: { zh: '反射式光电传感器', en: 'Retro-Reflective Photoelectric Sensor' },
        model: 'WL9-4P2230',
        brand: 'SICK',
        price: '742.50',
        recommend: true,
      },
      {
        sku: 'SEN-TR10-PT100',
        name: { zh: 'PT100 铂电阻温度传感器', en: 'PT100 Resistance Temperature Sensor' },
        model: 'TR10-C',
        brand: 'WIKA',
        price: '1280.00',
      },
    ],
  },
  {
    name: { zh: 'PLC模块', en: 'PLC Modules' },
    products: [
      {
        sku: 'PLC-S7-1214C',
        name: { zh: 'S7-1200 CPU 1214C 紧凑型控制器', en: 'S7-1200 CPU 1214C Compact Controller' },
        model: '6ES7214-1AG40-0XB0',
        brand: 'Siemens',
        price: '3650.00',
        hot: true,
        recommend: true,
      },
      {
        sku: 'PLC-FX5U-32MR',
        name: { zh: 'FX5U-32MR 可编程控制器', en: 'FX5U-32MR Programmable Controller' },
        model: 'FX5U-32MR/ES',
        brand: 'Mitsubishi Electric',
        price: '2980.00',
        hot: true,
      },
      {
        sku: 'PLC-SM1231-AI4',
        name: { zh: 'SM 1231 模拟量输入模块 4AI', en: 'SM 1231 Analog Input Module, 4 AI' },
        model: '6ES7231-4HD32-0XB0',
        brand: 'Siemens',
        price: '1560.00',
        recommend: true,
      },
    ],
  },
];

/** A small bilingual catalogue so that a fresh start has something to browse. */
export async function seedDemoCatalogue(db: Database, tenantId: string): Promise<void> {
  let productSort = 0;
  for (const [categoryIndex, category] of DEMO_CATALOGUE.entries()) {
    const categoryId = newId();
    await db.insert(mallCategory).values({
      id: categoryId,
      tenantId,
      name: category.name,
      sortNo: categoryIndex + 1,
      createBy: 'system',
    });
    await db.insert(mallProduct).values(
      category.products.map((product) => ({
        id: newId(),
        tenantId,
        categoryId,
        sku: product.sku,
        name: product.name,
        model: product.model,
        brand: product.brand,
        price: product.price,
        hot: product.hot ?? false,
        recommend: product.recommend ?? false,
        sortNo: ++productSort,
        createBy: 'system',
      })),
    );
  }
}
