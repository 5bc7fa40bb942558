import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadMallHome } from '../features/mall/mall-home-loader';
import { loadAllTexts } from '../lib/i18n';
import { mainIndexPathOf, useSessionStore } from '../lib/session-store';
import { AppPath, ROUTER_BASENAME } from '../lib/app-paths';
import { appPathOf, createNavigationGuard } from './guard/navigation-guard';
import { menuRouteGuard } from './guard/menu-route-guard';
import { FullScreenLoading } from './pages/PageLoading';
import RootLayout from './RootLayout';
import RouteErrorPage, { PageErrorBoundary } from './pages/RouteErrorPage';

/**
 * A lazily loaded route component (every page and layout is its own chunk). It opens with all the texts;
 * the first pages (firstPageComponent) with those the app starts with.
 */
function lazyComponent(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const [page] = await Promise.all([load(), loadAllTexts()]);
    return { Component: page.default };
  };
}

/** A route component of the first pages: it shows only the texts the app starts with (locales/<lang>-start.ts). */
function firstPageComponent(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** Pages inside a layout fail there: the layout's header, menu and tabs stay, with the error in place. */
function inLayout(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, ErrorBoundary: PageErrorBoundary }) as RouteObject);
}

/**
 * The route table. Static routes for the login pages and the mall;
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
          lazy: firstPageComponent(() => import('./layouts/user/UserLayout')),
          children: [
            { index: true, element: null, loader: () => redirect(AppPath.login) },
            { path: 'login', lazy: firstPageComponent(() => import('../features/auth/pages/LoginPage')) },
            { path: 'register', lazy: lazyComponent(() => import('../features/account/pages/RegisterPage')) },
            {
              path: 'register-result',
              lazy: lazyComponent(() => import('../features/account/pages/RegisterResultPage')),
            },
            {
              path: 'third-login',
              lazy: lazyComponent(() => import('../features/auth/pages/ThirdLoginPage')),
            },
            { path: 'resubmit', lazy: lazyComponent(() => import('../features/account/pages/ResubmitPage')) },
            {
              path: 'alteration',
              lazy: lazyComponent(() => import('../features/account/pages/AlterationPage')),
            },
          ],
        },
        {
          path: 'mall',
          lazy: firstPageComponent(() => import('./layouts/mall/MallLayout')),
          children: inLayout([
            { index: true, element: null, loader: () => redirect(AppPath.mallHome) },
            {
              path: 'index',
              loader: () => loadMallHome(queryClient),
              lazy: firstPageComponent(() => import('../features/mall/pages/MallHomePage')),
            },
            {
              path: 'search',
              lazy: firstPageComponent(() => import('../features/mall/pages/MallSearchPage')),
            },
            {
              path: 'detail',
              lazy: firstPageComponent(() => import('../features/mall/pages/MallDetailPage')),
            },
            { path: 'shopcart', lazy: lazyComponent(() => import('../features/cart/pages/CartPage')) },
            {
              path: 'demandList',
              // The orders are asked for as soon as the page's code is there, not after its first render.
              loader: async () => {
                const page = await import('../features/demand/pages/DemandListPage');
                page.prefetch(queryClient).catch(() => undefined);
                return null;
              },
              lazy: lazyComponent(() => import('../features/demand/pages/DemandListPage')),
            },
            // Demand order pages reached from the cart, a product or a list (no menu entries).
            {
              path: 'demandDetail',
              lazy: lazyComponent(() => import('../features/demand/pages/DemandDetailPage')),
            },
            {
              path: 'demandConfirm',
              lazy: lazyComponent(() => import('../features/demand/pages/DemandConfirmPage')),
            },
            {
              path: 'success',
              lazy: lazyComponent(() => import('../features/demand/pages/DemandSuccessPage')),
            },
            { path: 'myself', lazy: lazyComponent(() => import('../features/account/pages/MyselfPage')) },
            // Readable by anyone, before signing up too.
            { path: 'terms', lazy: lazyComponent(() => import('./pages/legal/TermsPage')) },
            { path: 'privacy', lazy: lazyComponent(() => import('./pages/legal/PrivacyPage')) },
          ]),
        },
        { path: '404', lazy: lazyComponent(() => import('./pages/NotFoundPage')) },
        {
          path: '403',
          lazy: async () => {
            await loadAllTexts();
            return { Component: (await import('./pages/ExceptionPage')).ForbiddenPage };
          },
        },
        {
          path: '500',
          lazy: async () => {
            await loadAllTexts();
            return { Component: (await import('./pages/ExceptionPage')).ServerErrorPage };
          },
        },
        {
          lazy: lazyComponent(() => import('./layouts/admin/AdminLayout')),
          children: inLayout([
            {
              path: '*',
              middleware: [menuRouteGuard],
              // The menu entry's page (and its first answers) download together with the admin layout,
              // not after it has rendered. The page registry, which names every feature's pages, loads
              // with them: the mall's first pages never carry it.
              loader: async ({ request }) => {
                const { preloadMenuPage } = await import('./guard/menu-page-preload');
                preloadMenuPage(queryClient, appPathOf(new URL(request.url)));
                return null;
              },
              lazy: lazyComponent(() => import('./pages/MenuPage')),
            },
          ]),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), { basename: ROUTER_BASENAME });
}
