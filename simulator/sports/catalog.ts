import type { Clock, Family, Kind, MarketPlan } from './types';
import { SOCCER, type LeagueSeed } from './data-soccer';
import { BASKETBALL, EBASKETBALL, EFOOTBALL, OLYMPIC } from './data-basketball';
import { BADMINTON, BEACH_VOLLEYBALL, SNOOKER, TABLE_TENNIS, TENNIS, VOLLEYBALL } from './data-net';
import { AMERICAN_FOOTBALL, BASEBALL, BOXING, CRICKET, HANDBALL, ICE_HOCKEY, RUGBY } from './data-field';

/**
 * The 17 sports plus the Olympic id 100: how each is played (clock or sets),
 * how it scores, what it offers to bet on, and how many matches the seeded world holds.
 * Code sets (documented in docs/provider-extensions.md): B = sid * 1000 for the designed sports.
 */

/** A timed sport's clock, in real seconds (the simulator plays in real time). */
export interface TimedRules {
  periods: number;
  periodSecs: number;
  /** Break between periods, and the longer one at half time (after period periods/2). */
  breakSecs: number;
  halfTimeSecs: number;
  /** Basketball-style clocks count down within the period. */
  countdown: boolean;
  /** Whether the clock is shown at all (innings sports have none). */
  shown: boolean;
  /** Overtime period length (0: a draw stands) and how many are played before a shoot-out decides. */
  otSecs: number;
  maxOt: number;
  /** Soccer: added minutes per period [min, max]. */
  stoppage?: [number, number];
}

/** A race-to-N sport: `win` sets of `target` points (games, frames). */
export interface SetRules {
  win: number;
  target: number;
  /** Deciding-set target (volleyball 15). */
  lastTarget?: number;
  by2: boolean;
  /** Hard cap (tennis tie-break at 6-6 -> 7, badminton 30). */
  cap?: number;
  /** Mean real seconds per point (game, frame) and between sets. */
  eventSecs: number;
  breakSecs: number;
  /** Expected points (games) per set, for totals markets. */
  perSet: number;
}

export interface SportDef {
  sid: number;
  base: number;
  family: Family;
  /** Clock-period code style: given sets for soccer and basketball, designed for the rest. */
  codes: 'soccer' | 'basketball' | 'generic';
  timed?: TimedRules;
  sets?: SetRules;
  /** Expected total per match (goals, points, runs) [min, max]; sets: unused. */
  total: [number, number];
  /** Home share spread per rating unit (goals/points), or point-probability spread (sets). */
  spread: number;
  /** Points family: standard deviations over a whole match, and points per scoring event. */
  sdTotal?: number;
  sdDiff?: number;
  values?: number[];
  /** Cricket: only one side scores per innings. */
  batting?: boolean;
  suspendOnScore: boolean;
  counts: { live: number; today: number; early: number; finished: number; outright: number };
  plans: MarketPlan[];
  leagues: LeagueSeed[];
}

type PlanOpts = Partial<Pick<MarketPlan, 'main' | 'step' | 'alt' | 'minAbs'>>;
const plan = (
  mty: number,
  pe: number,
  kind: Kind,
  scope: string,
  name: string,
  period: string,
  tab: string,
  o: PlanOpts = {},
): MarketPlan => ({ mty, pe, kind, scope, name, period, tab, ...o });

/** Soccer-like plans (soccer 1000.., eFootball 177000..): 1x2, handicap, over/under for full time and first half. */
function soccerPlans(b: number, corners: boolean): MarketPlan[] {
  const ft = b + 1;
  const h1 = b + 2;
  const m = { main: true };
  const plans = [
    plan(b + 5, ft, '1x2', 'ft', '1x2', '', 'p', m),
    plan(b + 0, ft, 'ah', 'ft', 'ah', '', 'p', { ...m, step: 0.5, alt: 1 }),
    plan(b + 7, ft, 'ou', 'ft', 'ou', '', 'p', { ...m, step: 0.5, alt: 1 }),
    plan(b + 5, h1, '1x2', 'h1', '1x2', 'h1', 'f', m),
    plan(b + 0, h1, 'ah', 'h1', 'ah', 'h1', 'f', { ...m, step: 0.5 }),
    plan(b + 7, h1, 'ou', 'h1', 'ou', 'h1', 'f', { ...m, step: 0.5 }),
    plan(b + 6, ft, 'dnb', 'ft', 'dnb', '', 'h'),
    plan(b + 2, ft, 'eh', 'ft', 'eh', '', 'h'),
    plan(b + 8, ft, 'oe', 'ft', 'oe', '', 'h'),
    plan(b + 12, ft, 'dc', 'ft', 'dc', '', 'h'),
  ];
  if (corners) {
    plans.push(
      plan(b + 9, ft, 'ah', 'cft', 'cornersAh', '', 'c', { step: 1 }),
      plan(b + 10, ft, 'ou', 'cft', 'cornersOu', '', 'c', { step: 1, alt: 1 }),
      plan(b + 11, ft, '1x2', 'cft', 'corners1x2', '', 'c'),
      plan(b + 10, h1, 'ou', 'ch1', 'cornersOu', 'h1', 'c', { step: 1 }),
    );
  }
  return plans;
}

/** Basketball-like plans (basketball 3000.., eBasketball 178000..). */
function basketballPlans(b: number): MarketPlan[] {
  const m = { main: true };
  return [
    plan(b + 4, b + 1, 'ml', 'ft', 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'ft', 'pointHcp', '', 'p', { ...m, step: 1, alt: 3 }),
    plan(b + 3, b + 1, 'ou', 'ft', 'totalPoints', '', 'p', { ...m, step: 1, alt: 4 }),
    plan(b + 4, b + 3, 'ml', 'h1', 'winner', 'h1', 'f', m),
    plan(b + 2, b + 3, 'ah', 'h1', 'pointHcp', 'h1', 'f', { ...m, step: 1 }),
    plan(b + 3, b + 3, 'ou', 'h1', 'totalPoints', 'h1', 'f', { ...m, step: 1 }),
    plan(b + 1, b + 2, '1x2', 'reg', 'winner3', 'reg', 'h'),
    plan(b + 8, b + 1, 'oe', 'ft', 'oe', '', 'h'),
    plan(b + 2, b + 5, 'ah', 'q1', 'pointHcp', 'q1', 'qu', { step: 1 }),
    plan(b + 3, b + 5, 'ou', 'q1', 'totalPoints', 'q1', 'qu', { step: 1 }),
  ];
}

/** Winner / handicap / total for a designed sport, plus first-half markets where it has halves. */
function genericPlans(b: number, winner: Kind, hcp: string, total: string, halves: boolean): MarketPlan[] {
  const m = { main: true };
  const plans = [
    plan(b + 1, b + 1, winner, 'ft', winner === '1x2' ? 'winner3' : 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'ft', hcp, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 3, b + 1, 'ou', 'ft', total, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 8, b + 1, 'oe', 'ft', 'oe', '', 'h'),
  ];
  if (halves) {
    plans.push(
      plan(b + 1, b + 2, winner, 'h1', winner === '1x2' ? 'winner3' : 'winner', 'h1', 'f'),
      plan(b + 2, b + 2, 'ah', 'h1', hcp, 'h1', 'f', { step: 1 }),
      plan(b + 3, b + 2, 'ou', 'h1', total, 'h1', 'f', { step: 1 }),
    );
  }
  return plans;
}

/** Set sports: winner, point (game) handicap and total on the main columns; sets and set 1 in detail. */
function setPlans(b: number, hcp: string, total: string): MarketPlan[] {
  const m = { main: true };
  return [
    plan(b + 1, b + 1, 'ml', 'ft', 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'pts', hcp, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 3, b + 1, 'ou', 'pts', total, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 4, b + 1, 'ah', 'ft', 'setHcp', '', 'set', { step: 1, minAbs: 1.5 }),
    plan(b + 5, b + 1, 'ou', 'ft', 'totalSets', '', 'set', { step: 1 }),
    plan(b + 1, b + 11, 'ml', 's1', 'winner', 's1', 'set'),
    plan(b + 8, b + 1, 'oe', 'pts', 'oe', '', 'h'),
  ];
}

const c = (live: number, today: number, early: number, finished: number, outright: number) => ({
  live,
  today,
  early,
  finished,
  outright,
});
const basketballTimed = (q: number, brk: number, ht: number, ot: number): TimedRules => ({
  periods: 4,
  periodSecs: q,
  breakSecs: brk,
  halfTimeSecs: ht,
  countdown: true,
  shown: true,
  otSecs: ot,
  maxOt: 3,
});

export const SPORTS: SportDef[] = [
  {
    sid: 1,
    base: 1000,
    family: 'goals',
    codes: 'soccer',
    total: [2.1, 3.3],
    spread: 0.45,
    suspendOnScore: true,
    timed: {
      periods: 2,
      periodSecs: 2700,
      breakSecs: 0,
      halfTimeSecs: 900,
      countdown: false,
      shown: true,
      otSecs: 0,
      maxOt: 0,
      stoppage: [1, 5],
    },
    counts: c(28, 40, 120, 24, 6),
    plans: soccerPlans(1000, true),
    leagues: SOCCER,
  },
  {
    sid: 3,
    base: 3000,
    family: 'points',
    codes: 'basketball',
    total: [150, 200],
    spread: 14,
    sdTotal: 16,
    sdDiff: 15,
    values: [2, 2, 2, 3, 1, 2],
    suspendOnScore: false,
    timed: basketballTimed(600, 120, 600, 300),
    counts: c(10, 16, 34, 10, 2),
    plans: basketballPlans(3000),
    leagues: BASKETBALL,
  },
  {
    sid: 177,
    base: 177000,
    family: 'goals',
    codes: 'soccer',
    total: [4, 6],
    spread: 0.4,
    suspendOnScore: true,
    timed: {
      periods: 2,
      periodSecs: 240,
      breakSecs: 0,
      halfTimeSecs: 60,
      countdown: false,
      shown: true,
      otSecs: 0,
      maxOt: 0,
    },
    counts: c(8, 14, 10, 8, 0),
    plans: soccerPlans(177000, false),
    leagues: EFOOTBALL,
  },
  {
    sid: 178,
    base: 178000,
    family: 'points',
    codes: 'basketball',
    total: [135, 170],
    spread: 12,
    sdTotal: 12,
    sdDiff: 11,
    values: [2, 2, 3, 1, 2],
    suspendOnScore: false,
    timed: basketballTimed(300, 30, 60, 120),
    counts: c(5, 8, 6, 5, 0),
    plans: basketballPlans(178000),
    leagues: EBASKETBALL,
  },
  {
    sid: 5,
    base: 5000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.14,
    suspendOnScore: false,
    sets: { win: 2, target: 6, by2: true, cap: 7, eventSecs: 230, breakSecs: 120, perSet: 9.8 },
    counts: c(8, 14, 18, 8, 2),
    leagues: TENNIS,
    plans: [
      plan(5001, 5001, 'ml', 'ft', 'winner', '', 'p', { main: true }),
      plan(5002, 5001, 'ah', 'pts', 'gameHcp', '', 'p', { main: true, step: 1, alt: 2 }),
      plan(5003, 5001, 'ou', 'pts', 'totalGames', '', 'p', { main: true, step: 1, alt: 2 }),
      plan(5004, 5001, 'ah', 'ft', 'setHcp', '', 'p', { main: true, step: 1, minAbs: 1.5 }),
      plan(5001, 5011, 'ml', 's1', 'winner', 's1', 'set'),
      plan(5008, 5001, 'oe', 'pts', 'oe', '', 'h'),
    ],
  },
  {
    sid: 7,
    base: 7000,
    family: 'goals',
    codes: 'generic',
    total: [7.5, 9.8],
    spread: 0.4,
    suspendOnScore: true,
    timed: {
      periods: 9,
      periodSecs: 900,
      breakSecs: 60,
      halfTimeSecs: 60,
      countdown: false,
      shown: false,
      otSecs: 900,
      maxOt: 3,
    },
    counts: c(3, 6, 10, 4, 1),
    plans: genericPlans(7000, 'ml', 'runLine', 'totalRuns', false),
    leagues: BASEBALL,
  },
  {
    sid: 13,
    base: 13000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.05,
    suspendOnScore: false,
    sets: { win: 3, target: 25, lastTarget: 15, by2: true, eventSecs: 22, breakSecs: 180, perSet: 45 },
    counts: c(4, 6, 8, 4, 0),
    plans: setPlans(13000, 'pointHcp', 'totalPoints'),
    leagues: VOLLEYBALL,
  },
  {
    sid: 47,
    base: 47000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.07,
    suspendOnScore: false,
    sets: { win: 2, target: 21, by2: true, cap: 30, eventSecs: 15, breakSecs: 120, perSet: 38 },
    counts: c(3, 5, 6, 3, 0),
    plans: setPlans(47000, 'pointHcp', 'totalPoints'),
    leagues: BADMINTON,
  },
  {
    sid: 15,
    base: 15000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.07,
    suspendOnScore: false,
    sets: { win: 3, target: 11, by2: true, eventSecs: 12, breakSecs: 60, perSet: 19.5 },
    counts: c(6, 10, 6, 6, 0),
    plans: setPlans(15000, 'pointHcp', 'totalPoints'),
    leagues: TABLE_TENNIS,
  },
  {
    sid: 19,
    base: 19000,
    family: 'rounds',
    codes: 'generic',
    total: [0, 0],
    spread: 2.5,
    suspendOnScore: true,
    timed: {
      periods: 12,
      periodSecs: 180,
      breakSecs: 60,
      halfTimeSecs: 60,
      countdown: false,
      shown: true,
      otSecs: 0,
      maxOt: 0,
    },
    counts: c(1, 2, 6, 2, 0),
    leagues: BOXING,
    plans: [
      plan(19001, 19001, '1x2', 'ft', 'winner3', '', 'p', { main: true }),
      plan(19003, 19001, 'ou', 'ft', 'totalRounds', '', 'p', { main: true, step: 1 }),
      plan(19009, 19001, 'yn', 'ft', 'distance', '', 'p', { main: true }),
    ],
  },
  {
    sid: 16,
    base: 16000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.14,
    suspendOnScore: false,
    sets: { win: 5, target: 1, by2: false, eventSecs: 840, breakSecs: 90, perSet: 1 },
    counts: c(2, 4, 6, 3, 1),
    leagues: SNOOKER,
    plans: [
      plan(16001, 16001, 'ml', 'ft', 'winner', '', 'p', { main: true }),
      plan(16002, 16001, 'ah', 'ft', 'frameHcp', '', 'p', { main: true, step: 1, alt: 1 }),
      plan(16003, 16001, 'ou', 'ft', 'totalFrames', '', 'p', { main: true, step: 1, alt: 1 }),
      plan(16008, 16001, 'oe', 'ft', 'oe', '', 'h'),
    ],
  },
  {
    sid: 6,
    base: 6000,
    family: 'points',
    codes: 'generic',
    total: [38, 52],
    spread: 10,
    sdTotal: 13,
    sdDiff: 13,
    values: [3, 7, 7, 6, 3, 7],
    suspendOnScore: true,
    timed: {
      periods: 4,
      periodSecs: 900,
      breakSecs: 120,
      halfTimeSecs: 780,
      countdown: true,
      shown: true,
      otSecs: 600,
      maxOt: 1,
    },
    counts: c(2, 4, 10, 3, 1),
    plans: genericPlans(6000, 'ml', 'pointHcp', 'totalPoints', true),
    leagues: AMERICAN_FOOTBALL,
  },
  {
    sid: 4,
    base: 4000,
    family: 'points',
    codes: 'generic',
    total: [36, 55],
    spread: 12,
    sdTotal: 12,
    sdDiff: 12,
    values: [3, 5, 7, 7, 5],
    suspendOnScore: true,
    timed: {
      periods: 2,
      periodSecs: 2400,
      breakSecs: 0,
      halfTimeSecs: 600,
      countdown: false,
      shown: true,
      otSecs: 0,
      maxOt: 0,
    },
    counts: c(2, 3, 6, 3, 0),
    plans: genericPlans(4000, '1x2', 'pointHcp', 'totalPoints', true),
    leagues: RUGBY,
  },
  {
    sid: 2,
    base: 2000,
    family: 'goals',
    codes: 'generic',
    total: [5.2, 6.6],
    spread: 0.35,
    suspendOnScore: true,
    timed: {
      periods: 3,
      periodSecs: 1200,
      breakSecs: 900,
      halfTimeSecs: 900,
      countdown: false,
      shown: true,
      otSecs: 300,
      maxOt: 1,
    },
    counts: c(3, 6, 10, 4, 1),
    leagues: ICE_HOCKEY,
    plans: [
      ...genericPlans(2000, 'ml', 'puckLine', 'ou', false),
      plan(2005, 2001, '1x2', 'reg', 'winner3', 'reg', 'h'),
    ],
  },
  {
    sid: 51,
    base: 51000,
    family: 'sets',
    codes: 'generic',
    total: [0, 0],
    spread: 0.06,
    suspendOnScore: false,
    sets: { win: 2, target: 21, lastTarget: 15, by2: true, eventSecs: 20, breakSecs: 120, perSet: 38 },
    counts: c(2, 3, 4, 2, 0),
    plans: setPlans(51000, 'pointHcp', 'totalPoints'),
    leagues: BEACH_VOLLEYBALL,
  },
  {
    sid: 8,
    base: 8000,
    family: 'points',
    codes: 'generic',
    total: [50, 64],
    spread: 5,
    sdTotal: 6,
    sdDiff: 5,
    values: [1],
    suspendOnScore: false,
    timed: {
      periods: 2,
      periodSecs: 1800,
      breakSecs: 0,
      halfTimeSecs: 600,
      countdown: false,
      shown: true,
      otSecs: 0,
      maxOt: 0,
    },
    counts: c(2, 4, 6, 3, 0),
    plans: genericPlans(8000, '1x2', 'pointHcp', 'totalPoints', true),
    leagues: HANDBALL,
  },
  {
    sid: 14,
    base: 14000,
    family: 'points',
    codes: 'generic',
    total: [290, 360],
    spread: 30,
    sdTotal: 30,
    sdDiff: 28,
    values: [1, 1, 1, 2, 4, 6],
    batting: true,
    suspendOnScore: false,
    timed: {
      periods: 2,
      periodSecs: 4800,
      breakSecs: 1200,
      halfTimeSecs: 1200,
      countdown: false,
      shown: false,
      otSecs: 0,
      maxOt: 0,
    },
    counts: c(2, 4, 6, 3, 1),
    leagues: CRICKET,
    plans: [
      plan(14001, 14001, 'ml', 'ft', 'winner', '', 'p', { main: true }),
      plan(14006, 14001, 'oe', 'ft', 'oe', '', 'p', { main: true }),
      plan(14003, 14001, 'ou', 'ft', 'totalRuns', '', 'p', { main: true, step: 1, alt: 10 }),
      plan(14002, 14001, 'ah', 'ft', 'pointHcp', '', 'h', { step: 1 }),
    ],
  },
  {
    sid: 100,
    base: 100000,
    family: 'points',
    codes: 'generic',
    total: [150, 185],
    spread: 14,
    sdTotal: 15,
    sdDiff: 15,
    values: [2, 2, 2, 3, 1, 2],
    suspendOnScore: false,
    timed: basketballTimed(600, 120, 600, 300),
    counts: c(1, 2, 4, 2, 2),
    plans: genericPlans(100000, 'ml', 'pointHcp', 'totalPoints', true),
    leagues: OLYMPIC,
  },
];

export const SPORT_BY_ID: Map<number, SportDef> = new Map(SPORTS.map((s) => [s.sid, s]));
export const SPORT_IDS: number[] = SPORTS.map((s) => s.sid);

export function sportOf(sid: number): SportDef {
  const def = SPORT_BY_ID.get(sid);
  if (!def) throw new Error(`unknown sport ${sid}`);
  return def;
}

/** Outright market type: B + 500 (designed), period B + 1 (the whole competition). */
export const outrightMty = (def: SportDef) => def.base + 500;

/**
 * Clock-period code (`mc.pe`). Soccer: B+1 not started, +2 first half, +3 half-time, +4 second
 * half, +5 ended. Basketball: B+1 not started, +5..+8 quarters, +9 overtime, +10 break, +11
 * half-time, +12 ended. Designed: B+1 not started, B+10+n period n (set, inning, round, frame,
 * innings, quarter, half), +40 overtime, +50 break, +99 ended.
 */
export function clockPe(def: SportDef, clock: Clock, periods: number): number {
  const b = def.base;
  const { phase, period: n } = clock;
  if (phase === 'pre') return b + 1;
  if (def.codes === 'soccer') {
    if (phase === 'ended') return b + 5;
    if (phase === 'break') return b + 3;
    return n <= 1 ? b + 2 : b + 4;
  }
  if (def.codes === 'basketball') {
    if (phase === 'ended') return b + 12;
    if (phase === 'break') return n === 2 ? b + 11 : b + 10;
    return n > periods ? b + 9 : b + 4 + n;
  }
  if (phase === 'ended') return b + 99;
  if (phase === 'break') return b + 50;
  // Sets and innings simply count on; timed overtime has its own code.
  return n > periods && def.family !== 'sets' && def.sid !== 7 ? b + 40 : b + 10 + n;
}

/**
 * Score-line period codes (`nsg[].pe`), the market-period set: soccer 1001 full time, 1002/1003
 * halves; basketball 3001 full time, 3003/3004 halves, 3005-3008 quarters, 3009 overtime
 * (designed); designed sports B+1 full match, B+10+n period n, B+40 overtime.
 */
export function scorePe(def: SportDef, period: number, periods: number): number {
  const b = def.base;
  if (def.codes === 'soccer') return b + 1 + period;
  if (def.codes === 'basketball') return period > periods ? b + 9 : b + 4 + period;
  return period > periods && def.family !== 'sets' && def.sid !== 7 ? b + 40 : b + 10 + period;
}
