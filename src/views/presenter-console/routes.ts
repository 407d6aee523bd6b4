import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const presenterConsole: ScreenLoader = readyLoader(() => import('./console-page'));

export const PRESENTER_CONSOLE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/personalAnchor',
    titleKey: 'personalAnchor',
    flags: { requiresAuth: true, requiresAnchor: true, noPopupAd: true },
    screen: presenterConsole,
    namespaces: ['presenter'],
  },
];
