import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { cid, loggedInDemo, sel, startOrdersSim, type Client } from './test-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/**
 * Parlays and systems (betMultiple): one order per series with the stake unit × bets, a retry answered
 * with the same orders, and the combination rules and unit-stake limits that refuse the rest.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim();
});
afterAll(() => sim.close());

const demo = (scope: string, balance?: number) => loggedInDemo(sim, scope, balance);

describe('parlays and systems (betMultiple)', () => {
  const multiple = (c: Client, sels: { marketId: number; ty: number; od: number }[], data: object[]) =>
    c.fb('order/betMultiple', {
      currencyId: 1000,
      betOptionList: sels.map((s) => ({ marketId: s.marketId, optionType: s.ty, odds: s.od, oddsFormat: 1 })),
      betMultipleData: data,
    });

  it('places a treble and three doubles from three legs; the stake is unit * bets', async () => {
    const c = await demo('parlay');
    const ms = await c.prematch(3);
    const sels = ms.map((m) => sel(m, 1005, 1001, 1));
    const treble = cid();
    const doubles = cid();
    const r = await multiple(c, sels, [
      { oddsChange: 0, seriesValue: 3001, unitStake: 20_000, clientOrderId: treble },
      { oddsChange: 0, seriesValue: 2003, unitStake: 10_000, clientOrderId: doubles },
    ]);
    expect(r.code).toBe(0);
    expect(r.data.map((o: any) => [o.cid, o.sa, o.ops.length])).toEqual([
      [treble, 20_000, 3],
      [doubles, 30_000, 3],
    ]);
    expect(await c.balance()).toBe(10_000_000 - 50_000);
    await c.waitStatus(r.data[1].id, [4]);
    const list = await c.fb('order/new/bet/list', { isSettled: false });
    const sys = list.data.records.find((o: any) => o.cid === doubles);
    expect(sys).toMatchObject({ sn: 2003, in: 3 });
    const o = sels.map((s) => BigInt(Math.round(s.od * 100)));
    const mwa = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].reduce((t, [i, j]) => t + (10_000n * o[i!]! * o[j!]!) / 10_000n, 0n);
    expect(sys.mwa).toBe(Number(mwa));
    // A retry of both answers the same two orders.
    const again = await multiple(c, sels, [
      { oddsChange: 0, seriesValue: 3001, unitStake: 20_000, clientOrderId: treble },
      { oddsChange: 0, seriesValue: 2003, unitStake: 10_000, clientOrderId: doubles },
    ]);
    expect(again.data.map((x: any) => x.id)).toEqual(r.data.map((x: any) => x.id));
    expect(await c.balance()).toBe(10_000_000 - 50_000);
  });

  it('3005: one leg, the same match twice, an outright, a series the legs cannot form; 3002/3003 on the unit stake', async () => {
    const c = await demo('rules');
    const [a, b] = await c.prematch(2);
    const one = sel(a, 1005, 1001, 1);
    const two = sel(b, 1005, 1001, 2);
    const data = (sn: number, unit = 10_000) => [
      { oddsChange: 0, seriesValue: sn, unitStake: unit, clientOrderId: cid() },
    ];
    expect((await multiple(c, [one], data(2001))).code).toBe(3005);
    expect((await multiple(c, [one, sel(a, 1007, 1001, 4)], data(2001))).code).toBe(3005);
    expect((await multiple(c, [one, two], data(2003))).code).toBe(3005);
    const outright = (await c.fb('match/getList', { type: 7, sportId: 1 })).data.records[0];
    const o = outright.mg[0].mks[0];
    expect((await multiple(c, [one, { marketId: o.id, ty: o.op[0].ty, od: o.op[0].od }], data(2001))).code).toBe(3005);
    expect(await multiple(c, [one, two], data(2001, 5_000))).toMatchObject({ code: 3002, data: { min: 10_000 } });
    const check = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [one, two].map((s) => ({ marketId: s.marketId, matchId: s.matchId, type: s.ty })),
      isSelectSeries: true,
    });
    const mx = check.data.sos[0].mx;
    await c.control('/balance', { userName: 'demo', balance: 500_000_000 });
    expect(await multiple(c, [one, two], data(2001, mx + 1_000))).toMatchObject({ code: 3003, data: { max: mx } });
    expect((await c.ledger()).orders).toEqual([]);
  });
});
