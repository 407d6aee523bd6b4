// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLastingFlag } from './use-lasting-flag';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLastingFlag', () => {
  it('turns true only after the flag has stayed true for the delay', () => {
    const { result } = renderHook(({ flag }) => useLastingFlag(flag, 1000), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true for a flag that clears within the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useLastingFlag(flag, 1000), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(600));
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
  });

  it('turns false at once when the flag clears, and waits the whole delay again next time', () => {
    const { result, rerender } = renderHook(({ flag }) => useLastingFlag(flag, 1000), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});
