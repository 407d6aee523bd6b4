/**
 * `npm run bench` (and `npm run bench:faults`): the fault run of the bet slip. At least 200 placements
 * through the real client in headless Chromium against the simulator, each with a random fault
 * (answer dropped after the book recorded the order, HTTP 500 before it did, slow answers, a
 * timeout, a reload mid-flight, a double press, failing or stalled status polls, the session
 * expiring mid-placement), then every order the client showed is checked against the simulator's
 * ledger. Goal: 0 duplicated, 0 lost. Writes docs/bench.md ("Fault run") and
 * bench/results/bet-faults.json. Not a test: it asserts nothing, it counts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { writeBenchSection } from './bench-doc';
import { launchChromium } from './browser-session';
import {
  clientOrders,
  emptySlip,
  login,
  openSports,
  phase,
  pickLegs,
  placeable,
  slip,
  stake,
  type ClientOrder,
} from './fault-run-page';
import { startBenchSimulator } from './sim-process';

const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? 20261123);
const PORT = Number(process.env.BENCH_PORT ?? 5820);
const SCOPE = `fault-run-${Date.now()}`;

type Fault =
  | 'none'
  | 'drop'
  | 'http500'
  | 'slow'
  | 'reloadSending'
  | 'reloadTracking'
  | 'doublePress'
  | 'statusFail'
  | 'statusStall'
  | 'expiry'
  | 'timeout';
const WEIGHTS: [Fault, number][] = [
  ['none', 12],
  ['drop', 15],
  ['http500', 10],
  ['slow', 8],
  ['reloadSending', 14],
  ['reloadTracking', 6],
  ['doublePress', 12],
  ['statusFail', 6],
  ['statusStall', 6],
  ['expiry', 7],
  ['timeout', 2],
];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
/** BENCH_FAULT names one fault to repeat (to study it); otherwise each placement draws one by weight. */
const ONLY = process.env.BENCH_FAULT as Fault | undefined;
const pickFault = (): Fault => {
  if (ONLY) return ONLY;
  let r = random() * WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [f, w] of WEIGHTS) if ((r -= w) < 0) return f;
  return 'none';
};

interface Counts {
  reloads: number;
  doublePresses: number;
  expiries: number;
  retries: number;
  discards: number;
}

interface Iteration {
  n: number;
  fault: Fault;
  kind: 'single' | 'parlay';
  orders: ClientOrder[];
  outcome: 'done' | 'unplaced-retried' | 'unplaced-discarded' | 'skipped' | 'stuck';
  ms: number;
}

async function main() {
  const sim = await startBenchSimulator({ port: PORT });
  const base = sim.url;
  const control = async (method: 'POST' | 'DELETE' | 'GET', path: string, body?: unknown) => {
    const res = await fetch(`${base}/sim/control${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-sim-scope': SCOPE },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return res.json() as Promise<Record<string, unknown>>;
  };
  ledgerOf = async () =>
    (await control('GET', '/ledger?userName=demo')) as unknown as { orders: { cid: string; st: number }[] };
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sim-scope', value: SCOPE, url: base }]);
  const page = await context.newPage();
  await login(page, base);
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ oddsFormat: 1, oddsChange: 2 })));
  await control('POST', '/balance', { userName: 'demo', balance: 1_000_000_000 });
  await openSports(page, base);

  const iterations: Iteration[] = [];
  loadAtStart = loadavg()[0]!;
  const counts: Counts = { reloads: 0, doublePresses: 0, expiries: 0, retries: 0, discards: 0 };
  const started = Date.now();
  for (let n = 0; n < PLACEMENTS; n++) {
    const t0 = Date.now();
    const fault = pickFault();
    const kind: Iteration['kind'] = random() < 0.3 ? 'parlay' : 'single';
    const result: Iteration = { n, fault, kind, orders: [], outcome: 'skipped', ms: 0 };
    storedBeforeReload = null;
    iterations.push(result);
    // Whether Place was pressed: a step that fails before it placed nothing (skipped, not stuck).
    let pressed = false;
    try {
      await emptySlip(page);
      const first = Math.floor(random() * 6);
      const rows =
        kind === 'parlay'
          ? [first, first + 1 + Math.floor(random() * 3)]
          : random() < 0.5
            ? [first]
            : [first, first + 2];
      const keys = await pickLegs(page, rows);
      if (kind === 'parlay') {
        await slip(page).locator('[data-testid="slip-kind-parlay"]').click();
        await stake(page, 'parlay', 10_000 + Math.floor(random() * 9) * 5_000);
      } else {
        await slip(page).locator('[data-testid="slip-kind-single"]').click();
        for (const key of keys) await stake(page, key, 10_000 + Math.floor(random() * 9) * 5_000);
      }
      if (!(await placeable(page))) continue;
      await control('POST', '/order-faults', {
        kind: 'confirm-delay',
        ms: fault === 'reloadTracking' || fault === 'expiry' ? 3000 : 300,
        times: 1,
      });
      if (fault === 'drop') await control('POST', '/order-faults', { kind: 'drop-response', times: 1 });
      if (fault === 'slow') await control('POST', '/order-faults', { kind: 'delay-response', ms: 3000, times: 1 });
      if (fault === 'reloadSending')
        await control('POST', '/order-faults', { kind: 'delay-response', ms: 4000, times: 1 });
      if (fault === 'timeout') await control('POST', '/order-faults', { kind: 'delay-response', ms: 16_000, times: 1 });
      if (fault === 'statusFail') await control('POST', '/order-faults', { kind: 'status-fail', times: 2 });
      if (fault === 'statusStall') await control('POST', '/order-faults', { kind: 'status-stall', ms: 3000, times: 1 });
      if (fault === 'expiry') await control('POST', '/order-faults', { kind: 'expire-session-on-place', times: 1 });
      // Before the order engine: nothing is recorded, the client must find that out and not guess.
      if (fault === 'http500')
        await control('POST', '/faults', { match: '/fb/v1/order/bet', kind: 'http-status', status: 500, times: 1 });

      const place = slip(page).locator('[data-testid="slip-place"]');
      pressed = true;
      if (fault === 'doublePress') {
        await place.dblclick();
        counts.doublePresses++;
      } else await place.click();
      if (fault === 'reloadSending' || fault === 'reloadTracking') {
        const pressedAt = Date.now();
        // "While sending" means stored and sent: on a loaded machine the precheck alone can take
        // longer than 1.2 s, and a reload before the placement was stored is no fault (nothing sent).
        if (fault === 'reloadSending') await waitStored(page, 'sending', 10_000);
        await page.waitForTimeout(Math.max(0, 1_200 - (Date.now() - pressedAt)));
        storedBeforeReload = await stored(page);
        await page.reload();
        counts.reloads++;
        await openSports(page, base);
      }
      result.outcome = await settle(page, base, fault, counts);
      result.orders = await clientOrders(page);
    } catch (error) {
      result.outcome = pressed ? 'stuck' : 'skipped';
      await page
        .screenshot({ path: `bench/results/${pressed ? 'stuck' : 'step-failed'}-${n}.png` })
        .catch(() => undefined);
      console.warn(
        `#${n} ${fault}${pressed ? '' : ' (before Place: skipped)'}: ${(error as Error).message.split('\n')[0]}`,
      );
      await recover(page, base).catch(() => undefined);
    } finally {
      await control('DELETE', '/order-faults');
      await control('DELETE', '/faults');
      result.ms = Date.now() - t0;
    }
    if ((n + 1) % 20 === 0)
      console.log(`${n + 1}/${PLACEMENTS} placements, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await emptySlip(page).catch(() => undefined);
  const ledger = (await control('GET', '/ledger?userName=demo')) as unknown as {
    orders: { cid: string; st: number }[];
    duplicated: string[];
    placements: Record<string, number>;
  };
  await browser.close();
  await sim.close();
  report(iterations, ledger, counts, Date.now() - started);
}

/** Waits for a final state, answering what the bettor is asked on the way (expiry, not placed). */
async function settle(page: Page, base: string, fault: Fault, counts: Counts): Promise<Iteration['outcome']> {
  const deadline = Date.now() + 60_000;
  let retried = false;
  while (Date.now() < deadline) {
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible().catch(() => false)) {
      // The expiry confirm (KindTips): either choice logs out; the pending placement stays stored.
      await Promise.all([
        page.waitForEvent('load', { timeout: 15_000 }),
        dialog.getByRole('button', { name: 'OK' }).click(),
      ]);
      counts.expiries++;
      await recover(page, base);
      continue;
    }
    const now = await phase(page);
    if (now === 'done') return retried ? 'unplaced-retried' : 'done';
    if (now === 'unplaced') {
      // Nothing was recorded: a bettor tries again (same client ids) or gives up.
      if (!retried && random() < 0.7) {
        retried = true;
        counts.retries++;
        await slip(page).locator('[data-testid="slip-retry"]').click();
      } else {
        const orders = await clientOrders(page);
        await slip(page).getByRole('button', { name: 'Discard' }).click();
        counts.discards++;
        lastDiscarded.push(...orders.map((o) => o.cid));
        return 'unplaced-discarded';
      }
    }
    await page.waitForTimeout(fault === 'timeout' ? 500 : 150);
  }
  // What was stored before a reload, what is stored now, and what the book holds of those ids.
  const now = await stored(page);
  const cids = [
    ...new Set([...`${storedBeforeReload ?? ''}${now ?? ''}`.matchAll(/"cid":"([^"]+)"/g)].map((m) => m[1]!)),
  ];
  const book = cids.length > 0 ? (await ledgerOf()).orders.filter((o) => cids.includes(o.cid)) : [];
  console.warn(
    `stuck in phase ${await phase(page)} at ${page.url()}; signed in as ${await page.evaluate(() => localStorage.getItem('userInfo')?.slice(0, 60)).catch(() => '?')}; ` +
      `stored: ${now}; stored before the reload: ${storedBeforeReload}; in the ledger: ${JSON.stringify(book.map((o) => ({ cid: o.cid, st: o.st })))}`,
  );
  await page.screenshot({ path: `bench/results/stuck-${Date.now()}.png` }).catch(() => undefined);
  return 'stuck';
}
const lastDiscarded: string[] = [];
let loadAtStart = 0;
/** The pending record as the last reload found it (null: nothing stored, or no reload in this placement). */
let storedBeforeReload: string | null = null;

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('pendingBets')).catch(() => '?');

async function waitStored(page: Page, phaseName: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !(await stored(page))?.includes(`"phase":"${phaseName}"`)) await page.waitForTimeout(50);
}

let ledgerOf: () => Promise<{ orders: { cid: string; st: number }[] }> = () => Promise.resolve({ orders: [] });

/** Back on the sports list, logged in (after an expiry logged the bettor out, or a step went wrong). */
async function recover(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/?lang=en`);
  const loggedIn = page.getByRole('link', { name: /My account/ });
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await Promise.race([loggedIn.waitFor({ timeout: 15_000 }), logIn.waitFor({ timeout: 15_000 })]);
  if (await logIn.isVisible()) await login(page, base);
  await openSports(page, base);
}

function report(
  iterations: Iteration[],
  ledger: { orders: { cid: string; st: number }[]; duplicated: string[]; placements: Record<string, number> },
  counts: Counts,
  ms: number,
) {
  const placed = iterations.filter((i) => i.outcome !== 'skipped');
  const byCid = new Map<string, { st: number }[]>();
  for (const o of ledger.orders) byCid.set(o.cid, [...(byCid.get(o.cid) ?? []), o]);
  const shown = placed.flatMap((i) => i.orders.filter((o) => o.oid));
  const lost = shown.filter((o) => !byCid.has(o.cid)).length;
  const knownCids = new Set(placed.flatMap((i) => i.orders.map((o) => o.cid)));
  const discarded = new Set(lastDiscarded);
  // Orders the book holds that the bettor was never shown as placed: unknown ids, or "not placed" and discarded.
  const phantom = ledger.orders.filter((o) => !knownCids.has(o.cid) || discarded.has(o.cid)).length;
  const wrongState = shown.filter((o) => {
    const st = byCid.get(o.cid)?.[0]?.st;
    return (
      st !== undefined &&
      ((o.state === 'confirmed' && st !== 4 && st !== 5) || (o.state === 'rejected' && st !== 2 && st !== 3))
    );
  }).length;
  const resends = Object.values(ledger.placements).filter((n) => n > 1).length;
  const faults = new Map<Fault, number>();
  for (const i of placed) faults.set(i.fault, (faults.get(i.fault) ?? 0) + 1);
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    placements: placed.length,
    skipped: iterations.length - placed.length,
    stuck: placed.filter((i) => i.outcome === 'stuck').length,
    ordersShown: shown.length,
    ledgerOrders: ledger.orders.length,
    duplicated: ledger.duplicated.length,
    lost,
    phantom,
    wrongState,
    requestsResent: resends,
    ...counts,
    faults: Object.fromEntries(faults),
    minutes: Math.round(ms / 600) / 100,
    // The 1-minute load average at the start and the end: the figures (and timing faults) depend on it.
    load: {
      cores: availableParallelism(),
      start: Math.round(loadAtStart * 10) / 10,
      end: Math.round(loadavg()[0]! * 10) / 10,
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/bet-faults.json', `${JSON.stringify({ summary, iterations }, null, 2)}\n`);
  console.log(summary);
  writeBenchSection(
    'faults',
    `# Benchmark: fault run (bet placement exactly once)

\`npm run bench\` (bench/bet-faults.ts): ${summary.placements} placements (${PLACEMENTS} attempted, seed ${SEED}; ${summary.skipped} skipped:
Place never became possible, or a step before it failed, e.g. a pick that did not reach the slip) through the real
client in headless Chromium against the simulator, singles and parlays, each with one random fault, then every
order the client showed checked against the simulator's ledger (\`GET /sim/control/ledger\`). Goal: 0 duplicated and
0 lost orders. \`npm run bench:faults\` runs it alone; \`BENCH_PLACEMENTS\` (200), \`BENCH_SEED\`, \`BENCH_FAULT\` (repeat one
fault), \`BENCH_PORT\`.

Measured ${summary.date} (${summary.minutes} min, ${summary.load.cores} cores, 1-minute load average ${summary.load.start} at the start and
${summary.load.end} at the end${summary.load.start > 1 || summary.load.end > 1 ? ': not an idle machine, other work shared the cores' : ''}):

| placements | orders shown | orders in the ledger | duplicated | lost | placed but not shown | shown in the wrong state | stuck |
|---|---|---|---|---|---|---|---|
| ${summary.placements} | ${summary.ordersShown} | ${summary.ledgerOrders} | ${summary.duplicated} | ${summary.lost} | ${summary.phantom} | ${summary.wrongState} | ${summary.stuck} |

Faults: ${[...faults].map(([f, n]) => `${f} ${n}`).join(', ')}; reloads ${counts.reloads}, double presses ${counts.doublePresses},
expiries ${counts.expiries}, "not placed" then retried ${counts.retries}, discarded ${counts.discards}. Requests the book
received more than once for one client id: ${resends} (a retry after "not placed", or Chromium resending a POST whose
connection closed without an answer); each made one order.

"Lost" is an order the client showed as placed that the ledger lacks; "placed but not shown" is a ledger order whose
client id the client never showed, or showed as not placed and then discarded. "Stuck" is a placement the client did
not show as final within 60 s; the run logs its phase, its stored record before the reload and now, the ledger's
orders of its client ids, and a screenshot (bench/results/stuck-*.png).

The two stuck placements of an earlier run (both \`reloadSending\`, both recorded once) were a page resumed after the
reload reaching \`done\` and removing the stored record, then the run's next page load (it opens the sports list
again) finding no placement and showing the legs as an unplaced slip. A finished placement now stays stored until
the bettor closes its outcome (docs/decisions.md, bet slip). \`reloadSending\` reloads only once the placement is
stored as sending: on a loaded machine the precheck alone could outlast the fixed 1.2 s wait. A later loaded run had a
stuck \`expiry\` placement: after the run logged in again, the sports list built the slip before the profile (the
user name) arrived, so it never looked for the stored placement; the slip now takes it when the name becomes known.`,
  );
}

await main();
