import type { MallHomeResult } from '@mall/shared';
import { http } from '../../../lib/http';
import { MALL_HOME_REQUEST } from './mall-home-request';

/** The mall home (see MALL_HOME_REQUEST). */
export function fetchMallHome(signal?: AbortSignal): Promise<MallHomeResult> {
  // The page shows its own error state, so no notification.
  return http.get<MallHomeResult>(MALL_HOME_REQUEST.path, undefined, { silent: true, signal });
}
