/**
 * `npm run bench`: scenario "odds storm". The simulator pushes odds updates across 500 matches while
 * headless Chromium shows the list with those matches, in two profiles: desktop (1280x900, at 2,000 and
 * 5,000 per second) and phone (375x812, the H5 layout, touch, the CPU slowed 4x as Lighthouse's mobile
 * preset does; the onscreen storm at 500/s and the list storm at 2,000/s). 3 s warm-up, 20 s window,
 * 3 runs per rate, medians reported.
 * Writes docs/bench.md and bench/results/odds-storm.json. Not a test: it asserts nothing.
 */
import type { CDPSession } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeBenchSection } from './bench-doc';
import { PROBE_SCRIPT } from './page-probe';
import { endWindow, startWindow, type FrameFigures } from './frame-window';
import { MATCHES, metric, openList, renderedMatchIds, startStorm } from './storm-page';
import { median, percentile } from './stats';
import { launchChromium } from './browser-session';
import { startBenchSimulator } from './sim-process';
import { DESKTOP, deviceLabel, deviceOptions, PHONE, type DeviceProfile } from './device-profiles';

const RATES = (process.env.BENCH_RATES ?? '2000,5000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_MS = 3_000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 20_000);

interface RunResult extends FrameFigures {
  p2pP50: number;
  p2pP95: number;
  /** Share of batches drawn by the frame that follows their arrival (page-probe.ts). */
  nextFrame: number;
  /** Share of batches that changed nothing in the list within 3 frames (a market the row does not show). */
  unseen: number;
  heapGrowthMb: number;
  batches: number;
  /** Odds messages per second that reached the page (it subscribes only to rows on screen). */
  received: number;
}

type Scenario = 'list' | 'onscreen' | 'offscreen';

interface Profile extends DeviceProfile {
  /** The storms this profile runs: scenario and rate. */
  storms: (scenarios: readonly Scenario[]) => Array<{ scenario: Scenario; rate: number }>;
}

const PROFILES = (
  [
    {
      ...DESKTOP,
      storms: (scenarios: readonly Scenario[]) =>
        scenarios.flatMap((scenario) => RATES.map((rate) => ({ scenario, rate }))),
    },
    {
      ...PHONE,
      // What a phone must hold: the rows on screen at 500/s (a goal repricing the visible markets), the list at 2,000/s.
      storms: (scenarios: readonly Scenario[]) =>
        scenarios.flatMap((scenario): Array<{ scenario: Scenario; rate: number }> =>
          scenario === 'onscreen' ? [{ scenario, rate: 500 }] : scenario === 'list' ? [{ scenario, rate: 2_000 }] : [],
        ),
    },
  ] satisfies Profile[]
).filter((p) => (process.env.BENCH_PROFILES ?? 'desktop,phone').split(',').includes(p.name)) as Profile[];
// BENCH_SCENARIOS may also name `lighthouse` (bench/lighthouse.ts) or `slip` (bench/bet-slip.ts); with no storm named, this script has nothing to do.
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'list,onscreen')
  .split(',')
  .filter((s) => s !== 'lighthouse' && s !== 'slip') as Scenario[];
if (!SCENARIOS.length) process.exit(0);

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return metric(cdp, 'JSHeapUsedSize');
}

async function run(
  base: string,
  rate: number,
  scenario: Scenario,
  profile: Profile,
): Promise<RunResult & { matches: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage(deviceOptions(profile));
  await page.addInitScript(PROBE_SCRIPT);
  const listIds = await openList(page, base);
  // 'list': the storm spreads over the 500 matches the list holds (the page hears only the rows it
  // shows). 'onscreen': the same rate over just the rows on screen, the renderer's worst case.
  const onscreen = await renderedMatchIds(page);
  // 'offscreen' (diagnostic): the list's matches minus those on screen, so the page hears almost
  // nothing and what remains is the cost of the machine generating the storm.
  const matchIds =
    scenario === 'list' ? listIds : scenario === 'onscreen' ? onscreen : listIds.filter((id) => !onscreen.includes(id));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Slowed only for the storm itself: opening the list and logging in at full speed keep the runs comparable.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await startStorm(base, rate, matchIds, WARMUP_MS + WINDOW_MS + 2_000);
  await page.waitForTimeout(WARMUP_MS);

  const heapBefore = await heapAfterGc(cdp);
  const measured = await startWindow(cdp);
  await page.evaluate(() => (window as unknown as { __probe: { start(): void } }).__probe.start());
  await page.waitForTimeout(WINDOW_MS);
  const probe = await page.evaluate(() => {
    const p = (
      window as unknown as {
        __probe: {
          stop(): void;
          frames: number[];
          latencies: number[];
          framesToPaint: number[];
          unseen: number;
          batches: number;
          messages: number;
        };
      }
    ).__probe;
    p.stop();
    return {
      frames: p.frames,
      latencies: p.latencies,
      framesToPaint: p.framesToPaint,
      unseen: p.unseen,
      batches: p.batches,
      messages: p.messages,
    };
  });
  const { wall, fps, frameP50, frameP95, frameMax, over17, busy } = await endWindow(cdp, measured, probe.frames);
  const heapAfter = await heapAfterGc(cdp);
  await browser.close();

  return {
    matches: matchIds.length,
    fps,
    frameP50,
    frameP95,
    frameMax,
    over17,
    busy,
    p2pP50: percentile(probe.latencies, 50),
    p2pP95: percentile(probe.latencies, 95),
    nextFrame: probe.framesToPaint.filter((n) => n === 1).length / Math.max(1, probe.framesToPaint.length),
    unseen: probe.unseen / Math.max(1, probe.batches),
    heapGrowthMb: (heapAfter - heapBefore) / 1_048_576,
    batches: probe.batches,
    received: probe.messages / wall,
  };
}

// BENCH_DIST: another build to serve (an earlier commit's, for a before/after), default dist/; BENCH_PORT: the simulator's port.
const sim = await startBenchSimulator({ port: Number(process.env.BENCH_PORT ?? 0) });
const results: Record<string, Array<RunResult & { matches: number }>> = {};
const keys: Array<{ key: string; rate: number; scenario: Scenario; profile: Profile }> = [];
for (const profile of PROFILES) {
  for (const { scenario, rate } of profile.storms(SCENARIOS)) {
    const key = `${profile.name}-${scenario}-${rate}`;
    keys.push({ key, rate, scenario, profile });
    results[key] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(sim.url, rate, scenario, profile);
      console.log(
        `${key} run ${i + 1}: ${JSON.stringify(r, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v))}`,
      );
      results[key]!.push(r);
    }
  }
}
await sim.close();

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const rows = keys.map(({ key, rate, scenario, profile }) => {
  const rs = results[key]!;
  const m = (k: keyof RunResult) => median(rs.map((r) => r[k]));
  return {
    profile: deviceLabel(profile),
    rate,
    scenario,
    matches: rs[0]!.matches,
    received: m('received'),
    fps: m('fps'),
    p50: m('frameP50'),
    p95: m('frameP95'),
    max: m('frameMax'),
    over: m('over17'),
    busy: m('busy'),
    l50: m('p2pP50'),
    l95: m('p2pP95'),
    next: m('nextFrame'),
    unseen: m('unseen'),
    heap: m('heapGrowthMb'),
  };
});
const table = [
  '| profile | storm | updates/s | over matches | reached the page | fps | frame p50 | frame p95 | frame max | frames > 17 ms | main thread busy | push-to-paint p50 | push-to-paint p95 | drawn by the next frame | no change on screen | heap growth |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.profile} | ${r.scenario} | ${r.rate} | ${r.matches} | ${f(r.received, 0)}/s | ${f(r.fps)} | ${f(r.p50)} ms | ${f(r.p95)} ms | ${f(r.max)} ms | ${f(r.over * 100, 2)} % | ${f(r.busy * 100)} % | ${f(r.l50)} ms | ${f(r.l95)} ms | ${f(r.next * 100)} % | ${f(r.unseen * 100)} % | ${f(r.heap, 2)} MB |`,
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/odds-storm.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
writeBenchSection(
  'storm',
  `# Benchmark: odds storm

\`npm run bench\` (bench/odds-storm.ts): the simulator pushes odds updates at each rate across ${MATCHES} matches that the
sports list holds, while headless Chromium (Debian's build, this project's 2-core machine) shows the list, in two
profiles: desktop (1280x900) and phone (375x812, the H5 layout, touch, the CPU slowed 4x through CDP during the storm,
as Lighthouse's mobile preset does).
The page subscribes only to the rows on screen (what leaves the screen is unsubscribed), so in the \`list\`
storm only the share of updates meant for those rows reaches it; the \`onscreen\` storm aims the whole rate at the
rows on screen, the renderer's worst case. "Reached the page" counts odds messages the page received per second.
${WARMUP_MS / 1000} s warm-up, ${WINDOW_MS / 1000} s window, ${RUNS} runs per rate, medians. Frame times are
requestAnimationFrame deltas (rounded by the browser: 16.7 ms reads as 16.8); busy is CDP TaskDuration over wall time;
push-to-paint runs from the server's emit timestamp to the first animation frame that begins after the list's DOM
changed (the frame that draws the change, since the client applies a tick before the next frame begins:
docs/performance.md), so it includes the socket's transit and the wait for the next frame (up to 16.7 ms);
"drawn by the next frame" is the share of batches whose change is drawn by the first frame that begins after the
batch reached the page (a change made in that frame's animation callbacks counts as drawn by it), and "no change on
screen" the share of batches that changed nothing in the list within 3 frames (on a phone a row shows one period, so
a push to the other period's markets is not drawn, and is left out of push-to-paint); heap growth is JSHeapUsedSize between two forced GCs.
Goals, desktop: frame p95 <= 17 ms, <= 1 % of frames over 17 ms, heap growth < 5 MB at both rates; list storm
busy <= 20 % at 5,000/s; onscreen storm at 5,000/s <= 1 % of frames over 17 ms and busy <= 15 %; push-to-paint p95
<= 17 ms in both storms (drawn by the frame that follows the push). Phone: onscreen 500/s and list 2,000/s each <= 1 %
of frames over 17 ms and busy <= 40 %.

Measured ${new Date().toISOString().slice(0, 10)}:

${table}

Where the main-thread time goes, and what moved it: [performance.md](performance.md) (\`npm run bench:trace\`).
`,
);
console.log(table);
