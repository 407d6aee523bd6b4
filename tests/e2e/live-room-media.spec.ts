import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Control } from './fixtures';
import { openRoom, signIn, STREAMS } from './live-kit';

/**
 * The room's video through the real room page (/anchorPlay/:id): it plays, comes back by itself
 * after the stream server is killed, reloads a stalled connection, and leaves nothing behind.
 * Streams are shared by every test, so each test here publishes its own media key and has its
 * scope's room play it (`/sim/control/live/stream-key`): killing or stalling it touches no one else.
 */

interface MediaState { streams: Array<{ key: string; state: string; viewers: number }> }

async function ownStream(request: APIRequestContext, control: Control, streamId: number = STREAMS.free): Promise<string> {
  const key = `e2e-room-${randomUUID().slice(0, 8)}`;
  const body = (await (await request.post('/sim/control/live/publish', { data: { key } })).json()) as { real: boolean };
  expect(body.real, 'the simulator runs the real media server (ffmpeg installed)').toBe(true);
  await expect.poll(async () => (await media(request)).streams.find((s) => s.key === key)?.state).toBe('live');
  await control.post('/live/stream-key', { streamId, key });
  return key;
}
const media = async (request: APIRequestContext) => (await (await request.get('/sim/control/live/media')).json()) as MediaState;
const viewersOf = async (request: APIRequestContext, key: string) => (await media(request)).streams.find((s) => s.key === key)?.viewers ?? 0;
const off = (request: APIRequestContext, key: string) => request.post('/sim/control/live/unpublish', { data: { key, state: 'ended' } });

const player = (page: Page) => page.locator('.room-player');
const currentTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLVideoElement>('.room-player video')?.currentTime ?? -1);

/** Records every state the room's player shows, so a short one (stalled) is not missed between polls. */
async function recordStates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { playerStates: string[] };
    const el = document.querySelector('.room-player')!;
    w.playerStates = [el.getAttribute('data-state') ?? ''];
    new MutationObserver(() => w.playerStates.push(el.getAttribute('data-state') ?? '')).observe(el, { attributes: true, attributeFilter: ['data-state'] });
  });
}
const states = (page: Page) => page.evaluate(() => (window as unknown as { playerStates: string[] }).playerStates);

async function playing(page: Page, timeout = 15_000) {
  await expect(player(page)).toHaveAttribute('data-state', 'playing', { timeout });
  const t0 = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 5_000 }).toBeGreaterThan(t0 + 0.5);
}

test.describe('live room video', () => {
  test('plays in the room: state playing, currentTime advances, the delay is shown', async ({ page, request, control }) => {
    const key = await ownStream(request, control);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    await expect(player(page).locator('.room-player__delay')).toHaveText(/\d+(\.\d)? s/, { timeout: 8_000 });
    await off(request, key);
  });

  test('a killed stream comes back by itself after the restart', async ({ page, request, control }) => {
    test.setTimeout(60_000);
    const key = await ownStream(request, control);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    await recordStates(page);
    await request.post('/sim/control/live/restart', { data: { key, afterMs: 2_000 } });
    await expect.poll(() => states(page), { timeout: 8_000 }).toContainEqual(expect.stringMatching(/recovering|offline|loading/));
    // Tries come with backoff; a loaded machine starts ffmpeg late, so allow a later try.
    await playing(page, 25_000);
    await off(request, key);
  });

  test('a stalled stream is detected and reloaded', async ({ page, request, control }) => {
    test.setTimeout(60_000);
    const key = await ownStream(request, control);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    await recordStates(page);
    await request.post('/sim/control/live/stall', { data: { key } });
    await expect.poll(() => states(page), { timeout: 12_000 }).toContain('stalled');
    await expect.poll(async () => (await states(page)).at(-1), { timeout: 20_000 }).toBe('playing');
    await playing(page);
    // The stalled connection was closed with its player: one connection left, the new one's.
    await expect.poll(() => viewersOf(request, key)).toBe(1);
    await off(request, key);
  });

  test('leaving the room leaves no video element and closes the FLV connection', async ({ page, request, control }) => {
    const key = await ownStream(request, control);
    const before = await viewersOf(request, key);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    await expect.poll(() => viewersOf(request, key)).toBe(before + 1);
    // Leave inside the app (no page load), as a viewer does: the room unmounts.
    await page.evaluate(() => {
      history.pushState({}, '', '/anchorPlay?lang=en');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('live-room')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    await expect.poll(() => viewersOf(request, key)).toBe(before);
    await off(request, key);
  });

  test('the player controls are reachable by keyboard at 1280 and 375, and the room passes axe', async ({ page, request, control, a11y }) => {
    const key = await ownStream(request, control);
    await signIn(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
      await openRoom(page, STREAMS.free);
      await playing(page);
      const full = player(page).getByRole('button', { name: 'Full screen' });
      await expect(full).toBeInViewport();
      await expect(player(page).locator('.room-player__delay')).toBeVisible();
      let reached = false;
      for (let i = 0; i < 80 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await full.evaluate((el) => el === document.activeElement);
      }
      expect(reached, `Full screen reachable by Tab at ${width}`).toBe(true);
      await a11y();
    }
    await off(request, key);
  });
});
