import type { OddsChangePolicy } from '../../api/provider/bet-api';
import type { OrderStatusCode } from '../../api/provider/bet-schemas';
import { ORDER_STATUS } from '../../api/provider/order-status';

/** Singles (one order per leg), a parlay (one order of every leg), or system bets (series). */
export type SlipKind = 'single' | 'parlay' | 'system';

/** What the last odds check said about a leg's market. */
export interface LegQuote {
  /** Market sale status: 1 open, 0 suspended, -1 not on sale. */
  readonly ss: number;
  /** Parlay allowed. */
  readonly au: boolean;
  readonly smin: number | null;
  readonly smax: number | null;
  readonly line: string;
  readonly name: string;
}

/** One selection in the slip. */
export interface SlipLeg {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
  /** European odds the user has accepted: what a placement sends. */
  readonly odds: number;
  /** The newest price known (odds check or push); differs from `odds` while a change waits. */
  readonly current: number;
  /** The accepted price before the last accepted change, to show old and new side by side. */
  readonly previous: number | null;
  /** The market id before a line move replaced it (the check's `omid`). */
  readonly movedFrom: number | null;
  readonly quote: LegQuote | null;
}

/** A series the legs can form (the check's `sos`). */
export interface SlipSeries {
  readonly sn: number;
  readonly bets: number;
  readonly min: number;
  readonly max: number;
}

/** Facts from outside the slip that decide whether it may place (sent by the wiring as ENV). */
export interface SlipEnv {
  readonly loggedIn: boolean;
  readonly userName: string | null;
  /** null until the balance is known. */
  readonly balance: number | null;
  readonly maintenance: boolean;
  /** The push connection is up, so the prices shown are live (no bet on stale odds). */
  readonly connected: boolean;
  readonly oddsChange: OddsChangePolicy;
  readonly currencyId: number;
}

export const INITIAL_ENV: SlipEnv = {
  loggedIn: false,
  userName: null,
  balance: null,
  maintenance: false,
  connected: false,
  oddsChange: 1,
  currencyId: 1000,
};

/**
 * Why the slip cannot place (Azuro's BetslipDisableReason): each is shown in words and tested.
 * `leg`/`stake` say which item it is about, so the slip can show it there as well.
 */
export type SlipReasonCode =
  | 'notLoggedIn'
  | 'maintenance'
  | 'disconnected'
  | 'checking'
  | 'marketClosed'
  | 'oddsChanged'
  | 'noStake'
  | 'invalidStake'
  | 'belowMin'
  | 'aboveMax'
  | 'overBalance'
  | 'tooManySingles'
  | 'tooFewLegs'
  | 'tooManyLegs'
  | 'sameMatchTwice'
  | 'notParlayable';

export interface SlipReason {
  readonly code: SlipReasonCode;
  /** The stake key (stakeKey) or leg key (legKey) it concerns, when it is about one item. */
  readonly key?: string;
  /** Values for the message: a limit, the balance. */
  readonly value?: number;
}

/** One order of a placement, from the moment its client id is made to its final state. */
export interface PlacementOrder {
  readonly cid: string;
  /** The stake key it was built from (leg key, 'parlay' or the series value). */
  readonly key: string;
  readonly stake: number;
  readonly oid: string | null;
  readonly st: OrderStatusCode | null;
  readonly rj: number | null;
  readonly rjs: string;
}

/**
 * A placement: what was (or is being) sent, stored before sending so a reload, a timeout or a lost
 * answer can be reconciled against the provider's recent orders instead of sent again blindly.
 */
export interface Placement {
  readonly id: string;
  readonly userName: string;
  readonly kind: SlipKind;
  readonly startedAt: number;
  readonly oddsChange: OddsChangePolicy;
  readonly currencyId: number;
  readonly legs: readonly { matchId: number; marketId: number; optionType: number; odds: number }[];
  readonly orders: readonly PlacementOrder[];
  /** sending: answer not seen; tracking: ids known, polling; done: every order final. */
  readonly phase: 'sending' | 'tracking' | 'done';
}

const CONFIRMED: readonly OrderStatusCode[] = [ORDER_STATUS.confirmed, ORDER_STATUS.settled];
const REJECTED: readonly OrderStatusCode[] = [ORDER_STATUS.rejected, ORDER_STATUS.cancelled];
export const FINAL_STATUSES: readonly OrderStatusCode[] = [...REJECTED, ...CONFIRMED];
export const isFinal = (st: OrderStatusCode | null): boolean => st !== null && FINAL_STATUSES.includes(st);
/** Taken by the provider: confirmed, or already settled. */
export const isConfirmed = (st: OrderStatusCode | null): boolean => st !== null && CONFIRMED.includes(st);
/** Not taken: rejected, or cancelled. */
export const isRejected = (st: OrderStatusCode | null): boolean => st !== null && REJECTED.includes(st);
