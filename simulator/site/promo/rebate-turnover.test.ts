import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../server';
import { cid, client, sel, startOrdersSim, testClock, type Client } from '../../orders/test-helpers';

/**
 * The rebate's turnover is the member's own sports bets settled this service week (rebate-turnover.ts):
 * nothing before a bet settles, the stakes once the match ends, and the claim pays the rate of the
 * level that turnover reaches, once.
 */
const clock = testClock();
let sim: Simulator;
let c: Client;
beforeAll(async () => {
  sim = await startOrdersSim(clock);
  c = client(sim, 'rebate');
  // As fan: demo's seeded month has bets settled this week, and this test counts only its own.
  await c.login('fan', 'fan12345');
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'fan', balance: 50_000_000 });
});
afterAll(() => sim.close());

const rebate = async () => (await c.site('/api/operation/activity/detail', { path: '/rebate-activity' })).data.content;
const claim = (key: string) =>
  c.site('/api/operation/activity/claim', { id: 'rebateActivity', action: 'claim', clientKey: key });

describe('rebate from settled bets', () => {
  it('counts the stakes of bets settled this week, and pays the rate of the level reached, once', async () => {
    expect(await rebate()).toMatchObject({ turnover: 0, claimable: 0, claimed: false });
    expect((await claim('early')).code).toBe(1006000007);

    const [match] = await c.prematch(1);
    const stakes = [2_000_000, 3_500_000];
    const ids: string[] = [];
    for (const [i, stake] of stakes.entries()) {
      const r = await c.single(sel(match, 1005, 1001, i === 0 ? 1 : 3), stake, cid());
      expect(r.code).toBe(0);
      ids.push(r.data[0].id);
    }
    for (const id of ids) await c.waitStatus(id, [4]);
    // Placed and confirmed, not settled: no turnover yet.
    expect(await rebate()).toMatchObject({ turnover: 0, claimable: 0 });

    for (const step of ['/sports/kickoff', '/sports/goal', '/sports/finish'])
      expect((await c.control(step, { matchId: match.id, side: 'home' })).ok).toBe(true);
    for (const id of ids) await c.waitStatus(id, [5]);
    const content = await rebate();
    // 5,500,000 VND reaches level 2 (from 5,000,000): 0.8 %.
    expect(content).toMatchObject({ turnover: 5_500_000, claimable: 44_000, claimed: false });
    const before = await c.balance();
    const paid = await claim('now');
    expect(paid.data).toMatchObject({ amount: 44_000 });
    expect(await c.balance()).toBe(before + 44_000);
    expect((await claim('again')).code).toBe(1006000002);
    expect(await rebate()).toMatchObject({ claimed: true });
  });
});
