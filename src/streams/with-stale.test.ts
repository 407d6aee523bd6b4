import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { countReconnects, withStale, type ConnectionInfo } from './with-stale';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const conn = {
  c: { state: 'connected', epoch: 0 },
  d: { state: 'disconnected', epoch: 0 },
  r: { state: 'connecting', epoch: 0 },
  e: { state: 'connected', epoch: 1 },
} satisfies Record<string, ConnectionInfo>;

describe('withStale', () => {
  it('marks values stale while disconnected and after a reconnect until fresh data arrives', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const connection = hot('c---d-r-e-----', conn);
      const source = hot('    -a---b------f-', { a: { epoch: 0 }, b: { epoch: 0 }, f: { epoch: 1 } });
      const expected = '      -A--BC------F-';
      expectObservable(source.pipe(withStale(connection, (v) => v.epoch))).toBe(expected, {
        A: { value: { epoch: 0 }, stale: false },
        B: { value: { epoch: 0 }, stale: true },
        C: { value: { epoch: 0 }, stale: true },
        F: { value: { epoch: 1 }, stale: false },
      });
    });
  });

  it('without epochs, only the connection decides (and flips back on reconnect)', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const connection = hot('c--d--e', conn);
      const source = hot('    -a-----');
      expectObservable(source.pipe(withStale(connection))).toBe('-A-B--C', {
        A: { value: 'a', stale: false },
        B: { value: 'a', stale: true },
        C: { value: 'a', stale: false },
      });
    });
  });

  it('treats values as stale until the connection reports', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const connection = hot('---c', conn);
      const source = hot('    -a--');
      expectObservable(source.pipe(withStale(connection))).toBe('-A-B', { A: { value: 'a', stale: true }, B: { value: 'a', stale: false } });
    });
  });
});

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
