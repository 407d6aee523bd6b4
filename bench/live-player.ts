/**
 * `npm run bench:live`: the live player against the simulator's real media server
 * (ffmpeg -> node-media-server -> the same-origin relay) in headless Chromium, through the real
 * player chart and its mpegts.js engine (tests/e2e/live-player-harness.ts, bundled with Vite).
 * - first frame: 20 opens (start -> the chart's first frame), p50/p95; and what each leave leaves behind
 *   (player objects, relay connections);
 * - latency behind the edge (buffered end - currentTime) sampled every 500 ms for BENCH_LIVE_SECONDS (default 180, 3 minutes; 60 for a quicker look);
 * - back at the edge 1 s after a 10 s pause;
 * - stream killed and restarted 2 s later: frames advance again N ms after the restart.
 * Writes docs/bench.md ("Live player") and bench/results/live-player.json. Not a test: it measures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { build } from 'vite';
import type { HarnessReading } from '../tests/e2e/live-player-harness';
import { writeBenchSection } from './bench-doc';
import { launchChromium } from './browser-session';
import { sleep } from '../tests/support/wait';
import { percentile } from './stats';
import { startBenchSimulator } from './sim-process';

const PORT = Number(process.env.BENCH_PORT ?? 6600);
const OPENS = Number(process.env.BENCH_OPENS ?? 20);
// 3 minutes by default (docs/performance.md); BENCH_LIVE_SECONDS=60 for a quicker look.
const LIVE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 180);
/** BENCH_WORKER=1 runs mpegts.js's transmuxer in its worker, with its own loader (to compare). */
const CONFIG = process.env.BENCH_WORKER === '1' ? { enableWorker: true, customLoader: undefined } : {};

async function bundleHarness(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      lib: {
        entry: resolve(import.meta.dirname, '../tests/e2e/live-player-harness.ts'),
        formats: ['iife'],
        name: 'LivePlayerHarness',
        fileName: 'harness',
      },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Array<{ output: Array<{ type: string; code?: string }> }>;
  return outputs
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code ?? '')
    .join('\n');
}

async function main() {
  const load = loadavg()[0]!.toFixed(1);
  const harness = await bundleHarness();
  const sim = await startBenchSimulator({ port: PORT, distDir: '/nonexistent' });
  const base = sim.url;
  const key = 'bench-live';
  sim.ctx.media.publish(key);
  while (sim.ctx.media.state(key) !== 'live') await sleep(50);
  await sleep(2_500); // a full GOP in node-media-server's cache, as for any viewer but the very first
  const paths = sim.ctx.media.playPaths(key);
  const viewers = async () =>
    ((await (await fetch(`${base}/sim/control/live/media`)).json()) as { viewers: number }).viewers;

  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(`${base}/sim/control/clock`);
  await page.setContent('<!doctype html><html><head><title>live bench</title></head><body></body></html>');
  await page.addScriptTag({ content: harness });
  const read = () => page.evaluate(() => window.livePlayer.read()) as Promise<HarnessReading>;
  const start = () =>
    page.evaluate(
      ([k, urls, config]) =>
        window.livePlayer.start(
          k as string,
          urls as string[],
          config as { enableWorker?: boolean; customLoader?: undefined },
        ),
      [key, paths, CONFIG] as const,
    );
  const until = async (check: (r: HarnessReading) => boolean, ms: number) => {
    const end = Date.now() + ms;
    for (;;) {
      const r = await read();
      if (check(r)) return r;
      if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(r)}`);
      await sleep(20);
    }
  };

  // 1. First frame over OPENS opens, leaving the room each time.
  const firstFrames: number[] = [];
  const leftBehind: Array<{ players: number; relayConnections: number }> = [];
  for (let i = 0; i < OPENS; i++) {
    await start();
    const r = await until((x) => x.firstFrameMs !== null, 10_000);
    firstFrames.push(Math.round(r.firstFrameMs!));
    await sleep(300);
    await page.evaluate(() => window.livePlayer.leave());
    await sleep(200);
    leftBehind.push({ players: (await read()).players, relayConnections: await viewers() });
  }
  const videosLeft = await page.evaluate(() => document.querySelectorAll('video').length);

  // 2. Latency behind the edge while playing.
  await start();
  const benchT0 = Date.now();
  await until((x) => x.state === 'playing', 10_000);
  await sleep(2_000);
  const behind: number[] = [];
  const behindLive: number[] = [];
  const liveEnd = Date.now() + LIVE_SECONDS * 1_000;
  while (Date.now() < liveEnd) {
    const r = await read();
    behind.push(r.behindEdge);
    if (r.liveDelay !== null) behindLive.push(r.liveDelay);
    await sleep(500);
  }
  const dropped = await page.evaluate(
    () => document.querySelector('video')!.getVideoPlaybackQuality().droppedVideoFrames,
  );

  // 3. A 10 s pause, then back: how far behind 1 s later.
  await page.evaluate(() => window.livePlayer.pause());
  await sleep(10_000);
  const pausedBehind = (await read()).behindEdge;
  await page.evaluate(() => window.livePlayer.resume());
  await sleep(1_000);
  const afterPause = (await read()).behindEdge;

  // 4. Killed and restarted 2 s later: frames advance again how long after the restart.
  const media = sim.ctx.media as unknown as { restart(key: string, ms: number): Promise<boolean> };
  const restartAt = Date.now();
  await media.restart(key, 2_000);
  await until((x) => x.state !== 'playing', 5_000);
  let last = await read();
  let backMs = NaN;
  while (Date.now() - restartAt < 20_000) {
    const r = await read();
    if (r.state === 'playing' && last.state === 'playing' && r.currentTime > last.currentTime) {
      backMs = Date.now() - restartAt - 2_000;
      break;
    }
    last = r;
    await sleep(20);
  }

  const restartTimeline = (await read()).timeline.slice(-8);
  await page.evaluate(() => window.livePlayer.leave());
  await browser.close();
  await sim.close();

  const results = {
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, load1AtStart: Number(load), load1AtEnd: Number(loadavg()[0]!.toFixed(1)) },
    firstFrameMs: { p50: percentile(firstFrames, 50), p95: percentile(firstFrames, 95), all: firstFrames },
    leftBehind: {
      maxPlayers: Math.max(...leftBehind.map((l) => l.players)),
      maxRelayConnections: Math.max(...leftBehind.map((l) => l.relayConnections)),
      videosLeft,
    },
    behindEdgeS: {
      seconds: LIVE_SECONDS,
      samples: behind.length,
      p50: percentile(behind, 50),
      p95: percentile(behind, 95),
      max: Math.max(...behind),
      droppedFrames: dropped,
    },
    behindLiveS: {
      samples: behindLive.length,
      p50: percentile(behindLive, 50),
      p95: percentile(behindLive, 95),
      max: behindLive.length ? Math.max(...behindLive) : NaN,
    },
    pause: { behindWhilePausedS: pausedBehind, behindOneSecondAfterResumeS: afterPause },
    restart: { framesBackAfterRestartMs: backMs, restartAtMs: restartAt - benchT0, timeline: restartTimeline },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/live-player.json', `${JSON.stringify(results, null, 2)}\n`);
  const f = (n: number, d = 2) => n.toFixed(d);
  writeBenchSection(
    'live',
    `## Live player
\`npm run bench:live\` (${results.when}; ${results.machine.cpus} cores, load ${results.machine.load1AtStart} at start, ${results.machine.load1AtEnd} at the end, shared with other work).
Headless Chromium, the real player chart + mpegts.js engine, the simulator's ffmpeg -> node-media-server -> relay on 127.0.0.1.

| measure | goal | measured |
|---|---|---|
| first frame over ${OPENS} opens (start -> first frame on screen) | p50 <= 100 ms, p95 <= 200 ms | p50 ${results.firstFrameMs.p50} ms, p95 ${results.firstFrameMs.p95} ms |
| behind the buffered edge over ${LIVE_SECONDS} s (buffered end - currentTime) | p50 <= 0.6 s, p95 <= 1.0 s | p50 ${f(results.behindEdgeS.p50)} s, p95 ${f(results.behindEdgeS.p95)} s (max ${f(results.behindEdgeS.max)} s, ${dropped} dropped frames) |
| behind live over the same ${LIVE_SECONDS} s (now - wall time of the frame on screen, the relay's onEdge clock: what the room shows) | (the goal is for the edge) | p50 ${f(results.behindLiveS.p50)} s, p95 ${f(results.behindLiveS.p95)} s (max ${f(results.behindLiveS.max)} s, ${results.behindLiveS.samples} samples) |
| 1 s after a 10 s pause, with the jump to the edge | back within 1 s of the edge | ${f(afterPause)} s behind (${f(pausedBehind)} s while paused) |
| frames advance again after a kill and a restart 2 s later | <= 1.5 s after the restart | ${Number.isNaN(backMs) ? 'not back' : `${backMs} ms`} |
| left behind after each of ${OPENS} leaves | 0 | ${results.leftBehind.maxPlayers} players, ${results.leftBehind.maxRelayConnections} relay connections, ${videosLeft} video elements |

"Behind the edge" is what the player can see (the buffered end is the newest frame it has); the time the
newest frame spent between the encoder and the browser (node-media-server, the relay, loopback) is not in it.
"Behind live" adds it, from the stream's clock the relay puts in the FLV (docs/live-api.md "Stream delay"): the
room shows this figure.
The restart row depends on how fast ffmpeg is back on air: the player retries every second three times after the
kill (the third is 1 s after the restart); if ffmpeg has not published by then, the next try is 2 s later (the
player's state timeline is in bench/results/live-player.json).
`,
  );
  console.log(JSON.stringify(results, null, 2));
}

await main();
