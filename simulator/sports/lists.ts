import type { SimMatch } from './types';
import { SPORT_IDS } from './catalog';
import { todayEnd } from './calendar';

/**
 * Which list a match belongs to (docs/provider-extensions.md, "List types and \"today\""), and list ordering.
 * A match is in exactly one of: 1 live, 3 today, 4 early, 7 outright, or 0 finished (results only).
 */
export type Bucket = 0 | 1 | 3 | 4 | 7;

export function bucketOf(m: SimMatch, now: number): Bucket {
  if (m.ms === 0) return 0;
  if (m.ty === 1) return 7;
  if (m.ms === 5) return 1;
  return m.bt < todayEnd(now) ? 3 : 4;
}

/** List type (`type`) -> the buckets it shows: 0 all, 2 parlay and 8 non-outright are the match lists; 5 (lottery) is empty here. */
const TYPE_BUCKETS: Record<number, Bucket[]> = {
  0: [1, 3, 4, 7],
  1: [1],
  2: [1, 3, 4],
  3: [3],
  4: [4],
  5: [],
  6: [1, 3],
  7: [7],
  8: [1, 3, 4],
  9: [3, 4],
};

export function inType(type: number, bucket: Bucket): boolean {
  return TYPE_BUCKETS[type]?.includes(bucket) ?? false;
}

const sportOrder = new Map(SPORT_IDS.map((sid, i) => [sid, i]));

/** orderBy 0: live first, then start time; 1: by sport and league order, then start time. */
export function sortMatches(list: SimMatch[], orderBy: number): SimMatch[] {
  const byTime = (a: SimMatch, b: SimMatch) =>
    (a.ms === 5 ? 0 : 1) - (b.ms === 5 ? 0 : 1) || a.bt - b.bt || a.id - b.id;
  if (orderBy === 0) return list.sort(byTime);
  return list.sort(
    (a, b) =>
      (sportOrder.get(a.sid) ?? 99) - (sportOrder.get(b.sid) ?? 99) || a.league.or - b.league.or || byTime(a, b),
  );
}
