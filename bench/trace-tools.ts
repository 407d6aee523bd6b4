import type { CDPSession } from 'playwright-core';

/**
 * What the diagnostic benches share for reading Chromium traces and CPU profiles: recording a trace,
 * the self time per event name (nested complete events subtracted from their parent), the renderer
 * main thread's events and its thread time, and the time per function of a CPU profile. Used by
 * trace-breakdown.ts, room-probe.ts (live-room.ts), slip-cpu.ts and storm-ab.ts.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean };
  };
}

/** The timeline's categories (style, layout, paint, script ...). */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'toplevel',
];

/** Records a Chromium trace for `ms`; the events of every thread. */
export async function traceFor(
  cdp: CDPSession,
  ms: number,
  categories: readonly string[] = TIMELINE_CATEGORIES,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories] },
  });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** Self time per event name on one thread's events: nested complete events are subtracted from their parent (µs). */
export function selfTimes(events: readonly TraceEvent[]): Map<string, number> {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: Array<{ e: TraceEvent; end: number; child: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const top = stack.pop()!;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + top.e.dur! - top.child);
    }
  };
  for (const e of spans) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur!;
    stack.push({ e, end: e.ts + e.dur!, child: 0 });
  }
  close(Infinity);
  return self;
}

/** How many complete events of each name (with a duration, when `timedOnly`). */
export function eventCounts(events: readonly TraceEvent[], timedOnly = false): Map<string, number> {
  const n = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && (!timedOnly || e.dur !== undefined)) n.set(e.name, (n.get(e.name) ?? 0) + 1);
  return n;
}

/** The complete events of the renderer's main thread(s) (CrRendererMain). */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
}

/**
 * The renderer main thread's complete events over `ms` (a light trace: top-level tasks and the
 * timeline), for its thread time: wall-clock busy rises with any other load on the machine, the
 * thread's CPU time far less.
 */
export async function mainThreadTrace(cdp: CDPSession, ms: number): Promise<TraceEvent[]> {
  return mainThreadEvents(await traceFor(cdp, ms, ['toplevel', 'devtools.timeline']));
}

/** The summed thread time (`tdur`, or wall `dur`) of the events of one name, as a share of `ms`. */
export function threadShare(
  events: readonly TraceEvent[],
  name: string,
  ms: number,
  field: 'tdur' | 'dur' = 'tdur',
): number {
  return events.filter((e) => e.name === name).reduce((s, e) => s + (e[field] ?? 0), 0) / 1000 / ms;
}

export interface CpuProfile {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

/** Time per function of a CPU profile (µs): self time, or with `totals` the time under it (a recursion counted once). */
export function functionTimes(profile: CpuProfile, totals: boolean): Map<string, number> {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const keyOf = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };
  const byName = new Map<string, number>();
  if (totals) {
    const walk = (id: number, onStack: Set<string>): number => {
      const k = keyOf(id);
      const fresh = !onStack.has(k);
      if (fresh) onStack.add(k);
      const sum = (byNode.get(id) ?? 0) + (byId.get(id)!.children ?? []).reduce((t, c) => t + walk(c, onStack), 0);
      if (fresh) {
        onStack.delete(k);
        byName.set(k, (byName.get(k) ?? 0) + sum);
      }
      return sum;
    };
    walk(profile.nodes[0]!.id, new Set());
  } else
    for (const n of profile.nodes) byName.set(keyOf(n.id), (byName.get(keyOf(n.id)) ?? 0) + (byNode.get(n.id) ?? 0));
  return byName;
}
