import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  A,
  B,
  C,
  phases,
  placeable,
  placedAs,
  sentPlacements,
  settle,
  startBetSlip,
} from '../../../tests/support/bet-slip-test-kit';
import { outcomeOf } from './placement';
import { legKey } from './slip-rules';

/**
 * The bet-slip chart after the provider took the orders: tracking their status until each is final
 * (polls every 500 ms, backing off while they fail) and what the bettor does with the outcome; the
 * environment (login, connection, maintenance, balance) standing in the way of PLACE; and a system slip
 * placed as one order per staked series. Harness and clock as in bet-slip-placing.machine.test.ts.
 */

describe('tracking', () => {
  async function tracking() {
    const h = await placeable();
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    return h;
  }

  it('status reads that fail keep polling with back-off (every 500 ms for 5 s, then 1 s, 2 s, 4 s, then every 5 s)', async () => {
    const h = await tracking();
    const at: number[] = [];
    h.fakes.orderStatuses.mockImplementation(async () => {
      at.push(h.clock.now());
      throw new ApiError('network', 'offline');
    });
    const start = h.clock.now();
    for (let i = 0; i < 30; i++) await h.advance(500);
    expect(at.map((t) => t - start)).toEqual([
      500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 6000, 8000, 12000,
    ]);
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    h.fakes.orderStatuses.mockImplementation(async (ids) => ids.map((oid) => ({ oid, st: 4 as const, rjs: '' })));
    await h.advance(5000);
    expect(h.snapshot().value).toBe('done');
  });

  it('polls only the orders still open, and the whole placement is done when the last is final', async () => {
    const h = startBetSlip();
    await h.pick(A);
    await h.pick(B);
    h.stake(A, '100');
    h.stake(B, '50');
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.context().placement!.orders.map((o) => [o.key, o.stake, o.oid])).toEqual([
      ['101:1', 100, '9001'],
      ['201:1', 50, '9002'],
    ]);
    h.fakes.orderStatuses.mockResolvedValueOnce([
      { oid: '9001', st: 4, rjs: '' },
      { oid: '9002', st: 1, rjs: '' },
    ]);
    await h.advance(500);
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    await h.advance(1000);
    expect(h.fakes.orderStatuses.mock.calls).toEqual([[['9001', '9002']], [['9002']]]);
    expect(h.snapshot().value).toBe('done');
    expect(outcomeOf(h.context().placement!)).toEqual({ confirmed: 2, rejected: 0, notPlaced: 0 });
  });

  it('an answer whose orders are final already goes to done without a status read', async () => {
    const h = await placeable();
    h.fakes.place.mockImplementationOnce(async (p) => placedAs(p, 4));
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toBe('done');
    expect(h.fakes.orderStatuses).not.toHaveBeenCalled();
    expect(phases(h)).toEqual(['sending', 'done']);
  });

  it('a rejected order (st 2) ends done with its reason; DISMISS keeps the slip to try again', async () => {
    const h = await tracking();
    h.fakes.orderStatuses.mockResolvedValueOnce([{ oid: '9001', st: 2, rj: 3006, rjs: 'Refused by the traders' }]);
    await h.advance(500);
    expect(h.snapshot().value).toBe('done');
    expect(h.context().placement!.orders[0]).toMatchObject({
      oid: '9001',
      st: 2,
      rj: 3006,
      rjs: 'Refused by the traders',
    });
    expect(outcomeOf(h.context().placement!)).toEqual({ confirmed: 0, rejected: 1, notPlaced: 0 });
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(1);
    h.actor.send({ type: 'DISMISS' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context()).toMatchObject({ placement: null, stakes: { '101:1': '100' } });
    expect(h.context().legs.map(legKey)).toEqual(['101:1']);
  });

  it('done -> KEEP keeps the placed legs; done -> TOGGLE adds to them', async () => {
    const h = await tracking();
    await h.advance(500);
    h.actor.send({ type: 'KEEP' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().legs.map(legKey)).toEqual(['101:1']);
    const again = await tracking();
    await again.advance(500);
    await again.pick(B);
    expect(again.snapshot().value).toEqual({ editing: 'ready' });
    expect(again.context().legs.map(legKey)).toEqual(['101:1', '201:1']);
    expect(again.context().placement).toBeNull();
  });
});

describe('environment', () => {
  it('ENV is a reason while logged out, disconnected or in maintenance, and PLACE waits for it', async () => {
    const h = await placeable();
    h.setEnv({ connected: false });
    expect(h.reasons()).toEqual(['disconnected']);
    h.actor.send({ type: 'PLACE' });
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    h.setEnv({ connected: true, loggedIn: false, maintenance: true });
    expect(h.reasons()).toEqual(['notLoggedIn', 'maintenance']);
    h.setEnv({ loggedIn: true, maintenance: false, balance: 99 });
    expect(h.reasons()).toEqual(['overBalance']);
    h.setEnv({ balance: 100 });
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
  });

  it('system bets: a series stake places one order per staked series', async () => {
    const h = startBetSlip();
    await h.pick(A);
    await h.pick(B);
    await h.pick(C);
    h.actor.send({ type: 'SET_KIND', kind: 'system' });
    await settle();
    expect(h.context().series).toEqual([
      { sn: 2003, bets: 3, min: 10, max: 5000 },
      { sn: 3001, bets: 1, min: 10, max: 5000 },
    ]);
    h.stake('s2003', '10');
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(sentPlacements(h)[0]).toMatchObject({ kind: 'system', orders: [{ key: 's2003', stake: 10 }] });
  });
});
