import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const home: ScreenLoader = readyLoader(() => import('./home-page'));

export const HOME_ROUTES: readonly RouteEntry[] = [
  { path: '/', titleKey: 'home', flags: { isShowTabbar: true, showFooter: true }, screen: home, namespaces: ['home'] },
];
