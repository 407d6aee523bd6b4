import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../server';
import { cid, client, sel, startOrdersSim, testClock, type Client, type Sel } from './test-helpers';
import { sleep } from '../../tests/support/wait';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

const clock = testClock();
let sim: Simulator;
let c: Client;
let matches: any[];
beforeAll(async () => {
  sim = await startOrdersSim(clock);
  c = client(sim, 'flow');
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'demo', balance: 50_000_000 });
  matches = await c.prematch(12);
});
afterAll(() => sim.close());

const won = (stake: number, od: number) => Math.floor((stake * Math.round(od * 100)) / 100);
/** Result of a line bet from the home (over) side: 1 won, 2 lost, 3 void (lines here are whole or half). */
const side = (x: number) => (x > 0 ? 1 : x < 0 ? 2 : 3);
const mirror = (r: number) => (r === 1 ? 2 : r === 2 ? 1 : 3);

async function placeAll(bets: { s: Sel; stake: number }[]) {
  const ids: string[] = [];
  for (const b of bets) {
    const r = await c.single(b.s, b.stake, cid());
    expect(r.code).toBe(0);
    ids.push(r.data[0].id);
  }
  for (const id of ids) await c.waitStatus(id, [4]);
  return ids;
}

async function play(matchId: number, goals: ('home' | 'away')[]) {
  expect((await c.control('/sports/kickoff', { matchId })).ok).toBe(true);
  for (const side of goals) expect((await c.control('/sports/goal', { matchId, side })).ok).toBe(true);
  expect((await c.control('/sports/finish', { matchId })).ok).toBe(true);
}

const settledList = async () => (await c.fb('order/new/bet/list', { isSettled: true, size: 50 })).data.records;

describe('settlement when the match ends', () => {
  it('decides every kind from the final 2:1, credits the winnings and shows uwl, re and sc', async () => {
    const a = matches[0];
    const ou = sel(a, 1007, 1001, 4);
    const ah = sel(a, 1000, 1001, 1);
    const ouLine = Number(ou.li);
    const ahLine = Number(ah.li);
    const bets = [
      { s: sel(a, 1005, 1001, 1), stake: 100_000, want: 1 },
      { s: sel(a, 1005, 1001, 3), stake: 110_000, want: 2 },
      { s: ou, stake: 120_000, want: side(3 - ouLine) },
      { s: sel(a, 1007, 1001, 5), stake: 130_000, want: mirror(side(3 - ouLine)) },
      { s: ah, stake: 140_000, want: side(1 + ahLine) },
      { s: sel(a, 1008, 1001, 7), stake: 150_000, want: 1 },
      { s: sel(a, 1012, 1001, 50), stake: 160_000, want: 1 },
      { s: sel(a, 1006, 1001, 2), stake: 170_000, want: 2 },
      { s: sel(a, 1005, 1002, 1), stake: 180_000, want: 1 },
    ];
    const before = await c.balance();
    const ids = await placeAll(bets);
    const staked = bets.reduce((t, b) => t + b.stake, 0);
    expect(await c.balance()).toBe(before - staked);
    await play(a.id, ['home', 'away', 'home']);
    const payout = (b: (typeof bets)[number]) => (b.want === 1 ? won(b.stake, b.s.od) : b.want === 3 ? b.stake : 0);
    expect(await c.balance()).toBe(before - staked + bets.reduce((t, b) => t + payout(b), 0));
    const list = await settledList();
    bets.forEach((b, i) => {
      const r = list.find((o: any) => o.id === ids[i]);
      expect(r, `bet ${i}`).toMatchObject({ st: 5, sa: b.stake, uwl: payout(b) - b.stake });
      expect(r.ops[0], `bet ${i}`).toMatchObject({ re: b.want, sc: '2:1' });
    });
    expect((await c.fb('order/getStakeOrderStatus', { orderIds: ids })).data.every((s: any) => s.st === 5)).toBe(true);
  });

  it('a double pays the product when both legs win, once both matches have ended; a lost leg settles a parlay at once', async () => {
    const [b, x] = [matches[1], matches[2]];
    const bHome = sel(b, 1005, 1001, 1);
    const bAway = sel(b, 1005, 1001, 2);
    const xDraw = sel(x, 1005, 1001, 3);
    const legs = (ss: Sel[]) => ss.map((s) => ({ marketId: s.marketId, optionType: s.ty, odds: s.od }));
    const place = async (ss: Sel[], unit: number) => {
      const r = await c.fb('order/betMultiple', {
        currencyId: 1000,
        betOptionList: legs(ss),
        betMultipleData: [{ oddsChange: 0, seriesValue: 2001, unitStake: unit, clientOrderId: cid() }],
      });
      expect(r.code).toBe(0);
      await c.waitStatus(r.data[0].id, [4]);
      return r.data[0].id as string;
    };
    const winner = await place([bHome, xDraw], 33_333);
    const loser = await place([bAway, xDraw], 20_000);
    const before = await c.balance();
    await play(b.id, ['home']);
    const mid = await c.fb('order/getStakeOrderStatus', { orderIds: [winner, loser] });
    expect(mid.data).toEqual([
      { oid: winner, st: 4 },
      { oid: loser, st: 5 },
    ]);
    expect(await c.balance()).toBe(before);
    const open = (await c.fb('order/new/bet/list', { isSettled: false })).data.records.find(
      (o: any) => o.id === winner,
    );
    expect(open.ops.map((l: any) => l.re)).toEqual([1, 0]);
    await play(x.id, []);
    const pay = Number((33_333n * BigInt(Math.round(bHome.od * 100)) * BigInt(Math.round(xDraw.od * 100))) / 10_000n);
    expect(await c.balance()).toBe(before + pay);
    const list = await settledList();
    expect(list.find((o: any) => o.id === winner)).toMatchObject({ st: 5, uwl: pay - 33_333, sn: 2001, in: 1 });
    expect(list.find((o: any) => o.id === loser)).toMatchObject({ st: 5, uwl: -20_000 });
  });
});

describe('rejection while confirming', () => {
  it('a goal during the confirmation rejects with 3007 and returns the stake', async () => {
    const d = matches[3];
    await c.control('/sports/kickoff', { matchId: d.id });
    const s = sel(await c.detail(d.id), 1005, 1001, 1);
    await c.control('/order-faults', { kind: 'confirm-delay', ms: 600, times: 1 });
    const before = await c.balance();
    const r = await c.single(s, 250_000, cid());
    expect(await c.balance()).toBe(before - 250_000);
    await c.control('/sports/goal', { matchId: d.id, side: 'away' });
    const st = await c.waitStatus(r.data[0].id, [2, 4]);
    expect(st).toEqual({ oid: r.data[0].id, st: 2, rj: 3007, rjs: 'The match changed while the bet was confirming' });
    expect(await c.balance()).toBe(before);
    const cn = await c.fb('order/getStakeOrderStatus', { orderIds: [r.data[0].id], languageType: 'CMN' });
    expect(cn.data[0].rjs).toBe('确认期间比赛发生变化');
    const rejected = (await settledList()).find((o: any) => o.id === r.data[0].id);
    expect(rejected).toMatchObject({ st: 2, uwl: 0, rj: 3007 });
  });
});

describe('cash-out', () => {
  it('follows the live price, answers 3008 when it moved, 3009 while suspended, and settles with co 1', async () => {
    const e = matches[4];
    const s = sel(e, 1005, 1001, 1);
    const [id] = await placeAll([{ s, stake: 1_000_000 }]);
    const price = async () => (await c.fb('order/cashOut/price', { orderIds: [id] })).data;
    const p1 = await price();
    expect(p1.mxc).toBe(5000);
    const amt1 = p1.pr[0].amt;
    expect(p1.pr[0]).toMatchObject({ oid: id, st: 1 });
    // Stake * taken / (now * (1 + margin 5-7 %)) * 0.95, at an unchanged price.
    expect(amt1).toBeGreaterThan(Math.floor((1_000_000 / 1.07) * 0.95) - 1);
    expect(amt1).toBeLessThan(Math.floor((1_000_000 / 1.05) * 0.95) + 1);
    const longer = Math.round((s.od + 0.5) * 100) / 100;
    await c.control('/odds', { marketId: s.marketId, optionType: 1, odds: longer });
    const amt2 = (await price()).pr[0].amt;
    expect(Math.abs(amt2 / amt1 - s.od / longer)).toBeLessThan(0.0001);
    const bet = (amt: number, accept = false) =>
      c.fb('order/cashOut/bet', {
        orderId: id,
        cashOutStake: 1_000_000,
        unitCashOutPayoutStake: amt,
        acceptOddsChange: accept,
        parlay: false,
      });
    expect(await bet(amt1)).toMatchObject({ code: 3008, data: { amt: amt2 } });
    expect(
      await c.fb('order/cashOut/bet', {
        orderId: id,
        cashOutStake: 999_000,
        unitCashOutPayoutStake: amt2,
        acceptOddsChange: false,
      }),
    ).toMatchObject({ code: 5 });
    await c.control('/odds', { marketId: s.marketId, ss: 0 });
    expect((await price()).pr[0]).toMatchObject({ st: 0, amt: amt2 });
    expect((await bet(amt2)).code).toBe(3009);
    await c.control('/odds', { marketId: s.marketId, ss: 1 });
    const before = await c.balance();
    expect(await bet(amt2)).toMatchObject({ code: 0, data: { id, st: 5, amt: amt2 } });
    expect(await c.balance()).toBe(before + amt2);
    expect((await settledList()).find((o: any) => o.id === id)).toMatchObject({
      st: 5,
      co: 1,
      uwl: amt2 - 1_000_000,
      cte: 0,
    });
    expect((await price()).pr[0]).toMatchObject({ st: -1 });
    expect((await bet(amt2, true)).code).toBe(3009);
  });

  it('accepting the change cashes out at the new price; an order still confirming is not eligible', async () => {
    const f = matches[5];
    const s = sel(f, 1005, 1001, 2);
    const [id] = await placeAll([{ s, stake: 500_000 }]);
    await c.control('/odds', { marketId: s.marketId, optionType: 2, odds: Math.round((s.od - 0.2) * 100) / 100 });
    const now = (await c.fb('order/cashOut/price', { orderIds: [id] })).data.pr[0].amt;
    const r = await c.fb('order/cashOut/bet', {
      orderId: id,
      cashOutStake: 500_000,
      unitCashOutPayoutStake: 1,
      acceptOddsChange: true,
      parlay: false,
    });
    expect(r).toMatchObject({ code: 0, data: { st: 5, amt: now } });
    await c.control('/order-faults', { kind: 'confirm-delay', ms: 3000, times: 1 });
    const slow = await c.single(sel(f, 1005, 1001, 1), 10_000, cid());
    expect((await c.fb('order/cashOut/price', { orderIds: [slow.data[0].id] })).data.pr[0]).toMatchObject({ st: -1 });
  });
});

describe('reservations', () => {
  const reserve = (s: Sel, odds: number, unitStake: number, id = cid()) =>
    c.fb('order/reserve/bet', {
      matchId: s.matchId,
      marketId: s.marketId,
      optionType: s.ty,
      odds,
      unitStake,
      clientOrderId: id,
      currencyId: 1000,
      deviceId: 'PC-1',
    });
  const list = async () => (await c.fb('order/reserve/betList', { current: 1, size: 50 })).data.records;

  it('holds the stake, fills at the target price as an order, and a retry answers the first reservation', async () => {
    const g = matches[6];
    const s = sel(g, 1005, 1001, 1);
    const target = Math.round((s.od + 0.3) * 100) / 100;
    const before = await c.balance();
    const id = cid();
    const r = await reserve(s, target, 100_000, id);
    expect(r.data).toMatchObject({
      cid: id,
      matchId: g.id,
      mid: s.marketId,
      ty: 1,
      tod: target,
      cod: s.od,
      sa: 100_000,
      st: 0,
      et: g.bt,
      on: g.ts[0].na,
    });
    expect((await reserve(s, target, 100_000, id)).data.id).toBe(r.data.id);
    expect(await c.balance()).toBe(before - 100_000);
    expect((await reserve(s, s.od, 100_000)).code).toBe(5);
    await c.control('/odds', { marketId: s.marketId, optionType: 1, odds: target - 0.01 });
    expect((await list()).find((x: any) => x.id === r.data.id).st).toBe(0);
    await c.control('/odds', { marketId: s.marketId, optionType: 1, odds: target });
    const filled = (await list()).find((x: any) => x.id === r.data.id);
    expect(filled).toMatchObject({ st: 1, oid: expect.any(String) });
    await c.waitStatus(filled.oid, [4]);
    const order = (await c.fb('order/new/bet/list', { isSettled: false })).data.records.find(
      (o: any) => o.id === filled.oid,
    );
    expect(order).toMatchObject({ sa: 100_000, od: target, ops: [{ mid: s.marketId, ty: 1, od: target }] });
    expect(await c.balance()).toBe(before - 100_000);
    const ledger = await c.ledger();
    expect(ledger.placements[id]).toBe(2);
  });

  it('cancel returns the stake; cancelling again is 3010; kick-off expires a pre-match reservation', async () => {
    const h = matches[7];
    const s = sel(h, 1005, 1001, 2);
    const before = await c.balance();
    const one = await reserve(s, s.od + 1, 50_000);
    const two = await reserve(s, s.od + 2, 70_000);
    expect(await c.balance()).toBe(before - 120_000);
    expect((await c.fb('order/reserve/cancel', { id: one.data.id })).data).toMatchObject({ id: one.data.id, st: 2 });
    expect((await c.fb('order/reserve/cancel', { id: one.data.id })).code).toBe(3010);
    expect(await c.balance()).toBe(before - 70_000);
    await c.control('/sports/kickoff', { matchId: h.id });
    expect((await list()).find((x: any) => x.id === two.data.id).st).toBe(3);
    expect(await c.balance()).toBe(before);
    expect((await c.fb('order/reserve/cancel', { id: two.data.id })).code).toBe(3010);
    expect((await c.fb('order/reserve/betList', { status: 3 })).data.records.map((x: any) => x.id)).toContain(
      two.data.id,
    );
  });

  it('a line move retiring the market expires it; a live one expires 30 minutes after it was made', async () => {
    const k = matches[8];
    const ah = sel(k, 1000, 1001, 1);
    const before = await c.balance();
    const moved = await reserve(ah, ah.od + 1, 40_000);
    await c.control('/sports/line-move', { matchId: k.id });
    expect((await list()).find((x: any) => x.id === moved.data.id).st).toBe(3);
    await c.control('/sports/kickoff', { matchId: k.id });
    const live = sel(await c.detail(k.id), 1005, 1001, 3);
    const r = await reserve(live, live.od + 1, 60_000);
    expect(r.data.et).toBe(clock.now() + 30 * 60_000);
    clock.advance(29 * 60_000);
    expect((await list()).find((x: any) => x.id === r.data.id).st).toBe(0);
    clock.advance(2 * 60_000);
    expect((await list()).find((x: any) => x.id === r.data.id).st).toBe(3);
    expect(await c.balance()).toBe(before);
    await sleep(10);
  });
});
