import { MenuKind, type Envelope, type PermissionRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionFormDrawer, type PermissionFormTarget } from './PermissionFormDrawer';

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

/** The bodies sent to `path`. */
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://x').pathname.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderDrawer(target: PermissionFormTarget, tree: PermissionRecord[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <PermissionFormDrawer target={target} tree={tree} onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { onClose };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => ok({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PermissionFormDrawer', () => {
  // antd's drawer and select are slow to render in jsdom on a busy machine.
  it(
    'creates a menu with an icon picked from the previewed list and an i18n key',
    { timeout: 60_000 },
    async () => {
      const { onClose } = renderDrawer({});
      fireEvent.change(field('中文名称'), { target: { value: '报表' } });
      fireEvent.change(field('英文名称'), { target: { value: 'Reports' } });
      fireEvent.change(field('菜单路径'), { target: { value: '/reports' } });
      // The picker searches the icon names and shows each with its glyph.
      const picker = screen.getByRole('combobox', { name: '图标' });
      fireEvent.mouseDown(picker);
      fireEvent.change(picker, { target: { value: 'bar' } });
      const option = await waitFor(() => {
        const found = document.querySelector('.ant-select-item-option');
        expect(found?.textContent).toBe('bar-chart');
        return found!;
      });
      // Only the names containing the search stay, each with its glyph.
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1);
      expect(option.querySelector('.anticon-bar-chart')).not.toBeNull();
      fireEvent.click(option);
      fireEvent.change(field('国际化键'), { target: { value: 'menu.reports' } });
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

      await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
      expect(sent('/sys/permission/add')).toEqual([
        expect.objectContaining({
          menuType: MenuKind.topMenu,
          name: { zh: '报表', en: 'Reports' },
          url: '/reports',
          icon: 'bar-chart',
          i18nKey: 'menu.reports',
        }),
      ]);
    },
  );

  it('asks a button for its permission code, not for an icon or i18n key', { timeout: 60_000 }, async () => {
    renderDrawer({});
    fireEvent.click(screen.getByRole('radio', { name: '按钮/权限' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '图标' })).toBeNull(), {
      timeout: 5000,
    });
    expect(screen.queryByLabelText('国际化键')).toBeNull();
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByLabelText('授权标识', { selector: 'input' })).toBeTruthy();
  });

  it(
    'says a refused save failed, with the server’s reason (not that data could not be loaded)',
    { timeout: 60_000 },
    async () => {
      fetchMock.mockImplementation(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              message: '上级菜单不存在',
              code: 400,
              result: null,
              timestamp: 0,
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      );
      const { onClose } = renderDrawer({});
      fireEvent.change(field('中文名称'), { target: { value: '报表' } });
      fireEvent.change(field('菜单路径'), { target: { value: '/reports' } });
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('保存失败: 上级菜单不存在', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByText('数据加载失败')).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('refuses a permission code the shared schema refuses, before sending', { timeout: 60_000 }, async () => {
    renderDrawer({});
    fireEvent.click(screen.getByRole('radio', { name: '按钮/权限' }));
    fireEvent.change(field('中文名称'), { target: { value: '导出' } });
    const perms = await waitFor(
      () => within(screen.getByRole('dialog')).getByLabelText('授权标识', { selector: 'input' }),
      { timeout: 5000 },
    );
    fireEvent.change(perms, { target: { value: 'bad code!' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('只能包含字母、数字和 : _ . -')).toBeTruthy();
    expect(sent('/sys/permission/add')).toEqual([]);
  });
});
