import { AUTH_ROUTES } from '../views/auth/routes';
import { GAMES_ROUTES } from '../views/games/routes';
import { HOME_ROUTES } from '../views/home/routes';
import { INVITE_ROUTES } from '../views/invite/routes';
import { LIVE_ROUTES } from '../views/live/routes';
import { ERROR_ROUTES } from '../views/pages/routes';
import { PERSONAL_ROUTES } from '../views/personal/routes';
import { PRESENTER_CONSOLE_ROUTES } from '../views/presenter-console/routes';
import { PROMO_ROUTES } from '../views/promo/routes';
import type { RouteEntry } from '../views/route-entry';
import { SPORTS_ROUTES } from '../views/sports/routes';
import { SUPER_ADMIN_ROUTES } from '../views/super-admin/routes';
import { VIP_ROUTES } from '../views/vip/routes';

/**
 * Every screen the app answers: each feature lists its own routes in `src/views/<feature>/routes.ts`
 * (paths, flags, lazy screen, language namespaces); this only joins the lists. A route added or
 * changed touches its feature's folder, not this file.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...HOME_ROUTES,
  ...SPORTS_ROUTES,
  ...PERSONAL_ROUTES,
  ...PRESENTER_CONSOLE_ROUTES,
  ...SUPER_ADMIN_ROUTES,
  ...LIVE_ROUTES,
  ...GAMES_ROUTES,
  ...PROMO_ROUTES,
  ...VIP_ROUTES,
  ...INVITE_ROUTES,
  ...AUTH_ROUTES,
  ...ERROR_ROUTES,
];

/** Every path the app answers, aliases included (tests and screenshots walk this). */
export function allPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}
