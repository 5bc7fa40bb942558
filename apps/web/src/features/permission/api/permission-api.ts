import {
  permissionEntity,
  type PermissionAddRequest,
  type PermissionEditRequest,
  type PermissionRecord,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/permission on the kit: add, edit, delete and deleteBatch of one entry (its list is the tree). */
export const permissionApi = createCrudApi<PermissionRecord, PermissionAddRequest, PermissionEditRequest>(
  permissionEntity.basePath,
);

export const permissionKeys = {
  all: permissionApi.keys.all,
  tree: permissionApi.keys.lists,
};

/** GET /sys/permission/list: every menu, sub-menu and button as one tree. */
export function fetchPermissionTree(): Promise<PermissionRecord[]> {
  return http.get<PermissionRecord[]>(`${permissionEntity.basePath}/list`);
}
