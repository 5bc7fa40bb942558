import type { PermissionAddRequest, PermissionEditRequest, PermissionRecord } from '@mall/shared';
import { http } from '../../../lib/http';

export const permissionKeys = {
  all: ['/sys/permission'] as const,
  tree: ['/sys/permission', 'list'] as const,
};

/** GET /sys/permission/list: every menu, sub-menu and button as one tree. */
export function fetchPermissionTree(): Promise<PermissionRecord[]> {
  return http.get<PermissionRecord[]>('/sys/permission/list');
}

/** POST /sys/permission/add (silent: the drawer shows field errors on its fields). */
export function addPermission(body: PermissionAddRequest): Promise<PermissionRecord> {
  return http.post<PermissionRecord>('/sys/permission/add', body, { silent: true });
}

/** PUT /sys/permission/edit. */
export function editPermission(body: PermissionEditRequest): Promise<PermissionRecord> {
  return http.put<PermissionRecord>('/sys/permission/edit', body, { silent: true });
}

/** DELETE /sys/permission/delete: the entry and everything under it. */
export function deletePermission(id: string): Promise<unknown> {
  return http.delete('/sys/permission/delete', { id });
}
