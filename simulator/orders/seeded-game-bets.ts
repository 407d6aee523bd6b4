import { LRUCache } from 'lru-cache';
import { createRng } from '../core/rng';
import type { buildLobbies } from '../site/home-data';
import type { SimUser } from '../site/site-store';
import { DAY } from '../sports/calendar';

/**
 * The game bets the simulator makes up for a member (docs/betting-api.md mybet/sum and
 * mybet/detail): casino, slot, card and fishing bets seeded per user and UTC+8 day, so the same
 * window always gives the same bets. The history lists and the game leaderboards
 * (simulator/site/promo/leaderboard.ts) read the same bets.
 */

export interface GameBet {
  id: string;
  gameType: number;
  gameName: string;
  betAmount: number;
  validAmount: number;
  winLoss: number;
  betTime: number;
  status: 0 | 1;
}

/** A bet of the last five minutes is still open (status 0): no valid amount, no result yet. */
export const OPEN_MS = 5 * 60_000;

const AMOUNTS: Record<SimUser['regCurrency'], number[]> = {
  VND: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
  CNY: [5, 10, 20, 50, 100, 200],
  USD: [1, 2, 5, 10, 20, 50],
  USDT: [1, 2, 5, 10, 20, 50],
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const round = (user: SimUser, x: number) =>
  user.regCurrency === 'VND' ? Math.round(x / 100) * 100 : Math.round(x * 100) / 100;

/** A day's bets are a pure function of seed, user and day: the latest days asked are kept. */
const cache = new LRUCache<string, GameBet[]>({ max: 20_000 });

/** The bets of one user on one UTC+8 day (whole day; the caller cuts to its window and to now). */
export function betsOfDay(
  seed: number,
  user: SimUser,
  dayStart: number,
  lobbies: ReturnType<typeof buildLobbies>,
): GameBet[] {
  const day = Math.round(dayStart / DAY);
  const key = `${seed}|${user.id}|${user.userName.toLowerCase()}|${user.regCurrency}|${day}|${lobbies.length}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rng = createRng(seed ^ hash(`${user.userName.toLowerCase()}:${day}`));
  const n = rng.chance(0.25) ? 0 : rng.int(1, 12);
  const bets: GameBet[] = [];
  for (let i = 0; i < n; i++) {
    const lobby = rng.pick(lobbies);
    const game = rng.pick(lobby.gameList);
    const betAmount = rng.pick(AMOUNTS[user.regCurrency]);
    const r = rng.next();
    const winLoss = r < 0.55 ? -betAmount : r < 0.6 ? 0 : round(user, betAmount * (0.2 + rng.next() * 1.6));
    bets.push({
      id: `${user.id}${String(day).padStart(6, '0')}${String(i).padStart(2, '0')}`,
      gameType: lobby.gameType,
      gameName: game.gameName,
      betAmount,
      validAmount: winLoss === 0 ? 0 : betAmount,
      winLoss,
      betTime: dayStart + Math.floor(rng.next() * DAY),
      status: 1,
    });
  }
  cache.set(key, bets);
  return bets;
}

/** A seeded bet as it stands at `now`: open (nothing counted yet) in its first five minutes. */
export const asOf = (bet: GameBet, now: number): GameBet =>
  now - bet.betTime < OPEN_MS ? { ...bet, status: 0, validAmount: 0, winLoss: 0 } : bet;
