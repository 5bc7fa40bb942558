import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { ORG_CODE_MAX_LENGTH } from './depart';
import { pageResultOf } from './paging';
import { REALNAME_MAX_LENGTH, WORK_NO_MAX_LENGTH } from './user';

/**
 * GET /sys/user/queryByOrgCodeForAddressList: the staff directory of the acting tenant. `orgCode` narrows
 * it to a department and the departments below it; `realname` and `workNo` match a part of the name or
 * staff number.
 */
export const addressBookQuerySchema = z.strictObject({
  orgCode: z.string().trim().max(ORG_CODE_MAX_LENGTH).optional(),
  realname: z.string().trim().max(REALNAME_MAX_LENGTH).optional(),
  workNo: z.string().trim().max(WORK_NO_MAX_LENGTH).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  _t: z.string().optional(),
});
export type AddressBookQuery = z.input<typeof addressBookQuerySchema>;

/** One person of the address book. `phone` is null when they have none or chose to hide it. */
export const addressBookEntrySchema = z.object({
  id: z.string(),
  realname: z.string(),
  workNo: z.string().nullable(),
  /** Their positions' codes, comma-joined (as JeecgBoot's `post`). */
  post: z.string(),
  /** The same positions' names in the request's language, comma and space apart. */
  post_dictText: z.string(),
  /** Their departments' names in the request's language, comma and space apart. */
  departName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const addressBookPageSchema = pageResultOf(addressBookEntrySchema);
