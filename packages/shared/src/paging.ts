import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** The query every admin list takes (DESIGN.md §4); entity filters are declared beside it per entity. */
export const listQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  superQueryParams: z.string().max(8_000).optional(),
  superQueryMatchType: z.enum(['and', 'or']).optional(),
  _t: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export const LIST_QUERY_KEYS = Object.keys(listQuerySchema.shape);

export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
