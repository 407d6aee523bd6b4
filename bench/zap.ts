/**
 * `npm run bench:zap`: zap time, a press on a live card to the room's first presented video frame, as a
 * viewer feels it. Headless Chromium against the simulator (the build in dist/, its real media server),
 * logged in as demo, in two profiles measured in the same run: desktop (1280x900) and phone (375x812, the
 * H5 layout, Lighthouse's 4x CPU slowdown through CDP), from three places a viewer presses to zap: the lobby's
 * card (`/anchorPlay`), the home page's strip of live cards (`/`) and the match page's video link (the match the
 * room streams). Each press: the page loaded and idle, a click on the way into the seeded room, then the first
 * frame the video presents
 * (`requestVideoFrameCallback`'s `expectedDisplayTime`), from the click event's `timeStamp`. Beside it the
 * phases of each press from the page's own clock: the room's info answered (Resource Timing) and the room's
 * player rendered (a <video> in the DOM). The FLV stream's own timing is not in Resource Timing (an entry is
 * written when a response ends, and a live stream does not).
 * Writes docs/bench.md ("Zap time") and bench/results/zap.json. Not a test: it measures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { writeBenchSection } from './bench-doc';
import { launchChromium, loggedInStorage } from './browser-session';
import { median, percentile } from './stats';
import { startBenchSimulator } from './sim-process';
import { DESKTOP, deviceLabel, deviceOptions, PHONE, type DeviceProfile } from './device-profiles';
import { sleep } from '../tests/support/wait';

const PORT = Number(process.env.BENCH_PORT ?? 6640);
const PRESSES = Number(process.env.BENCH_ZAP_PRESSES ?? 8);
const ROOM = process.env.BENCH_ZAP_ROOM ?? '9001';

const PROFILES = [DESKTOP, PHONE];

/** Where a press starts: the page, and the way into the room on it. */
interface Source {
  name: 'lobby' | 'home' | 'detail';
  label: string;
  path: (matchId: number) => string;
  link: (page: Page) => ReturnType<Page['locator']>;
  /** What a viewer does before the way in shows (the home strip loads when scrolled to). */
  reach?: (page: Page) => Promise<void>;
}
const SOURCES: Source[] = (
  [
    {
      name: 'lobby',
      label: 'lobby card',
      path: () => '/anchorPlay?lang=en',
      link: (page) => page.getByTestId(`stream-${ROOM}`).getByRole('link').first(),
    },
    {
      name: 'home',
      label: 'home strip card',
      path: () => '/?lang=en',
      reach: (page) => page.locator('.home-live-slot').scrollIntoViewIfNeeded(),
      link: (page) => page.getByTestId('home-live-strip').getByTestId(`stream-${ROOM}`).getByRole('link').first(),
    },
    {
      name: 'detail',
      label: 'match page video link',
      path: (matchId) => `/sports/sportsdetail/${matchId}?lang=en`,
      link: (page) => page.locator(`a[href="/anchorPlay/${ROOM}"]`).first(),
    },
  ] satisfies Source[]
).filter((s) => (process.env.BENCH_ZAP_FROM ?? 'lobby,home,detail').split(',').includes(s.name));

/** One press, every time in ms from the click. */
interface Press {
  frame: number;
  videoInDom: number;
  info: number | null;
  /** The player asked for the FLV stream (its fetch called), and its answer's headers came. */
  flvAsked?: number | null;
  flvAnswered?: number | null;
  /** mpegts.js appended its first segment to the MediaSource (the stream's first bytes transmuxed). */
  firstAppend?: number | null;
}

/** Installed before the app: marks the press, the room's <video>, and its first presented frame. */
const PROBE = `(() => {
  const zap = { press: null, videoInDom: null, frame: null, flvAsked: null, flvAnswered: null, firstAppend: null };
  window.__zap = zap;
  document.addEventListener('click', (e) => { if (zap.press === null) zap.press = e.timeStamp; }, true);
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input && input.url;
    const answer = nativeFetch.call(this, input, init);
    if (zap.press !== null && zap.flvAsked === null && String(url).includes('.flv')) {
      zap.flvAsked = performance.now();
      answer.then(() => { if (zap.flvAnswered === null) zap.flvAnswered = performance.now(); }, () => {});
    }
    return answer;
  };
  if (window.SourceBuffer) {
    const append = SourceBuffer.prototype.appendBuffer;
    SourceBuffer.prototype.appendBuffer = function (data) {
      if (zap.press !== null && zap.firstAppend === null) zap.firstAppend = performance.now();
      return append.call(this, data);
    };
  }
  new MutationObserver(() => {
    if (zap.press === null || zap.videoInDom !== null) return;
    const video = document.querySelector('video');
    if (!video) return;
    zap.videoInDom = performance.now();
    video.requestVideoFrameCallback((now, meta) => { zap.frame = meta.expectedDisplayTime ?? now; });
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The match the seeded room streams (the provider's id, from the video list the match pages read). */
async function roomMatchId(base: string): Promise<number> {
  const answer = (await (await fetch(`${base}/api/live/video/videoList`)).json()) as {
    data: Array<{ fbId: number; streamId: number | null }>;
  };
  const match = answer.data.find((v) => String(v.streamId) === ROOM);
  if (!match) throw new Error(`room ${ROOM} streams no match in the video list`);
  return match.fbId;
}

async function onePress(page: Page, source: Source, matchId: number): Promise<Press> {
  await page.goto(source.path(matchId));
  await source.reach?.(page);
  const card = source.link(page);
  await card.waitFor();
  await sleep(1_500); // the page settled: its calls answered, fonts and images in
  await card.click();
  await page.waitForFunction(
    () => (window as unknown as { __zap: { frame: number | null } }).__zap.frame !== null,
    null,
    {
      timeout: 20_000,
    },
  );
  return page.evaluate(READ_PRESS) as Promise<Press>;
}

/** A string, not a function: tsx would add its `__name` helper to the inner functions, which the page lacks. */
const READ_PRESS = `(() => {
  const zap = window.__zap;
  const after = (t) => (t === undefined || t === 0 ? null : t - zap.press);
  const entries = performance.getEntriesByType('resource');
  const first = (test) => entries.filter((e) => test(e.name) && e.startTime >= zap.press).sort((a, b) => a.startTime - b.startTime)[0];
  const info = first((n) => n.includes('/api/live/stream/getInfo/'));
  return {
    frame: zap.frame - zap.press,
    videoInDom: zap.videoInDom - zap.press,
    info: after(info && info.responseEnd),
    flvAsked: after(zap.flvAsked),
    flvAnswered: after(zap.flvAnswered),
    firstAppend: after(zap.firstAppend),
  };
})()`;

async function runProfile(
  browser: Browser,
  base: string,
  profile: DeviceProfile,
  storage: { name: string; value: string }[],
  source: Source,
  matchId: number,
) {
  const context = await browser.newContext({
    baseURL: base,
    ...deviceOptions(profile),
  });
  await context.addInitScript(
    ([items]) => {
      for (const { name, value } of items as { name: string; value: string }[]) localStorage.setItem(name, value);
    },
    [storage],
  );
  await context.addInitScript(PROBE);
  const presses: Press[] = [];
  for (let i = 0; i < PRESSES; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    presses.push(await onePress(page, source, matchId));
    await page.close();
  }
  await context.close();
  return presses;
}

const ms = (v: number | null) => (v === null || Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);
const medianOf = (presses: Press[], pick: (p: Press) => number | null) => {
  const values = presses.map(pick).filter((v): v is number => v !== null);
  return values.length ? median(values) : null;
};

async function main() {
  const load = loadavg()[0]!.toFixed(1);
  const sim = await startBenchSimulator({ port: PORT });
  const browser = await launchChromium();
  const storage = await loggedInStorage(browser, sim.url);
  const matchId = await roomMatchId(sim.url);
  const results: Record<string, Press[]> = {};
  const key = (profile: DeviceProfile, source: Source) => `${profile.name}-${source.name}`;
  const pairs = PROFILES.flatMap((profile) => SOURCES.map((source) => ({ profile, source })));
  for (const { profile, source } of pairs) {
    const presses = await runProfile(browser, sim.url, profile, storage, source, matchId);
    results[key(profile, source)] = presses;
    const frames = presses.map((p) => p.frame);
    console.log(`${key(profile, source)}: p50 ${ms(median(frames))}, p95 ${ms(percentile(frames, 95))}`);
  }
  await browser.close();
  await sim.close();

  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/zap.json', JSON.stringify({ load, cores: cpus().length, results }, null, 2));
  const goals: Record<DeviceProfile['name'], string> = {
    desktop: 'p50 <= 300 ms, p95 <= 500 ms',
    phone: 'p50 <= 800 ms',
  };
  const rows = pairs.map(({ profile, source }) => {
    const presses = results[key(profile, source)]!;
    const frames = presses.map((p) => p.frame);
    const phase = (pick: (p: Press) => number | null | undefined) => ms(medianOf(presses, (p) => pick(p) ?? null));
    return `| ${deviceLabel(profile)} | ${source.label} | ${ms(median(frames))} | ${ms(percentile(frames, 95))} | ${phase((p) => p.info)} | ${phase((p) => p.videoInDom)} | ${phase((p) => p.flvAsked)} | ${phase((p) => p.flvAnswered)} | ${phase((p) => p.firstAppend)} | ${goals[profile.name]} |`;
  });
  writeBenchSection(
    'zap',
    [
      '# Benchmark: zap time (a press on a live card to the first video frame)',
      '',
      `\`npm run bench:zap\` (bench/zap.ts): ${PRESSES} presses per profile and place on the way into room ${ROOM}, logged in`,
      "as demo: the lobby's card, the home page's strip of live cards and the video link of the match page of the match",
      'the room streams. From the click to the first frame the video presents (`requestVideoFrameCallback`); each press',
      'on a page freshly loaded and settled (1.5 s). The phases are medians',
      "from the same click: the room's info answered, the room rendered its player's <video>, the player asked for the",
      "FLV stream and its answer's headers came, mpegts.js appended the stream's first segment to the MediaSource.",
      `Measured ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, load ${load} at the start).`,
      '',
      '| profile | pressed on | p50 | p95 | room info answered | <video> in the DOM | FLV asked | FLV answered | first segment appended | goal |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
