import type { LocalizedText } from '@mall/shared';
import type { Database } from '../../platform/db/client';
import { insertCategory } from '../../modules/category/service';

interface DemoCategory {
  name: LocalizedText;
  children?: DemoCategory[];
}

/** The demo tree of industrial parts, two levels; codes follow the order below (A01, A01A01, ...). */
const TREE: DemoCategory[] = [
  {
    name: { zh: '传感器', en: 'Sensors' },
    children: [
      { name: { zh: '压力传感器', en: 'Pressure Sensors' } },
      { name: { zh: '温度传感器', en: 'Temperature Sensors' } },
      { name: { zh: '接近传感器', en: 'Proximity Sensors' } },
    ],
  },
  {
    name: { zh: '运动控制', en: 'Motion Control' },
    children: [
      { name: { zh: '伺服电机', en: 'Servo Motors' } },
      { name: { zh: '步进电机', en: 'Stepper Motors' } },
      { name: { zh: '驱动器', en: 'Drives' } },
    ],
  },
  {
    name: { zh: '电源', en: 'Power Supplies' },
    children: [
      { name: { zh: '开关电源', en: 'Switching Power Supplies' } },
      { name: { zh: '不间断电源', en: 'UPS' } },
    ],
  },
  {
    name: { zh: '连接器', en: 'Connectors' },
    children: [
      { name: { zh: '圆形连接器', en: 'Circular Connectors' } },
      { name: { zh: '接线端子', en: 'Terminal Blocks' } },
    ],
  },
];

/** The codes the demo tree gets, by a readable name (for the demo catalogue's products). */
export const DEMO_CATEGORY = {
  sensors: 'A01',
  pressureSensors: 'A01A01',
  temperatureSensors: 'A01A02',
  proximitySensors: 'A01A03',
  motionControl: 'A02',
  servoMotors: 'A02A01',
  stepperMotors: 'A02A02',
  drives: 'A02A03',
  power: 'A03',
  switchingPower: 'A03A01',
  ups: 'A03A02',
  connectors: 'A04',
  circularConnectors: 'A04A01',
  terminalBlocks: 'A04A02',
} as const;

/**
 * Seeds the bilingual demo category tree into `tenantId` (which must have no categories yet).
 * Answers the created ids by category code.
 */
export async function seedDemoCategories(db: Database, tenantId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const insert = async (nodes: DemoCategory[], parentId: string | null) => {
    for (const [index, node] of nodes.entries()) {
      const row = await insertCategory(db, tenantId, {
        parentId,
        name: node.name,
        sort: index + 1,
        by: 'system',
      });
      if (!row) throw new Error('demo category parent missing');
      ids[row.code] = row.id;
      if (node.children) await insert(node.children, row.id);
    }
  };
  await insert(TREE, null);
  return ids;
}
