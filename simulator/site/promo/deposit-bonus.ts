import type { SimContext } from '../../core/context';
import type { ScopeState } from '../../core/scope-state';
import type { DepositOrder } from '../fund/fund-state';
import { onDepositCredited } from '../fund/settle';
import type { SimUser } from '../site-store';
import { adjust, minorOf } from '../wallet';
import { PROMOS } from './catalogue';
import { ownerKey, tiersOf } from './promo-content';
import { depositOffer } from './promo-offers';
import { promoScope } from './promo-state';

/**
 * A deposit-bonus application is paid by the member's next credited deposit of at least the tier's
 * minimum (docs/promo-api.md; a USDT promotion: a USDT deposit of at least that many USDT): the bonus is one wallet line (`promo`, ref `<promo id>:bonus:<order id>`)
 * and the application is marked paid, so no later deposit pays it again. A smaller deposit leaves it
 * waiting. Deposits made before the application do not count.
 */
export function payDepositBonuses(ctx: SimContext, state: ScopeState, user: SimUser, order: DepositOrder): void {
  const scope = promoScope(state);
  for (const promo of PROMOS) {
    if (promo.template !== 'depositBonus') continue;
    const app = scope.applied.get(ownerKey(user, promo));
    const tier = app && tiersOf(promo, user).find((t) => t.id === app.tierId);
    if (!app || !tier || app.paid || order.createdAt < app.appliedAt) continue;
    // A USDT promotion counts USDT deposits only, by the USDT paid; the others any deposit, by what it credited.
    const { channel } = depositOffer(promo.id);
    if (channel !== null && order.channelId !== channel) continue;
    if ((channel === 'usdt' ? order.amount : order.credit) < tier.minDeposit) continue;
    const amount = tier.bonus;
    const at = ctx.clock.now();
    adjust(state, user, minorOf(user, amount), { kind: 'promo', at, ref: `${promo.id}:bonus:${order.orderId}` });
    app.paid = { orderId: order.orderId, deposit: order.credit, amount, at };
    scope.claims.push({
      userName: user.userName,
      promoId: promo.id,
      action: 'bonus',
      clientKey: order.orderId,
      at,
      amount,
      answer: { tierId: tier.id, orderId: order.orderId },
    });
  }
}

let installed = false;
/** Listens to the cashier once per process (every simulator in it shares the listener; the state says whose). */
export function installDepositBonus(): void {
  if (installed) return;
  installed = true;
  onDepositCredited(payDepositBonuses);
}
