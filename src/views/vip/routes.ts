import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

// The VIP service pages: screens of their own (not promotion templates), with the promotion pages' flags.
const vipService: ScreenLoader = readyLoader(() => import('./vip-service-page'));
const vip = (path: string, titleKey: string): RouteEntry => ({
  path,
  titleKey,
  flags: { showFooter: true, isShowTabbar: true },
  screen: vipService,
  namespaces: ['invite', 'auth'],
});

export const VIP_ROUTES: readonly RouteEntry[] = [
  vip('/vipDedicatedManager', 'vipDedicatedManager'),
  vip('/vipBusinessGirl', 'vipBusinessGirl'),
  vip('/vipYacht', 'vipYacht'),
];
