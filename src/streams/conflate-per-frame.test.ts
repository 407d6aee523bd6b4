import { animationFrameScheduler } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { conflateByKeyPerFrame, conflatePerFrame } from './conflate-per-frame';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('conflatePerFrame', () => {
  it('emits only the latest value once per animation frame', () => {
    testScheduler().run(({ hot, expectObservable, animate }) => {
      animate('            ---x---x---x---x');
      const source = hot(' -ab---c-d-----|');
      const expected = '   ---b---c---d--|';
      expectObservable(source.pipe(conflatePerFrame(animationFrameScheduler))).toBe(expected);
    });
  });

  it('stays silent on frames without news and flushes what is pending on completion', () => {
    testScheduler().run(({ hot, expectObservable, animate }) => {
      animate('            ---x---x---x');
      const source = hot(' -a-------b|');
      const expected = '   ---a------(b|)';
      expectObservable(source.pipe(conflatePerFrame(animationFrameScheduler))).toBe(expected);
    });
  });

  it('forwards errors at once and drops what is pending', () => {
    testScheduler().run(({ hot, expectObservable, animate }) => {
      animate('            -----x');
      const source = hot(' -a-#');
      expectObservable(source.pipe(conflatePerFrame(animationFrameScheduler))).toBe('---#');
    });
  });

  it('works with any injected scheduler (values of one virtual frame are one frame)', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const source = hot('-(abc)--(de)-|');
      expectObservable(source.pipe(conflatePerFrame(scheduler))).toBe('-c------e----|');
    });
  });
});

describe('conflateByKeyPerFrame', () => {
  it('emits one Map per frame with the latest value of each key that changed', () => {
    testScheduler().run(({ hot, expectObservable, animate }) => {
      animate('            -----x-----x-----x');
      const values = { a: { id: 1, od: 1.8 }, b: { id: 2, od: 2.1 }, c: { id: 1, od: 1.85 }, d: { id: 2, od: 2.0 } };
      const source = hot(' -abc-----d-------|', values);
      const expected = '   -----x-----y-----|';
      expectObservable(source.pipe(conflateByKeyPerFrame((v) => v.id, animationFrameScheduler))).toBe(expected, {
        x: new Map([
          [1, values.c],
          [2, values.b],
        ]),
        y: new Map([[2, values.d]]),
      });
    });
  });
});

describe('conflateByKeyPerFrame with a leading release', () => {
  // Virtual time: the frame scheduler fires on the `animate` marks; the leading one at once
  // (TestScheduler's own scheduler, delay 0, runs within the same virtual instant).
  it('releases the first change before a frame at once, later ones before that frame on the frame, and after it at once again', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, animate }) => {
      animate('            ----x-----x-----x');
      const values = { a: { id: 1, od: 1.8 }, b: { id: 1, od: 1.9 }, c: { id: 2, od: 2.1 }, d: { id: 1, od: 2.0 } };
      const source = hot(' -a-b-c--------d--|', values);
      const expected = '   -x--yz--------w--|';
      expectObservable(source.pipe(conflateByKeyPerFrame((v) => v.id, animationFrameScheduler, scheduler))).toBe(
        expected,
        {
          x: new Map([[1, values.a]]),
          y: new Map([[1, values.b]]),
          z: new Map([[2, values.c]]),
          w: new Map([[1, values.d]]),
        },
      );
    });
  });
});
