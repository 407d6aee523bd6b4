import type { ScopeState } from '../../core/scope-state';
import { bookOf } from '../../orders/book';
import { asOf, betsOfDay } from '../../orders/seeded-game-bets';
import { ST, type Order } from '../../orders/types';
import { DAY, startOfDayUtc8 } from '../../sports/calendar';
import type { SportsWorld } from '../../sports/world';
import { gamesScope } from '../games/games-state';
import type { buildLobbies } from '../home-data';
import { maskUser } from '../invite/invite-data';
import { DEMO_USERS, type SiteStore, type SimUser } from '../site-store';
import { toUnits } from '../wallet';
import type { SeededSportsBet } from './board-history';
import { periodOf } from './promo-state';
import { PERIODS } from './promo-offers';
import { isFiveLeagues } from './schedule-feed';

/**
 * The leaderboards (docs/promo-api.md, "Leaderboards"): members ranked by what the ledger holds for
 * the promotion's period, never by names from a list. Sports boards read settled sports bets (the
 * scope's order book, and the board members' history of board-history.ts); game boards read settled
 * game bets (every member's seeded ones and those played in the demo game in this scope). A bet
 * counts once it is settled inside the period and not after now; an open one does not. Staff
 * accounts take no part. Scores are compared in VND (other currencies at the site's 1 : 1,000, as
 * every amount of the promotions is scaled) and shown in the viewer's currency.
 */

export type BoardRule =
  | 'sportsTurnover'
  | 'sportsWinnings'
  | 'soccerTurnover'
  | 'fiveLeaguesTurnover'
  | 'gamesTurnover'
  | 'cardGamesWinnings';

interface RuleDef {
  rule: BoardRule;
  source: 'sports' | 'games';
  /** turnover: the stakes (game bets: the valid amount); winnings: payouts less stakes, ranked when above 0. */
  metric: 'turnover' | 'winnings';
  /** Sports boards: which matches count (every leg of a parlay must). */
  match?: (m: { sid: number; league: string }) => boolean;
  /** Game boards: which lobby's games count. */
  gameType?: number;
}

/** What each board's name means (docs/decisions.md, "Real leaderboards"). */
export const BOARD_RULES: Readonly<Record<string, RuleDef>> = {
  glory: { rule: 'sportsTurnover', source: 'sports', metric: 'turnover' },
  goldMedal: { rule: 'sportsWinnings', source: 'sports', metric: 'winnings' },
  gameActivityArgentina: {
    rule: 'soccerTurnover',
    source: 'sports',
    metric: 'turnover',
    match: (m) => m.sid === 1,
  },
  fiveLeagues2: {
    rule: 'fiveLeaguesTurnover',
    source: 'sports',
    metric: 'turnover',
    match: (m) => isFiveLeagues(m.sid, m.league),
  },
  gameActivity: { rule: 'gamesTurnover', source: 'games', metric: 'turnover' },
  chessCard: { rule: 'cardGamesWinnings', source: 'games', metric: 'winnings', gameType: 4 },
};

/** Rows shown; prizes of the first ten (thousands of VND, scaled like every promotion amount). */
export const BOARD_SIZE = 20;
const PRIZES = [8_888, 5_888, 3_888, 1_888, 1_288, 888, 688, 588, 388, 288];

export interface BoardSources {
  seed: number;
  world: SportsWorld;
  store: SiteStore;
  lobbies: ReturnType<typeof buildLobbies>;
  members: readonly SimUser[];
  seededSports: readonly SeededSportsBet[];
}

interface Period {
  start: number;
  end: number;
}

/** Everyone's score so far, by lower-case user name (VND). */
type Scores = Map<string, { user: SimUser; score: number }>;

const vnd = (user: SimUser, units: number) => (user.regCurrency === 'VND' ? units : units * 1000);
const inPeriod = (at: number, p: Period, now: number) => at >= p.start && at <= Math.min(p.end, now);
const member = (user: SimUser | undefined): user is SimUser => Boolean(user && user.role === 0);

function add(scores: Scores, user: SimUser, amount: number) {
  const key = user.userName.toLowerCase();
  const entry = scores.get(key) ?? { user, score: 0 };
  entry.score += amount;
  scores.set(key, entry);
}

const settledAt = (order: Order) => order.timeline.findLast((step) => step.st === ST.settled)?.at;

function sportsScores(src: BoardSources, state: ScopeState, def: RuleDef, p: Period, now: number): Scores {
  const scores: Scores = new Map();
  const counts = (m: { sid: number; league: string }) => !def.match || def.match(m);
  const amount = (stake: number, payout: number) => (def.metric === 'turnover' ? stake : payout - stake);
  for (const bet of src.seededSports) {
    const user = src.store.user(bet.userName);
    if (member(user) && inPeriod(bet.settledAt, p, now) && counts(bet))
      add(scores, user, amount(bet.stake, bet.payout));
  }
  for (const account of bookOf(state).accounts.values()) {
    if (!member(account.user)) continue;
    for (const order of account.orders.values()) {
      const at = settledAt(order);
      if (order.st !== ST.settled || at === undefined || !inPeriod(at, p, now)) continue;
      const legsCount = order.legs.every((leg) => {
        const m = src.world.get(leg.matchId);
        return m !== undefined && counts({ sid: m.sid, league: m.league.names.en });
      });
      if (!legsCount) continue;
      const { user } = account;
      add(scores, user, vnd(user, toUnits(user, amount(order.stakeMinor, order.payoutMinor ?? 0))));
    }
  }
  return scores;
}

function gameScores(src: BoardSources, state: ScopeState, def: RuleDef, p: Period, now: number, caller?: SimUser) {
  const scores: Scores = new Map();
  const played = gamesScope(state).bets;
  // Who takes part: the board members, the site's own accounts, anyone who bet in this scope, the viewer.
  const people = new Map<string, SimUser>();
  const join = (user: SimUser | undefined) => {
    if (member(user)) people.set(user.userName.toLowerCase(), user);
  };
  src.members.forEach(join);
  DEMO_USERS.forEach((u) => join(src.store.user(u.userName)));
  bookOf(state).accounts.forEach((a) => join(a.user));
  played.forEach((b) => join(src.store.user(b.userName)));
  join(caller);
  const counts = (gameType: number) => def.gameType === undefined || def.gameType === gameType;
  const amount = (b: { validAmount: number; winLoss: number }) =>
    def.metric === 'turnover' ? b.validAmount : b.winLoss;
  const last = Math.min(p.end, now);
  for (const user of people.values()) {
    for (let day = startOfDayUtc8(p.start); day <= last; day += DAY) {
      for (const seeded of betsOfDay(src.seed, user, day, src.lobbies)) {
        const bet = asOf(seeded, now);
        if (bet.status === 1 && inPeriod(bet.betTime, p, now) && counts(bet.gameType))
          add(scores, user, vnd(user, amount(bet)));
      }
    }
  }
  for (const bet of played) {
    const user = people.get(bet.userName.toLowerCase());
    if (user && bet.status === 1 && inPeriod(bet.betTime, p, now) && counts(bet.gameType))
      add(scores, user, vnd(user, amount(bet)));
  }
  return scores;
}

/**
 * A member's net result of sports bets settled in the period, in VND (payouts less stakes: below 0 a net
 * loss), from the same ledger the winnings board ranks (docs/promo-api.md, "Loss refund").
 */
export function sportsNetOf(src: BoardSources, state: ScopeState, user: SimUser, p: Period, now: number): number {
  const winnings = BOARD_RULES.goldMedal!;
  return sportsScores(src, state, winnings, p, now).get(user.userName.toLowerCase())?.score ?? 0;
}

/** Highest first; a tie goes to the name first in order, so the same data gives the same board. */
export function rank(scores: Scores): { userName: string; score: number }[] {
  return [...scores.values()]
    .filter((s) => s.score > 0)
    .map((s) => ({ userName: s.user.userName, score: s.score }))
    .sort((a, b) => b.score - a.score || a.userName.localeCompare(b.userName));
}

/**
 * One board for a viewer: the period, the rule, the first BOARD_SIZE members (names masked), and
 * the viewer's own rank from the session's user (null: not ranked yet). `scale` is the promotions'
 * (promo-content.ts scaleOf: 1,000 for a VND viewer, 1 otherwise): amounts are thousands of VND times it.
 */
export function leaderboardOf(
  src: BoardSources,
  state: ScopeState,
  promoId: string,
  viewer: SimUser | undefined,
  scale: number,
  now: number,
) {
  const def = BOARD_RULES[promoId] ?? BOARD_RULES.glory!;
  // The promotion's own period (promo-offers.ts PERIODS), the one its card and header show.
  const period = periodOf(now, PERIODS[promoId]);
  const scores =
    def.source === 'sports'
      ? sportsScores(src, state, def, period, now)
      : gameScores(src, state, def, period, now, viewer);
  const standings = rank(scores);
  const shown = (score: number) => Math.round(((score * scale) / 1000) * 100) / 100;
  const mine = viewer?.userName.toLowerCase();
  const at = standings.findIndex((s) => s.userName.toLowerCase() === mine);
  return {
    metric: def.metric,
    rule: def.rule,
    source: def.source,
    period,
    ranked: standings.length,
    entries: standings.slice(0, BOARD_SIZE).map((s, i) => ({
      rank: i + 1,
      name: maskUser(s.userName),
      score: shown(s.score),
      prize: (PRIZES[i] ?? 0) * scale,
      mine: s.userName.toLowerCase() === mine,
    })),
    me: at >= 0 ? { rank: at + 1, score: shown(standings[at]!.score) } : null,
  };
}
