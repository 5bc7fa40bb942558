import type { LocalizedText } from '@mall/shared';

/** The tenants module's own answers. */
export const tenantMessages = {
  'tenant.inUse': {
    zh: '该租户下还有其他用户，不能删除',
    en: 'Other users still belong to this tenant; it cannot be deleted',
  },
  'tenant.acting': {
    zh: '不能删除或冻结当前所在的租户',
    en: 'You cannot delete or freeze the tenant you are working in',
  },
} satisfies Record<`tenant.${string}`, LocalizedText>;

export const TENANT_STATUS_TEXT = {
  0: { zh: '冻结', en: 'Frozen' },
  1: { zh: '正常', en: 'Normal' },
} satisfies Record<0 | 1, LocalizedText>;

export const TENANT_EXPORT_TEXT = {
  sheet: { zh: '租户列表', en: 'Tenants' },
  name: { zh: '租户名称', en: 'Name' },
  nameEn: { zh: '英文名称', en: 'Name in English' },
  status: { zh: '状态', en: 'Status' },
  beginDate: { zh: '开始时间', en: 'Begins' },
  endDate: { zh: '结束时间', en: 'Ends' },
  userCount: { zh: '用户数', en: 'Users' },
  createTime: { zh: '创建时间', en: 'Created' },
} satisfies Record<string, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof tenantMessages, LocalizedText> {}
}
