import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const personal: ScreenLoader = readyLoader(() => import('./personal-page'));

export const PERSONAL_ROUTES: readonly RouteEntry[] = [
  // The personal center: `:id` picks the tab (bets, reserve, games; anything else the first).
  {
    path: '/personal/:id',
    titleKey: 'personal',
    flags: { requiresAuth: true, isShowTabbar: true },
    screen: personal,
    namespaces: ['personal', 'order-errors', 'account', 'auth', 'sports', 'invite'],
  },
];
