import { departEntity, type DepartAddRequest, type DepartEditRequest, type DepartRecord } from '@mall/shared';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/sysDepart on the kit: CRUD and export of the acting tenant's departments. */
export const departApi = createCrudApi<DepartRecord, DepartAddRequest, DepartEditRequest>(
  departEntity.basePath,
);

export const departTreeKey = [...departApi.keys.all, 'tree'] as const;

// The tree and the search are the department widgets' calls, shared with the departments page.
export { fetchDepartTree, searchDeparts } from '../../../widgets/depart-select/depart-api';
