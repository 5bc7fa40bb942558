import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContextMenu, type ContextMenuItem } from './ContextMenu';
import type { TabCommand } from './tab-reducer';
import styles from './TabBar.module.css';

export interface WorkspaceTab {
  path: string;
  title: string;
}

interface TabBarProps {
  tabs: readonly WorkspaceTab[];
  activePath: string;
  homePath: string;
  onCommand: (command: TabCommand) => void;
  onRefresh: (path: string) => void;
}

type MenuKey = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

function tabPathOf(target: EventTarget | null): string | null {
  return (target as HTMLElement | null)?.closest?.('[data-tab-path]')?.getAttribute('data-tab-path') ?? null;
}

/**
 * The workspace's tab bar (52 px): one link per open page, each but the home tab with a close button.
 * Right-click on a tab, or the context-menu key / Shift+F10 on a focused tab, opens its menu: refresh,
 * close left, close right, close others. Delete on a focused tab closes it.
 */
export function TabBar({ tabs, activePath, homePath, onCommand, onRefresh }: TabBarProps) {
  const { t } = useTranslation('shell');
  const [menu, setMenu] = useState<{ path: string; x: number; y: number } | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  const onContextMenu = (event: MouseEvent) => {
    const path = tabPathOf(event.target);
    if (!path) return;
    event.preventDefault();
    setMenu({ path, x: event.clientX, y: event.clientY });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const path = tabPathOf(event.target);
    if (!path) return;
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const rect = (event.target as HTMLElement).getBoundingClientRect();
      setMenu({ path, x: rect.left, y: rect.bottom });
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onCommand({ type: 'close', path });
    }
  };

  const index = menu ? tabs.findIndex((tab) => tab.path === menu.path) : -1;
  const items: ContextMenuItem[] = [
    { key: 'refresh', label: t('tabs.refresh') },
    {
      key: 'closeLeft',
      label: t('tabs.closeLeft'),
      disabled: !tabs.slice(0, Math.max(index, 0)).some((tab) => tab.path !== homePath),
    },
    { key: 'closeRight', label: t('tabs.closeRight'), disabled: index < 0 || index >= tabs.length - 1 },
    {
      key: 'closeOthers',
      label: t('tabs.closeOthers'),
      disabled: !tabs.some((tab) => tab.path !== homePath && tab.path !== menu?.path),
    },
  ];

  return (
    <nav
      aria-label={t('tabs.label')}
      className={styles.bar}
      data-testid="workspace-tabs"
      onContextMenu={onContextMenu}
      onKeyDown={onKeyDown}
    >
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          return (
            <li key={tab.path} data-tab-path={tab.path} className={active ? styles.active : styles.tab}>
              <Link
                to={tab.path}
                className={styles.link}
                aria-current={active ? 'page' : undefined}
                data-testid="workspace-tab"
              >
                {tab.title}
              </Link>
              {tab.path !== homePath && (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('tabs.close', { title: tab.title })}
                  onClick={() => onCommand({ type: 'close', path: tab.path })}
                >
                  <CloseOutlined />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ContextMenu
        position={menu}
        label={t('tabs.menuOf', { title: tabs[index]?.title ?? '' })}
        items={items}
        onClose={closeMenu}
        onSelect={(key) => {
          if (!menu) return;
          const chosen = key as MenuKey;
          if (chosen === 'refresh') onRefresh(menu.path);
          else onCommand({ type: chosen, path: menu.path });
        }}
      />
    </nav>
  );
}
