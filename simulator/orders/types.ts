import type { LRUCache } from 'lru-cache';
import type { ScopeState } from '../core/scope-state';
import type { SimUser } from '../site/site-store';
import type { Kind, Lang, Mkt } from '../sports/types';

/**
 * The order engine's ledger (docs/betting-api.md). Money is held in integer minor units
 * of the user's currency (site/wallet.ts), so balances stay right to the unit; it is turned into
 * currency units only when rendered.
 */

/** Order status `st` (docs/provider-extensions.md). */
export const ST = { created: 0, confirming: 1, rejected: 2, cancelled: 3, confirmed: 4, settled: 5 } as const;

/** Leg result `re` (docs/betting-api.md new/bet/list). */
export const RE = { open: 0, won: 1, lost: 2, void: 3, halfWon: 4, halfLost: 5 } as const;
export type LegResult = (typeof RE)[keyof typeof RE];

/** Envelope and reject codes of the order calls (docs/betting-api.md). */
export const ORDER_CODES = {
  badParam: 5,
  tokenExpired: 14010,
  oddsChanged: 3001,
  belowMin: 3002,
  aboveMax: 3003,
  overBalance: 3004,
  parlayRule: 3005,
  riskRejected: 3006,
  matchChanged: 3007,
  cashOutChanged: 3008,
  cashOutUnavailable: 3009,
  reserveClosed: 3010,
  marketClosed: 3015,
} as const;

/** Names of a leg as the list shows them, per language, taken when the bet is placed. */
export type LegNames = Record<Lang, { nm: string; mn: string; on: string }>;

export interface Leg {
  matchId: number;
  /** Market id when the bet was placed. */
  mid: number;
  mty: number;
  pe: number;
  kind: Kind;
  /** Outcome scope of the market (model.ts): which part of the score settles it. */
  scope: string;
  /** Home handicap or total; 0 for line-less kinds. */
  line: number;
  ty: number;
  /** The option's line text (`li`). */
  li: string;
  /** European odds taken. */
  od: number;
  /** Match start (`mbt`). */
  mbt: number;
  names: LegNames;
  re: LegResult;
  /** Final score of the leg's scope, "h:a", once settled. */
  sc?: string;
  /** The market object (its id changes on a line move, the object stays): suspension checks. */
  mk: Mkt;
  /** Match state at placement, to reject an order whose match changed while it was confirming. */
  seen: { ms: number; goals: number };
}

export interface Order {
  id: string;
  cid: string;
  account: Account;
  st: number;
  timeline: { st: number; at: number }[];
  /** Unit stake and total stake (`sa` = unit * count), minor units. */
  unitMinor: number;
  stakeMinor: number;
  legs: Leg[];
  /** Fold size k of the series (1 for singles) and the number of bets in it (`in`). */
  k: number;
  count: number;
  /** Series value (`sn`) for parlay and system bets. */
  sn?: number;
  bt: number;
  rj?: number;
  payoutMinor?: number;
  co?: 1;
  /** Armed by the `reject` fault at placement: the reason the confirmation will give. */
  forcedReject?: number;
  /** The reservation this order filled, if any. */
  reservation?: string;
}

export interface Reservation {
  id: string;
  cid: string;
  account: Account;
  /** A leg template: the selection, with the target price as `od` until it fills. */
  leg: Leg;
  tod: number;
  stakeMinor: number;
  /** 0 waiting, 1 filled, 2 cancelled, 3 expired. */
  st: 0 | 1 | 2 | 3;
  oid?: string;
  ct: number;
  et: number;
}

/** One user's ledger in one scope. */
export interface Account {
  user: SimUser;
  /** The scope state whose wallet this account moves (site/wallet.ts). */
  state: ScopeState;
  orders: Map<string, Order>;
  /** Replays by clientOrderId: the latest MAX_REPLAYS (simulator/core/bounded.ts); a retry comes within seconds. */
  byCid: LRUCache<string, Order>;
  reservations: Map<string, Reservation>;
  reservationByCid: LRUCache<string, Reservation>;
  /**
   * Placement requests received per clientOrderId (retries included): "0 duplicated, 0 lost". Counted before the
   * balance is checked, so the latest MAX_REPLAYS only.
   */
  placements: LRUCache<string, number>;
}
