import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { countReconnects } from './connection-info';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('countReconnects', () => {
  it('counts reconnects, not the first connect, and skips repeated states', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const states = hot('rccdrcdc', { r: 'connecting', c: 'connected', d: 'disconnected' } as const);
      expectObservable(states.pipe(countReconnects())).toBe('ab-cdefg', {
        a: { state: 'connecting', epoch: 0 },
        b: { state: 'connected', epoch: 0 },
        c: { state: 'disconnected', epoch: 0 },
        d: { state: 'connecting', epoch: 0 },
        e: { state: 'connected', epoch: 1 },
        f: { state: 'disconnected', epoch: 1 },
        g: { state: 'connected', epoch: 2 },
      });
    });
  });
});
