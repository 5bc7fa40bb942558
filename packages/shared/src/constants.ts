// Free of zod: every page reads these, and must not load the schema library for them.

/** Fixed values both sides rely on: session lifetime, request timeout, paging. */
export const SESSION_TTL_MS = 604_800_000; // 7 days: token, user info and dictionaries
export const HTTP_TIMEOUT_MS = 30_000;
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1_500;
export const NOTIFICATION_DURATION_S = 4;
export const LANGUAGE_SWITCH_DELAY_MS = 1_000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const MAX_PAGE_SIZE = 500;
export const CLIENT_PLATFORM = 'ms';

/** Where the app and its API live. */
export const WEB_BASE = '/mall/';
export const API_BASE = '/mall/serversys';
/** The page users land on after signing in, unless MAIN_INDEX_PAGE names another (the mall home). */
export const DEFAULT_MAIN_INDEX_PAGE = '/mall/index';

export const HEADER_ACCESS_TOKEN = 'X-Access-Token';
export const HEADER_TENANT_ID = 'tenant_id';
/** The same header as JeecgBoot 2.4 (`tenant-id`) and later versions (`X-Tenant-Id`) name it. */
export const HEADER_TENANT_ID_ALIASES = ['tenant-id', 'x-tenant-id'] as const;
