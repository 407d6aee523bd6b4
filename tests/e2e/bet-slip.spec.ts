import { expect, test } from './fixtures';
import { checked, ledger, openSports, pick, placeButton, slip, stake, status } from './bet-slip-kit';

/**
 * The bet slip in the browser, against the simulator's order engine: what a bettor does with the slip
 * and what the book recorded (its ledger, per test scope). Every placement must be recorded once.
 */

test.describe('bet slip', () => {
  test('a single: stake from the quick amounts, place, confirmed, balance down by the stake', async ({
    page,
    control,
  }) => {
    await openSports(page, control);
    const before = (await ledger(page, control)).balance;
    const leg = await pick(page, 0);
    await checked(page);
    const quick = slip(page)
      .getByTestId(`slip-stake-${leg.key}`)
      .getByRole('button', { name: /add ₫50,000/i });
    await quick.click();
    await expect(slip(page).getByTestId('slip-total-stake')).toHaveText('₫50,000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-state', 'confirmed');
    const after = await ledger(page, control);
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]!.sa).toBe(50_000);
    expect(after.balance).toBe(before - 50_000);
    await expect(page.getByTestId('balance')).toHaveText(new RegExp((before - 50_000).toLocaleString('en-US')));
    await status(page).getByTestId('slip-dismiss').click();
    await expect(slip(page).getByText('Tap odds to add a selection.')).toBeVisible();
  });

  test('several singles in one press: one order each', async ({ page, control }) => {
    await openSports(page, control);
    const a = await pick(page, 0);
    const b = await pick(page, 1);
    await checked(page);
    await stake(page, a.key, '20000');
    await stake(page, b.key, '30000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveCount(2);
    const book = await ledger(page, control);
    expect(book.orders.map((o) => o.sa).sort()).toEqual([20_000, 30_000]);
  });

  test('a parlay of two matches: one order with both legs', async ({ page, control }) => {
    await openSports(page, control);
    await pick(page, 0);
    await pick(page, 1);
    await slip(page).getByTestId('slip-kind-parlay').click();
    await checked(page);
    await stake(page, 'parlay', '25000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(book.orders[0]!.ops).toHaveLength(2);
  });

  test('a system bet: doubles of three matches are three bets in one order', async ({ page, control }) => {
    await openSports(page, control);
    await pick(page, 0);
    await pick(page, 1);
    await pick(page, 2);
    await slip(page).getByTestId('slip-kind-system').click();
    await checked(page);
    await stake(page, 's2003', '10000');
    await expect(slip(page).getByTestId('slip-total-stake')).toHaveText('₫30,000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(book.orders[0]!.sa).toBe(30_000);
  });

  test('a parlay cannot hold the same match twice, and says so', async ({ page, control }) => {
    await openSports(page, control);
    await pick(page, 0, 0);
    await pick(page, 0, 3);
    await slip(page).getByTestId('slip-kind-parlay').click();
    await checked(page);
    await stake(page, 'parlay', '25000');
    await expect(slip(page).getByTestId('slip-reason')).toHaveAttribute('data-reason', 'sameMatchTwice');
    // aria-disabled keeps it focusable; a press (forced: Playwright waits for enabled) does nothing.
    await placeButton(page).click({ force: true });
    await expect(status(page)).toHaveCount(0);
    expect((await ledger(page, control)).orders).toHaveLength(0);
  });

  test('min, max and balance errors name the limit and place nothing', async ({ page, control }) => {
    await openSports(page, control);
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '100');
    await expect(slip(page).getByTestId('slip-stake-error')).toHaveAttribute('data-reason', 'belowMin');
    await expect(slip(page).getByTestId('slip-stake-error')).toContainText('₫10,000');
    await stake(page, leg.key, '999999999');
    await expect(slip(page).getByTestId('slip-stake-error')).toHaveAttribute('data-reason', 'aboveMax');
    await control.post('/balance', { userName: 'demo', balance: 15_000 });
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByTestId('balance')).toHaveText('₫15,000');
    await stake(page, leg.key, '20000');
    await expect(slip(page).getByTestId('slip-reason')).toHaveAttribute('data-reason', 'overBalance');
    // aria-disabled keeps it focusable; a press (forced: Playwright waits for enabled) does nothing.
    await placeButton(page).click({ force: true });
    await expect(status(page)).toHaveCount(0);
    expect((await ledger(page, control)).orders).toHaveLength(0);
  });

  test('a double press places one order', async ({ page, control }) => {
    await openSports(page, control);
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '40000');
    await placeButton(page).dblclick();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(Object.values(book.placements)).toEqual([1]);
  });

  test('a rejection shows its reason and refunds', async ({ page, control }) => {
    await openSports(page, control);
    const before = (await ledger(page, control)).balance;
    await control.post('/order-faults', { kind: 'reject', rj: 3006, times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '40000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-state', 'rejected');
    await expect(status(page).getByTestId('slip-order-reason')).not.toBeEmpty();
    expect((await ledger(page, control)).balance).toBe(before);
  });
});
