import type { Route } from '@playwright/test';
import { expect, gotoEn, signIn } from './fixtures';
import { liveTest as test, openRoom, playing, player, STREAMS } from './live-kit';

/**
 * The room's first picture (docs/performance.md, "Zap time"). It does not wait for the push feed: the feed's
 * chunk is held back, and the room still renders its player and plays while the markets show that they
 * are loading; the score bar shows the catalogue's match. Once the chunk comes, the markets fill in. Before
 * the first frame the stage shows the room's cover.
 */
test.describe('live room: the first picture', () => {
  test('the video plays while the feed is held back; the markets load once it comes', async ({ page, ownStream }) => {
    test.setTimeout(45_000);
    await ownStream();
    await signIn(page);
    const held: Route[] = [];
    // The feed's chunk (src/machines/sports/sports-feed.ts, loaded on first use): held until the video plays.
    await page.route(/\/assets\/sports-feed-[^/]+\.js$/, (route) => {
      held.push(route);
    });
    await openRoom(page, STREAMS.free);

    await playing(page, 20_000);
    expect(held.length, 'the room asked for the feed').toBeGreaterThan(0);
    await expect(page.getByTestId('room-markets-loading')).toBeVisible();
    await expect(page.getByTestId('room-markets')).toHaveCount(0);
    await expect(page.getByTestId('score-bar')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Sync to my video' })).toBeVisible();

    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/assets\/sports-feed-[^/]+\.js$/);
    await expect(page.getByTestId('room-markets')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('room-markets-loading')).toHaveCount(0);
    await expect(player(page)).toHaveAttribute('data-state', 'playing');
  });

  test('until the first frame the stage shows the room’s cover, the picture its lobby card showed', async ({
    page,
  }) => {
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    const card = page.getByTestId(`stream-${STREAMS.free}`).getByRole('link');
    const cover = await card.locator('img.stream-cover-img').getAttribute('src');
    expect(cover, 'the lobby card has a cover').toBeTruthy();
    // The stream never answers: the stage waits for its first frame for the whole test.
    await page.route(/\/live-flv\//, () => {});
    await card.click();
    const video = page.locator('video.room-player__video');
    await expect(video).toHaveAttribute('poster', cover!);
    await expect(player(page)).toHaveAttribute('data-state', 'loading');
  });
});
