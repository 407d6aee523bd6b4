import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spinStakes } from '../../simulator/site/games/spin';
import { startHarness } from './sim-harness';

/**
 * Who may move money and who may run the site (docs/decisions.md "Trust: sessions and sign-in"):
 * every money call and every admin call as a guest, a member (demo), another member (fan), a
 * presenter (anchor) and the super admin. A guest gets the session-expired answer; a member names
 * another member's order, card, claim or user name in the body and still acts only on their own;
 * anyone but the super admin is refused the admin center, and what the admin does is recorded as
 * the admin whatever the body claims. Identity always comes from the session.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- simulator answers read loosely
const PASSWORDS = { demo: 'demo1234', fan: 'fan12345', anchor: 'anchor1234', admin: 'admin1234' } as const;
type Who = keyof typeof PASSWORDS;

async function send(scope: string, method: string, path: string, body: unknown, auth?: string): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-sim-scope': scope };
  if (auth) headers.authorization = auth;
  const r = await fetch(`${harness.sim.url}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return (await r.json()) as Json;
}

/** Everyone of the matrix signed in within one scope: site calls with their token, provider calls with theirs. */
async function cast(scope = randomUUID()) {
  const people = {} as Record<
    Who,
    { site: (m: string, p: string, b?: unknown) => Promise<Json>; fb: (p: string, b?: Json) => Promise<Json> }
  >;
  for (const who of Object.keys(PASSWORDS) as Who[]) {
    const login = await send(scope, 'POST', '/api/user/auth/account-login/v2', {
      userName: who,
      password: PASSWORDS[who],
    });
    const token = login.data.accessToken as string;
    const fbToken = (await send(scope, 'POST', '/api/game/bet/cSports/token', {}, `Bearer ${token}`)).data
      .token as string;
    people[who] = {
      site: (m, p, b) => send(scope, m, p, b, `Bearer ${token}`),
      fb: (p, b = {}) => send(scope, 'POST', `/fb/v1/${p}`, { languageType: 'ENG', ...b }, fbToken),
    };
  }
  const guest = {
    site: (m: string, p: string, b?: unknown) => send(scope, m, p, b),
    fb: (p: string, b: Json = {}) => send(scope, 'POST', `/fb/v1/${p}`, b),
  };
  const control = (path: string, body: unknown) => send(scope, 'POST', `/sim/control${path}`, body);
  return { ...people, guest, control, scope };
}

/** The site's money calls (method, path, a body that would act if the caller were allowed). */
const SITE_MONEY: Array<[string, string, Json?]> = [
  ['POST', '/api/fund/wallet/member/local', { userName: 'fan' }],
  ['GET', '/api/fund/deposit/channels'],
  [
    'POST',
    '/api/fund/deposit/order',
    { channelId: 'bank', amount: 100_000, clientOrderId: 'rm-guest-1', userName: 'fan' },
  ],
  ['GET', '/api/fund/order/D1'],
  ['GET', '/api/fund/withdraw/info'],
  ['POST', '/api/fund/withdraw/apply', { cardId: 1, amount: 100_000, clientOrderId: 'rm-guest-2', userName: 'fan' }],
  ['POST', '/api/fund/transaction/list', { startTime: 0, endTime: Date.UTC(2030, 0, 1), userName: 'fan' }],
  ['GET', '/api/game/fund/wallets'],
  ['POST', '/api/game/fund/collect', { userName: 'fan' }],
  ['POST', '/api/game/bet/single-wallet/jump', { gameId: 1, clientJumpId: 'rm-guest-3' }],
  ['POST', '/api/game/bet/order/mybet/sum', { userName: 'fan' }],
  ['POST', '/api/game/bet/order/mybet/detail', { userName: 'fan' }],
  ['POST', '/api/operation/activity/claim', { id: 'sign', action: 'sign', clientKey: 'rm-guest-4', userName: 'fan' }],
  ['POST', '/api/member/invite/drawAward', { clientKey: 'rm-guest-5', userName: 'fan' }],
];

/** The provider's order calls that read or move money. */
const ORDER_CALLS = [
  'order/batchBetMatchMarketOfJumpLine',
  'order/bet/singlePass',
  'order/betMultiple',
  'order/new/bet/list',
  'order/cashOut/price',
  'order/cashOut/bet',
  'order/reserve/bet',
  'order/reserve/betList',
  'order/reserve/cancel',
  'order/getStakeOrderStatus',
];

const ADMIN_CALLS: Array<[string, string]> = [
  ['GET', '/api/admin/streams'],
  ['POST', '/api/admin/streams/stop'],
  ['POST', '/api/admin/bans/list'],
  ['POST', '/api/admin/bans'],
  ['POST', '/api/admin/bans/lift'],
  ['GET', '/api/admin/words'],
  ['POST', '/api/admin/words'],
  ['POST', '/api/admin/words/remove'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/audit'],
];

describe('role matrix: money', () => {
  it('a guest gets the session-expired answer on every money call (site 401, provider 14010)', async () => {
    const { guest } = await cast();
    for (const [method, path, body] of SITE_MONEY) expect((await guest.site(method, path, body)).code, path).toBe(401);
    for (const path of ORDER_CALLS) expect((await guest.fb(path, { orderIds: ['1'] })).code, path).toBe(14010);
  });

  it('a made-up or ended token is a guest too', async () => {
    const c = await cast();
    const forged = (m: string, p: string, b?: unknown) => send(c.scope, m, p, b, `Bearer ${'0'.repeat(48)}`);
    for (const [method, path, body] of SITE_MONEY) expect((await forged(method, path, body)).code, path).toBe(401);
    expect((await send(c.scope, 'POST', '/fb/v1/order/new/bet/list', {}, 'fb-0000000000000000-abc')).code).toBe(14010);
  });

  it('a member naming another member in the body still reads and moves only their own money', async () => {
    const c = await cast();
    const fanBalance = (await c.fan.site('POST', '/api/fund/wallet/member/local')).data.memberWallet;
    const demoBalance = (
      await c.demo.site('POST', '/api/fund/wallet/member/local', { userName: 'fan', memberId: 100_006 })
    ).data.memberWallet;
    expect(demoBalance).not.toBe(fanBalance);

    // A deposit by demo "for fan" is demo's: fan cannot see it, demo can.
    const order = (
      await c.demo.site('POST', '/api/fund/deposit/order', {
        channelId: 'bank',
        amount: 100_000,
        clientOrderId: `rm-${randomUUID()}`,
        userName: 'fan',
      })
    ).data;
    expect(order?.orderId).toBeTruthy();
    expect((await c.fan.site('GET', `/api/fund/order/${order.orderId}`)).code).toBe(1005000010);
    expect((await c.demo.site('GET', `/api/fund/order/${order.orderId}`)).code).toBe(200);
    // The same client order id from fan is fan's own new order, not demo's answer.
    const fanOrder = (
      await c.fan.site('POST', '/api/fund/deposit/order', {
        channelId: 'bank',
        amount: 100_000,
        clientOrderId: order.clientOrderId,
      })
    ).data;
    expect(fanOrder.orderId).not.toBe(order.orderId);

    // demo's second bound card (id 2) is not fan's to withdraw to.
    expect(
      (
        await c.fan.site('POST', '/api/fund/withdraw/apply', {
          cardId: 2,
          amount: 100_000,
          clientOrderId: `rm-${randomUUID()}`,
          userName: 'demo',
        })
      ).code,
    ).toBe(1005000006);
    const fanCards = (await c.fan.site('GET', '/api/fund/withdraw/info', { userName: 'demo' })).data.cards as Json[];
    expect(fanCards.map((k) => k.holder)).toEqual(['FAN MINH']);

    // demo's withdrawal "for fan" debits demo; the transaction list of "fan" asked by demo is demo's
    // (demo's seeded month before the start is left out: only the lines this test made count).
    const window = { startTime: 0, endTime: Date.UTC(2030, 0, 1), pageNum: 1, pageSize: 50 };
    const lineIds = async () =>
      ((await c.demo.site('POST', '/api/fund/transaction/list', window)).data.records as Json[]).map((r) => r.id);
    const history = new Set(await lineIds());
    expect(history.size).toBeGreaterThan(0);
    const withdrawn = await c.demo.site('POST', '/api/fund/withdraw/apply', {
      cardId: 2,
      amount: 100_000,
      clientOrderId: `rm-${randomUUID()}`,
      userName: 'fan',
    });
    expect(withdrawn.code).toBe(200);
    expect((await c.fan.site('POST', '/api/fund/wallet/member/local')).data.memberWallet).toBe(fanBalance);
    expect(
      (
        (await c.demo.site('POST', '/api/fund/transaction/list', { ...window, userName: 'fan' })).data.records as Json[]
      ).filter((r) => !history.has(r.id)),
    ).toEqual([expect.objectContaining({ kind: 'withdraw', ref: withdrawn.data.orderId })]);
    expect(
      (await c.fan.site('POST', '/api/fund/transaction/list', { ...window, userName: 'demo' })).data.records,
    ).toEqual([]);
  });

  it("promotion claims and invite draws are the caller's: fan replaying demo's claim key gets fan's own answer", async () => {
    const c = await cast();
    const key = `rm-${randomUUID()}`;
    const demoClaim = await c.demo.site('POST', '/api/operation/activity/claim', {
      id: 'sign',
      action: 'sign',
      clientKey: key,
      userName: 'fan',
    });
    expect(demoClaim.code).toBe(200);
    const fanClaim = await c.fan.site('POST', '/api/operation/activity/claim', {
      id: 'sign',
      action: 'sign',
      clientKey: key,
    });
    expect(fanClaim.code).toBe(200);
    // Each balance is its owner's: demo's claim did not credit fan, nor fan's answer repeat demo's.
    expect(fanClaim.data.balance).not.toBe(demoClaim.data.balance);
    expect((await c.fan.site('POST', '/api/fund/wallet/member/local')).data.memberWallet).toBe(fanClaim.data.balance);
  });

  it("bets: a member cannot read, cash out or cancel another member's order by its id", async () => {
    const c = await cast();
    await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
    const list = await c.demo.fb('match/getList', { type: 3, sportId: 1, size: 50 });
    const match = (list.data.records as Json[]).filter((m) => m.ms === 4).reverse()[0]!;
    const detail = (await c.demo.fb('match/getMatchDetail', { matchId: match.id })).data as Json;
    const market = (detail.mg as Json[])
      .find((g) => g.mty === 1005 && g.pe === 1001)!
      .mks.find((k: Json) => k.ss === 1) as Json;
    const odds = (market.op as Json[]).find((o) => o.ty === 1)!.od as number;
    const placed = await c.demo.fb('order/bet/singlePass', {
      currencyId: 1000,
      singleBetList: [
        {
          unitStake: 100_000,
          oddsChange: 2,
          clientOrderId: `rm-${Date.now().toString(36)}`,
          betOptionList: [{ marketId: market.id, optionType: 1, odds, oddsFormat: 1 }],
        },
      ],
    });
    const id = placed.data[0].id as string;
    await expect
      .poll(async () => (await c.demo.fb('order/getStakeOrderStatus', { orderIds: [id] })).data[0]?.st, {
        timeout: 8000,
      })
      .toBe(4);

    expect((await c.fan.fb('order/getStakeOrderStatus', { orderIds: [id] })).data).toEqual([]);
    expect((await c.fan.fb('order/cashOut/price', { orderIds: [id] })).data.pr).toEqual([]);
    const cashOut = await c.fan.fb('order/cashOut/bet', {
      orderId: id,
      cashOutStake: 100_000,
      unitCashOutPayoutStake: 1,
      acceptOddsChange: true,
    });
    expect(cashOut).toMatchObject({ success: false, message: 'orderId is not an order of this account' });
    const fanBets = (
      await c.fan.fb('order/new/bet/list', {
        isSettled: false,
        startTime: 0,
        endTime: Date.UTC(2030, 0, 1),
        userName: 'demo',
      })
    ).data;
    expect(JSON.stringify(fanBets)).not.toContain(id);
    expect(await c.fan.fb('order/reserve/cancel', { id })).toMatchObject({
      success: false,
      message: 'id is not a reservation of this account',
    });
    // demo's order is still open and demo's own.
    expect((await c.demo.fb('order/getStakeOrderStatus', { orderIds: [id] })).data[0]?.st).toBe(4);
  });
});

describe('role matrix: a session that ended stops moving money', () => {
  it('a game ticket plays only while the session that opened the game lasts: not after a logout', async () => {
    const c = await cast();
    const lobby = ((await c.demo.site('POST', '/api/game/lobby/list', {})).data.list as Json[])[0]!;
    const game = ((await c.demo.site('POST', '/api/game/lobby/games', { lobbyId: lobby.id })).data.list as Json[])[0]!;
    const jump = (
      await c.demo.site('POST', '/api/game/bet/single-wallet/jump', {
        gameId: game.id,
        clientJumpId: `rm-${randomUUID()}`,
      })
    ).data as Json;
    const stake = spinStakes(harness.sim.ctx.store.user('demo')!)[0]!;
    // The game runs on its own origin (the game listener), as a real provider's would.
    const gameOrigin = new URL(jump.url as string).origin;
    const spin = async () => {
      const r = await fetch(`${gameOrigin}/sim/game/${game.id}/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: jump.ticket, amount: stake }),
      });
      return (await r.json()) as Json;
    };
    expect((await spin()).code).toBe(200);
    await c.demo.site('POST', '/api/user/auth/logout');
    expect((await spin()).code).toBe(1006000010);
    const page = await fetch(`${gameOrigin}/sim/game/${game.id}?ticket=${jump.ticket}`);
    expect(page.status).toBe(404);
  });
});

describe('role matrix: admin', () => {
  it('guests get 401; members, the other member and presenters 403; the super admin is let in', async () => {
    const c = await cast();
    for (const [method, path] of ADMIN_CALLS) {
      const body = method === 'POST' ? {} : undefined;
      expect((await c.guest.site(method, path, body)).code, path).toBe(401);
      for (const who of ['demo', 'fan', 'anchor'] as const)
        expect((await c[who].site(method, path, body)).code, `${who} ${path}`).toBe(403);
    }
    expect((await c.admin.site('GET', '/api/admin/stats')).code).toBe(200);
  });

  it('an admin call that names a user acts as the admin: the audit and the ban say "admin", whatever the body claims', async () => {
    const c = await cast();
    const ban = await c.admin.site('POST', '/api/admin/bans', {
      userName: 'fan',
      reason: 'spam',
      minutes: 5,
      operator: 'demo',
      actor: 'demo',
    });
    expect(ban.code).toBe(200);
    expect(JSON.stringify(ban.data)).not.toContain('"demo"');
    const audit = (await c.admin.site('GET', '/api/admin/audit')).data as Json[];
    expect(audit.find((e) => e.action === 'user.ban')).toMatchObject({ actor: 'admin', target: 'fan' });
    // A super admin cannot be banned, not even by naming one in the body.
    expect((await c.admin.site('POST', '/api/admin/bans', { userName: 'admin', reason: 'x' })).code).toBe(400);
  });
});
