import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo } from 'xstate';
import type { LegRef } from '../../api/provider/bet-api';
import { priceChanges, slipPricesMachine, type PricedMatch, type PricesFeed } from './slip-prices.machine';

const leg = (matchId: number, marketId: number): LegRef => ({ matchId, marketId, optionType: 1 });
const priced = (marketId: number, od: number, ss = 1): { match: PricedMatch } => ({
  match: { mg: [{ mks: [{ id: marketId, ss, op: [{ ty: 1, od }] }] }] },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The price watcher under a parent that records what it answers, the way the slip invokes it. */
function start(loadFeed: () => Promise<PricesFeed>) {
  const answered: unknown[] = [];
  const parent = createMachine({
    types: {} as { events: { type: 'WATCH'; legs: LegRef[] } | { type: 'PUSHED_ODDS' } },
    invoke: {
      id: 'prices',
      src: slipPricesMachine.provide({ actors: { loadFeed: fromPromise<PricesFeed>(loadFeed) } }),
    },
    on: {
      WATCH: { actions: sendTo('prices', ({ event }) => event) },
      PUSHED_ODDS: { actions: ({ event }) => answered.push(event) },
    },
  });
  const actor = createActor(parent).start();
  const prices = () => actor.getSnapshot().children.prices!.getSnapshot();
  return { actor, answered, prices, watch: (legs: LegRef[]) => actor.send({ type: 'WATCH', legs }) };
}

describe('slip prices (the bet slip price watcher chart)', () => {
  it('loadingFeed -> watching: follows the legs given meanwhile, answers only changes, stops a match no leg is on', async () => {
    const views = new Map<number, Subject<{ match: PricedMatch }>>();
    const match$ = (id: number) => views.get(id) ?? views.set(id, new Subject()).get(id)!;
    const t = start(async () => ({ match$ }));
    t.watch([leg(1, 101)]);
    expect(t.prices().value).toBe('loadingFeed');
    await tick();
    expect(t.prices().value).toBe('watching');
    views.get(1)!.next(priced(101, 2.5));
    views.get(1)!.next(priced(101, 2.5));
    views.get(1)!.next(priced(101, 2.5, 0));
    expect(t.answered).toEqual([
      { type: 'PUSHED_ODDS', marketId: 101, optionType: 1, od: 2.5, ss: 1 },
      { type: 'PUSHED_ODDS', marketId: 101, optionType: 1, od: 2.5, ss: 0 },
    ]);
    t.watch([leg(2, 201)]);
    expect(views.get(1)!.observed).toBe(false);
    expect(views.get(2)!.observed).toBe(true);
    t.actor.stop();
    expect(views.get(2)!.observed).toBe(false);
  });

  it('a new WATCH forgets what was sent: the same price is news again', () => {
    const once = priceChanges([leg(1, 101)], {}, 1, priced(101, 2).match);
    expect(once.events).toHaveLength(1);
    expect(priceChanges([leg(1, 101)], once.sent, 1, priced(101, 2).match).events).toEqual([]);
    expect(priceChanges([leg(1, 101)], {}, 2, priced(101, 2).match).events).toEqual([]);
  });

  it('no feed: unavailable, and nothing is answered', async () => {
    const t = start(async () => Promise.reject(new Error('no chunk')));
    t.watch([leg(1, 101)]);
    await tick();
    expect(t.prices().value).toBe('unavailable');
    expect(t.answered).toEqual([]);
    t.actor.stop();
  });
});
