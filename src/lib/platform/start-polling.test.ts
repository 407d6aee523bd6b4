import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling } from './start-polling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A request that settles only when the test says so. */
function slowRequests() {
  const pending: Array<() => void> = [];
  const request = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  return { request, settleNext: () => pending.shift()?.() };
}

describe('startPolling', () => {
  it('never overlaps: a slow request spanning two intervals starts only one request', async () => {
    const { request, settleNext } = slowRequests();
    const stop = startPolling(1000, request);
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(1);
    // Two more intervals pass with the first request still in flight: setInterval would have started two more.
    await vi.advanceTimersByTimeAsync(2500);
    expect(request).toHaveBeenCalledTimes(1);
    // Its answer is in, past its interval: the next one starts at once, then the cadence resumes.
    settleNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    settleNext();
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);
    stop();
  });

  it('keeps the interval from start to start when requests are quick, and asks at once when told', async () => {
    const request = vi.fn(async () => undefined);
    const stop = startPolling(1000, request, { immediate: true });
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(request).toHaveBeenCalledTimes(4);
    stop();
  });

  it('goes on after a failed request and stops (aborting the one in flight) when stopped', async () => {
    const signals: AbortSignal[] = [];
    let calls = 0;
    const stop = startPolling(1000, async (signal) => {
      signals.push(signal);
      calls += 1;
      if (calls === 1) throw new Error('offline');
      await new Promise(() => undefined);
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    stop();
    expect(signals[1]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });
});
