import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const superAdmin: ScreenLoader = readyLoader(() => import('./admin-page'));

export const SUPER_ADMIN_ROUTES: readonly RouteEntry[] = [
  {
    path: '/superadmincenter',
    titleKey: 'superAdminCenter',
    flags: { requiresAuth: true, requiresSuperAdmin: true },
    screen: superAdmin,
    namespaces: ['admin'],
  },
];
