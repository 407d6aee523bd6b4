import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const errorPage: ScreenLoader = readyLoader(() => import('./error-page'));

export const ERROR_ROUTES: readonly RouteEntry[] = [
  { path: '/404', aliases: ['/500', '/403'], titleKey: 'error', flags: { bare: true }, screen: errorPage },
];
