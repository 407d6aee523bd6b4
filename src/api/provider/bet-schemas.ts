import * as v from 'valibot';
import { recordList } from '../record-list';

/**
 * Answers of the placing calls (docs/betting-api.md). Each is parsed where it enters: a broken
 * answer to a placement is an error the slip names, never a half-read order. Ids are strings (the
 * real service's outgrow 2^53); a numeric id is accepted and kept as text.
 */

const Id = v.pipe(v.union([v.string(), v.pipe(v.number(), v.integer())]), v.transform(String), v.minLength(1));
const Num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
);
const optionalText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => s ?? ''),
);

/** One market as the odds check sees it. A market not on sale comes back as `{ mid, ss: -1 }` alone. */
export const CheckedMarket = v.object({
  mid: v.pipe(v.number(), v.integer()),
  omid: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  matchId: v.optional(v.pipe(v.number(), v.integer())),
  ss: v.pipe(v.number(), v.integer()),
  au: v.optional(v.picklist([0, 1]), 0),
  smin: v.optional(Num),
  smax: v.optional(Num),
  op: v.optional(
    v.object({
      ty: v.pipe(v.number(), v.integer()),
      od: Num,
      li: optionalText,
      na: optionalText,
    }),
  ),
});
export type CheckedMarket = v.InferOutput<typeof CheckedMarket>;

/** A series the legs can form: `sn` its value, `in` its bets, `sodd` a unit stake's return if all win. */
export const Series = v.object({
  sn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sodd: Num,
  mi: Num,
  mx: Num,
});
export type Series = v.InferOutput<typeof Series>;

/**
 * `bms` is one entry per asked market, in order: the slip pairs them by position, so a dropped
 * entry would pair the wrong prices. The list is therefore strict, unlike browsing lists.
 */
export const OddsCheck = v.object({
  bms: v.array(CheckedMarket),
  sos: v.optional(v.nullable(recordList(Series, 'sos')), []),
  mon: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10),
  msl: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2)), 10),
});
export type OddsCheck = v.InferOutput<typeof OddsCheck>;

/** Order status `st`: 0 created, 1 confirming, 2 rejected, 3 cancelled, 4 confirmed, 5 settled. */
export const OrderStatusCode = v.picklist([0, 1, 2, 3, 4, 5]);
export type OrderStatusCode = v.InferOutput<typeof OrderStatusCode>;

export const PlacedOrder = v.object({
  id: Id,
  cid: v.optional(v.nullable(v.string())),
  st: OrderStatusCode,
  sa: v.optional(Num),
  ops: v.optional(v.array(v.object({ mid: v.number(), ty: v.optional(v.number()), od: Num })), []),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrder>;

/** A placement answer holds every order asked for, or it is not an answer we can trust. */
export const PlacedOrders = v.pipe(v.array(PlacedOrder), v.minLength(1));

export const OrderStatus = v.object({
  oid: Id,
  st: OrderStatusCode,
  rj: v.optional(v.nullable(v.number())),
  rjs: optionalText,
});
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const OrderStatuses = recordList(OrderStatus);

/** What reconciliation needs of a history record: which client id it carries and where it stands. */
export const RecentOrder = v.object({
  id: Id,
  cid: v.optional(v.nullable(v.string())),
  st: OrderStatusCode,
  sa: v.optional(Num),
  rj: v.optional(v.nullable(v.number())),
  rjs: optionalText,
});
export type RecentOrder = v.InferOutput<typeof RecentOrder>;

export const RecentOrders = v.object({
  total: v.optional(v.number(), 0),
  records: recordList(RecentOrder, 'records'),
});
