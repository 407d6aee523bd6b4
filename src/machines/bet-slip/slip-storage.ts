import * as v from 'valibot';
import type { AppStorage } from '../../lib/storage';
import type { Placement, SlipKind, SlipLeg } from './slip-types';

/**
 * The slip and its pending placements survive a reload (issue C). Stored values can be old or
 * edited by hand, so they are read through a schema: what does not parse is dropped, never trusted.
 * Placements are kept per user name: a logout (even from an expired session mid-placement) keeps
 * them, and the same user's next visit resumes them.
 */

const int = v.pipe(v.number(), v.integer());
const Leg = v.object({
  matchId: int,
  marketId: int,
  optionType: int,
  odds: v.number(),
  current: v.number(),
  previous: v.nullable(v.number()),
  movedFrom: v.nullable(int),
});
const Slip = v.object({
  legs: v.array(Leg),
  kind: v.picklist(['single', 'parlay', 'system']),
  stakes: v.record(v.string(), v.string()),
});
const Status = v.nullable(v.picklist([0, 1, 2, 3, 4, 5]));
const PlacementSchema = v.object({
  id: v.string(),
  userName: v.string(),
  kind: v.picklist(['single', 'parlay', 'system']),
  startedAt: v.number(),
  oddsChange: v.picklist([0, 1, 2]),
  currencyId: v.number(),
  legs: v.array(v.object({ matchId: int, marketId: int, optionType: int, odds: v.number() })),
  orders: v.array(v.object({ cid: v.string(), key: v.string(), stake: v.number(), oid: v.nullable(v.string()), st: Status, rj: v.nullable(v.number()), rjs: v.string() })),
  phase: v.picklist(['sending', 'tracking', 'done']),
});
const Pending = v.record(v.string(), PlacementSchema);

export interface StoredSlip {
  readonly legs: SlipLeg[];
  readonly kind: SlipKind;
  readonly stakes: Record<string, string>;
}

export function readSlip(storage: AppStorage): StoredSlip | null {
  const parsed = v.safeParse(Slip, storage.get('betSlip'));
  if (!parsed.success) return null;
  // Prices are checked again on load: the stored quote is not kept.
  return { ...parsed.output, legs: parsed.output.legs.map((l) => ({ ...l, quote: null })) };
}

export function writeSlip(storage: AppStorage, slip: StoredSlip): void {
  storage.set('betSlip', { legs: slip.legs.map(({ quote: _quote, ...rest }) => rest), kind: slip.kind, stakes: slip.stakes });
}

function readPending(storage: AppStorage): Record<string, Placement> {
  const parsed = v.safeParse(Pending, storage.get('pendingBets'));
  return parsed.success ? parsed.output : {};
}

export function readPlacement(storage: AppStorage, userName: string | null): Placement | null {
  return userName ? (readPending(storage)[userName.toLowerCase()] ?? null) : null;
}

/** Written before a placement is sent and whenever it learns more; false when the browser refused. */
export function writePlacement(storage: AppStorage, userName: string, placement: Placement | null): boolean {
  const pending = readPending(storage);
  const key = userName.toLowerCase();
  if (placement) pending[key] = placement;
  else delete pending[key];
  return storage.set('pendingBets', Object.keys(pending).length > 0 ? pending : null);
}
