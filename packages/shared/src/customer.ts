import { z } from 'zod';
import { listQuerySchema } from './paging';
import { userStateSchema } from './user';
import { TEXT_FIELD_MAX_LENGTH } from './validation';

/** Columns the customers list may sort on; anything else is a 400. */
export const CUSTOMER_SORT_COLUMNS = ['username', 'companyName', 'createTime'] as const;

/**
 * Filters of GET /sys/customer/list: the tenant's customer accounts (self-registered, with a company).
 * No status means every state; the page asks for those under review first.
 */
export const customerListQuerySchema = listQuerySchema.extend({
  username: z.string().max(64).optional(),
  phone: z.string().max(32).optional(),
  companyName: z.string().max(TEXT_FIELD_MAX_LENGTH).optional(),
  status: z.coerce.number().int().pipe(userStateSchema).optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** One customer account as the customers page shows it: who, which company, and where its review stands. */
export const customerRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** A CUSTOMER_TYPES code, and its name in the request's language. */
  customerType: z.string(),
  customerType_dictText: z.string(),
  companyName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When the account registered (ISO time). */
  createTime: z.string(),
  status: userStateSchema,
  status_dictText: z.string(),
  /** Why the registration was rejected (null unless it was). */
  reviewMemo: z.string().nullable(),
  /** What the registration said of the company, for its review. */
  contactPerson: z.string(),
  address: z.string(),
  /** A COUNTRIES code, and its name in the request's language. */
  area: z.string(),
  areaName: z.string(),
  website: z.string().nullable(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;
