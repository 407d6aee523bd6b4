/**
 * Parlay and system arithmetic (docs/betting-api.md `sos`). A series of n legs in k-folds holds
 * C(n,k) bets; its value `sn` is k * 1000 + C(n,k) (2003: three doubles of three legs; n*1000+1
 * the full parlay). Returns are computed exactly: odds as integer hundredths, each bet's return
 * floored to the minor unit with BigInt, so a ten-leg parlay is right to the last dong.
 */

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Every k-subset of 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export const seriesValue = (k: number, n: number) => k * 1000 + choose(n, k);

/** The fold size k of series `sn` for n legs, or undefined when n legs cannot form it. */
export function foldOf(sn: number, n: number): number | undefined {
  const k = Math.floor(sn / 1000);
  return k >= 2 && k <= n && sn === seriesValue(k, n) ? k : undefined;
}

/** The series n legs can form: doubles up to the full parlay. */
export function seriesOf(n: number): { k: number; sn: number; count: number }[] {
  const out = [];
  for (let k = 2; k <= n; k++) out.push({ k, sn: seriesValue(k, n), count: choose(n, k) });
  return out;
}

export const odds100 = (od: number) => Math.round(od * 100);

/** A leg's multiplier on the stake: won odds, lost 0, void 1, half won (1 + odds) / 2, half lost 1/2. */
export interface Factor {
  num: bigint;
  den: bigint;
}

export const FACTORS = {
  won: (od: number): Factor => ({ num: BigInt(odds100(od)), den: 100n }),
  lost: { num: 0n, den: 1n } as Factor,
  void: { num: 1n, den: 1n } as Factor,
  halfWon: (od: number): Factor => ({ num: BigInt(100 + odds100(od)), den: 200n }),
  halfLost: { num: 1n, den: 2n } as Factor,
};

/** Return (minor units) of `unitMinor` on every k-combination of the legs' factors, each floored. */
export function seriesReturn(unitMinor: number, factors: Factor[], k: number): number {
  let total = 0n;
  for (const combo of combinations(factors.length, k)) {
    let num = BigInt(unitMinor);
    let den = 1n;
    for (const i of combo) {
      num *= factors[i]!.num;
      den *= factors[i]!.den;
    }
    total += num / den;
  }
  return Number(total);
}

/** `sodd`: the return of a unit stake when every leg wins, floored to two decimals. */
export function seriesOdds(odds: number[], k: number): number {
  let sum = 0n;
  for (const combo of combinations(odds.length, k)) {
    let p = 1n;
    for (const i of combo) p *= BigInt(odds100(odds[i]!));
    sum += p;
  }
  // sum is in units of 100^k; two decimals keep 100^1 of it.
  return Number(sum / 100n ** BigInt(k - 1)) / 100;
}

/** The most an order can return: every leg won. */
export function maxReturn(unitMinor: number, odds: number[], k: number): number {
  return seriesReturn(unitMinor, odds.map(FACTORS.won), k);
}
