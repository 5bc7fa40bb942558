import type { LocalizedText } from '@mall/shared';

/** The gateway's answers. */
export const gatewayMessages = {
  'gateway.routerIdTaken': { zh: '路由ID已存在', en: 'This router ID is already in use' },
  'gateway.routeNotFound': { zh: '网关路由不存在或已停用', en: 'No such gateway route, or it is paused' },
  'gateway.badPath': { zh: '请求路径不合法', en: 'The request path is not allowed' },
  'gateway.upstreamRefused': {
    zh: '该路由的服务地址不在允许列表内（GATEWAY_UPSTREAM_ALLOWLIST）',
    en: "The route's upstream is not on the allow-list (GATEWAY_UPSTREAM_ALLOWLIST)",
  },
  'gateway.upstreamFailed': { zh: '上游服务无法访问', en: 'The upstream service could not be reached' },
} satisfies Record<`gateway.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof gatewayMessages, LocalizedText> {}
}
