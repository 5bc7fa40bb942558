import type { PopupCode, PopupPage, PopupRecord } from '@mall/shared';
import { http } from '../../lib/http';

export interface PopupPageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

const dataPath = (code: PopupCode) => `/online/cgreport/api/getData/${code}`;

/** One page of the source `code`, matched on its query field. */
export function fetchPopupPage(
  code: PopupCode,
  query: PopupPageQuery,
  signal?: AbortSignal,
): Promise<PopupPage> {
  const params = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
  return http.get<PopupPage>(dataPath(code), params, signal ? { signal } : {});
}

/** Exactly the records `ids` of the source `code` (a value's names). */
export async function fetchPopupByIds(
  code: PopupCode,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PopupRecord[]> {
  const page = await http.get<PopupPage>(dataPath(code), { ids: ids.join(',') }, signal ? { signal } : {});
  return page.records;
}

/** A record's id as text. */
export const recordId = (record: PopupRecord) => String(record.id ?? '');
