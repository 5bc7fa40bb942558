import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every admin list of records follows the one list-page pattern of `widgets/crud`: server paging with
 * 10/20/30, quick jumper and total (the hook's table props), row selection with the batch delete and its
 * confirmation, and the export of the current filter. Trees (menus, departments, categories) are not
 * lists of pages and show their own way.
 */
const LIST_PAGES = [
  'system/pages/UserListPage.tsx',
  'role/pages/RoleListPage.tsx',
  'tenant/pages/TenantListPage.tsx',
  'position/pages/PositionListPage.tsx',
  'dict/pages/DictListPage.tsx',
  'catalogue/pages/ProductListPage.tsx',
];

const source = (page: string) => readFileSync(join(import.meta.dirname, '../features', page), 'utf8');

describe('admin list pages', () => {
  it.each(LIST_PAGES)('%s uses the list-page pattern whole', (page) => {
    const text = source(page);
    expect(text).toMatch(/useCrudListPage\(/);
    // The hook's table props carry the paging, sorting, filters and selection.
    expect(text).toMatch(/\{\.\.\.page\.tableProps\}/);
    expect(text).not.toMatch(/pagination=\{/);
    expect(text).toMatch(/page\.confirmDeleteSelected/);
    expect(text).toMatch(/page\.exportCurrent\(/);
  });
});
