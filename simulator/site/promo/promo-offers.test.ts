import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../server';
import { client, startOrdersSim, testClock } from '../../orders/test-helpers';
import { PROMOS } from './catalogue';
import { BOX_OFFERS, DEPOSIT_OFFERS, REBATE_OFFERS, WHEEL_OFFERS } from './promo-offers';
import { FEEDBACK_KEEP, FEEDBACK_MAX_LENGTH } from './feedback';

/**
 * Each promotion its own offer (promo-offers.ts, docs/promo-api.md): no two pages of a template answer the
 * same content, each page's rules hold on its claims (spins a day, boxes, tiers, the USDT channel), its
 * period comes from the simulator's clock; the suggestion box stores and answers per member, bounded.
 */
const clock = testClock(); // 2026-11-22 18:00 UTC+8, a Sunday
let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim(clock);
});
afterAll(() => sim.close());

let scopes = 0;
async function member(userName = 'demo', password = 'demo1234') {
  const c = client(sim, `offers-${scopes++}`);
  await c.login(userName, password);
  return c;
}
const detail = async (c: ReturnType<typeof client>, path: string) =>
  (await c.site('/api/operation/activity/detail', { path })).data;

const GROUPED = ['depositBonus', 'wheel', 'giftBox', 'rebate', 'article'] as const;

describe('each promotion its own offer', () => {
  it('every promotion of a template has an offer of its own, and no two answer the same content', async () => {
    const ids = (template: string) => PROMOS.filter((p) => p.template === template).map((p) => p.id);
    expect(Object.keys(DEPOSIT_OFFERS).sort()).toEqual(ids('depositBonus').sort());
    expect(Object.keys(WHEEL_OFFERS).sort()).toEqual(ids('wheel').sort());
    expect(Object.keys(BOX_OFFERS).sort()).toEqual(ids('giftBox').sort());
    expect(Object.keys(REBATE_OFFERS).sort()).toEqual(ids('rebate').sort());
    for (const c of [client(sim, 'offers-guest'), await member()]) {
      for (const template of GROUPED) {
        const promos = PROMOS.filter(
          (p) => p.template === template && p.article !== 'sponsor' && p.article !== 'venture',
        );
        const bodies = new Map<string, string>();
        for (const p of promos) {
          const d = await detail(c, p.paths[0]!);
          expect(d.template, p.id).toBe(template);
          const body = JSON.stringify(d.content);
          expect(bodies.get(body), `${p.id} answers what another answers`).toBeUndefined();
          bodies.set(body, p.id);
        }
        expect(bodies.size).toBe(promos.length);
      }
    }
  });

  it("periods follow the promotion's kind on the simulator's clock", async () => {
    const c = client(sim, 'offers-periods');
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
    const period = async (path: string) => {
      const d = await detail(c, path);
      return [day(d.startTime), day(d.endTime)];
    };
    expect(await period('/firstcharge')).toEqual(['2026-11-01T00:00', '2026-12-31T23:59']);
    expect(await period('/monthly')).toEqual(['2026-11-01T00:00', '2026-11-30T23:59']);
    expect(await period('/usdt-activity2')).toEqual(['2026-11-16T00:00', '2026-11-22T23:59']);
  });

  it('a wheel spins as often a day as its offer says, and only lands on its own prizes', async () => {
    const c = await member();
    const d = await detail(c, '/moneyball');
    expect(d.content).toMatchObject({ spinsPerDay: 1, spinsLeft: 1 });
    const own = new Map<string, number>(d.content.prizes.map((p: { id: string; amount: number }) => [p.id, p.amount]));
    expect([...own.keys()]).toEqual(WHEEL_OFFERS.moneyball!.prizes.map((p) => p.id));
    const spin = await c.site('/api/operation/activity/claim', { id: 'moneyball', action: 'spin', clientKey: 'a' });
    expect(own.get(spin.data.prizeId)).toBe(spin.data.amount);
    const again = await c.site('/api/operation/activity/claim', { id: 'moneyball', action: 'spin', clientKey: 'b' });
    expect(again.code).toBe(1006000003);
  });

  it('a gift box has its own number of boxes and pays from its own pool', async () => {
    const c = await member();
    const d = await detail(c, '/christmas-activities');
    expect(d.content.boxes).toBe(6);
    const box = await c.site('/api/operation/activity/claim', {
      id: 'christmas',
      action: 'open',
      box: 5,
      clientKey: 'x',
    });
    expect(d.content.pool).toContain(box.data.amount);
    const valentine = await c.site('/api/operation/activity/claim', {
      id: 'valentine',
      action: 'open',
      box: 2,
      clientKey: 'y',
    });
    expect(valentine.code).toBe(1006000004);
  });

  it('a deposit-bonus tier belongs to its promotion; a USDT promotion is paid by a USDT deposit only', async () => {
    const c = await member('fan', 'fan12345');
    expect(
      (await c.site('/api/operation/activity/claim', { id: 'usdt3', action: 'apply', tierId: 't3', clientKey: 'k0' }))
        .code,
    ).toBe(1006000004);
    await c.site('/api/operation/activity/claim', { id: 'usdt1', action: 'apply', tierId: 't1', clientKey: 'k1' });
    const d = await detail(c, '/usdt-activity');
    expect(d.content).toMatchObject({ channel: 'usdt', depositCurrency: 'USDT', currency: 'VND' });
    expect(d.content.tiers[0]).toMatchObject({ id: 't1', minDeposit: 20, bonus: 50_000 });
    const deposit = async (channelId: string, amount: string, id: string) => {
      const order = await c.site('/api/fund/deposit/order', { channelId, amount, clientOrderId: id });
      await c.control('/fund/settle', { orderId: order.data.orderId, outcome: 'ok' });
    };
    // A bank deposit worth far more does not pay it; 20 USDT does.
    await deposit('bank', '5000000', 'bank-1');
    expect((await detail(c, '/usdt-activity')).content.bonus.status).toBe('waiting');
    await deposit('usdt', '20', 'usdt-1');
    expect((await detail(c, '/usdt-activity')).content.bonus).toMatchObject({ status: 'paid', amount: 50_000 });
  });

  it('the rebate of a promotion is held to its weekly cap', async () => {
    const c = client(sim, 'offers-rebate');
    const caps = [];
    for (const path of ['/rebate-activity', '/61flow', '/electronic']) caps.push((await detail(c, path)).content.cap);
    expect(caps).toEqual([null, 6_100_000, 5_888_000]);
  });

  it("a games rebate counts the member's slot-game bets of the week, a sports rebate does not", async () => {
    const c = await member();
    const games = (await c.post('/api/game/lobby/games', { lobbyId: 10009 })).data.list as Array<{
      id: number;
      startTimestamp: number | null;
    }>;
    const game = games.find((g) => g.startTimestamp === null)!;
    const jump = await c.site('/api/game/bet/single-wallet/jump', { gameId: game.id, clientJumpId: 'rebate' });
    const url = new URL(jump.data.url);
    const spin = await fetch(`${url.origin}/sim/game/${game.id}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: jump.data.ticket, amount: 50_000 }),
    });
    expect(((await spin.json()) as { code: number }).code).toBe(200);
    // 50,000 of slot turnover at level 1 (0.6 %): 300; the sports rebate still sees no settled bets.
    expect((await detail(c, '/ActivityView/ElectronicActivity')).content).toMatchObject({
      basis: 'games',
      turnover: 50_000,
      claimable: 300,
    });
    expect((await detail(c, '/rebate-activity')).content).toMatchObject({ basis: 'sports', turnover: 0 });
  });

  it('payment guides show their own cashier channel and lead into it', async () => {
    const c = client(sim, 'offers-guides');
    const usdt = (await detail(c, '/c2cVirtual')).content;
    expect(usdt).toMatchObject({
      channel: { id: 'usdt', currency: 'USDT', rate: 25_000, network: 'TRC20' },
      depositPath: '/personal/wallet?section=deposit&channel=usdt',
    });
    const wallet = (await detail(c, '/cbPay')).content;
    expect(wallet).toMatchObject({ channel: { id: 'ewallet', currency: 'VND', provider: 'MoMo' } });
  });
});

describe('the suggestion box', () => {
  const save = (c: ReturnType<typeof client>, body: object) => c.site('/api/operation/feedback/save', body);

  it("stores a member's suggestion as text, answers it, and shows it to that member only", async () => {
    const c = await member();
    const text = '<img src=x onerror=alert(1)> the deposit page is slow';
    const first = await save(c, { category: 'deposit', text, clientKey: 'f1' });
    expect(first.data).toMatchObject({ category: 'deposit', text });
    // The desk's answer, in the request's language (vi without a Language header).
    expect(first.data.answer).toMatch(/Bộ phận thanh toán/);
    // The same key is the same suggestion (a double press).
    expect((await save(c, { category: 'deposit', text, clientKey: 'f1' })).data.id).toBe(first.data.id);
    const mine = (await detail(c, '/suggestion')).content;
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([first.data.id]);
    // Another member in the same scope sees none of it; a guest cannot send.
    const other = client(sim, c.scope);
    await other.login('fan', 'fan12345');
    expect((await detail(other, '/suggestion')).content.items).toEqual([]);
    const guest = client(sim, c.scope);
    expect((await save(guest, { category: 'other', text: 'hi', clientKey: 'g' })).code).toBe(401);
  });

  it('refuses an empty, too long or unknown suggestion, and keeps the last ones only', async () => {
    const c = await member();
    expect((await save(c, { category: 'other', text: '   ', clientKey: 'e' })).code).toBe(1006000021);
    expect((await save(c, { category: 'bogus', text: 'x', clientKey: 'b' })).code).toBe(1006000020);
    const long = 'a'.repeat(FEEDBACK_MAX_LENGTH + 1);
    expect((await save(c, { category: 'other', text: long, clientKey: 'l' })).code).toBe(1006000022);
    // An emoji is one character: exactly the limit passes.
    expect((await save(c, { category: 'other', text: '😀'.repeat(FEEDBACK_MAX_LENGTH), clientKey: 'm' })).code).toBe(
      200,
    );
    for (let i = 0; i < FEEDBACK_KEEP + 3; i++)
      await save(c, { category: 'app', text: `note ${i}`, clientKey: `n${i}` });
    const items = (await c.site('/api/operation/feedback/list', {})).data.items;
    expect(items).toHaveLength(FEEDBACK_KEEP);
    expect(items[0].text).toBe(`note ${FEEDBACK_KEEP + 2}`);
  });
});
