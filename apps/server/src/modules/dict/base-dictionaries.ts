import { CUSTOMER_TYPES, DictCode, type LocalizedText } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { applyEntries } from '#platform/base-data/ledger';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysDict, sysDictItem } from './schema';

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

interface DictValues extends Record<string, unknown> {
  dictName: LocalizedText;
  description: string;
  preload: boolean;
}

interface ItemValues extends Record<string, unknown> {
  itemText: LocalizedText;
  description: string;
  sortOrder: number;
}

type SeedItemOf = SeedItem & { dict: string; sortOrder: number };

const itemKey = (dictCode: string, value: string) => JSON.stringify([dictCode, value]);

/**
 * Brings the base dictionaries and their items of `tenantId` up to this build's (see applyEntries: new
 * ones added, a tenant administrator's edits and deletions kept). The items of a dictionary the tenant
 * deleted are not made.
 */
export async function seedTenantDictionaries(db: Database, tenantId: string): Promise<void> {
  const dicts = await db
    .select({
      id: sysDict.id,
      dictCode: sysDict.dictCode,
      dictName: sysDict.dictName,
      description: sysDict.description,
      preload: sysDict.preload,
    })
    .from(sysDict)
    .where(inTenant(sysDict.tenantId, tenantId));
  const { ids: dictIds } = await applyEntries<SeedDict, DictValues>(db, {
    kind: 'dict',
    scope: tenantId,
    entries: BASE_DICTIONARIES,
    keyOf: (dict) => dict.code,
    valuesOf: (dict) => ({
      dictName: dict.name,
      description: dict.description ?? '',
      preload: dict.preload ?? false,
    }),
    rows: dicts.map(({ id, dictCode, ...values }) => ({ id, adoptAs: dictCode, values })),
    insert: async (made) => {
      await db.insert(sysDict).values(
        made.map(({ id, entry, values }) => ({
          id,
          tenantId,
          dictCode: entry.code,
          ...values,
          createBy: 'system',
        })),
      );
    },
    update: async (id, changes) => {
      await db.update(sysDict).set(changes).where(eq(sysDict.id, id));
    },
  });

  const items = await db
    .select({
      id: sysDictItem.id,
      dictCode: sysDict.dictCode,
      itemValue: sysDictItem.itemValue,
      itemText: sysDictItem.itemText,
      description: sysDictItem.description,
      sortOrder: sysDictItem.sortOrder,
    })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(inTenant(sysDictItem.tenantId, tenantId));
  const entries: SeedItemOf[] = BASE_DICTIONARIES.flatMap((dict) =>
    dict.items.map((item, index) => ({ ...item, dict: dict.code, sortOrder: index + 1 })),
  );
  await applyEntries<SeedItemOf, ItemValues>(db, {
    kind: 'dictItem',
    scope: tenantId,
    entries,
    keyOf: (item) => itemKey(item.dict, item.value),
    valuesOf: (item) =>
      dictIds.has(item.dict)
        ? { itemText: item.text, description: item.description ?? '', sortOrder: item.sortOrder }
        : null,
    rows: items.map(({ id, dictCode, itemValue, ...values }) => ({
      id,
      adoptAs: itemKey(dictCode, itemValue),
      values,
    })),
    insert: async (made) => {
      await db.insert(sysDictItem).values(
        made.map(({ id, entry, values }) => ({
          id,
          tenantId,
          dictId: dictIds.get(entry.dict) as string,
          itemValue: entry.value,
          ...values,
          createBy: 'system',
        })),
      );
    },
    update: async (id, changes) => {
      await db.update(sysDictItem).set(changes).where(eq(sysDictItem.id, id));
    },
  });
}
