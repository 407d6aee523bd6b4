import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { cid, client, sel, startOrdersSim, type Client } from './test-helpers';
import { isHistoryOrder } from './demo-history';
import { sleep } from '../../tests/support/wait';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim();
});
afterAll(() => sim.close());

/** A logged-in demo in its own scope, confirmations immediate, a known balance. */
async function demo(scope: string, balance = 10_000_000): Promise<Client> {
  const c = client(sim, scope);
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'demo', balance });
  return c;
}

const ORDER_PATHS = [
  'batchBetMatchMarketOfJumpLine',
  'bet/singlePass',
  'betMultiple',
  'getStakeOrderStatus',
  'new/bet/list',
  'cashOut/price',
  'cashOut/bet',
  'reserve/bet',
  'reserve/betList',
  'reserve/cancel',
];

describe('who is calling', () => {
  it('guests (empty token) and made-up tokens get 14010 from every order call', async () => {
    const c = client(sim, 'guest');
    for (const path of ORDER_PATHS) {
      expect((await c.fb(`order/${path}`, {})).code, path).toBe(14010);
      c.setProviderToken('fb-0123456789abcdef-zz');
      expect((await c.fb(`order/${path}`, {})).code, path).toBe(14010);
      c.setProviderToken('');
    }
    // Browsing stays open to guests.
    expect((await c.fb('match/statistical')).code).toBe(0);
  });

  it('an expired site session makes order calls answer 14010, and the token refresh answers session-expired', async () => {
    const c = await demo('expired');
    expect((await c.fb('order/new/bet/list', { isSettled: false })).code).toBe(0);
    await c.control('/expire-sessions');
    expect((await c.fb('order/new/bet/list', { isSettled: false })).code).toBe(14010);
    const refresh = await c.refreshToken();
    expect(refresh).toMatchObject({ code: 401, data: null });
    // Guests (no site token) still get an empty provider token.
    const guest = await client(sim, 'expired').post('/api/game/bet/cSports/token', {});
    expect(guest).toMatchObject({ code: 200, data: { token: '' } });
  });
});

describe('odds check (batchBetMatchMarketOfJumpLine)', () => {
  it('answers each selection with its price, limits and option; series for a parlay', async () => {
    const c = await demo('check');
    const [a, b, x] = await c.prematch(3);
    const s1 = sel(a, 1005, 1001, 1);
    const s2 = sel(b, 1000, 1001, 2);
    const s3 = sel(x, 1007, 1001, 4);
    const r = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [s1, s2, s3].map((s) => ({
        marketId: s.marketId,
        matchId: s.matchId,
        type: s.ty,
        oddsType: 2,
      })),
      isSelectSeries: true,
      currencyId: 1000,
    });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ mon: 10, msl: 10 });
    expect(r.data.bms[0]).toMatchObject({
      mid: s1.marketId,
      matchId: a.id,
      mty: 1005,
      pe: 1001,
      ss: 1,
      au: 1,
      smin: 10_000,
      op: { ty: 1, od: s1.od, bod: Math.round((s1.od - 1) * 100) / 100, li: '' },
    });
    expect(r.data.bms[0].op.na).toBe(a.ts[0].na);
    expect(r.data.bms[1].op).toMatchObject({
      ty: 2,
      od: s2.od,
      li: b.mg.find((g: any) => g.mty === 1000 && g.pe === 1001).mks.find((m: any) => m.mbl).op[1].li,
    });
    expect(r.data.bms[0].omid).toBeUndefined();
    const odds = [s1.od, s2.od, s3.od].map((o) => Math.round(o * 100));
    const doubles = (odds[0]! * odds[1]! + odds[0]! * odds[2]! + odds[1]! * odds[2]!) / 100;
    expect(r.data.sos.map((s: any) => [s.sn, s.in])).toEqual([
      [2003, 3],
      [3001, 1],
    ]);
    expect(r.data.sos[0].sodd).toBe(Math.floor(doubles) / 100);
    expect(r.data.sos[1].sodd).toBe(Math.floor((odds[0]! * odds[1]! * odds[2]!) / 10_000) / 100);
    for (const s of r.data.sos) expect(s.mi).toBe(10_000);
  });

  it('no series for the same match twice; one entry gives none at all', async () => {
    const c = await demo('check2');
    const [a] = await c.prematch(1);
    const list = [sel(a, 1005, 1001, 1), sel(a, 1007, 1001, 4)].map((s) => ({
      marketId: s.marketId,
      matchId: s.matchId,
      type: s.ty,
    }));
    expect(
      (await c.fb('order/batchBetMatchMarketOfJumpLine', { betMatchMarketList: list, isSelectSeries: true })).data.sos,
    ).toEqual([]);
    expect(
      (
        await c.fb('order/batchBetMatchMarketOfJumpLine', {
          betMatchMarketList: list.slice(0, 1),
          isSelectSeries: true,
        })
      ).data.sos,
    ).toBeUndefined();
  });

  it('after a line move answers the new main market (mid) for the old id (omid); placing on the old id is 3015', async () => {
    const c = await demo('line');
    const [a] = await c.prematch(1);
    const before = sel(a, 1000, 1001, 1);
    const moved = await c.control('/sports/line-move', { matchId: a.id });
    expect(moved.ok).toBe(true);
    const main = moved.moves.find((m: any) => m.id === before.marketId);
    expect(main.newId).toBeGreaterThan(before.marketId);
    const r = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [{ marketId: before.marketId, matchId: a.id, type: 1 }],
    });
    const now = sel(await c.detail(a.id), 1000, 1001, 1);
    expect(now.marketId).toBe(main.newId);
    expect(r.data.bms[0]).toMatchObject({ mid: main.newId, omid: before.marketId, ss: 1, op: { od: now.od } });
    // The option's own line is the new one (the home handicap moved).
    const optionLi = (m: any) =>
      m.mg.find((g: any) => g.mty === 1000 && g.pe === 1001).mks.find((k: any) => k.mbl).op[0].li;
    expect(r.data.bms[0].op.li).toBe(optionLi(await c.detail(a.id)));
    expect(r.data.bms[0].op.li).not.toBe(optionLi(a));
    const placed = await c.single(before, 50_000, cid());
    expect(placed).toMatchObject({ code: 3015, data: { marketId: before.marketId } });
    expect(await c.balance()).toBe(10_000_000);
  });

  it('a market not on sale comes back as { mid, ss: -1 } alone; a suspended one with ss 0 and its price', async () => {
    const c = await demo('closed');
    const [a] = await c.prematch(1);
    const s = sel(a, 1005, 1001, 3);
    await c.control('/odds', { marketId: s.marketId, ss: 0 });
    const suspended = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [{ marketId: s.marketId, matchId: a.id, type: 3 }],
    });
    expect(suspended.data.bms[0]).toMatchObject({ mid: s.marketId, ss: 0, op: { od: s.od } });
    await c.control('/odds', { marketId: s.marketId, ss: -1 });
    const gone = await c.fb('order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [{ marketId: s.marketId, matchId: a.id, type: 3 }],
    });
    expect(gone.data.bms[0]).toEqual({ mid: s.marketId, ss: -1 });
    await c.control('/odds', { marketId: s.marketId, ss: 1 });
  });
});

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

describe('getStakeOrderStatus', () => {
  it("leaves out ids that are not the user's", async () => {
    const c = await demo('status');
    const other = await demo('status-other');
    const [a] = await c.prematch(1);
    const placed = await c.single(sel(a, 1005, 1001, 1), 10_000, cid());
    await sleep(50);
    expect((await other.fb('order/getStakeOrderStatus', { orderIds: [placed.data[0].id, '123'] })).data).toEqual([]);
  });
});
