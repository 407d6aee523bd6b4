/**
 * `npm run bench:room-storm`: the live room under a storm on a phone. The room `/anchorPlay/9001` (the build in
 * dist/, or BENCH_DIST, served by the simulator with its media server and chat), logged in as demo, in the phone
 * profile (375x812, the H5 layout, the CPU slowed 4x through CDP once the video plays). While the video plays, the
 * simulator pushes the room's match's odds at BENCH_ODDS_RATE (200) a second (`/sim/control/storm` on that match
 * alone) and the chat's flood control sends BENCH_CHAT_RATE (50) messages a second at high priority (so the room's
 * limit of 40/s for normal messages does not cut it). Measured with each of the room's tabs in front: chat (the
 * default) and markets. Per window: frames over 17 ms (rAF deltas), main thread busy (CDP TaskDuration over wall
 * time), dropped video frames (`getVideoPlaybackQuality()`), what reached the page. First a window of the video
 * alone, to tell the storm's cost from the player's.
 * If a storm window misses its goals (or BENCH_PROFILE=1), one more storm runs under the CDP profiler and a trace:
 * the functions with the most self time and the main thread's events go to bench/results/room-storm.json.
 * Writes docs/bench.md ("Room storm") and bench/results/room-storm.json. Not a test: it measures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { clockFromEnv } from '../simulator/core/clock';
import { writeBenchSection } from './bench-doc';
import { launchChromium, loggedInStorage } from './browser-session';
import { deviceLabel, deviceOptions, PHONE } from './device-profiles';
import { endWindow, startWindow, type FrameFigures } from './frame-window';
import { mainThreadBreakdown, ROOM_PROBE_SCRIPT, topSelfTime, videoPlays } from './room-probe';
import { startBenchSimulator, controlPoster } from './sim-process';
import { median } from './stats';
import { traceFor } from './trace-tools';
import { sleep } from '../tests/support/wait';

const PORT = Number(process.env.BENCH_PORT ?? 6720);
const STREAM = process.env.BENCH_STREAM ?? '9001';
const ODDS_RATE = Number(process.env.BENCH_ODDS_RATE ?? 200);
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 8);
const GOALS = { over17: 0.02, dropped: 0 };
const TABS = ['chat', 'markets'] as const;
type Tab = (typeof TABS)[number] | 'none';

interface Window extends FrameFigures {
  tab: Tab;
  storm: boolean;
  wall: number;
  droppedVideoFrames: number;
  decodedVideoFrames: number;
  chatReachedPerS: number;
  oddsSentPerS: number;
  renderedMessages: number;
}

const quality = (page: Page) =>
  page.evaluate(() => {
    const q = document.querySelector('video')?.getVideoPlaybackQuality();
    return { dropped: q?.droppedVideoFrames ?? NaN, total: q?.totalVideoFrames ?? NaN };
  });

async function main() {
  const loadStart = loadavg().map((l) => Number(l.toFixed(1)));
  const sim = await startBenchSimulator({ port: PORT, clock: clockFromEnv(process.env) });
  const base = sim.url;
  const post = controlPoster(base);
  const oddsSent = async () => ((await (await fetch(`${base}/sim/control/storm`)).json()) as { sent: number }).sent;
  const streams = (await (await fetch(`${base}/sim/control/live/streams`)).json()) as Array<{
    id: number;
    fbId: number;
  }>;
  const fbId = streams.find((s) => String(s.id) === STREAM)!.fbId;

  const browser = await launchChromium();
  const storage = await loggedInStorage(browser, base);
  const context = await browser.newContext({
    ...deviceOptions(PHONE),
    storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: storage }] },
  });
  const page = await context.newPage();
  await page.addInitScript(ROOM_PROBE_SCRIPT);
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/anchorPlay/${STREAM}?lang=en`);
  await page.getByTestId('live-room').waitFor();
  await videoPlays(page);
  const roomId = (await page.locator('.room-chat').getAttribute('data-room'))!;
  await page.locator('.chat-panel__list').waitFor();
  // Slowed once the room plays, as the odds storm does once its list is open: the runs stay comparable.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await sleep(3_000); // settle: the room's first pushes, odds, fonts

  const storm = async (seconds: number) => {
    // A second past the window, so the count read at its end (the storm forgets it when it stops) covers it all.
    const started = (await post('/storm', {
      rate: ODDS_RATE,
      matches: 1,
      matchIds: [fbId],
      durationMs: (seconds + 1) * 1_000,
    })) as { ok: boolean; matchIds?: number[] };
    if (!started.matchIds?.includes(fbId)) throw new Error(`the odds storm did not take match ${fbId}`);
    await post('/live/chat/flood', { roomId, perSecond: CHAT_RATE, seconds, priority: 'high' });
  };

  const measure = async (tab: Tab, withStorm: boolean): Promise<Window> => {
    const before = await quality(page);
    const started = await startWindow(cdp);
    await page.evaluate(() => (window as unknown as { __roomProbe: { start(): void } }).__roomProbe.start());
    if (withStorm) await storm(SECONDS);
    await sleep(SECONDS * 1_000);
    const sent = withStorm ? await oddsSent() : 0;
    const got = (await page.evaluate(() => {
      const p = (window as unknown as { __roomProbe: { stop(): void; frames: number[]; chatMessages: number } })
        .__roomProbe;
      p.stop();
      return { frames: p.frames, chatMessages: p.chatMessages };
    })) as { frames: number[]; chatMessages: number };
    const { wall, ...frames } = await endWindow(cdp, started, got.frames);
    const after = await quality(page);
    const rendered = await page.evaluate(() => document.querySelectorAll('.chat-panel__list > li').length);
    await sleep(2_500); // the storm's last second, so the next window starts calm
    return {
      tab,
      storm: withStorm,
      wall,
      ...frames,
      droppedVideoFrames: after.dropped - before.dropped,
      decodedVideoFrames: after.total - before.total,
      chatReachedPerS: got.chatMessages / wall,
      oddsSentPerS: sent / wall,
      renderedMessages: rendered,
    };
  };
  const show = (label: string, x: unknown) =>
    console.log(
      label,
      JSON.stringify(x, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
    );
  const openTab = async (tab: (typeof TABS)[number]) => {
    await page.getByRole('tab', { name: tab === 'chat' ? 'Chat' : 'Bets' }).click();
    await sleep(1_000);
  };

  const alone = await measure('none', false);
  show('video alone', alone);
  const windows: Record<string, Window[]> = {};
  for (const tab of TABS) {
    await openTab(tab);
    windows[tab] = [];
    for (let i = 0; i < RUNS; i++) {
      const w = await measure(tab, true);
      show(`storm, ${tab} tab, run ${i + 1}`, w);
      windows[tab].push(w);
    }
  }
  const summary = TABS.map((tab) => summarise(tab, windows[tab]!));

  // Missed (or asked): where the main thread's time goes under the storm, with the chat tab in front.
  const missed = summary.some((s) => s.over17 > GOALS.over17 || s.droppedVideoFrames > GOALS.dropped);
  let diagnosis: unknown = null;
  if ((missed && process.env.BENCH_PROFILE !== '0') || process.env.BENCH_PROFILE === '1') {
    await openTab('chat');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await storm(PROFILE_SECONDS);
    await sleep(PROFILE_SECONDS * 1_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof topSelfTime>[0] };
    await cdp.send('Profiler.disable');
    await sleep(1_500);
    await storm(PROFILE_SECONDS);
    const events = await traceFor(cdp, PROFILE_SECONDS * 1_000);
    diagnosis = {
      profile: topSelfTime(profile, 16),
      trace: mainThreadBreakdown(events, PROFILE_SECONDS * 1_000, 16),
    };
    show('diagnosis', diagnosis);
  }

  await browser.close();
  await sim.close();
  const loadEnd = loadavg().map((l) => Number(l.toFixed(1)));
  const results = {
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAtStart: loadStart, loadAtEnd: loadEnd },
    rates: { odds: ODDS_RATE, chat: CHAT_RATE },
    alone,
    windows,
    summary,
    diagnosis,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/room-storm.json', `${JSON.stringify(results, null, 2)}\n`);
  writeDoc(alone, summary, loadStart, loadEnd);
}

type Summary = Omit<Window, 'storm'>;

/** The median of each figure over the runs of one tab. */
function summarise(tab: Tab, runs: readonly Window[]): Summary {
  const m = (k: keyof Window) => median(runs.map((r) => r[k] as number));
  return {
    tab,
    wall: m('wall'),
    fps: m('fps'),
    frameP50: m('frameP50'),
    frameP95: m('frameP95'),
    frameMax: m('frameMax'),
    over17: m('over17'),
    busy: m('busy'),
    droppedVideoFrames: m('droppedVideoFrames'),
    decodedVideoFrames: m('decodedVideoFrames'),
    chatReachedPerS: m('chatReachedPerS'),
    oddsSentPerS: m('oddsSentPerS'),
    renderedMessages: m('renderedMessages'),
  };
}

function writeDoc(alone: Window, summary: readonly Summary[], loadStart: number[], loadEnd: number[]) {
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const row = (label: string, w: Summary) =>
    `| ${label} | ${f(w.oddsSentPerS, 0)}/s | ${f(w.chatReachedPerS, 0)}/s | ${f(w.fps)} | ${f(w.frameP95)} ms | ${f(w.over17 * 100, 2)} % | ${f(w.busy * 100)} % | ${f(w.droppedVideoFrames, 0)} of ${f(w.decodedVideoFrames, 0)} | ${f(w.renderedMessages, 0)} |`;
  writeBenchSection(
    'room-storm',
    [
      '# Benchmark: the live room under a storm on a phone',
      '',
      `\`npm run bench:room-storm\` (bench/room-storm.ts): room ${STREAM} playing in the ${deviceLabel(PHONE)} profile, logged in`,
      `as demo, while the simulator pushes its match's odds at ${ODDS_RATE}/s and the chat sends ${CHAT_RATE} messages/s`,
      `(high priority, past the room's 40/s limit for normal messages). ${SECONDS} s windows, ${RUNS} per tab in front,`,
      'medians; first a window of the video alone. Frame times are rAF deltas; busy is CDP TaskDuration over wall time;',
      'dropped video frames from `getVideoPlaybackQuality()` over the window. Goals: <= 2 % of frames over 17 ms, 0',
      'dropped video frames.',
      `Measured ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores shared, load ${loadStart[0]} at the start, ${loadEnd[0]} at the end).`,
      '',
      '| window | odds sent | chat reached the page | fps | frame p95 | frames > 17 ms | main thread busy | dropped video frames | chat lines rendered |',
      '|---|---|---|---|---|---|---|---|---|',
      row('video alone', { ...alone }),
      ...summary.map((s) => row(`storm, ${s.tab} tab in front`, s)),
      '',
    ].join('\n'),
  );
}

await main();
