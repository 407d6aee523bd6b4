import { isApiError } from '../../api/api-error';
import { MAINTENANCE_CODE } from '../../config/constants';

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

const BY_CODE: Readonly<Record<number, PlaceProblemCode>> = {
  5: 'badRequest',
  [MAINTENANCE_CODE]: 'maintenance',
  3001: 'oddsChanged',
  3002: 'belowMin',
  3003: 'aboveMax',
  3004: 'overBalance',
  3005: 'parlayRule',
  3015: 'marketClosed',
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
    return marketId !== undefined && optionType !== undefined && odds !== undefined ? [{ marketId, optionType, odds }] : [];
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
  return { code: named, ...(error.message ? { message: error.message } : {}), ...(changes ? { changes } : {}), ...(value !== undefined ? { value } : {}) };
}
