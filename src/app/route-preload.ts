import i18next from 'i18next';
import { matchRoutes } from 'react-router-dom';
import type { RouteEntry } from '../views/route-entry';
import { ROUTES } from './route-table';

interface Node {
  path: string;
  entry: RouteEntry;
  children?: Node[];
}

const toNodes = (entries: readonly RouteEntry[]): Node[] =>
  entries.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path) => ({
      path,
      entry,
      children: entry.children && toNodes(entry.children),
    })),
  );
const NODES = toNodes(ROUTES);

export interface RoutePreload {
  /** Language namespaces the screen renders with. */
  namespaces: string[];
}

/**
 * The page a visit opens on, known before anything loads: its screen chunk starts downloading at
 * once, beside config.json and the language packs, instead of after the app has mounted, and its
 * language namespaces join the boot packs. A screen behind a login is fetched only with a stored
 * token (without one the guard sends the visitor home). Returns those namespaces (a child route's
 * own: the match detail renders in place of the list, without the list's packs).
 */
export function preloadRoute(pathname: string, hasToken: boolean): RoutePreload {
  const matches = matchRoutes(NODES, pathname) ?? [];
  const entries = matches.map((m) => m.route.entry);
  if (!entries.length || (entries.some((e) => e.flags.requiresAuth) && !hasToken)) return { namespaces: [] };
  const last = entries.at(-1)!;
  void last.screen().catch(() => undefined);
  return { namespaces: [...(last.namespaces ?? [])] };
}

/**
 * The same for a page the visitor is going to (a link pressed, hovered or focused) or has just gone to:
 * its chunk and its language namespaces start together. Left to the screen, each of its parts asked for
 * its own namespace as it first rendered, one after the other (a live room: the room's chunk, then
 * `live-player`, `live-chat` and `sports`, each a round trip after the last, before the player started).
 * Both loads are shared and remembered, so calling it again costs nothing.
 */
export function warmRoute(pathname: string, hasToken: boolean): void {
  const { namespaces } = preloadRoute(pathname, hasToken);
  if (namespaces.length && i18next.isInitialized) void i18next.loadNamespaces(namespaces).catch(() => undefined);
}
