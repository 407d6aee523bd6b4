import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../server';
import { cid, client, sel, startOrdersSim, testClock, type Client } from '../../orders/test-helpers';
import { sportsOf } from '../../sports/index';
import { maskUser } from '../invite/invite-data';
import { BOARD_MEMBERS } from './board-members';
import { seededSportsBets } from './board-history';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/**
 * The leaderboards rank what the ledger holds (leaderboard.ts): the board members' seeded bets and
 * the scope's own orders, a bet counting once it is settled in the period; the viewer's rank comes
 * from the session.
 */
const clock = testClock();
let sim: Simulator;
let c: Client;
beforeAll(async () => {
  sim = await startOrdersSim(clock);
  c = client(sim, 'boards');
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'demo', balance: 100_000_000 });
});
afterAll(() => sim.close());

const board = async (path: string) => (await c.site('/api/operation/activity/detail', { path })).data.content;

async function settledSingle(match: any, ty: number, stake: number) {
  const r = await c.single(sel(match, 1005, 1001, ty), stake, cid());
  expect(r.code).toBe(0);
  return r.data[0].id as string;
}

async function finish(matchId: number) {
  for (const step of ['/sports/kickoff', '/sports/goal', '/sports/finish'])
    expect((await c.control(step, { matchId, side: 'home' })).ok).toBe(true);
}

describe('sports leaderboards', () => {
  it('rank the board members by their seeded settled stakes in the period, with the period and rule', async () => {
    const content = await board('/glory');
    expect(content).toMatchObject({ currency: 'VND', metric: 'turnover', rule: 'sportsTurnover', me: null });
    const { start, end } = content.period;
    expect(start).toBeLessThanOrEqual(clock.now());
    expect(end).toBeGreaterThan(clock.now());
    // The same sums from the members' bets themselves.
    const totals = new Map<string, number>();
    for (const bet of seededSportsBets(sim.ctx.seed, sportsOf(sim.ctx).world, BOARD_MEMBERS)) {
      if (bet.settledAt < start || bet.settledAt > clock.now()) continue;
      totals.set(bet.userName, (totals.get(bet.userName) ?? 0) + bet.stake);
    }
    const expected = [...totals]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 20)
      .map(([name, score], i) => ({ rank: i + 1, name: maskUser(name), score, mine: false }));
    expect(expected.length).toBeGreaterThan(5);
    expect(content.entries.map(({ prize: _p, ...row }: any) => row)).toEqual(expected);
    expect(content.ranked).toBe(totals.size);
  });

  it('moves the demo user up once a bet settles, and not while it is open', async () => {
    const before = await board('/glory');
    const [first, second] = await c.prematch(2);
    const small = await settledSingle(first, 1, 200_000);
    await c.waitStatus(small, [4]);
    // Confirmed, not settled: the board is as it was.
    expect(await board('/glory')).toEqual(before);

    await finish(first.id);
    await c.waitStatus(small, [5]);
    const once = await board('/glory');
    expect(once.me).toMatchObject({ score: 200_000 });
    const row = once.entries.find((e: any) => e.mine);
    if (row) expect(row).toMatchObject({ rank: once.me.rank, name: 'd***', score: 200_000 });
    expect(once.ranked).toBe(before.ranked + 1);

    const big = await settledSingle(second, 2, 40_000_000);
    await c.waitStatus(big, [4]);
    expect((await board('/glory')).me).toEqual(once.me);
    await finish(second.id);
    await c.waitStatus(big, [5]);
    const twice = await board('/glory');
    expect(twice.me).toEqual({ rank: 1, score: 40_200_000 });
    expect(twice.me.rank).toBeLessThan(once.me.rank);
    expect(twice.entries[0]).toMatchObject({ rank: 1, name: 'd***', score: 40_200_000, mine: true });

    // The winnings board reads the same two orders: payouts less stakes, ranked only above 0.
    const ledger = await c.ledger();
    const net = ledger.orders.reduce((s: number, o: any) => s + (o.payout ?? 0) - o.sa, 0);
    const gold = await board('/goldMedal');
    expect(gold.rule).toBe('sportsWinnings');
    if (net > 0) expect(gold.me).toMatchObject({ score: net });
    else expect(gold.me).toBeNull();
  });

  it('another scope does not see these bets', async () => {
    const other = client(sim, 'boards-other');
    await other.login();
    const content = (await other.site('/api/operation/activity/detail', { path: '/glory' })).data.content;
    expect(content.me).toBeNull();
  });
});

describe('game leaderboards', () => {
  it('rank the viewer by the game bets their history lists for the period', async () => {
    const content = await board('/game-activity');
    expect(content).toMatchObject({ rule: 'gamesTurnover', metric: 'turnover' });
    const sum = (
      await c.site('/api/game/bet/order/mybet/sum', { startTime: content.period.start, endTime: clock.now() })
    ).data;
    expect(sum.validAmount).toBeGreaterThan(0);
    expect(content.me.score).toBe(sum.validAmount);

    const cards = await board('/Chess-Card-Challenge');
    expect(cards.rule).toBe('cardGamesWinnings');
    const net = sum.games.find((g: any) => g.gameType === 4)?.winLoss ?? 0;
    if (net > 0) expect(cards.me).toMatchObject({ score: net });
    else expect(cards.me).toBeNull();
  });
});
