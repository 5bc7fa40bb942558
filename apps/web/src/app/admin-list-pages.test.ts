import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every admin list of records follows the one list-page pattern of `widgets/crud`: server paging with
 * 10/20/30, quick jumper and total (the hook's table props), row selection with the batch delete and its
 * confirmation, and the export of the current filter. Trees (menus, departments, categories) are not
 * lists of pages and show their own way.
 */

/** Pages on the admin kit: the kit's list page carries the whole pattern for them. */
const KIT_PAGES = [
  'tenant/pages/TenantListPage.tsx',
  'position/pages/PositionListPage.tsx',
  'role/pages/RoleListPage.tsx',
  'dict/pages/DictListPage.tsx',
  'message-template/pages/MessageTemplateListPage.tsx',
  'announcement/pages/AnnouncementListPage.tsx',
  'system/pages/UserListPage.tsx',
  'system/pages/CustomerListPage.tsx',
  'catalogue/pages/ProductListPage.tsx',
  'operations/pages/QuartzJobListPage.tsx',
  'operations/pages/LogListPage.tsx',
  'rules/pages/CheckRuleListPage.tsx',
  'rules/pages/FillRuleListPage.tsx',
  'oss-file/pages/OssFileListPage.tsx',
  'gateway/pages/GatewayRouteListPage.tsx',
];

const source = (page: string) => readFileSync(join(import.meta.dirname, '../features', page), 'utf8');
const kitSource = readFileSync(join(import.meta.dirname, '../widgets/crud/AdminListPage.tsx'), 'utf8');

function expectWholePattern(text: string) {
  expect(text).toMatch(/useCrudListPage\(/);
  // The hook's table props carry the paging, sorting, filters and selection.
  expect(text).toMatch(/\{\.\.\.page\.tableProps\}/);
  expect(text).not.toMatch(/pagination=\{/);
  expect(text).toMatch(/page\.confirmDeleteSelected/);
  expect(text).toMatch(/page\.exportCurrent\(/);
}

describe('admin list pages', () => {
  it('the kit list page uses the list-page pattern whole', () => {
    expectWholePattern(kitSource);
  });

  it.each(KIT_PAGES)('%s is drawn by the kit list page, with no paging of its own', (page) => {
    const text = source(page);
    expect(text).toMatch(/<AdminListPage/);
    expect(text).not.toMatch(/pagination=\{/);
  });
});
