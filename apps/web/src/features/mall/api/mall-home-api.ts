import type { MallHomeResult } from '@mall/shared';
import { http } from '../../../lib/http';

/** GET /mall/home: hot and recommended products and the category list (needs a session). */
export function fetchMallHome(signal?: AbortSignal): Promise<MallHomeResult> {
  // The page shows its own error state, so no notification.
  return http.get<MallHomeResult>('/mall/home', undefined, { silent: true, signal });
}
