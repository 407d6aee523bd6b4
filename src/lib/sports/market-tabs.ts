import { SPORT, sportInfoOrGeneric } from './sport-catalog';

/**
 * Market-group tabs of the match detail page (docs/provider-extensions.md, "Market group tab").
 *
 * The provider tells which tabs a match offers (`tps`) but not which tab each market group
 * (`mg[]`) belongs to. A group that carries its tab (`tab`, the simulator plan's field name) is
 * trusted; otherwise the tab is derived from the group's market type and market period with the
 * table below, which reproduces the simulator's plans (docs/provider-extensions.md "Market types";
 * market-tabs.test.ts checks every plan of simulator/sports/catalog.ts against it).
 *
 * B = sport id x 1000; m = mty - B (market offset), q = pe - B (market-period offset).
 *
 * | Sports | Rule (first match wins) | Tab |
 * |---|---|---|
 * | all | m = 500 (outright winner) | p |
 * | soccer 1, eFootball 177 | m in 9, 10, 11 (corners handicap, over/under, most corners) | c |
 * |  | q in 2, 3 (first / second half) | f |
 * |  | m in 0, 5, 7 (handicap, 1x2, over/under) | p |
 * |  | m in 2, 6, 8, 12 (European handicap, draw no bet, odd/even, double chance) | h |
 * | basketball 3, eBasketball 178 | q in 5..8 (quarters) | qu |
 * |  | q in 3, 4 (halves) | f |
 * |  | q = 1 and m in 2, 3, 4 (handicap, total, winner) | p |
 * |  | m in 1, 8 (3-way regulation, odd/even) | h |
 * | tennis 5 | q >= 11 (set n) | set |
 * |  | m in 1..4 (winner, game handicap, total games, set handicap: the tennis columns) | p |
 * |  | m = 8 | h |
 * | cricket 14 | m in 1, 3, 6 (winner, total runs, odd/even: the cricket columns) | p |
 * |  | m = 2 (runs handicap) | h |
 * | set sports 13, 47, 15, 51 | q >= 11 (set n), or m in 4, 5 (set handicap, total sets) | set |
 * |  | m in 1..3 | p |
 * |  | m = 8 | h |
 * | all others (2, 4, 6, 7, 8, 16, 19, 100) | q = 2 (first half) | f |
 * |  | m in 1, 2, 3, 9 (winner, handicap, total, goes the distance) | p |
 * |  | m in 5, 8 (3-way regulation, odd/even) | h |
 * | anything else | an unknown code, or an mty outside the sport's block | o |
 *
 * The record's `tps` (the tabs the provider says the match offers) is not needed: a tab shows when
 * a group maps to it and has a market on the board, which also covers markets added by pushes.
 *
 * Labels: `cs` is read as "correct score" and `z` as "totals" (zǒng); neither the contract nor the
 * simulator uses them, so no mapping produces them until a provider record names them.
 */

export const TAB_KEYS = [
  'p',
  'h',
  'c',
  'cs',
  's',
  'f',
  'i',
  'b',
  'q',
  't',
  'j',
  'set',
  'qu',
  'z',
  'ps',
  'pro',
  '1st',
  '3rd',
  'o',
  'pa',
] as const;
export type TabKey = (typeof TAB_KEYS)[number];

const TAB_SET: ReadonlySet<string> = new Set(TAB_KEYS);

export function isTabKey(value: unknown): value is TabKey {
  return typeof value === 'string' && TAB_SET.has(value);
}

const SET_SPORTS: ReadonlySet<number> = new Set([
  SPORT.volleyball,
  SPORT.badminton,
  SPORT.tableTennis,
  SPORT.beachVolleyball,
]);
const OUTRIGHT = 500;
/** Period n of a designed sport is B+10+n; anything at or above the first one is a set (or inning...). */
const FIRST_PERIOD = 11;

const inSet = (values: readonly number[], v: number) => values.includes(v);

function soccerTab(m: number, q: number): TabKey {
  if (inSet([9, 10, 11], m)) return 'c';
  if (inSet([2, 3], q)) return 'f';
  if (inSet([0, 5, 7], m)) return 'p';
  if (inSet([2, 6, 8, 12], m)) return 'h';
  return 'o';
}

function basketballTab(m: number, q: number): TabKey {
  if (q >= 5 && q <= 8) return 'qu';
  if (inSet([3, 4], q)) return 'f';
  if (q === 1 && inSet([2, 3, 4], m)) return 'p';
  if (inSet([1, 8], m)) return 'h';
  return 'o';
}

function tennisTab(m: number, q: number): TabKey {
  if (q >= FIRST_PERIOD) return 'set';
  if (m >= 1 && m <= 4) return 'p';
  return m === 8 ? 'h' : 'o';
}

function cricketTab(m: number): TabKey {
  if (inSet([1, 3, 6], m)) return 'p';
  return m === 2 ? 'h' : 'o';
}

function setSportTab(m: number, q: number): TabKey {
  if (q >= FIRST_PERIOD || inSet([4, 5], m)) return 'set';
  if (m >= 1 && m <= 3) return 'p';
  return m === 8 ? 'h' : 'o';
}

function otherTab(m: number, q: number): TabKey {
  if (q === 2) return 'f';
  if (inSet([1, 2, 3, 9], m)) return 'p';
  return inSet([5, 8], m) ? 'h' : 'o';
}

/** The tab of a market group of sport `sid` from its market type and period (the table above). */
export function tabOf(sid: number, mty: number, pe: number): TabKey {
  const info = sportInfoOrGeneric(sid);
  const m = mty - info.base;
  const q = pe - info.base;
  // Codes of another sport's block mean nothing here: keep the group visible under "other".
  if (m < 0 || m > 999 || q < 0 || q > 999) return 'o';
  if (m === OUTRIGHT) return 'p';
  if (info.clockCodes === 'soccer') return soccerTab(m, q);
  if (info.clockCodes === 'basketball') return basketballTab(m, q);
  if (sid === SPORT.tennis) return tennisTab(m, q);
  if (sid === SPORT.cricket) return cricketTab(m);
  if (SET_SPORTS.has(sid)) return setSportTab(m, q);
  return otherTab(m, q);
}

/** A group's own tab when the record names a valid one, else the derived one. */
export function groupTab(sid: number, group: { mty: number; pe: number; readonly [key: string]: unknown }): TabKey {
  return isTabKey(group['tab']) ? group['tab'] : tabOf(sid, group.mty, group.pe);
}

export interface TabGroups<G> {
  key: TabKey;
  groups: G[];
}

/**
 * The tabs to show, in TAB_KEYS order, each with its groups in record order. A tab appears only
 * when one of its groups has a market on the board (`ss` -1 is "not on sale", never shown).
 */
export function detailTabs<
  G extends { mty: number; pe: number; mks: readonly { ss: number }[]; readonly [key: string]: unknown },
>(sid: number, groups: readonly G[]): TabGroups<G>[] {
  const byTab = new Map<TabKey, G[]>();
  for (const group of groups) {
    if (!group.mks.some((market) => market.ss !== -1)) continue;
    const key = groupTab(sid, group);
    const list = byTab.get(key);
    if (list) list.push(group);
    else byTab.set(key, [group]);
  }
  return TAB_KEYS.filter((key) => byTab.has(key)).map((key) => ({ key, groups: byTab.get(key)! }));
}
