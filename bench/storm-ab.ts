/**
 * Diagnostic (not part of `npm run bench`): the odds storm's figures for two or more builds, their
 * windows interleaved (A B, B A, ...), each a fresh browser, for comparing builds on a machine
 * others also use. Per window: wall-clock busy (CDP TaskDuration, the bench's figure), the renderer
 * main thread's CPU (the trace's thread time, which other processes' load inflates far less),
 * frames over 17 ms and push-to-paint p95 (the bench's frame probe). Writes no doc.
 *
 *   STORM_AB_DISTS=.tmp/dist-before,dist BENCH_SCENARIOS=onscreen npx tsx bench/storm-ab.ts
 *
 * Env: STORM_AB_DISTS (default dist), BENCH_SCENARIOS (first one: list | onscreen), BENCH_RATES
 * (first rate, 5000), STORM_AB_RUNS (3 per build), STORM_AB_MS (window, 8000), BENCH_PORT (the
 * first simulator's port, one per build; 0 for any), BENCH_PROFILES=phone for the phone (375x812, the
 * CPU slowed 4x during the storm, bench/device-profiles.ts) instead of the desktop.
 */
import type { CDPSession } from 'playwright-core';
import { resolve } from 'node:path';
import { PROBE_SCRIPT } from './page-probe';
import { metric, openList, renderedMatchIds, startStorm } from './storm-page';
import { mainThreadTrace, threadShare } from './trace-tools';
import { median, percentile } from './stats';
import { launchChromium } from './browser-session';
import { startBenchSimulator } from './sim-process';
import { DESKTOP, deviceOptions, PHONE } from './device-profiles';

const env = process.env;
const DISTS = (env.STORM_AB_DISTS ?? 'dist').split(',');
const SCENARIO = (env.BENCH_SCENARIOS ?? 'onscreen').split(',')[0];
const RATE = Number((env.BENCH_RATES ?? '5000').split(',')[0]);
const RUNS = Number(env.STORM_AB_RUNS ?? 3);
const MS = Number(env.STORM_AB_MS ?? 8000);
const PORT = Number(env.BENCH_PORT ?? 0);
const DEVICE = (env.BENCH_PROFILES ?? 'desktop').split(',')[0] === 'phone' ? PHONE : DESKTOP;

/** Thread time of these timeline events (nested ones counted inside their parents too), as a share of the window. */
const PARTS = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest'];

async function traced(cdp: CDPSession, ms: number): Promise<{ cpu: number; parts: Record<string, number> }> {
  const onMain = await mainThreadTrace(cdp, ms);
  return {
    cpu: threadShare(onMain, 'ThreadControllerImpl::RunTask', ms),
    parts: Object.fromEntries(PARTS.map((n) => [n, threadShare(onMain, n, ms)])),
  };
}

const load = () => import('node:os').then((os) => os.loadavg()[0]!.toFixed(2));
const sims = [];
for (const [i, dist] of DISTS.entries())
  sims.push(await startBenchSimulator({ port: PORT ? PORT + i : 0, distDir: resolve(dist) }));
const all = new Map<
  string,
  Array<{ busy: number; cpu: number; over: number; p95: number; slp: number; slpShare: number }>
>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const i of run % 2 ? [...DISTS.keys()].reverse() : [...DISTS.keys()]) {
      const base = sims[i]!.url;
      const browser = await launchChromium();
      const page = await browser.newPage(deviceOptions(DEVICE));
      await page.addInitScript(PROBE_SCRIPT);
      const listIds = await openList(page, base);
      const ids = SCENARIO === 'onscreen' ? await renderedMatchIds(page) : listIds;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      if (DEVICE.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVICE.cpu });
      await startStorm(base, RATE, ids, MS + 5000);
      await page.waitForTimeout(3000);
      const loadBefore = await load();
      const taskBefore = await metric(cdp, 'TaskDuration');
      const wallStart = Date.now();
      await page.evaluate(() => (window as unknown as { __probe: { start(): void } }).__probe.start());
      const { cpu, parts } = await traced(cdp, MS);
      const probe = await page.evaluate(() => {
        const p = (window as unknown as { __probe: { stop(): void; frames: number[]; latencies: number[] } }).__probe;
        p.stop();
        return { frames: p.frames, latencies: p.latencies };
      });
      const busy = ((await metric(cdp, 'TaskDuration')) - taskBefore) / ((Date.now() - wallStart) / 1000);
      // Whether the page had given up its extras at the end of the window (the feed's load reduced, frame-budget.ts).
      const reduced = await page.getByTestId('feed-reduced').count();
      const deltas = probe.frames.slice(1).map((t, k) => t - probe.frames[k]!);
      // Style + layout + paint (style recalc, layout, pre-paint, paint, layerization) as a share of the window, and of
      // the thread's CPU: under heavy load a starved page draws fewer frames, so the share says more than the sum.
      const slp = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'].reduce(
        (t, n) => t + (parts[n] ?? 0),
        0,
      );
      const over = deltas.filter((d) => d > 17).length / Math.max(1, deltas.length);
      const r = { busy, cpu, over, p95: percentile(probe.latencies, 95), slp, slpShare: slp / cpu };
      if (!all.has(DISTS[i]!)) all.set(DISTS[i]!, []);
      all.get(DISTS[i]!)!.push(r);
      console.log(
        `${DISTS[i]} ${SCENARIO} ${RATE}/s run ${run + 1}: busy ${(busy * 100).toFixed(1)} %, CPU ${(cpu * 100).toFixed(1)} %, ` +
          `frames > 17 ms ${(r.over * 100).toFixed(2)} %, fps ${(probe.frames.length / (MS / 1000)).toFixed(1)}, push-to-paint p95 ${r.p95} ms, ` +
          `style+layout+paint ${(slp * 100).toFixed(1)} % (${(r.slpShare * 100).toFixed(0)} % of CPU), ${reduced ? 'reduced' : 'full'} at the end (load ${loadBefore} -> ${await load()})\n    CPU by event: ` +
          PARTS.map((n) => `${n} ${((parts[n] ?? 0) * 100).toFixed(1)}`).join(', '),
      );
      await fetch(`${base}/sim/control/storm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rate: 0 }),
      });
      await browser.close();
    }
  }
} finally {
  await Promise.all(sims.map((s) => s.close()));
}
for (const [dist, rs] of all) {
  const med = (k: 'busy' | 'cpu' | 'over' | 'p95' | 'slp' | 'slpShare') => median(rs.map((r) => r[k]));
  console.log(
    `${dist}: median busy ${(med('busy') * 100).toFixed(1)} %, CPU ${(med('cpu') * 100).toFixed(1)} %, frames > 17 ms ${(med('over') * 100).toFixed(2)} %, ` +
      `p2p p95 ${med('p95')} ms, style+layout+paint ${(med('slp') * 100).toFixed(1)} % (${(med('slpShare') * 100).toFixed(0)} % of CPU)`,
  );
}
