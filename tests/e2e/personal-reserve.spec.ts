import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, test, signIn } from './fixtures';
import { bettor } from './orders-api';

/** Reservations in the personal center against the simulator (reserve/bet, betList, cancel). */

const money = (amount: number) => formatMoney(amount, 'VND', 'en');

async function openAsDemo(page: Page, path: string) {
  await signIn(page);
  await page.goto(path);
}

test.describe('reservations in the personal center', () => {
  test('none waiting: the empty list says so and offers all reservations, then the sports list', async ({
    page,
    control: _c,
  }) => {
    await openAsDemo(page, '/personal/reserve');
    const tab = page.getByTestId('reserve-tab');
    await expect(tab.getByText('No reservation is waiting for its odds.')).toBeVisible();
    await tab.getByRole('button', { name: 'Show all reservations' }).click();
    await expect(page).toHaveURL(/show=all/);
    await expect(tab.getByText('You have not reserved any bet yet.')).toBeVisible();
    await expect(tab.getByRole('link', { name: /sports/i })).toHaveAttribute('href', '/sports');
  });

  test('a waiting reservation is cancelled after a confirm: it shows cancelled and the held stake comes back', async ({
    page,
    control,
    request,
  }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick] = await b.picks(1, 14);
    const target = Math.round((pick!.odds + 0.5) * 100) / 100;
    const reservation = await b.reserve(pick!, target, 50_000);
    expect(reservation.st).toBe(0);

    await openAsDemo(page, '/personal/reserve');
    await expect(page.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
    const card = page.locator(`[data-reservation-id="${reservation.id}"]`);
    await expect(card.getByTestId('reservation-status')).toHaveText('Waiting');
    await expect(card).toContainText(`Target odds${target.toFixed(2)}`);
    await expect(card).toContainText(`Stake held${money(50_000)}`);
    const before = (await b.ledger()).balance;
    await expect(page.getByTestId('balance')).toHaveText(money(before));

    // Keep it: nothing is sent, focus comes back to the button.
    const cancel = card.getByTestId('reserve-cancel');
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    expect((await b.ledger()).reservations.find((r) => r.id === reservation.id)?.st).toBe(0);

    // With the keyboard this time.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(card.getByTestId('reserve-cancel-done')).toHaveText(
      `Cancelled. ${money(50_000)} is back in your balance.`,
    );
    await expect(card.getByTestId('reserve-cancel-done')).toBeFocused();
    await expect(card.getByTestId('reservation-status')).toHaveText('Cancelled');
    const after = (await b.ledger()).balance;
    expect(after).toBe(before + 50_000);
    await expect(page.getByTestId('balance')).toHaveText(money(after));
  });

  test('a reservation closed meanwhile (3010) says so, offers no retry, and the list shows what it became', async ({
    page,
    control,
    request,
  }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick] = await b.picks(1, 15);
    const reservation = await b.reserve(pick!, Math.round((pick!.odds + 0.4) * 100) / 100, 30_000);

    await openAsDemo(page, '/personal/reserve?show=all');
    const card = page.locator(`[data-reservation-id="${reservation.id}"]`);
    await expect(card.getByTestId('reservation-status')).toHaveText('Waiting');
    // Cancelled elsewhere (another device) while the page still shows it waiting.
    await b.ok('order/reserve/cancel', { id: reservation.id });
    await card.getByTestId('reserve-cancel').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    const failed = card.getByTestId('reserve-cancel-failed');
    await expect(failed).toHaveText(
      'Could not cancel: This reservation is no longer waiting: it was filled, expired or cancelled.',
    );
    await expect(failed).toHaveAttribute('data-reason', 'reserveClosed');
    await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Refresh the list' }).click();
    await expect(card.getByTestId('reservation-status')).toHaveText('Cancelled');
    await expect(card.getByTestId('reserve-cancel')).toHaveCount(0);
  });

  test('waiting and all: a filled reservation names the bet it became', async ({ page, control, request }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick, other] = await b.picks(1, 16);
    const target = Math.round((pick!.odds + 0.3) * 100) / 100;
    const filled = await b.reserve(pick!, target, 20_000);
    const waiting = await b.reserve(other!, Math.round((other!.odds + 0.6) * 100) / 100, 20_000);
    // The price reaches the target: the reservation becomes an order.
    await b.setOdds(pick!, Math.round((target + 0.05) * 100) / 100);
    await expect.poll(async () => (await b.ledger()).reservations.find((r) => r.id === filled.id)?.st).toBe(1);

    await openAsDemo(page, '/personal/reserve');
    const tab = page.getByTestId('reserve-tab');
    await expect(tab.getByTestId('reservation')).toHaveCount(1);
    await expect(tab.locator(`[data-reservation-id="${waiting.id}"]`)).toBeVisible();
    await tab.getByRole('button', { name: 'All' }).click();
    await expect(tab.getByTestId('reservation')).toHaveCount(2);
    const card = tab.locator(`[data-reservation-id="${filled.id}"]`);
    await expect(card.getByTestId('reservation-status')).toHaveText('Filled');
    const order = (await b.ledger()).orders.at(-1)!;
    await expect(card).toContainText(`Became bet no. ${order.id}`);
    await expect(page).toHaveURL(/show=all/);
  });
});
