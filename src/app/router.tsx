import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotOpenPage } from '../views/pages/not-open-page';
import { PageSkeleton } from '../views/shell/page-skeleton';
import { AppLayout } from '../views/shell/app-layout';
import { RouteGuard } from './route-guard';
import { ROUTES, type RouteEntry, type ScreenLoader } from './route-table';

/** One lazy component per loader, so aliases and children share a chunk and an instance type. */
const lazyCache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
function screenOf(loader: ScreenLoader) {
  let component = lazyCache.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyCache.set(loader, component);
  }
  return component;
}

function element(entry: RouteEntry) {
  const Screen = entry.screen === 'not-open' ? null : screenOf(entry.screen);
  return (
    <RouteGuard flags={entry.flags}>
      {Screen ? (
        <Suspense fallback={<PageSkeleton />}>
          <Screen />
        </Suspense>
      ) : (
        <NotOpenPage titleKey={entry.titleKey} />
      )}
    </RouteGuard>
  );
}

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  const make = (path: string): RouteObject => ({
    path,
    element: element(entry),
    handle: { flags: entry.flags, titleKey: entry.titleKey },
    children: entry.children?.map((child) => ({ path: child.path, element: null, handle: { flags: child.flags, titleKey: child.titleKey } })),
  });
  return [make(entry.path), ...(entry.aliases ?? []).map(make)];
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [...ROUTES.flatMap(toRouteObjects), { path: '*', element: <Navigate to="/" replace /> }],
    },
  ]);
}
