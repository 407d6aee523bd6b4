import { keepLatest, MAX_LEDGER_LINES } from '../core/bounded';
import type { ScopeState } from '../core/scope-state';
import type { SimUser } from './site-store';
import { demoHistory } from '../orders/demo-history';

/**
 * The user's wallet as the betting ledger moves it. Balances live per scope
 * (ScopeState.wallets) in integer minor units, starting from the account's registered balance:
 * parallel tests bet as the same demo user in their own scopes, and one test's bets never show
 * in another's balance. `/sim/control/reset` forgets them with the scope.
 */

export type Currency = SimUser['regCurrency'];

/** docs/product.md, "Constants": currency ids; VND has no minor unit, the others two decimals. */
export const CURRENCIES: Record<Currency, { id: number; minor: number }> = {
  CNY: { id: 1, minor: 100 },
  USD: { id: 2, minor: 100 },
  USDT: { id: 200, minor: 100 },
  VND: { id: 1000, minor: 1 },
};

export const currencyId = (user: SimUser) => CURRENCIES[user.regCurrency].id;

/** Currency units -> minor units; undefined when the amount has more decimals than the currency. */
export function toMinor(user: SimUser, units: number): number | undefined {
  const minor = units * CURRENCIES[user.regCurrency].minor;
  const whole = Math.round(minor);
  return Math.abs(minor - whole) < 1e-6 && Number.isSafeInteger(whole) ? whole : undefined;
}

export const toUnits = (user: SimUser, minor: number) => minor / CURRENCIES[user.regCurrency].minor;
/** Currency units -> minor units, an amount with more decimals than the currency rounded to the nearest minor unit. */
export const minorOf = (user: SimUser, units: number) => toMinor(user, units) ?? Math.round(units);
/** Minor units in one unit of the user's currency (1 for VND, 100 for the others). */
export const minorPerUnit = (user: SimUser) => CURRENCIES[user.regCurrency].minor;

const key = (user: SimUser) => user.userName.toLowerCase();

export function balanceMinor(state: ScopeState, user: SimUser): number {
  return state.wallets.get(key(user)) ?? toMinor(user, user.balance) ?? 0;
}

/** Why money moved: each kind is one line of the user's transaction list (docs/wallet-api.md). */
export type TxKind =
  | 'deposit'
  | 'withdraw'
  | 'bet'
  | 'betRefund'
  | 'payout'
  | 'reserve'
  | 'reserveRefund'
  | 'gift'
  | 'roomFee'
  | 'collect'
  | 'gameTransfer'
  | 'promo';

export interface TxNote {
  kind: TxKind;
  /** Simulator clock, ms. */
  at: number;
  /** The order, stream or room it belongs to. */
  ref?: string;
}

export interface Transaction extends TxNote {
  id: number;
  amountMinor: number;
  balanceAfterMinor: number;
}

/** Every movement of every user's wallet in a scope, oldest first. Kept beside the balances. */
const ledgers = new WeakMap<ScopeState, { next: number; byUser: Map<string, Transaction[]> }>();

function ledgerOf(state: ScopeState) {
  let ledger = ledgers.get(state);
  if (!ledger) ledgers.set(state, (ledger = { next: 1, byUser: new Map() }));
  return ledger;
}

/**
 * The user's lines, starting (on first use in a scope) with the month the demo account lived
 * before the start: those lines end on the registered balance, so the balance does not move.
 */
function linesOf(state: ScopeState, user: SimUser): Transaction[] {
  const ledger = ledgerOf(state);
  let list = ledger.byUser.get(key(user));
  if (!list) {
    list = [];
    let balance = 0;
    for (const line of state.history ? demoHistory(state.history.seed, user, state.history.startedAt).lines : []) {
      balance += line.amountMinor;
      list.push({ ...line, id: ledger.next++, balanceAfterMinor: balance });
    }
    ledger.byUser.set(key(user), list);
  }
  return list;
}

export function transactionsOf(state: ScopeState, user: SimUser): readonly Transaction[] {
  return linesOf(state, user);
}

/** Debit (negative) or credit (positive) in minor units; the note makes it a transaction line. */
export function adjust(state: ScopeState, user: SimUser, deltaMinor: number, note: TxNote): number {
  const next = balanceMinor(state, user) + deltaMinor;
  state.wallets.set(key(user), next);
  const list = linesOf(state, user);
  list.push({ ...note, id: ledgerOf(state).next++, amountMinor: deltaMinor, balanceAfterMinor: next });
  keepLatest(list, MAX_LEDGER_LINES);
  return next;
}

export function setBalance(state: ScopeState, user: SimUser, minor: number): void {
  state.wallets.set(key(user), minor);
}

/** What `/api/fund/wallet/member/local` answers: the balance in currency units. */
export const balanceUnits = (state: ScopeState, user: SimUser) => toUnits(user, balanceMinor(state, user));
