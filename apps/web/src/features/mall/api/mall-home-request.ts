import type { EarlyRequest } from '../../../lib/early-requests';

/** GET /mall/home: hot and recommended products and the category list (needs a session). */
export const MALL_HOME_REQUEST = { method: 'GET', path: '/mall/home' } as const satisfies EarlyRequest;
