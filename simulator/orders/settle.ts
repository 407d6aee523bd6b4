import type { Kind, SimMatch } from '../sports/types';
import type { SportDef } from '../sports/sport-def';
import { setsWon, sumPeriods } from '../sports/model';
import { RE, type LegResult } from './types';
import { FACTORS, type Factor } from './series';

/**
 * Settlement of one leg from the final score (docs/provider-extensions.md "Settlement").
 * A market is settled on the score of its own scope (full time, regulation, first half, first
 * quarter, corners, sets, points, first set); a kind or scope the score cannot decide is void,
 * and a void leg returns its stake. Asian lines on a quarter (-0.25, 2.75) are two half bets on
 * the neighbouring lines, which gives half won and half lost.
 */

export interface ScopeScore {
  home: number;
  away: number;
  /** When the total is not home + away (boxing: rounds fought). */
  total?: number;
  /** Boxing "goes the distance": known only when the bout ended early (then "no"). */
  yes?: boolean;
}

type Half = 'w' | 'l' | 'v';

const sign = (x: number): Half => (x > 0 ? 'w' : x < 0 ? 'l' : 'v');
const flip = (h: Half): Half => (h === 'w' ? 'l' : h === 'l' ? 'w' : 'v');

/** One whole or half line: home (ty 1) / over (ty 4) side's result; the other side mirrors it. */
function onLine(kind: 'ah' | 'ou', line: number, ty: number, s: ScopeScore): Half {
  const r = kind === 'ah' ? sign(s.home - s.away + line) : sign((s.total ?? s.home + s.away) - line);
  return ty === 1 || ty === 4 ? r : flip(r);
}

function combine(a: Half, b: Half): LegResult {
  if (a === b) return a === 'w' ? RE.won : a === 'l' ? RE.lost : RE.void;
  if (a === 'v' || b === 'v') return a === 'w' || b === 'w' ? RE.halfWon : RE.halfLost;
  // Neighbouring half lines cannot give one win and one loss on an integer score.
  return RE.void;
}

const isQuarter = (line: number) => Math.abs(Math.round(line * 4)) % 2 === 1;

export function legResult(kind: Kind, line: number, ty: number, s: ScopeScore | null): LegResult {
  if (!s) return RE.void;
  const diff = s.home - s.away;
  const total = s.total ?? s.home + s.away;
  const one = (won: boolean) => (won ? RE.won : RE.lost);
  switch (kind) {
    case 'ah':
    case 'ou': {
      if (isQuarter(line)) return combine(onLine(kind, line - 0.25, ty, s), onLine(kind, line + 0.25, ty, s));
      const r = onLine(kind, line, ty, s);
      return r === 'w' ? RE.won : r === 'l' ? RE.lost : RE.void;
    }
    case '1x2':
    case 'eh': {
      const d = diff + (kind === 'eh' ? line : 0);
      return one(ty === 1 ? d > 0 : ty === 3 ? d === 0 : d < 0);
    }
    case 'ml':
    case 'dnb':
      // A tie in a two-way market returns the stake.
      return diff === 0 ? RE.void : one(ty === 1 ? diff > 0 : diff < 0);
    case 'oe':
      return one(ty === 7 ? total % 2 !== 0 : total % 2 === 0);
    case 'dc':
      return one(ty === 50 ? diff >= 0 : ty === 51 ? diff !== 0 : diff <= 0);
    case 'yn':
      return s.yes === undefined ? RE.void : one(ty === 8 ? s.yes : !s.yes);
    case 'outright':
      return RE.void;
  }
}

const score = ([home, away]: [number, number], yes?: boolean): ScopeScore => ({
  home,
  away,
  ...(yes !== undefined ? { yes } : {}),
});

/** The final score of a market scope (model.ts scope keys), or null when the match has none for it. */
export function scopeScore(m: SimMatch, def: SportDef, scope: string): ScopeScore | null {
  const per = m.score.per;
  if (m.ms !== 0 || per.length === 0) return null;
  if (def.family === 'sets') {
    if (scope === 'ft') return score(setsWon(m));
    if (scope === 'pts') return score(sumPeriods(per));
    if (scope === 's1') return score(per[0]!);
    return null;
  }
  if (def.family === 'rounds') {
    if (scope !== 'ft') return null;
    // The last round's mark is the winner (decision or stoppage); rounds fought are the total.
    // A bout over before the last round did not go the distance; one that reached it may have
    // ended by stoppage in it, which the score does not tell: that "yes/no" stays void.
    const [h, a] = per[per.length - 1]!;
    return {
      home: h > a ? 1 : 0,
      away: a > h ? 1 : 0,
      total: per.length,
      ...(per.length < m.periods ? { yes: false } : {}),
    };
  }
  const half = Math.max(1, Math.floor(m.periods / 2));
  switch (scope) {
    case 'ft':
      return score(sumPeriods(per));
    case 'reg':
      return score(sumPeriods(per, 0, m.periods));
    case 'h1':
      return score(sumPeriods(per, 0, half));
    case 'q1':
      return score(per[0]!);
    case 'cft':
      return score(m.score.corners);
    case 'ch1':
      return score(m.score.cornersH1);
    default:
      return null;
  }
}

/** The score line shown on a settled leg (`sc`). */
export const scoreText = (s: ScopeScore | null) => (s ? `${s.home}:${s.away}` : undefined);

export function factorOf(re: LegResult, od: number): Factor {
  switch (re) {
    case RE.won:
      return FACTORS.won(od);
    case RE.lost:
      return FACTORS.lost;
    case RE.halfWon:
      return FACTORS.halfWon(od);
    case RE.halfLost:
      return FACTORS.halfLost;
    default:
      return FACTORS.void;
  }
}
