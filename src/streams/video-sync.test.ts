import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { shownAt, syncToVideo, type VideoPosition } from './video-sync';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** Items are their own server time; the video trails by `lag` ms (shown = page time - lag). */
const trailing = (lag: number, readAt = 0): VideoPosition => ({ shown: readAt - lag, readAt, playing: true });

describe('syncToVideo (fake time)', () => {
  it('releases each item when the video reaches its time, never before', () => {
    testScheduler().run(({ cold, hot, expectObservable }) => {
      // Video 5 ms behind: an item made at t is shown at t + 5.
      const position$ = cold<VideoPosition | null>('p', { p: trailing(5) });
      const source = hot('-a--b------|', { a: 1, b: 4 });
      const expected = '  ------a--b-|';
      expectObservable(source.pipe(syncToVideo((n) => n, position$))).toBe(expected, { a: 1, b: 4 });
    });
  });

  it('follows a new measurement of the delay (a longer delay holds longer, a shorter one releases at once)', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const position$ = hot<VideoPosition | null>('p--q------r', {
        p: trailing(5),
        // At t=3 the player reads a delay of 9: item 1 is now due at 10.
        q: trailing(9, 3),
        // At t=10 the delay is 2 again: item 2 (due at 4) and everything older goes.
        r: trailing(2, 10),
      });
      const source = hot('-a-b-------------|', { a: 1, b: 2 });
      const expected = '  ----------(ab)---|';
      expectObservable(source.pipe(syncToVideo((n) => n, position$))).toBe(expected, { a: 1, b: 2 });
    });
  });

  it('a video that is not playing holds everything; playing again runs on from its position', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const position$ = hot<VideoPosition | null>('p-s----r', {
        p: trailing(3),
        // Stalled at t=2 showing server time 0: nothing after 0 goes out while it stands.
        s: { shown: 0, readAt: 2, playing: false },
        // Playing again at t=7 from server time 1: item 2 is due 1 ms later.
        r: { shown: 1, readAt: 7, playing: true },
      });
      const source = hot('--a--------|', { a: 2 });
      expectObservable(source.pipe(syncToVideo((n) => n, position$))).toBe('--------a--|', { a: 2 });
    });
  });

  it('switch off (null position) is live: held items go out at once, new ones pass through', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const position$ = hot<VideoPosition | null>('p---n', { p: trailing(100), n: null });
      const source = hot('-a-b----c|', { a: 1, b: 3, c: 8 });
      expectObservable(source.pipe(syncToVideo((n) => n, position$))).toBe('----(ab)c|', { a: 1, b: 3, c: 8 });
    });
  });

  it('keeps arrival order: a due item waits for an earlier one that is not', () => {
    testScheduler().run(({ cold, hot, expectObservable }) => {
      const position$ = cold<VideoPosition | null>('p', { p: trailing(5) });
      const source = hot('-ab---------|', { a: 3, b: 0 });
      expectObservable(source.pipe(syncToVideo((n) => n, position$))).toBe('--------(ab)|', { a: 3, b: 0 });
    });
  });

  it('is bounded: past maxItems the oldest goes out early; nothing waits past maxHoldMs', () => {
    testScheduler().run(({ cold, hot, expectObservable }) => {
      const position$ = cold<VideoPosition | null>('p', { p: trailing(1_000) });
      const source = hot('-abc--------|', { a: 1, b: 2, c: 3 });
      expectObservable(source.pipe(syncToVideo((n) => n, position$, { maxItems: 2, maxHoldMs: 6 }))).toBe(
        '---a----bc--|',
        { a: 1, b: 2, c: 3 },
      );
    });
  });
});

describe('shownAt', () => {
  it('runs on with the page clock while playing, stands while not', () => {
    expect(shownAt({ shown: 100, readAt: 10, playing: true }, 15)).toBe(105);
    expect(shownAt({ shown: 100, readAt: 10, playing: false }, 15)).toBe(100);
    expect(shownAt({ shown: 100, readAt: 10, playing: true }, 5)).toBe(100);
  });
});
