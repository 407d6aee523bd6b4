import type { OrderStatus, PlacedOrder, RecentOrder } from '../../api/provider/bet-schemas';
import { stakeLines, type SlipShape } from './slip-rules';
import { isConfirmed, isFinal, isRejected, type Placement, type PlacementOrder, type SlipEnv } from './slip-types';
import { randomId } from '../../lib/platform/random-id';

/**
 * A placement's life outside the chart: built (with client order ids) before anything is sent,
 * matched to the provider's answer, to its recent orders after a lost answer, and to status polls.
 */

export function newPlacement(slip: SlipShape, env: SlipEnv, now: number, id: string = randomId()): Placement {
  const orders: PlacementOrder[] = stakeLines(slip).map((line, i) => ({
    cid: `${id}-${i}`,
    key: line.key,
    stake: line.unitStake,
    oid: null,
    st: null,
    rj: null,
    rjs: '',
  }));
  return {
    id,
    userName: env.userName ?? '',
    kind: slip.kind,
    startedAt: now,
    oddsChange: env.oddsChange,
    currencyId: env.currencyId,
    legs: slip.legs.map((l) => ({ matchId: l.matchId, marketId: l.marketId, optionType: l.optionType, odds: l.odds })),
    orders,
    phase: 'sending',
  };
}

const withOrder = (
  order: PlacementOrder,
  found: { id: string; st: PlacementOrder['st']; rj?: number | null | undefined; rjs?: string | undefined },
): PlacementOrder => ({
  ...order,
  oid: found.id,
  st: found.st,
  rj: found.rj ?? order.rj,
  rjs: found.rjs || order.rjs,
});

/** The provider's answer, in request order (the `cid` it echoes wins when present). */
export function applyPlaced(placement: Placement, placed: readonly PlacedOrder[]): Placement {
  const byCid = new Map(placed.filter((p) => p.cid).map((p) => [p.cid!, p]));
  const orders = placement.orders.map((o, i) => {
    const answer = byCid.get(o.cid) ?? placed[i];
    return answer ? withOrder(o, { id: answer.id, st: answer.st }) : o;
  });
  return settle({ ...placement, orders, phase: 'tracking' });
}

/**
 * After an answer that never came: which of our orders the provider recorded. A placement is one
 * request, recorded whole or not at all; `found` counts what the recent orders show.
 */
export function applyRecent(
  placement: Placement,
  recent: readonly RecentOrder[],
): { placement: Placement; found: number } {
  const byCid = new Map(recent.filter((r) => r.cid).map((r) => [r.cid!, r]));
  let found = 0;
  const orders = placement.orders.map((o) => {
    const r = byCid.get(o.cid);
    if (!r) return o;
    found++;
    return withOrder(o, { id: r.id, st: r.st, rj: r.rj, rjs: r.rjs });
  });
  return { placement: found > 0 ? settle({ ...placement, orders, phase: 'tracking' }) : placement, found };
}

export function applyStatuses(placement: Placement, statuses: readonly OrderStatus[]): Placement {
  const byId = new Map(statuses.map((s) => [s.oid, s]));
  const orders = placement.orders.map((o) => {
    const s = o.oid ? byId.get(o.oid) : undefined;
    return s ? withOrder(o, { id: s.oid, st: s.st, rj: s.rj, rjs: s.rjs }) : o;
  });
  return settle({ ...placement, orders });
}

/** Done once every order the provider has is final (orders it never recorded do not hold it up). */
function settle(placement: Placement): Placement {
  const known = placement.orders.filter((o) => o.oid !== null);
  return known.length > 0 && known.every((o) => isFinal(o.st)) ? { ...placement, phase: 'done' } : placement;
}

export const pendingOrderIds = (placement: Placement): string[] =>
  placement.orders.filter((o) => o.oid !== null && !isFinal(o.st)).map((o) => o.oid!);

export interface PlacementOutcome {
  readonly confirmed: number;
  readonly rejected: number;
  readonly notPlaced: number;
}

export function outcomeOf(placement: Placement): PlacementOutcome {
  let confirmed = 0;
  let rejected = 0;
  let notPlaced = 0;
  for (const o of placement.orders) {
    if (o.oid === null) notPlaced++;
    else if (isConfirmed(o.st)) confirmed++;
    else if (isRejected(o.st)) rejected++;
  }
  return { confirmed, rejected, notPlaced };
}

/** Polls every STEADY_POLL_MS while most orders are still being decided. */
const STEADY_POLL_MS = 500;
const STEADY_POLLS = 10;

/**
 * Poll delays: every 500 ms for the first 5 s, when nearly every order is decided (the provider
 * confirms 0.5-2.5 s after placing, docs/betting-api.md), so a confirmation shows within about half
 * a second plus a round trip (goal: p95 <= 1 s, bench/bet-slip.ts); then 1 s doubling to 5 s.
 * The plain doubling from 500 ms it replaces polled at 0.5, 1.5, 3.5 s: an order confirmed at
 * 1.6 s showed at 3.5 s (p95 1.9 s in the bench).
 */
export function pollDelay(attempt: number): number {
  const n = Math.max(0, attempt);
  if (n < STEADY_POLLS) return STEADY_POLL_MS;
  return Math.min(5000, 1000 * 2 ** (n - STEADY_POLLS));
}
