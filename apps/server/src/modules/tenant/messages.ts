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

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof tenantMessages, LocalizedText> {}
}
