import { type UserAddRequest, type UserEditRequest, type UserRecord } from '@mall/shared';
import type { EntityService } from '#platform/admin-kit';
import { addUser, deleteUsers, editUser } from './crud';
import { importUsers } from './import';
import { findUsers, getUser, listUsers } from './service';

/**
 * The users on the admin kit: the kit's routes call the module's own rules (shared-user authority, login
 * names unique across tenants, encrypted password transport, memberships, self-protection refusals).
 */
export const userService: EntityService<UserRecord, UserAddRequest, UserEditRequest> = {
  list: listUsers,
  get: (ctx, id) => getUser(ctx, id),
  add: addUser,
  edit: editUser,
  remove: deleteUsers,
  importBatch: importUsers,
  async exportRecords(ctx, query, page) {
    const { records } = await findUsers(ctx, query, page);
    // The roles cell lists the role names, comma and space apart.
    return records.map((user) => ({ ...user, roles: user.roles.join(', ') as unknown as string[] }));
  },
};
