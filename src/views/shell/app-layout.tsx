import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useServices } from '../app-services';
import { AuthDialog } from '../auth/auth-dialog';
import MaintenancePage from '../pages/maintenance-page';
import { ExpiredDialog } from './expired-dialog';
import { Footer } from './footer';
import { Header } from './header';
import { IdlePopupAd } from './idle-popup-ad';
import { RouteErrorBoundary } from './route-error-boundary';
import { TabBar } from './tab-bar';
import { Toasts } from './toasts';
import { useLinkIntent } from './use-link-intent';
import { WarmRouteContext } from './warm-route';

interface LayoutFlags {
  isShowTabbar?: boolean;
  showFooter?: boolean;
  bare?: boolean;
  noPopupAd?: boolean;
}

const AUTH_PATHS = new Set(['/login', '/register', '/mobile-login', '/mobile-register']);

/**
 * The common layout: header, the current route (faded in, scrolled to the top), tab bar and
 * footer as the route flags say. The route renders only while `routeAlive` is true: a language
 * change drops and re-mounts it so server content reloads in the new language.
 */
export function AppLayout({
  flagsOf,
  warmRoute,
}: {
  flagsOf: (pathname: string) => LayoutFlags;
  /** Starts a page's chunk and language namespaces together (the composition root's route table). */
  warmRoute: (pathname: string) => void;
}) {
  const { maintenance } = useServices();
  const { i18n } = useTranslation();
  const location = useLocation();
  const flags = flagsOf(location.pathname);
  // The fade is for going from one page to another, not for the page a visit opens on: at opacity 0
  // Chrome does not count that page as painted, so its largest paint waited for the fade's 200 ms.
  const [openingPath] = useState(location.pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.pathname !== openingPath) setNavigated(true);
  const inMaintenance = useSelector(maintenance, (s) => s.matches('active'));
  const routeAlive = useRouteAlive(i18n.language);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  // As the new page first suspends (its chunk), not after it: its namespaces load beside the chunk.
  useLayoutEffect(() => warmRoute(location.pathname), [warmRoute, location.pathname]);
  useLinkIntent(warmRoute);

  if (inMaintenance) {
    return (
      <>
        <MaintenancePage />
        <Toasts />
      </>
    );
  }

  return (
    <div className={`app ${flags.isShowTabbar && !flags.bare ? 'with-tabbar' : ''}`}>
      {!flags.bare && <Header />}
      <div className={navigated ? 'app-main page-fade' : 'app-main'} key={location.pathname}>
        {routeAlive && (
          <RouteErrorBoundary>
            <WarmRouteContext value={warmRoute}>
              <Outlet />
            </WarmRouteContext>
          </RouteErrorBoundary>
        )}
      </div>
      {flags.showFooter && !flags.bare && <Footer />}
      {flags.isShowTabbar && !flags.bare && <TabBar />}
      <AuthDialog suppressed={AUTH_PATHS.has(location.pathname)} />
      <ExpiredDialog />
      {!flags.bare && !flags.noPopupAd && !AUTH_PATHS.has(location.pathname) && <IdlePopupAd />}
      <Toasts />
    </div>
  );
}

function useRouteAlive(language: string): boolean {
  const [alive, setAlive] = useState({ language, alive: true });
  if (alive.language !== language) setAlive({ language, alive: false });
  useEffect(() => {
    if (!alive.alive) {
      const id = requestAnimationFrame(() => setAlive((a) => ({ ...a, alive: true })));
      return () => cancelAnimationFrame(id);
    }
  }, [alive.alive]);
  return alive.alive;
}
