import { optionTypes } from '../sports/options';
import type { OrderDesk } from './desk';
import { factorOf } from './settle';
import { combinations } from './series';
import { maxReturnMinor } from './render';
import { RE, ST, type Leg, type Order } from './types';

/**
 * Cash-out prices (docs/betting-api.md cashOut/*). An open leg is worth its price taken over its
 * fair price now: odds_taken / (odds_now * (1 + the match's margin)), the margin being what the
 * book put on the price; a settled leg is worth its result. The offer is the order's value (the
 * sum over its bets of unit stake * product of leg values) less CASH_OUT_MARGIN, floored to the
 * minor unit and capped at the most the order could return. It follows the odds shown: the price
 * of the leg's own line, wherever that line now sits in its market group after line moves.
 *
 * `st` 1 available; 0 suspended (a leg's market or match is suspended; `amt` is then the last
 * price's); -1 not eligible (order not confirmed, an outright, a leg's line off the board, a leg
 * already lost).
 */

export const CASH_OUT_MARGIN = 0.05;
/** How often the client should ask again while it shows a price (`mxc`). */
export const CASH_OUT_HOLD_MS = 5000;

export interface CashOutQuote {
  amtMinor: number;
  st: 1 | 0 | -1;
}

const NONE: CashOutQuote = { amtMinor: 0, st: -1 };

/** A leg's value now (and whether its market is suspended), or null when it has none. */
function legValue(desk: OrderDesk, leg: Leg): { value: number; suspended: boolean } | null {
  if (leg.re !== RE.open) {
    const f = factorOf(leg.re, leg.od);
    return { value: Number(f.num) / Number(f.den), suspended: false };
  }
  const m = desk.sports.world.get(leg.matchId);
  if (!m || m.ty !== 2 || (m.ms !== 4 && m.ms !== 5)) return null;
  const g = m.groups.find((x) => x.plan.mty === leg.mty && x.plan.pe === leg.pe);
  const mk = g?.mks.find((x) => x.line === leg.line && x.ss !== -1);
  if (!g || !mk) return null;
  const now = mk.od[optionTypes(g.plan.kind, mk.od.length).indexOf(leg.ty)];
  if (!now || now <= 0) return null;
  return { value: leg.od / (now * (1 + m.margin)), suspended: mk.ss === 0 || m.suspendedUntil > 0 };
}

export function cashOutQuote(desk: OrderDesk, order: Order): CashOutQuote {
  if (order.st !== ST.confirmed) return NONE;
  const values: number[] = [];
  let suspended = false;
  for (const leg of order.legs) {
    const v = legValue(desk, leg);
    if (!v) return NONE;
    suspended ||= v.suspended;
    values.push(v.value);
  }
  let value = 0;
  for (const combo of combinations(values.length, order.k))
    value += order.unitMinor * combo.reduce((p, i) => p * values[i]!, 1);
  const amtMinor = Math.min(Math.floor(value * (1 - CASH_OUT_MARGIN) + 1e-9), maxReturnMinor(order));
  if (amtMinor <= 0) return NONE;
  return { amtMinor, st: suspended ? 0 : 1 };
}
