import { isApiError } from '../api-error';

/**
 * Cashier refusals (docs/wallet-api.md) as the reasons the forms translate (`wallet:reason.*`).
 * A refusal proves nothing was recorded, so the form may be changed and sent as a new order; any
 * other failure leaves the outcome unknown, and only a retry with the same client order id is safe.
 */
export const FUND_REFUSALS = {
  1005000001: 'unknownChannel',
  1005000002: 'invalid',
  1005000003: 'tooManyDecimals',
  1005000004: 'belowMin',
  1005000005: 'aboveMax',
  1005000006: 'unknownCard',
  1005000007: 'overBalance',
  1005000008: 'overDailyLimit',
  1005000011: 'nothingToCollect',
} as const;

export type FundRefusal = (typeof FUND_REFUSALS)[keyof typeof FUND_REFUSALS];

/** The refusal named by a server answer, or null when the failure leaves the outcome unknown. */
export function fundRefusalOf(error: unknown): FundRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const code = error.details.code;
  return code !== undefined && code in FUND_REFUSALS ? FUND_REFUSALS[code as keyof typeof FUND_REFUSALS] : null;
}
