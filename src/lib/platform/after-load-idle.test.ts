// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load-idle';

afterEach(() => vi.useRealTimers());

describe('afterLoadIdle', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: Array<() => void> = [];
    const win = Object.assign(new EventTarget(), {
      document: { readyState: 'loading' },
      requestIdleCallback: (cb: () => void) => idle.push(cb),
    }) as unknown as Window;
    const fn = vi.fn();
    afterLoadIdle(fn, 1000, win);
    vi.advanceTimersByTime(5000);
    expect(idle).toHaveLength(0);
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(fn).not.toHaveBeenCalled();
    idle[0]!();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts the delay at once on a loaded page, and cancelled it never runs', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const win = Object.assign(new EventTarget(), { document: { readyState: 'complete' } }) as unknown as Window;
    const ran = vi.fn();
    const cancelled = vi.fn();
    afterLoadIdle(ran, 100, win);
    afterLoadIdle(cancelled, 100, win)();
    vi.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
