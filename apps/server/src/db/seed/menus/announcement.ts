import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const BUTTONS = [
  ['list', { zh: '查询', en: 'List' }, Permission.announcementList],
  ['add', { zh: '新增', en: 'Add' }, Permission.announcementAdd],
  ['edit', { zh: '编辑', en: 'Edit' }, Permission.announcementEdit],
  ['delete', { zh: '删除', en: 'Delete' }, Permission.announcementDelete],
  ['release', { zh: '发布/撤销', en: 'Publish / revoke' }, Permission.announcementRelease],
] as const;

/** The System group's announcement administration (admin only); every user reads theirs from the bell. */
export const ANNOUNCEMENT_MENU: MenuSeed[] = [
  {
    key: 'announcements',
    parent: 'system',
    name: { zh: '系统通告', en: 'Announcements' },
    menuType: MenuType.subMenu,
    url: '/system/annountCement',
    component: 'system/SysAnnouncementList',
    componentName: 'SysAnnouncementList',
    icon: 'notification',
    sortNo: 30,
  },
  ...BUTTONS.map(([action, name, perms], index) => ({
    key: `announcements.${action}`,
    parent: 'announcements',
    name,
    menuType: MenuType.button,
    perms,
    sortNo: index + 1,
  })),
  // The user's own announcements, opened from the bell's 'view more': every role reads its own.
  {
    key: 'userAnnouncement',
    name: { zh: '我的消息', en: 'My messages' },
    menuType: MenuType.subMenu,
    url: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    componentName: 'UserAnnouncementList',
    icon: 'bell',
    sortNo: 99,
    hidden: true,
    roles: ['sales', 'buyer'],
  },
];
