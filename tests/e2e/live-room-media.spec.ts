import { expect, layoutShifts, recordLayoutShifts, signIn } from './fixtures';
import {
  liveTest as test,
  mediaControl,
  openRoom,
  player,
  playerStates,
  playing,
  recordPlayerStates,
  STREAMS,
  viewersOf,
} from './live-kit';

/**
 * The room's video through the real room page (/anchorPlay/:id): it plays, comes back by itself
 * after the stream server is killed, reloads a stalled connection, and leaves nothing behind.
 * Streams are shared by every test, so each test plays a media key of its own (the `ownStream`
 * fixture of live-kit.ts): killing or stalling it touches no one else.
 */

/** The states the player showed after the first `from` recorded ones. */
const statesAfter = async (page: Parameters<typeof playerStates>[0], from: number) =>
  (await playerStates(page)).slice(from);

test.describe('live room video', () => {
  test('plays in the room: state playing, currentTime advances, the delay behind live is shown', async ({
    page,
    ownStream,
  }) => {
    await ownStream();
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    // From the stream's clock (the relay's onEdge tags), not only the buffered edge.
    const delay = player(page).locator('.room-player__delay');
    await expect(delay).toHaveAttribute('data-delay-kind', 'live', { timeout: 8_000 });
    await expect(delay.locator('.room-player__delay-long')).toHaveText(/^\d+\.\d s behind live$/);
    // It covers the buffer and more: never less than what the browser alone knows, and sane on loopback.
    const { live, buffered } = await page.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('.room-player video')!;
      const end = v.buffered.length ? v.buffered.end(v.buffered.length - 1) : v.currentTime;
      return {
        live: Number(document.querySelector('.room-player__delay')!.getAttribute('data-delay')),
        buffered: end - v.currentTime,
      };
    });
    expect(live).toBeGreaterThanOrEqual(Math.max(0, buffered - 0.3));
    expect(live).toBeLessThan(5);
  });

  test('a killed stream comes back by itself after the restart', async ({ page, request, ownStream }) => {
    test.setTimeout(60_000);
    const key = await ownStream();
    await recordPlayerStates(page);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    const from = (await playerStates(page)).length;
    await mediaControl(request, 'restart', { key, afterMs: 2_000 });
    await expect
      .poll(() => statesAfter(page, from), { timeout: 8_000 })
      .toContainEqual(expect.stringMatching(/recovering|offline|loading/));
    // Tries come with backoff; a loaded machine starts ffmpeg late, so allow a later try.
    await playing(page, 25_000);
  });

  test('a stalled stream is detected and reloaded', async ({ page, request, ownStream }) => {
    test.setTimeout(60_000);
    const key = await ownStream();
    await recordPlayerStates(page);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    await playing(page);
    const from = (await playerStates(page)).length;
    await mediaControl(request, 'stall', { key });
    await expect.poll(() => statesAfter(page, from), { timeout: 12_000 }).toContain('stalled');
    await expect.poll(async () => (await statesAfter(page, from)).at(-1), { timeout: 20_000 }).toBe('playing');
    await playing(page);
    // The stalled connection was closed with its player: one connection left, the new one's.
    await expect.poll(() => viewersOf(request, key)).toBe(1);
  });

  test('leaving the room leaves no video element and closes the FLV connection', async ({
    page,
    request,
    ownStream,
  }) => {
    const key = await ownStream();
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
  });

  test('the player controls are reachable by keyboard at 1280 and 375, the bar holds still, and the room passes axe', async ({
    page,
    ownStream,
    a11y,
  }) => {
    await ownStream();
    await signIn(page);
    // The bar must not move as the picture starts.
    await recordLayoutShifts(page, '.room-player');
    // Vietnamese on the phone: its longer words are the ones that wrapped the bar.
    for (const [width, lang] of [
      [1280, 'en'],
      [375, 'vi'],
    ] as const) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
      await page.goto(`/anchorPlay/${STREAMS.free}?lang=${lang}`);
      await playing(page);
      const full = player(page).locator('.room-player__fullscreen');
      await expect(full).toBeInViewport();
      await expect(player(page).locator('.room-player__delay')).toHaveAttribute('data-delay-kind', 'live');
      expect(await layoutShifts(page)).toEqual([]);
      // Each group in one row; on a wide screen both share it, on a phone the controls take a row below.
      const middles = (group: string) =>
        player(page)
          .locator(`.room-player__${group} > *`)
          .evaluateAll((els) =>
            els.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)),
          );
      const status = await middles('info');
      const controls = await middles('controls');
      for (const row of [status, controls])
        expect(Math.max(...row) - Math.min(...row), `a group of the bar in one row at ${width}`).toBeLessThanOrEqual(4);
      if (width > 800) expect(Math.abs(status[0]! - controls[0]!), 'one row at 1280').toBeLessThanOrEqual(4);
      else expect(controls[0]! - status[0]!, 'the controls below the status at 375').toBeGreaterThan(20);
      let reached = false;
      for (let i = 0; i < 80 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await full.evaluate((el) => el === document.activeElement);
      }
      expect(reached, `Full screen reachable by Tab at ${width}`).toBe(true);
      await a11y();
    }
  });
});
