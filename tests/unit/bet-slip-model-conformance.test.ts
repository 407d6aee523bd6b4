import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { PlacedOrder } from '../../src/api/provider/bet-schemas';
import { deferred, settle, startBetSlip, testOption, type Deferred } from '../support/bet-slip-test-kit';
import { outcomeOf } from '../../src/machines/bet-slip/placement';
import type { Placement } from '../../src/machines/bet-slip/slip-types';
import { betSlipModel, EVENTS, modelPaths, STATES, type ModelEvent, type ModelState } from '../model/bet-slip.model';

/**
 * The bet slip model's paths (tests/model/bet-slip.model.ts) run against the real statechart,
 * with the provider's order calls and the price feed replaced by in-memory fakes and its delays
 * by a simulated clock. After every step the real chart's state must be the one the model names,
 * and the placing requests must be exactly the ones the steps asked for: one per PLACE that
 * could place, one per RETRY, none from reconciliation. A path the chart does not follow fails
 * in milliseconds and names the step, which keeps the hand-written model true to the chart.
 */

const round = (n: number) => Math.round(n * 100) / 100;

function harness() {
  const h = startBetSlip();
  /** Every placing request's answer, held until a step gives it. */
  const answers: Deferred<PlacedOrder[]>[] = [];
  h.fakes.place.mockImplementation(() => {
    const answer = deferred<PlacedOrder[]>();
    answers.push(answer);
    return answer.promise;
  });
  let ids = 0;
  let market = 0;
  /** Placing requests the steps so far should have made. */
  let sends = 0;
  const leg = () => {
    const l = h.context().legs[0];
    if (!l) throw new Error('no selection in the slip');
    return l;
  };
  const placement = (): Placement => {
    const p = h.context().placement;
    if (!p) throw new Error('no placement');
    return p;
  };
  const answered = (st: 0 | 2 | 4) => placement().orders.map((o) => ({ id: String(++ids), cid: o.cid, st, rjs: '' }));
  const confirmOrReject = async (st: 2 | 4) => {
    h.fakes.orderStatuses.mockImplementation(async (oids) =>
      oids.map((oid) => (st === 2 ? { oid, st, rj: 3006, rjs: 'Refused by the traders' } : { oid, st, rjs: '' })),
    );
    answers.at(-1)!.resolve(answered(0).map((o) => ({ ...o, ops: [] })));
    await settle();
    // The first status read, after 500 ms.
    await h.advance(500);
  };

  const events: Record<ModelEvent, (step: { state: { value: unknown } }) => Promise<void>> = {
    PICK: async () => {
      market++;
      await h.pick(testOption(market, market * 100, 3));
    },
    STAKE: async () => {
      h.stake(leg(), '100');
      await settle();
    },
    PLACE: async (step) => {
      if (step.state.value === 'pending') sends++;
      h.actor.send({ type: 'PLACE' });
      await settle();
    },
    REMOVE: async () => {
      h.actor.send({ type: 'REMOVE', marketId: leg().marketId, optionType: leg().optionType });
      await settle();
    },
    ODDS_WORSEN: async () => {
      h.push(leg(), round(leg().odds - 0.1));
      // The quiet time, then the provider is asked and agrees.
      await h.advance(400);
    },
    ACCEPT: async () => {
      h.actor.send({ type: 'ACCEPT_CHANGES' });
      await settle();
    },
    MARKET_CLOSES: async () => {
      h.push(leg(), leg().current, 0);
      await h.advance(400);
    },
    MARKET_REOPENS: async () => {
      h.push(leg(), leg().current, 1);
      await h.advance(400);
    },
    PROVIDER_CONFIRMS: () => confirmOrReject(4),
    PROVIDER_REJECTS: () => confirmOrReject(2),
    PRICE_REFUSED: async () => {
      const odds = round(leg().odds - 0.1);
      h.setMarket(leg(), { od: odds });
      answers.at(-1)!.reject(
        new ApiError('server', 'Odds changed', {
          code: 3001,
          data: { changes: [{ marketId: leg().marketId, optionType: leg().optionType, odds }] },
        }),
      );
      await settle();
    },
    ANSWER_LOST_RECORDED: async () => {
      const recorded = answered(4);
      h.fakes.recentOrders.mockImplementationOnce(async () => recorded);
      answers.at(-1)!.reject(new ApiError('timeout', 'timeout of 15000ms exceeded'));
      await settle();
    },
    ANSWER_LOST_NOT_RECORDED: async () => {
      const reads = h.fakes.recentOrders.mock.calls.length;
      answers.at(-1)!.reject(new ApiError('network', 'Network Error'));
      // Three reads must miss: at once, after 2 s and after 4 s more.
      await settle();
      expect(h.snapshot().value).toEqual({ placing: 'reconcileWait' });
      await h.advance(2000);
      expect(h.snapshot().value).toEqual({ placing: 'reconcileWait' });
      await h.advance(4000);
      expect(h.fakes.recentOrders.mock.calls.length - reads).toBe(3);
    },
    RETRY: async () => {
      sends++;
      h.actor.send({ type: 'RETRY' });
      await settle();
    },
    DISCARD: async () => {
      h.actor.send({ type: 'DISCARD' });
      await settle();
    },
    DISMISS: async () => {
      h.actor.send({ type: 'DISMISS' });
      await settle();
    },
  };

  const ready = () => expect(h.snapshot().value).toEqual({ editing: 'ready' });
  const lastPersisted = () => h.effects.persistPlacement.mock.lastCall?.[0];
  const checks: Record<ModelState, () => void> = {
    empty: () => {
      expect(h.snapshot().value).toBe('empty');
      expect(h.context().legs).toEqual([]);
      // Nothing stored, or the dismissed placement removed.
      expect(lastPersisted() ?? null).toBeNull();
    },
    editing: () => {
      ready();
      expect(h.reasons()).toEqual(['noStake']);
    },
    placeable: () => {
      ready();
      expect(h.reasons()).toEqual([]);
      expect(h.context().placement).toBeNull();
      expect(lastPersisted() ?? null).toBeNull();
    },
    oddsChanged: () => {
      ready();
      expect(h.reasons()).toEqual(['oddsChanged']);
      expect(leg().current).toBeLessThan(leg().odds);
    },
    marketClosed: () => {
      ready();
      expect(h.reasons()).toEqual(['marketClosed']);
    },
    pending: () => {
      expect(h.snapshot().matches('placing')).toBe(true);
      expect(placement().phase).toBe('sending');
      // Stored before it was sent, and the request in flight is this placement's.
      expect(lastPersisted()).toBe(placement());
      expect(h.fakes.place.mock.lastCall?.[0]).toBe(placement());
      expect(h.effects.setLongRunning.mock.lastCall).toEqual([true]);
    },
    confirmed: () => {
      expect(h.snapshot().value).toBe('done');
      expect(outcomeOf(placement())).toEqual({ confirmed: 1, rejected: 0, notPlaced: 0 });
      expect(h.effects.refreshBalance).toHaveBeenCalled();
      // Stored as done until dismissed: a reload shows the outcome again.
      expect(lastPersisted()).toBe(placement());
      expect(placement().phase).toBe('done');
      expect(h.effects.setLongRunning.mock.lastCall).toEqual([false]);
    },
    rejected: () => {
      expect(h.snapshot().value).toBe('done');
      expect(outcomeOf(placement())).toEqual({ confirmed: 0, rejected: 1, notPlaced: 0 });
      expect(placement().orders[0]).toMatchObject({ st: 2, rj: 3006, rjs: 'Refused by the traders' });
      expect(lastPersisted()).toBe(placement());
      expect(placement().phase).toBe('done');
    },
    unplaced: () => {
      expect(h.snapshot().value).toBe('unplaced');
      expect(h.context().problem).toEqual({ code: 'notPlaced' });
      // Still stored as sending: a reload reconciles it again instead of forgetting it.
      expect(lastPersisted()).toBe(placement());
      expect(h.effects.setLongRunning.mock.lastCall).toEqual([false]);
    },
  };

  const states = Object.fromEntries(
    Object.entries(checks).map(([name, check]) => [
      name,
      () => {
        check();
        // Exactly the requests the steps asked for, each its own long-running stretch (no placing
        // entered and left for a PLACE that could not place); every request of one placement carries its ids.
        expect(h.fakes.place).toHaveBeenCalledTimes(sends);
        expect(h.effects.setLongRunning.mock.calls.filter(([on]) => on)).toHaveLength(sends);
        const byId = new Map<string, string>();
        for (const [p] of h.fakes.place.mock.calls) {
          const cids = p.orders.map((o) => o.cid).join();
          expect(byId.get(p.id) ?? cids).toBe(cids);
          byId.set(p.id, cids);
        }
      },
    ]),
  );
  return {
    h,
    params: {
      events,
      states: {
        ...states,
        '*': (state: { value: unknown }) => {
          throw new Error(`no check for model state ${JSON.stringify(state.value)}`);
        },
      },
    },
  };
}

async function walk(path: { test(params: unknown): unknown }) {
  const { h, params } = harness();
  try {
    await path.test(params);
  } finally {
    h.actor.stop();
  }
}

describe('bet slip model', () => {
  it('names every state and event it has, and its paths reach every state and take every transition', () => {
    const states = Object.keys(betSlipModel.root.states);
    expect(states.sort()).toEqual(Object.keys(STATES).sort());
    const events = new Set(states.flatMap((s) => Object.keys(betSlipModel.root.states[s]!.config.on ?? {})));
    expect([...events].sort()).toEqual(Object.keys(EVENTS).sort());
    const paths = modelPaths();
    expect(new Set(paths.map(({ path }) => JSON.stringify(path.state.value)))).toEqual(
      new Set(states.map((s) => JSON.stringify(s))),
    );
    const taken = new Set(
      paths.flatMap(({ path }) =>
        path.steps.map((s, i) => (i === 0 ? '' : `${String(path.steps[i - 1]!.state.value)}:${s.event.type}`)),
      ),
    );
    for (const s of states)
      for (const e of Object.keys(betSlipModel.root.states[s]!.config.on ?? {})) expect(taken).toContain(`${s}:${e}`);
  });
});

describe('bet slip model against the real statechart', () => {
  for (const { title, path } of modelPaths({ simple: true })) it(title, () => walk(path));
});
