import type { PageResult, UserRecord } from '@mall/shared';
import { http } from '../../../lib/http';
import type { ListQueryParams } from '../../../widgets/pro-table/pro-table-request';

/** GET /sys/user/list: paging, sort (USER_SORT_COLUMNS only) and the username/realname/phone/status filters. */
export function fetchUserList(query: ListQueryParams): Promise<PageResult<UserRecord>> {
  return http.get<PageResult<UserRecord>>('/sys/user/list', query);
}
