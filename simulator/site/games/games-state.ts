import { LRUCache } from 'lru-cache';
import { replayCache } from '../../core/bounded';
import type { ScopeState } from '../../core/scope-state';

/**
 * What a test may change about the games, and what play leaves behind, per scope (like balances:
 * one test's tickets, bets and maintenance never show in another's). Kept in a WeakMap beside
 * the scope's state, so `/sim/control/reset` forgets it with the scope.
 */

export interface MaintenanceOverride {
  startTimestamp: number | null;
  endTimestamp: number | null;
}

/** A game bet made in the demo game; merged into mybet/sum and mybet/detail. */
export interface PlayedBet {
  id: string;
  userName: string;
  gameType: number;
  gameName: string;
  betAmount: number;
  validAmount: number;
  winLoss: number;
  betTime: number;
  status: 1;
}

export interface Ticket {
  ticket: string;
  userName: string;
  gameId: number;
  walletCode: string;
  spins: number;
  issuedAt: number;
  /** The site session that opened the game: the ticket plays only while it lasts (a logout ends the game too). */
  siteToken: string;
  /** The app origin that jumped: the only origin the game's "Back" posts to, and where it returns when opened alone. */
  appOrigin: string;
}

export interface GamesScope {
  /** By lobby id or game id (`lobby:<id>`, `game:<id>`). */
  maintenance: Map<string, MaintenanceOverride>;
  /** The next `delayTimes` jumps answer after `jumpDelayMs`. */
  jumpDelayMs: number;
  delayTimes: number;
  /** The first answer of each client jump id (a repeated id answers it again, moving nothing); the latest MAX_REPLAYS. */
  jumps: LRUCache<string, object>;
  bets: PlayedBet[];
  /**
   * Spins per member, the demo game's seed: counted apart from `bets`, which keeps only the latest
   * MAX_GAME_BETS, so a member's outcomes never repeat once old bets are dropped. One entry per member who played.
   */
  spins: Map<string, number>;
  next: number;
}

const byScope = new WeakMap<ScopeState, GamesScope>();

export function gamesScope(state: ScopeState): GamesScope {
  let games = byScope.get(state);
  if (!games)
    byScope.set(
      state,
      (games = {
        maintenance: new Map(),
        jumpDelayMs: 0,
        delayTimes: 0,
        jumps: replayCache(),
        bets: [],
        spins: new Map(),
        next: 1,
      }),
    );
  return games;
}

/** The demo game's bets of a user in a scope (simulator/orders/mybet-routes.ts merges them in). */
export function playedBetsOf(state: ScopeState, userName: string): readonly PlayedBet[] {
  return gamesScope(state).bets.filter((b) => b.userName === userName.toLowerCase());
}

/** Tickets kept at most: every jump issues one, so the oldest game sessions end past it. */
export const MAX_TICKETS = 10_000;

/**
 * Tickets are global (the demo game page calls with its ticket only) and name their scope.
 * The most recently used MAX_TICKETS live; an evicted ticket's page says its session has ended.
 */
export const tickets = new LRUCache<string, Ticket & { scope: string }>({ max: MAX_TICKETS });
