import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { PlacedOrder } from '../../api/provider/bet-schemas';
import { deferred, settle, startBetSlip, TEST_ENV, testLeg, testOption, type BetSlipHarness } from './bet-slip-test-kit';
import { newPlacement, outcomeOf } from './placement';
import { legKey, PARLAY_KEY } from './slip-rules';
import type { Placement } from './slip-types';

/**
 * The real bet-slip chart (bet-slip.machine.ts) with every provider call faked
 * (bet-slip-test-kit.ts) and xstate's SimulatedClock driving its delays: the quiet time after a
 * push (400 ms), the slow flag (2 s), the check retry (5 s), reconciliation's back-off (2 s, 4 s)
 * and the status polls' (every 500 ms for 5 s, then 1 s doubling to 5 s). Each test names the states it walks.
 */

const A = testOption(1, 101, 2.5);
const B = testOption(2, 201, 1.8);
const C = testOption(3, 301, 3);

const CID = /^[A-Za-z0-9]{16}-\d+$/;
const phases = (h: BetSlipHarness) => h.effects.persistPlacement.mock.calls.map(([p]) => p?.phase ?? null);
const sentPlacements = (h: BetSlipHarness) => h.fakes.place.mock.calls.map(([p]) => p);

/** A slip with A picked, checked and staked at 100: editing.ready with nothing in the way. */
async function placeable(options: Parameters<typeof startBetSlip>[0] = {}) {
  const h = startBetSlip(options);
  await h.pick(A);
  h.stake(A, '100');
  expect(h.snapshot().value).toEqual({ editing: 'ready' });
  expect(h.reasons()).toEqual([]);
  return h;
}

/** Holds the place call's answer until the test gives it. */
function holdPlace(h: BetSlipHarness) {
  const answer = deferred<PlacedOrder[]>();
  h.fakes.place.mockImplementationOnce(() => answer.promise);
  return answer;
}

const placedAs = (placement: Placement, st: 0 | 1 | 4 = 0): PlacedOrder[] => placement.orders.map((o, i) => ({ id: `77${i}`, cid: o.cid, st, ops: [] }));

describe('picking and checking', () => {
  it('empty -> editing.checking -> editing.ready: the pick is checked, watched, and its limits shown', async () => {
    const h = startBetSlip();
    expect(h.snapshot().value).toBe('empty');
    expect(h.watched).toEqual([[]]);
    h.setMarket(A, { od: 2.5 });
    h.actor.send({ type: 'TOGGLE', option: A });
    expect(h.snapshot().value).toEqual({ editing: 'checking' });
    // Until the check answers, the slip cannot place because it is checking.
    expect(h.reasons()).toContain('checking');
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.fakes.checkOdds).toHaveBeenCalledExactlyOnceWith({ legs: [{ matchId: 1, marketId: 101, optionType: 1 }], series: false });
    expect(h.context().legs).toEqual([testLeg(1, 101, 2.5, { quote: { ss: 1, au: true, smin: 10, smax: 5000, line: '', name: 'Home' } })]);
    expect(h.watched.at(-1)).toEqual([{ matchId: 1, marketId: 101, optionType: 1 }]);
    expect(h.reasons()).toEqual(['noStake']);
  });

  it('each pick checks every leg again; a second option of the same market replaces the first in place', async () => {
    const h = startBetSlip();
    await h.pick(A);
    await h.pick(B);
    expect(h.fakes.checkOdds).toHaveBeenLastCalledWith({
      legs: [
        { matchId: 1, marketId: 101, optionType: 1 },
        { matchId: 2, marketId: 201, optionType: 1 },
      ],
      series: false,
    });
    await h.pick({ ...A, optionType: 2, odds: 1.5 });
    expect(h.context().legs.map(legKey)).toEqual(['101:2', '201:1']);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(3);
  });

  it('TOGGLE of a picked option and REMOVE of the last leg go back to empty, without asking for an empty check', async () => {
    const h = startBetSlip();
    await h.pick(A);
    h.actor.send({ type: 'TOGGLE', option: A });
    await settle();
    expect(h.snapshot().value).toBe('empty');
    await h.pick(B);
    h.actor.send({ type: 'REMOVE', marketId: B.marketId, optionType: B.optionType });
    await settle();
    expect(h.snapshot().value).toBe('empty');
    expect(h.context().legs).toEqual([]);
    for (const [input] of h.fakes.checkOdds.mock.calls) expect(input.legs.length).toBeGreaterThan(0);
    expect(h.watched.at(-1)).toEqual([]);
  });

  it('a blocked pick is refused with its reason and nothing is added', async () => {
    const h = startBetSlip();
    h.actor.send({ type: 'TOGGLE', option: testOption(1, 101, -1) });
    await settle();
    expect(h.snapshot().value).toBe('empty');
    expect(h.context().refused).toBe('locked');
    expect(h.fakes.checkOdds).not.toHaveBeenCalled();
  });

  it('a failed check -> checkFailed, asked again after 5 s or at once on RETRY; code 8 is maintenance', async () => {
    const h = startBetSlip();
    h.fakes.checkOdds.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await h.pick(A);
    expect(h.snapshot().value).toEqual({ editing: 'checkFailed' });
    expect(h.context().checkError).toBe('network');
    await h.advance(4999);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(1);
    h.fakes.checkOdds.mockRejectedValueOnce(new ApiError('maintenance', 'Maintenance', { code: 8 }));
    await h.advance(1);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
    expect(h.snapshot().value).toEqual({ editing: 'checkFailed' });
    expect(h.reasons()).toContain('maintenance');
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(3);
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().checkError).toBeNull();
    expect(h.reasons()).toEqual(['noStake']);
  });

  it('a line move replaces the market id, keeps the stake typed for the leg, and the watcher follows the new market', async () => {
    const h = startBetSlip();
    await h.pick(A);
    h.stake(A, '100');
    h.setMarket(A, { movedTo: 105, li: '-1.0' });
    await h.pick(B);
    const leg = h.context().legs[0]!;
    expect(leg).toMatchObject({ marketId: 105, movedFrom: 101, quote: { line: '-1.0' } });
    expect(h.watched.at(-1)).toContainEqual({ matchId: 1, marketId: 105, optionType: 1 });
    expect(h.context().stakes).toEqual({ '105:1': '100' });
    expect(h.reasons()).toEqual([]);
    // And a placement sends it on the new market.
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(sentPlacements(h)[0]).toMatchObject({ legs: [{ marketId: 105 }, { marketId: 201 }], orders: [{ key: '105:1', stake: 100 }] });
  });

  it('SET_KIND to parlay checks again asking for the series, and the parlay stake places', async () => {
    const h = startBetSlip();
    await h.pick(A);
    await h.pick(B);
    h.actor.send({ type: 'SET_KIND', kind: 'parlay' });
    await settle();
    expect(h.fakes.checkOdds).toHaveBeenLastCalledWith(expect.objectContaining({ series: true }));
    expect(h.context().series.map((s) => s.sn)).toEqual([2001]);
    h.stake(PARLAY_KEY, '20');
    expect(h.reasons()).toEqual([]);
  });
});

describe('pushed prices under the odds-change policy', () => {
  it('policy 1 takes a better price at once (recheckSoon, then checking after 400 ms quiet)', async () => {
    const h = await placeable();
    h.push(A, 2.7);
    expect(h.snapshot().value).toEqual({ editing: 'recheckSoon' });
    expect(h.context().legs[0]).toMatchObject({ odds: 2.7, current: 2.7, previous: 2.5 });
    expect(h.reasons()).toEqual([]);
    await h.advance(399);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
  });

  it('policy 1 makes a worse price wait: PLACE does nothing until ACCEPT_CHANGES', async () => {
    const h = await placeable();
    h.push(A, 2.2);
    await h.advance(400);
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().legs[0]).toMatchObject({ odds: 2.5, current: 2.2 });
    expect(h.reasons()).toEqual(['oddsChanged']);
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
    expect(h.effects.setLongRunning).not.toHaveBeenCalled();
    h.actor.send({ type: 'ACCEPT_CHANGES' });
    expect(h.context().legs[0]).toMatchObject({ odds: 2.2, current: 2.2, previous: 2.5 });
    expect(h.reasons()).toEqual([]);
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
    expect(sentPlacements(h)[0]!.legs[0]!.odds).toBe(2.2);
  });

  it('policy 0 makes even a better price wait', async () => {
    const h = await placeable({ env: { oddsChange: 0 } });
    h.push(A, 2.7);
    await h.advance(400);
    expect(h.context().legs[0]).toMatchObject({ odds: 2.5, current: 2.7 });
    expect(h.reasons()).toEqual(['oddsChanged']);
  });

  it('policy 2 takes a worse price at once', async () => {
    const h = await placeable({ env: { oddsChange: 2 } });
    h.push(A, 2.1);
    await h.advance(400);
    expect(h.context().legs[0]).toMatchObject({ odds: 2.1, current: 2.1, previous: 2.5 });
    expect(h.reasons()).toEqual([]);
  });

  it('a pushed suspension closes the leg until the market opens again', async () => {
    const h = await placeable();
    h.push(A, 2.5, 0);
    await h.advance(400);
    expect(h.reasons()).toEqual(['marketClosed']);
    h.push(A, 2.5, 1);
    await h.advance(400);
    expect(h.reasons()).toEqual([]);
  });
});

describe('placing', () => {
  it('PLACE without a stake does nothing', async () => {
    const h = startBetSlip();
    await h.pick(A);
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(1);
    expect(h.fakes.place).not.toHaveBeenCalled();
    expect(h.effects.persistPlacement).not.toHaveBeenCalled();
  });

  it('PLACE -> prechecking -> sending -> tracking -> done: one request, stored first, polled until confirmed', async () => {
    const h = await placeable();
    h.actor.send({ type: 'PLACE' });
    expect(h.snapshot().value).toEqual({ placing: 'prechecking' });
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true]]);
    await settle();
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
    const [sent] = sentPlacements(h);
    expect(sent).toMatchObject({ userName: 'Alice', kind: 'single', oddsChange: 1, currencyId: 1000, phase: 'sending', legs: [{ matchId: 1, marketId: 101, optionType: 1, odds: 2.5 }] });
    expect(sent!.orders).toEqual([{ cid: `${sent!.id}-0`, key: '101:1', stake: 100, oid: null, st: null, rj: null, rjs: '' }]);
    expect(sent!.orders[0]!.cid).toMatch(CID);
    // Stored before it was sent: a reload between the two reconciles instead of sending again.
    expect(h.effects.persistPlacement.mock.calls[0]![0]).toEqual(sent);
    expect(h.effects.persistPlacement.mock.invocationCallOrder[0]!).toBeLessThan(h.fakes.place.mock.invocationCallOrder[0]!);
    expect(h.context().placement).toMatchObject({ phase: 'tracking', orders: [{ oid: '9001', st: 0 }] });

    await h.advance(499);
    expect(h.fakes.orderStatuses).not.toHaveBeenCalled();
    await h.advance(1);
    expect(h.fakes.orderStatuses).toHaveBeenCalledExactlyOnceWith(['9001']);
    expect(h.snapshot().value).toBe('done');
    expect(outcomeOf(h.context().placement!)).toEqual({ confirmed: 1, rejected: 0, notPlaced: 0 });
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(1);
    // Kept stored as done until the bettor acts on the outcome (a reload shows it again).
    expect(phases(h)).toEqual(['sending', 'tracking', 'done']);
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true], [false]]);
    expect(h.fakes.place).toHaveBeenCalledTimes(1);

    // All confirmed: DISMISS empties the slip and removes the stored placement.
    h.actor.send({ type: 'DISMISS' });
    expect(h.snapshot().value).toBe('empty');
    expect(h.context()).toMatchObject({ legs: [], stakes: {}, placement: null });
    expect(phases(h)).toEqual(['sending', 'tracking', 'done', null]);
  });

  it('a double PLACE sends exactly one request', async () => {
    const h = await placeable();
    h.actor.send({ type: 'PLACE' });
    h.actor.send({ type: 'PLACE' });
    await settle();
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.fakes.place).toHaveBeenCalledTimes(1);
    expect(h.fakes.checkOdds).toHaveBeenCalledTimes(2);
  });

  it('placing.sending.waiting -> slow after 2 s without an answer', async () => {
    const h = await placeable();
    const answer = holdPlace(h);
    h.actor.send({ type: 'PLACE' });
    await h.advance(1999);
    expect(h.snapshot().value).toEqual({ placing: { sending: 'waiting' } });
    await h.advance(1);
    expect(h.snapshot().value).toEqual({ placing: { sending: 'slow' } });
    answer.resolve(placedAs(sentPlacements(h)[0]!));
    await settle();
    expect(h.snapshot().value).toEqual({ placing: { tracking: 'waiting' } });
  });

  it('TOGGLE, REMOVE and CLEAR while placing change nothing; a pick is refused as busy', async () => {
    const h = await placeable();
    holdPlace(h);
    h.actor.send({ type: 'PLACE' });
    await settle();
    h.actor.send({ type: 'TOGGLE', option: B });
    h.actor.send({ type: 'REMOVE', marketId: A.marketId, optionType: A.optionType });
    h.actor.send({ type: 'CLEAR' });
    expect(h.context().refused).toBe('busy');
    expect(h.context().legs.map(legKey)).toEqual(['101:1']);
    expect(h.snapshot().value).toEqual({ placing: { sending: 'waiting' } });
  });

  it('a worse price at the precheck stops before sending: editing.ready, waiting for acceptance', async () => {
    const h = await placeable();
    h.setMarket(A, { od: 2.3 });
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.reasons()).toEqual(['oddsChanged']);
    expect(h.fakes.place).not.toHaveBeenCalled();
    expect(h.effects.persistPlacement).not.toHaveBeenCalled();
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true], [false]]);
  });

  it('a line move found by the precheck is followed by the price watcher', async () => {
    const h = await placeable();
    h.setMarket(A, { movedTo: 105, od: 2.3 });
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().legs[0]).toMatchObject({ marketId: 105, movedFrom: 101 });
    expect(h.watched.at(-1)).toEqual([{ matchId: 1, marketId: 105, optionType: 1 }]);
  });

  it('a failed precheck goes to editing.checkFailed and sends nothing', async () => {
    const h = await placeable();
    h.fakes.checkOdds.mockRejectedValueOnce(new ApiError('timeout', 'slow'));
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'checkFailed' });
    expect(h.fakes.place).not.toHaveBeenCalled();
  });

  it('a parlay is one order of the parlay series', async () => {
    const h = startBetSlip();
    await h.pick(A);
    await h.pick(B);
    h.actor.send({ type: 'SET_KIND', kind: 'parlay' });
    await settle();
    h.stake(PARLAY_KEY, '20');
    h.actor.send({ type: 'PLACE' });
    await settle();
    const [sent] = sentPlacements(h);
    expect(sent).toMatchObject({ kind: 'parlay', orders: [{ key: PARLAY_KEY, stake: 20 }] });
    expect(sent!.legs.map(legKey)).toEqual(['101:1', '201:1']);
  });
});

describe('refusals: the provider recorded nothing', () => {
  it('3001 -> editing.ready with the problem and the new price waiting; the stored placement is removed', async () => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(new ApiError('server', 'Odds changed', { code: 3001, data: { changes: [{ marketId: 101, optionType: 1, odds: 2.2 }] } }));
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().problem).toEqual({ code: 'oddsChanged', message: 'Odds changed', changes: [{ marketId: 101, optionType: 1, odds: 2.2 }] });
    expect(h.context().legs[0]).toMatchObject({ odds: 2.5, current: 2.2 });
    expect(h.context().placement).toBeNull();
    expect(phases(h)).toEqual(['sending', null]);
    expect(h.reasons()).toEqual(['oddsChanged']);
    expect(h.effects.setLongRunning.mock.calls).toEqual([[true], [false]]);
    expect(h.fakes.recentOrders).not.toHaveBeenCalled();
    h.actor.send({ type: 'ACCEPT_CHANGES' });
    expect(h.context().problem).toBeNull();
    expect(h.reasons()).toEqual([]);
  });

  it.each([
    [3004, { balance: 50 }, { code: 'overBalance', value: 50 }],
    [3015, { marketId: 101 }, { code: 'marketClosed' }],
    [3002, { min: 200 }, { code: 'belowMin', value: 200 }],
    [8, undefined, { code: 'maintenance' }],
  ])('code %i is a refusal: %o', async (code, data, problem) => {
    const h = await placeable();
    h.fakes.place.mockRejectedValueOnce(code === 8 ? new ApiError('maintenance', '', { code }) : new ApiError('server', '', { code, data }));
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().problem).toEqual(problem);
    expect(h.context().placement).toBeNull();
    expect(phases(h)).toEqual(['sending', null]);
    expect(h.fakes.recentOrders).not.toHaveBeenCalled();
  });

  it('a session that ends while placing does not stop the placement (it is long-running)', async () => {
    const h = await placeable();
    const answer = holdPlace(h);
    h.actor.send({ type: 'PLACE' });
    await settle();
    h.setEnv({ loggedIn: false, userName: null });
    answer.resolve(placedAs(sentPlacements(h)[0]!));
    await h.advance(500);
    expect(h.snapshot().value).toBe('done');
    expect(h.context().placement!.userName).toBe('Alice');
  });
});

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
    h.fakes.recentOrders.mockRejectedValueOnce(new ApiError('network', 'offline')).mockRejectedValueOnce(new ApiError('network', 'offline'));
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
    expect(at.map((t) => t - start)).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 6000, 8000, 12000]);
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
    h.fakes.orderStatuses.mockResolvedValueOnce([{ oid: '9001', st: 4, rjs: '' }, { oid: '9002', st: 1, rjs: '' }]);
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
    expect(h.context().placement!.orders[0]).toMatchObject({ oid: '9001', st: 2, rj: 3006, rjs: 'Refused by the traders' });
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
    const h = startBetSlip({ input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' }, placement: stored('sending') }, paused: true });
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
    const first = startBetSlip({ input: { legs, stakes: { '101:1': '100' }, placement: stored('sending') }, paused: true });
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
    const h = startBetSlip({ input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' }, placement: { ...stored('tracking', '4242'), phase: 'done' } } });
    expect(h.snapshot().value).toBe('done');
    expect(phases(h)).toEqual([]);
    h.actor.send({ type });
    expect(phases(h)).toEqual([null]);
    expect(h.context().placement).toBeNull();
  });

  it('done -> TOGGLE (a new pick) removes the stored placement', async () => {
    const h = startBetSlip({ input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' }, placement: { ...stored('tracking', '4242'), phase: 'done' } } });
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
    const h = startBetSlip({ input: { legs: [testLeg(1, 101, 2.5, { quote: null })], stakes: { '101:1': '100' } }, paused: true });
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
