import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

function buttons(
  menu: string,
  codes: { list: string; add: string; edit: string; delete: string },
): MenuSeed[] {
  return [
    { key: `${menu}.list`, parent: menu, name: { zh: '查询', en: 'List' }, perms: codes.list, sortNo: 1 },
    { key: `${menu}.add`, parent: menu, name: { zh: '新增', en: 'Add' }, perms: codes.add, sortNo: 2 },
    { key: `${menu}.edit`, parent: menu, name: { zh: '编辑', en: 'Edit' }, perms: codes.edit, sortNo: 3 },
    {
      key: `${menu}.delete`,
      parent: menu,
      name: { zh: '删除', en: 'Delete' },
      perms: codes.delete,
      sortNo: 4,
    },
  ].map((entry) => ({ ...entry, menuType: MenuType.button }));
}

/** The System group's reference data: dictionaries and the category tree, with their buttons. */
export const REFERENCE_DATA_MENU: MenuSeed[] = [
  {
    key: 'dicts',
    parent: 'system',
    name: { zh: '数据字典', en: 'Dictionaries' },
    menuType: MenuType.subMenu,
    url: '/system/dict',
    component: 'system/DictList',
    componentName: 'DictList',
    icon: 'file-text',
    sortNo: 20,
  },
  ...buttons('dicts', {
    list: Permission.dictList,
    add: Permission.dictAdd,
    edit: Permission.dictEdit,
    delete: Permission.dictDelete,
  }),
  {
    key: 'categories',
    parent: 'system',
    name: { zh: '分类字典', en: 'Categories' },
    menuType: MenuType.subMenu,
    url: '/system/category',
    component: 'system/SysCategoryList',
    componentName: 'SysCategoryList',
    icon: 'appstore',
    sortNo: 21,
  },
  ...buttons('categories', {
    list: Permission.categoryList,
    add: Permission.categoryAdd,
    edit: Permission.categoryEdit,
    delete: Permission.categoryDelete,
  }),
];
