import type { Locator, Page } from '@playwright/test';
import { initialsOf } from '../../src/lib/format/initials';
import { expect, gotoEn, login, test } from './fixtures';

/**
 * Each game's own art in the lobby (docs/games-api.md, "Game art"): two tiles show two different
 * pictures, each the one the simulator drew for that game and allowed by the page's CSP (the
 * fixture fails on a violation); art that cannot load leaves the game's initials, not a hole.
 */

const SLOTS = 10009;

async function openSlots(page: Page) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto(`/electronic/${SLOTS}`);
}

const gameIdOf = async (tile: Locator) => Number((await tile.getAttribute('data-testid'))!.replace('game-', ''));

test.describe('game art', () => {
  test("two tiles of a lobby show two different pictures, each its own game's", async ({ page }) => {
    await openSlots(page);
    const tiles = page.getByTestId('lobby-games').getByRole('listitem');
    await expect(tiles.first()).toBeVisible();
    const shots: Buffer[] = [];
    for (const tile of [tiles.nth(0), tiles.nth(1)]) {
      await tile.scrollIntoViewIfNeeded();
      const img = tile.locator('img.game-img');
      await expect(img).toHaveAttribute('src', new RegExp(`/sim/img/game-art/${await gameIdOf(tile)}\\.svg$`));
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      shots.push(await img.screenshot());
    }
    expect(shots[0]!.equals(shots[1]!)).toBe(false);
  });

  test("art that cannot load leaves the game's initials on its tile", async ({ page }) => {
    await page.route('**/sim/img/game-art/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openSlots(page);
    const tile = page.getByTestId('lobby-games').getByRole('listitem').first();
    const name = (await tile.locator('.game-name').textContent())!;
    await expect(tile.locator('[data-game-art-fallback]')).toHaveText(initialsOf(name));
    await expect(tile.locator('img.game-img')).toBeHidden();
  });
});
