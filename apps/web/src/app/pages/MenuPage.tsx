import { PageContainer } from '@ant-design/pro-components';
import { createElement, Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../features/auth/session-store';
import { AppPath } from '../../lib/app-paths';
import { resolveMenuTarget } from '../menu/menu-lookup';
import { registeredPageOf } from '../menu/page-registry';
import ComingSoonPage from './ComingSoonPage';
import { PageLoading } from './PageLoading';

/** The admin catch-all: renders the page registered for the current menu entry's component. */
export default function MenuPage() {
  const { pathname } = useLocation();
  const menu = useSessionStore((state) => state.permissions?.menu);
  const target = useMemo(() => (menu ? resolveMenuTarget(menu, pathname) : null), [menu, pathname]);

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
