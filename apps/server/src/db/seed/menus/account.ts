import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/**
 * The staff's account centre (profile with avatar, security, notification preferences), opened from the
 * header's user menu rather than the side menu. Buyers keep theirs in the mall (/mall/myself).
 */
export const ACCOUNT_MENU: MenuSeed[] = [
  {
    key: 'accountSettings',
    name: { zh: '个人中心', en: 'Personal centre' },
    menuType: MenuType.subMenu,
    url: '/account/settings',
    component: 'account/AccountSettings',
    componentName: 'AccountSettings',
    icon: 'user',
    sortNo: 98,
    hidden: true,
    roles: ['sales'],
  },
];
