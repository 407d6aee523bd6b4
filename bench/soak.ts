/**
 * `npm run bench:soak`: the live room left open for SOAK_MINUTES (30) through the real room page (`/anchorPlay/9001`,
 * logged in as demo, headless Chromium 1280x900) with its video playing, the odds of its match pushed at SOAK_ODDS_RATE
 * (200) a second (the odds storm, simulator/sports/storm.ts) and the chat flooded at SOAK_CHAT_RATE (20) messages a
 * second. The simulator runs as a child process (bench/sim-process.ts) so its resident memory is its own. Every
 * SOAK_SAMPLE_SECONDS (30): the page's JS heap after forced GCs, DOM nodes, media elements, the video's currentTime
 * (advancing, or stopped, or back near zero), what reached the page, and the simulator's RSS. After the warm-up
 * (SOAK_WARMUP_MINUTES, 5; a quarter of a shorter run): heap growth per 10 minutes (goal <= 1 MB), DOM nodes and media
 * elements flat, no stopped or reset video, simulator RSS flat within 10 %. Writes docs/bench.md ("Soak",
 * bench/soak-doc.ts) and bench/results/soak.json. Not a test: it measures.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loggedInStorage } from './browser-session';
import { heapAfterGc, videoPlays } from './room-probe';
import { startRun, controlPoster } from './sim-process';
import { analyse, writeSoakDoc, type Sample } from './soak-doc';
import { startStorm } from './storm-page';
import { sleep } from '../tests/support/wait';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(5, MINUTES / 4));
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const ODDS_RATE = Number(process.env.SOAK_ODDS_RATE ?? 200);
const CHAT_RATE = Number(process.env.SOAK_CHAT_RATE ?? 20);
const PORT = Number(process.env.SOAK_PORT ?? 5272);
const STREAM = 9001;
/** One chat flood's length (the control's limit is 600 s): it is asked for again when it ends. */
const FLOOD_CHUNK_S = 300;

/**
 * Counts (only counts, so the probe itself holds no growing memory) the odds messages of push
 * frames and the chat messages of chat frames that reach the page.
 */
const COUNTER_SCRIPT = `(() => {
  const c = { odds: 0, chat: 0 };
  window.__soak = c;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (e) => {
        if (typeof e.data !== 'string') return;
        if (e.data.includes('"push",{"t":')) c.odds += e.data.split('"type":"odds"').length - 1;
        else if (e.data.startsWith('42/chat,["msgs",')) c.chat += e.data.split('"id":').length - 1;
      });
    }
  };
})();`;

async function main() {
  const { sim, browser } = await startRun(PORT);
  const base = sim.url;
  const control = controlPoster(base);
  const streams = (await (await fetch(`${base}/sim/control/live/streams`)).json()) as Array<{
    id: number;
    fbId: number;
  }>;
  const fbId = streams.find((s) => s.id === STREAM)!.fbId;

  const storage = await loggedInStorage(browser, base);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: storage }] },
  });
  const page = await context.newPage();
  await page.addInitScript(COUNTER_SCRIPT);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message.split('\n')[0]!));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/anchorPlay/${STREAM}?lang=en`);
  await page.getByTestId('live-room').waitFor();
  await videoPlays(page, 30_000);
  const roomId = (await page.locator('.room-chat').getAttribute('data-room'))!;

  const totalMs = MINUTES * 60_000;
  await startStorm(base, ODDS_RATE, [fbId], totalMs + 10_000);
  const started = Date.now();
  // Floods add up in the simulator, so each is asked for exactly until the next one starts; the last ends with the run.
  const flooding = (async () => {
    for (let left = totalMs; left > 500; left = totalMs - (Date.now() - started)) {
      const seconds = Math.min(FLOOD_CHUNK_S, left / 1000);
      await control('/live/chat/flood', { roomId, perSecond: CHAT_RATE, seconds, priority: 'normal' });
      await sleep(seconds * 1_000);
    }
  })();
  const samples: Sample[] = [];
  let previousTime = NaN;
  // Bounded: one sample per SAMPLE_S over the run, plus the one at the start.
  for (let i = 0; i <= Math.ceil(totalMs / (SAMPLE_S * 1_000)); i++) {
    const elapsed = Date.now() - started;
    const heap = await heapAfterGc(cdp);
    const page$ = await page.evaluate(() => {
      const v = document.querySelector('video');
      const c = (window as unknown as { __soak: { odds: number; chat: number } }).__soak;
      return {
        domNodes: document.getElementsByTagName('*').length,
        media: document.querySelectorAll('video, audio').length,
        videoTime: v ? v.currentTime : NaN,
        paused: v ? v.paused : true,
        odds: c.odds,
        chat: c.chat,
        chatLines: document.querySelectorAll('.chat-panel__list > li').length,
      };
    });
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: Array<{ name: string; value: number }>;
    };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    // Stopped: not moved since the last sample (or paused); reset: back near zero or behind where it was.
    const reset = page$.videoTime < previousTime - 1 || page$.videoTime < 1;
    const video =
      i === 0
        ? 'start'
        : reset
          ? 'reset'
          : page$.videoTime <= previousTime + 0.5 || page$.paused
            ? 'stopped'
            : 'playing';
    previousTime = page$.videoTime;
    samples.push({
      s: Math.round(elapsed / 1000),
      heapMb: heap / 1_048_576,
      domNodes: page$.domNodes,
      cdpNodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      media: page$.media,
      videoTime: page$.videoTime,
      video,
      oddsReceived: page$.odds,
      chatReceived: page$.chat,
      chatLines: page$.chatLines,
      simRssMb: sim.rssKb() / 1024,
      simUp: sim.alive() && (await sim.healthy(5_000)),
    });
    const last = samples.at(-1)!;
    console.log(
      `${String(last.s).padStart(5)} s  heap ${last.heapMb.toFixed(2)} MB  dom ${last.domNodes}  media ${last.media}  ` +
        `video ${last.videoTime.toFixed(1)} s (${last.video})  ` +
        `odds ${last.oddsReceived}  chat ${last.chatReceived}  sim rss ${last.simRssMb.toFixed(1)} MB`,
    );
    const wait = (i + 1) * SAMPLE_S * 1_000 - (Date.now() - started);
    if (wait > 0 && i < Math.ceil(totalMs / (SAMPLE_S * 1_000))) await sleep(wait);
  }
  await flooding;
  // Stopping the storm answers how many odds messages it sent (its status forgets them once stopped).
  const stopped = await fetch(`${base}/sim/control/storm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"rate":0}',
  });
  const stormSent = ((await stopped.json()) as { sent?: number }).sent ?? NaN;
  const pidChanged = !sim.alive();
  await browser.close();
  await sim.close();

  const result = analyse(samples, WARMUP_MINUTES * 60);
  const settings = {
    minutes: MINUTES,
    warmupMinutes: WARMUP_MINUTES,
    sampleSeconds: SAMPLE_S,
    oddsRate: ODDS_RATE,
    chatRate: CHAT_RATE,
    stream: STREAM,
  };
  const run = {
    when: new Date().toISOString(),
    ...settings,
    pid: sim.pid,
    pidChanged,
    stormSent,
    uncaught,
    load: loadavg()[0]!,
    samples,
    result,
  };
  writeFileSync('bench/results/soak.json', `${JSON.stringify(run, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  writeSoakDoc(run);
}

await main();
