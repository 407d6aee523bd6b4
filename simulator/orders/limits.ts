import type { Currency } from '../site/wallet';

/**
 * Stake limits of the simulated book (docs/betting-api.md `smin`/`smax`, `mi`/`mx`, `mon`, `msl`).
 *
 * The rule, per currency (amounts in currency units):
 * - `smin` is the currency's minimum stake (VND 10,000).
 * - `smax` = min(stake cap, win cap / (odds - 1)), rounded down to the currency's step and never
 *   below `smin`: the cap falls as the odds rise, so no single bet can win more than the win cap
 *   (VND: stake cap 50,000,000, win cap 200,000,000; at odds 1.90 the max is 50,000,000, at 5.00
 *   50,000,000, at 9.00 25,000,000, at 41.00 5,000,000).
 * - In-play markets (match live) take half of that: books keep live limits lower.
 * - A series' unit stake: `mi` = `smin`; `mx` = min(smallest leg `smax`, win cap / (sodd - in)),
 *   stepped and at least `mi`, where sodd - in is the profit of a unit stake when every leg wins.
 */

/** Max single orders per singlePass request, and max legs of a parlay. */
export const MON = 10;
export const MSL = 10;

interface CurrencyLimits {
  min: number;
  stakeCap: number;
  winCap: number;
  step: number;
}

export const LIMITS: Record<Currency, CurrencyLimits> = {
  VND: { min: 10_000, stakeCap: 50_000_000, winCap: 200_000_000, step: 1_000 },
  CNY: { min: 10, stakeCap: 20_000, winCap: 80_000, step: 1 },
  USD: { min: 2, stakeCap: 3_000, winCap: 12_000, step: 1 },
  USDT: { min: 2, stakeCap: 3_000, winCap: 12_000, step: 1 },
};

const stepDown = (x: number, step: number) => Math.floor(x / step + 1e-9) * step;

export function stakeLimits(currency: Currency, odds: number, live: boolean): { smin: number; smax: number } {
  const l = LIMITS[currency];
  const profit = Math.max(odds - 1, 0.01);
  const cap = Math.min(l.stakeCap, l.winCap / profit) / (live ? 2 : 1);
  return { smin: l.min, smax: Math.max(l.min, stepDown(cap, l.step)) };
}

export function seriesLimits(
  currency: Currency,
  legMax: number[],
  sodd: number,
  count: number,
): { mi: number; mx: number } {
  const l = LIMITS[currency];
  const byWin = l.winCap / Math.max(sodd - count, 0.01);
  return { mi: l.min, mx: Math.max(l.min, stepDown(Math.min(...legMax, byWin), l.step)) };
}
