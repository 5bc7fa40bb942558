import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** The query every admin list takes; entity filters are declared beside it per entity. */
export const listQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  superQueryParams: z.string().max(8_000).optional(),
  superQueryMatchType: z.enum(['and', 'or']).optional(),
  /** The columns the client's table shows (comma-separated); lists answer whole rows and ignore it. */
  field: z.string().max(4_000).optional(),
  /** Comma-separated ids of the rows chosen in the list: an export then holds exactly them. */
  selections: z.string().max(20_000).optional(),
  _t: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export const LIST_QUERY_KEYS = Object.keys(listQuerySchema.shape);

/** One page of a list: `records` of page `current` (size `size`) out of `total` rows in `pages` pages. */
export function pageResultOf<TRecord extends z.ZodType>(record: TRecord) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
  });
}

export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
