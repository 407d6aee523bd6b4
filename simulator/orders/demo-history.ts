import { createRng, type Rng } from '../core/rng';
import type { SimUser } from '../site/site-store';
import type { TxKind } from '../site/wallet';
import { SOCCER } from '../sports/data-soccer';
import { MARKET_NAMES } from '../sports/i18n';
import type { Lang } from '../sports/types';
import { RE, ST, type Leg, type LegResult, type Order } from './types';

/**
 * The month the `demo` account has lived before the simulator started (docs/simulator.md, "Demo
 * accounts"; docs/decisions.md, "A lived-in demo account"): deposits, a claimed bonus, settled
 * sports bets (singles, a parlay, a cashed-out single) and a withdrawal, as wallet lines and the
 * orders they belong to. A pure function of the seed and the simulator's start time, so every
 * scope (and every run) sees the same history. The lines add up to the account's registered
 * balance: the balance it starts with is the one it always had.
 *
 * The matches are finished Premier League fixtures of the past month under ids the live world
 * never uses: they are history, not tradeable, and the leaderboards (which only count bets on the
 * world's own matches) leave them out.
 */

export const DEMO_HISTORY_USER = 'demo';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Past matches' ids: far above the world's (simulator/sports/world.ts numbers from 1). */
const PAST_MATCH_BASE = 900_000_000;
/** Seeded order ids sit below the desk's (2^53 + 1000 + n): never the same id twice. */
const ORDER_BASE = 2n ** 53n;

/** Whether an order id is one of the seeded history's (tests count only the orders they made). */
export function isHistoryOrder(id: string): boolean {
  const n = BigInt(id);
  return n > ORDER_BASE && n < ORDER_BASE + 1000n;
}
const LANGS: Lang[] = ['en', 'vi', 'zh', 'th'];

export interface SeededLine {
  kind: TxKind;
  at: number;
  ref?: string;
  amountMinor: number;
}

export type SeededOrder = Omit<Order, 'account'>;

export interface DemoHistory {
  lines: SeededLine[];
  orders: SeededOrder[];
}

type Team = Record<Lang, string>;

function premierLeagueTeams(): Team[] {
  const league = SOCCER.find((l) => l.region === 'ENG') ?? SOCCER[0]!;
  return league.teams.split(';').map((spec) => {
    const parts = spec.trim().split('|');
    const en = parts[0]!;
    return { en, vi: parts[1] || en, zh: parts[2] || en, th: parts[3] || en };
  });
}

/** One 1X2 full-time leg on a finished past match, settled with `re`. */
function pastLeg(rng: Rng, teams: Team[], n: number, kickOff: number, re: LegResult): Leg {
  const home = rng.pick(teams);
  let away = rng.pick(teams);
  while (away === home) away = rng.pick(teams);
  // Back the home side: a win ends 2:0 or 2:1, a loss 0:1 or 1:2.
  const od = rng.int(150, 320) / 100;
  const sc = re === RE.won ? `2:${rng.int(0, 1)}` : `${rng.int(0, 1)}:2`;
  const names = {} as Leg['names'];
  for (const lang of LANGS)
    names[lang] = { nm: `${home[lang]} – ${away[lang]}`, mn: MARKET_NAMES['1x2']![lang], on: home[lang] };
  const matchId = PAST_MATCH_BASE + n;
  return {
    matchId,
    mid: matchId * 10 + 5,
    mty: 1005,
    pe: 1001,
    kind: '1x2',
    scope: 'ft',
    line: 0,
    ty: 1,
    li: '',
    od,
    mbt: kickOff,
    names,
    re,
    ...(re === RE.open ? {} : { sc }),
    mk: { id: matchId * 10 + 5, line: 0, ss: 0, od: [od, 3.4, 2.6], main: true },
    seen: { ms: 0, goals: 0 },
  };
}

/** The history of `user` (empty for anyone but demo) as of `startedAt`, the simulator's start. */
export function demoHistory(seed: number, user: SimUser, startedAt: number): DemoHistory {
  if (user.userName.toLowerCase() !== DEMO_HISTORY_USER) return { lines: [], orders: [] };
  const rng = createRng(seed ^ 0xde30);
  const teams = premierLeagueTeams();
  const lines: SeededLine[] = [];
  const orders: SeededOrder[] = [];
  // Minor units without importing the wallet (which seeds its ledger from here).
  const minor = (units: number) => Math.round(units * (user.regCurrency === 'VND' ? 1 : 100));
  // An instant `days` before the start, at a seeded hour of the evening.
  const at = (days: number) => startedAt - days * DAY + rng.int(0, 3) * HOUR;
  let seq = 0;

  const bet = (days: number, legs: LegResult[], stakeUnits: number, cashOut?: number) => {
    const bt = at(days);
    const id = String(ORDER_BASE + BigInt(++seq));
    const legList = legs.map((re, i) => pastLeg(rng, teams, seq * 10 + i, bt + HOUR + i * DAY, re));
    const stakeMinor = minor(stakeUnits);
    const odds = legList.reduce((p, l) => p * l.od, 1);
    const won = legs.every((re) => re === RE.won);
    const payoutMinor = cashOut !== undefined ? minor(cashOut) : won ? Math.floor(stakeMinor * odds) : 0;
    const settledAt = cashOut !== undefined ? bt + 30 * 60_000 : bt + (legs.length + 1) * DAY - 20 * HOUR;
    orders.push({
      id,
      cid: `demo-history-${seq}`,
      st: ST.settled,
      timeline: [
        { st: ST.created, at: bt },
        { st: ST.confirming, at: bt },
        { st: ST.confirmed, at: bt + 2000 },
        { st: ST.settled, at: settledAt },
      ],
      unitMinor: stakeMinor,
      stakeMinor,
      legs: legList,
      k: legs.length,
      count: 1,
      ...(legs.length > 1 ? { sn: legs.length * 1000 + 1 } : {}),
      bt,
      payoutMinor,
      ...(cashOut !== undefined ? { co: 1 as const } : {}),
    });
    lines.push({ kind: 'bet', at: bt, ref: id, amountMinor: -stakeMinor });
    if (payoutMinor > 0) lines.push({ kind: 'payout', at: settledAt, ref: id, amountMinor: payoutMinor });
  };

  const stake = () => rng.pick([100_000, 200_000, 300_000, 500_000]);
  // References look like the cashier's and the bonus's own (fund-state.ts newOrderId, deposit-bonus.ts);
  // the cashier numbers its orders from 1, so the seeded "0000" is never one of its ids.
  const fundRef = (kind: 'D' | 'W', t: number) => `${kind}${t.toString(36).toUpperCase()}0000`;
  const deposit = (days: number, units: number) => {
    const t = at(days);
    const ref = fundRef('D', t);
    lines.push({ kind: 'deposit', at: t, ref, amountMinor: minor(units) });
    return { t, ref };
  };
  // The first deposit met the first-deposit offer's top tier (promo-offers.ts firstCharge, in VND): its bonus.
  const first = deposit(30, 10_000_000);
  const bonus = { kind: 'promo' as const, at: first.t + 60_000, ref: `firstCharge:bonus:${first.ref}` };
  lines.push({ ...bonus, amountMinor: minor(1_888_000) });
  bet(27, [RE.won], stake());
  bet(24, [RE.lost], stake());
  bet(17, [RE.lost], stake());
  deposit(14, 6_000_000);
  bet(10, [RE.won], stake());
  // The last week holds one of each kind, so the personal center's "last 7 days" (the longest
  // window it offers) shows a newcomer settled singles, a parlay and a cash-out, all settled
  // before the start.
  bet(6, [RE.won, RE.won, RE.won], 100_000);
  bet(5, [RE.open], 500_000, 420_000);
  bet(4, [RE.lost], stake());
  bet(3, [RE.won], stake());
  // The withdrawal takes what is over the registered balance, so the month ends on it.
  const target = minor(user.balance);
  lines.sort((a, b) => a.at - b.at);
  const sum = lines.reduce((s, l) => s + l.amountMinor, 0);
  const withdrawAt = at(1);
  lines.push({ kind: 'withdraw', at: withdrawAt, ref: fundRef('W', withdrawAt), amountMinor: target - sum });
  return { lines, orders };
}
