import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { cid, client, loggedInDemo, sel, startOrdersSim } from './test-helpers';
import { sleep } from '../../tests/support/wait';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/**
 * The order API before and around a placement: who may call it (a live session's provider token only),
 * the odds check's answer (prices, limits, series, line moves, closed markets), and status reads that
 * show a user only their own orders.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim();
});
afterAll(() => sim.close());

const demo = (scope: string, balance?: number) => loggedInDemo(sim, scope, balance);

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
