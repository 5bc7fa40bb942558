import {
  dictEntity,
  type DictAddRequest,
  type DictEditRequest,
  type DictItemAddRequest,
  type DictItemEditRequest,
  type DictItemRecord,
  type DictRecord,
  type PageResult,
  type PreloadedDictItem,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/dict on the kit: the list's filters and sort come from dictEntity. */
export const dictApi = createCrudApi<DictRecord, DictAddRequest, DictEditRequest>(dictEntity.basePath);

export const dictItemsKey = (dictId: string) => ['/sys/dictItem', 'list', dictId] as const;

/** GET /sys/dictItem/list: the items of one dictionary (up to 100, by order). */
export function fetchDictItems(dictId: string): Promise<PageResult<DictItemRecord>> {
  return http.get<PageResult<DictItemRecord>>('/sys/dictItem/list', {
    dictId,
    pageSize: 100,
    column: 'sortOrder',
    order: 'asc',
  });
}

export function addDictItem(body: DictItemAddRequest): Promise<DictItemRecord> {
  return http.post<DictItemRecord>('/sys/dictItem/add', body);
}

export function editDictItem(body: DictItemEditRequest): Promise<DictItemRecord> {
  return http.put<DictItemRecord>('/sys/dictItem/edit', body);
}

export function deleteDictItem(id: string): Promise<unknown> {
  return http.delete('/sys/dictItem/delete', { id });
}

/**
 * GET /sys/dict/refleshCache: every open client of the tenant drops its cached dictionaries; answers the
 * caller's preloaded dictionaries afresh.
 */
export function refreshDictCache(): Promise<Record<string, PreloadedDictItem[]>> {
  return http.get<Record<string, PreloadedDictItem[]>>('/sys/dict/refleshCache');
}
