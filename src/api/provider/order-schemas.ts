import * as v from 'valibot';
import { providerPage, recordList, unread } from '../record-list';

/**
 * The order calls' answers (docs/betting-api.md). The record rule (docs/decisions.md, "Odd
 * records") as for matches: a record must carry what its screen shows, the rest is optional.
 *
 * Ids are strings: order ids outgrow 2^53 on the real service, so the contract sends them as
 * text. A deployment that sends a (safe) whole number is read too, as its text, so every id in
 * the client has one type; a fraction or an unsafe number is not an id.
 */
export const Id = v.union([
  v.pipe(v.string(), v.minLength(1)),
  v.pipe(v.number(), v.safeInteger(), v.transform(String)),
]);

/** 0/1 from some deployments, booleans from others; read as true/false, absent as false. */
const Flag = v.fallback(
  v.pipe(
    v.nullish(v.union([v.boolean(), v.number()])),
    v.transform((value) => value === true || value === 1),
  ),
  false,
);

/**
 * One leg of an order. The history shows the match, market and option names, the line, the odds
 * taken and the leg's result, so those are required (`re` absent reads as open); the ids, the
 * market type and period, the start and the final score are optional.
 */
export const OrderLeg = v.looseObject({
  mid: v.nullish(Id),
  matchId: v.nullish(Id),
  mty: unread(v.number()),
  pe: unread(v.number()),
  ty: unread(v.number()),
  /** European odds taken. */
  od: v.number(),
  li: v.nullish(v.string()),
  /** Match name, "Home – Away". */
  nm: v.string(),
  /** Market name. */
  mn: v.string(),
  /** Option name. */
  on: v.string(),
  /** Match start, ms. */
  mbt: v.nullish(v.number()),
  /** Leg result: 0 open, 1 won, 2 lost, 3 void, 4 half won, 5 half lost. */
  re: v.nullish(v.number(), 0),
  /** Final score "h:a". */
  sc: v.nullish(v.string()),
});
export type OrderLeg = v.InferOutput<typeof OrderLeg>;

/**
 * An order of new/bet/list. Required: id, status, stake, bet time, total odds and at least one
 * leg. The legs are not a record list: a parlay shown without one of its legs would misstate the
 * bet, so an order with an unreadable leg is left out whole (and logged).
 */
export const Order = v.looseObject({
  id: Id,
  /** The client's own id for the order (idempotent retries); not shown. */
  cid: unread(v.string()),
  st: v.number(),
  /** Stake. */
  sa: v.number(),
  /** Win/loss once settled (null before). */
  uwl: v.nullish(v.number()),
  /** Bet time, ms. */
  bt: v.number(),
  /** 1 while the order can be cashed out. */
  cte: Flag,
  /** Total odds. */
  od: v.number(),
  /** Series value (`k * 1000 + bets`) and bets in it, for parlays and system bets. */
  sn: v.nullish(v.number()),
  in: v.nullish(v.number()),
  /** Reason code and text of a rejection or cancellation. */
  rj: v.nullish(v.number()),
  rjs: v.nullish(v.string()),
  /** 1 when it was cashed out. */
  co: Flag,
  /** Maximum return. */
  mwa: v.nullish(v.number()),
  ops: v.pipe(v.array(OrderLeg), v.minLength(1)),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderPage = providerPage(Order);
export type OrderPage = v.InferOutput<typeof OrderPage>;

/** cashOut/price status: 1 available, 0 suspended, -1 not eligible. */
export const CASH_OUT_PRICE_STATUS = { available: 1, suspended: 0, notEligible: -1 } as const;

export const CashOutPrice = v.looseObject({
  oid: Id,
  /** The payout offered now. */
  amt: v.number(),
  st: v.number(),
});
export type CashOutPrice = v.InferOutput<typeof CashOutPrice>;

export const CashOutPrices = v.looseObject({
  /** How long a price is held, ms. */
  mxc: v.fallback(v.nullish(v.pipe(v.number(), v.minValue(0))), undefined),
  pr: recordList(CashOutPrice, 'pr'),
});
export type CashOutPrices = v.InferOutput<typeof CashOutPrices>;

/** cashOut/bet: the order as it is now (`st` 5 once cashed out) and the amount paid. */
export const CashOutResult = v.looseObject({
  id: Id,
  st: v.number(),
  amt: v.number(),
});
export type CashOutResult = v.InferOutput<typeof CashOutResult>;

/** Reservation status: 0 waiting, 1 filled (`oid` is the order), 2 cancelled, 3 expired. */
export const RESERVATION_STATUS = { waiting: 0, filled: 1, cancelled: 2, expired: 3 } as const;

/**
 * A reservation (reserve/bet, reserve/betList, reserve/cancel). The list shows the match, market
 * and option, the target odds, the stake, the status and when it was made; the current odds,
 * the expiry and the filled order's id show when present.
 */
export const Reservation = v.looseObject({
  id: Id,
  cid: unread(v.string()),
  matchId: v.nullish(Id),
  mid: v.nullish(Id),
  ty: unread(v.number()),
  /** Target odds (European). */
  tod: v.number(),
  /** Current odds. */
  cod: v.nullish(v.number()),
  sa: v.number(),
  st: v.number(),
  oid: v.nullish(Id),
  /** Created, ms. */
  ct: v.number(),
  /** Expires, ms. */
  et: v.nullish(v.number()),
  nm: v.string(),
  mn: v.string(),
  on: v.string(),
  li: v.nullish(v.string()),
});
export type Reservation = v.InferOutput<typeof Reservation>;

export const ReservationPage = providerPage(Reservation);
export type ReservationPage = v.InferOutput<typeof ReservationPage>;
