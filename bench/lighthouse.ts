/**
 * `npm run bench` (after the odds storm) or `npm run bench:lighthouse`: Lighthouse (Node API, Debian's
 * Chromium through chrome-launcher) on `/` logged out, `/sports` logged in and a match detail logged
 * in, with the mobile preset (Lighthouse's default: Moto G-class device, simulated slow 4G and 4x CPU)
 * and the desktop preset. Each page and preset runs LH_RUNS times (default 2) in a fresh browser
 * profile with an empty cache; medians reported. Writes the Lighthouse section of docs/bench.md and
 * bench/results/lighthouse.json. Goals: CLS <= 0.1, LCP <= 2.5 s (mobile), TBT <= 200 ms,
 * accessibility 100. Not a test: it asserts nothing. Env: LH_RUNS, LH_PRESETS (`mobile,desktop`), LH_PORT,
 * LH_SAVE (keep each run's JSON in bench/results), LH_PAGES, BENCH_DIST, BENCH_NOTE.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { writeBenchSection } from './bench-doc';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, loggedInStorage } from './browser-session';
import { median } from './stats';
import { startBenchSimulator } from './sim-process';

const wanted = process.env.BENCH_SCENARIOS?.split(',');
if (wanted && !wanted.includes('lighthouse')) process.exit(0);

const RUNS = Number(process.env.LH_RUNS ?? 2);
type Preset = 'mobile' | 'desktop';
const PRESETS = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];

interface Figures {
  performance: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  bestPractices: number;
}

interface Target {
  name: string;
  path: string;
  storage: Array<{ name: string; value: string }> | null;
}

/**
 * One audit in a fresh Chromium profile. A logged-in page gets the stored session first, written
 * from /config.json (same origin, loads no script or style, so the cache stays cold), and the audit
 * keeps storage (`disableStorageReset`) so the page starts logged in as a returning user would.
 */
async function audit(base: string, target: Target, preset: Preset, run: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    if (target.storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${base}/config.json`);
      await page.evaluate(
        (items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)),
        target.storage,
      );
      await page.close();
      await browser.close().catch(() => undefined);
    }
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(target.storage),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A logged-in page that bounced to / (session not restored) would measure the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== target.path)
      throw new Error(`${target.path} ended at ${lhr.finalDisplayedUrl}`);
    if (process.env.LH_SAVE) {
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(
        `bench/results/lhr-${preset}-${target.path.replaceAll('/', '_') || 'home'}-${run}.json`,
        JSON.stringify(lhr),
      );
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    return {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
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
// BENCH_DIST: another build to serve (an earlier commit's, for a before/after), default dist/.
const sim = await startBenchSimulator({ port: Number(process.env.LH_PORT ?? 0) });
// LH_PAGES (`home,sports,detail`): only those pages, for a quick look; docs/bench.md is then left as it is.
const pages = process.env.LH_PAGES?.split(',');
const results: Array<{ target: string; path: string; preset: Preset; runs: Figures[] }> = [];
try {
  const setup = await launchChromium();
  const storage = await loggedInStorage(setup, sim.url).finally(() => setup.close());
  const detail = await firstMatchPath(sim.url, storage);
  const targets: Target[] = [
    { name: '`/` logged out', path: '/', storage: null },
    { name: '`/sports` logged in', path: '/sports', storage },
    { name: 'match detail logged in', path: detail, storage },
  ];
  for (const target of targets.filter((_t, i) => !pages || pages.includes(['home', 'sports', 'detail'][i]!))) {
    for (const preset of PRESETS) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await audit(sim.url, target, preset, i + 1);
        console.log(
          `${target.path} ${preset} run ${i + 1}: ${JSON.stringify(figures, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v))}`,
        );
        runs.push(figures);
      }
      results.push({ target: target.name, path: target.path, preset, runs });
    }
  }
} finally {
  await sim.close();
}

const m = (runs: Figures[], k: keyof Figures) => median(runs.map((r) => r[k]));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const each = (runs: Figures[], k: keyof Figures, f: (n: number) => string) => runs.map((r) => f(r[k])).join(' / ');
const table = [
  '| page | preset | performance | LCP | FCP | CLS | TBT | accessibility | best practices | runs (LCP; CLS) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    ({ target, preset, runs }) =>
      `| ${target} | ${preset} | ${m(runs, 'performance')} | ${s(m(runs, 'lcp'))} | ${s(m(runs, 'fcp'))} | ${m(runs, 'cls').toFixed(3)} | ${Math.round(m(runs, 'tbt'))} ms | ${m(runs, 'accessibility')} | ${m(runs, 'bestPractices')} | ${each(runs, 'lcp', s)}; ${each(runs, 'cls', (n) => n.toFixed(3))} |`,
  ),
].join('\n');

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
if (!pages)
  writeBenchSection(
    'lighthouse',
    `# Benchmark: Lighthouse (Core Web Vitals)

\`npm run bench\` (after the odds storm) or \`npm run bench:lighthouse\` (bench/lighthouse.ts): Lighthouse 13 through its
Node API drives Debian's headless Chromium (chrome-launcher, \`--headless=new\`) against the simulator serving the
production build (\`env: prod\`). Pages: \`/\` logged out; \`/sports\` and the first match the list links to (${'`'}${results.find((r) => r.target.startsWith('match'))?.path ?? ''}${'`'}) logged
in as demo (the session is put in local storage first and kept with \`disableStorageReset\`; the HTTP cache stays
cold). Presets: mobile (Lighthouse's default: simulated slow 4G, 4x CPU slowdown, 412x823) and desktop. ${RUNS} runs
each, each in a fresh browser profile; medians, and every run's LCP and CLS in the last column. Goals:
CLS <= 0.1 and TBT <= 200 ms on both presets, LCP <= 2.5 s on mobile, accessibility 100.

Measured ${new Date().toISOString().slice(0, 10)} on this project's 2-core machine${process.env.BENCH_NOTE ? ` (${process.env.BENCH_NOTE})` : ''}:

${table}

Lighthouse's simulated throttling multiplies the CPU time it observes by 4 on the mobile preset, so TBT and LCP
move with whatever else the machine runs; compare runs taken on an idle machine.

Before the performance work (commit e793ada, same bench, same machine under load): \`/\` mobile performance 54-61, LCP 4.9-5.2 s,
FCP 3.8-4.0 s, CLS 0.225, TBT 87-318 ms; \`/\` desktop CLS 0.724 (the whole page moved when the footer was pushed
down); \`/sports\` mobile LCP 6.0-6.8 s, TBT 226-239 ms; match detail mobile LCP 6.5-6.7 s, TBT 295-343 ms.
Accessibility and best practices 100 throughout. What changed: [decisions.md](decisions.md#start-up-and-bundle).
`,
  );
console.log(table);
