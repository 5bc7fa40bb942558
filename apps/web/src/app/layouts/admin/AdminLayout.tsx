import { ProLayout } from '@ant-design/pro-components';
import { ConfigProvider, theme as antdTheme } from 'antd';
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { mainIndexPathOf, useSessionStore } from '../../../lib/session-store';
import { AppPath } from '../../../lib/app-paths';
import { LOGO_URL } from '../../../lib/brand';
import { currentLanguage } from '../../../lib/i18n';
import { proLocaleOf } from '../../../lib/ui-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSwitch } from '../../../widgets/language-switch/LanguageSwitch';
import { NoticeBellLazy } from '../../../widgets/notice-bell/NoticeBellLazy';
import { SkipLink } from '../../../widgets/skip-link/SkipLink';
import { MenuSearch } from '../../../widgets/menu-search/MenuSearch';
import { useSettingsStore } from '../../../widgets/settings-drawer/settings-store';
import { layoutMenuLeaves, nextOpenKeys, toLayoutMenu, type LayoutMenuItem } from '../../menu/layout-menu';
import { menuIconOf } from '../../../widgets/menu-icon/menu-icon';
import { findMenuEntry } from '../../menu/menu-lookup';
import { useMenuRoutes } from '../../menu/session-menu';
import { CopyrightFooter } from '../CopyrightFooter';
import { darkNavToken } from './dark-nav';
import { NarrowMenuButton, NarrowMenuDrawer } from './NarrowMenu';
import { UserMenu } from './UserMenu';
import { Workspace } from './Workspace';
import { useSilentSpacerHeader } from './spacer-header';
import styles from './AdminLayout.module.css';
import { CONTENT_ID } from './Workspace';

// The settings drawer loads when it is first opened.
const SettingsDrawer = lazy(() => import('../../../widgets/settings-drawer/SettingsDrawer'));

/** Under this width the shell behaves as on a phone: no sidebar, the menu opens in a drawer. */
const NARROW_SCREEN = '(max-width: 1087.98px)';
/** On phones the header keeps only the logo, the title would not fit. */
const PHONE_SCREEN = '(max-width: 767.98px)';
const SIDER_WIDTH = 250;
const COLLAPSED_WIDTH = 80;

function renderMenuItem(item: LayoutMenuItem, defaultDom: ReactNode): ReactNode {
  if (item.externalUrl) {
    return (
      <a href={item.externalUrl} target="_blank" rel="noopener noreferrer">
        {defaultDom}
      </a>
    );
  }
  return <Link to={item.path}>{defaultDom}</Link>;
}

interface CrumbRoute {
  path?: string;
  linkPath?: string;
  title?: ReactNode;
}

function renderCrumb(route: CrumbRoute, _params: unknown, routes: CrumbRoute[]): ReactNode {
  const isLast = routes.indexOf(route) === routes.length - 1;
  const path = route.linkPath ?? route.path;
  return isLast || !path ? <span>{route.title}</span> : <Link to={path}>{route.title}</Link>;
}

/**
 * The admin shell: menu from the server menu tree on the side (250 px, collapsing to 80 px; only one
 * top-level submenu open) or across the top, as the settings say; header with menu search, language
 * switch and user menu; breadcrumb from the main index page; the multi-tab workspace. Under 1088 px the
 * menu moves into a 250 px drawer.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useMenuRoutes();
  const mainIndexPage = useSessionStore((state) => state.mainIndexPage);
  const settings = useSettingsStore(
    useShallow(({ navTheme, primaryColor, layout, contentWidth, fixedHeader, fixSiderbar }) => ({
      navTheme,
      primaryColor,
      layout,
      contentWidth,
      fixedHeader,
      fixSiderbar,
    })),
  );
  const layoutMenu = useMemo(() => toLayoutMenu(routes, menuIconOf), [routes]);
  const searchEntries = useMemo(
    () =>
      layoutMenuLeaves(layoutMenu).map(({ path, name, externalUrl }) => ({ path, title: name, externalUrl })),
    [layoutMenu],
  );
  const topLevelKeys = useMemo(
    () => layoutMenu.filter((item) => item.children).map((item) => item.path),
    [layoutMenu],
  );
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const [collapsed, setCollapsed] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [settingsWanted, setSettingsWanted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawer is open for the path it was opened on, so navigating closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = isNarrow && drawerOpenedOn === pathname;
  const isTop = settings.layout === 'topmenu' && !isNarrow;
  const isDark = settings.navTheme === 'dark';
  useSilentSpacerHeader();

  const mainIndexPath = mainIndexPathOf(mainIndexPage);
  const homeTitle = findMenuEntry(routes, mainIndexPath)?.meta.title ?? t('header.home');
  const homeCrumb = { path: mainIndexPath, linkPath: mainIndexPath, title: homeTitle };

  const actions = [
    <MenuSearch
      key="search"
      entries={searchEntries}
      inModal={isNarrow}
      onNavigate={(path) => void navigate(path)}
    />,
    <NoticeBellLazy key="notice" />,
    <LanguageSwitch key="language" />,
    <UserMenu
      key="user"
      compact={isPhone}
      onOpenSettings={() => {
        setSettingsWanted(true);
        setSettingsOpen(true);
      }}
    />,
  ];

  return (
    <>
      <SkipLink targetId={CONTENT_ID} />
      <ProLayout
        className={isTop && isDark ? styles.darkTop : undefined}
        title={t('app.adminTitle')}
        logo={<img src={LOGO_URL} alt="" />}
        locale={proLocaleOf(currentLanguage())}
        layout={isTop ? 'top' : 'mix'}
        navTheme="light"
        token={isDark ? darkNavToken(settings.primaryColor, isTop) : undefined}
        contentWidth={isTop ? settings.contentWidth : 'Fluid'}
        fixedHeader={settings.fixedHeader}
        fixSiderbar={!isTop && !isNarrow && settings.fixSiderbar}
        route={{ path: AppPath.root, children: layoutMenu }}
        location={{ pathname }}
        siderWidth={SIDER_WIDTH}
        menu={{ collapsedWidth: COLLAPSED_WIDTH }}
        openKeys={isTop ? false : openKeys}
        onOpenChange={(keys) => setOpenKeys((previous) => nextOpenKeys(previous, keys || [], topLevelKeys))}
        disableMobile
        collapsed={isNarrow ? false : collapsed}
        onCollapse={setCollapsed}
        // A button to the keyboard too (ProLayout's toggle is a clickable div): focusable, named, Enter or Space.
        collapsedButtonRender={
          isNarrow
            ? false
            : (isCollapsed, defaultDom) =>
                isValidElement(defaultDom)
                  ? cloneElement(defaultDom as ReactElement<Record<string, unknown>>, {
                      role: 'button',
                      tabIndex: 0,
                      'aria-label': t(isCollapsed ? 'header.expandMenu' : 'header.collapseMenu'),
                      'aria-expanded': !isCollapsed,
                      onKeyDown: (event: KeyboardEvent) => {
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        event.preventDefault();
                        setCollapsed(!isCollapsed);
                      },
                    })
                  : defaultDom
        }
        onMenuHeaderClick={isNarrow ? () => void navigate(AppPath.root) : undefined}
        menuItemRender={(item, defaultDom) => renderMenuItem(item as LayoutMenuItem, defaultDom)}
        menuRender={
          isNarrow
            ? (_props, defaultDom) => (
                <NarrowMenuDrawer open={drawerOpen} onClose={() => setDrawerOpenedOn(null)}>
                  {defaultDom}
                </NarrowMenuDrawer>
              )
            : undefined
        }
        headerTitleRender={
          isNarrow
            ? (logo, title) => (
                <NarrowMenuButton
                  logo={logo}
                  // A phone shows the logo alone; the page keeps its top-level heading for screen readers.
                  title={isPhone ? <h1 className="sr-only">{t('app.adminTitle')}</h1> : title}
                  onOpen={() => setDrawerOpenedOn(pathname)}
                />
              )
            : // The logo and title link home, reachable by keyboard like any link.
              (logo, title) => (
                <Link to={AppPath.root} className={styles.logoLink}>
                  {logo}
                  {title}
                </Link>
              )
        }
        breadcrumbRender={(crumbs = []) => [
          homeCrumb,
          ...crumbs.filter((crumb) => (crumb as CrumbRoute).linkPath !== homeCrumb.path),
        ]}
        itemRender={renderCrumb}
        pageTitleRender={(_props, _defaultTitle, info) =>
          info?.pageName && pathname !== mainIndexPath ? `${info.pageName} · ${t('app.name')}` : t('app.name')
        }
        actionsRender={() =>
          isTop && isDark
            ? [
                <ConfigProvider key="dark" theme={{ algorithm: antdTheme.darkAlgorithm }}>
                  {actions}
                </ConfigProvider>,
              ]
            : actions
        }
        footerRender={() => <CopyrightFooter />}
      >
        <Workspace routes={routes} homePath={mainIndexPath} homeTitle={homeTitle} />
        {settingsWanted && (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
      </ProLayout>
    </>
  );
}
