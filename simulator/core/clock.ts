/**
 * The simulator's clock. Every "now" of the simulator (the seeded world's anchor, the engine's
 * ticks, request handlers, push timestamps, control routes) reads one SimClock, so a test run can
 * pin the date it plays on: results of "today", the date filter's days and maintenance windows
 * then come out the same at any hour of any day (docs/simulator.md "Clock").
 */
export interface SimClock {
  /** Epoch milliseconds. */
  now(): number;
  /** True when time does not move (tests of dates only; the live engine then stands still). */
  readonly frozen: boolean;
}

/** The machine's own time: `npm start` without SIM_NOW. */
export const systemClock: SimClock = { now: () => Date.now(), frozen: false };

/**
 * Starts at `start` and moves on in real time, so matches still play and timers still fire;
 * only the date is chosen. `wall` is the real clock it follows (injectable for tests).
 */
export function flowingClock(start: number, wall: () => number = Date.now): SimClock {
  const offset = start - wall();
  return { now: () => wall() + offset, frozen: false };
}

/** Always `at`: no rollover past midnight however long a test takes. */
export function frozenClock(at: number): SimClock {
  return { now: () => at, frozen: true };
}

/**
 * The clock named by the environment: SIM_NOW=<ISO 8601 instant with its offset> pins the start,
 * SIM_CLOCK=frozen stops it there. Unset SIM_NOW is real time. A value that is not an instant
 * throws: a run pinned to the wrong date would pass or fail for the wrong reason.
 */
export function clockFromEnv(env: Record<string, string | undefined>, wall: () => number = Date.now): SimClock {
  const text = env.SIM_NOW?.trim();
  if (!text) {
    if (env.SIM_CLOCK === 'frozen') throw new Error('SIM_CLOCK=frozen needs SIM_NOW=<ISO instant>');
    return systemClock;
  }
  const at = parseInstant(text);
  if (env.SIM_CLOCK === 'frozen') return frozenClock(at);
  if (env.SIM_CLOCK && env.SIM_CLOCK !== 'flowing')
    throw new Error(`SIM_CLOCK must be 'frozen' or 'flowing', not '${env.SIM_CLOCK}'`);
  return flowingClock(at, wall);
}

/**
 * An ISO 8601 instant with an explicit zone ('Z' or '+07:00'): a bare local time would mean
 * different instants on different machines, which is what the pin is there to prevent.
 */
export function parseInstant(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new Error(`SIM_NOW must be an ISO instant with a zone, e.g. 2026-11-22T12:00:00Z; got '${text}'`);
  }
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) throw new Error(`SIM_NOW is not a real date: '${text}'`);
  return ms;
}
