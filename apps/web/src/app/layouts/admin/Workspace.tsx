import type { MenuItem } from '@mall/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { KeepAliveOutlet } from '../../../widgets/multi-tab/KeepAliveOutlet';
import { TabBar, type WorkspaceTab } from '../../../widgets/multi-tab/TabBar';
import { applyTabCommand, type TabCommand } from '../../../widgets/multi-tab/tab-reducer';
import { useTabStore } from '../../../widgets/multi-tab/tab-store';
import { useSettingsStore } from '../../../widgets/settings-drawer/settings-store';
import { findMenuEntry, isMallPath, resolveMenuTarget } from '../../menu/menu-lookup';
import styles from './AdminLayout.module.css';

/** The id of the page content, where the skip link sends the focus. */
export const CONTENT_ID = 'main-content';

interface WorkspaceProps {
  routes: readonly MenuItem[];
  homePath: string;
  homeTitle: string;
}

/** Whether a path may have a tab: the home page, or a page of the user's menu. */
function isTabPage(routes: readonly MenuItem[], homePath: string, path: string): boolean {
  return path === homePath || resolveMenuTarget(routes, path).kind === 'page';
}

/**
 * The multi-tab workspace: every page opened gets a tab (an open page's tab is reused), the tabs survive a
 * reload, pages of keep-alive menu entries keep their state while their tab is open. With multi-tab off
 * there is no tab bar and only the current page is kept.
 */
export function Workspace({ routes, homePath, homeTitle }: WorkspaceProps) {
  const { t } = useTranslation('shell');
  const { message } = feedback();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const multipage = useSettingsStore((state) => state.multipage);
  const owner = useSessionStore((state) => state.userInfo?.id ?? '');
  const paths = useTabStore((state) => state.paths);
  const generations = useTabStore((state) => state.generations);
  const context = useMemo(
    () => ({ homePath, homeInWorkspace: !isMallPath(homePath), activePath: pathname, multipage }),
    [homePath, pathname, multipage],
  );

  // Opening a page opens (or reuses) its tab; tabs of pages no longer in the menu are dropped.
  useEffect(() => {
    const store = useTabStore.getState();
    store.restore(owner);
    const open = useTabStore.getState().paths.filter((path) => isTabPage(routes, homePath, path));
    // A render still showing the page being left (a navigation under way) opens nothing: the page the
    // browser shows is the one that gets its tab.
    const shown = window.location.pathname.endsWith(pathname);
    const next =
      shown && isTabPage(routes, homePath, pathname)
        ? applyTabCommand(open, { type: 'open', path: pathname }, context).paths
        : open;
    if (next.join('\n') !== useTabStore.getState().paths.join('\n')) store.setPaths(next);
  }, [owner, routes, homePath, pathname, context]);

  const run = (command: TabCommand) => {
    const outcome = applyTabCommand(paths, command, context);
    if (outcome.refusal) {
      void message.warning(t(`tabs.${outcome.refusal}`));
      return;
    }
    useTabStore.getState().setPaths(outcome.paths);
    if (outcome.navigateTo) void navigate(outcome.navigateTo);
  };

  const tabs: WorkspaceTab[] = paths.map((path) => ({
    path,
    title: path === homePath ? homeTitle : (findMenuEntry(routes, path)?.meta.title ?? path),
  }));
  const keepAlive = (path: string) =>
    multipage && paths.includes(path) && Boolean(findMenuEntry(routes, path)?.meta.keepAlive);

  return (
    <>
      {multipage && (
        <TabBar
          tabs={tabs}
          activePath={pathname}
          homePath={homePath}
          onCommand={run}
          onRefresh={(path) => {
            useTabStore.getState().refresh(path);
            if (path !== pathname) void navigate(path);
          }}
        />
      )}
      <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        <KeepAliveOutlet keepAlive={keepAlive} generationOf={(path) => generations[path] ?? 0} />
      </div>
    </>
  );
}
