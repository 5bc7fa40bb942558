import { CUSTOMER_TYPES, DictCode, type LocalizedText } from '@mall/shared';
import { notExists, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { sysTenant } from '../tenant/schema';
import { sysDict, sysDictItem } from './schema';
import { sameTenant } from '#platform/tenancy';

interface SeedItem {
  value: string;
  text: LocalizedText;
  description?: string;
}

interface SeedDict {
  code: string;
  name: LocalizedText;
  description?: string;
  /** Comes with the sign-in answer: the small code lists that lists and forms everywhere show. */
  preload?: boolean;
  items: SeedItem[];
}

/** The dictionaries every tenant starts with: the mall's reference values and the usual code lists. */
export const BASE_DICTIONARIES: readonly SeedDict[] = [
  {
    code: DictCode.currency,
    name: { zh: '价格单位', en: 'Price unit' },
    description: '描述为 true 或 1 的项是默认币种',
    items: [
      { value: 'CNY', text: { zh: '人民币', en: 'CNY' }, description: 'true' },
      { value: 'USD', text: { zh: '美元', en: 'USD' } },
      { value: 'EUR', text: { zh: '欧元', en: 'EUR' } },
    ],
  },
  {
    code: DictCode.fieldDiy,
    name: { zh: '商城字段显示', en: 'Mall field display' },
    description: '描述为空、true 或 1 时显示该字段',
    items: [
      { value: 'code', text: { zh: '产品编码', en: 'Product code' } },
      { value: 'model', text: { zh: '型号', en: 'Model' } },
      { value: 'brand', text: { zh: '品牌', en: 'Brand' } },
      { value: 'category', text: { zh: '分类', en: 'Category' } },
      { value: 'price', text: { zh: '价格', en: 'Price' } },
      { value: 'spec', text: { zh: '规格', en: 'Specification' } },
      { value: 'unit', text: { zh: '单位', en: 'Unit' } },
    ],
  },
  {
    code: DictCode.demandStatus,
    preload: true,
    name: { zh: '需求单状态', en: 'Demand order status' },
    items: [
      { value: '0', text: { zh: '待处理', en: 'Pending Processing' } },
      { value: '1', text: { zh: '已完成', en: 'Completed' } },
      { value: '2', text: { zh: '已关闭', en: 'Closed' } },
      { value: '3', text: { zh: '已取消', en: 'Cancelled' } },
    ],
  },
  {
    code: DictCode.approvalStatus,
    preload: true,
    name: { zh: '审批状态', en: 'Approval status' },
    items: [
      { value: '0', text: { zh: '审核中', en: 'In Review' } },
      { value: '1', text: { zh: '已同意', en: 'Approved' } },
      { value: '2', text: { zh: '已拒绝', en: 'Rejected' } },
      { value: '3', text: { zh: '已关闭', en: 'Closed' } },
    ],
  },
  {
    code: DictCode.customerType,
    preload: true,
    name: { zh: '客户类型', en: 'Customer type' },
    // The same names registration offers: one term per customer type.
    items: CUSTOMER_TYPES.map((type) => ({ value: type.code, text: { ...type.name } })),
  },
  {
    code: DictCode.yesNo,
    preload: true,
    name: { zh: '是否', en: 'Yes / No' },
    items: [
      { value: 'Y', text: { zh: '是', en: 'Yes' } },
      { value: 'N', text: { zh: '否', en: 'No' } },
    ],
  },
  {
    code: DictCode.sex,
    preload: true,
    name: { zh: '性别', en: 'Sex' },
    items: [
      { value: '1', text: { zh: '男', en: 'Male' } },
      { value: '2', text: { zh: '女', en: 'Female' } },
    ],
  },
  {
    code: DictCode.priority,
    preload: true,
    name: { zh: '优先级', en: 'Priority' },
    items: [
      { value: 'L', text: { zh: '一般消息', en: 'Normal' } },
      { value: 'M', text: { zh: '重要消息', en: 'Important' } },
      { value: 'H', text: { zh: '紧急消息', en: 'Urgent' } },
    ],
  },
];

/** Creates the base dictionaries in `tenantId` (a new tenant; none of them may exist there yet). */
export async function seedTenantDictionaries(db: Database, tenantId: string): Promise<void> {
  for (const dict of BASE_DICTIONARIES) {
    const dictId = newId();
    await db.insert(sysDict).values({
      id: dictId,
      tenantId,
      dictCode: dict.code,
      dictName: dict.name,
      description: dict.description ?? '',
      preload: dict.preload ?? false,
      createBy: 'system',
    });
    await db.insert(sysDictItem).values(
      dict.items.map((item, index) => ({
        id: newId(),
        tenantId,
        dictId,
        itemValue: item.value,
        itemText: item.text,
        description: item.description ?? '',
        sortOrder: index + 1,
        createBy: 'system',
      })),
    );
  }
}

/** Gives every tenant without any dictionary the base ones (tenants made before dictionaries, or by seeds). */
export async function seedDictionariesWhereMissing(db: Database): Promise<void> {
  const bare = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(sysDict)
          .where(sameTenant(sysDict.tenantId, sysTenant.id)),
      ),
    );
  for (const tenant of bare) await seedTenantDictionaries(db, tenant.id);
}
