import { z } from 'zod';
import { listQuerySchema } from './paging';

export const UserStatus = { normal: 1, frozen: 2 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

/** Columns the users list may sort on; anything else is a 400. */
export const USER_SORT_COLUMNS = ['username', 'realname', 'createTime'] as const;

export const userListQuerySchema = listQuerySchema.extend({
  username: z.string().max(64).optional(),
  realname: z.string().max(64).optional(),
  phone: z.string().max(32).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  status: UserStatusValue;
  status_dictText: string;
  roles: string[];
  createTime: string;
}
