import { expect, gotoEn, login, test } from './fixtures';
import {
  checked,
  ledger,
  MUTATED_ROWS,
  openSports,
  pick,
  pinPrice,
  placeButton,
  slip,
  stake,
  status,
} from './bet-slip-kit';

/**
 * The bet slip's "exactly once" in the browser: odds that move under each policy, a closed market, an
 * answer dropped after the book recorded the order, a reload while the bet is pending, and a
 * session that expires during a placement. The ledger must show each bet once.
 */

test.describe('bet slip: odds changes', () => {
  for (const [policy, lowerWaits, higherWaits] of [
    [0, true, true],
    [1, true, false],
    [2, false, false],
  ] as const) {
    test(`policy ${policy}: a lower price ${lowerWaits ? 'waits' : 'is taken'}, a higher one ${higherWaits ? 'waits' : 'is taken'}`, async ({
      page,
      control,
    }) => {
      await openSports(page, control, { oddsChange: policy });
      const leg = await pick(page, MUTATED_ROWS[`policy${policy}`]);
      await pinPrice(control, leg);
      await checked(page);
      await stake(page, leg.key, '20000');
      const odds = Number(await slip(page).getByTestId('slip-odds').innerText());
      for (const [target, waits] of [
        [Math.round((odds - 0.2) * 100) / 100, lowerWaits],
        [Math.round((odds + 0.4) * 100) / 100, higherWaits],
      ] as const) {
        await control.post('/odds', { marketId: leg.marketId, optionType: leg.optionType, odds: target });
        await expect(slip(page).getByTestId('slip-odds')).toContainText(target.toFixed(2));
        if (waits) {
          await expect(slip(page).getByTestId('slip-was')).toBeVisible();
          await expect(slip(page).getByTestId('slip-reason')).toHaveAttribute('data-reason', 'oddsChanged');
          await slip(page).getByTestId('slip-accept').click();
        }
        await expect(slip(page).getByTestId('slip-accept')).toHaveCount(0);
      }
      await placeButton(page).click();
      await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
      expect((await ledger(page, control)).orders).toHaveLength(1);
    });
  }

  test('a closed market is marked and blocks placing', async ({ page, control }) => {
    await openSports(page, control);
    const leg = await pick(page, MUTATED_ROWS.closed);
    await checked(page);
    await stake(page, leg.key, '20000');
    await control.post('/odds', { marketId: leg.marketId, ss: 0 });
    await expect(slip(page).getByTestId('slip-closed')).toBeVisible();
    await expect(slip(page).getByTestId('slip-reason')).toHaveAttribute('data-reason', 'marketClosed');
    // aria-disabled keeps it focusable; a press (forced: Playwright waits for enabled) does nothing.
    await placeButton(page).click({ force: true });
    await expect(status(page)).toHaveCount(0);
    expect((await ledger(page, control)).orders).toHaveLength(0);
  });
});

test.describe('bet slip: exactly once', () => {
  test('an answer dropped after the order was recorded: reconciled, shown, placed once', async ({ page, control }) => {
    await openSports(page, control);
    await control.post('/order-faults', { kind: 'drop-response', times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '30000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-state', 'confirmed');
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(book.duplicated).toEqual([]);
    // Chromium itself sends a POST again when a kept-alive connection closes before any answer: the
    // book may see the request twice, and records it once because the client order id is the same.
    expect(Object.values(book.placements)[0]).toBeGreaterThanOrEqual(1);
  });

  test('"taking longer than usual" after 2 s, then a reload while pending resumes without sending again', async ({
    page,
    control,
  }) => {
    await openSports(page, control);
    await control.post('/order-faults', { kind: 'delay-response', ms: 6000, times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '30000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', 'slow', { timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"phase":"sending"');
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-phase', /reconciling|tracking|done/, { timeout: 15_000 });
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(Object.values(book.placements)).toEqual([1]);
    // The outcome stays stored until the bettor closes it.
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"phase":"done"');
  });

  test('resumed after a reload while sending and done: another page load still shows the outcome until it is closed', async ({
    page,
    control,
  }) => {
    // The fault run's "stuck" placements: the page resumed after the reload found the order and
    // reached done, which removed the stored record; the next page load showed the legs as an
    // unplaced slip and never the outcome.
    await openSports(page, control);
    await control.post('/order-faults', { kind: 'delay-response', ms: 6000, times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '30000');
    await placeButton(page).click();
    await expect(status(page)).toHaveAttribute('data-phase', /^(sending|slow)$/, { timeout: 5_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"phase":"sending"');
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    const cid = await status(page).getByTestId('slip-order').getAttribute('data-cid');
    await gotoEn(page, '/sports?view=allList');
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-state', 'confirmed');
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-cid', cid!);
    const book = await ledger(page, control);
    expect(book.orders.map((o) => o.cid)).toEqual([cid]);
    expect(Object.values(book.placements)).toEqual([1]);
    // Closed: gone from storage, and the next load shows an empty slip.
    await status(page).getByTestId('slip-dismiss').click();
    await expect(status(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toBeNull();
    await page.reload();
    await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
    await expect(slip(page).getByTestId(`slip-leg-${leg.key}`)).toHaveCount(0);
    await expect(status(page)).toHaveCount(0);
  });

  test('a session that expires during a placement asks first, and either choice keeps the record', async ({
    page,
    control,
  }) => {
    await openSports(page, control, { confirmMs: 4000 });
    await control.post('/order-faults', { kind: 'expire-session-on-place', times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '30000');
    await placeButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(/kind tips|notice/i);
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"userName":"demo"');
    // Either choice logs out and reloads the page: read the storage of the page after the reload.
    await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), dialog.getByRole('button').last().click()]);
    await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"userName":"demo"');
    expect((await ledger(page, control)).orders).toHaveLength(1);
  });

  test('a placement left by an expired session resumes at the next login, even on a slip built before the user name is known', async ({
    page,
    control,
  }) => {
    // The fault run's stuck "expiry" placement: a slip built after the login but before the profile
    // (the user name) was stored never looked for the user's pending placement, and showed the
    // placed legs as an unplaced slip.
    await openSports(page, control, { confirmMs: 4000 });
    await control.post('/order-faults', { kind: 'expire-session-on-place', times: 1 });
    const leg = await pick(page, 0);
    await checked(page);
    await stake(page, leg.key, '30000');
    await placeButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // Either choice logs out and reloads the page.
    await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), dialog.getByRole('button').last().click()]);
    await expect(page.getByRole('banner').getByRole('button', { name: /log in/i })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('pendingBets'))).toContain('"userName":"demo"');
    // Logged in again with the profile (the user name) 3 s late, and straight to the sports list:
    // the slip is built before the name is known.
    await control.post('/faults', { match: '/api/member/get', kind: 'latency', latencyMs: 3000, times: 1 });
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('banner').getByRole('link', { name: /my account/i })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(slip(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    await expect(status(page).getByTestId('slip-order')).toHaveAttribute('data-state', 'confirmed');
    const book = await ledger(page, control);
    expect(book.orders).toHaveLength(1);
    expect(Object.values(book.placements)).toEqual([1]);
  });
});
