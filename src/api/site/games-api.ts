import * as v from 'valibot';
import { SINGLE_WALLET_JUMP_TIMEOUT_MS } from '../../config/constants';
import { isApiError } from '../api-error';
import { recordList, unread } from '../record-list';
import { RequiredSafeLink } from '../safe-link';
import { MaintainFlag, WindowTime } from './maintenance-fields';
import type { SiteClient } from '../site-client';

/**
 * Game lobbies, their games and the single-wallet jump (docs/games-api.md). The record rule
 * (docs/decisions.md, "Odd records"): a lobby or game must have what its tile shows (id, name);
 * a maintenance time that cannot be read is absent (src/lib/rules/time-windows/maintenance.ts decides), and one
 * odd game is left out of its lobby alone, dropped and counted (record-drops.ts).
 */

const Id = v.pipe(v.number(), v.safeInteger());

export const LobbyGame = v.looseObject({
  id: Id,
  gameName: v.pipe(v.string(), v.minLength(1)),
  icon: v.fallback(v.nullish(v.string(), ''), ''),
  gameType: unread(v.number()),
  isHotGame: v.fallback(v.nullish(v.number()), null),
  isMaintain: MaintainFlag,
  startTimestamp: WindowTime,
  endTimestamp: WindowTime,
  /** The lobby page's type filter; an unknown or missing kind only shows under "All". */
  tag: v.fallback(v.nullish(v.string()), null),
});
export type LobbyGame = v.InferOutput<typeof LobbyGame>;

export const GameLobby = v.looseObject({
  id: Id,
  lobbyCode: v.string(),
  lobbyName: v.string(),
  gameType: unread(v.number()),
  icon: unread(v.string()),
  isMaintain: MaintainFlag,
  startTimestamp: WindowTime,
  endTimestamp: WindowTime,
  gameCount: v.fallback(v.nullish(v.number()), null),
});
export type GameLobby = v.InferOutput<typeof GameLobby>;

const LobbyList = v.looseObject({ list: recordList(GameLobby, 'list') });

export const LobbyGames = v.looseObject({ lobby: GameLobby, list: recordList(LobbyGame, 'list') });
export type LobbyGames = v.InferOutput<typeof LobbyGames>;

export const JumpAnswer = v.looseObject({
  /** Only a path on the API's own origin or an http(s) address is ever opened (a game provider's own origin). */
  url: RequiredSafeLink,
  ticket: unread(v.string()),
  gameId: Id,
  lobbyId: v.fallback(v.nullish(v.number()), null),
  walletCode: v.fallback(v.nullish(v.string()), null),
  transferred: v.fallback(v.nullish(v.number()), null),
  /** The main balance after the move. */
  balance: v.fallback(v.nullish(v.number()), null),
  gameBalance: v.fallback(v.nullish(v.number()), null),
});
export type JumpAnswer = v.InferOutput<typeof JumpAnswer>;

/** The site's game error codes (docs/games-api.md). */
export const GAME_CODES = { unknownLobby: 1006000001, unknownGame: 1006000002, maintenance: 1006000003 } as const;

/** The window the server named when it refused a jump for maintenance, or undefined for any other failure. */
export function jumpMaintenanceOf(error: unknown): { startTimestamp: unknown; endTimestamp: unknown } | undefined {
  if (!isApiError(error) || error.details.code !== GAME_CODES.maintenance) return undefined;
  const data = (error.details.data ?? {}) as Record<string, unknown>;
  return { startTimestamp: data.startTimestamp ?? null, endTimestamp: data.endTimestamp ?? null };
}

export interface JumpRequest {
  gameId: number;
  /** Made once per attempt, kept through retries: a repeated id answers the first jump. */
  clientJumpId: string;
}

/** The lobby page shows its own states (greyed, retry), so the site client's toast is off. */
export function createGamesApi(client: SiteClient) {
  const quiet = { noNeedResponseMsg: true } as const;
  return {
    lobbies: (signal?: AbortSignal) =>
      client
        .request({ method: 'POST', url: '/api/game/lobby/list', data: {}, schema: LobbyList, signal, ...quiet })
        .then((d) => d.list),
    lobbyGames: (lobbyId: number, signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/game/lobby/games',
        data: { lobbyId },
        schema: LobbyGames,
        signal,
        ...quiet,
      }),
    /** docs/product.md, "Constants": 10 s. The jump machine keeps its own timer too (it owns the timed-out state). */
    jump: (req: JumpRequest, signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/game/bet/single-wallet/jump',
        data: { ...req },
        schema: JumpAnswer,
        timeout: SINGLE_WALLET_JUMP_TIMEOUT_MS,
        signal,
        ...quiet,
      }),
  };
}
export type GamesApi = ReturnType<typeof createGamesApi>;
