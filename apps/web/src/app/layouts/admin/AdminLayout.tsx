import { ProLayout } from '@ant-design/pro-components';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { mainIndexPathOf, useSessionStore } from '../../../features/auth/session-store';
import { AppPath } from '../../../lib/app-paths';
import { LOGO_URL } from '../../../lib/brand';
import { currentLanguage } from '../../../lib/i18n';
import { proLocaleOf } from '../../../lib/ui-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSwitch } from '../../../widgets/language-switch/LanguageSwitch';
import { toLayoutMenu, type LayoutMenuItem } from '../../menu/layout-menu';
import { menuIconOf } from '../../menu/menu-icon';
import { findMenuEntry } from '../../menu/menu-lookup';
import { CopyrightFooter } from '../CopyrightFooter';
import { NarrowMenuButton, NarrowMenuDrawer } from './NarrowMenu';
import { UserMenu } from './UserMenu';

/** Under this width the shell behaves as on a phone: no sidebar, the menu opens in a drawer (admin-shell.md §9). */
const NARROW_SCREEN = '(max-width: 1087.98px)';
/** On phones the header keeps only the logo, the title would not fit. */
const PHONE_SCREEN = '(max-width: 575.98px)';
const SIDER_WIDTH = 250;
const COLLAPSED_WIDTH = 80;
const EMPTY_MENU: never[] = [];

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
 * The admin shell (admin-shell.md §2 Main layout): side menu from the server menu tree, collapsing 250 → 80,
 * header with language switch and user menu, breadcrumb from the main index page; under 1088 px the menu
 * moves into a drawer.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menu = useSessionStore((state) => state.permissions?.menu ?? EMPTY_MENU);
  const mainIndexPage = useSessionStore((state) => state.mainIndexPage);
  const layoutMenu = useMemo(() => toLayoutMenu(menu, menuIconOf), [menu]);
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const [collapsed, setCollapsed] = useState(false);
  // The drawer is open for the path it was opened on, so navigating closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = isNarrow && drawerOpenedOn === pathname;

  const mainIndexPath = mainIndexPathOf(mainIndexPage);
  const homeCrumb = {
    path: mainIndexPath,
    linkPath: mainIndexPath,
    title: findMenuEntry(menu, mainIndexPath)?.meta.title ?? t('header.home'),
  };

  return (
    <ProLayout
      title={t('app.adminTitle')}
      logo={<img src={LOGO_URL} alt="" />}
      locale={proLocaleOf(currentLanguage())}
      layout="mix"
      route={{ path: AppPath.root, children: layoutMenu }}
      location={{ pathname }}
      siderWidth={SIDER_WIDTH}
      menu={{ collapsedWidth: COLLAPSED_WIDTH }}
      disableMobile
      collapsed={isNarrow ? false : collapsed}
      onCollapse={setCollapsed}
      collapsedButtonRender={isNarrow ? false : undefined}
      fixSiderbar={!isNarrow}
      onMenuHeaderClick={() => void navigate(AppPath.root)}
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
                title={isPhone ? null : title}
                onOpen={() => setDrawerOpenedOn(pathname)}
              />
            )
          : undefined
      }
      breadcrumbRender={(routes = []) => [
        homeCrumb,
        ...routes.filter((route) => (route as CrumbRoute).linkPath !== homeCrumb.path),
      ]}
      itemRender={renderCrumb}
      pageTitleRender={(_props, _defaultTitle, info) =>
        info?.pageName ? `${info.pageName} · ${t('app.name')}` : t('app.name')
      }
      actionsRender={() => [<LanguageSwitch key="language" />, <UserMenu key="user" />]}
      footerRender={() => <CopyrightFooter />}
    >
      <Outlet />
    </ProLayout>
  );
}
