import { expect, test } from './fixtures';
import { checked, ledger, MUTATED_ROWS, openSports, pick, pinPrice, slip } from './bet-slip-kit';

/**
 * A reserve bet from the slip: a target above the price and a stake, reserved once;
 * when the price reaches the target the book places it. The row is this test's own (it moves the
 * price), and a tall page holds it with less scrolling.
 */
test.use({ viewport: { width: 1280, height: 3000 } });

test('reserve from the slip, then the price reaches the target and the bet is placed', async ({ page, control }) => {
  await openSports(page, control);
  const leg = await pick(page, MUTATED_ROWS.reserve);
  // The book must place it when this test moves the price, not when the drift does.
  await pinPrice(control, leg);
  await checked(page);
  await slip(page).getByTestId('reserve-toggle').click();
  const form = slip(page).getByTestId('reserve-form');
  const target = Number(await form.getByLabel(/target odds/i).inputValue());
  await form.getByLabel('Stake', { exact: true }).fill('1000');
  await expect(form.getByTestId('reserve-reason')).toHaveAttribute('data-reason', 'belowMin');
  await form.getByLabel('Stake', { exact: true }).fill('20000');
  await form.getByTestId('reserve-submit').click();
  await expect(slip(page).getByTestId('reserve-done')).toBeVisible();
  let book = await ledger(page, control);
  expect(book.reservations).toHaveLength(1);
  expect(book.orders).toHaveLength(0);
  await control.post('/odds', { marketId: leg.marketId, optionType: leg.optionType, odds: target + 0.05 });
  await expect.poll(async () => (await ledger(page, control)).orders.length, { timeout: 10_000 }).toBe(1);
  book = await ledger(page, control);
  expect(book.orders[0]!.sa).toBe(20_000);
  await slip(page).getByRole('link', { name: 'See my reservations' }).click();
  await expect(page).toHaveURL(/\/personal\/reserve/);
});
