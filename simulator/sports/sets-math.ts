import type { Dist } from './odds-math';

/**
 * Race-to-N probabilities for set sports: the chance to win a set from a given point score, and
 * the distribution of final set scores. Exact (memoised recursion), so set handicaps and totals
 * move correctly with every point.
 */

export interface RaceRule {
  target: number;
  by2: boolean;
  cap?: number;
}

const won = (x: number, y: number, r: RaceRule) =>
  x >= r.target && (!r.by2 || x - y >= 2 || (r.cap !== undefined && x >= r.cap));

/** P(the side with point probability p wins the set from x:y). */
export function setWinProb(p: number, x: number, y: number, r: RaceRule): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<number, number>();
  const f = (a: number, b: number): number => {
    if (won(a, b, r)) return 1;
    if (won(b, a, r)) return 0;
    // Past target-1 all with no cap the race is a deuce chain: closed form.
    if (r.by2 && r.cap === undefined && a >= r.target - 1 && b >= r.target - 1) {
      if (a === b) return deuce;
      return a > b ? p + q * deuce : p * deuce;
    }
    const key = a * 128 + b;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * f(a + 1, b) + q * f(a, b + 1);
    memo.set(key, v);
    return v;
  };
  return f(x, y);
}

const fresh = new Map<string, number>();
/** A new set's win chance, cached (p is rounded to 3 decimals, far finer than odds show). */
export function freshSetProb(p: number, r: RaceRule): number {
  const key = `${Math.round(p * 1000)}:${r.target}:${r.by2}:${r.cap ?? 0}`;
  let v = fresh.get(key);
  if (v === undefined) {
    v = setWinProb(Math.round(p * 1000) / 1000, 0, 0, r);
    fresh.set(key, v);
  }
  return v;
}

export interface SetsOutcome {
  /** Set difference (home - away) and total sets at the end. */
  diff: Dist;
  total: Dist;
  expectedSets: number;
}

/**
 * Final set scores of a first-to-`win` match from sets a:b, where the set in play is won with
 * qNow and every later set with qNext (qLast for a deciding set).
 */
export function setsOutcome(
  a: number,
  b: number,
  win: number,
  qNow: number,
  qNext: number,
  qLast = qNext,
): SetsOutcome {
  const diff = new Float64Array(2 * win + 1);
  const total = new Float64Array(2 * win);
  let expected = 0;
  const walk = (i: number, j: number, pr: number, first: boolean) => {
    if (pr < 1e-12) return;
    if (i === win || j === win) {
      diff[i - j + win] = diff[i - j + win]! + pr;
      total[i + j] = total[i + j]! + pr;
      expected += pr * (i + j);
      return;
    }
    const q = first ? qNow : i === win - 1 && j === win - 1 ? qLast : qNext;
    walk(i + 1, j, pr * q, false);
    walk(i, j + 1, pr * (1 - q), false);
  };
  walk(a, b, 1, true);
  return { diff: { min: -win, p: diff }, total: { min: 0, p: total }, expectedSets: expected };
}
