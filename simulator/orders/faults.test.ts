import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { AT, cid, client, sel, startOrdersSim, type Client, type Sel } from './test-helpers';
import { REJECT_REASONS } from './faults';
import { sleep } from '../../tests/support/wait';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

let sim: Simulator;
let s: Sel;
beforeAll(async () => {
  sim = await startOrdersSim();
  const c = client(sim, 'setup');
  await c.login();
  s = sel((await c.prematch(1))[0], 1005, 1001, 1);
});
afterAll(() => sim.close());

async function demo(scope: string, confirmMs = 0): Promise<Client> {
  const c = client(sim, scope);
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: confirmMs });
  await c.control('/balance', { userName: 'demo', balance: 5_000_000 });
  return c;
}

describe('order faults', () => {
  it('delay-response: the order is on the books before the answer comes', async () => {
    const c = await demo('f-delay');
    await c.control('/order-faults', { kind: 'delay-response', ms: 700, times: 1 });
    const t0 = Date.now();
    const pending = c.single(s, 10_000, cid());
    await sleep(300);
    expect((await c.ledger()).orders).toHaveLength(1);
    const r = await pending;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(650);
    expect(r.code).toBe(0);
    const t1 = Date.now();
    await c.single(s, 10_000, cid());
    expect(Date.now() - t1).toBeLessThan(500);
  });

  it('drop-response: no answer, the order is recorded; the retry answers it and nothing is debited twice', async () => {
    const c = await demo('f-drop');
    await c.control('/order-faults', { kind: 'drop-response', times: 1 });
    const id = cid('drop');
    await expect(c.single(s, 30_000, id)).rejects.toThrow();
    const ledger = await c.ledger();
    expect(ledger.orders.map((o: any) => o.cid)).toEqual([id]);
    expect(ledger.balance).toBe(4_970_000);
    const retry = await c.single(s, 30_000, id);
    expect(retry.data[0].id).toBe(ledger.orders[0].id);
    const after = await c.ledger();
    expect(after).toMatchObject({ balance: 4_970_000, placements: { [id]: 2 }, duplicated: [] });
    expect(after.orders).toHaveLength(1);
  });

  it('reject: the next order is rejected at confirmation with that reason, in the request language, and refunded', async () => {
    const c = await demo('f-reject');
    for (const rj of REJECT_REASONS) {
      await c.control('/order-faults', { kind: 'reject', rj, times: 1 });
      const r = await c.single(s, 20_000, cid());
      const st = await c.waitStatus(r.data[0].id, [2, 4]);
      expect(st).toMatchObject({ st: 2, rj, rjs: expect.any(String) });
    }
    const vi = await c.fb('order/getStakeOrderStatus', {
      orderIds: (await c.ledger()).orders.map((o: any) => o.id),
      languageType: 'VIE',
    });
    expect(vi.data.find((x: any) => x.rj === 3004).rjs).toBe('Số dư không đủ');
    expect(await c.balance()).toBe(5_000_000);
    // Spent: the next one confirms.
    const ok = await c.single(s, 20_000, cid());
    expect((await c.waitStatus(ok.data[0].id, [2, 4])).st).toBe(4);
    expect(await c.control('/order-faults', { kind: 'reject', rj: 1234 })).toMatchObject({ ok: false });
  });

  it('status-fail answers HTTP 500 and status-stall delays the answer, each as often as asked', async () => {
    const c = await demo('f-status');
    const r = await c.single(s, 10_000, cid());
    const id = r.data[0].id;
    await c.control('/order-faults', { kind: 'status-fail', times: 2 });
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [id] })).httpStatus).toBe(500);
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [id] })).httpStatus).toBe(500);
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [id] })).code).toBe(0);
    await c.control('/order-faults', { kind: 'status-stall', ms: 600, times: 1 });
    const t0 = Date.now();
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [id] })).code).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(550);
  });

  it('confirm-delay holds the confirmation as long as asked', async () => {
    const c = await demo('f-confirm', 1500);
    const r = await c.single(s, 10_000, cid());
    await sleep(700);
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id] })).data[0].st).toBe(1);
    expect((await c.waitStatus(r.data[0].id, [4], 3000)).st).toBe(4);
  });

  it('without a confirm-delay an order confirms after 0.5-2.5 s, on a frozen clock too', async () => {
    const c = client(sim, 'f-natural');
    await c.login();
    const r = await c.single(s, 10_000, cid());
    const t0 = Date.now();
    await c.waitStatus(r.data[0].id, [4], 4000);
    expect(Date.now() - t0).toBeGreaterThan(300);
    const timeline = (await c.ledger()).orders[0].timeline;
    // The frozen clock stamps every step at the same instant.
    expect(timeline).toEqual([
      { st: 0, at: AT },
      { st: 1, at: AT },
      { st: 4, at: AT },
    ]);
  });

  it('expire-session-on-place: the order is recorded and answered, then the session is gone', async () => {
    const c = await demo('f-expire');
    await c.control('/order-faults', { kind: 'expire-session-on-place', times: 1 });
    const id = cid();
    const r = await c.single(s, 10_000, id);
    expect(r.data[0]).toMatchObject({ cid: id, st: 0 });
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id] })).code).toBe(14010);
    expect((await c.refreshToken()).code).toBe(401);
    expect((await c.site('/api/fund/wallet/member/local')).code).toBe(401);
    // Logged in again, the retry finds the order placed before the expiry.
    await c.login();
    expect((await c.single(s, 10_000, id)).data[0].id).toBe(r.data[0].id);
    expect(await c.balance()).toBe(4_990_000);
  });

  it('faults are per scope and DELETE clears them', async () => {
    const a = await demo('f-scope-a');
    const b = await demo('f-scope-b');
    await a.control('/order-faults', { kind: 'status-fail' });
    const r = await b.single(s, 10_000, cid());
    expect((await b.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id] })).code).toBe(0);
    expect((await a.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id] })).httpStatus).toBe(500);
    await a.control('/order-faults', undefined, 'DELETE');
    expect((await a.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id] })).code).toBe(0);
    expect((await a.control('/order-faults', undefined, 'GET')).faults).toEqual([]);
  });
});

describe('ledger and balance controls', () => {
  it('each scope keeps its own wallet for the same user; reset forgets it', async () => {
    const a = await demo('w-a');
    const b = client(sim, 'w-b');
    await b.login();
    await a.single(s, 100_000, cid());
    expect(await a.balance()).toBe(4_900_000);
    expect(await b.balance()).toBe(12_500_000);
    await a.control('/reset');
    expect(await a.balance()).toBe(12_500_000);
    expect((await a.ledger()).orders).toEqual([]);
  });

  it('the book can cancel an order: st 3 with a reason, stake returned', async () => {
    const c = await demo('cancel');
    const r = await c.single(s, 40_000, cid());
    await c.waitStatus(r.data[0].id, [4]);
    const x = await c.control('/orders/cancel', { userName: 'demo', orderId: r.data[0].id });
    expect(x.order).toMatchObject({ st: 3, rj: 3006 });
    expect(await c.balance()).toBe(5_000_000);
    expect(await c.waitStatus(r.data[0].id, [3])).toMatchObject({
      st: 3,
      rj: 3006,
      rjs: 'Declined by the trading team',
    });
  });

  it('the ledger and balance controls need a known user and a balance >= 0', async () => {
    const c = client(sim, 'ctl');
    expect(await c.ledger('nobody')).toMatchObject({ ok: false });
    expect(await c.control('/balance', { userName: 'demo', balance: -1 })).toMatchObject({ ok: false });
  });
});

describe('game bets (mybet/sum, mybet/detail)', () => {
  const week = { startTime: AT - 7 * 86_400_000, endTime: AT };

  it('are seeded per user and day: the same window gives the same bets, and sum agrees with detail', async () => {
    const c = client(sim, 'mybet');
    await c.login();
    const sum = await c.site('/api/game/bet/order/mybet/sum', week);
    expect(sum.code).toBe(200);
    expect(sum.data.betCount).toBeGreaterThan(0);
    expect(await c.site('/api/game/bet/order/mybet/sum', week)).toEqual(sum);
    const detail = await c.site('/api/game/bet/order/mybet/detail', { ...week, pageNum: 1, pageSize: 100 });
    const records = detail.data.records as any[];
    expect(detail.data.total).toBe(sum.data.betCount);
    expect(records.reduce((t, r) => t + r.betAmount, 0)).toBe(sum.data.betAmount);
    expect(records.reduce((t, r) => t + r.winLoss, 0)).toBe(sum.data.winLoss);
    expect(records.reduce((t, r) => t + r.validAmount, 0)).toBe(sum.data.validAmount);
    expect(sum.data.games.reduce((t: number, g: any) => t + g.betCount, 0)).toBe(sum.data.betCount);
    for (const r of records) expect(r.betTime).toBeLessThanOrEqual(AT);
    expect(records.map((r) => r.betTime)).toEqual([...records.map((r) => r.betTime)].sort((x, y) => y - x));
    // A sub-window holds exactly the bets of the week that fall in it.
    const day = { startTime: AT - 2 * 86_400_000, endTime: AT - 86_400_000 };
    const part = await c.site('/api/game/bet/order/mybet/detail', { ...day, pageNum: 1, pageSize: 100 });
    expect(part.data.records).toEqual(records.filter((r) => r.betTime >= day.startTime && r.betTime <= day.endTime));
    const g = sum.data.games[0];
    const one = await c.site('/api/game/bet/order/mybet/detail', {
      ...week,
      gameType: g.gameType,
      pageNum: 1,
      pageSize: 100,
    });
    expect(one.data.total).toBe(g.betCount);
  });

  it('need a login and a sane window', async () => {
    const c = client(sim, 'mybet2');
    expect((await c.site('/api/game/bet/order/mybet/sum', week)).code).toBe(401);
    await c.login();
    expect((await c.site('/api/game/bet/order/mybet/sum', { startTime: AT, endTime: AT - 1 })).code).toBe(400);
    expect((await c.site('/api/game/bet/order/mybet/detail', { ...week, pageSize: 0 })).code).toBe(400);
    expect(
      (await c.site('/api/game/bet/order/mybet/sum', { startTime: AT - 100 * 86_400_000, endTime: AT })).code,
    ).toBe(400);
  });
});
