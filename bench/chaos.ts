/**
 * `npm run bench:chaos`: a scripted session through the real client in headless Chromium (1280x900, at times
 * 375x812) as demo, for CHAOS_MINUTES (10): log in, browse the sports lists, bet (singles and parlays), cash out,
 * watch the live room, chat, send gifts, deposit, claim promotions, in an order drawn from a seeded RNG (CHAOS_SEED),
 * while the simulator (a child process on CHAOS_PORT, started with SIM_CONTROL=1) gets a random fault every 4-10 s
 * through its test-control API (bench/chaos-faults.ts). Then, against the simulator's own records: no order, deposit
 * or claim duplicated or lost; and over the run: no blank screen, every failure shown with a way on, no uncaught
 * error in the page, the simulator never restarted (same pid, answering throughout). Writes docs/bench.md ("Chaos
 * run", bench/chaos-report.ts) and bench/results/chaos.json. Not a test: it counts.
 */
import { createRng } from '../simulator/core/rng';
import {
  BLANK_CHECK,
  injectFault,
  pickFault,
  SEEN_SCRIPT,
  type Control,
  type FaultKind,
  type Seen,
} from './chaos-faults';
import { report, type ChaosRun } from './chaos-report';
import { emptySaid, ensureSignedIn, runStep, type Step, type StepContext } from './chaos-steps';
import { startRun } from './sim-process';
import { sleep } from '../tests/support/wait';

const MINUTES = Number(process.env.CHAOS_MINUTES ?? 10);
const SEED = Number(process.env.CHAOS_SEED ?? 20261127);
const PORT = Number(process.env.CHAOS_PORT ?? 5270);
const SCOPE = `chaos-${Date.now()}`;
/** CHAOS_STEPS=claim,deposit keeps only those steps (to study one); CHAOS_FAULTS=0 runs without faults (a baseline). */
const ONLY = process.env.CHAOS_STEPS?.split(',');
const FAULTS = process.env.CHAOS_FAULTS !== '0';
const ALL_STEPS: Array<[Step, number]> = [
  ['browse', 2],
  ['single', 3],
  ['parlay', 2],
  ['cashOut', 2],
  ['room', 2],
  ['deposit', 2],
  ['claim', 2],
  ['mobile', 1],
];
const STEP_WEIGHTS = ALL_STEPS.filter(([step]) => !ONLY || ONLY.includes(step));
/** How long a page may take from its navigation to its first content before a blank sample counts. */
const BOOT_GRACE_MS = 5_000;

async function main() {
  const { sim, browser } = await startRun(PORT);
  const control: Control = async (method, path, body) => {
    const res = await fetch(`${sim.url}/sim/control${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-sim-scope': SCOPE },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const streams = (await control('GET', '/live/streams')) as unknown as Array<{ id: number; key: string }>;
  const streamKey = streams.find((s) => s.id === 9001)?.key ?? 'stream-9001';
  await control('POST', '/balance', { userName: 'demo', balance: 1_000_000_000 });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sim-scope', value: SCOPE, url: sim.url }]);
  const seen: Seen[] = [];
  await context.exposeBinding('__chaosSeen', (_source, s: Seen) => void seen.push(s));
  await context.addInitScript(SEEN_SCRIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => uncaught.push(`${page.url()}: ${e.message.split('\n')[0]}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    (/Uncaught|Unhandled/i.test(m.text()) ? uncaught : consoleErrors).push(`${page.url()}: ${m.text().slice(0, 200)}`);
  });
  let crashes = 0;
  page.on('crash', () => crashes++);

  const rng = createRng(SEED);
  const faultRng = createRng(SEED + 1);
  const s: StepContext = { page, base: sim.url, rng, said: emptySaid(), n: 0 };
  await ensureSignedIn(s);
  // Accept any odds change, as the fault run does: a moved price is not what this run is about.
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ oddsFormat: 1, oddsChange: 2 })));

  const run: ChaosRun = {
    seed: SEED,
    minutes: MINUTES,
    pid: sim.pid,
    steps: [],
    faults: [],
    blanks: [],
    samples: 0,
    healthFailures: 0,
    pidChanged: false,
    uncaught,
    consoleErrors,
    seen,
    crashes,
    said: s.said,
    startedAt: Date.now(),
    endedAt: 0,
  };
  const deadline = Date.now() + MINUTES * 60_000;
  let running = true;

  // A full page load is blank until the app's first paint (seconds on a loaded 2-core machine): that is the
  // start-up the Lighthouse bench measures, not a blank screen. A page gets BOOT_GRACE_MS from its navigation.
  let navigatedAt = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigatedAt = Date.now();
  });
  // Every 3 s: does the page show something, does the simulator answer, is it the same process.
  const watcher = (async () => {
    while (running) {
      await sleep(3_000);
      run.samples++;
      if (!(await sim.healthy(5_000))) run.healthFailures++;
      if (!sim.alive()) run.pidChanged = true;
      const first = (await page.evaluate(BLANK_CHECK).catch(() => null)) as { blank: boolean; text: number } | null;
      if (!first?.blank) continue;
      const loadStarted = navigatedAt;
      await sleep(Math.max(2_000, loadStarted + BOOT_GRACE_MS - Date.now()));
      // Another page began loading meanwhile: the next sample judges that one.
      if (navigatedAt !== loadStarted) continue;
      const again = (await page.evaluate(BLANK_CHECK).catch(() => null)) as { blank: boolean; text: number } | null;
      if (!again?.blank) continue;
      const shot = `bench/results/chaos-blank-${run.blanks.length}.png`;
      await page.screenshot({ path: shot }).catch(() => undefined);
      run.blanks.push({ at: page.url(), ms: Date.now() - run.startedAt, text: again.text, shot });
    }
  })();
  // A fault every 4-10 s.
  const injector = (async () => {
    while (running && FAULTS) {
      await sleep(faultRng.int(4, 10) * 1_000);
      if (!running) break;
      const kind: FaultKind = pickFault(faultRng);
      const what = await injectFault(kind, faultRng, control, streamKey).catch((e: Error) => `not set: ${e.message}`);
      run.faults.push({ kind, what, ms: Date.now() - run.startedAt });
    }
  })();

  const total = STEP_WEIGHTS.reduce((t, [, w]) => t + w, 0);
  const pickStep = (): Step => {
    let r = rng.next() * total;
    for (const [step, w] of STEP_WEIGHTS) if ((r -= w) < 0) return step;
    return 'browse';
  };
  // Bounded by time and by count: a step lasts a few seconds at least.
  for (let n = 0; Date.now() < deadline && n < MINUTES * 60; n++) {
    const step = pickStep();
    const t0 = Date.now();
    s.n = n;
    try {
      await runStep(step, s);
      run.steps.push({ step, ok: true, ms: Date.now() - t0, startedMs: t0 - run.startedAt, at: page.url() });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]!;
      const shot = `bench/results/chaos-step-${n}.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      // The session expired mid-step: the app logged out, as it must; the next step logs in again.
      const loggedOut = await page
        .getByRole('banner')
        .getByRole('button', { name: 'Log in' })
        .isVisible()
        .catch(() => false);
      run.steps.push({
        step,
        ok: false,
        ms: Date.now() - t0,
        error: message,
        at: page.url(),
        shot,
        loggedOut,
        startedMs: t0 - run.startedAt,
      });
      console.warn(`#${n} ${step}: ${message}`);
    }
    if ((n + 1) % 10 === 0)
      console.log(`${n + 1} steps, ${run.faults.length} faults, ${Math.round((Date.now() - run.startedAt) / 1000)} s`);
  }
  running = false;
  await Promise.all([watcher, injector]);
  run.endedAt = Date.now();

  // The faults off, then a moment for what is in flight (confirmations, deposits settling) before the records are read.
  await control('DELETE', '/faults');
  await control('DELETE', '/order-faults');
  await sleep(6_000);
  const ledger = (await control('GET', '/ledger?userName=demo')) as unknown as Parameters<typeof report>[1]['ledger'];
  const fund = (await control('GET', '/fund/orders?userName=demo')) as unknown as {
    orders: Parameters<typeof report>[1]['fund'];
  };
  const claims = (await control('GET', '/promo/claims?userName=demo')) as unknown as {
    claims: Parameters<typeof report>[1]['claims'];
  };
  run.pidChanged ||= !sim.alive();
  await browser.close();
  await sim.close();
  report(run, { ledger, fund: fund.orders, claims: claims.claims });
}

await main();
