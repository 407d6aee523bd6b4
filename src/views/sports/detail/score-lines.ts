import { SCORE_TYPE } from '../../../lib/sports/clock';
import { sportInfoOrGeneric, type PeriodUnit } from '../../../lib/sports/sport-catalog';

/**
 * Period-by-period scores from `nsg` lines (score-line periods are the MARKET-period code set,
 * docs/provider-extensions.md "Code sets"; clock.ts decodes `mc.pe`, which is another set):
 * soccer B+2/B+3 halves; basketball B+5..B+8 quarters, B+9 overtime (its B+3/B+4 halves and B+2
 * regulation are sums, not periods); every other sport B+10+n period n and B+40 overtime.
 */

type ScoreLine = { readonly pe: number; readonly tyg: number; readonly sc: readonly number[] };
export type Pair = readonly [number, number];

export interface PeriodScore {
  /** Period number from 1; overtime comes last with `overtime` set. */
  readonly n: number;
  readonly unit: PeriodUnit;
  readonly overtime: boolean;
  readonly sc: Pair;
}

const OVERTIME = Number.MAX_SAFE_INTEGER;
const pair = (sc: readonly number[]): Pair => [sc[0] ?? 0, sc[1] ?? 0];

/** Which period a score-line code is, or null when it is a total (full time, a half sum ...). */
function periodOf(sid: number, pe: number): { n: number; overtime: boolean } | null {
  const info = sportInfoOrGeneric(sid);
  const offset = pe - info.base;
  if (info.clockCodes === 'soccer') return offset === 2 || offset === 3 ? { n: offset - 1, overtime: false } : null;
  if (info.clockCodes === 'basketball') {
    if (offset >= 5 && offset <= 8) return { n: offset - 4, overtime: false };
    return offset === 9 ? { n: OVERTIME, overtime: true } : null;
  }
  if (offset > 10 && offset < 40) return { n: offset - 10, overtime: false };
  return offset === 40 ? { n: OVERTIME, overtime: true } : null;
}

/** The periods played, in order, for one score type (goals/points by default). */
export function periodScores(sid: number, nsg: readonly ScoreLine[], tyg: number = SCORE_TYPE.goals): PeriodScore[] {
  const unit = sportInfoOrGeneric(sid).unit;
  const out: PeriodScore[] = [];
  for (const line of nsg) {
    if (line.tyg !== tyg) continue;
    const period = periodOf(sid, line.pe);
    if (period) out.push({ n: period.n, unit, overtime: period.overtime, sc: pair(line.sc) });
  }
  return out.sort((a, b) => a.n - b.n).map((p) => (p.overtime ? { ...p, n: 0 } : p));
}

/**
 * The half-time score where the sport has halves: soccer's first-half line (B+2), basketball's
 * first-half sum (B+3), the first half of a two-half sport, or the first two quarters of a
 * four-quarter one (only once both are in). Null for sports without halves (sets, innings ...).
 */
export function halfTimeScore(sid: number, nsg: readonly ScoreLine[]): Pair | null {
  const info = sportInfoOrGeneric(sid);
  const line = (offset: number) => nsg.find((l) => l.tyg === SCORE_TYPE.goals && l.pe === info.base + offset);
  if (info.clockCodes === 'soccer') return maybe(line(2));
  if (info.clockCodes === 'basketball') return maybe(line(3));
  if (!info.halves) return null;
  const periods = periodScores(sid, nsg).filter((p) => !p.overtime);
  if (info.unit === 'half') return periods[0]?.sc ?? null;
  if (info.unit === 'quarter' && periods.length >= 2)
    return [periods[0]!.sc[0] + periods[1]!.sc[0], periods[0]!.sc[1] + periods[1]!.sc[1]];
  return null;
}

const maybe = (line: ScoreLine | undefined): Pair | null => (line ? pair(line.sc) : null);

/** Soccer's first-half corners (B+2, tyg 6), shown beside the full-time count. */
export function firstHalfOf(sid: number, nsg: readonly ScoreLine[], tyg: number): Pair | null {
  const info = sportInfoOrGeneric(sid);
  return maybe(nsg.find((l) => l.tyg === tyg && l.pe === info.base + 2));
}
