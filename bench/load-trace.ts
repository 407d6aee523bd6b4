/**
 * `npx tsx bench/load-trace.ts` (diagnostic, not a test): opens one page as Lighthouse's mobile preset
 * does (412x823, logged in for the sports pages, cold cache) with the CPU slowed LOAD_CPU times
 * (default 4, like the preset), records a trace and a CPU profile of the load, and prints the
 * renderer main thread's tasks of LOAD_MIN_MS or more (default 50: what TBT counts past 50 ms) with
 * their start after navigation, the first contentful and largest contentful paints, and, per long
 * task, the functions that took its time (time under each, from the profile). Lighthouse's TBT is
 * the observed tasks times its own 4x, so this is the way to see *what* they are; Lighthouse's own
 * figures decide. Build with `vite build --minify false` for readable names.
 * Env: BENCH_DIST, BENCH_PORT, LOAD_PAGE (`sports` | `detail` | `home` | `room`), LOAD_CPU, LOAD_MS, LOAD_MIN_MS,
 * LOAD_TOP, LOAD_VISIT (`repeat`: the page opened once before, warm cache), LOAD_REQUESTS (`1`: list every request's
 * start and end), LOAD_BY_SCRIPT (`1`: self time per script file until the last LCP candidate).
 */
import { launchChromium, loggedInStorage } from './browser-session';
import { traceFor, type CpuProfile, type TraceEvent } from './trace-tools';
import { startBenchSimulator } from './sim-process';

const PAGE = process.env.LOAD_PAGE ?? 'sports';
const CPU = Number(process.env.LOAD_CPU ?? 4);
const LOAD_MS = Number(process.env.LOAD_MS ?? 6_000);
const MIN_MS = Number(process.env.LOAD_MIN_MS ?? 50);
const TOP = Number(process.env.LOAD_TOP ?? 10);
const REPEAT = process.env.LOAD_VISIT === 'repeat';

interface Event extends TraceEvent {
  args?: TraceEvent['args'] & {
    frame?: string;
    data?: {
      url?: string;
      documentLoaderURL?: string;
      functionName?: string;
      type?: string;
      nodeName?: string;
      size?: number;
    };
  };
}
/** React's own work loop and commit frames: left out so the components and app functions under them show. */
const REACT_INTERNALS =
  /^(performWork\w*|performSyncWorkOnRoot|flush\w*|processRootSchedule\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|completeWork|completeUnitOfWork|renderWithHooks|update\w*Component|mount\w*Component|commit\w*|complete\w*Root\w*|recursively\w*|reconcile\w*|exports\.\w+|runWithFiberInDEV|callCallback\w*|invokeGuardedCallback) /;
type ProfileNode = CpuProfile['nodes'][number] & { parent?: number };
type Profile = Omit<CpuProfile, 'nodes'> & { startTime: number; endTime: number; nodes: ProfileNode[] };

process.env.MATCHDAY_ENV = 'prod';
const sim = await startBenchSimulator({ port: Number(process.env.BENCH_PORT ?? 0) });
const browser = await launchChromium();
try {
  const storage = PAGE === 'home' ? [] : await loggedInStorage(browser, sim.url);
  let path = '/';
  if (PAGE === 'sports') path = '/sports';
  if (PAGE === 'room') path = '/anchorPlay/9001';
  if (PAGE === 'detail') {
    // The first match the list links to, as bench/lighthouse.ts picks it.
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: sim.url, localStorage: storage }] },
    });
    const page = await context.newPage();
    await page.goto(`${sim.url}/sports`);
    path = (await page.locator('a.match-link').first().getAttribute('href', { timeout: 20_000 })) ?? '/';
    await context.close();
  }
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: [{ origin: sim.url, localStorage: storage }] },
  });
  const page = await context.newPage();
  if (REPEAT) {
    // A repeat visit: the same page once before in this context, so its assets are in the HTTP cache.
    await page.goto(`${sim.url}${path}`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 3_000));
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const tracing = traceFor(cdp, LOAD_MS, [
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'loading',
    'blink.user_timing',
    'v8',
  ]);
  await new Promise((r) => setTimeout(r, 300));
  await page.goto(`${sim.url}${path}`, { waitUntil: 'commit' });
  const events = (await tracing) as Event[];
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };

  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The renderer that loaded the page: the one with the navigation start mark.
  const navStart = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      main.has(`${e.pid}:${e.tid}`) &&
      (e.args?.data?.documentLoaderURL ?? '').endsWith(path),
  );
  const rendererKey = navStart ? `${navStart.pid}:${navStart.tid}` : [...main][0]!;
  const t0 = navStart?.ts ?? 0;
  const mark = (name: string) =>
    events.filter((e) => e.name === name && `${e.pid}:${e.tid}` === rendererKey).map((e) => (e.ts - t0) / 1000);
  const fcp = mark('firstContentfulPaint')[0];
  const lcps = mark('largestContentfulPaint::Candidate');
  console.log(
    `${path} at ${CPU}x CPU: FCP ${fcp?.toFixed(0)} ms, LCP candidates ${lcps.map((t) => t.toFixed(0)).join(', ')} ms`,
  );

  if (process.env.LOAD_REQUESTS) {
    // When each request was sent and when its answer finished, after navigation (any renderer).
    const sent = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= t0);
    const finished = new Map(
      events
        .filter((e) => e.name === 'ResourceFinish')
        .map((e) => [(e.args?.data as { requestId?: string } | undefined)?.requestId, e.ts]),
    );
    for (const e of sent) {
      const data = e.args?.data as { requestId?: string; url?: string } | undefined;
      const end = finished.get(data?.requestId);
      const url = (data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      console.log(
        `  request ${((e.ts - t0) / 1000).toFixed(0)}-${end ? ((end - t0) / 1000).toFixed(0) : '?'} ms ${url}`,
      );
    }
  }

  const tasks = events
    .filter(
      (e) =>
        `${e.pid}:${e.tid}` === rendererKey &&
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.dur! / 1000 >= MIN_MS &&
        e.ts >= t0,
    )
    .sort((a, b) => a.ts - b.ts);
  const inside = (outer: Event) =>
    events.filter(
      (e) =>
        `${e.pid}:${e.tid}` === rendererKey &&
        e.ph === 'X' &&
        e.ts >= outer.ts &&
        e.ts + (e.dur ?? 0) <= outer.ts + outer.dur! &&
        e !== outer,
    );

  // Sample times on the trace's clock (the profile's startTime is the same monotonic clock).
  const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const sampleTimes: number[] = [];
  let at = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((at += d));
  const label = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
  };

  if (process.env.LOAD_BY_SCRIPT) {
    // Self time per script file (and the engine's own: GC, compile) from navigation to the last LCP candidate.
    const until = t0 + (lcps.at(-1) ?? LOAD_MS) * 1000;
    const bySource = new Map<string, number>();
    sampleTimes.forEach((time, i) => {
      if (time < t0 || time > until || i === 0) return;
      const f = byId.get(profile.samples[i]!)!.callFrame;
      const file = f.url.split('/').pop() || f.functionName;
      bySource.set(file, (bySource.get(file) ?? 0) + (time - sampleTimes[i - 1]!) / 1000);
    });
    for (const [file, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${file}`);
  }

  let tbt = 0;
  for (const task of tasks) {
    const start = (task.ts - t0) / 1000;
    const ms = task.dur! / 1000;
    if (fcp !== undefined && start >= fcp && ms > 50) tbt += ms - 50;
    const kids = inside(task);
    const what = [
      ...new Set(
        kids
          .filter((e) =>
            [
              'EvaluateScript',
              'v8.compile',
              'FunctionCall',
              'TimerFire',
              'FireAnimationFrame',
              'ParseHTML',
              'EventDispatch',
              'v8.callFunction',
              'RunMicrotasks',
              'Layout',
              'UpdateLayoutTree',
              'Paint',
            ].includes(e.name),
          )
          .map(
            (e) =>
              `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`,
          ),
      ),
    ].slice(0, 6);
    console.log(
      `\n${start.toFixed(0).padStart(6)} ms  ${ms.toFixed(0).padStart(4)} ms  ${fcp !== undefined && start >= fcp ? 'after FCP' : 'before FCP'}  ${what.join(' | ')}`,
    );
    const totals = new Map<string, number>();
    sampleTimes.forEach((t, i) => {
      if (t < task.ts || t > task.ts + task.dur!) return;
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = byId.get(id)!.parent) {
        const k = label(id);
        if (seen.has(k)) continue;
        seen.add(k);
        totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
      }
    });
    [...totals.entries()]
      .filter(([k]) => !k.startsWith('(') && !REACT_INTERNALS.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .forEach(([k, us]) => console.log(`      ${(us / 1000).toFixed(1).padStart(6)} ms  ${k}`));
  }
  console.log(
    `\nblocking past 50 ms after FCP (observed, this CPU rate, to the end of the window): ${tbt.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await sim.close();
}
