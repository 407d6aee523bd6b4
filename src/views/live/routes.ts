import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const live: ScreenLoader = readyLoader(() => import('./live-route'));

export const LIVE_ROUTES: readonly RouteEntry[] = [
  // The lobby, and one room by stream (or presenter) id.
  {
    path: '/anchorPlay',
    titleKey: 'anchorPlay',
    flags: { requiresAuth: true, isShowTabbar: true },
    screen: live,
    namespaces: ['live'],
  },
  {
    path: '/anchorPlay/:streamId',
    titleKey: 'anchorPlay',
    flags: { requiresAuth: true, noPopupAd: true },
    screen: live,
    namespaces: ['live', 'sports', 'live-player', 'live-chat'],
  },
];
