import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderAccess } from '../../src/api/provider-client';
import { createOrderApi } from '../../src/api/provider/order-api';
import { orderFailureOf } from '../../src/api/provider/order-errors';
import { createSiteClient } from '../../src/api/site-client';
import { createGameBetApi } from '../../src/api/site/game-bet-api';
import { dayWindow } from '../../src/lib/rules/time-windows/day-windows';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * The order API and the game-bet API through the real clients against the simulator's order
 * engine: every answer goes through its schema, every refusal through the named reasons.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- simulator answers read loosely

/** The demo user signed in within a fresh scope: its site token, provider token and helpers. */
async function signIn() {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Json> => {
    const r = await fetch(`${harness.sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.scopeHeader, ...headers },
      body: JSON.stringify(body),
    });
    return (await r.json()) as Json;
  };
  const siteToken = (await post('/api/user/auth/account-login/v2', { userName: 'demo', password: 'demo1234' })).data
    .accessToken as string;
  const fbToken = (await post('/api/game/bet/cSports/token', {}, { authorization: `Bearer ${siteToken}` })).data
    .token as string;
  await t.control('/balance', { userName: 'demo', balance: 10_000_000 });
  await t.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  const access = (token: string): ProviderAccess => ({
    token,
    apiServerAddress: `${harness.sim.url}/fb`,
    pushServerAddress: harness.sim.url,
  });
  const provider = createProviderClient({
    access: async () => access(fbToken),
    refresh: async () => access(fbToken),
    language: () => 'en',
  });
  const orders = createOrderApi(provider, { currencyId: () => 1000, deviceId: () => 'PC-1700000000-abc123-0a1b2c3d' });
  const fb = (path: string, body: Json) =>
    post(`/fb/v1/${path}`, { languageType: 'ENG', ...body }, { authorization: fbToken });
  t.setToken(siteToken);
  const site = scopedSiteClient(createSiteClient(t.ctx, 'site'), scope);
  return { t, orders, fb, site, provider };
}

/** An open 1X2 selection of a pre-match soccer match of today. */
async function pickOf(fb: (path: string, body: Json) => Promise<Json>, skip = 0) {
  const list = await fb('match/getList', { type: 3, sportId: 1, size: 50 });
  const match = (list.data.records as Json[]).filter((m) => m.ms === 4).reverse()[skip]!;
  const detail = (await fb('match/getMatchDetail', { matchId: match.id })).data as Json;
  const market = (detail.mg as Json[])
    .find((g) => g.mty === 1005 && g.pe === 1001)!
    .mks.find((k: Json) => k.ss === 1) as Json;
  const option = (market.op as Json[]).find((o) => o.ty === 1)!;
  return { matchId: match.id as number, marketId: market.id as number, optionType: 1, odds: option.od as number };
}

describe('order api against the simulator', () => {
  it('lists a placed bet in its window with its legs; cash out answers 3008 with the amount, then pays it', async () => {
    const { orders, fb } = await signIn();
    const pick = await pickOf(fb, 2);
    const placed = await fb('order/bet/singlePass', {
      currencyId: 1000,
      singleBetList: [
        {
          unitStake: 100_000,
          oddsChange: 2,
          clientOrderId: `int-${Date.now().toString(36)}`,
          betOptionList: [{ marketId: pick.marketId, optionType: 1, odds: pick.odds, oddsFormat: 1 }],
        },
      ],
    });
    const id = placed.data[0].id as string;
    await expect
      .poll(async () => (await fb('order/getStakeOrderStatus', { orderIds: [id] })).data[0]?.st, { timeout: 8000 })
      .toBe(4);

    const { startMs, endMs } = dayWindow('today', Date.now());
    const open = await orders.betList({ settled: false, startTime: startMs, endTime: endMs, timeType: 1 });
    const order = open.records.find((o) => o.id === id)!;
    expect(order).toMatchObject({ id, st: 4, sa: 100_000, uwl: null, cte: true, co: false });
    expect(typeof order.id).toBe('string');
    expect(order.ops[0]).toMatchObject({ mid: String(pick.marketId), matchId: String(pick.matchId), re: 0 });
    expect(order.ops[0]!.nm).toContain('–');
    expect((await orders.betList({ settled: true, startTime: startMs, endTime: endMs })).records).toEqual([]);

    const price = (await orders.cashOutPrice([id, '1'])).pr;
    expect(price).toHaveLength(1);
    expect(price[0]).toMatchObject({ oid: id, st: 1 });
    const wrong = await orders
      .cashOutBet({ orderId: id, stake: 100_000, amount: price[0]!.amt - 1, acceptOddsChange: false, parlay: false })
      .catch((e: unknown) => e);
    const failure = orderFailureOf(wrong);
    expect(failure).toMatchObject({ reason: 'cashOutChanged', code: 3008, amount: price[0]!.amt });
    const done = await orders.cashOutBet({
      orderId: id,
      stake: 100_000,
      amount: failure.amount!,
      acceptOddsChange: false,
      parlay: false,
    });
    expect(done).toEqual({ id, st: 5, amt: failure.amount });
    const settled = (await orders.betList({ settled: true, startTime: startMs, endTime: endMs })).records.find(
      (o) => o.id === id,
    )!;
    expect(settled).toMatchObject({ st: 5, co: true, cte: false, uwl: failure.amount! - 100_000 });
    const again = await orders
      .cashOutBet({ orderId: id, stake: 100_000, amount: failure.amount!, acceptOddsChange: true, parlay: false })
      .catch((e: unknown) => e);
    expect(orderFailureOf(again).reason).toBe('cashOutUnavailable');
  });

  it('reserves, lists the waiting one, cancels it, and names a second cancel reserveClosed', async () => {
    const { orders, fb } = await signIn();
    const pick = await pickOf(fb, 4);
    const target = Math.round((pick.odds + 0.5) * 100) / 100;
    const reservation = await orders.reserveBet({
      ...pick,
      odds: target,
      unitStake: 50_000,
      clientOrderId: `rsv-${Date.now().toString(36)}`,
    });
    expect(reservation).toMatchObject({
      st: 0,
      tod: target,
      sa: 50_000,
      matchId: String(pick.matchId),
      mid: String(pick.marketId),
    });
    expect((await orders.reserveList({ status: 0 })).records.map((r) => r.id)).toEqual([reservation.id]);
    expect((await orders.reserveCancel(reservation.id)).st).toBe(2);
    expect((await orders.reserveList({ status: 0 })).records).toEqual([]);
    expect((await orders.reserveList()).records.map((r) => [r.id, r.st])).toEqual([[reservation.id, 2]]);
    expect(orderFailureOf(await orders.reserveCancel(reservation.id).catch((e: unknown) => e)).reason).toBe(
      'reserveClosed',
    );
    const below = await orders
      .reserveBet({ ...pick, odds: 1.01, unitStake: 50_000, clientOrderId: `rsv-low-${Date.now().toString(36)}` })
      .catch((e: unknown) => e);
    expect(orderFailureOf(below).reason).toBe('badParameter');
  });

  it("a currency that is not the user's is badParameter; a guest is tokenExpired", async () => {
    const { provider } = await signIn();
    const inCny = createOrderApi(provider, { currencyId: () => 1, deviceId: () => 'PC-1' });
    expect(
      orderFailureOf(await inCny.betList({ settled: false, startTime: 0, endTime: 1 }).catch((e: unknown) => e)).reason,
    ).toBe('badParameter');
    const guest = createProviderClient({
      access: async () => ({
        token: '',
        apiServerAddress: `${harness.sim.url}/fb`,
        pushServerAddress: harness.sim.url,
      }),
      refresh: async () => ({
        token: '',
        apiServerAddress: `${harness.sim.url}/fb`,
        pushServerAddress: harness.sim.url,
      }),
      language: () => 'en',
    });
    const failure = orderFailureOf(
      await createOrderApi(guest, { currencyId: () => 1000, deviceId: () => 'PC-1' })
        .reserveList()
        .catch((e: unknown) => e),
    );
    expect(failure).toMatchObject({ reason: 'tokenExpired', code: 14010 });
  });

  it("game bets: the sum per game agrees with each game's details", async () => {
    const { site, t } = await signIn();
    const api = createGameBetApi(site);
    const { startMs, endMs } = dayWindow('last7Days', Date.now());
    const sum = await api.sum({ startTime: startMs, endTime: endMs });
    expect(sum.betCount).toBe(sum.games.reduce((n, g) => n + g.betCount, 0));
    for (const game of sum.games) {
      const page = await api.detail({
        gameType: game.gameType,
        startTime: startMs,
        endTime: endMs,
        pageNum: 1,
        pageSize: 50,
      });
      expect(page.total).toBe(game.betCount);
      expect(page.records.every((r) => typeof r.id === 'string' && r.gameName.length > 0)).toBe(true);
    }
    expect(t.toasts).toEqual([]);
  });
});
