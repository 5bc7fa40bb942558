import type { PageResult, PopupCode } from '@mall/shared';
import type { EntityListQuery } from './admin-kit';
import type { RequestContext } from './context';

/**
 * A list the business component picker may read: the owner module's own list (its tenant scoping, its
 * filter whitelist) behind the permission its list page needs.
 */
export interface PopupSourceList {
  permission: string;
  list(ctx: RequestContext, query: EntityListQuery): Promise<PageResult<object>>;
}

const sources = new Map<PopupCode, PopupSourceList>();

/** Called by the module that owns the list, when its routes are registered. */
export function registerPopupSource(code: PopupCode, source: PopupSourceList): void {
  sources.set(code, source);
}

/** The list registered for `code`; undefined when its module did not register one. */
export function popupSourceList(code: PopupCode): PopupSourceList | undefined {
  return sources.get(code);
}
