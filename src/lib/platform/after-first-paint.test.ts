// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('runs once, in a task after the next animation frame, not before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fn = vi.fn();
    afterFirstPaint(fn, 10_000);
    vi.advanceTimersByTime(0);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the backstop when no frame comes (a hidden tab), and never once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const hidden = vi.fn();
    const cancelled = vi.fn();
    afterFirstPaint(hidden, 250);
    const cancel = afterFirstPaint(cancelled, 250);
    cancel();
    vi.advanceTimersByTime(249);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(raf).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
