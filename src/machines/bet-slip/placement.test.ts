import { describe, expect, it } from 'vitest';
import { TEST_ENV, testLeg } from '../../../tests/support/bet-slip-test-kit';
import {
  applyPlaced,
  applyRecent,
  applyStatuses,
  newPlacement,
  outcomeOf,
  pendingOrderIds,
  pollDelay,
} from './placement';
import { randomId } from '../../lib/platform/random-id';
import type { SlipShape } from './slip-rules';
import type { Placement, PlacementOrder } from './slip-types';

/** A placement's life outside the chart (placement.ts): ids, answers, reconciliation and polls. */

const A = testLeg(1, 101, 2);
const B = testLeg(2, 201, 3);
const C = testLeg(3, 301, 4);
const singles: SlipShape = {
  kind: 'single',
  legs: [A, B, C],
  stakes: { '101:1': '10', '301:1': '30' },
  series: [],
  mon: 10,
  msl: 10,
};
const ID = 'AbCdEfGhIjKlMnOp';
/** Two orders: 101:1 (cid ID-0) and 301:1 (cid ID-1). */
const two = () => newPlacement(singles, TEST_ENV, 1234, ID);
/** The provider's client order id rule (docs/betting-api.md). */
const PROVIDER_CID = /^[A-Za-z0-9_-]{8,64}$/;

const withOrders = (p: Placement, orders: Partial<PlacementOrder>[]): Placement => ({
  ...p,
  orders: p.orders.map((o, i) => ({ ...o, ...orders[i] })),
});

describe('newPlacement', () => {
  it('one order per stake line, each with its client id `<id>-<i>`, stored as sending', () => {
    expect(two()).toEqual({
      id: ID,
      userName: 'Alice',
      kind: 'single',
      startedAt: 1234,
      oddsChange: 1,
      currencyId: 1000,
      legs: [
        { matchId: 1, marketId: 101, optionType: 1, odds: 2 },
        { matchId: 2, marketId: 201, optionType: 1, odds: 3 },
        { matchId: 3, marketId: 301, optionType: 1, odds: 4 },
      ],
      orders: [
        { cid: `${ID}-0`, key: '101:1', stake: 10, oid: null, st: null, rj: null, rjs: '' },
        { cid: `${ID}-1`, key: '301:1', stake: 30, oid: null, st: null, rj: null, rjs: '' },
      ],
      phase: 'sending',
    });
  });

  it('a system order carries its unit stake, not its total', () => {
    const p = newPlacement(
      { ...singles, kind: 'system', series: [{ sn: 2003, bets: 3, min: 1, max: 100 }], stakes: { s2003: '5' } },
      TEST_ENV,
      0,
      ID,
    );
    expect(p.orders).toEqual([{ cid: `${ID}-0`, key: 's2003', stake: 5, oid: null, st: null, rj: null, rjs: '' }]);
  });

  it('random ids are 16 of [A-Za-z0-9], the client ids fit the provider’s rule, and no two presses share one', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const p = newPlacement(singles, TEST_ENV, 0);
      expect(p.id).toMatch(/^[A-Za-z0-9]{16}$/);
      for (const [n, o] of p.orders.entries()) {
        expect(o.cid).toBe(`${p.id}-${n}`);
        expect(o.cid).toMatch(/^[A-Za-z0-9]{16}-\d+$/);
        expect(o.cid).toMatch(PROVIDER_CID);
      }
      ids.add(p.id);
    }
    expect(ids.size).toBe(2000);
    expect(randomId(8)).toMatch(/^[A-Za-z0-9]{8}$/);
    // Even the 20th single of a full batch stays within 64 characters.
    expect(`${randomId()}-19`).toMatch(PROVIDER_CID);
  });
});

describe('applyPlaced', () => {
  it('matches the answer by the cid it echoes, whatever its order', () => {
    const p = applyPlaced(two(), [
      { id: '902', cid: `${ID}-1`, st: 0, ops: [] },
      { id: '901', cid: `${ID}-0`, st: 1, ops: [] },
    ]);
    expect(p.phase).toBe('tracking');
    expect(p.orders.map((o) => [o.cid, o.oid, o.st])).toEqual([
      [`${ID}-0`, '901', 1],
      [`${ID}-1`, '902', 0],
    ]);
  });

  it('falls back to the request order when the answer has no cid', () => {
    const p = applyPlaced(two(), [
      { id: '901', st: 0, ops: [] },
      { id: '902', cid: null, st: 0, ops: [] },
    ]);
    expect(p.orders.map((o) => o.oid)).toEqual(['901', '902']);
  });

  it('an answer whose orders are all final already is done', () => {
    expect(
      applyPlaced(two(), [
        { id: '901', st: 4, ops: [] },
        { id: '902', st: 2, ops: [] },
      ]).phase,
    ).toBe('done');
    expect(
      applyPlaced(two(), [
        { id: '901', st: 4, ops: [] },
        { id: '902', st: 1, ops: [] },
      ]).phase,
    ).toBe('tracking');
  });
});

describe('applyRecent', () => {
  it('finds our orders by client id among the recent ones and counts them', () => {
    const { placement, found } = applyRecent(two(), [
      { id: '800', cid: 'another-0', st: 4, rjs: '' },
      { id: '801', cid: null, st: 4, rjs: '' },
      { id: '901', cid: `${ID}-0`, st: 1, rjs: '' },
      { id: '902', cid: `${ID}-1`, st: 2, rj: 3007, rjs: 'The match changed' },
    ]);
    expect(found).toBe(2);
    expect(placement.phase).toBe('tracking');
    expect(placement.orders.map((o) => [o.oid, o.st, o.rj, o.rjs])).toEqual([
      ['901', 1, null, ''],
      ['902', 2, 3007, 'The match changed'],
    ]);
  });

  it('nothing found: the placement is unchanged (still sending)', () => {
    const before = two();
    const { placement, found } = applyRecent(before, [{ id: '800', cid: 'another-0', st: 4, rjs: '' }]);
    expect(found).toBe(0);
    expect(placement).toBe(before);
  });

  it('every found order final: done', () => {
    expect(
      applyRecent(two(), [
        { id: '901', cid: `${ID}-0`, st: 5, rjs: '' },
        { id: '902', cid: `${ID}-1`, st: 3, rjs: '' },
      ]).placement.phase,
    ).toBe('done');
  });
});

describe('applyStatuses', () => {
  const tracking = () =>
    withOrders({ ...two(), phase: 'tracking' }, [
      { oid: '901', st: 0 },
      { oid: '902', st: 0 },
    ]);

  it('done only when every known order is final', () => {
    const half = applyStatuses(tracking(), [{ oid: '901', st: 4, rjs: '' }]);
    expect(half.phase).toBe('tracking');
    expect(half.orders.map((o) => o.st)).toEqual([4, 0]);
    expect(pendingOrderIds(half)).toEqual(['902']);
    const confirming = applyStatuses(half, [{ oid: '902', st: 1, rjs: '' }]);
    expect(confirming.phase).toBe('tracking');
    const done = applyStatuses(confirming, [{ oid: '902', st: 2, rj: 3006, rjs: 'Refused by the traders' }]);
    expect(done.phase).toBe('done');
    expect(done.orders[1]).toMatchObject({ st: 2, rj: 3006, rjs: 'Refused by the traders' });
    expect(pendingOrderIds(done)).toEqual([]);
  });

  it('an order the provider never recorded does not hold the placement up; ids it does not know change nothing', () => {
    const oneKnown = withOrders({ ...two(), phase: 'tracking' }, [{ oid: '901', st: 0 }]);
    expect(applyStatuses(oneKnown, [{ oid: '999', st: 4, rjs: '' }]).orders).toEqual(oneKnown.orders);
    expect(applyStatuses(oneKnown, [{ oid: '901', st: 5, rjs: '' }]).phase).toBe('done');
  });

  it('a placement with no known order is never done by a status read', () => {
    expect(applyStatuses(two(), []).phase).toBe('sending');
  });

  it('a later status without a reason keeps the reason already known', () => {
    const rejected = withOrders(tracking(), [{ st: 2, rj: 3006, rjs: 'Refused' }]);
    expect(applyStatuses(rejected, [{ oid: '901', st: 2, rjs: '' }]).orders[0]).toMatchObject({
      rj: 3006,
      rjs: 'Refused',
    });
  });
});

describe('outcomeOf', () => {
  it('counts confirmed (4, 5), rejected (2, 3) and never recorded; open orders are none of them', () => {
    const p = newPlacement({ ...singles, stakes: { '101:1': '1', '201:1': '1', '301:1': '1' } }, TEST_ENV, 0, ID);
    expect(outcomeOf(p)).toEqual({ confirmed: 0, rejected: 0, notPlaced: 3 });
    const mixed = withOrders(p, [
      { oid: '1', st: 5 },
      { oid: '2', st: 3 },
      { oid: '3', st: 1 },
    ]);
    expect(outcomeOf(mixed)).toEqual({ confirmed: 1, rejected: 1, notPlaced: 0 });
    expect(
      outcomeOf(
        withOrders(p, [
          { oid: '1', st: 4 },
          { oid: '2', st: 2 },
        ]),
      ),
    ).toEqual({ confirmed: 1, rejected: 1, notPlaced: 1 });
  });
});

describe('pollDelay', () => {
  it('every 500 ms for the first 5 s, then 1 s doubling, capped at 5 s', () => {
    expect(Array.from({ length: 10 }, (_, i) => pollDelay(i))).toEqual(Array(10).fill(500));
    expect([10, 11, 12, 13, 14, 60].map(pollDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(pollDelay(-3)).toBe(500);
  });

  it('a confirmation within the provider’s 0.5-2.5 s is read within 500 ms of it', () => {
    const polls: number[] = [];
    for (let i = 0, t = 0; t < 3000; i++) polls.push((t += pollDelay(i)));
    for (let confirmedAt = 500; confirmedAt <= 2500; confirmedAt += 50) {
      const read = polls.find((t) => t >= confirmedAt)!;
      expect(read - confirmedAt).toBeLessThanOrEqual(500);
    }
  });
});
