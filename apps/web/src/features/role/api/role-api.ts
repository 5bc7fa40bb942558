import {
  roleEntity,
  type PermissionTreeResult,
  type RoleAddRequest,
  type RoleEditRequest,
  type RoleRecord,
  type SaveRolePermissionRequest,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/role on the kit: the list's filters and sort come from roleEntity. */
export const roleApi = createCrudApi<RoleRecord, RoleAddRequest, RoleEditRequest>(roleEntity.basePath);

export const grantKeys = {
  tree: ['/sys/role/queryTreeList'] as const,
  role: (roleId: string) => ['/sys/permission/queryRolePermission', roleId] as const,
};

/** GET /sys/role/queryTreeList: every menu and button as a tree, and all their ids. */
export function fetchPermissionTree(): Promise<PermissionTreeResult> {
  return http.get<PermissionTreeResult>('/sys/role/queryTreeList');
}

/** GET /sys/permission/queryRolePermission: the ids granted to the role. */
export function fetchRolePermissions(roleId: string): Promise<string[]> {
  return http.get<string[]>('/sys/permission/queryRolePermission', { roleId });
}

/** POST /sys/permission/saveRolePermission: the new grants and the ones the drawer was loaded with. */
export function saveRolePermissions(body: SaveRolePermissionRequest): Promise<unknown> {
  return http.post('/sys/permission/saveRolePermission', body);
}
