import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const invitePage: ScreenLoader = readyLoader(() => import('./invite-page'));

export const INVITE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/invite',
    titleKey: 'invite',
    flags: { showFooter: true, isShowTabbar: true },
    screen: invitePage,
    namespaces: ['invite', 'auth'],
  },
];
