import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const BUTTONS = [
  ['list', { zh: '查询', en: 'List' }, Permission.messageTemplateList],
  ['add', { zh: '新增', en: 'Add' }, Permission.messageTemplateAdd],
  ['edit', { zh: '编辑', en: 'Edit' }, Permission.messageTemplateEdit],
  ['delete', { zh: '删除', en: 'Delete' }, Permission.messageTemplateDelete],
  ['send', { zh: '发送测试', en: 'Test send' }, Permission.messageTemplateSend],
] as const;

/** The System group's message templates (admin only): what system messages say. */
export const MESSAGE_TEMPLATE_MENU: MenuSeed[] = [
  {
    key: 'messageTemplates',
    parent: 'system',
    name: { zh: '消息模板', en: 'Message templates' },
    menuType: MenuType.subMenu,
    url: '/system/messageTemplate',
    component: 'modules/message/SysMessageTemplateList',
    componentName: 'SysMessageTemplateList',
    icon: 'mail',
    sortNo: 31,
  },
  ...BUTTONS.map(([action, name, perms], index) => ({
    key: `messageTemplates.${action}`,
    parent: 'messageTemplates',
    name,
    menuType: MenuType.button,
    perms,
    sortNo: index + 1,
  })),
];
