import type { LocalizedText } from '@mall/shared';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
  jsonb,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '#platform/db/columns';
import { sysRole } from '../role/schema';

export const MenuType = { topMenu: 0, subMenu: 1, button: 2 } as const;

/** Menus and buttons (JeecgBoot's sys_permission), with the title in both languages. */
export const sysPermission = pgTable(
  'sys_permission',
  {
    id: idColumn(),
    parentId: text('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Route path, or an http(s) URL for an external link. */
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    menuType: smallint('menu_type').notNull(),
    /** Permission code, e.g. system:user:list. */
    perms: text('perms'),
    /** '1' shows a control, '2' disables a form field. */
    permsType: varchar('perms_type', { length: 10 }).$type<'1' | '2'>().notNull().default('1'),
    sortNo: doublePrecision('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: text('icon'),
    /** The locale key the client may title the menu with instead of `name`. */
    i18nKey: text('i18n_key'),
    isRoute: boolean('is_route').notNull().default(true),
    /** No sub-menus under it (buttons do not count). */
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    description: text('description'),
    delFlag: smallint('del_flag').notNull().default(0),
    ruleFlag: smallint('rule_flag').notNull().default(0),
    /** Button validity: '1' active, '0' inactive. */
    status: varchar('status', { length: 2 }).$type<'0' | '1'>().notNull().default('1'),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    ...auditColumns(),
  },
  (table) => [
    index('sys_permission_parent_idx').on(table.parentId),
    index('sys_permission_menu_type_idx').on(table.menuType, table.sortNo),
  ],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => sysPermission.id, { onDelete: 'cascade' }),
    dataRuleIds: text('data_rule_ids'),
  },
  // The primary key serves lookups by role.
  (table) => [
    primaryKey({ columns: [table.roleId, table.permissionId] }),
    index('sys_role_permission_permission_idx').on(table.permissionId),
  ],
);
