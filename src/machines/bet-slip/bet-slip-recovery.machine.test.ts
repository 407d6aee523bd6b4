import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  A,
  B,
  C,
  holdPlace,
  phases,
  placeable,
  placedAs,
  sentPlacements,
  settle,
  startBetSlip,
  TEST_ENV,
  testLeg,
} from '../../../tests/support/bet-slip-test-kit';
import { newPlacement, outcomeOf } from './placement';
import { legKey } from './slip-rules';
import type { Placement } from './slip-types';

/** The bet-slip chart after the request left: lost answers, tracking, a stored placement, the environment (see bet-slip.machine.test.ts). */

describe('lost answers: reconcile, never send again on its own', () => {
  it('timeout -> reconciling -> found by cid -> tracking -> polling until confirmed -> done', async () => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(new ApiError('timeout', 'timeout of 15000ms exceeded'));
    h.fakes.recentOrders.mockImplementationOnce(async (p) => [
      { id: '555', cid: 'someone-elses-0', st: 4, rjs: '' },
      { id: '556', cid: p.orders[0]!.cid, st: 1, rjs: '' },
    ]);
    h.fakes.orderStatuses.mockResolvedValueOnce([{ oid: '556', st: 1, rjs: '' }]);
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.fakes.recentOrders).toHaveBeenCalledExactlyOnceWith(sentPlacements(h)[0]);
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    expect(h.context().placement).toMatchObject({ phase: 'tracking', orders: [{ oid: '556', st: 1 }] });
    await h.advance(500);
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    await h.advance(499);
    expect(h.fakes.orderStatuses).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(h.fakes.orderStatuses.mock.calls).toEqual([[['556']], [['556']]]);
    expect(h.snapshot().value).toBe('done');
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
    expect(phases(h)).toEqual(['sending', 'tracking', 'tracking', 'done']);
  });

  it.each([
    ['malformed', new ApiError('malformed', 'unreadable answer')],
    ['an expired session (14010)', new ApiError('server', 'token expired', { code: 14010 })],
    ['a 502', new ApiError('badResponse', 'Bad gateway', { status: 502 })],
    ['an unknown code', new ApiError('server', 'odd', { code: 9999 })],
  ])('%s is reconciled, not taken as a refusal', async (_, error) => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(error);
    h.fakes.recentOrders.mockImplementationOnce(async (p) => [{ id: '556', cid: p.orders[0]!.cid, st: 4, rjs: '' }]);
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(1);
    expect(h.snapshot().value).toBe('done');
  });

  it('three reads that find nothing -> unplaced; the reads come after 2 s and 4 s; nothing is sent again', async () => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(new ApiError('network', 'Network Error'));
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ placing: 'reconcileWait' });
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(1);
    await h.advance(1999);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(2);
    await h.advance(3999);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(2);
    await h.advance(1);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(3);
    expect(h.snapshot().value).toBe('unplaced');
    expect(h.context().problem).toEqual({ code: 'notPlaced' });
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
    // Still stored as sending: a reload reconciles again.
    expect(phases(h)).toEqual(['sending']);
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true], [false]]);
    await h.advance(60_000);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(3);
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
  });

  it('reads that fail are not misses: it keeps asking, slower, until three reads have answered', async () => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(new ApiError('network', 'Network Error'));
    h.fakes.recentOrders
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockRejectedValueOnce(new ApiError('network', 'offline'));
    h.actor.send({ type: 'PLACE' });
    await settle();
    await h.advance(2000);
    await h.advance(4000);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(3);
    // Two failed reads and one miss: not yet proof that nothing was recorded.
    expect(h.snapshot().value).toEqual({ placing: 'reconcileWait' });
    await h.advance(8000);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(4);
    expect(h.snapshot().value).toEqual({ placing: 'reconcileWait' });
    await h.advance(8000);
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(5);
    expect(h.snapshot().value).toBe('unplaced');
  });

  async function unplaced() {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(new ApiError('timeout', 'timeout'));
    h.actor.send({ type: 'PLACE' });
    await h.advance(2000);
    await h.advance(4000);
    expect(h.snapshot().value).toBe('unplaced');
    return h;
  }

  it('unplaced -> RETRY -> placing.sending again with the same placement and client order ids -> tracking -> done', async () => {
    const h = await unplaced();
    const answer = holdPlace(h);
    const storedBefore = h.effects.persistPlacement.mock.calls.length;
    h.actor.send({ type: 'RETRY' });
    expect(h.snapshot().value).toEqual({ placing: { sending: 'waiting' } });
    expect(h.context().problem).toBeNull();
    // Not a new placement: nothing built or stored again on the way in (the stored one stands).
    expect(h.effects.persistPlacement).toHaveBeenCalledTimes(storedBefore);
    await h.advance(2000);
    expect(h.snapshot().value).toEqual({ placing: { sending: 'slow' } });
    const [first, again] = sentPlacements(h);
    expect(again).toBe(first);
    expect(again!.orders.map((o) => o.cid)).toEqual(first!.orders.map((o) => o.cid));
    // No new precheck, no new placement id.
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
    answer.resolve(placedAs(again!));
    await h.advance(500);
    expect(h.snapshot().value).toBe('done');
    expect(h.context().problem).toBeNull();
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('a RETRY whose answer is lost again reconciles again', async () => {
    const h = await unplaced();
    h.fakes.place.mockRejectedValueOnce(new ApiError('timeout', 'timeout'));
    h.fakes.recentOrders.mockImplementationOnce(async (p) => [{ id: '556', cid: p.orders[0]!.cid, st: 4, rjs: '' }]);
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.snapshot().value).toBe('done');
    expect(h.fakes.recentOrders).toHaveBeenCalledTimes(4);
  });

  it('unplaced -> DISCARD -> editing: the placement is dropped, the slip kept', async () => {
    const h = await unplaced();
    h.actor.send({ type: 'DISCARD' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context()).toMatchObject({ placement: null, problem: null, stakes: { '101:1': '100' } });
    expect(phases(h)).toEqual(['sending', null]);
    expect(h.reasons()).toEqual([]);
    // A new PLACE is a new placement with new ids.
    h.actor.send({ type: 'PLACE' });
    await settle();
    const [first, second] = sentPlacements(h);
    expect(second!.id).not.toBe(first!.id);
  });
});

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

describe('restoring a stored placement', () => {
  const stored = (phase: Placement['phase'], oid: string | null = null): Placement => {
    const p = newPlacement(
      { kind: 'single', legs: [testLeg(1, 101, 2.5)], stakes: { '101:1': '100' }, series: [], mon: 10, msl: 10 },
      TEST_ENV,
      0,
      'AbCdEfGhIjKlMnOp',
    );
    return { ...p, phase, orders: p.orders.map((o) => ({ ...o, oid, st: oid ? 1 : null })) };
  };

  it('phase sending -> placing.reconciling: asks what was recorded, never sends', async () => {
    const h = startBetSlip({
      input: {
        legs: [testLeg(1, 101, 2.5, { quote: null })],
        stakes: { '101:1': '100' },
        placement: stored('sending'),
      },
      paused: true,
    });
    h.fakes.recentOrders.mockResolvedValueOnce([{ id: '556', cid: 'AbCdEfGhIjKlMnOp-0', st: 1, rjs: '' }]);
    h.actor.start();
    expect(h.snapshot().value).toEqual({ placing: 'reconciling' });
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true]]);
    expect(h.fakes.recentOrders).toHaveBeenCalledExactlyOnceWith(stored('sending'));
    await settle();
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    await h.advance(500);
    expect(h.snapshot().value).toBe('done');
    expect(h.fakes.place).not.toHaveBeenCalled();
    expect(h.fakes.checkOdds).not.toHaveBeenCalled();
  });

  it('phase tracking -> placing.tracking: polls the known orders', async () => {
    const h = startBetSlip({ input: { placement: stored('tracking', '4242') } });
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    await h.advance(500);
    expect(h.fakes.orderStatuses).toHaveBeenCalledExactlyOnceWith(['4242']);
    expect(h.snapshot().value).toBe('done');
    expect(h.fakes.place).not.toHaveBeenCalled();
    expect(h.fakes.recentOrders).not.toHaveBeenCalled();
  });

  it('phase done -> done at once: the balance is read; the stored placement stays until the bettor acts on it', async () => {
    const h = startBetSlip({ input: { placement: { ...stored('tracking', '4242'), phase: 'done' } } });
    expect(h.snapshot().value).toBe('done');
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(phases(h)).toEqual([]);
  });

  it('reload while sending, resumed to done, then another reload: the outcome is shown again until dismissed', async () => {
    // The fault run's "stuck" placements (docs/bench.md): the page resumed after a reload found the
    // order and reached done, which removed the stored record; the next page load (the bettor
    // navigating, or the fault run opening the sports list) had no placement and showed the legs
    // as an unplaced slip, never the outcome. The finished placement now stays until acknowledged.
    const legs = [testLeg(1, 101, 2.5, { quote: null })];
    const first = startBetSlip({
      input: { legs, stakes: { '101:1': '100' }, placement: stored('sending') },
      paused: true,
    });
    first.fakes.recentOrders.mockResolvedValueOnce([{ id: '556', cid: 'AbCdEfGhIjKlMnOp-0', st: 4, rjs: '' }]);
    first.actor.start();
    await settle();
    expect(first.snapshot().value).toBe('done');
    const kept = first.effects.persistPlacement.mock.lastCall?.[0] ?? null;
    expect(kept).toMatchObject({ phase: 'done', orders: [{ oid: '556', st: 4 }] });
    first.actor.stop();

    const second = startBetSlip({ input: { legs, stakes: { '101:1': '100' }, placement: kept } });
    expect(second.snapshot().value).toBe('done');
    expect(outcomeOf(second.context().placement!)).toEqual({ confirmed: 1, rejected: 0, notPlaced: 0 });
    expect(second.fakes.recentOrders).not.toHaveBeenCalled();
    expect(second.fakes.place).not.toHaveBeenCalled();
    expect(phases(second)).toEqual([]);
    second.actor.send({ type: 'DISMISS' });
    expect(second.snapshot().value).toBe('empty');
    expect(phases(second)).toEqual([null]);
  });

  it.each(['DISMISS', 'KEEP'] as const)('done -> %s removes the stored placement', async (type) => {
    const h = startBetSlip({
      input: {
        legs: [testLeg(1, 101, 2.5, { quote: null })],
        stakes: { '101:1': '100' },
        placement: { ...stored('tracking', '4242'), phase: 'done' },
      },
    });
    expect(h.snapshot().value).toBe('done');
    expect(phases(h)).toEqual([]);
    h.actor.send({ type });
    expect(phases(h)).toEqual([null]);
    expect(h.context().placement).toBeNull();
  });

  it('done -> TOGGLE (a new pick) removes the stored placement', async () => {
    const h = startBetSlip({
      input: {
        legs: [testLeg(1, 101, 2.5, { quote: null })],
        stakes: { '101:1': '100' },
        placement: { ...stored('tracking', '4242'), phase: 'done' },
      },
    });
    await h.pick(B);
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(phases(h)).toEqual([null]);
  });

  it('RESUME (the user name known only after the slip was built) -> restoring -> the stored phase, never sent', async () => {
    // A page loaded right after a login (the profile not yet stored) or a login without a reload:
    // the slip starts without the user's pending placement and is handed it once the name is known.
    const h = startBetSlip({ input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' } } });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    h.fakes.recentOrders.mockResolvedValueOnce([{ id: '556', cid: 'AbCdEfGhIjKlMnOp-0', st: 1, rjs: '' }]);
    h.actor.send({ type: 'RESUME', placement: stored('sending') });
    expect(h.snapshot().value).toEqual({ placing: 'reconciling' });
    expect(h.fakes.recentOrders).toHaveBeenCalledExactlyOnceWith(stored('sending'));
    await h.advance(500);
    expect(h.snapshot().value).toBe('done');
    expect(h.fakes.place).not.toHaveBeenCalled();

    const empty = startBetSlip();
    empty.actor.send({ type: 'RESUME', placement: stored('tracking', '4242') });
    expect(empty.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
  });

  it('RESUME is ignored while the slip holds a placement of its own', async () => {
    const h = await placeable();
    const answer = holdPlace(h);
    h.actor.send({ type: 'PLACE' });
    await settle();
    const own = h.context().placement;
    h.actor.send({ type: 'RESUME', placement: stored('sending') });
    expect(h.context().placement).toBe(own);
    answer.resolve(placedAs(own!, 4));
    await settle();
    expect(h.snapshot().value).toBe('done');
    h.actor.send({ type: 'RESUME', placement: stored('sending') });
    expect(h.snapshot().value).toBe('done');
    expect(h.context().placement!.id).toBe(own!.id);
  });

  it('legs without a placement -> editing.checking', async () => {
    const h = startBetSlip({
      input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' } },
      paused: true,
    });
    h.setMarket(A, { od: 2.5 });
    h.actor.start();
    expect(h.snapshot().value).toEqual({ editing: 'checking' });
    expect(h.watched[0]).toEqual([{ matchId: 1, marketId: 101, optionType: 1 }]);
    await settle();
    expect(h.reasons()).toEqual([]);
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
