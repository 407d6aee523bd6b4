import type { CDPSession } from 'playwright-core';
import { metric } from './storm-page';
import { percentile } from './stats';

/**
 * One measured window of a page, as the storm benches read it (odds-storm.ts, live-room.ts): frame
 * times from requestAnimationFrame timestamps (fps, p50, p95, max, the share over 17 ms) and main
 * thread busy (CDP TaskDuration over wall time; Performance.enable first).
 */

/** Frame and busy figures of a window, as the benches report them. */
export interface FrameFigures {
  fps: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  over17: number;
  busy: number;
}

export interface FrameWindow extends FrameFigures {
  /** Seconds from the window's start to its end. */
  wall: number;
}

/** Starts a window: TaskDuration and the wall clock now. */
export async function startWindow(cdp: CDPSession): Promise<{ taskBefore: number; wallStart: number }> {
  return { taskBefore: await metric(cdp, 'TaskDuration'), wallStart: Date.now() };
}

/** Ends a window with the rAF timestamps the page recorded in it. */
export async function endWindow(
  cdp: CDPSession,
  start: { taskBefore: number; wallStart: number },
  frames: readonly number[],
): Promise<FrameWindow> {
  const wall = (Date.now() - start.wallStart) / 1000;
  const busy = ((await metric(cdp, 'TaskDuration')) - start.taskBefore) / wall;
  const deltas = frames.slice(1).map((t, i) => t - frames[i]!);
  return {
    wall,
    fps: frames.length / wall,
    frameP50: percentile(deltas, 50),
    frameP95: percentile(deltas, 95),
    frameMax: Math.max(...deltas),
    over17: deltas.filter((d) => d > 17).length / Math.max(1, deltas.length),
    busy,
  };
}
