import type { Locator } from '@playwright/test';
import { expect, gotoEn, signIn, test } from './fixtures';

/**
 * On a phone the section and filter strips scroll sideways; opened on an item far along one, the
 * strip shows that item, not the strip's start (src/views/common/use-current-in-view.ts).
 */

/** How much of `item` lies outside the box of the strip it scrolls in, in px (under 1: wholly in sight, to the pixel). */
async function hiddenPart(strip: Locator, item: Locator): Promise<number> {
  const [box, at] = await Promise.all([strip.boundingBox(), item.boundingBox()]);
  if (!box || !at) throw new Error('the strip or its item is not rendered');
  return Math.max(0, box.x - at.x) + Math.max(0, at.x + at.width - (box.x + box.width));
}

test.describe('phone strips', () => {
  test('the personal center and the sports list open with the current section and view in sight', async ({
    page,
    control: _c,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);

    const sections = page.getByRole('navigation', { name: 'Personal center' });
    await gotoEn(page, '/personal/security');
    const security = sections.getByRole('link', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => hiddenPart(sections, security)).toBeLessThan(1);
    // The first section is now out of sight; choosing it brings it back.
    const bets = sections.getByRole('link', { name: 'Sports bets' });
    expect(await hiddenPart(sections, bets)).toBeGreaterThan(1);
    await bets.click();
    await expect(bets).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => hiddenPart(sections, bets)).toBeLessThan(1);

    await gotoEn(page, '/sports?view=results');
    const views = page.getByRole('navigation', { name: 'Match lists' });
    const results = views.getByRole('button', { name: 'Results' });
    await expect(results).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => hiddenPart(views, results)).toBeLessThan(1);
  });
});
