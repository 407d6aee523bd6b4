import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  A,
  B,
  CID,
  holdPlace,
  phases,
  placeable,
  placedAs,
  sentPlacements,
  settle,
  startBetSlip,
} from '../../../tests/support/bet-slip-test-kit';
import { outcomeOf } from './placement';
import { legKey, PARLAY_KEY } from './slip-rules';

/**
 * The real bet-slip chart (bet-slip.machine.ts) with every provider call faked (bet-slip-test-kit.ts)
 * and xstate's SimulatedClock driving its delays: placing, from the precheck through sending (slow
 * after 2 s) to tracking (a status poll after 500 ms) and done, and the refusals after which the
 * provider recorded nothing. Each test names the states it walks. What happens when an answer is lost,
 * tracking and restoring: bet-slip-lost-answers, bet-slip-tracking and bet-slip-restoring.machine.test.ts.
 */

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
    expect(sent).toMatchObject({
      userName: 'Alice',
      kind: 'single',
      oddsChange: 1,
      currencyId: 1000,
      phase: 'sending',
      legs: [{ matchId: 1, marketId: 101, optionType: 1, odds: 2.5 }],
    });
    expect(sent!.orders).toEqual([
      { cid: `${sent!.id}-0`, key: '101:1', stake: 100, oid: null, st: null, rj: null, rjs: '' },
    ]);
    expect(sent!.orders[0]!.cid).toMatch(CID);
    // Stored before it was sent: a reload between the two reconciles instead of sending again.
    expect(h.effects.persistPlacement.mock.calls[0]![0]).toEqual(sent);
    expect(h.effects.persistPlacement.mock.invocationCallOrder[0]!).toBeLessThan(
      h.fakes.place.mock.invocationCallOrder[0]!,
    );
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
    h.fakes.place.mockRejectedValueOnce(
      new ApiError('server', 'Odds changed', {
        code: 3001,
        data: { changes: [{ marketId: 101, optionType: 1, odds: 2.2 }] },
      }),
    );
    h.actor.send({ type: 'PLACE' });
    await settle();
    expect(h.snapshot().value).toEqual({ editing: 'ready' });
    expect(h.context().problem).toEqual({
      code: 'oddsChanged',
      message: 'Odds changed',
      changes: [{ marketId: 101, optionType: 1, odds: 2.2 }],
    });
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
    h.fakes.place.mockRejectedValueOnce(
      code === 8 ? new ApiError('maintenance', '', { code }) : new ApiError('server', '', { code, data }),
    );
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
