import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../site-store';
import { minorPerUnit } from '../wallet';
import type { PromoDef } from './catalogue';
import { sportsNetOf, type BoardSources } from './leaderboard';
import { lossRefundOffer, PERIODS, type LossRefundOffer } from './promo-offers';
import { dayOf, periodOf } from './promo-state';

/**
 * The loss refund (`/negative`, docs/promo-api.md "Loss refund"): a share of what a member lost net on
 * sports bets settled in the promotion's period, by the band the loss reaches, up to a cap. The net comes
 * from the ledger the leaderboards read (leaderboard.ts sportsNetOf: payouts less stakes of the member's
 * settled bets); winning bets offset losing ones, and a member ahead has nothing to be refunded.
 */

export interface Refund {
  /** What the member lost net in the period so far (0 when even or ahead), in their currency units. */
  netLoss: number;
  /** The band reached; null below the first. */
  level: number | null;
  share: number;
  /** What a claim pays now, rounded down to the currency's unit and held to the cap. */
  amount: number;
}

/**
 * The refund of a net loss, all in the member's currency: `scale` turns the offer's base units into it
 * (1,000 for VND, as every promotion amount) and `minor` is the currency's minor units per unit.
 */
export function refundFor(offer: LossRefundOffer, netLoss: number, scale: number, minor: number): Refund {
  const loss = Math.max(0, netLoss);
  const band = [...offer.bands].reverse().find((b) => loss >= b.minLoss * scale);
  if (!band) return { netLoss: loss, level: null, share: 0, amount: 0 };
  const amount = Math.min(Math.floor(loss * band.share * minor) / minor, offer.cap * scale);
  return { netLoss: loss, level: band.level, share: band.share, amount };
}

/** The promotion's period now (this service week for `/negative`) and the key a claim of it is kept under. */
export function refundPeriod(promo: PromoDef, now: number) {
  const period = periodOf(now, PERIODS[promo.id]);
  return { ...period, key: dayOf(period.start) };
}

/** A member's refund now: their net loss over the period from the ledger, never from what a request says. */
export function lossRefundOf(
  boards: BoardSources,
  state: ScopeState,
  promo: PromoDef,
  user: SimUser,
  scale: number,
  now: number,
): Refund {
  const period = refundPeriod(promo, now);
  const netVnd = sportsNetOf(boards, state, user, period, now);
  // The ledger's sums are in VND; a member of another currency sees them at the promotions' 1 : 1,000.
  const net = user.regCurrency === 'VND' ? netVnd : netVnd / 1000;
  return refundFor(lossRefundOffer(promo.id), -net, scale, minorPerUnit(user));
}
