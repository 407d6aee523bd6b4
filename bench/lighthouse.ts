/**
 * `npm run bench` (after the odds storm) or `npm run bench:lighthouse`: Lighthouse (Node API, Debian's
 * Chromium through chrome-launcher) on `/` logged out, and logged in on `/sports`, a match detail and a
 * live room, with the mobile preset (Lighthouse's default: Moto G-class device, simulated slow 4G and 4x
 * CPU, throttling method "simulate") and the desktop preset. Each page is measured on a first visit (a
 * fresh browser profile, empty cache) and on a repeat visit (the same build opened once before in that
 * profile: its HTTP cache and storage kept). LH_RUNS runs each (default 3), medians reported. Writes
 * the Lighthouse section of docs/bench.md (bench/lighthouse-doc.ts) and bench/results/lighthouse.json.
 * Not a test: it asserts nothing. Env: LH_RUNS, LH_PRESETS (`mobile,desktop`), LH_PAGES
 * (`home,sports,detail,room`), LH_VISITS (`first,repeat`), LH_POPUPS (`on`: popup ads as `npm start`), LH_PORT, LH_CHAIN (print the simulated LCP's requests and tasks), LH_SAVE (keep each run's JSON in
 * bench/results), BENCH_DIST, BENCH_NOTE. With LH_PAGES or LH_VISITS set, docs/bench.md is
 * left as it is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { lcpChain } from './lantern-chain';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, loggedInStorage } from './browser-session';
import { writeLighthouseDoc, type Figures, type Preset, type Result, type Visit } from './lighthouse-doc';
import { startBenchSimulator } from './sim-process';

const wanted = process.env.BENCH_SCENARIOS?.split(',');
if (wanted && !wanted.includes('lighthouse')) process.exit(0);

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PRESETS = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const VISITS = (process.env.LH_VISITS ?? 'first,repeat').split(',') as Visit[];
const PAGES = process.env.LH_PAGES?.split(',');
const ROOM = process.env.BENCH_STREAM ?? '9001';

interface Target {
  key: 'home' | 'sports' | 'detail' | 'room';
  name: string;
  path: string;
  storage: Array<{ name: string; value: string }> | null;
}

/**
 * What the browser needs before the audit: the stored session of a logged-in page, written from
 * /config.json (same origin, loads no script or style, so the cache stays cold), and for a repeat visit
 * the page opened once and left when the network is quiet, so its HTTP cache and storage are those of a
 * visitor who came yesterday on the same build. The audit keeps both (`disableStorageReset`).
 */
async function prepare(port: number, base: string, target: Target, visit: Visit): Promise<void> {
  if (!target.storage && visit === 'first') return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/config.json`);
    if (target.storage)
      await page.evaluate(
        (items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)),
        target.storage,
      );
    if (visit === 'repeat') {
      // Until the extras after idle have come too (the popup ad's list: one ad a day, so a visitor who
      // came before has seen today's), then away, as a visitor who closed the tab.
      const extras = page.waitForResponse((r) => r.url().includes('/activity/popup/list'), { timeout: 15_000 });
      // A live room is never quiet (its video streams): the load, the extras and a quiet moment if one comes.
      await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
      await extras.catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await page.goto('about:blank');
    }
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** One audit in a fresh Chromium profile (prepared for the visit), the LCP element and its breakdown with it. */
async function audit(base: string, target: Target, preset: Preset, visit: Visit, run: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    await prepare(chrome.port, base, target, visit);
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(target.storage) || visit === 'repeat',
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A logged-in page that bounced to / (session not restored) would measure the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== target.path)
      throw new Error(`${target.path} ended at ${lhr.finalDisplayedUrl}`);
    if (process.env.LH_CHAIN) console.log(`${target.path} ${preset} ${visit}: simulated LCP\n${lcpChain()}`);
    if (process.env.LH_SAVE) {
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/lhr-${preset}-${visit}-${target.key}-${run}.json`, JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    // The LCP breakdown insight: a table of subparts (observed, unthrottled) and the element's node.
    const parts = (lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    const table = parts.find((p): p is { items: Array<{ subpart: string; duration: number }> } =>
      Array.isArray((p as { items?: unknown }).items),
    );
    const node = parts.find(
      (p): p is { selector: string } => typeof (p as { selector?: unknown }).selector === 'string',
    );
    return {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpElement: node?.selector ?? '',
      lcpParts: Object.fromEntries((table?.items ?? []).map((i) => [i.subpart, i.duration])),
      requests: ((lhr.audits['network-requests']?.details as { items?: unknown[] })?.items ?? []).length,
      cachedRequests: (
        (lhr.audits['network-requests']?.details as { items?: Array<{ transferSize?: number }> })?.items ?? []
      ).filter((r) => (r.transferSize ?? 0) === 0).length,
    };
  } finally {
    chrome.kill();
  }
}

/** The first match the logged-in list links to: the detail page a bettor opens from it. */
async function firstMatchPath(base: string, storage: Target['storage']): Promise<string> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: storage ?? [] }] },
    });
    const page = await context.newPage();
    await page.goto(`${base}/sports`);
    const href = await page.locator('a.match-link').first().getAttribute('href', { timeout: 20_000 });
    if (!href) throw new Error('no match link on /sports');
    return href;
  } finally {
    await browser.close();
  }
}

process.env.MATCHDAY_ENV = 'prod';
// LH_POPUPS=on: popup ads on, as `npm start` serves the app (each ad once a day, after the page is idle);
// off by default, as in the earlier figures: on `/sports` and the detail page the ad becomes the LCP.
process.env.SIM_POPUP_ADS = process.env.LH_POPUPS === 'on' ? 'on' : 'off';
const loadStart = loadavg()[0]!;
// BENCH_DIST: another build to serve (an earlier commit's, for a before/after), default dist/.
const sim = await startBenchSimulator({ port: Number(process.env.LH_PORT ?? 0) });
const results: Result[] = [];
try {
  const setup = await launchChromium();
  const storage = await loggedInStorage(setup, sim.url).finally(() => setup.close());
  const detail = await firstMatchPath(sim.url, storage);
  const targets: Target[] = [
    { key: 'home', name: '`/` logged out', path: '/', storage: null },
    { key: 'sports', name: '`/sports` logged in', path: '/sports', storage },
    { key: 'detail', name: 'match detail logged in', path: detail, storage },
    { key: 'room', name: 'live room logged in', path: `/anchorPlay/${ROOM}`, storage },
  ];
  for (const target of targets.filter((t) => !PAGES || PAGES.includes(t.key))) {
    for (const preset of PRESETS) {
      for (const visit of VISITS) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const figures = await audit(sim.url, target, preset, visit, i + 1);
          const round = (_k: string, v: unknown) => (typeof v === 'number' ? Math.round(v) : v);
          console.log(`${target.path} ${preset} ${visit} run ${i + 1}: ${JSON.stringify(figures, round)}`);
          runs.push(figures);
        }
        results.push({ target: target.name, path: target.path, preset, visit, runs });
      }
    }
  }
} finally {
  await sim.close();
}
const load = { start: loadStart, end: loadavg()[0]! };

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  JSON.stringify({ at: new Date().toISOString(), load, results }, null, 2),
);
// Every page and both visits: the section is written (the table names the presets measured).
const whole = !PAGES && !process.env.LH_VISITS;
console.log(writeLighthouseDoc(results, { runs: RUNS, load, write: whole }));
