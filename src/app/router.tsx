import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchRoutes, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../views/shell/page-skeleton';
import { AppLayout } from '../views/shell/app-layout';
import { lazyReady } from '../views/lazy-ready';
import { RouteGuard } from './route-guard';
import type { RouteEntry, RouteFlags, ScreenLoader } from '../views/route-entry';
import { ROUTES } from './route-table';
import { warmRoute } from './route-preload';

/** One lazy component per loader, so aliases and children share a chunk and an instance type. */
const lazyCache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
function screenOf(loader: ScreenLoader) {
  let component = lazyCache.get(loader);
  if (!component) {
    component = lazyReady(loader);
    lazyCache.set(loader, component);
  }
  return component;
}

function element(entry: RouteEntry) {
  const Screen = screenOf(entry.screen);
  return (
    <RouteGuard flags={entry.flags}>
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
      </Suspense>
    </RouteGuard>
  );
}

interface RouteHandle {
  flags: RouteFlags;
  titleKey: string;
}

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  const make = (path: string): RouteObject => ({
    path,
    element: element(entry),
    handle: { flags: entry.flags, titleKey: entry.titleKey } satisfies RouteHandle,
    children: entry.children?.map((child) => ({
      path: child.path,
      element: null,
      handle: { flags: child.flags, titleKey: child.titleKey } satisfies RouteHandle,
    })),
  });
  return [make(entry.path), ...(entry.aliases ?? []).map(make)];
}

/** Where services send navigations made outside React (login redirects, logout, session expiry). */
export interface AppNavigator {
  navigate(to: string): void;
}

/**
 * The router. Declarative mode (`BrowserRouter` + `useRoutes`), not the data router: no screen
 * uses loaders, actions or fetchers, and `createBrowserRouter` alone adds ~18 KB gzip to the
 * start-up JavaScript of `/`. What the data router gave beyond that is kept here:
 * route flags per match (`useMatches` -> `matchRoutes`) and navigation from outside React.
 */
export function createAppRouter(hasToken: () => boolean) {
  const screens = ROUTES.flatMap(toRouteObjects);
  const warm = (pathname: string) => warmRoute(pathname, hasToken());
  const flagsOf = (pathname: string): RouteFlags =>
    (matchRoutes(screens, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.flags ?? {};
  const routes: RouteObject[] = [
    {
      element: <AppLayout flagsOf={flagsOf} warmRoute={warm} />,
      children: [...screens, { path: '*', element: <Navigate to="/" replace /> }],
    },
  ];

  // A navigation asked for before the router mounted waits for it (services start first).
  let navigateNow: ((to: string) => void) | null = null;
  let pending: string | null = null;
  const navigator: AppNavigator = {
    navigate(to) {
      if (navigateNow) navigateNow(to);
      else pending = to;
    },
  };

  function NavigatorBridge() {
    const navigate = useNavigate();
    useEffect(() => {
      navigateNow = (to) => void navigate(to);
      if (pending !== null) {
        const to = pending;
        pending = null;
        void navigate(to);
      }
      return () => {
        navigateNow = null;
      };
    }, [navigate]);
    return null;
  }

  function AppRoutes() {
    return useRoutes(routes);
  }

  function AppRouter() {
    return (
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    );
  }

  return { navigator, AppRouter };
}
