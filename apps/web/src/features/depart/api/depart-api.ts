import {
  departEntity,
  type DepartAddRequest,
  type DepartEditRequest,
  type DepartRecord,
  type DepartTreeNode,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/sysDepart on the kit: CRUD and export of the acting tenant's departments. */
export const departApi = createCrudApi<DepartRecord, DepartAddRequest, DepartEditRequest>(
  departEntity.basePath,
);

export const departTreeKey = [...departApi.keys.all, 'tree'] as const;

/** GET /sys/sysDepart/queryTreeList: the whole tree. */
export function fetchDepartTree(signal?: AbortSignal): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', undefined, signal ? { signal } : {});
}

/** POST /sys/sysDepart/searchDeparts: departments whose name contains the value. */
export function searchDeparts(searchValue: string): Promise<DepartTreeNode[]> {
  return http.post<DepartTreeNode[]>('/sys/sysDepart/searchDeparts', { searchValue });
}
