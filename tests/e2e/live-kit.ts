import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoEn, test, type Control } from './fixtures';

/**
 * Helpers of the live specs. The simulator's catalogue (simulator/live/catalog, docs/live-api.md):
 * 9001-9004 live (9002 the fee room; 9003 drops off air 4 minutes after start, 9004 ends after 8),
 * 9005 upcoming for 3 minutes, 9006 upcoming for hours, 9007 ended. Follows, reservations and fee
 * payments live per test scope.
 */
export const STREAMS = { free: 9001, fee: 9002, upcoming: 9006, ended: 9007 } as const;

export async function openRoom(page: Page, streamId: number | string) {
  await gotoEn(page, `/anchorPlay/${streamId}`);
}

export async function balanceOf(page: Page, control: Control, userName = 'demo'): Promise<number> {
  const response = await page.request.get(`/sim/control/ledger?userName=${userName}`, {
    headers: { 'x-sim-scope': control.scope },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

// ---- The stream server (docs/simulator.md "Live media"): shared by every test, so each test plays a key of its own.

interface MediaState {
  streams: Array<{ key: string; state: string; viewers: number }>;
}
export const media = async (request: APIRequestContext) =>
  (await (await request.get('/sim/control/live/media')).json()) as MediaState;
export const viewersOf = async (request: APIRequestContext, key: string) =>
  (await media(request)).streams.find((s) => s.key === key)?.viewers ?? 0;
export const mediaStateOf = async (request: APIRequestContext, key: string) =>
  (await media(request)).streams.find((s) => s.key === key)?.state;

/** `POST /sim/control/live/<path>` (publish, unpublish, kill, restart, stall, corrupt), checked. */
export async function mediaControl(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const body = (await (await request.post(`/sim/control/live/${path}`, { data })).json()) as {
    ok: boolean;
    real?: boolean;
    error?: string;
  };
  expect(body.ok, `${path}: ${body.error ?? ''}`).toBe(true);
  return body;
}

/** Starts the key's encoder and waits until the stream server has it on air. */
export async function publish(request: APIRequestContext, key: string) {
  const body = await mediaControl(request, 'publish', { key });
  expect(body.real, 'the simulator runs the real media server (ffmpeg installed)').toBe(true);
  await expect.poll(() => mediaStateOf(request, key), { timeout: 15_000 }).toBe('live');
}

/**
 * `ownStream(streamId?)`: publishes a media key of this test's own and has the test's scope play it
 * in that room (`/sim/control/live/stream-key`), so killing or stalling it touches no other test.
 * Every key it made is taken off air (ended) when the test ends, passed or failed.
 */
export const liveTest = test.extend<{ ownStream: (streamId?: number) => Promise<string> }>({
  ownStream: async ({ request, control }, use) => {
    const keys: string[] = [];
    await use(async (streamId = STREAMS.free) => {
      const key = `e2e-room-${randomUUID().slice(0, 8)}`;
      keys.push(key);
      await publish(request, key);
      await control.post('/live/stream-key', { streamId, key });
      return key;
    });
    for (const key of keys) await request.post('/sim/control/live/unpublish', { data: { key, state: 'ended' } });
  },
});

// ---- The room's player as the page shows it (src/views/live-room/player/room-player.tsx).

export const player = (page: Page) => page.locator('.room-player');
export const currentTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.room-player video')?.currentTime ?? -1);

/** Playing: the room says so and the video's currentTime advances. */
export async function playing(page: Page, timeout = 15_000) {
  await expect(player(page)).toHaveAttribute('data-state', 'playing', { timeout });
  const t0 = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 5_000 }).toBeGreaterThan(t0 + 0.5);
}

/**
 * Records every state the room's player shows from the page's start ('gone' when no player is on the
 * page), so a short one (loading, stalled, recovering) is not missed between polls. Call before
 * the page loads.
 */
export async function recordPlayerStates(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { playerStates: string[] };
    w.playerStates = [];
    const read = () => {
      const el = document.querySelector('.room-player');
      const state = el ? (el.getAttribute('data-state') ?? '') : 'gone';
      if (w.playerStates.at(-1) !== state && (state !== 'gone' || w.playerStates.length > 0))
        w.playerStates.push(state);
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}
export const playerStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { playerStates?: string[] }).playerStates ?? []);

/**
 * The script chunks a page asks for from now on (language packs included), by name: `has('mpegts')` is
 * `/assets/mpegts-<hash>.js` with a chunk's 7-character hash (vite.config.ts), so `mpegts-engine-<hash>.js` does
 * not count as `mpegts`. `stop` stops recording.
 */
export function chunksAsked(page: Page) {
  const paths: string[] = [];
  const listen = (request: { url(): string }) => paths.push(new URL(request.url()).pathname);
  page.on('request', listen);
  return {
    has: (name: string) => paths.some((path) => new RegExp(`^/assets/${name}-[\\w-]{7}\\.js$`).test(path)),
    stop: () => page.off('request', listen),
  };
}
