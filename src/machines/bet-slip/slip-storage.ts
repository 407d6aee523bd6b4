import * as v from 'valibot';
import type { AppStorage } from '../../lib/platform/storage';
import type { Placement, SlipKind, SlipLeg } from './slip-types';

/**
 * The slip and its pending placements survive a reload. Stored values can be old or
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
  orders: v.array(
    v.object({
      cid: v.string(),
      key: v.string(),
      stake: v.number(),
      oid: v.nullable(v.string()),
      st: Status,
      rj: v.nullable(v.number()),
      rjs: v.string(),
    }),
  ),
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
  storage.set('betSlip', {
    legs: slip.legs.map(({ quote: _quote, ...rest }) => rest),
    kind: slip.kind,
    stakes: slip.stakes,
  });
}

/** How often, at most, a slip whose selections stay the same is written again (its prices moving). */
export const PRICE_WRITE_MS = 1000;

/**
 * Writes the slip as it changes. A pick, a removal, a stake or the kind is written at once; a change
 * that keeps the same selections (a pushed price, an odds check's answer) at most once per
 * `delayMs`, the newest state. Under an odds storm a 20-leg slip changes on nearly every push of a
 * leg's match, and each write is a synchronous localStorage write (bench/bet-slip.ts). A reload
 * checks every price again, so a price older than the last push is never what a placement sends.
 */
export function slipWriter(storage: AppStorage, delayMs = PRICE_WRITE_MS): (slip: StoredSlip) => void {
  let last: StoredSlip | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (last) writeSlip(storage, last);
  };
  return (slip) => {
    const before = last;
    if (before && slip.legs === before.legs && slip.stakes === before.stakes && slip.kind === before.kind) return;
    last = slip;
    const sameSelections =
      before !== null &&
      slip.stakes === before.stakes &&
      slip.kind === before.kind &&
      slip.legs.length === before.legs.length &&
      slip.legs.every((l, i) => l.marketId === before.legs[i]!.marketId && l.optionType === before.legs[i]!.optionType);
    if (!sameSelections) write();
    else timer ??= setTimeout(write, delayMs);
  };
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
