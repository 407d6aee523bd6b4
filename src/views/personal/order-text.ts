import { RESERVATION_STATUS, type Order, type OrderLeg, type Reservation } from '../../api/provider/order-schemas';
import { ORDER_STATUS } from '../../api/provider/order-status';

/**
 * What an order or a reservation says in words, as translation keys of the `personal` pack with
 * their values: pure, so each rule is tested without rendering.
 */

export type OrderStatusWord =
  'created' | 'confirming' | 'confirmed' | 'rejected' | 'cancelled' | 'won' | 'lost' | 'void' | 'cashedOut' | 'settled';

/** The status a bettor reads: before settlement the order's state, after it the outcome. */
export function orderStatusWord(order: Pick<Order, 'st' | 'uwl' | 'co'>): OrderStatusWord {
  switch (order.st) {
    case ORDER_STATUS.created:
      return 'created';
    case ORDER_STATUS.confirming:
      return 'confirming';
    case ORDER_STATUS.confirmed:
      return 'confirmed';
    case ORDER_STATUS.rejected:
      return 'rejected';
    case ORDER_STATUS.cancelled:
      return 'cancelled';
    default:
      if (order.co) return 'cashedOut';
      if (order.uwl === null || order.uwl === undefined) return 'settled';
      return order.uwl > 0 ? 'won' : order.uwl < 0 ? 'lost' : 'void';
  }
}

/** A status's tone for its badge: good, bad, neutral or pending. */
export function statusTone(word: OrderStatusWord): 'good' | 'bad' | 'neutral' | 'pending' {
  if (word === 'won' || word === 'cashedOut') return 'good';
  if (word === 'lost' || word === 'rejected') return 'bad';
  if (word === 'created' || word === 'confirming' || word === 'confirmed') return 'pending';
  return 'neutral';
}

export type LegResultWord = 'open' | 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';
const LEG_RESULTS: readonly LegResultWord[] = ['open', 'won', 'lost', 'void', 'halfWon', 'halfLost'];

/** `re`: 0 open, 1 won, 2 lost, 3 void, 4 half won, 5 half lost; anything else reads as open. */
export function legResultWord(leg: Pick<OrderLeg, 're'>): LegResultWord {
  return LEG_RESULTS[leg.re] ?? 'open';
}

export type BetKind =
  { key: 'single' } | { key: 'parlay'; legs: number } | { key: 'system'; size: number; legs: number; bets: number };

/**
 * Single, parlay or system. The series value is `k * 1000 + bets` (docs/betting-api.md): `k` legs
 * in each combination; `k` equal to the number of legs is the full parlay, less is a system bet
 * (2/3 with 3 bets is "three doubles of three legs").
 */
export function betKind(order: Pick<Order, 'ops' | 'sn' | 'in'>): BetKind {
  const legs = order.ops.length;
  if (legs <= 1) return { key: 'single' };
  const sn = order.sn ?? null;
  if (sn === null || sn < 1000) return { key: 'parlay', legs };
  const size = Math.floor(sn / 1000);
  const bets = order.in ?? sn % 1000;
  return size >= legs && bets <= 1 ? { key: 'parlay', legs } : { key: 'system', size, legs, bets };
}

/** The return if every leg wins: the provider's `mwa`, else stake times total odds. */
export function potentialReturn(order: Pick<Order, 'mwa' | 'sa' | 'od'>): number {
  return order.mwa ?? Math.round(order.sa * order.od * 100) / 100;
}

/** What came back to the bettor once settled (stake plus win/loss); null before. */
export function payout(order: Pick<Order, 'sa' | 'uwl'>): number | null {
  return order.uwl === null || order.uwl === undefined ? null : order.sa + order.uwl;
}

/** An order that is open: its return is still potential, and it may be cashed out. */
export const isOpen = (order: Pick<Order, 'st'>) =>
  order.st === ORDER_STATUS.created || order.st === ORDER_STATUS.confirming || order.st === ORDER_STATUS.confirmed;

export type ReservationStatusWord = 'waiting' | 'filled' | 'cancelled' | 'expired';
const RESERVATION_WORDS: Record<number, ReservationStatusWord> = {
  [RESERVATION_STATUS.waiting]: 'waiting',
  [RESERVATION_STATUS.filled]: 'filled',
  [RESERVATION_STATUS.cancelled]: 'cancelled',
  [RESERVATION_STATUS.expired]: 'expired',
};

/** An unknown status reads as expired: a reservation we cannot place in time is not shown as waiting (no Cancel). */
export function reservationStatusWord(reservation: Pick<Reservation, 'st'>): ReservationStatusWord {
  return RESERVATION_WORDS[reservation.st] ?? 'expired';
}

/** The option with its line where it has one and the name does not already say it ("Over 2.5"). */
export function optionWithLine(name: string, line: string | null | undefined): string {
  const li = line?.trim();
  if (!li || name.includes(li)) return name;
  return `${name} ${li}`;
}
