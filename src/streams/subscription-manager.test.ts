import { Subject, tap, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { SubscribeRequest } from '../api/push-protocol';
import type { ConnectionState } from './push-transport';
import { createSubscriptionManager } from './subscription-manager';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
type Op = { add?: number; remove?: number };
const states = { c: 'connected', d: 'disconnected' } as const satisfies Record<string, ConnectionState>;

function harness(scheduler: TestScheduler, state$: Observable<ConnectionState>, ops: Observable<Op>) {
  const sent = new Subject<{ event: string; ids: number[] }>();
  let current: ConnectionState = 'disconnected';
  const manager = createSubscriptionManager({
    connection$: state$.pipe(tap((state) => (current = state))),
    isConnected: () => current === 'connected',
    send: (event: string, payload: SubscribeRequest) => sent.next({ event, ids: payload.matchIds }),
    scheduler,
  });
  ops.subscribe((op) => {
    if (op.add !== undefined) manager.add(op.add);
    if (op.remove !== undefined) manager.remove(op.remove);
  });
  return { sent, manager };
}

describe('subscription manager', () => {
  it('batches requests for 50 ms and sends one sub', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const state$ = hot('c', states);
      const ops = hot('   -a-b 20ms c', { a: { add: 1 }, b: { add: 2 }, c: { add: 3 } });
      const { sent } = harness(scheduler, state$, ops);
      expectObservable(sent).toBe('51ms s', { s: { event: 'sub', ids: [1, 2, 3] } });
    });
  });

  it('cancels a subscribe against an unsubscribe inside the window, and an unsubscribe against a resubscribe', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const state$ = hot('c', states);
      //                   0: add 1, add 2   10: remove 2   60: sub [1]   70: remove 1   80: add 1 (cancels)   200: remove 1
      const ops = hot('   a 9ms b 59ms r 9ms s 119ms t', {
        a: { add: 1 },
        b: { remove: 2 },
        r: { remove: 1 },
        s: { add: 1 },
        t: { remove: 1 },
      });
      const extra = hot(' b', { b: { add: 2 } });
      const { sent, manager } = harness(scheduler, state$, ops);
      extra.subscribe((op) => manager.add(op.add!));
      expectObservable(sent).toBe('50ms s 199ms u', { s: { event: 'sub', ids: [1] }, u: { event: 'unsub', ids: [1] } });
    });
  });

  it('sends nothing offline and re-subscribes everything counted on every connect', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const state$ = hot('d 99ms c 99ms d 9ms c', states);
      const ops = hot('   a 9ms b', { a: { add: 7 }, b: { add: 8 } });
      const { sent } = harness(scheduler, state$, ops);
      const sub = { event: 'sub', ids: [7, 8] };
      expectObservable(sent).toBe('100ms a 109ms b', { a: sub, b: sub });
    });
  });

  it('counts references: a match stays subscribed until its last holder lets go', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const state$ = hot('c', states);
      // (aa) fills frames 0-3: the removes land at 103 (count 2 -> 1, nothing sent) and 203.
      const ops = hot('   (aa) 99ms r 99ms r', { a: { add: 5 }, r: { remove: 5 } });
      const { sent, manager } = harness(scheduler, state$, ops);
      expectObservable(sent).toBe('50ms s 202ms u', { s: { event: 'sub', ids: [5] }, u: { event: 'unsub', ids: [5] } });
      scheduler.schedule(() => expect(manager.count(5)).toBe(1), 150);
    });
  });
});
