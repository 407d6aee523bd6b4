import type { Page, Request } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { dayWindow } from '../../src/lib/rules/time-windows/day-windows';
import { expect, test, signIn } from './fixtures';
import { bettor, type Bettor } from './orders-api';

/**
 * The personal center's sports bets against the simulator's order engine: the
 * history by window and status with paging, settlement, and cash out. Each test places its own
 * orders in its own scope (orders and wallets are per scope), as the page's user.
 */

const money = (amount: number) => formatMoney(amount, 'VND', 'en');

async function openAsDemo(page: Page, path: string) {
  await signIn(page);
  await page.goto(path);
}

/** The bodies of the history calls the page makes, in order. */
function historyCalls(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/v1/order/new/bet/list')) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

async function balanceShown(page: Page, b: Bettor) {
  const { balance } = await b.ledger();
  await expect(page.getByTestId('balance')).toHaveText(money(balance));
  return balance;
}

test.describe('sports bets in the personal center', () => {
  test('today, yesterday and 7 days ask for the local days, unsettled bets page by 20, the choice stays in the URL', async ({
    page,
    control,
    request,
  }) => {
    test.setTimeout(90_000);
    const b = await bettor(request, control.scope);
    await b.prepare();
    const picks = (await b.picks(7, 3)).slice(0, 21);
    expect(picks).toHaveLength(21);
    const ids = await b.placeSingles(picks, 10_000);
    await b.waitFor(ids, [4]);
    const calls = historyCalls(page);

    await openAsDemo(page, '/personal/bets');
    const tab = page.getByTestId('bets-tab');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sports bets' })).toHaveAttribute('aria-current', 'page');
    await expect(tab.getByTestId('history-count')).toHaveText('20 of 21 bets');
    await expect(tab.getByTestId('order')).toHaveCount(20);
    await tab.getByRole('button', { name: 'Show more' }).click();
    await expect(tab.getByTestId('order')).toHaveCount(21);
    await expect(tab.getByTestId('history-count')).toHaveText('21 of 21 bets');
    await expect(tab.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    // The newest first, with its leg, stake, odds and status in words, as the provider lists it.
    const listed = await b.ok<{ records: { id: string; od: number; ops: { nm: string; mn: string; on: string }[] }[] }>(
      'order/new/bet/list',
      {
        isSettled: false,
        current: 1,
        size: 1,
        currencyId: 1000,
      },
    );
    const newest = listed.records[0]!;
    const first = tab.getByTestId('order').first();
    await expect(first).toHaveAttribute('data-order-id', newest.id);
    await expect(first.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(first).toContainText('Single');
    await expect(first).toContainText(newest.ops[0]!.nm);
    await expect(first).toContainText(newest.ops[0]!.mn);
    await expect(first).toContainText(newest.ops[0]!.on);
    await expect(first).toContainText(money(10_000));
    await expect(first).toContainText(newest.od.toFixed(2));
    await expect(first).toContainText('Potential return');

    // The windows are the page's local calendar days, ending 23:59:59.999.
    const now = await page.evaluate(() => Date.now());
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const today = dayWindow('today', now, zone);
    expect(calls[0]).toMatchObject({
      isSettled: false,
      startTime: today.startMs,
      endTime: today.endMs,
      current: 1,
      size: 20,
      timeType: 1,
      currencyId: 1000,
    });
    expect(calls[1]).toMatchObject({ current: 2, startTime: today.startMs });

    await tab.getByRole('button', { name: 'Yesterday' }).click();
    await expect(tab.getByTestId('history-empty')).toContainText('No unsettled bets placed in this period.');
    const yesterday = dayWindow('yesterday', now, zone);
    expect(calls.at(-1)).toMatchObject({ startTime: yesterday.startMs, endTime: yesterday.endMs, timeType: 2 });
    await expect(page).toHaveURL(/window=yesterday/);

    await tab.getByRole('button', { name: 'Show the last 7 days' }).click();
    await expect(tab.getByTestId('history-count')).toHaveText('20 of 21 bets');
    const week = dayWindow('last7Days', now, zone);
    expect(calls.at(-1)).toMatchObject({ startTime: week.startMs, endTime: week.endMs, timeType: 3 });
    expect(week.endMs - week.startMs + 1).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);

    // None of this test's bets is settled: nothing has ended (the list may hold demo's seeded month).
    // A reload keeps the choices.
    const settledAnswer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/v1/order/new/bet/list') &&
        (r.request().postDataJSON() as { isSettled?: boolean }).isSettled === true,
    );
    await tab.getByRole('button', { name: 'Settled', exact: true }).click();
    await settledAnswer;
    await expect(tab.getByTestId('history-count').or(tab.getByTestId('history-empty'))).toBeVisible();
    await expect(tab.getByTestId('order').first().or(tab.getByTestId('history-empty'))).toBeVisible();
    const settledIds = await tab.getByTestId('order').evaluateAll((els) => els.map((e) => e.dataset.orderId));
    expect(settledIds.filter((id) => ids.includes(id!))).toEqual([]);
    expect(calls.at(-1)).toMatchObject({ isSettled: true, timeType: 3 });
    await page.reload();
    await expect(page.getByTestId('bets-tab')).toHaveAttribute('data-kind', 'settled');
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Settled', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a bet whose match ended moves to Settled with its result, final score, win/loss and what came back', async ({
    page,
    control,
    request,
  }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [home, away] = await b.picks(1, 11);
    const [won, lost] = await b.placeSingles([home!, away!], 20_000);
    await b.waitFor([won!, lost!], [4]);
    await b.control('/sports/kickoff', { matchId: home!.matchId });
    await b.control('/sports/goal', { matchId: home!.matchId, side: 'home' });
    await b.control('/sports/finish', { matchId: home!.matchId });
    await b.waitFor([won!, lost!], [5]);

    await openAsDemo(page, '/personal/bets?status=settled');
    const tab = page.getByTestId('bets-tab');
    const winner = tab.locator(`[data-order-id="${won}"]`);
    const loser = tab.locator(`[data-order-id="${lost}"]`);
    await expect(winner.getByTestId('order-status')).toHaveText('Won');
    await expect(winner.getByTestId('leg-result')).toHaveText('Won');
    await expect(winner).toContainText('Final score 1:0');
    const profit = (await b.ledger()).orders.find((o) => o.id === won)!.uwl!;
    expect(profit).toBeGreaterThan(0);
    await expect(winner.getByTestId('win-loss')).toHaveText(`+${money(profit)}`);
    await expect(winner).toContainText(money(20_000 + profit));
    await expect(loser.getByTestId('order-status')).toHaveText('Lost');
    await expect(loser.getByTestId('leg-result')).toHaveText('Lost');
    await expect(loser.getByTestId('win-loss')).toHaveText(money(-20_000));
    await expect(tab.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);

    await tab.getByRole('button', { name: 'Unsettled' }).click();
    await expect(tab.getByTestId('history-empty')).toBeVisible();
  });

  test('cash out: the amount refreshes and is marked when it moves; a moved amount asks again (3008); done, the bet is settled and the balance refreshed', async ({
    page,
    control,
    request,
  }) => {
    test.setTimeout(90_000);
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick] = await b.picks(1, 6);
    const [orderId] = await b.placeSingles([pick!], 100_000);
    await b.waitFor([orderId!], [4]);
    await expect.poll(async () => (await b.cashOutPrice(orderId!))?.st).toBe(1);

    await openAsDemo(page, '/personal/bets');
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await card.getByRole('button', { name: /^Cash out:/ }).click();
    const panel = card.getByTestId('cash-out-panel');
    await expect(panel).toBeFocused();
    const amount = panel.getByTestId('cash-out-amount');
    const offered = (await b.cashOutPrice(orderId!))!.amt;
    await expect(amount).toContainText(money(offered));

    // A lower price for the selection makes the bet worth more: the panel's next refresh marks it.
    await b.setOdds(pick!, Math.round((pick!.odds - (pick!.odds - 1) * 0.3) * 100) / 100);
    await expect(amount).toHaveAttribute('data-move', 'up', { timeout: 8_000 });
    await expect(panel.getByTestId('cash-out-live')).toContainText('rising');
    const risen = (await b.cashOutPrice(orderId!))!.amt;
    expect(risen).toBeGreaterThan(offered);
    await expect(amount).toContainText(money(risen));

    // The dialog holds the amount shown; the price moves before the confirmation: 3008, confirm again.
    await panel.getByTestId('cash-out-button').click();
    const dialog = page.getByRole('dialog', { name: 'Cash out this bet?' });
    await expect(dialog.getByTestId('cash-out-confirm')).toBeFocused();
    const quoted = await dialog.getByTestId('cash-out-quote').innerText();
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await b.setOdds(pick!, Math.round((pick!.odds - (pick!.odds - 1) * 0.5) * 100) / 100);
    await dialog.getByTestId('cash-out-confirm').click();
    await expect(dialog.getByTestId('cash-out-changed')).toContainText(`The amount changed from ${quoted} to`);
    await expect(dialog.getByTestId('cash-out-quote')).not.toHaveText(quoted);
    // Confirm the new amount (again if the engine moved it once more meanwhile).
    for (let i = 0; i < 3 && (await dialog.isVisible()); i++) {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/order/cashOut/bet'));
      await dialog.getByTestId('cash-out-confirm').click();
      await answered;
      // The answer is applied: the dialog closed, or it is no longer busy and shows the amount to confirm.
      await expect(dialog.locator('[data-testid="cash-out-confirm"][aria-busy="true"]')).toHaveCount(0);
      await expect(dialog.or(card.getByTestId('cash-out-done'))).toBeVisible();
    }
    const done = card.getByTestId('cash-out-done');
    await expect(done).toBeFocused();
    await expect(card.getByTestId('order-status')).toHaveText('Cashed out');

    const ledger = await b.ledger();
    const order = ledger.orders.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ st: 5, co: 1 });
    const paid = order.sa + order.uwl!;
    await expect(done).toHaveText(`Cashed out for ${money(paid)}. Your balance has been updated.`);
    await expect(card.getByTestId('win-loss')).toHaveText(`${order.uwl! > 0 ? '+' : ''}${money(order.uwl!)}`);
    await balanceShown(page, b);

    // The bet is settled now: it lists under Settled as cashed out.
    await page.getByRole('button', { name: 'Settled', exact: true }).click();
    await expect(page.locator(`[data-order-id="${orderId}"]`).getByTestId('order-status')).toHaveText('Cashed out');
  });

  test('a failed cash out says why in words and offers a retry', async ({ page, control, request }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick] = await b.picks(1, 8);
    const [orderId] = await b.placeSingles([pick!], 50_000);
    await b.waitFor([orderId!], [4]);
    await expect.poll(async () => (await b.cashOutPrice(orderId!))?.st).toBe(1);

    await openAsDemo(page, '/personal/bets');
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await card.getByRole('button', { name: /^Cash out:/ }).click();
    await expect(card.getByTestId('cash-out-amount')).toBeVisible();
    await card.getByTestId('cash-out-button').click();
    await control.fault({ match: '/fb/v1/order/cashOut/bet', kind: 'error', code: 3009, msg: 'not now', times: 1 });
    await page.getByRole('dialog').getByTestId('cash-out-confirm').click();
    const failed = card.getByTestId('cash-out-failed');
    await expect(failed).toHaveText('Cash out failed: This bet cannot be cashed out now.');
    await expect(failed).toHaveAttribute('data-reason', 'cashOutUnavailable');
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByTestId('cash-out-amount')).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByRole('button', { name: /^Cash out:/ })).toBeFocused();
  });

  test('states: an error says what failed and retries; offline, a bar says so and cash out waits', async ({
    page,
    control,
    request,
  }) => {
    const b = await bettor(request, control.scope);
    await b.prepare();
    const [pick] = await b.picks(1, 9);
    const [orderId] = await b.placeSingles([pick!], 20_000);
    await b.waitFor([orderId!], [4]);
    await expect.poll(async () => (await b.cashOutPrice(orderId!))?.st).toBe(1);
    await control.fault({ match: '/fb/v1/order/new/bet/list', kind: 'error', code: 500, msg: 'busy', times: 1 });

    await openAsDemo(page, '/personal/bets');
    const failed = page.getByTestId('bets-tab').getByRole('alert');
    await expect(failed).toHaveText(/Your bets could not be loaded\./);
    await failed.getByRole('button', { name: 'Try again' }).click();
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();

    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-bar')).toHaveText(/You are offline/);
    await expect(card.getByRole('button', { name: /^Cash out:/ })).toBeDisabled();
    await expect(card).toContainText('Cash out waits until you are back online.');
    await page.context().setOffline(false);
    await expect(page.getByTestId('offline-bar')).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Cash out:/ })).toBeEnabled();
  });
});
