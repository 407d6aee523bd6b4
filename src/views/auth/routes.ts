import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const authPage: ScreenLoader = readyLoader(() => import('./auth-route-page'));

export const AUTH_ROUTES: readonly RouteEntry[] = [
  { path: '/login', titleKey: 'login', flags: { isLoginedBlackList: true, isShowTabbar: true }, screen: authPage },
  {
    path: '/register',
    titleKey: 'register',
    flags: { isLoginedBlackList: true, isShowTabbar: true },
    screen: authPage,
  },
  {
    path: '/mobile-login',
    titleKey: 'mobileLogin',
    flags: { isLoginedBlackList: true, isShowTabbar: true },
    screen: authPage,
  },
  {
    path: '/mobile-register',
    titleKey: 'mobileRegister',
    flags: { isLoginedBlackList: true, isShowTabbar: true },
    screen: authPage,
  },
];
