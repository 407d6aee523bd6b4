import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  holdPlace,
  phases,
  placeable,
  placedAs,
  sentPlacements,
  settle,
} from '../../../tests/support/bet-slip-test-kit';

/**
 * The bet-slip chart when the place call's answer is lost (a timeout, a network error, an unreadable or
 * unexpected answer): it reconciles by client order id (reads after 2 s and 4 s, slower while they fail)
 * and never sends again on its own; an unplaced slip is sent again only on RETRY, or discarded. Harness
 * and clock as in bet-slip-placing.machine.test.ts.
 */

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
