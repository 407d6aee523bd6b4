import type { SimMatch } from './types';
import type { SportDef, TimedRules } from './sport-def';
import { normalOutcome, pointMass, poissonOutcome, type Dist, type Outcome } from './odds-math';
import { freshSetProb, setWinProb, setsOutcome, type RaceRule } from './sets-math';

/**
 * The odds model: from a match's strength, score and clock, the outcome distribution of every
 * scope a market can be priced on. Scopes: ft (whole match), reg (regulation), h1 (first half),
 * q1 (first quarter), cft/ch1 (corners), pts (points or games, set sports), s1 (first set).
 * A scope that is over (first half after half-time) is null: its markets go off the board.
 */

export type Outcomes = Record<string, Outcome | null>;

/** Home and away totals of periods [from, to) (points per period, games per set). */
export const sumPeriods = (per: [number, number][], from = 0, to = per.length): [number, number] => {
  let h = 0;
  let a = 0;
  for (let i = from; i < Math.min(to, per.length); i++) {
    h += per[i]![0];
    a += per[i]![1];
  }
  return [h, a];
};

/** Real seconds of play left in period n (regulation periods and the overtime in progress). */
function periodLeft(m: SimMatch, t: TimedRules, n: number, now: number): number {
  const c = m.clock;
  if (c.phase === 'pre') return t.periodSecs;
  if (c.phase === 'ended' || n < c.period) return 0;
  if (n > c.period) return n <= m.periods ? t.periodSecs : 0;
  return c.phase === 'play' ? Math.max(0, (c.endsAt - now) / 1000) : 0;
}

function timedOutcomes(m: SimMatch, def: SportDef, t: TimedRules, now: number): Outcomes {
  const P = m.periods;
  const reg = P * t.periodSecs;
  const c = m.clock;
  const left = (from: number, to: number) => {
    let s = 0;
    for (let n = from; n <= to; n++) s += periodLeft(m, t, n, now);
    return s;
  };
  const inOt = c.period > P && c.phase !== 'pre';
  const regLeft = left(1, P);
  const ftLeft = regLeft + (inOt ? periodLeft(m, t, c.period, now) : 0);
  const half = Math.max(1, Math.floor(P / 2));
  const per = m.score.per;
  const ended = c.phase === 'ended';
  const firstHalfOver = c.period > half || (c.period === half && c.phase === 'break');

  const goals = (secs: number, cur: [number, number], fh = secs / reg, fa = secs / reg): Outcome => {
    if (def.family === 'goals') return poissonOutcome(m.params.h * fh, m.params.a * fa, cur[0], cur[1]);
    const f = (fh + fa) / 2;
    const md = cur[0] - cur[1] + m.params.h * fh - m.params.a * fa;
    const mt = cur[0] + cur[1] + m.params.h * fh + m.params.a * fa;
    return normalOutcome(md, (def.sdDiff ?? 10) * Math.sqrt(f), mt, (def.sdTotal ?? 10) * Math.sqrt(f));
  };

  const out: Outcomes = {};
  if (def.batting) {
    // Cricket: the home side bats the first innings, the away side the second.
    out.ft = ended
      ? null
      : goals(
          ftLeft,
          sumPeriods(per),
          periodLeft(m, t, 1, now) / t.periodSecs,
          periodLeft(m, t, 2, now) / t.periodSecs,
        );
  } else {
    out.ft = ended ? null : goals(ftLeft, sumPeriods(per));
  }
  out.reg = ended || inOt ? null : goals(regLeft, sumPeriods(per, 0, P));
  out.h1 = firstHalfOver || ended ? null : goals(left(1, half), sumPeriods(per, 0, half));
  out.q1 =
    c.period > 1 || (c.period === 1 && c.phase === 'break') || ended ? null : goals(left(1, 1), sumPeriods(per, 0, 1));
  if (def.sid === 1) {
    const f = ftLeft / reg;
    out.cft = ended ? null : poissonOutcome(m.corners.h * f, m.corners.a * f, m.score.corners[0], m.score.corners[1]);
    const f1 = left(1, 1) / reg;
    out.ch1 =
      firstHalfOver || ended
        ? null
        : poissonOutcome(m.corners.h * f1, m.corners.a * f1, m.score.cornersH1[0], m.score.cornersH1[1]);
  }
  return out;
}

export function raceRule(def: SportDef, setNo: number): RaceRule {
  const s = def.sets!;
  const target = setNo === 2 * s.win - 1 && s.lastTarget ? s.lastTarget : s.target;
  return { target, by2: s.by2, ...(s.cap !== undefined ? { cap: s.cap } : {}) };
}

/** Sets won so far by each side (completed sets only). */
export function setsWon(m: SimMatch): [number, number] {
  const c = m.clock;
  const done = c.phase === 'play' ? c.period - 1 : c.phase === 'pre' ? 0 : c.period;
  let h = 0;
  let a = 0;
  for (let i = 0; i < done && i < m.score.per.length; i++) {
    const [x, y] = m.score.per[i]!;
    if (x > y) h++;
    else if (y > x) a++;
  }
  return [h, a];
}

function setOutcomes(m: SimMatch, def: SportDef): Outcomes {
  const s = def.sets!;
  const c = m.clock;
  if (c.phase === 'ended') return { ft: null, pts: null, s1: null };
  const p = m.params.h;
  const [a, b] = setsWon(m);
  const inPlay = c.phase === 'play';
  const setNo = inPlay ? c.period : a + b + 1;
  const [x, y] = inPlay ? (m.score.per[c.period - 1] ?? [0, 0]) : [0, 0];
  const qNow = setWinProb(p, x, y, raceRule(def, setNo));
  const qNext = freshSetProb(p, raceRule(def, 1));
  const qLast = freshSetProb(p, raceRule(def, 2 * s.win - 1));
  const sets = setsOutcome(a, b, s.win, qNow, qNext, qLast);

  const remSets = Math.max(0, sets.expectedSets - (a + b));
  const remTotal = Math.max(0, remSets * s.perSet - (x + y));
  const [ph, pa] = sumPeriods(m.score.per);
  const sd = 0.7 * Math.sqrt(s.perSet) * Math.sqrt(Math.max(remSets, 0.05));
  const pts = normalOutcome(
    ph - pa + (2 * p - 1) * remTotal,
    Math.sqrt(Math.max(remTotal, 0.2)) * 1.1,
    ph + pa + remTotal,
    sd,
  );

  let s1: Outcome | null = null;
  if (a + b === 0) {
    const q = setNo === 1 ? qNow : qNext;
    const diff: Dist = { min: -1, p: Float64Array.of(1 - q, 0, q) };
    s1 = { diff, total: pointMass(1) };
  }
  return { ft: { diff: sets.diff, total: sets.total }, pts, s1 };
}

/** Boxing: the home fighter wins with share h; each round ends early with chance a. */
function roundOutcomes(m: SimMatch): Outcomes {
  const c = m.clock;
  if (c.phase === 'ended') return { ft: null };
  const R = m.periods;
  const hazard = m.params.a;
  const first = c.phase === 'pre' ? 1 : c.phase === 'play' ? c.period : c.period + 1;
  const total = new Float64Array(R - first + 1);
  let alive = 1;
  for (let k = first; k <= R; k++) {
    const stop = k < R ? alive * hazard : alive;
    total[k - first] = stop;
    alive -= k < R ? stop : 0;
  }
  const distance = Math.pow(1 - hazard, Math.max(0, R - first + 1));
  const draw = 0.04 * distance;
  const h = m.params.h;
  const diff: Dist = { min: -1, p: Float64Array.of((1 - h) * (1 - draw), draw, h * (1 - draw)) };
  return { ft: { diff, total: { min: first, p: total }, yes: distance } };
}

export function outcomes(m: SimMatch, def: SportDef, now: number): Outcomes {
  if (def.family === 'sets') return setOutcomes(m, def);
  if (def.family === 'rounds') return roundOutcomes(m);
  return timedOutcomes(m, def, def.timed!, now);
}
