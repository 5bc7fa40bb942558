import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/** The staff address book (sales; admin has every entry): the tenant's people by department. */
export const ADDRESS_BOOK_MENU: MenuSeed[] = [
  {
    key: 'addressBook',
    name: { zh: '通讯录', en: 'Address book' },
    menuType: MenuType.topMenu,
    url: '/addressBook',
    component: 'system/AddressList',
    componentName: 'AddressList',
    icon: 'book',
    sortNo: 8,
    roles: ['sales'],
  },
  {
    key: 'addressBook.list',
    parent: 'addressBook',
    name: { zh: '查看通讯录', en: 'View address book' },
    menuType: MenuType.button,
    perms: Permission.addressBookList,
    sortNo: 1,
    roles: ['sales'],
  },
];
