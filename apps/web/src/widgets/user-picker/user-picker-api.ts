import type { PageResult, UserRecord } from '@mall/shared';
import { http } from '../../lib/http';

/** A user as the pickers hold it. */
export interface UserOption {
  id: string;
  username: string;
  realname: string;
}

/** The page size of the user picker's list. */
export const USER_PICKER_PAGE_SIZE = 10;

export interface UserPageQuery {
  pageNo: number;
  pageSize: number;
  /** Contains, in the username. */
  username?: string;
}

/** GET /sys/user/list: one page of the tenant's users. */
export function fetchUserPage(query: UserPageQuery, signal?: AbortSignal): Promise<PageResult<UserRecord>> {
  const params = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.username ? { username: query.username } : {}),
  };
  return http.get<PageResult<UserRecord>>('/sys/user/list', params, signal ? { signal } : {});
}

/** GET /sys/user/list?selections=: exactly the users `ids` (a value's names). */
export async function fetchUsersByIds(ids: readonly string[], signal?: AbortSignal): Promise<UserOption[]> {
  const page = await http.get<PageResult<UserRecord>>(
    '/sys/user/list',
    { selections: ids.join(','), pageNo: 1, pageSize: ids.length },
    signal ? { signal } : {},
  );
  return page.records.map(toUserOption);
}

export function toUserOption(user: Pick<UserRecord, 'id' | 'username' | 'realname'>): UserOption {
  return { id: user.id, username: user.username, realname: user.realname };
}
