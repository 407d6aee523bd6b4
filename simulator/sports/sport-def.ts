import type { Family, MarketPlan } from './types';
import type { LeagueSeed } from './data-soccer';

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
