import type { Rng } from '../core/rng';
import type { SimMatch } from './types';
import type { SportDef, TimedRules } from './sport-def';
import { raceRule, setsWon } from './model';

/**
 * Live play: the clock, the periods and the scoring of one match, event by event. The engine
 * calls step() whenever nextDue() has passed, with that due time, so play is exact even when a
 * tick is late; the world generator calls the same code to fast-forward a match that kicked off
 * before the simulator started (its score is then one that could have happened).
 */

/** What an event changed, for the engine to turn into push messages. */
export interface PlayEvent {
  score: boolean;
  clock: boolean;
  status: boolean;
  /** A goal-like event: markets suspend for a few seconds. */
  suspend: boolean;
}

const none = (): PlayEvent => ({ score: false, clock: false, status: false, suspend: false });
const expo = (rng: Rng, meanSecs: number) => -Math.log(1 - rng.next()) * meanSecs * 1000;

export function nextDue(m: SimMatch): number {
  if (m.ms !== 5) return Infinity;
  return Math.min(m.clock.endsAt, m.next.score, m.next.minor);
}

/** Game clock seconds now (elapsed, or remaining for count-down clocks). */
export function clockSecs(m: SimMatch, def: SportDef, now: number): number {
  const c = m.clock;
  if (!c.running) return c.secs;
  const d = (now - c.at) / 1000;
  return Math.max(0, Math.floor(def.timed?.countdown ? c.secs - d : c.secs + d));
}

const regSecs = (m: SimMatch, t: TimedRules) => m.periods * t.periodSecs;
const scoreDiff = (m: SimMatch) => m.score.per.reduce((d, [h, a]) => d + h - a, 0);

function scheduleScoring(m: SimMatch, def: SportDef, rng: Rng, at: number): void {
  const c = m.clock;
  if (c.phase !== 'play') {
    m.next.score = Infinity;
    m.next.minor = Infinity;
    return;
  }
  if (def.family === 'sets') {
    m.next.score = at + def.sets!.eventSecs * 1000 * (0.45 + 1.1 * rng.next());
    m.next.minor = Infinity;
    return;
  }
  const t = def.timed!;
  if (def.family === 'rounds') {
    // A stoppage somewhere in the round with the bout's per-round chance.
    m.next.score = rng.chance(m.params.a) ? at + rng.next() * t.periodSecs * 1000 : Infinity;
    m.next.minor = Infinity;
    return;
  }
  const perEvent = def.family === 'points' ? avg(def.values ?? [1]) : 1;
  let rate = (m.params.h + m.params.a) / perEvent / regSecs(m, t);
  if (def.batting) rate = (c.period === 1 ? m.params.h : m.params.a) / perEvent / t.periodSecs;
  m.next.score = at + expo(rng, 1 / rate);
  // Soccer corners and cards: about 10 corners and 4 cards a match.
  m.next.minor = def.sid === 1 ? at + expo(rng, regSecs(m, t) / (m.corners.h + m.corners.a + 4.3)) : Infinity;
}

const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

function startPeriod(m: SimMatch, def: SportDef, rng: Rng, at: number, n: number): void {
  const c = m.clock;
  c.phase = 'play';
  c.period = n;
  c.at = at;
  while (m.score.per.length < n) m.score.per.push([0, 0]);
  if (def.timed) {
    const t = def.timed;
    const ot = n > m.periods;
    const len = ot ? t.otSecs : t.periodSecs;
    c.itd = t.stoppage && !ot ? rng.int(t.stoppage[0], t.stoppage[1]) + (n === m.periods ? 1 : 0) : 0;
    c.running = t.shown;
    // Soccer-style clocks count on through the match (second half starts at 45:00); count-down
    // clocks start each period full; boxing counts each round from 0.
    c.secs = t.countdown ? len : def.family === 'rounds' || ot ? 0 : (n - 1) * t.periodSecs;
    c.endsAt = at + (len + c.itd * 60) * 1000;
  } else {
    c.running = false;
    c.secs = 0;
    c.itd = 0;
    c.endsAt = Infinity;
  }
  scheduleScoring(m, def, rng, at);
}

function startBreak(m: SimMatch, def: SportDef, rng: Rng, at: number, secs: number): void {
  const c = m.clock;
  if (secs <= 0) return startPeriod(m, def, rng, at, c.period + 1);
  // Read the clock before stopping it: a count-up clock holds its last value through the break.
  c.secs = def.timed?.countdown ? 0 : clockSecs(m, def, at);
  c.phase = 'break';
  c.running = false;
  c.at = at;
  c.endsAt = at + secs * 1000;
  c.itd = 0;
  scheduleScoring(m, def, rng, at);
}

export function finish(m: SimMatch, def: SportDef, at: number): void {
  const c = m.clock;
  // The clock stops where the final whistle found it (a count-down clock at 0).
  if (c.running) c.secs = def.timed?.countdown ? 0 : clockSecs(m, def, at);
  c.at = at;
  m.ms = 0;
  c.phase = 'ended';
  c.running = false;
  c.endsAt = Infinity;
  c.itd = 0;
  m.next.score = Infinity;
  m.next.minor = Infinity;
  m.endedAt = at;
}

export function kickOff(m: SimMatch, def: SportDef, rng: Rng, at: number): void {
  m.ms = 5;
  m.score.per = [];
  startPeriod(m, def, rng, at, 1);
}

/** Home side's share of scoring events. */
function homeShare(m: SimMatch): number {
  return m.params.h / (m.params.h + m.params.a);
}

function endOfTimedPeriod(m: SimMatch, def: SportDef, rng: Rng, at: number): void {
  const t = def.timed!;
  const n = m.clock.period;
  if (def.family === 'rounds') {
    if (n < m.periods) return startBreak(m, def, rng, at, t.breakSecs);
    // The final bell: the judges' decision (draws are rare).
    const last = m.score.per[n - 1]!;
    if (!rng.chance(0.04)) last[rng.chance(m.params.h) ? 0 : 1] = 1;
    return finish(m, def, at);
  }
  if (n < m.periods) return startBreak(m, def, rng, at, n === Math.floor(m.periods / 2) ? t.halfTimeSecs : t.breakSecs);
  if (scoreDiff(m) === 0 && t.otSecs > 0) {
    if (n - m.periods < t.maxOt) return startBreak(m, def, rng, at, t.breakSecs);
    // Still level after the last overtime: a shoot-out (or extra inning) decides by one.
    m.score.per[n - 1]![rng.chance(homeShare(m)) ? 0 : 1] += 1;
  }
  finish(m, def, at);
}

function setSportPoint(m: SimMatch, def: SportDef, rng: Rng, at: number, ev: PlayEvent): void {
  const s = def.sets!;
  const n = m.clock.period;
  const cur = m.score.per[n - 1]!;
  cur[rng.chance(m.params.h) ? 0 : 1] += 1;
  ev.score = true;
  const rule = raceRule(def, n);
  const [x, y] = cur;
  const won = (a: number, b: number) =>
    a >= rule.target && (!rule.by2 || a - b >= 2 || (rule.cap !== undefined && a >= rule.cap));
  if (!won(x, y) && !won(y, x)) return scheduleScoring(m, def, rng, at);
  ev.clock = true;
  m.clock.phase = 'break';
  const [h, a] = setsWon(m);
  if (h === s.win || a === s.win) {
    ev.status = true;
    return finish(m, def, at);
  }
  startBreak(m, def, rng, at, s.breakSecs);
}

function timedScore(m: SimMatch, def: SportDef, rng: Rng, at: number, ev: PlayEvent): void {
  const n = m.clock.period;
  const cur = m.score.per[n - 1]!;
  ev.score = true;
  ev.suspend = def.suspendOnScore;
  if (def.family === 'rounds') {
    // A stoppage ends the bout.
    cur[rng.chance(m.params.h) ? 0 : 1] = 1;
    ev.status = true;
    return finish(m, def, at);
  }
  const side = def.batting ? (n === 1 ? 0 : 1) : rng.chance(homeShare(m)) ? 0 : 1;
  cur[side] += def.family === 'points' ? rng.pick(def.values ?? [1]) : 1;
  // Cricket: the chase ends the moment the side batting second passes the target.
  if (def.batting && n === 2 && scoreDiff(m) < 0) {
    ev.status = true;
    return finish(m, def, at);
  }
  scheduleScoring(m, def, rng, at);
}

function soccerMinor(m: SimMatch, def: SportDef, rng: Rng, at: number): void {
  const s = m.score;
  const cornerRate = m.corners.h + m.corners.a;
  const r = rng.next() * (cornerRate + 4.3);
  if (r < cornerRate) {
    const side = rng.chance(m.corners.h / cornerRate) ? 0 : 1;
    s.corners[side] += 1;
    if (m.clock.period === 1) s.cornersH1[side] += 1;
  } else if (r < cornerRate + 4.15) {
    s.yellow[rng.chance(0.47) ? 0 : 1] += 1;
  } else {
    s.red[rng.chance(0.47) ? 0 : 1] += 1;
  }
  m.next.minor = at + expo(rng, regSecs(m, def.timed!) / (cornerRate + 4.3));
}

/** Processes the earliest due event of a live match, at its due time. */
export function step(m: SimMatch, def: SportDef, rng: Rng, at: number): PlayEvent {
  const ev = none();
  const c = m.clock;
  if (m.ms !== 5) return ev;
  if (c.endsAt <= at && c.endsAt <= m.next.score && c.endsAt <= m.next.minor) {
    ev.clock = true;
    if (c.phase === 'break') startPeriod(m, def, rng, c.endsAt, c.period + 1);
    else endOfTimedPeriod(m, def, rng, c.endsAt);
    ev.status = m.ms !== 5;
    if (ev.status || def.family === 'rounds') ev.score = true;
    return ev;
  }
  if (m.next.score <= at && m.next.score <= m.next.minor) {
    if (def.family === 'sets') setSportPoint(m, def, rng, m.next.score, ev);
    else timedScore(m, def, rng, m.next.score, ev);
    return ev;
  }
  if (m.next.minor <= at) {
    soccerMinor(m, def, rng, m.next.minor);
    ev.score = true;
  }
  return ev;
}

/** Plays a match forward to `until` silently (world generation). */
export function fastForward(m: SimMatch, def: SportDef, rng: Rng, until: number): void {
  let guard = 0;
  while (nextDue(m) <= until && guard++ < 100_000) step(m, def, rng, nextDue(m));
}
