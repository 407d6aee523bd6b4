import { keepLatest, MAX_GIFTS } from '../../core/bounded';
import type { SimContext } from '../../core/context';
import { createRng } from '../../core/rng';
import type { ScopeState } from '../../core/scope-state';
import { GIFTS, hashSeed } from '../chat/chat-data';

/**
 * A presenter's income and figures: the gifts their rooms received, per scope (a gift a
 * test sends shows in that test's console only), on top of a seeded history, so a fresh console has
 * something to show. Values are in VND; the presenter keeps PROFIT_SHARE of a gift's value.
 */

export const PROFIT_SHARE = 0.5;
const HOUR = 3600_000;
/** The hourly series of statistics/sum covers this many hours up to now. */
export const SERIES_HOURS = 24;

export interface GiftRecord {
  id: number;
  presenterId: string;
  roomId: string;
  userName: string;
  giftId: number;
  count: number;
  /** VND, the whole gift (price times count). */
  value: number;
  at: number;
}

interface IncomeScope {
  gifts: GiftRecord[];
  nextId: number;
}

const byScope = new WeakMap<ScopeState, IncomeScope>();

export function incomeScope(ctx: SimContext, scope: string): IncomeScope {
  const state = ctx.scopes.get(scope);
  let income = byScope.get(state);
  if (!income) byScope.set(state, (income = { gifts: [], nextId: 100_000 }));
  return income;
}

export function recordGift(ctx: SimContext, scope: string, gift: Omit<GiftRecord, 'id'>): void {
  const income = incomeScope(ctx, scope);
  income.gifts.push({ ...gift, id: income.nextId++ });
  keepLatest(income.gifts, MAX_GIFTS);
}

const NAMES = [
  'minh92',
  'lan_fan',
  'bong_da_vn',
  'tuan.k',
  'somchai',
  'nok_fc',
  'xiaoli',
  'wei88',
  'hoa.mai',
  'peter_v',
];

/** The seeded gifts of the last day for a presenter: the same on every machine for a seed and hour. */
export function seededGifts(ctx: SimContext, presenterId: string, now: number): GiftRecord[] {
  const out: GiftRecord[] = [];
  const lastHour = Math.floor(now / HOUR);
  for (let h = lastHour - SERIES_HOURS + 1; h <= lastHour; h += 1) {
    const rng = createRng(hashSeed(ctx.seed, `gifts|${presenterId}|${h}`));
    const n = rng.int(0, 4);
    for (let i = 0; i < n; i += 1) {
      const gift = rng.pick(GIFTS.slice(0, 5));
      const count = rng.chance(0.8) ? 1 : rng.int(2, 10);
      const at = h * HOUR + rng.int(0, HOUR - 1);
      const userName = rng.pick(NAMES);
      // The current hour's gifts that are still to come are left out (not moved to now, which
      // would put them after a gift sent a moment ago, depending on the minute the test runs).
      if (at > now) continue;
      out.push({
        id: h * 10 + i,
        presenterId,
        roomId: '',
        userName,
        giftId: gift.id,
        count,
        value: gift.priceVnd * count,
        at,
      });
    }
  }
  return out;
}

/** Every gift of the presenter, newest first: the seeded day and the scope's own. */
export function giftsOf(ctx: SimContext, scope: string, presenterId: string, now: number): GiftRecord[] {
  const own = incomeScope(ctx, scope).gifts.filter((g) => g.presenterId === presenterId);
  return [...seededGifts(ctx, presenterId, now), ...own].sort((a, b) => b.at - a.at || b.id - a.id);
}

export interface SeriesPoint {
  /** The hour's start, epoch ms. */
  at: number;
  viewers: number;
  gifts: number;
  followers: number;
}

/** Hourly figures of the last day: peak viewers (seeded), gifts received (counted), followers (seeded drift to today's). */
export function seriesOf(
  ctx: SimContext,
  gifts: GiftRecord[],
  presenterId: string,
  followersNow: number,
  now: number,
): SeriesPoint[] {
  const lastHour = Math.floor(now / HOUR);
  const points: SeriesPoint[] = [];
  let followers = followersNow;
  for (let h = lastHour; h > lastHour - SERIES_HOURS; h -= 1) {
    const rng = createRng(hashSeed(ctx.seed, `stats|${presenterId}|${h}`));
    const start = h * HOUR;
    const giftCount = gifts.filter((g) => g.at >= start && g.at < start + HOUR).reduce((sum, g) => sum + g.count, 0);
    points.push({ at: start, viewers: rng.int(50, 4000), gifts: giftCount, followers });
    followers = Math.max(0, followers - rng.int(0, 12));
  }
  return points.reverse();
}
