import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../server';
import { cid, client, sel, startOrdersSim, testClock, type Client } from '../../orders/test-helpers';
import { refundFor } from './loss-refund';
import { LOSS_REFUND_OFFERS } from './promo-offers';

const offer = LOSS_REFUND_OFFERS.negative!;

describe('the loss refund of a net loss', () => {
  it('gives the share of the band the loss reaches, rounded down to the unit, held to the cap', () => {
    // VND: base units times 1,000, whole dong.
    expect(refundFor(offer, 99_999, 1000, 1)).toEqual({ netLoss: 99_999, level: null, share: 0, amount: 0 });
    expect(refundFor(offer, 100_000, 1000, 1)).toMatchObject({ level: 1, amount: 3_000 });
    expect(refundFor(offer, 2_000_000, 1000, 1)).toMatchObject({ level: 2, amount: 100_000 });
    expect(refundFor(offer, 12_345_678, 1000, 1)).toMatchObject({ level: 3, amount: 987_654 });
    expect(refundFor(offer, 500_000_000, 1000, 1)).toMatchObject({ level: 4, amount: 8_888_000 });
    // A currency with cents: 5 % of 1,234.56 rounds down to the cent.
    expect(refundFor(offer, 1_234.56, 1, 100)).toMatchObject({ level: 2, amount: 61.72 });
  });

  it('a member even or ahead has no loss and nothing to refund', () => {
    expect(refundFor(offer, 0, 1000, 1)).toEqual({ netLoss: 0, level: null, share: 0, amount: 0 });
    expect(refundFor(offer, -5_000_000, 1000, 1)).toEqual({ netLoss: 0, level: null, share: 0, amount: 0 });
  });
});

const clock = testClock();
let sim: Simulator;
let c: Client;
beforeAll(async () => {
  sim = await startOrdersSim(clock);
  c = client(sim, 'loss-refund');
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'demo', balance: 100_000_000 });
});
afterAll(() => sim.close());

const content = async (who: Client) =>
  (await who.site('/api/operation/activity/detail', { path: '/negative' })).data.content;
const claim = (who: Client, body: object = {}) =>
  who.site('/api/operation/activity/claim', { id: 'negative', action: 'claim', clientKey: cid('r'), ...body });

describe('/negative through the simulator', () => {
  it("refunds the member's net loss of settled bets this week, once, whatever the body says", async () => {
    const fresh = await content(c);
    expect(fresh).toMatchObject({ currency: 'VND', rule: 'sportsNetLoss', netLoss: 0, refund: 0, claimed: false });
    expect(fresh.bands[0]).toEqual({ level: 1, minLoss: 100_000, share: 0.03 });
    expect(fresh.cap).toBe(8_888_000);
    expect(fresh.period.start).toBeLessThanOrEqual(clock.now());
    expect(fresh.period.end).toBeGreaterThan(clock.now());
    expect((await claim(c)).code).toBe(1006000007);

    // 2,000,000 on the away side; the home side scores and wins: a net loss of 2,000,000, band 2 (5 %).
    const [match] = await c.prematch(1);
    const placed = await c.single(sel(match, 1005, 1001, 2), 2_000_000, cid());
    const id = placed.data[0].id as string;
    await c.waitStatus(id, [4]);
    expect((await content(c)).netLoss).toBe(0);
    for (const step of ['/sports/kickoff', '/sports/goal', '/sports/finish'])
      expect((await c.control(step, { matchId: match.id, side: 'home' })).ok).toBe(true);
    await c.waitStatus(id, [5]);
    expect(await content(c)).toMatchObject({ netLoss: 2_000_000, level: 2, refund: 100_000, claimed: false });

    // The amount and the member come from the server: a body asking for more, or for someone else, changes nothing.
    const paid = await claim(c, { amount: 99_000_000, userName: 'fan' });
    expect(paid.data).toMatchObject({ action: 'claim', amount: 100_000, balance: 98_100_000 });
    expect(await content(c)).toMatchObject({ claimed: true });
    expect((await claim(c)).code).toBe(1006000002);

    // Another member of the same scope lost nothing: nothing to claim.
    const fan = client(sim, 'loss-refund');
    await fan.login('fan', 'fan12345');
    expect(await content(fan)).toMatchObject({ netLoss: 0, refund: 0, claimed: false });
    expect((await claim(fan)).code).toBe(1006000007);
  });
});
