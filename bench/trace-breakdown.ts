/**
 * `npm run bench:trace` (diagnostic, not a test): runs one odds storm like `npm run bench` and
 * records a Chromium performance trace of the renderer's main thread for TRACE_MS, then prints
 * where the main thread's time went: self time per trace event (style, layout, paint, script,
 * ...), as a share of wall time. Env: BENCH_RATES (first rate used), BENCH_SCENARIOS
 * ('list' | 'onscreen' | 'idle'), TRACE_MS, TRACE_PROBE=0 to leave out the frame probe, TRACE_CSS to add a
 * stylesheet for an experiment, TRACE_DUMP to write the raw events to a file, BENCH_PROFILES=phone for the
 * phone (375x812, the CPU slowed 4x during the storm, bench/device-profiles.ts) instead of the desktop.
 */
import { writeFileSync } from 'node:fs';
import { PROBE_SCRIPT } from './page-probe';
import { metric, openList, renderedMatchIds, startStorm } from './storm-page';
import {
  eventCounts,
  functionTimes,
  selfTimes,
  TIMELINE_CATEGORIES,
  traceFor,
  type CpuProfile,
  type TraceEvent,
} from './trace-tools';
import { launchChromium } from './browser-session';
import { startBenchSimulator } from './sim-process';
import { DESKTOP, deviceOptions, PHONE } from './device-profiles';

const RATE = Number((process.env.BENCH_RATES ?? '5000').split(',')[0]);
const SCENARIO = (process.env.BENCH_SCENARIOS ?? 'list').split(',')[0];
const TRACE_MS = Number(process.env.TRACE_MS ?? 8_000);
const WARMUP_MS = 3_000;
const DEVICE = (process.env.BENCH_PROFILES ?? 'desktop').split(',')[0] === 'phone' ? PHONE : DESKTOP;

/** Self time per function, or with `totals` the time under it (a recursion counted once). */
function printProfile(profile: CpuProfile, totals: boolean): void {
  const wallUs = TRACE_MS * 1000;
  [...functionTimes(profile, totals).entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, totals ? 70 : 40)
    .forEach(([n, us]) => console.log(`  ${((us / wallUs) * 100).toFixed(2).padStart(6)} %  ${n}`));
}

// BENCH_DIST: another build to serve (an earlier commit's, for a before/after), default dist/; BENCH_PORT: the simulator's port.
const sim = await startBenchSimulator({ port: Number(process.env.BENCH_PORT ?? 0) });
const browser = await launchChromium();
const page = await browser.newPage(deviceOptions(DEVICE));
if (process.env.TRACE_PROBE !== '0') await page.addInitScript(PROBE_SCRIPT);
const listIds = await openList(page, sim.url);
const onscreen = await renderedMatchIds(page);
const matchIds = SCENARIO === 'onscreen' ? onscreen : SCENARIO === 'idle' ? [] : listIds;
const cdp = await page.context().newCDPSession(page);
// As the bench does: the list opens at full speed, the storm runs on the slowed CPU.
if (DEVICE.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVICE.cpu });
if (matchIds.length) await startStorm(sim.url, RATE, matchIds, WARMUP_MS + TRACE_MS + 2_000);
// TRACE_CSS: a stylesheet added for an experiment (what if the flash did not animate ...).
if (process.env.TRACE_CSS) await page.addStyleTag({ content: process.env.TRACE_CSS });
await page.waitForTimeout(WARMUP_MS);
await cdp.send('Performance.enable');
const taskBefore = await metric(cdp, 'TaskDuration');
const wallStart = Date.now();
if (process.env.TRACE_PROBE !== '0')
  await page.evaluate(() => (window as unknown as { __probe: { start(): void } }).__probe.start());
// TRACE_PROFILE=1: a CPU profile instead of the trace (self time per JS function; build with
// `vite build --minify false` for readable names); TRACE_PROFILE=totals: time under each function.
if (process.env.TRACE_PROFILE === '1' || process.env.TRACE_PROFILE === 'totals') {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(TRACE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  printProfile(profile, process.env.TRACE_PROFILE === 'totals');
  await browser.close();
  await sim.close();
  process.exit(0);
}
const events = await traceFor(cdp, TRACE_MS, [...TIMELINE_CATEGORIES, 'cc']);
const busy = (await metric(cdp, 'TaskDuration')) - taskBefore;
// TRACE_DUMP=<file>: the raw events as JSON too, for a question the summary below does not answer.
if (process.env.TRACE_DUMP) writeFileSync(process.env.TRACE_DUMP, JSON.stringify(events));
console.log(
  `main thread busy (TaskDuration over wall, tracing on): ${((busy / ((Date.now() - wallStart) / 1000)) * 100).toFixed(1)} %`,
);
await browser.close();
await sim.close();

const threadNames = new Map<string, string>();
for (const e of events)
  if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
const byThread = new Map<string, TraceEvent[]>();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (!byThread.has(key)) byThread.set(key, []);
  byThread.get(key)!.push(e);
}
const wallUs = TRACE_MS * 1000;
for (const [key, list] of byThread) {
  const name = threadNames.get(key) ?? key;
  if (!/CrRendererMain|Compositor|Raster|VizCompositor|CrBrowserMain/i.test(name)) continue;
  const tops = list.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const self = selfTimes(list);
  const count = eventCounts(list);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  if (total < wallUs * 0.01) continue;
  console.log(
    `\n${name} (${key}): ${((total / wallUs) * 100).toFixed(1)} % of wall in traced events, ${tops.length} events`,
  );
  [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .forEach(([n, us]) =>
      console.log(
        `  ${((us / wallUs) * 100).toFixed(2).padStart(6)} %  ${((count.get(n) ?? 0) / (TRACE_MS / 1000)).toFixed(1)}/s  ${n}`,
      ),
    );
  // How much each style recalc and layout touched: the elements restyled, the layout objects laid out.
  const styles = tops
    .filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount !== undefined)
    .map((e) => e.args!.elementCount!);
  const layouts = tops
    .filter((e) => e.name === 'Layout' && e.args?.beginData?.dirtyObjects !== undefined)
    .map((e) => e.args!.beginData!);
  const mean = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '-');
  if (styles.length || layouts.length)
    console.log(
      `  style recalcs: ${styles.length}, elements each ${mean(styles)} (max ${Math.max(0, ...styles)}); layouts: ${layouts.length}, ` +
        `dirty objects each ${mean(layouts.map((l) => l.dirtyObjects!))} of ${mean(layouts.map((l) => l.totalObjects ?? 0))}, partial ${layouts.filter((l) => l.partialLayout).length}`,
    );
  const tasks = tops.filter((e) => e.name === 'ThreadControllerImpl::RunTask').map((e) => e.dur! / 1000);
  tasks.sort((a, b) => b - a);
  console.log(
    `  tasks: ${tasks.length / (TRACE_MS / 1000)}/s, over 4 ms: ${tasks.filter((d) => d > 4).length}, longest ${tasks
      .slice(0, 5)
      .map((d) => d.toFixed(1))
      .join(', ')} ms`,
  );
}
