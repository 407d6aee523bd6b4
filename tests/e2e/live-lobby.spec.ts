import { layoutShifts, recordLayoutShifts, expect, gotoEn, test, signIn } from './fixtures';
import { chunksAsked } from './live-kit';

/** The live lobby (/anchorPlay) and the home page's strip, against the simulator's catalogue. */

test.describe('live lobby', () => {
  test('shows the streams on air first, in the catalogue order, then upcoming, matches with video and ended', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    await expect(page.getByRole('heading', { level: 1, name: 'Live rooms' })).toBeVisible();
    const live = page.getByTestId('live-streams').locator('[data-testid^="stream-"]');
    await expect(live.first()).toBeVisible();
    const ids = await live.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    // 9001 and 9002 never leave the air; the others of 9001-9004 may have moved on by the time this runs.
    expect(ids.slice(0, 2)).toEqual(['stream-9001', 'stream-9002']);
    const first = page.getByTestId('stream-9001');
    await expect(first.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(first.getByText('Linh Anh')).toBeVisible();
    await expect(first.getByTestId('score-9001')).toHaveText(/^\d+ : \d+$/);
    await expect(page.getByTestId('stream-9002').getByText('Paid room')).toBeVisible();
    await expect(
      page
        .getByTestId('upcoming-streams')
        .getByTestId('stream-9006')
        .getByRole('button', { name: /remind me when/i }),
    ).toBeVisible();
    await expect(page.getByTestId('video-matches').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('ended-streams').getByTestId('stream-9007')).toBeVisible();
    await a11y();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/anchorPlay\/9001/);
  });

  test("search by keyword finds a presenter's streams, and says when nothing matches", async ({
    page,
    control: _c,
  }) => {
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    const search = page.getByRole('searchbox', { name: 'Search streams' });
    await search.fill('linh');
    await search.press('Enter');
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('stream-9001')).toBeVisible();
    await expect(results.getByTestId('stream-9006')).toBeVisible();
    await expect(results.locator('[data-testid^="stream-"]')).toHaveCount(2);
    await search.fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No stream matches that.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });

  test('the customer line switch shows when the server offers it, beside the title on a phone', async ({
    page,
    control,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await recordLayoutShifts(page, '.live-section');
    await gotoEn(page, '/anchorPlay');
    const line = page.getByLabel('Line', { exact: true });
    await expect(line).toBeVisible();
    await expect(page.getByTestId('live-streams')).toBeVisible();
    // Its answer comes after the page's first paint: in the title's row, it moves none of the rooms.
    const middle = async (box: ReturnType<typeof page.locator>) => {
      const b = (await box.boundingBox())!;
      return b.y + b.height / 2;
    };
    expect(Math.abs((await middle(line)) - (await middle(page.getByRole('heading', { level: 1 }))))).toBeLessThan(4);
    expect(await layoutShifts(page)).toEqual([]);
    await control.post('/live/line-switch', { enabled: false });
    await page.reload();
    await expect(page.getByTestId('live-streams')).toBeVisible();
    await expect(page.getByLabel('Line', { exact: true })).toHaveCount(0);
  });

  test('a failed list says so and retries', async ({ page, control }) => {
    await signIn(page);
    await control.fault({ match: '/api/live/stream/list', kind: 'http-status', status: 500, times: 1 });
    await gotoEn(page, '/anchorPlay');
    const failed = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('stream-9001')).toBeVisible();
  });

  test('the lobby loads the room once idle, before any press: its screen, its words and the player', async ({
    page,
    control: _c,
  }) => {
    await signIn(page);
    const asked = chunksAsked(page);
    await gotoEn(page, '/anchorPlay');
    const card = page.getByTestId('stream-9001').getByRole('link').first();
    await expect(card).toBeVisible();
    // Nothing pointed at or pressed: the player's and the chat's language packs are the room's own.
    for (const chunk of ['live-room-page', 'mpegts', 'live-player', 'live-chat']) {
      await expect.poll(() => asked.has(chunk), { message: chunk }).toBe(true);
    }
    await card.click();
    await expect(page).toHaveURL(/\/anchorPlay\/9001$/);
    await expect(page.locator('video')).toBeVisible();
  });

  test('a link pointed at loads its page before the press', async ({ page, control: _c }) => {
    await signIn(page);
    const asked = chunksAsked(page);
    await gotoEn(page, '/');
    const link = page.locator('header a[href="/anchorPlay"]').first();
    await expect(link).toBeVisible();
    const lobbyChunk = () => asked.has('live-route');
    expect(lobbyChunk(), 'the live screens are not loaded by the home page before the strip is scrolled to').toBe(
      false,
    );
    await link.hover();
    await expect.poll(lobbyChunk).toBe(true);
  });

  test('needs a login: a guest is asked to log in', async ({ page, control: _c }) => {
    await gotoEn(page, '/anchorPlay');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('home strip', () => {
  test('a guest sees the streams on air at the end of the home page, loaded when scrolled to', async ({
    page,
    control: _c,
  }) => {
    const strip = page.getByTestId('home-live-strip');
    await gotoEn(page, '/');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.locator('.home-live-slot').scrollIntoViewIfNeeded();
    await expect(strip.getByTestId('stream-9001')).toBeVisible();
    await expect(strip.getByTestId('stream-9002')).toBeVisible();
    // Only streams on air: nothing upcoming or ended.
    await expect(strip.getByTestId('stream-9006')).toHaveCount(0);
    await expect(strip.getByRole('link', { name: 'All live rooms' })).toHaveAttribute('href', '/anchorPlay');
  });

  test('signed in, the strip scrolled to loads the room before any press', async ({ page, control: _c }) => {
    await signIn(page);
    const asked = chunksAsked(page);
    await gotoEn(page, '/');
    await page.locator('.home-live-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-live-strip').getByTestId('stream-9001')).toBeVisible();
    await expect.poll(() => asked.has('live-room-page')).toBe(true);
    await expect.poll(() => asked.has('live-player')).toBe(true);
  });

  test('at 375 px too', async ({ page, control: _c }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoEn(page, '/');
    await page.locator('.home-live-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-live-strip').getByTestId('stream-9001')).toBeVisible();
  });
});
