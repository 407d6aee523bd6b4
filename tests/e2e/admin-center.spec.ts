import type { Page } from '@playwright/test';
import { expect, gotoEn, test, signIn } from './fixtures';

/**
 * The super-admin center: every action asks for confirmation in an
 * accessible dialog and lands in the audit log with who did it; members are kept out by the route
 * guard and refused by the API (403) when they call it directly.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('super-admin center', () => {
  test('a site-wide ban and a new word, each confirmed, show in the lists and the audit log', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await signIn(page, 'admin', 'admin1234');
    await gotoEn(page, '/superadmincenter');
    await expect(page.getByRole('heading', { name: 'Super admin center', level: 1 })).toBeVisible();
    await expect(section(page, 'All live streams').getByRole('row')).not.toHaveCount(0);
    await expect(section(page, 'Site figures')).toContainText('Live streams');
    await expect(section(page, 'Audit log')).toContainText('Nothing here yet.');

    const bans = section(page, 'Site-wide bans');
    await bans.getByRole('textbox', { name: 'User name' }).fill('demo');
    await bans.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 day' });
    await bans.getByRole('textbox', { name: 'Reason' }).fill('match fixing offers');
    await bans.getByRole('button', { name: 'Ban user' }).click();
    // Cancel first: nothing happens.
    let dialog = page.getByRole('dialog', { name: 'Ban this user site-wide?' });
    await expect(dialog).toContainText('demo will be muted in every room (1 day). Reason: match fixing offers');
    await a11y();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bans.getByRole('list', { name: 'Site-wide ban list' })).toHaveCount(0);
    await bans.getByRole('button', { name: 'Ban user' }).click();
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(bans.getByRole('list', { name: 'Site-wide ban list' })).toContainText('demo — match fixing offers');
    const audit = section(page, 'Audit log');
    await expect(audit.getByRole('row').nth(1)).toContainText('adminBanned a userdemo1440 min: match fixing offers');

    const words = section(page, 'Sensitive words');
    await words.getByRole('textbox', { name: 'New word' }).fill('fixedmatch');
    await words.getByRole('button', { name: 'Add word' }).click();
    dialog = page.getByRole('dialog', { name: 'Add this sensitive word?' });
    await dialog.getByRole('button', { name: 'Add word' }).click();
    await expect(words.getByRole('list', { name: 'Sensitive word list' })).toContainText('fixedmatch');
    await expect(audit.getByRole('row').nth(1)).toContainText('Added a word');

    await bans.getByRole('button', { name: 'Lift ban: demo' }).click();
    await page
      .getByRole('dialog', { name: 'Lift the site-wide ban?' })
      .getByRole('button', { name: 'Lift ban' })
      .click();
    await expect(audit.getByRole('row').nth(1)).toContainText('adminLifted a ban');
    await expect(bans.getByRole('button', { name: 'Lift ban: demo' })).toHaveCount(0);
    await a11y();
  });

  test('at 375 px the center fits the screen', async ({ page, control: _c, a11y }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin', 'admin1234');
    await gotoEn(page, '/superadmincenter');
    await expect(page.getByRole('heading', { name: 'Super admin center', level: 1 })).toBeVisible();
    const streams = section(page, 'All live streams');
    await expect(streams.getByRole('row')).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The rows stack as cards: nothing to scroll sideways, and every stop button is wholly on screen.
    const wrap = streams.locator('.staff-table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const stops = streams.getByRole('button', { name: /^Stop / });
    expect(await stops.count()).toBeGreaterThan(0);
    for (const box of await Promise.all((await stops.all()).map((b) => b.boundingBox())))
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expect(streams.getByRole('rowheader').first()).toContainText('#9001');
    await a11y();
  });

  test('a member is refused the center by the guard and by the API', async ({ page, control }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/superadmincenter');
    await expect(page).toHaveURL(/\/403$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const bare = (token ?? '').replace(/^"|"$/g, '');
    for (const path of ['/api/admin/streams', '/api/admin/audit']) {
      const response = await page.request.get(path, {
        headers: { authorization: `Bearer ${bare}`, 'x-sim-scope': control.scope },
      });
      expect(await response.json()).toEqual({
        code: 403,
        msg: 'Only super admins can use the admin center',
        data: null,
      });
    }
    const stop = await page.request.post('/api/admin/streams/stop', {
      data: { streamId: 9001 },
      headers: { authorization: `Bearer ${bare}`, 'x-sim-scope': control.scope },
    });
    expect(((await stop.json()) as { code: number }).code).toBe(403);
  });
});
