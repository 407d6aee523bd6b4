import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

const gameLobby: ScreenLoader = readyLoader(() => import('./lobby-page'));

export const GAMES_ROUTES: readonly RouteEntry[] = [
  // Game lobbies: `:id` is the lobby.
  {
    path: '/electronic/:id',
    titleKey: 'electronicGame',
    flags: { requiresAuth: true, isShowTabbar: true },
    screen: gameLobby,
    namespaces: ['games'],
  },
];
