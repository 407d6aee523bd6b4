/**
 * `npm run bench:live` (second part): the live room through the real room page
 * (`/anchorPlay/9001`, the built app in dist/ served by the simulator with its media server and
 * socket.io chat), logged in as demo, headless Chromium at 1280x900 (PC layout: video and chat side by side).
 * - chat storm: once the video plays, the chat's flood control sends BENCH_CHAT_RATE (200) messages/s for
 *   BENCH_CHAT_SECONDS (30) s at high priority (normal ones stop at the room's limit of 40/s, as on Tencent);
 *   frames over 17 ms (rAF deltas), main thread busy (CDP TaskDuration over wall time), rendered messages,
 *   heap growth between forced GCs, dropped video frames, and how many messages reached the page;
 * - enter and leave (bench/live-room-leave.ts): BENCH_WARMUP (4) visits, then BENCH_VISITS (30) times lobby -> room
 *   (a click on the stream's card) -> lobby (history back, the router's popstate, no reload), then what survives: video
 *   elements, MediaSources, open FLV connections, app-object counts, the heap without compiled code (and raw).
 * If the storm misses its goals (or BENCH_PROFILE=1), a second, shorter storm runs under the CDP profiler and the
 * functions with the most self time go to bench/results/live-room.json (the profile to live-room-storm.cpuprofile).
 * Writes docs/bench.md ("Live room", bench/live-room-doc.ts) and bench/results/live-room.json. Not a test: it measures.
 * For A/B runs of the storm alone (docs/performance.md): BENCH_DIST (the built app to serve, default dist/),
 * BENCH_VISITS=0 (the storm alone, printed only: no enter/leave, neither docs/bench.md nor bench/results written),
 * BENCH_PROFILE=0 (no diagnosis even when a goal is missed).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { clockFromEnv } from '../simulator/core/clock';
import { launchChromium, loggedInStorage } from './browser-session';
import { heapAfterGc, mainThreadBreakdown, ROOM_PROBE_SCRIPT, topSelfTime, videoPlays } from './room-probe';
import { endWindow, startWindow } from './frame-window';
import { compareTraces, GOALS, writeDoc, type Results, type StormWindow } from './live-room-doc';
import { enterAndLeave } from './live-room-leave';
import { traceFor } from './trace-tools';
import { sleep } from '../tests/support/wait';
import { startBenchSimulator } from './sim-process';

const PORT = Number(process.env.BENCH_PORT ?? 6700);
const STREAM = process.env.BENCH_STREAM ?? '9001';
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const STORM_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const VISITS = Number(process.env.BENCH_VISITS ?? 30);
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const MB = 1_048_576;

const renderedMessages = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.chat-panel__list > li').length);
const dropped = (page: Page) =>
  page.evaluate(() => document.querySelector('video')?.getVideoPlaybackQuality().droppedVideoFrames ?? NaN);
const totalFrames = (page: Page) =>
  page.evaluate(() => document.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? NaN);

async function main() {
  const loadStart = loadavg().map((l) => Number(l.toFixed(1)));
  // SIM_NOW (and SIM_CLOCK) pin the simulator's date as for `npm start` (simulator/core/clock.ts).
  const sim = await startBenchSimulator({ port: PORT, clock: clockFromEnv(process.env) });
  const base = sim.url;
  const control = (path: string, body: unknown) =>
    fetch(`${base}/sim/control/live/chat/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ ok: boolean; error?: string }>);
  const chatStats = async (roomId: string) =>
    (
      (await (await fetch(`${base}/sim/control/live/chat/stats?roomId=${encodeURIComponent(roomId)}`)).json()) as {
        stats: { delivered: number; dropped: number; refused: number };
      }
    ).stats;
  const relayViewers = async () =>
    ((await (await fetch(`${base}/sim/control/live/media`)).json()) as { viewers: number }).viewers;

  const browser = await launchChromium();
  const storage = await loggedInStorage(browser, base);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: storage }] },
  });
  const page = await context.newPage();
  await page.addInitScript(ROOM_PROBE_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  // 1. The chat storm beside the playing video.
  await page.goto(`${base}/anchorPlay/${STREAM}?lang=en`);
  await page.getByTestId('live-room').waitFor();
  await videoPlays(page);
  const roomId = (await page.locator('.room-chat').getAttribute('data-room'))!;
  await page.locator('.chat-panel__list').waitFor();
  await sleep(2_000); // settle: the room's first pushes, odds, fonts
  /** One measured window: `flood` (or none) for `seconds`, the page's frames, busy time, heap and video. */
  const measure = async (
    seconds: number,
    flood: { perSecond: number; priority: 'high' | 'normal' } | null,
  ): Promise<StormWindow> => {
    const statsBefore = await chatStats(roomId);
    const heapBefore = await heapAfterGc(cdp);
    const droppedBefore = await dropped(page);
    const totalBefore = await totalFrames(page);
    const measured = await startWindow(cdp);
    await page.evaluate(() => (window as unknown as { __roomProbe: { start(): void } }).__roomProbe.start());
    const wallStart = Date.now();
    if (flood) {
      const answer = await control('flood', { roomId, perSecond: flood.perSecond, seconds, priority: flood.priority });
      if (!answer.ok) throw new Error(`flood refused: ${answer.error}`);
    }
    let maxRendered = 0;
    while (Date.now() - wallStart < seconds * 1_000) {
      maxRendered = Math.max(maxRendered, await renderedMessages(page));
      await sleep(Math.min(1_000, Math.max(10, seconds * 1_000 - (Date.now() - wallStart))));
    }
    const got = (await page.evaluate(() => {
      const p = (
        window as unknown as {
          __roomProbe: { stop(): void; frames: number[]; chatFrames: number; chatMessages: number };
        }
      ).__roomProbe;
      p.stop();
      return { frames: p.frames, chatFrames: p.chatFrames, chatMessages: p.chatMessages };
    })) as { frames: number[]; chatFrames: number; chatMessages: number };
    const { wall, ...frames } = await endWindow(cdp, measured, got.frames);
    maxRendered = Math.max(maxRendered, await renderedMessages(page));
    const droppedDuring = (await dropped(page)) - droppedBefore;
    const decodedDuring = (await totalFrames(page)) - totalBefore;
    await sleep(1_000); // the flood's last tick
    const heapAfter = await heapAfterGc(cdp);
    const statsAfter = await chatStats(roomId);
    return {
      rate: flood?.perSecond ?? 0,
      priority: flood?.priority ?? 'none',
      seconds,
      roomId,
      wallS: wall,
      sentByServer: statsAfter.delivered - statsBefore.delivered,
      droppedByRoomLimit: statsAfter.dropped - statsBefore.dropped,
      refusedSensitive: statsAfter.refused - statsBefore.refused,
      reachedPage: got.chatMessages,
      reachedPagePerS: got.chatMessages / wall,
      socketFrames: got.chatFrames,
      ...frames,
      maxRendered,
      heapGrowthMb: (heapAfter - heapBefore) / MB,
      droppedVideoFrames: droppedDuring,
      decodedVideoFrames: decodedDuring,
    };
  };
  const show = (label: string, x: unknown) =>
    console.log(
      label,
      JSON.stringify(x, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
    );

  // The video alone first (the room's own bots talk at about 1.5 messages/s), to tell the storm's cost from the player's.
  const baseline = await measure(BASELINE_SECONDS, null);
  show('video alone', baseline);
  const chat = await measure(STORM_SECONDS, { perSecond: RATE, priority: 'high' });
  show('chat storm', chat);

  // 1b. Missed (or asked): where the time goes. A CPU profile (JS self time) and a trace of the main thread
  // (style, layout, paint ... the profile's "(program)"), each over a shorter storm; and the same storm at normal
  // priority, which the room limits to 40/s, to show the cost at the rate a real room admits.
  const missed = chat.over17 > GOALS.over17 || chat.busy > GOALS.busy;
  let diagnosis: Results['diagnosis'] = null;
  if ((missed && process.env.BENCH_PROFILE !== '0') || process.env.BENCH_PROFILE === '1') {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await control('flood', { roomId, perSecond: RATE, seconds: PROFILE_SECONDS, priority: 'high' });
    await sleep(PROFILE_SECONDS * 1_000);
    const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof topSelfTime>[0] };
    await cdp.send('Profiler.disable');
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/live-room-storm.cpuprofile', JSON.stringify(p));
    await sleep(1_000);
    const aloneEvents = await traceFor(cdp, PROFILE_SECONDS * 1_000);
    await control('flood', { roomId, perSecond: RATE, seconds: PROFILE_SECONDS, priority: 'high' });
    const events = await traceFor(cdp, PROFILE_SECONDS * 1_000);
    await sleep(1_000);
    const admitted = await measure(PROFILE_SECONDS, { perSecond: RATE, priority: 'normal' });
    diagnosis = {
      profile: topSelfTime(p, 16),
      trace: compareTraces(
        mainThreadBreakdown(events, PROFILE_SECONDS * 1_000, 40),
        mainThreadBreakdown(aloneEvents, PROFILE_SECONDS * 1_000, 200),
      ),
      admitted,
    };
    show('diagnosis', diagnosis);
  }

  if (VISITS === 0) {
    // The storm alone (an A/B run): printed above, nothing written.
    await browser.close();
    await sim.close();
    return;
  }

  // 2. Enter and leave through the app: lobby -> room (the card's link) -> lobby (history back).
  const leave = await enterAndLeave(page, cdp, {
    base,
    stream: STREAM,
    visits: VISITS,
    warmup: WARMUP,
    videoPlays,
    relayViewers,
  });
  console.log(
    'enter and leave',
    JSON.stringify(leave, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
  );

  await browser.close();
  await sim.close();
  const loadEnd = loadavg().map((l) => Number(l.toFixed(1)));
  const results = {
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAtStart: loadStart, loadAtEnd: loadEnd },
    baseline,
    chat,
    diagnosis,
    leave,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/live-room.json', `${JSON.stringify(results, null, 2)}\n`);
  writeDoc(results, PROFILE_SECONDS, STREAM, BASELINE_SECONDS);
}

// BENCH_DOC_ONLY=1: write the doc section again from bench/results/live-room.json (after editing its text) without a run.
if (process.env.BENCH_DOC_ONLY === '1')
  writeDoc(
    JSON.parse(readFileSync('bench/results/live-room.json', 'utf8')) as Results,
    PROFILE_SECONDS,
    STREAM,
    BASELINE_SECONDS,
  );
else await main();
