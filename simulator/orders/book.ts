import { LRUCache } from 'lru-cache';
import { MAX_ORDERS, MAX_REPLAYS, replayCache } from '../core/bounded';
import type { ScopeState } from '../core/scope-state';
import type { SimUser } from '../site/site-store';
import { ST, type Account, type Order } from './types';
import { demoHistory } from './demo-history';
import type { OrderFault } from './faults';

/**
 * Where the ledger lives: one book per scope (the scope of the user's session, so a test reads
 * what its own logins did), holding an account per user and the scope's order faults. Books hang
 * off the scope's state object, so `/sim/control/reset` forgets them with the scope; timers of
 * orders still confirming then finish on the forgotten book, harmlessly.
 */

export interface Book {
  accounts: Map<string, Account>;
  faults: OrderFault[];
}

const books = new WeakMap<ScopeState, Book>();

export function bookOf(state: ScopeState): Book {
  let book = books.get(state);
  if (!book) books.set(state, (book = { accounts: new Map(), faults: [] }));
  return book;
}

export function accountOf(state: ScopeState, user: SimUser): Account {
  const book = bookOf(state);
  const key = user.userName.toLowerCase();
  let account = book.accounts.get(key);
  if (!account) {
    account = {
      user,
      state,
      orders: new Map(),
      byCid: replayCache(),
      reservations: new Map(),
      reservationByCid: replayCache(),
      placements: new LRUCache({ max: MAX_REPLAYS }),
    };
    book.accounts.set(key, account);
    // The demo account's settled bets of the month before the start (demo-history.ts).
    if (state.history)
      for (const seeded of demoHistory(state.history.seed, user, state.history.startedAt).orders) {
        const order: Order = { ...seeded, account };
        // Not in byCid: a client's own clientOrderId never answers with a seeded order.
        account.orders.set(order.id, order);
      }
  }
  return account;
}

/** Counts one placement request for a clientOrderId (retries too). */
export function countPlacement(account: Account, cid: string): void {
  account.placements.set(cid, (account.placements.get(cid) ?? 0) + 1);
}

const FINISHED: ReadonlySet<number> = new Set([ST.rejected, ST.cancelled, ST.settled]);

/** Past `max`, the oldest finished entries of a map in insertion order are forgotten; one still open never is. */
function keepRecent<T>(map: Map<string, T>, finished: (entry: T) => boolean, max: number): void {
  if (map.size <= max) return;
  for (const [id, entry] of map) {
    if (map.size <= max) return;
    if (finished(entry)) map.delete(id);
  }
}

/** Past MAX_ORDERS, the account's oldest finished orders are forgotten; an order still open never is. */
export function keepRecentOrders(account: Account, max = MAX_ORDERS): void {
  keepRecent(account.orders, (order) => FINISHED.has(order.st), max);
}

/**
 * Past MAX_ORDERS, the account's oldest reservations no longer waiting (filled, cancelled, expired) are forgotten.
 * Reserving and cancelling costs nothing in the end (the stake comes back), so without this a loop of the two grew
 * the list for ever.
 */
export function keepRecentReservations(account: Account, max = MAX_ORDERS): void {
  keepRecent(account.reservations, (r) => r.st !== 0, max);
}
