import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { build } from 'vite';
import { expect, test } from './fixtures';
import type { HarnessReading } from './live-player-harness';

/**
 * Real playback from the simulator's media server in Chromium: ffmpeg -> node-media-server -> the
 * same-origin relay -> mpegts.js (MSE). The room page is built elsewhere, so these run on a bare page
 * of the simulator's origin: first mpegts.js alone (the video plays: currentTime advances), then the
 * real live player chart with its mpegts.js engine (tests/e2e/live-player-harness.ts, bundled here),
 * which must come back by itself after the stream server kills the stream and restarts it, and must
 * detect a stalled connection and reload.
 */

const require = createRequire(import.meta.url);
let harness = '';

test.beforeAll(async () => {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, 'live-player-harness.ts'),
        formats: ['iife'],
        name: 'LivePlayerHarness',
        fileName: 'harness',
      },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Array<{ output: Array<{ type: string; code?: string }> }>;
  harness = outputs
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
    .map((c) => c.code ?? '')
    .join('\n');
});

async function onAir(request: APIRequestContext, key: string): Promise<string[]> {
  const r = await request.post('/sim/control/live/publish', { data: { key } });
  const body = (await r.json()) as { paths: string[]; real: boolean };
  expect(body.real, 'the simulator runs the real media server (ffmpeg installed)').toBe(true);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/sim/control/live/media')).json()) as {
            streams: Array<{ key: string; state: string }>;
          }
        ).streams.find((s) => s.key === key)?.state,
    )
    .toBe('live');
  return body.paths;
}
const off = (request: APIRequestContext, key: string) =>
  request.post('/sim/control/live/unpublish', { data: { key, state: 'ended' } });

async function barePage(page: Page) {
  await page.goto('/config.json');
  await page.setContent('<!doctype html><html><head><title>live player</title></head><body></body></html>');
}

test.describe('live playback', () => {
  test('mpegts.js plays the relay’s FLV: currentTime advances', async ({ page, request }) => {
    const key = `e2e-mpegts-${randomUUID().slice(0, 8)}`;
    const [path] = await onAir(request, key);
    await barePage(page);
    await page.addScriptTag({ path: require.resolve('mpegts.js/dist/mpegts.js') });
    await page.evaluate((url) => {
      const w = window as unknown as {
        mpegts: {
          createPlayer(
            s: object,
            c: object,
          ): { attachMediaElement(v: HTMLVideoElement): void; load(): void; play(): Promise<void> };
        };
      };
      const video = document.createElement('video');
      video.muted = true;
      document.body.append(video);
      const player = w.mpegts.createPlayer(
        { type: 'flv', isLive: true, url: new URL(url, location.href).href },
        { enableStashBuffer: false, lazyLoad: false },
      );
      player.attachMediaElement(video);
      player.load();
      void player.play();
    }, path!);
    const time = () => page.evaluate(() => document.querySelector('video')!.currentTime);
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(0.5);
    const t1 = await time();
    // Playing at speed: more than half a second of picture within a second.
    await expect.poll(time, { timeout: 1_000, intervals: [50] }).toBeGreaterThan(t1 + 0.5);
    await off(request, key);
  });

  test('the live player chart plays, comes back after a kill and restart, and reloads a stalled connection', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const key = `e2e-chart-${randomUUID().slice(0, 8)}`;
    const paths = await onAir(request, key);
    await barePage(page);
    await page.addScriptTag({ content: harness });
    const read = () => page.evaluate(() => window.livePlayer.read()) as Promise<HarnessReading>;
    await page.evaluate(([k, urls]) => window.livePlayer.start(k as string, urls as string[]), [key, paths] as const);

    await expect.poll(async () => (await read()).state, { timeout: 10_000 }).toBe('playing');
    const a = await read();
    await expect
      .poll(async () => (await read()).currentTime, { timeout: 1_000, intervals: [50] })
      .toBeGreaterThan(a.currentTime + 0.5);
    const b = await read();
    await expect.poll(async () => (await read()).delay, { timeout: 5_000 }).not.toBeNull();
    expect(b.players).toBe(1);

    // Killed, and back 2 s later: the chart reconnects by itself (destroy-and-recreate with backoff).
    const restartAt = Date.now();
    await request.post('/sim/control/live/restart', { data: { key, afterMs: 2_000 } });
    await expect.poll(async () => (await read()).history, { timeout: 5_000 }).toContain('recovering');
    let last: HarnessReading | null = null;
    // Back: playing again and the picture moving (frames of the new player advance), read every 40 ms.
    const moving = async () => {
      const r = await read();
      const back = r.state === 'playing' && last?.state === 'playing' && r.currentTime > last.currentTime;
      last = r;
      return back;
    };
    await expect
      .poll(moving, {
        message: 'the chart plays again after the restart',
        timeout: 15_000 - (Date.now() - restartAt),
        intervals: [40],
      })
      .toBe(true);
    const backAt = Date.now();
    const afterRestart = backAt - restartAt - 2_000;
    test
      .info()
      .annotations.push({ type: 'frames advance again after the restart (ms)', description: String(afterRestart) });
    // Tries at +1 s and +3 s after the kill (+1 s after the restart); when a loaded machine starts ffmpeg
    // later than that, the next try is at +7 s (+5 s after the restart). docs/bench.md has the figures.
    expect(afterRestart).toBeLessThan(7_000);
    expect((await read()).players).toBe(1);

    // Stalled without closing: the watchdog sees no progress, the chart reloads, frames advance again.
    await request.post('/sim/control/live/stall', { data: { key } });
    await expect.poll(async () => (await read()).history.slice(-3), { timeout: 10_000 }).toContain('stalled');
    await expect.poll(async () => (await read()).history.at(-1), { timeout: 15_000 }).toBe('playing');
    const c = await read();
    await expect
      .poll(async () => (await read()).currentTime, { timeout: 800, intervals: [50] })
      .toBeGreaterThan(c.currentTime + 0.3);

    // The stalled connection was closed when its player was destroyed: one connection, the new one's.
    const relayViewers = async () =>
      (
        (await (await request.get('/sim/control/live/media')).json()) as {
          streams: Array<{ key: string; viewers: number }>;
        }
      ).streams.find((s) => s.key === key)?.viewers;
    await expect.poll(relayViewers).toBe(1);

    await page.evaluate(() => window.livePlayer.leave());
    expect((await read()).players).toBe(0);
    await expect.poll(relayViewers).toBe(0);
    await off(request, key);
  });
});
