import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const JOB_BUTTONS = [
  ['list', { zh: '查询', en: 'List' }, Permission.quartzJobList],
  ['add', { zh: '新增', en: 'Add' }, Permission.quartzJobAdd],
  ['edit', { zh: '编辑', en: 'Edit' }, Permission.quartzJobEdit],
  ['delete', { zh: '删除', en: 'Delete' }, Permission.quartzJobDelete],
  ['run', { zh: '启停与执行', en: 'Pause, resume, run now' }, Permission.quartzJobRun],
  ['platform', { zh: '平台级任务', en: 'Platform-wide jobs' }, Permission.quartzJobPlatform],
] as const;

/** The System group's scheduled jobs and logs (admin only): steering and auditing the running system. */
export const OPERATIONS_MENU: MenuSeed[] = [
  {
    key: 'quartzJobs',
    parent: 'system',
    name: { zh: '定时任务', en: 'Scheduled jobs' },
    menuType: MenuType.subMenu,
    url: '/system/quartzJob',
    component: 'system/QuartzJobList',
    componentName: 'QuartzJobList',
    icon: 'clock-circle',
    sortNo: 40,
  },
  ...JOB_BUTTONS.map(([action, name, perms], index) => ({
    key: `quartzJobs.${action}`,
    parent: 'quartzJobs',
    name,
    menuType: MenuType.button,
    perms,
    sortNo: index + 1,
  })),
  {
    key: 'sysLogs',
    parent: 'system',
    name: { zh: '系统日志', en: 'System log' },
    menuType: MenuType.subMenu,
    url: '/system/log',
    component: 'system/LogList',
    componentName: 'LogList',
    icon: 'file-search',
    sortNo: 41,
  },
  {
    key: 'sysLogs.list',
    parent: 'sysLogs',
    name: { zh: '查询与导出', en: 'List and export' },
    menuType: MenuType.button,
    perms: Permission.logList,
    sortNo: 1,
  },
];
