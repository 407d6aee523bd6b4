import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoEn, signIn } from './fixtures';
import { chunksAsked, liveTest as test, playing, STREAMS } from './live-kit';
import { provider, type ListPage } from './provider-api';

/**
 * From a match to its video (docs/product.md, "Sports betting"): rows with video on air carry a mark
 * that opens it (the live room of a presenter who streams the match, else the match's own video on its
 * page, in the room's player), rows without have none, and the match page's video badge does the same.
 * The matches are picked from what the simulator has on air now (videoList and the provider's live list).
 */

interface Source {
  fbId: number;
  streamId: number | null;
  liveUrl: string | null;
}
interface LiveMatch {
  id: number;
  bt: number;
  vs?: { have?: boolean | number } | null;
}

async function pickMatches(request: APIRequestContext) {
  const answer = (await (await request.get('/api/live/video/videoList')).json()) as { code: number; data: Source[] };
  expect(answer.code).toBe(200);
  // Every match a catalogue room is about, on air or not: rooms' status is one fact for all scopes, and a test
  // beside this one may force a room off air live again (a stream of "the match's own video" would become a room's).
  const catalogue = (await (await request.get('/sim/control/live/streams')).json()) as Array<{ fbId: number }>;
  const rooms = new Set([
    ...answer.data.filter((s) => s.streamId !== null).map((s) => s.fbId),
    ...catalogue.map((s) => s.fbId),
  ]);
  const feeds = new Set(answer.data.filter((s) => s.liveUrl !== null).map((s) => s.fbId));
  const room = answer.data.find((s) => s.streamId === STREAMS.free)!.fbId;
  // Soccer in play, the most recently kicked off first (the longest left to play during the test).
  const live = (
    await provider<ListPage<LiveMatch>>(request, 'match/getList', { type: 1, sportId: 1, size: 50 })
  ).records
    .filter((m) => !rooms.has(m.id))
    .sort((a, b) => b.bt - a.bt);
  const feed = live.find((m) => feeds.has(m.id) && m.vs?.have);
  const plain = live.find((m) => !feeds.has(m.id) && !m.vs?.have);
  expect(feed, 'a live soccer match the provider films, in no room').toBeDefined();
  expect(plain, 'a live soccer match without video').toBeDefined();
  return { room, feed: feed!.id, plain: plain!.id };
}

/** The "my follow" view with just these matches: the rows under test, whatever else is live. */
async function followed(page: Page, ids: number[]) {
  await page.evaluate((list) => localStorage.setItem('followList', JSON.stringify({ 1: list })), ids);
  await gotoEn(page, '/sports?view=follow');
  await expect(page.getByTestId('match-list').locator('[data-testid^="match-row-"]')).toHaveCount(ids.length);
}

const row = (page: Page, id: number) => page.getByTestId(`match-row-${id}`);
const mark = (page: Page, id: number) => row(page, id).getByRole('link', { name: /^Watch / });

test.describe('match video', () => {
  test('a row with video has a mark into the room or the match’s own video; a row without has none', async ({
    page,
    request,
    control: _c,
    a11y,
  }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const { room, feed, plain } = await pickMatches(request);
    await followed(page, [room, feed, plain]);

    await expect(mark(page, plain)).toHaveCount(0);
    await expect(row(page, plain).getByTestId(`video-${plain}`)).toHaveCount(0);
    await expect(mark(page, room)).toHaveAttribute('href', `/anchorPlay/${STREAMS.free}`);
    await expect(mark(page, room)).toHaveAccessibleName(/^Watch .+ in a live room$/);
    await a11y();

    // Keyboard: from the match's link, Tab reaches its video mark; Enter opens the match's own video.
    await row(page, feed).locator('.match-link').focus();
    await page.keyboard.press('Tab');
    await expect(mark(page, feed)).toBeFocused();
    await expect(mark(page, feed)).toHaveAccessibleName(/^Watch the video of /);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sports/sportsdetail/${feed}\\?video=1`));
    await expect(page.getByRole('region', { name: 'Match video' })).toBeVisible();
    await playing(page);

    // Back on the list, the room's mark opens the room, whose player plays.
    await page.goBack();
    await expect(mark(page, room)).toBeVisible();
    await mark(page, room).click();
    await expect(page).toHaveURL(new RegExp(`/anchorPlay/${STREAMS.free}`));
    await expect(page.getByTestId('live-room')).toBeVisible();
    await playing(page);
  });

  test('the match page’s video badge opens the same places', async ({ page, request, control: _c, a11y }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const { room, feed, plain } = await pickMatches(request);

    await gotoEn(page, `/sports/sportsdetail/${plain}`);
    await expect(page.getByTestId('match-header')).toBeVisible();
    await expect(page.getByTestId('badge-video')).toHaveCount(0);

    // The page of a match a room streams loads the room before any press (its screen, the player's words).
    const asked = chunksAsked(page);
    await gotoEn(page, `/sports/sportsdetail/${room}`);
    const toRoom = page.getByRole('link', { name: 'Live video: watch in the live room' });
    await expect(toRoom).toHaveAttribute('href', `/anchorPlay/${STREAMS.free}`);
    await expect.poll(() => asked.has('live-room-page')).toBe(true);
    await expect.poll(() => asked.has('live-player')).toBe(true);
    asked.stop();

    await gotoEn(page, `/sports/sportsdetail/${feed}`);
    await expect(page.getByTestId('match-video')).toHaveCount(0);
    // The player opens the match's own video (its liveUrl, the provider record's vs.flvSD).
    const opened = page.waitForRequest(new RegExp(`/live/flv/${feed}\\.flv$`));
    await page.getByRole('link', { name: 'Live video: watch on this page' }).click();
    await expect(page).toHaveURL(/\?video=1/);
    await opened;
    await playing(page);
    await a11y();
    // Closing the video stops the player and keeps the page.
    await page.getByRole('link', { name: 'Close the video' }).click();
    await expect(page.locator('.room-player')).toHaveCount(0);
    await expect(page.getByTestId('match-detail')).toBeVisible();
  });
});
