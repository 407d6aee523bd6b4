import type { Kind } from './types';

/**
 * Probability and pricing. Every market is priced from an Outcome: the distribution of the final
 * score difference (home - away) and of the final total, each over integers. Odds are fair odds
 * shrunk by the match margin (sum of 1/odds = 1 + margin), so the overround is what real books
 * show (5-7 %), and they move consistently with the score and the clock.
 */

export interface Dist {
  min: number;
  p: Float64Array;
}

export interface Outcome {
  diff: Dist;
  total: Dist;
  /** Yes/no markets (fight goes the distance). */
  yes?: number;
}

export const pointMass = (v: number): Dist => ({ min: Math.round(v), p: Float64Array.of(1) });

/** Abramowitz-Stegun 7.1.26; plenty for pricing (error < 2e-7). */
function erf(x: number): number {
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}
const phi = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** A normal distribution rounded to integers (continuity-corrected). */
export function normalInt(mean: number, sd: number): Dist {
  if (!(sd > 0.25)) return pointMass(mean);
  const lo = Math.floor(mean - 5 * sd);
  const hi = Math.ceil(mean + 5 * sd);
  const p = new Float64Array(hi - lo + 1);
  let sum = 0;
  for (let k = lo; k <= hi; k++) {
    const v = phi((k + 0.5 - mean) / sd) - phi((k - 0.5 - mean) / sd);
    p[k - lo] = v;
    sum += v;
  }
  for (let i = 0; i < p.length; i++) p[i]! /= sum;
  return { min: lo, p };
}

function poisson(l: number, k: number): Float64Array {
  const p = new Float64Array(k + 1);
  let v = Math.exp(-l);
  for (let i = 0; i <= k; i++) {
    p[i] = v;
    v *= l / (i + 1);
  }
  return p;
}

/** Goals still to come are Poisson per side; the current score shifts both distributions. */
export function poissonOutcome(lh: number, la: number, curH: number, curA: number): Outcome {
  const kh = Math.max(6, Math.ceil(lh + 6 * Math.sqrt(lh) + 2));
  const ka = Math.max(6, Math.ceil(la + 6 * Math.sqrt(la) + 2));
  const ph = poisson(lh, kh);
  const pa = poisson(la, ka);
  const diff = new Float64Array(kh + ka + 1);
  const total = new Float64Array(kh + ka + 1);
  for (let i = 0; i <= kh; i++) {
    for (let j = 0; j <= ka; j++) {
      const v = ph[i]! * pa[j]!;
      diff[i - j + ka] = diff[i - j + ka]! + v;
      total[i + j] = total[i + j]! + v;
    }
  }
  return { diff: { min: curH - curA - ka, p: diff }, total: { min: curH + curA, p: total } };
}

export function normalOutcome(meanDiff: number, sdDiff: number, meanTotal: number, sdTotal: number): Outcome {
  return { diff: normalInt(meanDiff, sdDiff), total: normalInt(meanTotal, sdTotal) };
}

/** P(X > x), P(X = x), P(X < x) for any real x. */
export function gt(d: Dist, x: number): number {
  let s = 0;
  for (let i = 0; i < d.p.length; i++) if (d.min + i > x) s += d.p[i]!;
  return s;
}
export function eq(d: Dist, x: number): number {
  const i = x - d.min;
  return Number.isInteger(i) && i >= 0 && i < d.p.length ? d.p[i]! : 0;
}
export function lt(d: Dist, x: number): number {
  let s = 0;
  for (let i = 0; i < d.p.length; i++) if (d.min + i < x) s += d.p[i]!;
  return s;
}
function odd(d: Dist): number {
  let s = 0;
  for (let i = 0; i < d.p.length; i++) if ((d.min + i) % 2 !== 0) s += d.p[i]!;
  return s;
}
export function median(d: Dist): number {
  let c = 0;
  for (let i = 0; i < d.p.length; i++) {
    c += d.p[i]!;
    if (c >= 0.5) return d.min + i;
  }
  return d.min + d.p.length - 1;
}
export function mean(d: Dist): number {
  let s = 0;
  for (let i = 0; i < d.p.length; i++) s += (d.min + i) * d.p[i]!;
  return s;
}

/** Two outcomes without a push: renormalised, null when both are impossible. */
function pair(w: number, l: number): number[] | null {
  return w + l > 1e-12 ? [w / (w + l), l / (w + l)] : null;
}

/** Probabilities of each option of a market, in the kind's option order (serialize.ts OPTION_TYPES). */
export function probsFor(kind: Kind, line: number, o: Outcome): number[] | null {
  const { diff, total } = o;
  switch (kind) {
    case '1x2':
      return [gt(diff, 0), eq(diff, 0), lt(diff, 0)];
    case 'ml':
    case 'dnb':
      return pair(gt(diff, 0), lt(diff, 0));
    case 'ah':
      return pair(gt(diff, -line), lt(diff, -line));
    case 'eh':
      return [gt(diff, -line), eq(diff, -line), lt(diff, -line)];
    case 'ou':
      return pair(gt(total, line), lt(total, line));
    case 'oe': {
      const p = odd(total);
      return [p, 1 - p];
    }
    case 'dc': {
      const [w, d, l] = [gt(diff, 0), eq(diff, 0), lt(diff, 0)];
      return [w + d, w + l, d + l];
    }
    case 'yn':
      return o.yes === undefined ? null : [o.yes, 1 - o.yes];
    case 'outright':
      return null;
  }
}

/** Options per kind that share the stake (double chance covers two outcomes each). */
export const COVER: Partial<Record<Kind, number>> = { dc: 2 };

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 100;

/** Fair odds with the margin taken off, floored to cents (books never round in the bettor's favour). */
export function price(probs: readonly number[], margin: number): number[] {
  return probs.map((p) => {
    if (p <= 1 / (MAX_ODDS * (1 + margin))) return MAX_ODDS;
    const od = Math.floor(100 / (p * (1 + margin)) + 1e-9) / 100;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, od));
  });
}

/** A market whose result is already known is off the board. */
export const decided = (probs: readonly number[]) => probs.some((p) => p > 0.9995);

/** How even a line is: the first option's probability (0.5 is a perfect main line). */
export function balance(kind: Kind, line: number, o: Outcome): number {
  return probsFor(kind, line, o)?.[0] ?? 0;
}

/**
 * The fairest line for a handicap or total: step 0.5 allows whole and half lines, step 1 only
 * x.5 lines (no pushes). European handicaps are whole and never 0.
 */
export function fairLine(kind: Kind, o: Outcome, step: number, minAbs = 0): number {
  if (kind === 'eh') {
    const l = -Math.round(mean(o.diff));
    return l !== 0 ? l : mean(o.diff) >= 0 ? -1 : 1;
  }
  const center = kind === 'ah' ? -median(o.diff) : median(o.total);
  const base = step === 1 ? Math.floor(center) + 0.5 : Math.round(center * 2) / 2;
  let best = Math.abs(base) < minAbs ? Math.sign(base || 1) * minAbs : base;
  let bestGap = Infinity;
  for (let k = -4; k <= 4; k++) {
    const line = base + k * step;
    if ((kind === 'ou' && line < 0.5) || Math.abs(line) < minAbs) continue;
    const p = probsFor(kind, line, o);
    if (!p) continue;
    const gap = Math.abs(p[0]! - 0.5);
    if (gap < bestGap - 1e-9) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/** Odds in the requested format (`oddsType`): 1 European, 2 Hong Kong, 3 Malay, 4 Indonesian, 5 American. */
export function convertOdds(od: number, oddsType: number): number {
  if (od < 0 || oddsType === 1) return od;
  const hk = Math.round((od - 1) * 100) / 100;
  const r2 = (x: number) => Math.round(x * 100) / 100;
  switch (oddsType) {
    case 2:
      return hk;
    case 3:
      return hk <= 1 ? hk : r2(-1 / hk);
    case 4:
      return hk >= 1 ? hk : r2(-1 / hk);
    case 5:
      return hk >= 1 ? Math.round(hk * 100) : Math.round(-100 / hk);
    default:
      return od;
  }
}
