import type { SimContext } from '../core/context';
import { createRng, type Rng } from '../core/rng';
import type { PushMessage } from '../../src/api/push-protocol';
import type { Sports } from '../sports/index';
import { sportOf } from '../sports/catalog';
import type { SimMatch } from '../sports/types';
import { adjust } from '../site/wallet';
import { MarketIndex } from './market-index';
import { ReservationBoard } from './reserve';
import { takeFault, type OrderFault } from './faults';
import { keepRecentOrders } from './book';
import { factorOf, legResult, scopeScore, scoreText } from './settle';
import { seriesReturn } from './series';
import { ORDER_CODES, RE, ST, type Account, type Leg, type Order } from './types';

/**
 * The order desk: records orders, moves them through their lifecycle and settles them.
 *
 * Lifecycle: created (0) on placement, confirming (1) shortly after, then confirmed (4) or
 * rejected (2) once the confirm delay has run (0.5-2.5 s from a seeded rng, or the scope's
 * `confirm-delay` fault). The delay runs on real timers, so a frozen simulator clock still
 * confirms; every timestamp comes from the simulator's clock. An order whose match started,
 * scored (sports whose markets suspend on a score) or was suspended while it confirmed is
 * rejected with 3007; a rejected or cancelled order gets its stake back.
 *
 * Settlement: the push server's "status ms 0" (the engine's finish, or the test control's) settles
 * every open leg of that match from the final score (settle.ts); an order settles when all its legs
 * have, or at once when a leg of a single parlay lost. Winnings are credited to the wallet.
 */

/** Order ids are strings past 2^53 (docs/betting-api.md): a client that reads them as numbers breaks. */
const ID_BASE = 2n ** 53n + 1_000n;

export interface NewOrder {
  account: Account;
  cid: string;
  legs: Leg[];
  unitMinor: number;
  k: number;
  count: number;
  sn?: number;
  /** The stake was taken already (a reservation filling). */
  held?: boolean;
  reservation?: string;
  /** The scope's order faults (reject, confirm-delay). */
  faults: OrderFault[];
}

export class OrderDesk {
  readonly index: MarketIndex;
  readonly reservations: ReservationBoard;
  private readonly rng: Rng;
  private seq = 0n;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Orders with an open leg, by the leg's match: settled when that match ends. */
  private readonly openByMatch = new Map<number, Set<Order>>();

  constructor(
    readonly ctx: SimContext,
    readonly sports: Sports,
  ) {
    this.index = new MarketIndex(sports.world);
    this.reservations = new ReservationBoard(this);
    this.rng = createRng(ctx.seed ^ 0x0bde5);
    sports.push.observe((m, msg) => this.observed(m, msg));
  }

  now(): number {
    return this.ctx.clock.now();
  }

  newId(): string {
    this.seq += 1n;
    return String(ID_BASE + this.seq);
  }

  /** Records an order (status 0), takes its stake and starts its confirmation. */
  place(spec: NewOrder): Order {
    const now = this.now();
    const { account } = spec;
    const order: Order = {
      id: this.newId(),
      cid: spec.cid,
      account,
      st: ST.created,
      timeline: [{ st: ST.created, at: now }],
      unitMinor: spec.unitMinor,
      stakeMinor: spec.unitMinor * spec.count,
      legs: spec.legs,
      k: spec.k,
      count: spec.count,
      ...(spec.sn !== undefined ? { sn: spec.sn } : {}),
      bt: now,
      ...(spec.reservation ? { reservation: spec.reservation } : {}),
    };
    if (!spec.held) adjust(account.state, account.user, -order.stakeMinor, { kind: 'bet', at: now, ref: order.id });
    account.orders.set(order.id, order);
    keepRecentOrders(account);
    account.byCid.set(order.cid, order);
    for (const leg of order.legs) this.track(leg.matchId, order);
    const forced = takeFault(spec.faults, 'reject');
    if (forced) order.forcedReject = forced.rj;
    const fixed = takeFault(spec.faults, 'confirm-delay');
    const delay = fixed ? fixed.ms : 500 + Math.floor(this.rng.next() * 2000);
    const toConfirming = Math.min(150, Math.floor(delay / 2));
    this.after(toConfirming, () => {
      if (order.st !== ST.created) return;
      this.move(order, ST.confirming);
      this.after(delay - toConfirming, () => this.confirm(order));
    });
    return order;
  }

  private track(matchId: number, order: Order): void {
    let set = this.openByMatch.get(matchId);
    if (!set) this.openByMatch.set(matchId, (set = new Set()));
    set.add(order);
  }

  private untrack(order: Order): void {
    for (const leg of order.legs) this.openByMatch.get(leg.matchId)?.delete(order);
  }

  private after(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private move(order: Order, st: number): void {
    order.st = st;
    order.timeline.push({ st, at: this.now() });
  }

  private confirm(order: Order): void {
    if (order.st !== ST.confirming) return;
    const rj = order.forcedReject ?? (order.legs.some((l) => this.changed(l)) ? ORDER_CODES.matchChanged : undefined);
    if (rj !== undefined) return this.refund(order, ST.rejected, rj);
    this.move(order, ST.confirmed);
  }

  /** Whether the leg's match moved on since the bet was taken (reason 3007). */
  private changed(leg: Leg): boolean {
    const m = this.sports.world.get(leg.matchId);
    if (!m || m.ms !== leg.seen.ms || m.suspendedUntil > 0 || leg.mk.ss !== 1) return true;
    return goalsOf(m) !== leg.seen.goals;
  }

  /** Rejects (2) or cancels (3) an open order and gives the stake back. */
  refund(order: Order, st: typeof ST.rejected | typeof ST.cancelled, rj: number): void {
    order.rj = rj;
    this.move(order, st);
    adjust(order.account.state, order.account.user, order.stakeMinor, {
      kind: 'betRefund',
      at: this.now(),
      ref: order.id,
    });
    this.untrack(order);
  }

  /** Cash-out accepted: settles at `amtMinor` (docs/betting-api.md cashOut/bet). */
  cashOut(order: Order, amtMinor: number): void {
    order.co = 1;
    this.pay(order, amtMinor);
  }

  private pay(order: Order, payoutMinor: number): void {
    order.payoutMinor = payoutMinor;
    this.move(order, ST.settled);
    if (payoutMinor > 0)
      adjust(order.account.state, order.account.user, payoutMinor, { kind: 'payout', at: this.now(), ref: order.id });
    this.untrack(order);
  }

  /** Settles the legs a finished match decides. */
  settleMatch(m: SimMatch): void {
    const open = this.openByMatch.get(m.id);
    if (!open) return;
    this.openByMatch.delete(m.id);
    const def = sportOf(m.sid);
    for (const order of open) {
      // Still confirming: its confirmation sees the finished match and rejects it (3007).
      if (order.st !== ST.confirmed) continue;
      for (const leg of order.legs) {
        if (leg.matchId !== m.id || leg.re !== RE.open) continue;
        const s = scopeScore(m, def, leg.scope);
        leg.re = legResult(leg.kind, leg.line, leg.ty, s);
        const sc = scoreText(s);
        if (sc) leg.sc = sc;
      }
      this.trySettle(order);
    }
  }

  private trySettle(order: Order): void {
    const decided = order.legs.every((l) => l.re !== RE.open);
    const lostParlay = order.count === 1 && order.legs.some((l) => l.re === RE.lost);
    if (!decided && !lostParlay) return;
    this.pay(
      order,
      seriesReturn(
        order.unitMinor,
        order.legs.map((l) => factorOf(l.re, l.od)),
        order.k,
      ),
    );
  }

  /** Everything the engine changes passes the push server: line moves, fills, finished matches. */
  private observed(m: SimMatch, msg: PushMessage): void {
    if (msg.type === 'odds') {
      for (const d of msg.markets) {
        if (d.newId !== undefined) this.index.noteRetired(d.id, m.id, d.mty, d.pe);
        this.reservations.onOdds(d, this.now());
      }
    } else if (msg.type === 'status') {
      if (msg.ms === 0) this.settleMatch(m);
      this.reservations.onStatus(m, msg.ms);
    }
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/** Goals (runs, tries) so far in sports whose markets suspend on a score; 0 elsewhere (a basket does not void a bet). */
export function goalsOf(m: SimMatch): number {
  if (!sportOf(m.sid).suspendOnScore) return 0;
  return m.score.per.reduce((s, [h, a]) => s + h + a, 0);
}
