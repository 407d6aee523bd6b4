import { isApiError } from '../../api/api-error';
import { ORDER_ERROR_CODES } from '../../api/provider/order-errors';

/**
 * Why a placement was refused or not placed, as a named value the slip translates
 * (slip.problem.<code>). Only an answer with one of these envelope codes proves that nothing was
 * recorded (docs/betting-api.md: "An envelope error places nothing"); every other failure may have
 * placed the bet and goes to reconciliation instead.
 */
export type PlaceProblemCode =
  | 'oddsChanged'
  | 'belowMin'
  | 'aboveMax'
  | 'overBalance'
  | 'parlayRule'
  | 'marketClosed'
  | 'badRequest'
  | 'maintenance'
  | 'notPlaced';

export interface PlaceProblem {
  readonly code: PlaceProblemCode;
  /** The provider's own words, shown under ours when it sent any. */
  readonly message?: string;
  /** oddsChanged: the prices now. */
  readonly changes?: readonly { marketId: number; optionType: number; odds: number }[];
  readonly value?: number;
}

const C = ORDER_ERROR_CODES;
// The codes come from the one table of order errors (order-errors.ts); which of them prove that
// nothing was recorded is this file's decision.
const BY_CODE: Readonly<Record<number, PlaceProblemCode>> = {
  [C.badParameter]: 'badRequest',
  [C.maintenance]: 'maintenance',
  [C.oddsChanged]: 'oddsChanged',
  [C.belowMin]: 'belowMin',
  [C.aboveMax]: 'aboveMax',
  [C.overBalance]: 'overBalance',
  [C.parlayRule]: 'parlayRule',
  [C.marketClosed]: 'marketClosed',
};

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function changesOf(data: unknown): PlaceProblem['changes'] {
  const list = (data as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((c: unknown) => {
    const o = c as Record<string, unknown> | null;
    const marketId = num(o?.marketId);
    const optionType = num(o?.optionType);
    const odds = num(o?.odds);
    return marketId !== undefined && optionType !== undefined && odds !== undefined
      ? [{ marketId, optionType, odds }]
      : [];
  });
}

/** The refusal an error proves, or null when the bet may have been recorded. */
export function refusalOf(error: unknown): PlaceProblem | null {
  if (!isApiError(error)) return null;
  const code = error.details.code;
  if (error.kind === 'maintenance') return { code: 'maintenance' };
  if (error.kind !== 'server' || code === undefined) return null;
  const named = BY_CODE[code];
  if (!named) return null;
  const data = error.details.data as Record<string, unknown> | null | undefined;
  const value = num(data?.min) ?? num(data?.max) ?? num(data?.balance);
  const changes = named === 'oddsChanged' ? changesOf(data) : undefined;
  return {
    code: named,
    ...(error.message ? { message: error.message } : {}),
    ...(changes ? { changes } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}
