import type { CDPSession } from 'playwright-core';
import { PROBE_SCRIPT } from './page-probe';
import { pickLegs, SETTINGS_SCRIPT, SLIP, waitConnected } from './slip-page';
import { MATCHES, metric, openList, startStorm } from './storm-page';
import { median, percentile } from './stats';
import { launchChromium } from './browser-session';

/**
 * Part 4 of the bet slip bench: a 20-leg slip (singles, one per not-started row, no stakes) open
 * during the odds storm, against the same storm with an empty slip, in the same run. Each window
 * is a fresh browser on the list (as bench/odds-storm.ts); the two alternate which goes first.
 *
 * Storms: `list` is the odds storm of bench/odds-storm.ts (the rate over the 500 matches the list
 * holds, the legs' matches among them); `legs` aims the whole rate at the 20 legs' matches, the
 * slip's worst case (each of its legs moves on every server tick). The baseline of `legs` storms
 * the same matches (those of the slip window before or after it).
 */

const env = process.env;
const STORMS = (env.BENCH_SLIP_STORMS ?? 'list,legs').split(',').filter(Boolean) as Array<'list' | 'legs'>;
const RATE = Number(env.BENCH_SLIP_RATE ?? 5000);
const RUNS = Number(env.BENCH_SLIP_RUNS ?? 3);
export const LEGS = Number(env.BENCH_SLIP_LEGS ?? 20);
export const WARMUP_MS = 3_000;
export const WINDOW_MS = Number(env.BENCH_SLIP_WINDOW_MS ?? 20_000);

export interface StormResult {
  fps: number;
  frameP95: number;
  frameMax: number;
  over17: number;
  busy: number;
  script: number;
  layout: number;
  style: number;
  p2pP95: number;
  /** Odds messages per second that reached the page. */
  received: number;
  /** DOM changes (mutation records) inside the slip per second. */
  slipChanges: number;
}

export interface StormRow {
  storm: 'list' | 'legs';
  slip: boolean;
  matches: number;
  runs: StormResult[];
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
async function metrics(cdp: CDPSession): Promise<number[]> {
  return Promise.all(METRICS.map((m) => metric(cdp, m)));
}

type Probe = {
  __probe: { start(): void; stop(): void; frames: number[]; latencies: number[]; messages: number };
  __slipChanges: number;
};

async function stormWindow(
  base: string,
  storm: 'list' | 'legs',
  slip: boolean,
  legMatches: number[],
): Promise<{ result: StormResult; legs: number[]; matches: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(SETTINGS_SCRIPT);
  await page.addInitScript(PROBE_SCRIPT);
  const listIds = await openList(page, base);
  await waitConnected(page);
  const legs = slip ? (await pickLegs(page, LEGS)).map((p) => p.matchId) : legMatches;
  // The legs' matches first, so the list storm moves them in both windows.
  const matchIds = storm === 'legs' ? legs : [...new Set([...legs, ...listIds])].slice(0, MATCHES);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await startStorm(base, RATE, matchIds, WARMUP_MS + WINDOW_MS + 2_000);
  await page.waitForTimeout(WARMUP_MS);
  const before = await metrics(cdp);
  const wallStart = Date.now();
  await page.evaluate((selector) => {
    const w = window as unknown as Probe;
    w.__slipChanges = 0;
    new MutationObserver((records) => (w.__slipChanges += records.length)).observe(document.querySelector(selector)!, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    w.__probe.start();
  }, SLIP);
  await page.waitForTimeout(WINDOW_MS);
  const probe = await page.evaluate(() => {
    const w = window as unknown as Probe;
    w.__probe.stop();
    return {
      frames: w.__probe.frames,
      latencies: w.__probe.latencies,
      messages: w.__probe.messages,
      slipChanges: w.__slipChanges,
    };
  });
  const wall = (Date.now() - wallStart) / 1000;
  const after = await metrics(cdp);
  await fetch(`${base}/sim/control/storm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate: 0 }),
  });
  await browser.close();
  const share = (i: number) => (after[i]! - before[i]!) / wall;
  const deltas = probe.frames.slice(1).map((t, i) => t - probe.frames[i]!);
  return {
    legs,
    matches: matchIds.length,
    result: {
      fps: probe.frames.length / wall,
      frameP95: percentile(deltas, 95),
      frameMax: Math.max(...deltas),
      over17: deltas.filter((d) => d > 17).length / Math.max(1, deltas.length),
      busy: share(0),
      script: share(1),
      layout: share(2),
      style: share(3),
      p2pP95: percentile(probe.latencies, 95),
      received: probe.messages / wall,
      slipChanges: probe.slipChanges / wall,
    },
  };
}

const round = (_k: string, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v);

export async function stormWindows(base: string): Promise<StormRow[]> {
  const rows: StormRow[] = [];
  for (const storm of STORMS) {
    const withSlip: StormRow = { storm, slip: true, matches: 0, runs: [] };
    const without: StormRow = { storm, slip: false, matches: 0, runs: [] };
    let legs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Alternate which window goes first; the first run starts with the slip, whose legs the baseline needs.
      const order = run % 2 === 0 ? [true, false] : [false, true];
      for (const slip of order) {
        const w = await stormWindow(base, storm, slip, legs);
        if (slip) legs = w.legs;
        const row = slip ? withSlip : without;
        row.matches = w.matches;
        row.runs.push(w.result);
        console.log(
          `storm ${storm} ${RATE}/s ${slip ? `with a ${LEGS}-leg slip` : 'empty slip'} run ${run + 1}: ${JSON.stringify(w.result, round)}`,
        );
      }
    }
    rows.push(withSlip, without);
  }
  return rows;
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

/** Medians over the runs, one line per storm and slip; every run's frames over 17 ms in the last column. */
export function stormTable(rows: StormRow[]): string {
  const lines = rows.map((r) => {
    const m = (k: keyof StormResult) => median(r.runs.map((x) => x[k]));
    const each = r.runs.map((x) => f(x.over17 * 100, 2)).join(' / ');
    return `| ${r.storm} | ${r.slip ? `${LEGS} legs` : 'empty'} | ${r.matches} | ${f(m('received'), 0)}/s | ${f(m('fps'))} | ${f(m('frameP95'))} ms | ${f(m('frameMax'))} ms | ${f(m('over17') * 100, 2)} % | ${f(m('busy') * 100)} % | ${f(m('script') * 100)} % | ${f((m('layout') + m('style')) * 100)} % | ${f(m('p2pP95'))} ms | ${f(m('slipChanges'), 0)}/s | ${each} |`;
  });
  return [
    `| storm (${RATE}/s) | slip | over matches | reached the page | fps | frame p95 | frame max | frames > 17 ms | main thread busy | script | style + layout | push-to-paint p95 (list) | slip DOM changes | frames > 17 ms, each run |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

export const STORM_SETUP = { RATE, RUNS, STORMS };
