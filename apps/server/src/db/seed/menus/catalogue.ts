import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const button = (
  key: string,
  parent: string,
  zh: string,
  en: string,
  perms: string,
  sortNo: number,
): MenuSeed => ({
  key,
  parent,
  name: { zh, en },
  menuType: MenuType.button,
  perms,
  sortNo,
  roles: ['sales'],
});

/** Product management: the product list with its edit page, and the production lots. Sales staff run it. */
export const CATALOGUE_MENU: MenuSeed[] = [
  {
    key: 'catalogue',
    name: { zh: '产品管理', en: 'Product Management' },
    menuType: MenuType.topMenu,
    url: '/catalogue',
    component: 'layouts/RouteView',
    redirect: '/catalogue/product',
    icon: 'appstore',
    isLeaf: false,
    sortNo: 5,
    roles: ['sales'],
  },
  {
    key: 'products',
    parent: 'catalogue',
    name: { zh: '产品列表', en: 'Products' },
    menuType: MenuType.subMenu,
    url: '/catalogue/product',
    component: 'catalogue/ProductList',
    componentName: 'ProductList',
    icon: 'shopping',
    sortNo: 1,
    roles: ['sales'],
  },
  button('products.list', 'products', '查询', 'List', Permission.productList, 1),
  button('products.add', 'products', '新增', 'Add', Permission.productAdd, 2),
  button('products.edit', 'products', '编辑', 'Edit', Permission.productEdit, 3),
  button('products.delete', 'products', '删除', 'Delete', Permission.productDelete, 4),
  button('products.shelf', 'products', '上架/下架', 'On/off shelf', Permission.productShelf, 5),
  button('products.lotList', 'products', '批次查询', 'Lots', Permission.lotList, 6),
  button('products.lotEdit', 'products', '批次登记', 'Record lots', Permission.lotEdit, 7),
  {
    key: 'productEdit',
    parent: 'catalogue',
    name: { zh: '产品编辑', en: 'Edit product' },
    menuType: MenuType.subMenu,
    url: '/catalogue/product/edit',
    component: 'catalogue/ProductEdit',
    componentName: 'ProductEdit',
    icon: 'edit',
    sortNo: 2,
    hidden: true,
    roles: ['sales'],
  },
];
