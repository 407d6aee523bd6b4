import { expect, gotoEn, test } from './fixtures';

/**
 * Addresses the server gives (banners, popup ads) pass one check before they become links
 * (src/lib/platform/safe-url.ts): a `javascript:` or `//other-host` address from a compromised or spoofed
 * answer shows the banner or ad without a link, and nothing runs. The simulator sends them for the
 * test's scope through a `patch` fault (its real answer with one address replaced).
 */
const HOSTILE = 'javascript:window.__linkXss=1';

test.describe('server-given links', () => {
  test('a javascript: banner link is not rendered as a link; the safe banners still are', async ({ page, control }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await control.post('/faults', {
      match: '/api/user/home/bar/list',
      kind: 'patch',
      set: { link: HOSTILE },
      index: 0,
    });
    await gotoEn(page);
    const strip = page.getByRole('region', { name: 'Featured' });
    await expect(strip.getByTestId('banner-unlinked')).toHaveCount(1);
    await expect(strip.locator('a[href^="javascript:" i], a[href^="//"]')).toHaveCount(0);
    const links = strip.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      expect(href).toMatch(/^(\/(?!\/)|https?:\/\/)/);
    await strip.getByTestId('banner-unlinked').first().click();
    expect(await page.evaluate(() => (window as unknown as { __linkXss?: number }).__linkXss)).toBeUndefined();
    expect(warnings.some((w) => w.includes('Dropped an unsafe address'))).toBe(true);
  });

  test('a popup ad with a javascript: path shows without its link', async ({ page, control }) => {
    await control.post('/promo/popups', { enabled: true });
    // The popup list is `data.list`: the first ad (the one a guest sees first) gets the hostile path.
    await control.post('/faults', {
      match: '/api/operation/activity/popup/list',
      kind: 'patch',
      set: { 'list.0.path': HOSTILE },
      index: 'data',
    });
    await gotoEn(page);
    await page.waitForLoadState('load');
    await page.clock.runFor(6000);
    const ad = page.getByTestId('popup-ad');
    await expect(ad).toBeVisible();
    await expect(ad.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(ad.getByRole('link')).toHaveCount(0);
    await expect(ad.locator('a')).toHaveCount(0);
  });
});
