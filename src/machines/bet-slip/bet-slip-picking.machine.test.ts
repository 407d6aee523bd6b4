import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  A,
  B,
  placeable,
  sentPlacements,
  settle,
  startBetSlip,
  testLeg,
  testOption,
} from '../../../tests/support/bet-slip-test-kit';
import { legKey, PARLAY_KEY } from './slip-rules';

/**
 * The real bet-slip chart (bet-slip.machine.ts) with every provider call faked (bet-slip-test-kit.ts)
 * and xstate's SimulatedClock driving its delays, before anything is sent: picking and the odds check
 * (retried after 5 s), and prices pushed while the slip is open (checked again after 400 ms quiet) under
 * each odds-change policy. Each test names the states it walks.
 */

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
    expect(h.fakes.checkOdds).toHaveBeenCalledExactlyOnceWith({
      legs: [{ matchId: 1, marketId: 101, optionType: 1 }],
      series: false,
    });
    expect(h.context().legs).toEqual([
      testLeg(1, 101, 2.5, { quote: { ss: 1, au: true, smin: 10, smax: 5000, line: '', name: 'Home' } }),
    ]);
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
    expect(h.context().checkError?.code).toBe('network');
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
    expect(sentPlacements(h)[0]).toMatchObject({
      legs: [{ marketId: 105 }, { marketId: 201 }],
      orders: [{ key: '105:1', stake: 100 }],
    });
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
