import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Control, signIn } from './fixtures';
import { liveTest as test, mediaControl, openRoom, player, playing, STREAMS } from './live-kit';

/**
 * "Sync to my video" through the real room (docs/product.md, "Live rooms"): the test's own stream
 * is served by the relay 6 s behind live (`/sim/control/live/delay`), so the room's video trails the
 * push feed as a CDN's would. A forced goal must not reach the score bar before the video shows its
 * moment when the switch is on, and reaches it at once when it is off; the markets it affects read
 * "suspended for a moment" in between.
 */

const DELAY_MS = 6_000;

/** Every text the score bar showed, with the page's time (the fixture sets the page's clock to the simulator's). */
async function recordScores(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { scores: Array<{ text: string; at: number }> };
    w.scores = [];
    const read = () => {
      const text = document.querySelector('[data-testid="room-score"]')?.textContent ?? '';
      if (text && w.scores.at(-1)?.text !== text) w.scores.push({ text, at: Date.now() });
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const scores = (page: Page) =>
  page.evaluate(() => (window as unknown as { scores: Array<{ text: string; at: number }> }).scores);

async function fbIdOf(request: APIRequestContext, streamId: number): Promise<number> {
  const streams = (await (await request.get('/sim/control/live/streams')).json()) as Array<{
    id: number;
    fbId: number;
  }>;
  return streams.find((s) => s.id === streamId)!.fbId;
}

/** Opens the free room on a stream of the test's own, served `DELAY_MS` behind, and waits until the video says so. */
async function delayedRoom(page: Page, request: APIRequestContext, ownStream: (id?: number) => Promise<string>) {
  const key = await ownStream();
  await mediaControl(request, 'delay', { key, ms: DELAY_MS });
  await recordScores(page);
  await signIn(page);
  await openRoom(page, STREAMS.free);
  await playing(page, 20_000);
  const delay = player(page).locator('.room-player__delay');
  await expect
    .poll(async () => Number(await delay.getAttribute('data-delay')), { timeout: 10_000 })
    .toBeGreaterThan(DELAY_MS / 1000 - 0.5);
  return Number(await delay.getAttribute('data-delay'));
}

/**
 * Scores for the home side; returns the goal's server time and the score with it, as the score bar writes it
 * ("3 : 1"). From the server, not the score before plus one: a test beside this one may score in the same match.
 */
async function goal(control: Control, request: APIRequestContext): Promise<{ ts: number; after: string }> {
  const answer = (await control.post('/sports/goal', {
    matchId: await fbIdOf(request, STREAMS.free),
    side: 'home',
  })) as {
    ok: boolean;
    ts: number;
    score: [number, number];
  };
  expect(answer.ok).toBe(true);
  return { ts: answer.ts, after: `${answer.score[0]} : ${answer.score[1]}` };
}

test.describe('live room: sync to my video', () => {
  test('on: a goal waits for the video, the markets are suspended for a moment meanwhile', async ({
    page,
    request,
    control,
    ownStream,
  }) => {
    test.setTimeout(75_000);
    const trails = await delayedRoom(page, request, ownStream);
    const sync = page.getByRole('switch', { name: 'Sync to my video' });
    await expect(sync).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('room-sync')).toContainText(/behind live/);
    const markets = page.getByTestId('room-markets');
    await expect(markets.getByTestId('room-delay-note')).toContainText(/s behind live\. Prices here are live\./);

    const score = page.getByTestId('room-score');
    const before = (await score.textContent())!;
    const { ts, after } = await goal(control, request);

    // Known to the feed, not yet on the video: the markets say so and cannot be chosen.
    await expect(markets.getByTestId('room-markets-held')).toHaveText(/Suspended for a moment/, { timeout: 3_000 });
    await expect(markets.locator('.odds-btn:not([disabled])')).toHaveCount(0);
    await expect(score).toHaveText(before);

    // Then the video reaches the goal: the score bar and the timeline show it.
    await expect
      .poll(async () => (await scores(page)).some((s) => s.text === after), { timeout: DELAY_MS + 6_000 })
      .toBe(true);
    // This goal's own line ("Goal for the home side! 3:1"): a test running beside this one may score in the same match.
    await expect(
      page.locator('.chat-panel li').filter({ hasText: `Goal for the home side! ${after.replace(/\s/g, '')}` }),
    ).toBeVisible();
    const shown = (await scores(page)).find((s) => s.text === after)!;
    // Never before the video's picture of that moment (less a frame's slack for the clocks' agreement).
    expect(shown.at - ts).toBeGreaterThanOrEqual(trails * 1000 - 500);
    await expect(markets.getByTestId('room-markets-held')).toHaveText('');
  });

  test('off: the goal shows at once while the video trails; the choice is remembered on the device', async ({
    page,
    request,
    control,
    ownStream,
  }) => {
    test.setTimeout(75_000);
    await delayedRoom(page, request, ownStream);
    const sync = page.getByRole('switch', { name: 'Sync to my video' });
    await sync.click();
    await expect(sync).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('room-sync')).toContainText('as they happen');

    const { ts, after } = await goal(control, request);
    await expect.poll(async () => (await scores(page)).some((s) => s.text === after), { timeout: 3_000 }).toBe(true);
    const shown = (await scores(page)).find((s) => s.text === after)!;
    expect(shown.at - ts).toBeLessThan(DELAY_MS / 2);
    // Nothing is held: the markets are only the book's own suspension around a goal.
    await expect(page.getByTestId('room-markets-held')).toHaveText('');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sync to my video' })).toHaveAttribute('aria-checked', 'false');
  });
});
