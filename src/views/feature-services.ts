import { loadChunk } from '../lib/platform/load-chunk';
import type { FeatureDeps, FeatureGroup } from './feature-deps';
import { GAMES_SERVICES } from './games/services';
import { INVITE_SERVICES } from './invite/services';
import { LIVE_ROOM_SERVICES } from './live-room/services';
import { LIVE_SERVICES } from './live/services';
import { PERSONAL_SERVICES } from './personal/services';
import { PRESENTER_CONSOLE_SERVICES } from './presenter-console/services';
import { PROMO_SERVICES } from './promo/services';
import { SUPER_ADMIN_SERVICES } from './super-admin/services';

/**
 * Every feature's lazily loaded calls: each feature declares its own in `src/views/<feature>/services.ts`;
 * this only joins them, as route-table.ts joins the routes. A feature's calls added or changed touch
 * its folder, not the composition root nor the `AppServices` interface (its type is derived from this).
 */
const FEATURE_SERVICES = [
  PERSONAL_SERVICES,
  GAMES_SERVICES,
  LIVE_SERVICES,
  LIVE_ROOM_SERVICES,
  PRESENTER_CONSOLE_SERVICES,
  SUPER_ADMIN_SERVICES,
  PROMO_SERVICES,
  INVITE_SERVICES,
] as const satisfies readonly FeatureGroup[];

// The groups side by side as one object type (a union of the groups turned into their intersection).
type Joined = (typeof FEATURE_SERVICES)[number] extends infer G
  ? (G extends unknown ? (g: G) => void : never) extends (g: infer All) => void
    ? All
    : never
  : never;

/** What screens call (`services.history()`, `services.live()`, ...): each answers the same promise every time. */
export type FeatureServices = {
  readonly [K in keyof Joined]: Joined[K] extends (deps: FeatureDeps) => infer Answer ? () => Answer : never;
};

/**
 * One loader per call group, nothing loaded yet: each loads once, with the first screen that calls it
 * (`loadChunk`: while offline it waits for the connection, a failed load is forgotten so the next
 * call tries again).
 */
export function createFeatureServices(deps: FeatureDeps): FeatureServices {
  const services: Record<string, () => Promise<unknown>> = {};
  for (const group of FEATURE_SERVICES as readonly FeatureGroup[])
    for (const [name, build] of Object.entries(group)) services[name] = loadChunk(() => build(deps));
  return services as FeatureServices;
}
