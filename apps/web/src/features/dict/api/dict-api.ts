import type {
  DictAddRequest,
  DictEditRequest,
  DictItemAddRequest,
  DictItemEditRequest,
  DictItemRecord,
  DictRecord,
  PageResult,
  PreloadedDictItem,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/dict: list (dictCode, dictName filters; DICT_SORT_COLUMNS), CRUD. */
export const dictApi = createCrudApi<DictRecord, DictAddRequest, DictEditRequest>('/sys/dict');

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
