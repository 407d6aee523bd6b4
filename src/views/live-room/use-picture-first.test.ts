// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoReport } from '../../machines/live/room-sync';
import { PICTURE_FIRST_CAP_MS, usePictureFirst } from './use-picture-first';

const playing: VideoReport = { position: { shown: 1_000, readAt: 1_000, playing: true }, behind: 3 };
const loading: VideoReport = { position: null, behind: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the first picture first', () => {
  it('holds the other panels of a live room until its video presents a frame, and passes every report on', () => {
    const reports: VideoReport[] = [];
    const { result } = renderHook(() => usePictureFirst(true, (r) => reports.push(r)));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](loading));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](playing));
    expect(result.current[0]).toBe(true);
    expect(reports).toEqual([loading, playing]);
  });

  it('stops holding them after the cap when the picture does not come', () => {
    const { result } = renderHook(() => usePictureFirst(true, () => {}));
    act(() => vi.advanceTimersByTime(PICTURE_FIRST_CAP_MS - 1));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
  });

  it('holds nothing in a room that is not live, and lets go when a live room goes off air', () => {
    expect(renderHook(() => usePictureFirst(false, () => {})).result.current[0]).toBe(true);
    const { result, rerender } = renderHook(({ live }) => usePictureFirst(live, () => {}), {
      initialProps: { live: true },
    });
    expect(result.current[0]).toBe(false);
    rerender({ live: false });
    expect(result.current[0]).toBe(true);
    rerender({ live: true });
    expect(result.current[0]).toBe(true);
  });
});
