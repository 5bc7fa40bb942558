import { readFileSync } from 'node:fs';
import { CUSTOMER_TYPES, DictCode, type LocalizedText } from '@mall/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDict, sysDictItem } from '../../modules/dict/schema';
import { BASE_DICTIONARIES } from '../../modules/dict/service';
import { sysPermission } from '../../modules/permission/schema';
import { sysRole } from '../../modules/role/schema';
import { sysTenant } from '../../modules/tenant/schema';
import { createTestApp, type TestApp } from '../../test/app';

// The names the product gives each thing: every place that shows one uses the same words.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HAN = /\p{Script=Han}/u;

/** The priority tags of the notification bell, as the web app names them. */
function bellPriorities(locale: 'zh' | 'en'): Record<string, string> {
  const file = new URL(`../../../../web/src/locales/${locale}/announcement.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { priority: Record<string, string> }).priority;
}

async function itemTexts(code: string): Promise<Map<string, LocalizedText>> {
  const rows = await t.app.db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(eq(sysDict.dictCode, code));
  return new Map(rows.map((row) => [row.value, row.text]));
}

/** Runs the statements of one committed migration again (they must be safe to run twice). */
async function runMigration(name: string): Promise<void> {
  const file = new URL(`../migrations/${name}.sql`, import.meta.url);
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
    if (!/^\s*(UPDATE|INSERT)/im.test(statement.replace(/^\s*--.*$/gm, ''))) continue;
    await t.app.db.execute(sql.raw(statement));
  }
}

describe('seeded terms', () => {
  it('names the customer types in the dictionary as registration does', () => {
    const dict = BASE_DICTIONARIES.find((entry) => entry.code === DictCode.customerType);
    expect(dict?.items.map((item) => [item.value, item.text])).toEqual(
      CUSTOMER_TYPES.map((type) => [type.code, type.name]),
    );
  });

  it('names the priorities in the dictionary as the notification bell does, in both languages', () => {
    const dict = BASE_DICTIONARIES.find((entry) => entry.code === DictCode.priority);
    for (const locale of ['zh', 'en'] as const) {
      const bell = bellPriorities(locale);
      expect(Object.fromEntries(dict?.items.map((item) => [item.value, item.text[locale]]) ?? [])).toEqual(
        bell,
      );
    }
  });

  it('leaves no English note in the Chinese dictionaries and roles', async () => {
    for (const dict of BASE_DICTIONARIES) {
      if (dict.description) expect(dict.description, dict.code).toMatch(HAN);
    }
    const roles = await t.app.db
      .select({ code: sysRole.roleCode, description: sysRole.description })
      .from(sysRole);
    for (const role of roles) if (role.description) expect(role.description, role.code).toMatch(HAN);
  });

  it('gives a database seeded before the same terms and tenant names, leaving changed texts alone', async () => {
    const db = t.app.db;
    const dictIds = (code: string) =>
      db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.dictCode, code));
    // The texts as the earlier seed wrote them, and one that an administrator changed since.
    await db
      .update(sysDictItem)
      .set({ itemText: { zh: '分销商', en: 'Distributor' } })
      .where(
        and(eq(sysDictItem.itemValue, 'distributor'), inArray(sysDictItem.dictId, dictIds('customer_type'))),
      );
    for (const [value, zh, en] of [
      ['L', '低', 'Low'],
      ['M', '中', 'Medium'],
    ] as const) {
      await db
        .update(sysDictItem)
        .set({ itemText: { zh, en } })
        .where(and(eq(sysDictItem.itemValue, value), inArray(sysDictItem.dictId, dictIds('priority'))));
    }
    await db
      .update(sysDictItem)
      .set({ itemText: { zh: '最高', en: 'Top' } })
      .where(and(eq(sysDictItem.itemValue, 'H'), inArray(sysDictItem.dictId, dictIds('priority'))));
    await db
      .update(sysDict)
      .set({ description: 'desc true or 1 marks the default currency' })
      .where(eq(sysDict.dictCode, DictCode.currency));
    await db.update(sysRole).set({ description: 'Administrator' }).where(eq(sysRole.roleCode, 'admin'));
    await db
      .update(sysPermission)
      .set({ name: { zh: '产品管理', en: 'Product management' } })
      .where(sql`${sysPermission.name}->>'zh' = '产品管理'`);
    await db.update(sysTenant).set({ nameEn: '' });

    await runMigration('0020_tenant_name_en');
    await runMigration('0021_dictionary_terms');

    for (const text of (await itemTexts(DictCode.customerType)).values()) expect(text.zh).not.toBe('分销商');
    expect((await itemTexts(DictCode.customerType)).get('distributor')).toEqual({
      zh: '经销商',
      en: 'Distributor',
    });
    const priorities = await itemTexts(DictCode.priority);
    expect(priorities.get('L')).toEqual({ zh: '一般消息', en: 'Normal' });
    expect(priorities.get('M')).toEqual({ zh: '重要消息', en: 'Important' });
    expect(priorities.get('H')).toEqual({ zh: '最高', en: 'Top' });
    const [currency] = await db
      .select({ description: sysDict.description })
      .from(sysDict)
      .where(eq(sysDict.dictCode, DictCode.currency));
    expect(currency?.description).toMatch(HAN);
    const admins = await db
      .select({ description: sysRole.description })
      .from(sysRole)
      .where(eq(sysRole.roleCode, 'admin'));
    for (const role of admins) expect(role.description).toMatch(HAN);
    const menus = await db
      .select({ name: sysPermission.name })
      .from(sysPermission)
      .where(sql`${sysPermission.name}->>'zh' = '产品管理'`);
    expect(menus.map((menu) => menu.name.en)).toEqual(menus.map(() => 'Product Management'));
    const [tenant] = await db
      .select({ nameEn: sysTenant.nameEn })
      .from(sysTenant)
      .where(eq(sysTenant.name, '默认租户'));
    expect(tenant?.nameEn).toBe('Default tenant');
  });
});

describe('roles’ English names', () => {
  it('are seeded, and the migration gives them to the seeded roles of an older database, not to renamed ones', async () => {
    const db = t.app.db;
    const named = async () =>
      new Map(
        (await db.select({ code: sysRole.roleCode, en: sysRole.roleNameEn }).from(sysRole)).map((role) => [
          role.code,
          role.en,
        ]),
      );
    expect(await named()).toEqual(
      new Map([
        ['admin', 'Administrator'],
        ['buyer', 'Buyer'],
        ['sales', 'Sales'],
      ]),
    );
    await db.update(sysRole).set({ roleNameEn: '' });
    await db.update(sysRole).set({ roleName: '销售代表' }).where(eq(sysRole.roleCode, 'sales'));

    await runMigration('0026_role_position_name_en');

    expect(await named()).toEqual(
      new Map([
        ['admin', 'Administrator'],
        ['buyer', 'Buyer'],
        ['sales', ''],
      ]),
    );
  });
});
