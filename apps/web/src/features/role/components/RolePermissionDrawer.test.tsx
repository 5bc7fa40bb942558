import type { Envelope, PermissionTreeResult, RoleRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { RolePermissionDrawer } from './RolePermissionDrawer';

// Two menus, each with a page; the Users page has two buttons.
const TREE: PermissionTreeResult = {
  treeList: [
    {
      key: 'system',
      title: '系统管理',
      menuType: 0,
      isLeaf: false,
      children: [
        {
          key: 'users',
          title: '用户管理',
          menuType: 1,
          isLeaf: true,
          children: [
            { key: 'users.add', title: '新增', menuType: 2, isLeaf: true },
            { key: 'users.edit', title: '编辑', menuType: 2, isLeaf: true },
          ],
        },
      ],
    },
    {
      key: 'mall',
      title: '在线商城',
      menuType: 0,
      isLeaf: false,
      children: [{ key: 'search', title: '商品搜索', menuType: 1, isLeaf: true }],
    },
  ],
  ids: ['system', 'users', 'users.add', 'users.edit', 'mall', 'search'],
};

const ROLE = { id: 'r1', roleName: '审计员', roleCode: 'auditor', version: 0 } as RoleRecord;

let fetchMock: Mock<typeof fetch>;
const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = pathOf(input);
    if (path.endsWith('/sys/role/queryTreeList')) return ok(TREE);
    if (path.endsWith('/sys/permission/queryRolePermission')) return ok(['mall', 'search']);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDrawer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <RolePermissionDrawer role={ROLE} onClose={vi.fn()} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

/** The ids the last save sent. */
function savedIds(): string[] {
  const saves = fetchMock.mock.calls.filter(([input]) =>
    pathOf(input).endsWith('/sys/permission/saveRolePermission'),
  );
  const body = JSON.parse(String(saves.at(-1)?.[1]?.body)) as { permissionIds: string };
  return body.permissionIds.split(',').filter(Boolean).sort();
}

const visibleTitles = () =>
  [...document.querySelectorAll('.ant-tree-treenode .ant-tree-title')].map((node) =>
    node.textContent?.replace(/按钮$/, '').trim(),
  );

describe('RolePermissionDrawer', () => {
  it(
    'selects everything and nothing with one box, and grants what is ticked',
    { timeout: 60_000 },
    async () => {
      renderDrawer();
      const selectAll = await screen.findByRole('checkbox', { name: '全部勾选' });
      await screen.findByText('商品搜索', {}, { timeout: 10_000 });

      fireEvent.click(selectAll);
      fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
      await waitFor(() => expect(savedIds()).toEqual([...TREE.ids].sort()), { timeout: 10_000 });

      // The saved message outside the drawer makes jsdom count the drawer as hidden, and the button keeps
      // its leaving loading icon (named "loading") as jsdom runs no animation.
      // The stored grants show again (two of six): one click ticks everything, the next nothing.
      // Read afresh each time: the drawer may redraw the box while the stored grants load again.
      const box = () => screen.getByRole('checkbox', { name: '全部勾选', hidden: true });
      await waitFor(() => expect(box().closest('.ant-checkbox-indeterminate')).not.toBeNull(), {
        timeout: 10_000,
      });
      fireEvent.click(box());
      await waitFor(() => expect(box()).toHaveProperty('checked', true));
      fireEvent.click(box());
      await waitFor(() => expect(box()).toHaveProperty('checked', false));
      fireEvent.click(screen.getByRole('button', { name: /(^|\s)保\s*存$/, hidden: true }));
      await waitFor(() => expect(savedIds()).toEqual([]), { timeout: 10_000 });
    },
  );

  it(
    'expands every menu at first and collapses and expands them all with one box',
    { timeout: 60_000 },
    async () => {
      renderDrawer();
      await screen.findByText('编辑', {}, { timeout: 10_000 });
      expect(visibleTitles()).toEqual(['系统管理', '用户管理', '新增', '编辑', '在线商城', '商品搜索']);

      const expandAll = screen.getByRole('checkbox', { name: '展开所有' });
      fireEvent.click(expandAll);
      await waitFor(() => expect(visibleTitles()).toEqual(['系统管理', '在线商城']));
      fireEvent.click(expandAll);
      await waitFor(() => expect(visibleTitles()).toHaveLength(6));
    },
  );
});
