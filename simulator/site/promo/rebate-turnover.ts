import type { ScopeState } from '../../core/scope-state';
import { bookOf } from '../../orders/book';
import { isHistoryOrder } from '../../orders/demo-history';
import { ST } from '../../orders/types';
import type { SimUser } from '../site-store';
import { toUnits } from '../wallet';
import { weekOf } from './promo-state';
import { playedBetsOf } from '../games/games-state';

/**
 * This service week's valid turnover of a member (the rebate's base, docs/promo-api.md): the stakes
 * of their sports bets settled in the week (UTC+8, Monday first), cashed-out ones included, in wallet
 * units. Rejected, cancelled and still open bets do not count. Read from the scope's order book, so
 * it is what this member really bet; demo's seeded month (bets on made-up past matches) is history
 * only, as on the leaderboards and the loss refund.
 */
export function weeklyTurnover(state: ScopeState, user: SimUser, now: number): number {
  const account = bookOf(state).accounts.get(user.userName.toLowerCase());
  if (!account) return 0;
  const week = weekOf(now);
  let minor = 0;
  for (const order of account.orders.values()) {
    if (order.st !== ST.settled || isHistoryOrder(order.id)) continue;
    const settledAt = order.timeline.findLast((step) => step.st === ST.settled)?.at;
    if (settledAt !== undefined && weekOf(settledAt) === week) minor += order.stakeMinor;
  }
  return toUnits(user, minor);
}

/** This service week's valid game turnover of a member: the valid amounts of their slot-game bets made this week. */
export function weeklyGameTurnover(state: ScopeState, user: SimUser, now: number): number {
  const week = weekOf(now);
  return playedBetsOf(state, user.userName)
    .filter((bet) => weekOf(bet.betTime) === week)
    .reduce((sum, bet) => sum + bet.validAmount, 0);
}
