import { LRUCache } from 'lru-cache';
import { replayCache } from '../../core/bounded';
import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../site-store';
import type { ChannelId } from './fund-rules';

/**
 * Deposit and withdraw orders per scope (like the balances they move: a test's orders never show
 * in another's), kept in a WeakMap beside the scope's state. One order per user and client order
 * id: a repeated id answers the first order, so a double press or a retry never makes two.
 */

export type DepositStatus = 'pending' | 'credited' | 'failed';
export type WithdrawStatus = 'pending' | 'paid' | 'failed';

export interface DepositOrder {
  kind: 'deposit';
  orderId: string;
  clientOrderId: string;
  userName: string;
  channelId: ChannelId;
  /** In the channel's currency units. */
  amount: number;
  /** Wallet units it credits. */
  credit: number;
  status: DepositStatus;
  createdAt: number;
  settledAt: number | null;
}

export interface WithdrawOrder {
  kind: 'withdraw';
  orderId: string;
  clientOrderId: string;
  userName: string;
  cardId: number;
  amount: number;
  status: WithdrawStatus;
  createdAt: number;
  settledAt: number | null;
}

export type FundOrder = DepositOrder | WithdrawOrder;

export interface FundScope {
  next: number;
  /** The latest MAX_FUND_ORDERS orders (a deposit costs nothing to make, so they are bounded). */
  orders: LRUCache<string, FundOrder>;
  /** First answers by user, kind and client order id (the latest MAX_REPLAYS). */
  byClientId: LRUCache<string, FundOrder>;
  /**
   * Each user's withdrawals of the current service day, for the daily limit: kept apart from
   * `orders` so that evicting old orders can never lift the limit.
   */
  withdrawals: Map<string, WithdrawOrder[]>;
  /** Game wallets already collected into the main wallet, by user. */
  collected: Set<string>;
  /** How long until the cashier settles an order; null: only the control route settles it. */
  settleMs: number | null;
}

export const DEFAULT_SETTLE_MS = 2500;
export const MAX_FUND_ORDERS = 5000;

const byScope = new WeakMap<ScopeState, FundScope>();

export function fundScope(state: ScopeState): FundScope {
  let fund = byScope.get(state);
  if (!fund)
    byScope.set(
      state,
      (fund = {
        next: 1,
        orders: new LRUCache({ max: MAX_FUND_ORDERS }),
        byClientId: replayCache(),
        withdrawals: new Map(),
        collected: new Set(),
        settleMs: DEFAULT_SETTLE_MS,
      }),
    );
  return fund;
}

export const userKey = (user: SimUser) => user.userName.toLowerCase();
export const clientKey = (user: SimUser, kind: FundOrder['kind'], clientOrderId: string) =>
  `${userKey(user)}|${kind}|${clientOrderId}`;

export function newOrderId(fund: FundScope, kind: FundOrder['kind'], now: number): string {
  return `${kind === 'deposit' ? 'D' : 'W'}${now.toString(36).toUpperCase()}${String(fund.next++).padStart(4, '0')}`;
}

/** UTC+8 calendar day (the service's day) of an instant, as a day number. */
export const serviceDay = (ms: number) => Math.floor((ms + 8 * 3600_000) / 86_400_000);

/** Withdrawn today (UTC+8) by the user, failed orders not counted. */
export function withdrawnToday(fund: FundScope, user: SimUser, now: number): number {
  return todaysWithdrawals(fund, userKey(user), now).reduce(
    (sum, o) => (o.status === 'failed' ? sum : sum + o.amount),
    0,
  );
}

/** Records a new withdrawal for the daily limit. */
export function recordWithdrawal(fund: FundScope, order: WithdrawOrder): void {
  todaysWithdrawals(fund, order.userName, order.createdAt).push(order);
}

/** The user's withdrawals of `now`'s service day; earlier days' are dropped as they pass. */
function todaysWithdrawals(fund: FundScope, user: string, now: number): WithdrawOrder[] {
  const today = (fund.withdrawals.get(user) ?? []).filter((o) => serviceDay(o.createdAt) === serviceDay(now));
  fund.withdrawals.set(user, today);
  return today;
}
