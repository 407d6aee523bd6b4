import { createRng } from '../../core/rng';
import { factorOf, legResult, scopeScore } from '../../orders/settle';
import { seriesReturn } from '../../orders/series';
import { RE } from '../../orders/types';
import { sportOf } from '../../sports/catalog';
import type { SimMatch } from '../../sports/types';
import type { SportsWorld } from '../../sports/world';
import { hashOf } from './promo-state';

/**
 * The board members' sports bets (board-members.ts): singles on the matches the provider had
 * finished when the simulator started, settled from each match's real final score as the order
 * desk settles a leg (orders/settle.ts), so a member's stake, result and payout follow from the
 * match. Fixed at start (the same seed and start time give the same bets) and shared by every
 * scope, as the seeded game bets are; what anyone bets while the simulator runs is in the scope's
 * order book.
 */

/** One settled single of a board member, in VND (the members' currency). */
export interface SeededSportsBet {
  userName: string;
  matchId: number;
  sid: number;
  /** The league's English name (the five-leagues board picks by it). */
  league: string;
  /** 1 home, 2 away, 3 draw (1X2 in sports with draws, money line otherwise). */
  ty: number;
  od: number;
  stake: number;
  payout: number;
  placedAt: number;
  settledAt: number;
}

const STAKES = [50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000, 2_000_000, 3_000_000];

function betOn(m: SimMatch, userName: string, seed: number): SeededSportsBet {
  const def = sportOf(m.sid);
  const rng = createRng(seed ^ hashOf(`${userName}|${m.id}|board-bet`));
  const draws = def.family === 'goals';
  const ty = draws ? rng.pick([1, 1, 2, 2, 3]) : rng.pick([1, 2]);
  const od = Math.round((ty === 3 ? 2.8 + rng.next() * 1.0 : 1.45 + rng.next() * 2.2) * 100) / 100;
  const stake = rng.pick(STAKES);
  const re = legResult(draws ? '1x2' : 'ml', 0, ty, scopeScore(m, def, 'ft'));
  const payout = re === RE.open ? 0 : seriesReturn(stake, [factorOf(re, od)], 1);
  return {
    userName,
    matchId: m.id,
    sid: m.sid,
    league: m.league.names.en,
    ty,
    od,
    stake,
    payout,
    placedAt: m.bt - rng.int(10, 600) * 60_000,
    settledAt: m.endedAt,
  };
}

/** Each finished match draws up to three members; a member bets once on a match. */
export function seededSportsBets(seed: number, world: SportsWorld, members: readonly string[]): SeededSportsBet[] {
  const finished = [...world.matches.values()]
    .filter((m) => m.ty === 2 && m.ms === 0 && m.endedAt > 0)
    .sort((a, b) => a.id - b.id);
  const bets: SeededSportsBet[] = [];
  for (const m of finished) {
    const rng = createRng(seed ^ hashOf(`${m.id}|board-bettors`));
    const who = new Set<string>();
    for (let n = rng.int(0, 3); who.size < n;) who.add(rng.pick(members));
    for (const userName of [...who].sort()) bets.push(betOn(m, userName, seed));
  }
  return bets;
}
