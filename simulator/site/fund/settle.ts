import type { SimContext } from '../../core/context';
import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../site-store';
import { adjust, minorOf, toMinor } from '../wallet';
import { fundScope, type DepositOrder, type FundOrder } from './fund-state';

/**
 * The cashier's side: a deposit is credited, a withdrawal paid, some time after the order (real
 * timers like the order desk's confirmations, so a frozen simulator clock still settles; every
 * timestamp comes from the simulator's clock). A scope may turn the timer off and settle by hand
 * (`/sim/control/fund/settle`), to see the pending state as long as it likes.
 */
export function scheduleSettle(ctx: SimContext, state: ScopeState, user: SimUser, order: FundOrder): void {
  const ms = fundScope(state).settleMs;
  if (ms === null) return;
  setTimeout(() => settle(ctx, state, user, order, 'ok'), ms).unref();
}

/** Told of every deposit credited, after the wallet moved (promotions pay a deposit bonus: promo/deposit-bonus.ts). */
export type DepositListener = (ctx: SimContext, state: ScopeState, user: SimUser, order: DepositOrder) => void;
const depositListeners = new Set<DepositListener>();
export function onDepositCredited(listener: DepositListener): () => void {
  depositListeners.add(listener);
  return () => depositListeners.delete(listener);
}

/** Settles a pending order once: credited/paid, or failed (a failed withdrawal gives the money back). */
export function settle(
  ctx: SimContext,
  state: ScopeState,
  user: SimUser,
  order: FundOrder,
  outcome: 'ok' | 'failed',
): boolean {
  if (order.status !== 'pending') return false;
  const now = ctx.clock.now();
  order.settledAt = now;
  if (order.kind === 'deposit') {
    order.status = outcome === 'ok' ? 'credited' : 'failed';
    if (outcome === 'ok') {
      adjust(state, user, minorOf(user, order.credit), { kind: 'deposit', at: now, ref: order.orderId });
      for (const listener of depositListeners) listener(ctx, state, user, order);
    }
  } else {
    order.status = outcome === 'ok' ? 'paid' : 'failed';
    if (outcome === 'failed')
      adjust(state, user, toMinor(user, order.amount) ?? order.amount, {
        kind: 'withdraw',
        at: now,
        ref: order.orderId,
      });
  }
  return true;
}
