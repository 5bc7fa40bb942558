import { defineEntity } from './admin-entity';
import { Permission } from './permissions';
import { permissionAddSchema, permissionEditSchema, permissionEntrySchema, ROLE_BATCH_MAX } from './role';

/**
 * Menus and buttons on the admin kit: add, edit, delete and deleteBatch only. Their list is a tree
 * (GET /sys/permission/list), not the kit's flat page, so the definition grants no `list` action and the
 * tree routes sit beside the kit's.
 */
export const permissionEntity = defineEntity({
  name: 'permission',
  basePath: '/sys/permission',
  access: {
    add: Permission.permissionAdd,
    edit: Permission.permissionEdit,
    delete: Permission.permissionDelete,
  },
  record: permissionEntrySchema,
  add: permissionAddSchema,
  edit: permissionEditSchema,
  versioned: false,
  defaultSort: { column: 'sortNo', order: 'asc' },
  batchMax: ROLE_BATCH_MAX,
  fields: {
    name: { title: { zh: '菜单名称', en: 'Name' }, type: 'localized' },
    menuType: {
      title: { zh: '菜单类型', en: 'Type' },
      type: 'dict',
      options: {
        0: { zh: '一级菜单', en: 'Top menu' },
        1: { zh: '子菜单', en: 'Sub-menu' },
        2: { zh: '按钮/权限', en: 'Button' },
      },
    },
    url: { title: { zh: '访问路径', en: 'Path' }, type: 'text' },
    perms: { title: { zh: '授权标识', en: 'Permission code' }, type: 'text' },
    sortNo: { title: { zh: '排序', en: 'Order' }, type: 'number', sortable: true },
  },
});
