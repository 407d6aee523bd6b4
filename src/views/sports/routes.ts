import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const sports: ScreenLoader = readyLoader(() => import('./sports-page'));
const sportsBulletins: ScreenLoader = readyLoader(() => import('./bulletins/bulletins-page'));

export const SPORTS_ROUTES: readonly RouteEntry[] = [
  {
    path: '/sports',
    titleKey: 'sports',
    flags: { requiresAuth: true, isShowTabbar: true },
    screen: sports,
    namespaces: ['sports', 'bulletins'],
    children: [
      {
        path: 'sportsdetail/:matchId?',
        titleKey: 'sportsDetail',
        flags: { requiresAuth: true },
        screen: sports,
        namespaces: ['match-detail', 'sports'],
      },
      // The bulletin list. Children render through their parent's screen today (src/app/router.tsx
      // gives them no element), so the sports page shows this one at /sports/bulletins.
      {
        path: 'bulletins',
        titleKey: 'sportsBulletins',
        flags: { requiresAuth: true },
        screen: sportsBulletins,
        namespaces: ['bulletins'],
      },
    ],
  },
];
