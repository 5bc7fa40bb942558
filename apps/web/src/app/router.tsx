import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { mainIndexPathOf, useSessionStore } from '../features/auth/session-store';
import { AppPath, ROUTER_BASENAME } from '../lib/app-paths';
import { createNavigationGuard } from './guard/navigation-guard';
import { menuRouteGuard } from './guard/menu-route-guard';
import { FullScreenLoading } from './pages/PageLoading';
import RootLayout from './RootLayout';
import RouteErrorPage from './pages/RouteErrorPage';

/** A lazily loaded route component (every page and layout is its own chunk). */
function lazyComponent(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const comingSoon = lazyComponent(() => import('./pages/ComingSoonPage'));

/**
 * The route table (mall.md §2, admin-shell.md §2). Static routes for the login pages and the mall;
 * everything else is an admin page resolved from the server menu by the catch-all under AdminLayout.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: AppPath.root,
      Component: RootLayout,
      HydrateFallback: FullScreenLoading,
      ErrorBoundary: RouteErrorPage,
      middleware: [createNavigationGuard(queryClient)],
      children: [
        // "/" only redirects (element null: nothing to render, and no "empty leaf route" warning).
        {
          index: true,
          element: null,
          loader: () => redirect(mainIndexPathOf(useSessionStore.getState().mainIndexPage)),
        },
        {
          path: 'user',
          lazy: lazyComponent(() => import('./layouts/user/UserLayout')),
          children: [
            { index: true, element: null, loader: () => redirect(AppPath.login) },
            { path: 'login', lazy: lazyComponent(() => import('../features/auth/pages/LoginPage')) },
            { path: 'register', lazy: lazyComponent(() => import('../features/auth/pages/RegisterPage')) },
          ],
        },
        {
          path: 'mall',
          lazy: lazyComponent(() => import('./layouts/mall/MallLayout')),
          children: [
            { index: true, element: null, loader: () => redirect(AppPath.mallHome) },
            { path: 'index', lazy: lazyComponent(() => import('../features/mall/pages/MallHomePage')) },
            // In the menu or linked from the header, but not built yet: a visibly unfinished page.
            { path: 'search', lazy: comingSoon },
            { path: 'detail', lazy: comingSoon },
            { path: 'shopcart', lazy: comingSoon },
            { path: 'demandList', lazy: comingSoon },
            { path: 'myself', lazy: comingSoon },
          ],
        },
        { path: '404', lazy: lazyComponent(() => import('./pages/NotFoundPage')) },
        {
          lazy: lazyComponent(() => import('./layouts/admin/AdminLayout')),
          children: [
            {
              path: '*',
              middleware: [menuRouteGuard],
              lazy: lazyComponent(() => import('./pages/MenuPage')),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), { basename: ROUTER_BASENAME });
}
