import type { MarketDelta } from '../../src/api/push-protocol';
import type { SimMatch } from '../sports/types';
import { adjust } from '../site/wallet';
import type { OrderDesk } from './desk';
import { goalsOf } from './desk';
import { bookOf, keepRecentReservations } from './book';
import type { Account, Leg, Reservation } from './types';

/**
 * Reservations (docs/betting-api.md reserve/*): a stake held until the selection's price reaches
 * the target, then an order at the price of that moment (which goes through the normal
 * lifecycle). Every odds change the engine makes passes the push server, and is checked here
 * against the reservations waiting on that market: one map lookup per changed market.
 *
 * Rules we chose: a reservation expires at `et` (kick-off for a pre-match one, 30 minutes after it
 * was made in play), when a pre-match one's match kicks off, when the match ends, and when a line
 * move retires its market (the line it was made on is gone); expiry and cancel return the stake.
 */

export const LIVE_RESERVATION_MS = 30 * 60_000;

const WAITING = 0;
const FILLED = 1;
const CANCELLED = 2;
const EXPIRED = 3;

export class ReservationBoard {
  private readonly byMarket = new Map<number, Set<Reservation>>();
  private readonly byMatch = new Map<number, Set<Reservation>>();
  private nextExpiry = Infinity;

  constructor(private readonly desk: OrderDesk) {}

  /** Records a reservation and holds its stake. */
  add(account: Account, cid: string, leg: Leg, tod: number, stakeMinor: number, m: SimMatch): Reservation {
    const now = this.desk.now();
    const r: Reservation = {
      id: this.desk.newId(),
      cid,
      account,
      leg,
      tod,
      stakeMinor,
      st: WAITING,
      ct: now,
      et: m.ms === 4 ? m.bt : now + LIVE_RESERVATION_MS,
    };
    adjust(account.state, account.user, -stakeMinor, { kind: 'reserve', at: now, ref: r.id });
    account.reservations.set(r.id, r);
    keepRecentReservations(account);
    account.reservationByCid.set(cid, r);
    add(this.byMarket, leg.mid, r);
    add(this.byMatch, leg.matchId, r);
    this.nextExpiry = Math.min(this.nextExpiry, r.et);
    return r;
  }

  onOdds(d: MarketDelta, now: number): void {
    this.sweep(now);
    const waiting = this.byMarket.get(d.id);
    if (!waiting) return;
    for (const r of [...waiting]) {
      if (d.newId !== undefined) this.close(r, EXPIRED);
      else if (d.ss === 1) {
        const op = d.op.find((o) => o.ty === r.leg.ty);
        if (op && op.od >= r.tod) this.fill(r, op.od);
      }
    }
  }

  onStatus(m: SimMatch, ms: number): void {
    const of = this.byMatch.get(m.id);
    if (!of) return;
    for (const r of [...of]) if (ms === 0 || (ms === 5 && r.leg.seen.ms === 4)) this.close(r, EXPIRED);
  }

  /** Expires what is past its `et`; cheap until the earliest expiry is due. */
  sweep(now: number): void {
    if (now < this.nextExpiry) return;
    let next = Infinity;
    for (const set of this.byMatch.values()) {
      for (const r of [...set]) {
        if (r.et <= now) this.close(r, EXPIRED);
        else next = Math.min(next, r.et);
      }
    }
    this.nextExpiry = next;
  }

  /** reserve/cancel: false when it is no longer waiting (code 3010). */
  cancel(r: Reservation): boolean {
    this.sweep(this.desk.now());
    if (r.st !== WAITING) return false;
    this.close(r, CANCELLED);
    return true;
  }

  private fill(r: Reservation, od: number): void {
    const m = this.desk.sports.world.get(r.leg.matchId);
    if (!m) return this.close(r, EXPIRED);
    const leg: Leg = { ...r.leg, od, seen: { ms: m.ms, goals: goalsOf(m) } };
    const order = this.desk.place({
      account: r.account,
      cid: `r-${r.cid}`,
      legs: [leg],
      unitMinor: r.stakeMinor,
      k: 1,
      count: 1,
      held: true,
      reservation: r.id,
      faults: bookOf(r.account.state).faults,
    });
    r.st = FILLED;
    r.oid = order.id;
    this.unindex(r);
  }

  private close(r: Reservation, st: typeof CANCELLED | typeof EXPIRED): void {
    r.st = st;
    adjust(r.account.state, r.account.user, r.stakeMinor, { kind: 'reserveRefund', at: this.desk.now(), ref: r.id });
    this.unindex(r);
  }

  private unindex(r: Reservation): void {
    this.byMarket.get(r.leg.mid)?.delete(r);
    this.byMatch.get(r.leg.matchId)?.delete(r);
    if (this.byMarket.get(r.leg.mid)?.size === 0) this.byMarket.delete(r.leg.mid);
    if (this.byMatch.get(r.leg.matchId)?.size === 0) this.byMatch.delete(r.leg.matchId);
  }
}

function add<K>(map: Map<K, Set<Reservation>>, key: K, r: Reservation): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(r);
}
