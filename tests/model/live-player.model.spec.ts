import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn } from '../e2e/fixtures';
import {
  liveTest as test,
  mediaControl,
  openRoom,
  player,
  playerStates,
  playing,
  publish,
  recordPlayerStates,
  STREAMS,
  viewersOf,
} from '../e2e/live-kit';
import { until } from '../support/wait';
import { browserPaths, eventsOf, type ModelEvent, type ModelState } from './live-player.model';

/**
 * The live player model (live-player.model.ts) walked through the real room UI in Chromium against
 * the simulator's real stream server. The same model runs against the real chart in Vitest
 * (tests/unit/live-player-model-conformance.test.ts: every state, every transition); here the few
 * BROWSER_PATHS reach every state the room can show. Each path plays a media key of its own (the
 * `ownStream` fixture), so killing, stalling or corrupting it touches no other test.
 *
 * Each state is what the room shows: the player's `data-state` (recorded from the page's start, so a
 * short state such as loading or recovering is seen in order, not missed between polls) and, for the
 * states a viewer stays in, the words and buttons on screen. Each event is the world's: the stream
 * server's media controls (stall, kill, publish, corrupt), the viewer (a line, Try again, leaving,
 * a tab that comes back), or time: the chart's backoffs run on with page.clock where they would take
 * tens of seconds.
 */

const PAGE_TEXT = {
  offline: 'The presenter is offline. The stream starts here when they go live.',
  broken: 'The stream cannot be played right now.',
  unsupported: 'This browser cannot play live streams. Update it or use another browser.',
  ended: 'This stream has ended.',
} as const;

const dataState = async (page: Page) =>
  (await player(page)
    .getAttribute('data-state', { timeout: 1_000 })
    .catch(() => null)) ?? 'gone';
const bufferedAhead = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('.room-player video');
    if (!v || v.buffered.length === 0) return -1;
    return v.buffered.end(v.buffered.length - 1) - v.currentTime;
  });

function walk(page: Page, request: APIRequestContext, key: string) {
  /** How many recorded states the checks have used: each check looks at the ones after. */
  let cursor = 0;
  /** The player showed `state` after the last check (or still shows it, when nothing changed since). */
  const seen = async (state: string, timeout = 20_000) => {
    await expect
      .poll(
        async () => {
          const history = await playerStates(page);
          const at = history.indexOf(state, cursor);
          if (at >= 0) {
            cursor = at + 1;
            return true;
          }
          return history.length === cursor && history.at(-1) === state;
        },
        { timeout, message: `the player shows ${state}` },
      )
      .toBe(true);
  };
  const overlay = (text: string) => player(page).getByRole('status').filter({ hasText: text });
  const tryAgain = () => player(page).getByRole('button', { name: 'Try again' });
  /** Runs the page's timers on (backoffs of 1-10 s, the offline poll) until the player shows one of `states`. */
  const runOnUntil = async (states: readonly string[], stepMs: number) => {
    for (let i = 0; i < 14 && !states.includes(await dataState(page)); i++) {
      await page.clock.fastForward(stepMs);
      // What the timers set off (a reconnect, a status call) answers over the network: up to 600 ms.
      await until(async () => states.includes(await dataState(page)), states.join(' or '), 600).catch(() => undefined);
    }
  };

  const states: Record<ModelState, () => Promise<void>> = {
    idle: async () => {},
    loading: () => seen('loading'),
    playing: async () => {
      await seen('playing');
      await playing(page);
      const badge = player(page).locator('.room-player__live');
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText('Live');
      await expect(player(page).getByRole('status')).toHaveText('');
      await expect(player(page).locator('.room-player__delay')).toHaveAttribute('data-delay-kind', 'live', {
        timeout: 8_000,
      });
    },
    stalled: () => seen('stalled'),
    recovering: () => seen('recovering'),
    offline: async () => {
      await seen('offline');
      await expect(overlay(PAGE_TEXT.offline)).toBeVisible();
      await expect(tryAgain()).toBeEnabled();
    },
    ended: async () => {
      // The player's status call moves the room too: an ended stream is the room's ended page, player gone.
      await expect(page.getByRole('status').filter({ hasText: PAGE_TEXT.ended })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('video')).toHaveCount(0);
      await expect.poll(() => viewersOf(request, key)).toBe(0);
    },
    broken: async () => {
      await seen('broken');
      await expect(overlay(PAGE_TEXT.broken)).toBeVisible();
      await expect(tryAgain()).toBeEnabled();
    },
    unsupported: async () => {
      await seen('unsupported');
      await expect(overlay(PAGE_TEXT.unsupported)).toBeVisible();
      await expect(tryAgain()).toHaveCount(0);
      expect(await viewersOf(request, key)).toBe(0);
    },
    noLines: async () => {
      throw new Error('noLines is not walked through the room (no lines: the room shows no player)');
    },
    left: async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Live rooms' })).toBeVisible();
      await expect(page.getByTestId('live-room')).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);
      await expect.poll(() => viewersOf(request, key), { message: 'the FLV connection is closed' }).toBe(0);
    },
  };

  const nothing = async () => {};
  const events: Record<ModelEvent, () => Promise<void>> = {
    START: () => openRoom(page, STREAMS.free),
    START_WITHOUT_MSE: async () => {
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        delete w.MediaSource;
        delete w.ManagedMediaSource;
        delete w.WebKitMediaSource;
      });
      await openRoom(page, STREAMS.free);
    },
    START_WITHOUT_LINES: async () => {
      throw new Error('not walked through the room');
    },
    LINES_ARRIVE: async () => {
      throw new Error('not walked through the room');
    },
    // The stream server sends frames by itself; the check waits for them.
    FIRST_FRAME: nothing,
    PROGRESS: nothing,
    // The chart's own timers (stalled 2 s, then a backoff of 1 s) run in real time.
    STALL_TIMEOUT: nothing,
    BACKOFF_ELAPSED: nothing,
    LOAD_TIMEOUT: async () => {
      throw new Error('not walked through the room');
    },
    // Armed before the page opened (corruptFirst): the first connection gets bytes that are not FLV.
    MEDIA_ERROR: nothing,
    TAB_VISIBLE: async () => {
      // As a background tab: the picture stops while the buffer grows, then the tab comes back.
      await page.evaluate(() => document.querySelector<HTMLVideoElement>('.room-player video')!.pause());
      await expect.poll(() => bufferedAhead(page), { timeout: 8_000 }).toBeGreaterThan(2);
      await page.evaluate(() => {
        void document.querySelector<HTMLVideoElement>('.room-player video')!.play();
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // Back at the live edge (within 1 s), by the chart's jump, not by liveSync's slow chase.
      await expect.poll(() => bufferedAhead(page), { timeout: 3_000 }).toBeLessThan(1);
    },
    NO_PROGRESS: async () => {
      await mediaControl(request, 'stall', { key });
    },
    NETWORK_ERROR: async () => {
      await mediaControl(request, 'kill', { key });
    },
    SWITCH_LINE: async () => {
      const lines = player(page).getByRole('combobox', { name: 'Lines' });
      await lines.selectOption({ index: 1 });
      await expect(lines).toHaveValue('1');
    },
    GIVE_UP_OFFLINE: () => runOnUntil(['offline'], 10_000),
    GIVE_UP_ENDED: async () => {
      await mediaControl(request, 'unpublish', { key, state: 'ended' });
      await runOnUntil(['ended', 'gone'], 10_000);
    },
    GIVE_UP_BROKEN: async () => {
      throw new Error('not walked through the room');
    },
    GO_LIVE: async () => {
      await publish(request, key);
      await runOnUntil(['loading', 'playing'], 5_000);
    },
    RETRY: () => tryAgain().click(),
    LEAVE: async () => {
      // Inside the app (no page load), as a viewer leaves: the room unmounts.
      await page.evaluate(() => {
        history.pushState({}, '', '/anchorPlay?lang=en');
        dispatchEvent(new PopStateEvent('popstate'));
      });
    },
  };
  return { states, events };
}

test.describe('live player model through the room UI', () => {
  test.describe.configure({ timeout: 150_000 });
  for (const { title, path, corruptFirst } of browserPaths()) {
    test(`${title}: ${eventsOf(path).join(' → ')}`, async ({ page, request, ownStream }) => {
      const key = await ownStream();
      if (corruptFirst) await mediaControl(request, 'corrupt', { key, times: 1 });
      await recordPlayerStates(page);
      await signIn(page);
      const { states, events } = walk(page, request, key);
      await path.test({
        states: {
          ...states,
          '*': (s: { value: unknown }) => {
            throw new Error(`no check for ${JSON.stringify(s.value)}`);
          },
        },
        events,
      } as never);
    });
  }
});
