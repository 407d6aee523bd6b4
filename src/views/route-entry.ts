import type { ComponentType } from 'react';
import type { ReadyLoader } from './lazy-ready';

/**
 * One entry of the route table. Each feature lists its own in `<feature>/routes.ts`; the app's route
 * table (src/app/route-table.ts) joins the lists, so a new screen touches only its own folder.
 * Flags and paths are those of docs/product.md, "Screens".
 */
export interface RouteFlags {
  isShowTabbar?: boolean;
  showFooter?: boolean;
  requiresAuth?: boolean;
  requiresAnchor?: boolean;
  requiresSuperAdmin?: boolean;
  /** Logged-in users visiting such a page go to /. */
  isLoginedBlackList?: boolean;
  /** Hides header and tab bar (the error pages). */
  bare?: boolean;
  /** No popup ad over this screen: a viewer watching a room, a presenter running a stream (it waits for the next page). */
  noPopupAd?: boolean;
}

/** Loads once and keeps the module, so a screen preloaded at start renders without a fallback (src/app/router.tsx). */
export type ScreenLoader = ReadyLoader<ComponentType>;

export interface RouteEntry {
  path: string;
  aliases?: string[];
  /** Key in the `pages` namespace: the page title. */
  titleKey: string;
  flags: RouteFlags;
  /**
   * Lazily loaded screen. Define each loader once per module (routes.ts): the router keeps one lazy
   * component per loader, so entries sharing a loader share a chunk and a screen instance.
   */
  screen: ScreenLoader;
  /**
   * Language namespaces the screen renders with: loaded with the boot packs when the visit starts
   * on this route, so the screen does not suspend for them after mounting.
   */
  namespaces?: readonly string[];
  children?: RouteEntry[];
}
