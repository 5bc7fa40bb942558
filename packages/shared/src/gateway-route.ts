import { z } from 'zod';
import { defineEntity, type DictOptions } from './admin-entity';
import { Permission } from './permissions';

/**
 * Gateway routes: requests under `<API_BASE>/gateway/{routerId}/...` are passed on to the route's upstream
 * `uri` when the route is enabled and its predicates hold, with its filters applied on the way. Upstreams
 * are limited by the operator's allow-list (GATEWAY_UPSTREAM_ALLOWLIST); the route only chooses among them.
 */

/** The path under the API base where routes are called: `${GATEWAY_PATH}/{routerId}/...`. */
export const GATEWAY_PATH = '/gateway';

export const GATEWAY_ROUTER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const GATEWAY_NAME_MAX_LENGTH = 100;
export const GATEWAY_URI_MAX_LENGTH = 500;
export const GATEWAY_RULES_MAX = 20;

/** Route status (JeecgBoot's): 1 enabled, 0 paused. A paused route answers 404 as an unknown one does. */
export const GatewayRouteStatus = { enabled: 1, paused: 0 } as const;
const STATUS_OPTIONS = {
  '1': { zh: '启用', en: 'Enabled' },
  '0': { zh: '停用', en: 'Paused' },
} as const satisfies DictOptions;
const YES_NO = {
  true: { zh: '是', en: 'Yes' },
  false: { zh: '否', en: 'No' },
} as const satisfies DictOptions;

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A header name (an RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/** Printable header values only: no CR/LF that could split a header. */
const HEADER_VALUE = /^[\x20-\x7e]{0,500}$/;
/** A path pattern: `/` then segments of URL characters, `*` one segment, `**` any rest. */
const PATH_PATTERN = /^\/[A-Za-z0-9._~!$&'()+,;=:@%/*-]{0,199}$/;

/**
 * Headers a route may not add: hop-by-hop and framing headers the proxy owns, and the caller's own
 * session, which only the route's forwardAuth flag passes on.
 */
export const GATEWAY_RESERVED_HEADERS = [
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'x-access-token',
  'cookie',
] as const;

const headerName = z
  .string()
  .trim()
  .regex(HEADER_NAME)
  .refine((name) => !(GATEWAY_RESERVED_HEADERS as readonly string[]).includes(name.toLowerCase()), {
    message: 'reserved header',
  });

/**
 * Predicates, all of which must hold: Path (any of its patterns matches the path after the routerId),
 * Method (any of its methods), Header (the header is present; with a value, equal to it).
 */
export const gatewayPredicateSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('Path'),
    args: z.array(z.string().trim().regex(PATH_PATTERN)).min(1).max(10),
  }),
  z.strictObject({ name: z.literal('Method'), args: z.array(z.enum(HTTP_METHODS)).min(1).max(7) }),
  z.strictObject({
    name: z.literal('Header'),
    args: z.union([z.tuple([headerName]), z.tuple([headerName, z.string().regex(HEADER_VALUE)])]),
  }),
]);
export type GatewayPredicate = z.infer<typeof gatewayPredicateSchema>;
export const GATEWAY_PREDICATE_NAMES = ['Path', 'Method', 'Header'] as const;

const positiveInt = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,5}$/)
    .refine((v) => Number(v) <= max);

/**
 * Filters, in order: StripPrefix (drop the first N path segments after the routerId), AddRequestHeader
 * (name, value), RequestRateLimiter (at most N requests per M seconds for each caller on this route),
 * InlineContent (no arguments: the upstream's HTML, SVG and XML are shown, sandboxed, not downloaded).
 */
export const gatewayFilterSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('StripPrefix'), args: z.tuple([positiveInt(20)]) }),
  z.strictObject({
    name: z.literal('AddRequestHeader'),
    args: z.tuple([headerName, z.string().regex(HEADER_VALUE)]),
  }),
  z.strictObject({
    name: z.literal('RequestRateLimiter'),
    args: z.tuple([positiveInt(100_000), positiveInt(86_400)]),
  }),
  z.strictObject({ name: z.literal('InlineContent'), args: z.tuple([]) }),
]);
export type GatewayFilter = z.infer<typeof gatewayFilterSchema>;
export const GATEWAY_FILTER_NAMES = [
  'StripPrefix',
  'AddRequestHeader',
  'RequestRateLimiter',
  'InlineContent',
] as const;

/** An upstream base URL: http or https, a host, no credentials, query or fragment. */
export const gatewayUriSchema = z
  .string()
  .trim()
  .max(GATEWAY_URI_MAX_LENGTH)
  .regex(/^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/i, {
    message: 'an http(s) URL without credentials, query or fragment',
  })
  .pipe(z.url({ protocol: /^https?$/ }));

export const gatewayRouteRecordSchema = z.object({
  id: z.string(),
  routerId: z.string(),
  name: z.string(),
  uri: z.string(),
  predicates: z.array(gatewayPredicateSchema),
  filters: z.array(gatewayFilterSchema),
  retryable: z.boolean(),
  stripPrefix: z.boolean(),
  /** The caller's X-Access-Token, Authorization and cookies go to the upstream (else they are removed). */
  forwardAuth: z.boolean(),
  /** Callable without signing in (else a session is needed). */
  publicAccess: z.boolean(),
  status: z.number().int(),
  status_dictText: z.string(),
  createTime: z.string(),
  version: z.number().int(),
});
export type GatewayRouteRecord = z.infer<typeof gatewayRouteRecordSchema>;

const gatewayRouteFields = {
  routerId: z.string().trim().regex(GATEWAY_ROUTER_ID_PATTERN),
  name: z.string().trim().min(1).max(GATEWAY_NAME_MAX_LENGTH),
  uri: gatewayUriSchema,
  predicates: z.array(gatewayPredicateSchema).max(GATEWAY_RULES_MAX).default([]),
  filters: z.array(gatewayFilterSchema).max(GATEWAY_RULES_MAX).default([]),
  retryable: z.boolean().default(false),
  stripPrefix: z.boolean().default(true),
  forwardAuth: z.boolean().default(false),
  publicAccess: z.boolean().default(false),
  status: z
    .union([z.literal(GatewayRouteStatus.enabled), z.literal(GatewayRouteStatus.paused)])
    .default(GatewayRouteStatus.enabled),
};

/** POST /sys/gatewayRoute/add. */
export const gatewayRouteAddSchema = z.strictObject(gatewayRouteFields);
export type GatewayRouteAddRequest = z.input<typeof gatewayRouteAddSchema>;

/** PUT /sys/gatewayRoute/edit: against the version the form read. */
export const gatewayRouteEditSchema = z.strictObject({
  ...gatewayRouteFields,
  id: z.string().min(1).max(64),
  version: z.number().int().min(0),
});
export type GatewayRouteEditRequest = z.input<typeof gatewayRouteEditSchema>;

/** GET /sys/gatewayRoute/upstreamPolicy: what the operator's allow-list holds (for the page's notice). */
export const gatewayUpstreamPolicySchema = z.object({ allowList: z.array(z.string()) });
export type GatewayUpstreamPolicy = z.infer<typeof gatewayUpstreamPolicySchema>;

/** The gateway routes on the admin kit (a platform setting: routerIds are unique across tenants). */
export const gatewayRouteEntity = defineEntity({
  name: 'gatewayRoute',
  basePath: '/sys/gatewayRoute',
  access: {
    list: Permission.gatewayRouteList,
    add: Permission.gatewayRouteAdd,
    edit: Permission.gatewayRouteEdit,
    delete: Permission.gatewayRouteDelete,
    export: Permission.gatewayRouteList,
  },
  record: gatewayRouteRecordSchema,
  add: gatewayRouteAddSchema,
  edit: gatewayRouteEditSchema,
  versioned: true,
  unique: ['routerId'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '网关路由', en: 'Gateway routes' },
  fields: {
    routerId: {
      title: { zh: '路由ID', en: 'Router ID' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 20,
    },
    name: {
      title: { zh: '路由名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: GATEWAY_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    uri: { title: { zh: '服务地址', en: 'Upstream URI' }, type: 'text', exportWidth: 40 },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: STATUS_OPTIONS,
      filter: 'eq',
      sortable: true,
      exportWidth: 10,
    },
    publicAccess: {
      title: { zh: '免登录', en: 'Public' },
      type: 'boolean',
      options: YES_NO,
      exportWidth: 10,
    },
    forwardAuth: {
      title: { zh: '转发登录凭证', en: 'Forward sign-in' },
      type: 'boolean',
      options: YES_NO,
      exportWidth: 14,
    },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
