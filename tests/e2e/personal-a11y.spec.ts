import { dayWindow } from '../../src/lib/rules/time-windows/day-windows';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, test } from './fixtures';
import { bettor } from './orders-api';

/**
 * The personal center with content in it, scanned by axe at H5 and PC widths in each state a
 * user reaches (a bet with the cash-out panel and dialog open, reservations, game bets with a
 * game opened), and the game bets against the site's sums.
 */

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test(`the personal center has no serious accessibility violations at ${width} px`, async ({
    page,
    control,
    request,
    a11y,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const b = await bettor(request, control.scope);
    await b.prepare();
    const picks = await b.picks(2, width === 375 ? 18 : 20);
    const ids = await b.placeSingles([picks[0]!], 30_000);
    await b.waitFor(ids, [4]);
    await b.reserve(picks[3]!, Math.round((picks[3]!.odds + 0.5) * 100) / 100, 20_000);

    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    // An id that names no tab opens the first one.
    await page.goto('/personal/12345');
    await expect(page.getByRole('link', { name: 'Sports bets' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('order')).toHaveCount(1);
    await a11y();

    // Keyboard: the cash-out button opens the panel, which takes the focus.
    await page.getByRole('button', { name: /^Cash out:/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cash-out-panel')).toBeFocused();
    await expect(page.getByTestId('cash-out-amount')).toBeVisible();
    await a11y();
    await page.getByTestId('cash-out-button').click();
    await expect(page.getByRole('dialog', { name: 'Cash out this bet?' })).toBeVisible();
    await a11y();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('cash-out-button')).toBeFocused();

    await page.getByRole('link', { name: 'Reservations' }).click();
    await expect(page.getByTestId('reservation')).toHaveCount(1);
    await a11y();

    await page.getByRole('link', { name: 'Game bets' }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByTestId('game-totals')).toBeVisible();
    await page
      .getByTestId('game-row')
      .first()
      .getByRole('button', { name: /^Show the bets of/ })
      .click();
    await expect(page.getByTestId('game-bets')).toBeVisible();
    await a11y();
  });
}

test('game bets: the totals and each game as mybet/sum has them, a game opens its bets', async ({
  page,
  control,
  request,
}) => {
  const b = await bettor(request, control.scope);
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto('/personal/games?window=last7Days');
  const now = await page.evaluate(() => Date.now());
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const week = dayWindow('last7Days', now, zone);
  const sum = await b.site<{ betCount: number; winLoss: number; games: { gameName: string; betCount: number }[] }>(
    '/api/game/bet/order/mybet/sum',
    {
      startTime: week.startMs,
      endTime: week.endMs,
    },
  );
  // The simulator seeds game bets per user and day; the demo user's week is never empty at this seed.
  expect(sum.betCount).toBeGreaterThan(0);
  const totals = page.getByTestId('game-totals');
  await expect(totals).toContainText(`Bets${sum.betCount}`);
  await expect(totals).toContainText(`${sum.winLoss > 0 ? '+' : ''}${formatMoney(sum.winLoss, 'VND', 'en')}`);
  await expect(page.getByTestId('game-row')).toHaveCount(sum.games.length);
  const game = sum.games[0]!;
  const row = page.getByTestId('game-row').filter({ hasText: game.gameName }).first();
  await row.getByRole('button', { name: `Show the bets of ${game.gameName}` }).click();
  await expect(row.getByRole('button', { name: `Hide the bets of ${game.gameName}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(row.getByTestId('game-bet')).toHaveCount(Math.min(20, game.betCount));
});
