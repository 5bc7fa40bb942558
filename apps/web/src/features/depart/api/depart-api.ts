import type { DepartAddRequest, DepartEditRequest, DepartRecord, DepartTreeNode } from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/sysDepart: CRUD of the acting tenant's departments. */
export const departApi = createCrudApi<DepartRecord, DepartAddRequest, DepartEditRequest>('/sys/sysDepart');

export const departTreeKey = [...departApi.keys.all, 'tree'] as const;
export const departSearchKey = (value: string) => [...departApi.keys.all, 'search', value] as const;

/** GET /sys/sysDepart/queryTreeList: the whole tree. */
export function fetchDepartTree(signal?: AbortSignal): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', undefined, signal ? { signal } : {});
}

/** POST /sys/sysDepart/searchDeparts: departments whose name contains the value. */
export function searchDeparts(searchValue: string): Promise<DepartTreeNode[]> {
  return http.post<DepartTreeNode[]>('/sys/sysDepart/searchDeparts', { searchValue });
}
