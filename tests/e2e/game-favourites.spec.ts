import type { Locator, Page } from '@playwright/test';
import { expect, gotoEn, login, test, signIn } from './fixtures';

/**
 * Favourite games (docs/product.md, "Games"): a member stars a game in a lobby, finds it under the Favourites
 * filter there and on the home page, after a reload too; another member on the same browser starts with none;
 * a visitor is asked to log in; un-starring takes it out of both filtered views.
 */

const SLOTS = 10009;
const FILTER = '★ Favourites';

/** The first game of the slots lobby that can be opened, and its name (from its "Play X" button). */
async function firstOpenGame(page: Page): Promise<{ tile: Locator; name: string }> {
  const tile = page.getByTestId('lobby-games').locator('li:not([data-down])').first();
  const label = (await tile.getByRole('button', { name: /^Play / }).getAttribute('aria-label')) ?? '';
  return { tile, name: label.replace(/^Play /, '') };
}

test.describe('game favourites', () => {
  test('a starred game is under Favourites in the lobby and on home, after a reload, until it is un-starred', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto(`/electronic/${SLOTS}`);
    const { tile, name } = await firstOpenGame(page);
    const add = tile.getByRole('button', { name: `Add ${name} to favourites` });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    const remove = tile.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    // A double press on another game is two changes: it ends where it started, and the list with it.
    const other = page.getByTestId('lobby-games').locator('li:not([data-down])').nth(1);
    await other.getByRole('button', { name: /to favourites$/ }).dblclick();
    await expect(other.getByRole('button', { name: /favourites$/ })).toHaveAttribute('aria-pressed', 'false');

    const filter = page.getByRole('button', { name: FILTER });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    const games = page.getByTestId('lobby-games');
    await expect(games.getByRole('listitem')).toHaveCount(1);
    await expect(games.getByRole('button', { name: `Play ${name}` })).toBeVisible();
    await a11y();

    // A reload keeps the star and the filter (it is in the address).
    await page.reload();
    await expect(page.getByRole('button', { name: FILTER })).toHaveAttribute('aria-pressed', 'true');
    await expect(games.getByRole('listitem')).toHaveCount(1);
    await expect(games.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Home: the star on the same game in its lobby's row, and the game alone under the filter, leading to its lobby.
    await page.goto('/');
    const slotsRow = page.getByRole('region', { name: 'Slots' });
    await expect(slotsRow.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: FILTER }).click();
    const favourites = page.getByRole('region', { name: 'Your favourite games' });
    await expect(favourites.getByRole('listitem')).toHaveCount(1);
    await expect(favourites.getByRole('link')).toHaveAttribute('href', `/electronic/${SLOTS}`);
    await expect(favourites.getByRole('link')).toContainText(name);
    // The lobbies' own rows are hidden: the one "Slots" region left is the favourites' own.
    await expect(page.getByRole('region', { name: 'Slots' })).toHaveCount(1);
    await expect(favourites.getByRole('region', { name: 'Slots' })).toBeVisible();
    await a11y();

    // Un-starring on home takes it out at once; the lobby's filter is then empty with a word on how to add one.
    await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(favourites.getByRole('listitem')).toHaveCount(0);
    await expect(favourites).toContainText('No favourite games yet. Press the star on a game to add it.');
    await page.goto(`/electronic/${SLOTS}?favourites=1`);
    await expect(page.getByTestId('lobby-empty')).toHaveText(
      "None of this lobby's games is a favourite yet. Press the star on a game to add it.",
    );
  });

  test('another member on the same browser does not see them; a visitor is asked to log in', async ({
    page,
    control: _c,
  }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto(`/electronic/${SLOTS}`);
    const { tile, name } = await firstOpenGame(page);
    await tile.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(tile.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

    await page.goto('/');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log out' }).click()]);

    // A visitor: the filter asks to log in, and the button opens the sign-in dialog.
    await gotoEn(page, '/?favourites=1');
    const favourites = page.getByRole('region', { name: 'Your favourite games' });
    await expect(favourites).toContainText('Log in to keep your favourite games');
    await favourites.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await login(page, 'anchor', 'anchor1234');
    await expect(page.getByRole('link', { name: /my account, anchor/i })).toBeVisible();
    await gotoEn(page, '/?favourites=1');
    await expect(page.getByRole('region', { name: 'Your favourite games' })).toContainText(
      'No favourite games yet. Press the star on a game to add it.',
    );
    await page.goto(`/electronic/${SLOTS}`);
    await expect(
      page.getByTestId('lobby-games').getByRole('button', { name: `Add ${name} to favourites` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('a star pressed in one tab shows in another tab of the same member without a reload', async ({
    page,
    context,
    control: _c,
  }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto(`/electronic/${SLOTS}`);
    const { tile, name } = await firstOpenGame(page);
    const other = await context.newPage();
    await other.goto(`/electronic/${SLOTS}?favourites=1`);
    await expect(other.getByTestId('lobby-empty')).toBeVisible();

    await tile.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(other.getByTestId('lobby-games').getByRole('button', { name: `Play ${name}` })).toBeVisible();
    await other
      .getByTestId('lobby-games')
      .getByRole('button', { name: `Remove ${name} from favourites` })
      .click();
    await expect(tile.getByRole('button', { name: `Add ${name} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
