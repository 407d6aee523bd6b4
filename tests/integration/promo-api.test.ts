import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { allPaths, ROUTES } from '../../src/app/route-table';
import { createSiteClient } from '../../src/api/site-client';
import { createFundApi } from '../../src/api/site/fund-api';
import { createPromoApi } from '../../src/api/site/promo-api';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';
import { sportsOf } from '../../simulator/sports/index';

/**
 * Promotions (docs/promo-api.md) through the real site client and schemas: every promotion path of
 * the route table answers with a template, and every claim is exactly once per client key.
 */
let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function client(userName?: string, password?: string) {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  if (userName) {
    const r = await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.scopeHeader },
      body: JSON.stringify({ userName, password }),
    });
    t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const site = scopedSiteClient(createSiteClient(t.ctx, 'site'), scope);
  return { t, promo: createPromoApi(site), fund: createFundApi(site) };
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return isApiError(error) ? error.details.code : -1;
  }
  return undefined;
}

/** The promotion paths of the route table: everything on the promotion screen, aliases included. */
const promoPaths = () => allPaths(ROUTES.filter((r) => r.namespaces?.includes('promo') && r.path !== '/activity'));

describe('promotions against the simulator', () => {
  it('answers every promotion path of the route table (aliases too) with a template and a title', async () => {
    const { promo } = await client();
    const paths = promoPaths();
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const detail = await promo.detail(path);
      expect(detail.title, path).not.toBe('');
      expect(detail.loggedIn).toBe(false);
    }
    expect((await promo.detail('/first-charge')).id).toBe('firstCharge');
    const list = await promo.list();
    expect(list.length).toBeGreaterThan(40);
    expect(list.every((c) => paths.includes(c.path))).toBe(true);
  });

  it("schedule pages list the provider's own coming matches, soonest first, filtered per tournament", async () => {
    const { promo } = await client();
    const world = sportsOf(harness.sim.ctx).world;
    const now = harness.sim.ctx.clock.now();
    const rowsOf = async (path: string) => {
      const detail = await promo.detail(path);
      if (detail.template !== 'schedule') throw new Error(`${path} is ${detail.template}`);
      return detail.content.matches;
    };
    const all = await rowsOf('/schedule-display');
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      const match = world.get(Number(row.id));
      expect(match, String(row.id)).toBeDefined();
      expect(match).toMatchObject({ sid: 1, ms: 4, bt: row.kickoff });
      expect(row.kickoff).toBeGreaterThan(now);
      expect(row).toMatchObject({
        home: match!.home.names.en,
        away: match!.away.names.en,
        league: match!.league.names.en,
      });
    }
    expect(all.map((r) => r.kickoff)).toEqual([...all.map((r) => r.kickoff)].sort((a, b) => a - b));
    const five = await rowsOf('/Five-Major-Leagues');
    expect(five.length).toBeGreaterThan(0);
    for (const row of five)
      expect(['Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1']).toContain(row.league);
    for (const row of await rowsOf('/eSports')) expect([177, 178]).toContain(world.get(Number(row.id))?.sid);
  });

  it('signs in once a day: the same key twice is one claim, a new key the same day is refused', async () => {
    const { promo, fund, t } = await client('demo', 'demo1234');
    const all = { startTime: 0, endTime: Number.MAX_SAFE_INTEGER, pageNum: 1, pageSize: 50 };
    // demo's seeded month has a bonus of its own (docs/simulator.md, "Demo accounts"): count only this test's lines.
    const history = new Set((await fund.transactions(all)).records.map((r) => r.id));
    const key = randomUUID();
    const first = await promo.claim({ id: 'sign', action: 'sign', clientKey: key });
    const again = await promo.claim({ id: 'sign', action: 'sign', clientKey: key });
    expect(again).toEqual(first);
    expect(first.amount).toBeGreaterThan(0);
    expect(await codeOf(promo.claim({ id: 'sign', action: 'sign', clientKey: randomUUID() }))).toBe(1006000002);
    const claims = (await (
      await fetch(`${harness.sim.url}/sim/control/promo/claims?userName=demo`, { headers: t.scopeHeader })
    ).json()) as { claims: unknown[] };
    expect(claims.claims).toHaveLength(1);
    const detail = await promo.detail('/sign');
    expect(detail.template === 'signIn' && detail.content.days.filter((d) => d.signed)).toHaveLength(1);
    const tx = await fund.transactions(all);
    expect(tx.records.filter((r) => r.kind === 'promo' && !history.has(r.id)).map((r) => r.amount)).toEqual([
      first.amount,
    ]);
  });

  it('the wheel decides the prize; three spins a day', async () => {
    const { promo } = await client('demo', 'demo1234');
    const detail = await promo.detail('/luckyWheel');
    if (detail.template !== 'wheel') throw new Error('not a wheel');
    const prizes = new Map(detail.content.prizes.map((p) => [p.id, p.amount]));
    for (let left = 2; left >= 0; left--) {
      const r = await promo.claim({ id: 'luckyWheel', action: 'spin', clientKey: randomUUID() });
      expect(r.spinsLeft).toBe(left);
      expect(prizes.get(r.prizeId!)).toBe(r.amount);
    }
    expect(await codeOf(promo.claim({ id: 'luckyWheel', action: 'spin', clientKey: randomUUID() }))).toBe(1006000003);
  });

  it('a gift box and a deposit bonus application are each claimed once; no rebate without settled bets', async () => {
    const { promo } = await client('fan', 'fan12345');
    const box = await promo.claim({ id: 'giftBox', action: 'open', box: 1, clientKey: 'k1' });
    expect(box.box).toBe(1);
    expect(await codeOf(promo.claim({ id: 'giftBox', action: 'open', box: 2, clientKey: 'k2' }))).toBe(1006000002);
    const bonus = await promo.claim({ id: 'firstCharge', action: 'apply', tierId: 't2', clientKey: 'k3' });
    expect(bonus).toMatchObject({ tierId: 't2', status: 'waiting', amount: 0 });
    expect(await codeOf(promo.claim({ id: 'firstCharge', action: 'apply', tierId: 't1', clientKey: 'k4' }))).toBe(
      1006000002,
    );
    // No settled bets this week: nothing to claim (the rebate paid from real bets: simulator/site/promo/rebate-turnover.test.ts).
    const detail = await promo.detail('/rebate-activity');
    expect(detail.template === 'rebate' && detail.content).toMatchObject({ turnover: 0, claimable: 0, claimed: false });
    expect(await codeOf(promo.claim({ id: 'rebateActivity', action: 'claim', clientKey: 'k5' }))).toBe(1006000007);
    expect(await codeOf(promo.claim({ id: 'rebateActivity', action: 'spin', clientKey: 'k7' }))).toBe(1006000006);
  });

  it('a deposit-bonus application is paid by the next deposit of at least its minimum, once, as one wallet line', async () => {
    const { promo, fund, t } = await client('fan', 'fan12345');
    const balance = async () =>
      (await fund.transactions({ startTime: 0, endTime: Date.now() + 86_400_000, pageNum: 1, pageSize: 50 })).records;
    const deposit = async (amount: string, id: string) => {
      const order = await fund.deposit({ channelId: 'bank', amount, clientOrderId: id });
      await t.control('/fund/settle', { orderId: order.orderId, outcome: 'ok' });
      return order.orderId;
    };
    // A deposit made before the application does not pay it.
    await deposit('600000', 'before');
    await promo.claim({ id: 'firstCharge', action: 'apply', tierId: 't2', clientKey: 'apply' });
    const waiting = await promo.detail('/firstcharge');
    expect(waiting.template === 'depositBonus' && waiting.content.bonus).toMatchObject({
      status: 'waiting',
      amount: 0,
    });
    const tier = waiting.template === 'depositBonus' ? waiting.content.tiers.find((x) => x.id === 't2')! : null;
    expect(tier).toMatchObject({ minDeposit: 500_000, bonus: 188_000 });
    // Below the tier's minimum: still waiting, no bonus line.
    await deposit('499000', 'small');
    expect((await balance()).filter((x) => x.kind === 'promo')).toHaveLength(0);
    // The first qualifying deposit pays it.
    const paying = await deposit('500000', 'enough');
    const paid = await promo.detail('/firstcharge');
    expect(paid.template === 'depositBonus' && paid.content.bonus).toMatchObject({
      status: 'paid',
      amount: 188_000,
      orderId: paying,
    });
    // Another one does not pay it again; an application to another deposit-bonus page is its own.
    await deposit('900000', 'again');
    const lines = (await balance()).filter((x) => x.kind === 'promo');
    expect(lines.map((x) => x.amount)).toEqual([188_000]);
    const deposits = (await balance()).filter((x) => x.kind === 'deposit').map((x) => x.amount);
    expect(deposits.sort((a, b) => a - b)).toEqual([499_000, 500_000, 600_000, 900_000]);
  });

  it('guests cannot claim; the customer-service link and the popup ads answer', async () => {
    const { promo, t } = await client();
    expect(await codeOf(promo.claim({ id: 'sign', action: 'sign', clientKey: 'x' }))).toBe(401);
    expect(await promo.customerLink()).toMatchObject({ link: '/dedicated-customer-service', online: true });
    await t.control('/promo/popups', { enabled: true });
    expect((await promo.popups()).map((a) => a.key)).toEqual(['first-deposit-2026', 'daily-sign-2026']);
    await t.control('/promo/popups', { enabled: false });
    expect(await promo.popups()).toEqual([]);
  });
});
