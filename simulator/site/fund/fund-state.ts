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
  orders: Map<string, FundOrder>;
  byClientId: Map<string, FundOrder>;
  /** Game wallets already collected into the main wallet, by user. */
  collected: Set<string>;
  /** How long until the cashier settles an order; null: only the control route settles it. */
  settleMs: number | null;
}

export const DEFAULT_SETTLE_MS = 2500;

const byScope = new WeakMap<ScopeState, FundScope>();

export function fundScope(state: ScopeState): FundScope {
  let fund = byScope.get(state);
  if (!fund) byScope.set(state, (fund = { next: 1, orders: new Map(), byClientId: new Map(), collected: new Set(), settleMs: DEFAULT_SETTLE_MS }));
  return fund;
}

export const userKey = (user: SimUser) => user.userName.toLowerCase();
export const clientKey = (user: SimUser, kind: FundOrder['kind'], clientOrderId: string) => `${userKey(user)}|${kind}|${clientOrderId}`;

export function newOrderId(fund: FundScope, kind: FundOrder['kind'], now: number): string {
  return `${kind === 'deposit' ? 'D' : 'W'}${now.toString(36).toUpperCase()}${String(fund.next++).padStart(4, '0')}`;
}

/** UTC+8 calendar day (the service's day) of an instant, as a day number. */
export const serviceDay = (ms: number) => Math.floor((ms + 8 * 3600_000) / 86_400_000);

/** Withdrawn today (UTC+8) by the user, failed orders not counted. */
export function withdrawnToday(fund: FundScope, user: SimUser, now: number): number {
  let sum = 0;
  for (const o of fund.orders.values()) {
    if (o.kind === 'withdraw' && o.userName === userKey(user) && o.status !== 'failed' && serviceDay(o.createdAt) === serviceDay(now)) sum += o.amount;
  }
  return sum;
}
