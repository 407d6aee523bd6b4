/**
 * `npm run bench:live` (second part): the live room of issue D through the real room page
 * (`/anchorPlay/9001`, the built app in dist/ served by the simulator with its media server and
 * socket.io chat), logged in as demo, headless Chromium at 1280x900 (PC layout: video and chat side by side).
 * - chat storm: once the video plays, the chat's flood control sends BENCH_CHAT_RATE (200) messages/s for
 *   BENCH_CHAT_SECONDS (30) s at high priority (normal ones stop at the room's limit of 40/s, as on Tencent);
 *   frames over 17 ms (rAF deltas), main thread busy (CDP TaskDuration over wall time), rendered messages,
 *   heap growth between forced GCs, dropped video frames, and how many messages reached the page;
 * - enter and leave: BENCH_VISITS (20) times lobby -> room (a click on the stream's card) -> lobby (history back,
 *   the router's popstate, no reload), then what survives: video elements, MediaSources, open FLV connections, heap.
 * If the storm misses its goals (or BENCH_PROFILE=1), a second, shorter storm runs under the CDP profiler and the
 * functions with the most self time go to bench/results/live-room.json (the profile to live-room-storm.cpuprofile).
 * Writes docs/bench.md ("Live room") and bench/results/live-room.json. Not a test: it measures.
 * For A/B runs of the storm alone (docs/performance.md): BENCH_DIST (the built app to serve, default dist/),
 * BENCH_VISITS=0 (the storm alone, printed only: no enter/leave, neither docs/bench.md nor bench/results written),
 * BENCH_PROFILE=0 (no diagnosis even when a goal is missed).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { startSimulator } from '../simulator/server';
import { writeBenchSection } from './bench-doc';
import { launchChromium, loggedInStorage } from './browser-session';
import { heapAfterGc, liveObjects, mainThreadBreakdown, READ_PROBE, ROOM_PROBE_SCRIPT, topSelfTime, type RoomProbeReading } from './room-probe';
import { endWindow, startWindow, type FrameFigures } from './frame-window';
import { traceFor } from './trace-tools';

const PORT = Number(process.env.BENCH_PORT ?? 6700);
const STREAM = process.env.BENCH_STREAM ?? '9001';
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const STORM_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const VISITS = Number(process.env.BENCH_VISITS ?? 20);
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 10);
const GOALS = { over17: 0.02, busy: 0.35, rendered: 200, heapMb: 1.5, leaveHeapMb: 1 };
const DIST = process.env.BENCH_DIST;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MB = 1_048_576;

/** One measured window of the room (the video alone, or beside a chat flood). */
interface StormWindow extends FrameFigures {
  rate: number;
  priority: string;
  seconds: number;
  roomId: string;
  wallS: number;
  sentByServer: number;
  droppedByRoomLimit: number;
  refusedSensitive: number;
  reachedPage: number;
  reachedPagePerS: number;
  socketFrames: number;
  maxRendered: number;
  heapGrowthMb: number;
  droppedVideoFrames: number;
  decodedVideoFrames: number;
}

/** What survives BENCH_VISITS enters and leaves. */
interface LeaveResult {
  visits: number;
  seconds: number;
  sameDocument: boolean;
  videosInDom: number;
  videosInHeap: number;
  mediaSourcesMade: number;
  mediaSourcesAlive: number;
  mediaSourcesInHeap: number;
  mediaSourcesOpen: number;
  objectUrlsNotRevoked: number;
  relayViewersBefore: number;
  relayViewersAfter: number;
  heapStartMb: number;
  heapEndMb: number;
  heapDeltaMb: number;
  heapEvery5Mb: number[];
}

/** The storm's trace events beside the same events with the video alone, the biggest additions first. */
function compareTraces(storm: ReturnType<typeof mainThreadBreakdown>, alone: ReturnType<typeof mainThreadBreakdown>, top = 14) {
  const before = new Map(alone.map((a) => [a.event, a]));
  return storm
    .map((s) => ({ event: s.event, storm: s.share, alone: before.get(s.event)?.share ?? 0, stormPerSecond: s.perSecond, alonePerSecond: before.get(s.event)?.perSecond ?? 0 }))
    .sort((x, y) => y.storm - y.alone - (x.storm - x.alone))
    .slice(0, top);
}

/** Waits until the room's video plays: currentTime moves. */
async function videoPlays(page: Page, ms = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = document.querySelector('video');
      const w = window as unknown as { __t?: number };
      if (!v) return false;
      const moved = w.__t !== undefined && v.currentTime > w.__t;
      w.__t = v.currentTime;
      return moved && !v.paused;
    },
    undefined,
    { timeout: ms, polling: 100 },
  );
}

const renderedMessages = (page: Page) => page.evaluate(() => document.querySelectorAll('.chat-panel__list > li').length);
const dropped = (page: Page) => page.evaluate(() => document.querySelector('video')?.getVideoPlaybackQuality().droppedVideoFrames ?? NaN);
const totalFrames = (page: Page) => page.evaluate(() => document.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? NaN);

/**
 * What the diagnosis showed when this bench was written (2026-11-23, the chat code of main 0a36bee, load 17-30 on the
 * 2 shared cores). Kept in the doc by hand: a re-run's tables above show whether it still holds.
 */
const FINDINGS = `
What the CDP profile and trace said in the runs that missed the storm goals (2026-11-23, chat code of main 0a36bee, load
11-30 on the 2 shared cores: 10-12 % of frames over 17 ms, 43-52 % busy; a run at load 4.7 met every storm goal):
- The flood does reach the page at close to 200/s (184/s in the window; the server sent ~195/s): the simulator makes a
  flood's messages per 100 ms tick, so when its timer runs late on a loaded machine the rate falls (153/s in a run at
  load 11 with other benches): read "reached the page" before the frame figures. At normal priority the room admits 40/s.
- The room with the video alone is already at ~21 % busy and ~2.7 % of frames over 17 ms on this machine (the player,
  whose mpegts.js transmuxes on the main thread, plus the room's odds and score pushes; not broken down here): the storm
  goal leaves the chat ~14 points of main thread. The storm added ~30 points (to ~52 %); even the 40/s a real room admits added ~16 (37 %).
- The JavaScript with the most self time is the chat list's auto-scroll layout effect
  (src/views/live-room/chat/chat-panel.tsx, \`useLayoutEffect(... el.scrollTop = el.scrollHeight ..., [buffer])\`, built
  chunk live-room-page-*.js:2:14681): ~4.5-5 % of wall time. Reading \`scrollHeight\` right after each commit forces a
  synchronous style and layout of the whole 200-line list, inside the effect. Next come the chat lines' text shaping
  (InlineNode::ShapeText ~190/s, one per new line, 3.3 %), layout (LocalFrameView::performLayout ~8/s, ~3.5 ms each: the
  list has \`contain: content\`, so it stays inside the list, but every line of it is laid out again), GC (~2-3 %, ~200 message objects a second become garbage as the 200-line window moves),
  React (the jsx-runtime chunk holds React DOM) and the extra paint/commit of the moving list. Most of the remaining time is
  "(program)" in the profile: native rendering work (style, paint, compositor commit in software rendering) that grows
  with how often the list changes (~8 commits a second, one per chat tick, each replacing ~20-25 of the 200 lines).
- Not changed here (the chat views are another engineer's work in progress; the first lever below has since been
  taken: the list reads no layout, see docs/performance.md, "The live room's chat list"). Levers, in the order I would try them:
  no forced read after each commit (keep the view at the bottom with \`flex-direction: column-reverse\` or
  \`overflow-anchor\`, or scroll in the next frame's rAF, not in a layout effect), \`content-visibility: auto\` with a
  \`contain-intrinsic-size\` on the lines (the ~180 lines out of view skip layout and paint), fewer list commits under a
  flood (apply the buffer at most every ~250 ms when more than ~50 lines/s arrive, or show "N more" instead of every
  line: Tencent-style rooms sample floods). For the room's base cost, mpegts.js's worker (\`enableWorker\`) would take
  the transmuxing off the main thread, but it was measured to double the first frame (mpegts-engine.ts).
- Enter and leave: nothing survives (video elements, MediaSources, FLV connections all 0), but JSHeapUsedSize after a
  forced GC grew ~2 MB over the 20 visits, mostly in the first 10 (7.6 -> 8.6 -> 9.25 -> 9.41 -> 9.56 MB every 5 visits).
  A heap snapshot diff between visit 8 and 20 (bench/live-room-heap.ts) found +0.97 MB, of which ~0.75 MB is V8 code
  (InstructionStream, Code, FeedbackVector, TrustedByteArray: functions of the room compiled and optimised as they get
  hot, which JSHeapUsedSize counts; it levels off), ~70 KB DevTools' own network records (NetworkResourcesData,
  XHRReplayData: the bench's CDP session), ~50 KB of the performance timeline's entries (resource timing, layout shift,
  LCP, long animation frames) and only ~25 KB of app objects (444 plain objects, 64 React fibers: ~5 fibers a visit, a
  possible small leak to look at). So the 1 MB goal is missed by code and instrumentation more than by the room; a
  fairer reading needs more warm-up visits (or a heap snapshot's app objects rather than JSHeapUsedSize).
`;

async function main() {
  const loadStart = loadavg().map((l) => Number(l.toFixed(1)));
  const sim = await startSimulator({ port: PORT, ...(DIST ? { distDir: DIST } : {}) });
  const base = sim.url;
  const control = (path: string, body: unknown) =>
    fetch(`${base}/sim/control/live/chat/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ ok: boolean; error?: string }>);
  const chatStats = async (roomId: string) => ((await (await fetch(`${base}/sim/control/live/chat/stats?roomId=${encodeURIComponent(roomId)}`)).json()) as { stats: { delivered: number; dropped: number; refused: number } }).stats;
  const relayViewers = async () => ((await (await fetch(`${base}/sim/control/live/media`)).json()) as { viewers: number }).viewers;

  const browser = await launchChromium();
  const storage = await loggedInStorage(browser, base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: storage }] } });
  const page = await context.newPage();
  await page.addInitScript(ROOM_PROBE_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const probe = () => page.evaluate(READ_PROBE) as Promise<RoomProbeReading>;

  // 1. The chat storm beside the playing video.
  await page.goto(`${base}/anchorPlay/${STREAM}?lang=en`);
  await page.getByTestId('live-room').waitFor();
  await videoPlays(page);
  const roomId = (await page.locator('.room-chat').getAttribute('data-room'))!;
  await page.locator('.chat-panel__list').waitFor();
  await sleep(2_000); // settle: the room's first pushes, odds, fonts
  /** One measured window: `flood` (or none) for `seconds`, the page's frames, busy time, heap and video. */
  const measure = async (seconds: number, flood: { perSecond: number; priority: 'high' | 'normal' } | null): Promise<StormWindow> => {
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
      const p = (window as unknown as { __roomProbe: { stop(): void; frames: number[]; chatFrames: number; chatMessages: number } }).__roomProbe;
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
  const show = (label: string, x: unknown) => console.log(label, JSON.stringify(x, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

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
    diagnosis = { profile: topSelfTime(p, 16), trace: compareTraces(mainThreadBreakdown(events, PROFILE_SECONDS * 1_000, 40), mainThreadBreakdown(aloneEvents, PROFILE_SECONDS * 1_000, 200)), admitted };
    show('diagnosis', diagnosis);
  }

  if (VISITS === 0) {
    // The storm alone (an A/B run): printed above, nothing written.
    await browser.close();
    await sim.close();
    return;
  }

  // 2. Enter and leave through the app: lobby -> room (the card's link) -> lobby (history back).
  await page.goto(`${base}/anchorPlay?lang=en`);
  const card = page.getByTestId(`stream-${STREAM}`).locator('a.stream-link');
  await card.waitFor();
  const visit = async () => {
    await card.click();
    await page.getByTestId('live-room').waitFor();
    await videoPlays(page);
    await page.goBack();
    await card.waitFor();
    await sleep(300);
  };
  await visit(); // warm-up: the room's lazy chunks, translations and first caches load once and stay
  await sleep(1_000);
  const leaveStart = { heap: await heapAfterGc(cdp), probe: await probe(), viewers: await relayViewers() };
  const leaveT0 = Date.now();
  const heapEvery5: number[] = [];
  for (let i = 0; i < VISITS; i++) {
    await visit();
    // Every fifth visit, the heap after a forced GC: a leak grows with the visits, a cache fills once.
    if ((i + 1) % 5 === 0 && i + 1 < VISITS) heapEvery5.push(Math.round(((await heapAfterGc(cdp)) / MB) * 100) / 100);
  }
  const visitsS = (Date.now() - leaveT0) / 1000;
  await sleep(1_500);
  const leaveHeap = await heapAfterGc(cdp);
  const leaveProbe = await probe();
  const leave: LeaveResult = {
    visits: VISITS,
    seconds: visitsS,
    sameDocument: leaveProbe.sameDocument,
    videosInDom: await page.evaluate(() => document.querySelectorAll('video').length),
    videosInHeap: await liveObjects(cdp, 'HTMLVideoElement.prototype'),
    mediaSourcesMade: leaveProbe.mediaSourcesMade - leaveStart.probe.mediaSourcesMade,
    mediaSourcesAlive: leaveProbe.mediaSourcesAlive,
    mediaSourcesInHeap: await liveObjects(cdp, 'MediaSource.prototype'),
    mediaSourcesOpen: leaveProbe.mediaSourcesOpen,
    objectUrlsNotRevoked: leaveProbe.urlsMade - leaveProbe.urlsRevoked,
    relayViewersBefore: leaveStart.viewers,
    relayViewersAfter: await relayViewers(),
    heapStartMb: leaveStart.heap / MB,
    heapEndMb: leaveHeap / MB,
    heapDeltaMb: (leaveHeap - leaveStart.heap) / MB,
    heapEvery5Mb: heapEvery5,
  };
  console.log('enter and leave', JSON.stringify(leave, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

  await browser.close();
  await sim.close();
  const loadEnd = loadavg().map((l) => Number(l.toFixed(1)));
  const results = { when: new Date().toISOString(), machine: { cpus: cpus().length, loadAtStart: loadStart, loadAtEnd: loadEnd }, baseline, chat, diagnosis, leave };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/live-room.json', `${JSON.stringify(results, null, 2)}\n`);
  writeDoc(results);
}

type Results = {
  when: string;
  machine: { cpus: number; loadAtStart: number[]; loadAtEnd: number[] };
  baseline: StormWindow;
  chat: StormWindow;
  diagnosis: { profile: ReturnType<typeof topSelfTime>; trace: ReturnType<typeof compareTraces>; admitted: StormWindow } | null;
  leave: LeaveResult;
};

function writeDoc(r: Results) {
  const c = r.chat;
  const b = r.baseline;
  const l = r.leave;
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
  const d = r.diagnosis;
  const a = d?.admitted;
  const diagnosis = d
    ? `
Diagnosis (run because the storm missed a goal, or \`BENCH_PROFILE=1\`), each over a ${PROFILE_SECONDS} s storm at ${c.rate}/s:
the same flood at normal priority (the room admits 40/s): ${a!.reachedPage} messages reached the page (${f(a!.reachedPagePerS, 0)}/s),
${f(a!.over17 * 100, 2)} % of frames over 17 ms, busy ${f(a!.busy * 100)} %, ${a!.maxRendered} rendered.
Main thread by trace event (self time, share of wall time, beside ${PROFILE_SECONDS} s of the video alone, the biggest additions first; "FunctionCall"/"EventDispatch"/"TimerFire" are script, "Layout" and
"UpdateLayoutTree" style and layout, "Paint"/"PrePaint"/"Layerize" painting):

| trace event | storm: share of wall | per second | video alone: share | per second |
|---|---|---|---|---|
${d.trace.map((t) => `| ${t.event} | ${f(t.storm)} % | ${f(t.stormPerSecond)} | ${f(t.alone)} % | ${f(t.alonePerSecond)} |`).join('\n')}

JavaScript by function (CDP CPU profile, self time; the whole profile is bench/results/live-room-storm.cpuprofile, open it in
DevTools' Performance panel; names are minified, the place is the built chunk:line:column):

| function | where | self ms | share |
|---|---|---|---|
${d.profile.map((p) => `| ${p.fn} | ${p.at} | ${p.ms} | ${f(p.share)} % |`).join('\n')}
`
    : '';
  writeBenchSection(
    'live-room',
    `## Live room (issue D): chat storm and enter/leave
\`npm run bench:live\` (bench/live-room.ts; ${r.when}; ${r.machine.cpus} cores, load average ${r.machine.loadAtStart.join(' / ')} (1/5/15 min)
at start, ${r.machine.loadAtEnd.join(' / ')} at the end: **the machine was shared with other work, so these figures are noisy; take
them again on an idle machine**). The built app (dist/) on the simulator (real media server, socket.io chat) on 127.0.0.1,
headless Chromium 1280x900 (PC layout: video and chat side by side), logged in as demo (the session put in local storage first).

Method. Chat storm: \`/anchorPlay/${STREAM}\`, wait until the video's currentTime moves, 2 s settle, ${BASELINE_SECONDS} s of the video
alone (the room's bots say about 1.5 lines a second), then
\`POST /sim/control/live/chat/flood { perSecond: ${c.rate}, seconds: ${c.seconds}, priority: 'high' }\`. High priority because the
room admits only 40 normal messages a second (Tencent's AVChatRoom rule, docs/chat-protocol.md): a normal flood of 200/s
reaches the page as 40/s. An init script counts the chat messages that reached the page (socket.io \`msgs\` frames on the
WebSocket) and rAF deltas; busy is CDP TaskDuration over wall time; rendered messages is the most \`li\` in the chat list
(sampled every second and at the end); heap growth is JSHeapUsedSize between forced GCs (HeapProfiler.collectGarbage, twice)
before the storm and 1 s after it; dropped frames from the video's getVideoPlaybackQuality().
Enter and leave: from the lobby \`/anchorPlay\`, click the stream's card, wait until the video plays, history back (the
router's popstate, no reload: a marker set by the init script survives), ${l.visits} times after one warm-up visit (its
lazy chunks and translations stay loaded). Then after a forced GC: video elements in the DOM and in the heap
(Runtime.queryObjects), MediaSources (the init script wraps the constructor and keeps each by WeakRef; also
Runtime.queryObjects), open FLV connections (relay viewers, \`GET /sim/control/live/media\`), heap against the start.
Players: mpegts.js makes one MediaSource per player and drops it on destroy, so a surviving player shows as a
surviving MediaSource. Defaults keep the run short (storm ${c.seconds} s, ${l.visits} visits); \`BENCH_CHAT_SECONDS\`,
\`BENCH_CHAT_RATE\`, \`BENCH_VISITS\`, \`BENCH_BASELINE_SECONDS\` change them; \`BENCH_PROFILE=1\` always adds the diagnosis.

| | video alone (${b.seconds} s) | chat storm |
|---|---|---|
| chat messages that reached the page | ${b.reachedPage} | ${c.reachedPage} in ${f(c.wallS)} s (${f(c.reachedPagePerS, 0)}/s; the server sent ${c.sentByServer}, ${c.refusedSensitive} abusive bot lines refused) |
| frames over 17 ms, fps | ${f(b.over17 * 100, 2)} %, ${f(b.fps)} | ${f(c.over17 * 100, 2)} %, ${f(c.fps)} (p50 ${f(c.frameP50)} ms, p95 ${f(c.frameP95)} ms, max ${f(c.frameMax, 0)} ms) |
| main thread busy | ${f(b.busy * 100)} % | ${f(c.busy * 100)} % |
| dropped video frames | ${b.droppedVideoFrames} of ${b.decodedVideoFrames} | ${c.droppedVideoFrames} of ${c.decodedVideoFrames} |

| measure | goal | measured | |
|---|---|---|---|
| frames over 17 ms during the storm | <= 2 % | ${f(c.over17 * 100, 2)} % (fps ${f(c.fps)}, p50 ${f(c.frameP50)} ms, p95 ${f(c.frameP95)} ms, max ${f(c.frameMax, 0)} ms) | ${ok(c.over17 <= GOALS.over17)} |
| main thread busy during the storm | <= 35 % | ${f(c.busy * 100)} % | ${ok(c.busy <= GOALS.busy)} |
| rendered chat messages | <= 200 | ${c.maxRendered} at most | ${ok(c.maxRendered <= GOALS.rendered)} |
| heap growth between forced GCs | <= 1.5 MB | ${f(c.heapGrowthMb, 2)} MB | ${ok(c.heapGrowthMb <= GOALS.heapMb)} |
| after ${l.visits} enters and leaves: video elements | 0 | ${l.videosInDom} in the DOM, ${l.videosInHeap} in the heap | ${ok(l.videosInDom === 0 && l.videosInHeap === 0)} |
| MediaSources (players) | 0 | ${l.mediaSourcesAlive} alive of ${l.mediaSourcesMade} made (${l.mediaSourcesInHeap} in the heap, ${l.mediaSourcesOpen} open, ${l.objectUrlsNotRevoked} object URLs not revoked) | ${ok(l.mediaSourcesAlive === 0 && l.mediaSourcesInHeap === 0)} |
| open FLV connections | 0 | ${l.relayViewersAfter} (before: ${l.relayViewersBefore}) | ${ok(l.relayViewersAfter === 0)} |
| heap against the start (forced GC) | within 1 MB | ${f(l.heapDeltaMb, 2)} MB (${f(l.heapStartMb)} -> ${l.heapEvery5Mb.map((h) => f(h)).join(' -> ')} -> ${f(l.heapEndMb)} MB, every 5 visits) | ${ok(Math.abs(l.heapDeltaMb) <= GOALS.leaveHeapMb)} |
${diagnosis}${FINDINGS}`,
  );
}

// BENCH_DOC_ONLY=1: write the doc section again from bench/results/live-room.json (after editing its text) without a run.
if (process.env.BENCH_DOC_ONLY === '1') writeDoc(JSON.parse(readFileSync('bench/results/live-room.json', 'utf8')) as Results);
else await main();
