import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { cid, loggedInDemo, sel, startOrdersSim } from './test-helpers';
import { isHistoryOrder } from './demo-history';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/**
 * Placing singles (bet/singlePass): the debit, the answer and the confirmation, a retry by client order
 * id, batches, the odds-change policy, and every error that places nothing (bad fields, limits, balance,
 * closed markets). Parlays and systems: place-parlays-and-systems.test.ts.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim();
});
afterAll(() => sim.close());

const demo = (scope: string, balance?: number) => loggedInDemo(sim, scope, balance);

describe('placing singles', () => {
  it('debits the stake, answers created (0) with the price taken, and confirms (4) with a status timeline', async () => {
    const c = await demo('single');
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 1);
    const id = cid();
    const r = await c.single(s, 123_000, id);
    expect(r.code).toBe(0);
    expect(r.data).toEqual([
      { id: expect.any(String), cid: id, st: 0, sa: 123_000, ops: [{ mid: s.marketId, ty: 1, od: s.od }] },
    ]);
    expect(BigInt(r.data[0].id)).toBeGreaterThan(2n ** 53n);
    expect(await c.balance()).toBe(9_877_000);
    expect(await c.waitStatus(r.data[0].id, [4])).toEqual({ oid: r.data[0].id, st: 4 });
    const ledger = await c.ledger();
    expect(ledger.balance).toBe(9_877_000);
    expect(ledger.orders[0].timeline.map((t: any) => t.st)).toEqual([0, 1, 4]);
    const list = await c.fb('order/new/bet/list', { isSettled: false, current: 1, size: 10, currencyId: 1000 });
    expect(list.data.total).toBe(1);
    expect(list.data.records[0]).toMatchObject({
      id: r.data[0].id,
      cid: id,
      st: 4,
      sa: 123_000,
      uwl: null,
      od: s.od,
      mwa: Math.floor((123_000 * Math.round(s.od * 100)) / 100),
      cte: 1,
    });
    expect(list.data.records[0].ops[0]).toMatchObject({
      matchId: a.id,
      mty: 1005,
      pe: 1001,
      ty: 1,
      re: 0,
      mbt: a.bt,
      nm: `${a.ts[0].na} – ${a.ts[1].na}`,
      mn: '1X2',
      on: a.ts[0].na,
    });
    // The open order is not settled: the settled list holds demo's seeded month alone.
    const settled = (await c.fb('order/new/bet/list', { isSettled: true, size: 50 })).data;
    expect(settled.records.length).toBe(settled.total);
    expect(settled.records.filter((o: { id: string }) => !isHistoryOrder(o.id))).toEqual([]);
  });

  it('a retry with the same clientOrderId answers the first order and debits once', async () => {
    const c = await demo('retry');
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 2);
    const id = cid();
    const first = await c.single(s, 200_000, id);
    // The price moves: a retry must still answer the first order, not 3001.
    await c.control('/odds', { marketId: s.marketId, optionType: 2, odds: s.od + 0.4 });
    const again = await c.single(s, 200_000, id);
    const third = await c.single(s, 999_000, id, 2);
    expect(again.data[0].id).toBe(first.data[0].id);
    expect(third.data[0]).toMatchObject({ id: first.data[0].id, sa: 200_000, ops: [{ od: s.od }] });
    expect(await c.balance()).toBe(9_800_000);
    const ledger = await c.ledger();
    expect(ledger.orders).toHaveLength(1);
    expect(ledger.placements).toEqual({ [id]: 3 });
    expect(ledger.duplicated).toEqual([]);
    await c.control('/odds', { marketId: s.marketId, optionType: 2, odds: s.od });
  });

  it('a batch of singles places each, in request order, and debits the sum', async () => {
    const c = await demo('batch');
    const ms = await c.prematch(3);
    const sels = ms.map((m) => sel(m, 1005, 1001, 1));
    const r = await c.fb('order/bet/singlePass', {
      currencyId: 1000,
      singleBetList: sels.map((s, i) => ({
        unitStake: 10_000 * (i + 1),
        oddsChange: 0,
        clientOrderId: cid(),
        betOptionList: [{ marketId: s.marketId, optionType: 1, odds: s.od, oddsFormat: 1 }],
      })),
    });
    expect(r.data.map((o: any) => [o.ops[0].mid, o.sa])).toEqual(sels.map((s, i) => [s.marketId, 10_000 * (i + 1)]));
    expect(await c.balance()).toBe(10_000_000 - 60_000);
  });
});

describe('the odds-change policy', () => {
  it('0 refuses any change (3001 with the changes), 1 takes a better price, 2 takes any', async () => {
    const c = await demo('policy');
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 1);
    const higher = Math.round((s.od + 0.1) * 100) / 100;
    const lower = Math.round((s.od - 0.1) * 100) / 100;
    // The user saw a lower price than now (the price got better for them).
    const r0 = await c.single(s, 10_000, cid(), 0, lower);
    expect(r0).toMatchObject({ code: 3001, data: { changes: [{ marketId: s.marketId, optionType: 1, odds: s.od }] } });
    const r1 = await c.single(s, 10_000, cid(), 1, lower);
    expect(r1.data[0].ops[0].od).toBe(s.od);
    // The user saw a higher price than now (worse now): 1 refuses, 2 takes the current one.
    expect((await c.single(s, 10_000, cid(), 1, higher)).code).toBe(3001);
    const r2 = await c.single(s, 10_000, cid(), 2, higher);
    expect(r2.data[0].ops[0].od).toBe(s.od);
    expect((await c.ledger()).orders).toHaveLength(2);
  });
});

describe('every placement error places nothing', () => {
  it('code 5 names the field', async () => {
    const c = await demo('params');
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 1);
    const entry = {
      unitStake: 10_000,
      oddsChange: 0,
      clientOrderId: cid(),
      betOptionList: [{ marketId: s.marketId, optionType: 1, odds: s.od }],
    };
    const bad = async (body: object) =>
      c.fb('order/bet/singlePass', { currencyId: 1000, singleBetList: [entry], ...body });
    expect(await bad({ singleBetList: undefined })).toMatchObject({
      code: 5,
      message: expect.stringContaining('singleBetList'),
    });
    expect(await bad({ currencyId: 1 })).toMatchObject({ code: 5, message: expect.stringContaining('currencyId') });
    expect(await bad({ singleBetList: [{ ...entry, clientOrderId: 'short' }] })).toMatchObject({
      code: 5,
      message: expect.stringContaining('clientOrderId'),
    });
    expect(await bad({ singleBetList: [{ ...entry, unitStake: 10_000.5 }] })).toMatchObject({
      code: 5,
      message: expect.stringContaining('unitStake'),
    });
    expect(await bad({ singleBetList: [{ ...entry, unitStake: -5 }] })).toMatchObject({
      code: 5,
      message: expect.stringContaining('unitStake'),
    });
    expect(
      await bad({ singleBetList: [{ ...entry, betOptionList: [{ ...entry.betOptionList[0], optionType: 4 }] }] }),
    ).toMatchObject({ code: 5, message: expect.stringContaining('optionType') });
    expect(await bad({ singleBetList: [entry, entry] })).toMatchObject({
      code: 5,
      message: expect.stringContaining('twice'),
    });
    expect(await bad({ singleBetList: new Array(11).fill(entry) })).toMatchObject({
      code: 5,
      message: expect.stringContaining('1 to 10'),
    });
    expect(await c.fb('order/getStakeOrderStatus', { orderIds: [12] })).toMatchObject({
      code: 5,
      message: expect.stringContaining('orderIds[0]'),
    });
    // The client's base fields put currencyId on every call: a wrong one is refused anywhere.
    expect(await c.fb('order/getStakeOrderStatus', { orderIds: ['1'], currencyId: 2 })).toMatchObject({
      code: 5,
      message: expect.stringContaining('currencyId'),
    });
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: ['1'], currencyId: 1000 })).code).toBe(0);
    expect(
      await c.fb('order/batchBetMatchMarketOfJumpLine', {
        betMatchMarketList: new Array(21).fill({ marketId: s.marketId, matchId: a.id, type: 1 }),
      }),
    ).toMatchObject({ code: 5 });
    expect(
      await c.fb('order/batchBetMatchMarketOfJumpLine', {
        betMatchMarketList: [{ marketId: s.marketId, matchId: a.id + 1, type: 1 }],
      }),
    ).toMatchObject({ code: 5, message: expect.stringContaining('matchId') });
    expect(await c.balance()).toBe(10_000_000);
    expect((await c.ledger()).orders).toEqual([]);
  });

  it('3002 below the minimum, 3003 above the maximum, 3004 over the balance', async () => {
    const c = await demo('limits', 100_000_000);
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 1);
    const check = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [{ marketId: s.marketId, matchId: a.id, type: 1 }],
    });
    const { smax } = check.data.bms[0];
    expect(await c.single(s, 9_999, cid())).toMatchObject({ code: 3002, data: { marketId: s.marketId, min: 10_000 } });
    expect(await c.single(s, smax + 1_000, cid())).toMatchObject({
      code: 3003,
      data: { marketId: s.marketId, max: smax },
    });
    expect((await c.single(s, smax, cid())).code).toBe(0);
    await c.control('/balance', { userName: 'demo', balance: 50_000 });
    expect(await c.single(s, 60_000, cid())).toMatchObject({ code: 3004, data: { balance: 50_000 } });
    expect(await c.balance()).toBe(50_000);
  });

  it('3015 for a suspended market and for a finished match', async () => {
    const c = await demo('closed2');
    const [a, b] = await c.prematch(2);
    const s = sel(a, 1005, 1001, 1);
    await c.control('/odds', { marketId: s.marketId, ss: 0 });
    expect(await c.single(s, 10_000, cid())).toMatchObject({ code: 3015, data: { marketId: s.marketId } });
    await c.control('/odds', { marketId: s.marketId, ss: 1 });
    const t = sel(b, 1005, 1001, 1);
    await c.control('/sports/kickoff', { matchId: b.id });
    await c.control('/sports/finish', { matchId: b.id });
    expect(await c.single(t, 10_000, cid())).toMatchObject({ code: 3015 });
    expect(await c.balance()).toBe(10_000_000);
  });
});
