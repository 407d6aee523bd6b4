import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * The feed's frame-time budget: whether the device draws the odds as fast as they come, and if not,
 * that the page should give up its extras (docs/performance.md, "Degrading on a slow CPU").
 *
 * Each release of the per-frame conflation is timed from the release to the start of the frame
 * after the one that draws it: on time that is one to two frame intervals (under 34 ms at 60 Hz);
 * a release whose script, style, layout or paint overran pushes it past `lateMs`. When `lateOf` of
 * the last `window` timed releases were late the load is `reduced`; it is `full` again once no
 * release was late for `calmMs`. A fall back into `reduced` soon after recovering doubles the calm
 * period (up to `maxCalmMs`), so a borderline device does not flip every few seconds.
 *
 * Only releases of at least `minBatch` matches are timed: the extras of one match are too few to matter, and a
 * frame late after one then says more about the rest of the device (another tab, a busy machine) than about the odds.
 *
 * It never holds a value back: what is given up is the views' choice (the move flash and arrow,
 * rows rendered ahead of the scroll), never a price: every release goes out as before.
 */
export type FeedLoad = 'full' | 'reduced';

/** The frames and timers the budget reads; the browser's by default, a fake one in tests. */
export interface FrameClock {
  now(): number;
  /** Calls back at the start of the next frame (requestAnimationFrame). */
  nextFrame(callback: () => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FrameBudgetOptions {
  clock?: FrameClock;
  lateMs?: number;
  window?: number;
  lateOf?: number;
  calmMs?: number;
  maxCalmMs?: number;
  minBatch?: number;
}

export interface FrameBudget {
  /** A release of `matches` matches has just gone out (the coming frame draws it): time it, unless one is being timed. */
  released(matches: number): void;
  load(): FeedLoad;
  readonly load$: Observable<FeedLoad>;
  dispose(): void;
}

/** Two and a half frame intervals at 60 Hz: one frame for the release to wait for, one to draw it, and half a frame of slack. */
export const LATE_MS = 42;

const browserClock: FrameClock = {
  now: () => performance.now(),
  // Without a DOM (node tests) there are no frames: nothing is timed and the load stays full.
  nextFrame: (callback) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  },
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createFrameBudget(options: FrameBudgetOptions = {}): FrameBudget {
  const clock = options.clock ?? browserClock;
  const lateMs = options.lateMs ?? LATE_MS;
  const size = options.window ?? 8;
  const lateOf = options.lateOf ?? 4;
  const baseCalm = options.calmMs ?? 3_000;
  const maxCalm = options.maxCalmMs ?? 30_000;
  const minBatch = options.minBatch ?? 2;

  const load = new BehaviorSubject<FeedLoad>('full');
  /** The last `size` timed releases, true for a late one. */
  let recent: boolean[] = [];
  let timing = false;
  let calm = baseCalm;
  let recoveredAt = -Infinity;
  let recovery: unknown = null;
  let disposed = false;

  function recoverLater() {
    if (recovery !== null) clock.clearTimeout(recovery);
    recovery = clock.setTimeout(() => {
      recovery = null;
      recent = [];
      recoveredAt = clock.now();
      load.next('full');
    }, calm);
  }

  function record(late: boolean) {
    recent.push(late);
    if (recent.length > size) recent.shift();
    if (!late) return;
    if (load.value === 'reduced') return recoverLater();
    if (recent.filter(Boolean).length < lateOf) return;
    // Back so soon after recovering: the device is borderline, so wait longer before trying again.
    calm = clock.now() - recoveredAt < 2 * calm ? Math.min(calm * 2, maxCalm) : baseCalm;
    load.next('reduced');
    recoverLater();
  }

  return {
    released(matches) {
      if (timing || disposed || matches < minBatch) return;
      timing = true;
      const at = clock.now();
      // The first frame draws the release; the second begins when the first is done.
      clock.nextFrame(() =>
        clock.nextFrame(() => {
          timing = false;
          if (!disposed) record(clock.now() - at > lateMs);
        }),
      );
    },
    load: () => load.value,
    load$: load.pipe(distinctUntilChanged()),
    dispose() {
      disposed = true;
      if (recovery !== null) clock.clearTimeout(recovery);
      load.complete();
    },
  };
}
