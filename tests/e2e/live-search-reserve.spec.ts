import { expect, gotoEn, signIn, test } from './fixtures';

/**
 * The live lobby's search results show an upcoming stream's reservation count and toggle, the same row as
 * the upcoming list (docs/product.md, "Live lobby"), against the simulator: 9006 is Linh Anh's upcoming stream.
 */

test.describe('reservation counts in the lobby search', () => {
  test("an upcoming result shows the server's count, and a reminder set there counts", async ({
    page,
    request,
    control,
  }) => {
    const countReserve = async () => {
      const response = await request.get('/api/live/stream/countReserve/9006', {
        headers: { 'x-sim-scope': control.scope },
      });
      return ((await response.json()) as { data: number }).data;
    };
    const count = await countReserve();
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    const search = page.getByRole('searchbox', { name: 'Search streams' });
    await search.fill('linh');
    await search.press('Enter');
    const results = page.getByTestId('search-results');
    const upcoming = results.getByTestId('stream-9006');
    await expect(upcoming.locator('.reserve-count')).toHaveText(`${count.toLocaleString('en-US')} reminders`);
    // A stream on air has nothing to reserve.
    await expect(results.getByTestId('stream-9001')).toBeVisible();
    await expect(results.getByTestId('stream-9001').locator('.reserve-count')).toHaveCount(0);
    await upcoming.getByRole('button', { name: /remind me when/i }).click();
    await expect(upcoming.locator('.reserve-count')).toHaveText(`${(count + 1).toLocaleString('en-US')} reminders`);
    await expect(upcoming.getByRole('button', { name: /remind me when|cancel/i })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await countReserve()).toBe(count + 1);
  });
});
