import * as v from 'valibot';
import { isApiError, type ApiErrorKind } from '../api-error';

/**
 * The error codes of the order calls (docs/betting-api.md, "Error codes of the order calls"), each
 * with one named reason, in one place: the history, cash-out and reservation screens use it, and
 * so does the bet slip for placement errors. A code is a number on the wire (an envelope `code`
 * or an order's `rj`); everything a screen does with it goes through `orderReasonOf`.
 */
export const ORDER_ERROR_CODES = {
  /** 5: a parameter the provider refused (also: `currencyId` not the user's own). */
  badParameter: 5,
  /** 8: the provider is in maintenance; the message carries the window. */
  maintenance: 8,
  /** 3001: a selection's price moved and the `oddsChange` policy does not accept it. */
  oddsChanged: 3001,
  /** 3002: stake below the market's (or series') minimum. */
  belowMin: 3002,
  /** 3003: stake above the maximum. */
  aboveMax: 3003,
  /** 3004: the request's total stake exceeds the balance. */
  overBalance: 3004,
  /** 3005: parlay/system rule (leg count, the same match twice, a market without `au`, unknown series). */
  parlayRule: 3005,
  /** 3006: refused by the book's traders (only as an order's `rj`). */
  riskRejected: 3006,
  /** 3007: the match started, scored or was suspended while confirming (only as `rj`). */
  matchChanged: 3007,
  /** 3008: the cash-out price moved and `acceptOddsChange` was false. */
  cashOutChanged: 3008,
  /** 3009: the order cannot be cashed out now. */
  cashOutUnavailable: 3009,
  /** 3010: the reservation is no longer waiting (filled, expired or cancelled). */
  reserveClosed: 3010,
  /** 3015: a market is not on sale. */
  marketClosed: 3015,
  /** 14010: the provider token expired (after the client's one retry) or the user is a guest. */
  tokenExpired: 14010,
} as const;

export type OrderCodeReason = keyof typeof ORDER_ERROR_CODES;

/**
 * Why an order call failed, as a value a screen can show and test: a code of the table, or how
 * the call failed without one (the transport kinds of api-error.ts), or `unknown` for a code the
 * table does not have.
 */
export type OrderReason = OrderCodeReason | Exclude<ApiErrorKind, 'server' | 'maintenance'> | 'unknown';

/** Every named reason, for the translation parity test and for pickers in tests. */
export const ORDER_REASONS: readonly OrderReason[] = [
  ...(Object.keys(ORDER_ERROR_CODES) as OrderCodeReason[]),
  'network',
  'timeout',
  'aborted',
  'badRequest',
  'badResponse',
  'canceled',
  'tooMany',
  'sessionExpired',
  'malformed',
  'unknown',
];

const BY_CODE = new Map<number, OrderCodeReason>(
  Object.entries(ORDER_ERROR_CODES).map(([name, code]) => [code, name as OrderCodeReason]),
);

/** The named reason of a code (envelope `code` or an order's `rj`); `unknown` for any other. */
export function orderReasonOf(code: number | null | undefined): OrderCodeReason | 'unknown' {
  return (code !== null && code !== undefined && BY_CODE.get(code)) || 'unknown';
}

/** What some codes carry in `data` (docs/betting-api.md); read leniently, absent when unreadable. */
const OddsChange = v.looseObject({
  marketId: v.union([v.number(), v.string()]),
  optionType: v.number(),
  odds: v.number(),
});
const Details = v.looseObject({
  changes: v.fallback(v.optional(v.array(OddsChange)), undefined),
  marketId: v.fallback(v.optional(v.union([v.number(), v.string()])), undefined),
  min: v.fallback(v.optional(v.number()), undefined),
  max: v.fallback(v.optional(v.number()), undefined),
  balance: v.fallback(v.optional(v.number()), undefined),
  amt: v.fallback(v.optional(v.number()), undefined),
});

export interface OrderFailure {
  reason: OrderReason;
  /** The code as sent, when there was one. */
  code?: number;
  /** The server's message (shown only for `unknown`, where we have no words of our own). */
  message: string;
  /** 3001: the new prices. */
  changes?: { marketId: string; optionType: number; odds: number }[];
  /** 3002, 3003, 3015: the market concerned. */
  marketId?: string;
  /** 3002: the minimum stake. */
  min?: number;
  /** 3003: the maximum stake. */
  max?: number;
  /** 3004: the balance. */
  balance?: number;
  /** 3008: the new cash-out amount. */
  amount?: number;
}

/**
 * Any rejection of an order call as an OrderFailure. An ApiError with a code maps through the
 * table (so code 8 is `maintenance` whatever kind the client gave it); one without a code keeps
 * its transport kind; anything else is `unknown`.
 */
export function orderFailureOf(error: unknown): OrderFailure {
  if (!isApiError(error)) return { reason: 'unknown', message: error instanceof Error ? error.message : String(error) };
  const code = error.details.code;
  if (code === undefined) {
    const kind = error.kind;
    return { reason: kind === 'server' || kind === 'maintenance' ? 'unknown' : kind, message: error.message };
  }
  const failure: OrderFailure = { reason: orderReasonOf(code), code, message: error.message };
  const parsed = v.safeParse(Details, error.details.data);
  if (!parsed.success) return failure;
  const d = parsed.output;
  if (d.changes)
    failure.changes = d.changes.map((c) => ({ marketId: String(c.marketId), optionType: c.optionType, odds: c.odds }));
  if (d.marketId !== undefined) failure.marketId = String(d.marketId);
  if (d.min !== undefined) failure.min = d.min;
  if (d.max !== undefined) failure.max = d.max;
  if (d.balance !== undefined) failure.balance = d.balance;
  if (d.amt !== undefined) failure.amount = d.amt;
  return failure;
}
