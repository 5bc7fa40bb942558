import type { AddressBookEntry, AddressBookQuery, PageResult } from '@mall/shared';
import { http } from '../../../lib/http';

const PATH = '/sys/user/queryByOrgCodeForAddressList';

/** The query key of one address-book page (user edits invalidate '/sys/user'). */
export const addressBookKey = (query: AddressBookQuery) => ['/sys/user', 'addressBook', query] as const;

/** GET /sys/user/queryByOrgCodeForAddressList: a page of the acting tenant's staff. */
export function fetchAddressBook(query: AddressBookQuery, signal?: AbortSignal) {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  return http.get<PageResult<AddressBookEntry>>(PATH, params, signal ? { signal } : {});
}
