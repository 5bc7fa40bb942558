import type { CategoryAddRequest, CategoryEditRequest, CategoryRecord } from '@mall/shared';
import { http } from '../../../lib/http';

export const categoryKeys = { all: ['/sys/category'] as const };

/** POST /sys/category/add: under `pid` ('0': a root); the server makes the code. */
export function addCategory(body: CategoryAddRequest): Promise<CategoryRecord> {
  return http.post<CategoryRecord>('/sys/category/add', body);
}

/** PUT /sys/category/edit: name in both languages and order. */
export function editCategory(body: CategoryEditRequest): Promise<CategoryRecord> {
  return http.put<CategoryRecord>('/sys/category/edit', body);
}

/** GET /sys/category/queryById: the bilingual record an edit form starts from. */
export function fetchCategory(id: string): Promise<CategoryRecord> {
  return http.get<CategoryRecord>('/sys/category/queryById', { id });
}

/** DELETE /sys/category/delete (a category with subcategories is refused). */
export function deleteCategory(id: string): Promise<unknown> {
  return http.delete('/sys/category/delete', { id });
}
