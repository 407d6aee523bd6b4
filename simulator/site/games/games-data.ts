import type { SimContext } from '../../core/context';
import { buildLobbies, type SimGame, type SimLobby } from '../home-data';
import type { GamesScope, MaintenanceOverride } from './games-state';

/**
 * The lobbies and games of the lobby pages (docs/games-api.md): the home slot list's seeded world
 * (same ids, names and windows) with each scope's maintenance overrides laid over it, a `tag`
 * the lobby page filters by, and the game wallet a game plays from.
 */

/** Game kinds inside a lobby (the lobby page's type filter); derived from the id, so stable. */
export const GAME_TAGS = ['classic', 'video', 'jackpot'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** The wallet a lobby's games play from, by lobby gameType (the hot lobby plays from slots). */
const WALLET_BY_TYPE: Record<number, string> = { 1: 'slots', 2: 'slots', 3: 'casino', 4: 'cards', 5: 'fishing' };
export const walletCodeOf = (gameType: number) => WALLET_BY_TYPE[gameType] ?? 'slots';

export interface LobbyGame extends SimGame {
  lobbyId: number;
  tag: GameTag;
}

export interface LobbyView extends Omit<SimLobby, 'gameList'> {
  gameCount: number;
}

/** Per simulator (multi-main.ts runs several in one process, each on its own clock). */
const seeded = new WeakMap<SimContext, SimLobby[]>();

/** Built once per simulator, on first use, like the home slot list at start (simulator/site/app-routes.ts). */
export function seededLobbies(ctx: SimContext): SimLobby[] {
  let lobbies = seeded.get(ctx);
  if (!lobbies) seeded.set(ctx, (lobbies = buildLobbies(ctx.seed, ctx.clock.now())));
  return lobbies;
}

function overlay<T extends { startTimestamp: number | null; endTimestamp: number | null }>(
  item: T,
  override: MaintenanceOverride | undefined,
): T {
  return override ? { ...item, ...override } : item;
}

export function lobbiesOf(ctx: SimContext, games: GamesScope): SimLobby[] {
  return seededLobbies(ctx).map((l) => ({
    ...overlay(l, games.maintenance.get(`lobby:${l.id}`)),
    gameList: l.gameList.map((g) => overlay(g, games.maintenance.get(`game:${g.id}`))),
  }));
}

export function gamesOfLobby(lobby: SimLobby): LobbyGame[] {
  return lobby.gameList.map((g) => ({ ...g, lobbyId: lobby.id, tag: GAME_TAGS[g.id % GAME_TAGS.length] ?? 'classic' }));
}

export function findGame(lobbies: SimLobby[], gameId: number): { lobby: SimLobby; game: SimGame } | undefined {
  for (const lobby of lobbies) {
    const game = lobby.gameList.find((g) => g.id === gameId);
    if (game) return { lobby, game };
  }
  return undefined;
}

/** docs/product.md, "Maintenance": in maintenance when flagged, or when now lies between start and end (both included). */
export function inMaintenance(
  item: { isMaintain: number; startTimestamp: number | null; endTimestamp: number | null },
  now: number,
): boolean {
  if (item.isMaintain === 1) return true;
  return (
    item.startTimestamp !== null && item.endTimestamp !== null && now >= item.startTimestamp && now <= item.endTimestamp
  );
}
