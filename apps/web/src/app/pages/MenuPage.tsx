import { PageContainer } from '@ant-design/pro-components';
import { createElement, Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { useMenuRoutes } from '../menu/session-menu';
import { AppPath } from '../../lib/app-paths';
import { resolveMenuTarget } from '../menu/menu-lookup';
import { registeredPageOf } from '../menu/page-registry';
import ComingSoonPage from './ComingSoonPage';
import { PageLoading } from './PageLoading';

/** The admin catch-all: renders the page registered for the current menu entry's component. */
export default function MenuPage() {
  const { pathname } = useLocation();
  const loaded = useSessionStore((state) => state.permissions !== null);
  const routes = useMenuRoutes();
  const target = useMemo(
    () => (loaded ? resolveMenuTarget(routes, pathname) : null),
    [loaded, routes, pathname],
  );

  // No menu: the session just ended (logout) and the app is on its way to the login page.
  if (!target) return null;
  if (target.kind === 'notFound') return <Navigate to={AppPath.notFound} replace />;
  if (target.kind === 'redirect') return <Navigate to={target.to} replace />;
  const page = registeredPageOf(target.entry.component);
  return (
    <PageContainer title={target.entry.meta.title}>
      {page ? <Suspense fallback={<PageLoading />}>{createElement(page)}</Suspense> : <ComingSoonPage />}
    </PageContainer>
  );
}
