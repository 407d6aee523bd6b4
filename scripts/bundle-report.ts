/**
 * JavaScript budget, measured the way a visitor pays it: the production build is
 * served by the simulator (in-process, a free port, `env: prod`, no `debugConsole`: the debug console never loads),
 * Debian's Chromium opens `/` logged out and `/sports` logged in as demo, and every JavaScript
 * response until the page is whole and the network quiet (`measure`) is counted. The budget counts each response body gzipped here at
 * level 6 (what Vite prints), so it does not move with the server's compression; the bytes on the wire (the
 * simulator sends the build's brotli files) are shown beside it. Writes docs/bundle.md; exits 1 over budget,
 * or when a script over 1 KB arrives without brotli.
 *
 * Run after `vite build`: `npx tsx scripts/bundle-report.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { startSimulator } from '../simulator/server';
import { launchChromium, loggedInStorage } from '../bench/browser-session';

const KB = 1024;
/**
 * `/` must be usable on a slow phone connection; everything else waits for its screen. 162 KB: the 160 KB
 * set on 2026-11-23, plus the one error model, the loader's polling and the one format module that every
 * screen, `/` included, now shares (1.4 KB gzip; docs/decisions.md, "One way: the start-up budget").
 */
const HOME_BUDGET = 162 * KB;
/**
 * `/sports` carries the start-up JavaScript plus the list screen (virtualized rows, RxJS feed,
 * socket.io client, provider schemas): 240 KB is the measured 2026-11-23 figure (213 KB) plus ~12 %
 * for the bet slip, the next screen planned on it; 242 KB since rows mark the matches with video (the video
 * list's call and schema) and links warm the page they lead to (docs/decisions.md, "The /sports budget"); 242.5 KB
 * since rows off screen stop drawing price ticks (near-screen.tsx, 0.3 KB); 242.8 KB since its strips keep the current
 * view, sport and day in sight on a phone (use-current-in-view.ts, 0.2 KB). It is the one screen a bettor waits for.
 */
const SPORTS_BUDGET = 242.8 * KB;

interface Loaded {
  url: string;
  raw: number;
  gzip: number;
  /** Body bytes as sent (after the server's compression). */
  wire: number;
  encoding: string;
}

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
}

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npx vite build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const sourceOf = new Map(
  Object.entries(manifest).map(([key, c]) => [
    c.file,
    key.startsWith('_') ? '(shared chunk)' : key === 'index.html' ? 'entry (src/main.tsx)' : key,
  ]),
);

/** How long no response may come before the page counts as loaded (Playwright's network idle, which only comes once). */
const QUIET_MS = 500;

/**
 * Opens `path` in a fresh context (empty cache) and returns the JavaScript it downloaded once `ready` (a CSS
 * selector per element the page shows when it is whole) is on screen and the network has been quiet for QUIET_MS.
 * Network idle alone came early on a loaded machine: a pause between the first paint and the work after it let
 * `/sports` read 176 KB in 10 files, without its rows and its slip.
 */
async function measure(context: BrowserContext, base: string, path: string, ready: string[]): Promise<Loaded[]> {
  const page = await context.newPage();
  const loaded: Loaded[] = [];
  const reads: Array<Promise<void>> = [];
  let last = Date.now();
  page.on('request', () => (last = Date.now()));
  page.on('response', (response) => {
    last = Date.now();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') && !new URL(response.url()).pathname.endsWith('.js')) return;
    reads.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
        loaded.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'none',
        });
      }),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  for (const selector of ready) await page.locator(selector).first().waitFor({ timeout: 60_000 });
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(QUIET_MS - (Date.now() - last));
  await Promise.all(reads);
  await context.close();
  return loaded.sort((a, b) => b.gzip - a.gzip);
}

async function run(browser: Browser, base: string) {
  const home = await measure(await browser.newContext(), base, '/', ['img.banner-img']);
  const storage = await loggedInStorage(browser, base);
  const origin = new URL(base).origin;
  const sportsContext = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
  });
  const sports = await measure(sportsContext, base, '/sports', [
    '[data-testid^="match-row-"]',
    '[data-testid="bet-slip"]',
  ]);
  return { home, sports };
}

process.env.MATCHDAY_ENV = 'prod';
const sim = await startSimulator({ port: 0 });
const browser = await launchChromium();
let result: Awaited<ReturnType<typeof run>>;
try {
  result = await run(browser, sim.url);
} finally {
  await browser.close();
  await sim.close();
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const total = (rows: Loaded[]) => rows.reduce((s, r) => s + r.gzip, 0);
const table = (rows: Loaded[]) =>
  ['| file | source | raw | gzip | on the wire |', '|---|---|---|---|---|']
    .concat(
      rows.map(
        (r) =>
          `| ${r.url.replace(/^\//, '')} | ${sourceOf.get(r.url.replace(/^\//, '')) ?? ''} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.wire)} (${r.encoding}) |`,
      ),
    )
    .join('\n');
const wire = (rows: Loaded[]) => rows.reduce((s, r) => s + r.wire, 0);
const homeTotal = total(result.home);
const sportsTotal = total(result.sports);
const loadedFiles = new Set([...result.home, ...result.sports].map((r) => r.url.replace(/^\//, '')));
const later = Object.entries(manifest)
  .filter(([key, c]) => c.file.endsWith('.js') && !loadedFiles.has(c.file) && !key.startsWith('locales/'))
  .map(([key, c]) => ({ key, file: c.file, gzip: gzipSync(readFileSync(`dist/${c.file}`), { level: 6 }).length }))
  .sort((a, b) => b.gzip - a.gzip);

writeFileSync(
  'docs/bundle.md',
  `# JavaScript budget (gzip)

Measured by \`scripts/bundle-report.ts\` (run by \`npm test\` after the build): the simulator serves the
production build with \`env: prod\` and no \`debugConsole\` (so the debug console never loads) and Debian's Chromium opens each page
in a fresh context, with an empty cache, until the page is whole (the home banner; the list's rows and the bet slip) and no request came for 500 ms. Every
JavaScript response counts, whether the entry imports it or the page asks for it later (axios with the
first request, screens, language packs). The budget counts each response body gzipped at level 6; "on the wire"
is what the simulator sent (the build's brotli files, as a production server would).

| page | JavaScript (gzip) | budget | on the wire (brotli) | files |
|---|---|---|---|---|
| \`/\` logged out | **${kb(homeTotal)}** | ${kb(HOME_BUDGET)} | ${kb(wire(result.home))} | ${result.home.length} |
| \`/sports\` logged in (demo) | **${kb(sportsTotal)}** | ${kb(SPORTS_BUDGET)} | ${kb(wire(result.sports))} | ${result.sports.length} |

Before the start-up work (commit e793ada, same measurement; docs/history.md): 175.2 KB for \`/\` and 229.5 KB for \`/sports\`; most of the
difference is react-router's data router (\`createBrowserRouter\`), which no screen needed (docs/decisions.md).

The \`/sports\` budget is the start-up JavaScript plus the list screen (virtualized rows, the RxJS feed,
the socket.io client, the provider's schemas), measured at 213 KB on 2026-11-23, with ~12 % room for the bet slip.

## \`/\` logged out
${table(result.home)}

## \`/sports\` logged in
${table(result.sports)}

## Not loaded by either page
Loaded with their screen or on demand; the other languages' packs (each under 3 KB) load only when chosen.
The debug console (eruda) loads only where \`config.json\` says \`debugConsole: true\` (at start when \`env\` is not \`prod\`).

| source | file | gzip |
|---|---|---|
${later.map((r) => `| ${r.key.startsWith('_') ? '(shared chunk)' : r.key} | ${r.file} | ${kb(r.gzip)} |`).join('\n')}
`,
);

let over = false;
for (const [name, rows, budget, enforced] of [
  ['/', result.home, HOME_BUDGET, true],
  ['/sports (logged in)', result.sports, SPORTS_BUDGET, true],
] as const) {
  const sum = total(rows);
  console.log(
    `JavaScript for ${name}: ${kb(sum)} gzip in ${rows.length} files (budget ${kb(budget)}; ${budget - sum} bytes left)`,
  );
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(9)}  ${r.url}`);
  if (sum > budget && enforced) {
    console.error(`${name} is over budget by ${kb(sum - budget)}`);
    over = true;
  }
}
// The build writes a .br beside every text file over 1 KB (vite.config.ts); a script without it costs a phone ~14 %.
for (const r of [...result.home, ...result.sports]) {
  if (r.raw > KB && r.encoding !== 'br') {
    console.error(`${r.url} arrived ${r.encoding === 'none' ? 'uncompressed' : `as ${r.encoding}`}, not brotli`);
    over = true;
  }
}
if (over) process.exit(1);
