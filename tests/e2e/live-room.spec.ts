import { checked, ledger, placeButton, slip, stake, status } from './bet-slip-kit';
import { expect, gotoEn, test, signIn } from './fixtures';
import { balanceOf, openRoom, STREAMS } from './live-kit';

/**
 * The live room (/anchorPlay/:streamId) against the simulator: the room chart's states through the
 * real UI (live, fee gate, upcoming, ended, not found), the score and markets of the streamed
 * match, follow and reserve saved by the server, and a bet placed from the room.
 */

test.describe('live room', () => {
  test('opens with the score bar, the three parts of the room and the main markets', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const room = page.getByTestId('live-room');
    await expect(room).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('room-score')).toHaveText(/^\d+ : \d+$/);
    await expect(page.getByTestId('score-bar').getByText('LIVE', { exact: true })).toBeVisible();
    const markets = page.getByTestId('room-markets');
    await expect(markets.locator('button.odds-btn').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('presenter-panel').getByRole('heading', { name: 'Linh Anh' })).toBeVisible();
    await a11y();
  });

  test('a bet placed from the room goes through the bet slip to the book', async ({ page, control }) => {
    await control.post('/order-faults', { kind: 'confirm-delay', ms: 0 });
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ oddsFormat: 1, oddsChange: 2 })));
    await openRoom(page, STREAMS.free);
    const button = page.getByTestId('room-markets').locator('button.odds-btn:not([disabled])').first();
    await expect(button).toBeVisible({ timeout: 15_000 });
    const [, marketId, optionType] = (await button.getAttribute('data-testid'))!.split('-');
    await button.click();
    const key = `${marketId}:${optionType}`;
    await expect(slip(page).getByTestId(`slip-leg-${key}`)).toBeVisible();
    await checked(page);
    await stake(page, key, '20000');
    await placeButton(page).click();
    await expect(status(page)).toBeVisible();
    await expect
      .poll(async () => Object.keys((await ledger(page, control)).placements).length, { timeout: 15_000 })
      .toBe(1);
  });

  test('follow is saved: still following after a reload', async ({ page, control: _c }) => {
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const panel = page.getByTestId('presenter-panel');
    const follow = panel.getByRole('button', { name: 'Follow' });
    const before = Number((await panel.getByTestId('followers').textContent())!.replace(/\D/g, ''));
    await follow.click();
    await expect(panel.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('followers')).toHaveText(new RegExp((before + 1).toLocaleString('en-US')));
    await page.reload();
    await expect(page.getByTestId('presenter-panel').getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByTestId('presenter-panel').getByRole('button', { name: 'Following' }).click();
    await expect(page.getByTestId('presenter-panel').getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('an upcoming stream: its start time and a reservation that is saved', async ({ page, control: _c }) => {
    await signIn(page);
    await openRoom(page, STREAMS.upcoming);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-status', 'upcoming');
    await expect(page.getByText(/^Starts /).first()).toBeVisible();
    await page.getByRole('button', { name: /remind me when/i }).click();
    await expect(page.getByRole('button', { name: /cancel the reminder/i })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /cancel the reminder/i })).toBeVisible();
    await gotoEn(page, '/anchorPlay');
    await expect(
      page
        .getByTestId('upcoming-streams')
        .getByTestId('stream-9006')
        .getByRole('button', { name: /cancel the reminder/i }),
    ).toBeVisible();
  });

  test('a fee room asks to pay with the price and the balance, and paying debits the wallet', async ({
    page,
    control,
    a11y,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 100_000 });
    await signIn(page);
    await openRoom(page, STREAMS.fee);
    const gate = page.getByTestId('fee-gate');
    await expect(gate.getByTestId('fee-price')).toHaveText('₫20,000');
    await expect(gate.getByTestId('fee-balance')).toHaveText('₫100,000');
    await a11y();
    await gate.getByRole('button', { name: 'Pay ₫20,000 and watch' }).click();
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-status', 'live');
    expect(await balanceOf(page, control)).toBe(80_000);
    await expect(page.getByTestId('balance')).toHaveText(/80,000/);
    // Paid once: the room opens straight away from now on.
    await page.reload();
    await expect(page.getByTestId('live-room')).toBeVisible();
    await expect(page.getByTestId('fee-gate')).toHaveCount(0);
  });

  test('a fee room the balance cannot cover says so and takes nothing', async ({ page, control }) => {
    await control.post('/balance', { userName: 'demo', balance: 5_000 });
    await signIn(page);
    await openRoom(page, STREAMS.fee);
    const gate = page.getByTestId('fee-gate');
    await expect(gate.getByText(/does not cover the price/)).toBeVisible();
    await gate.getByRole('button', { name: /^Pay / }).click();
    await expect(gate.getByRole('alert').filter({ hasText: /does not cover/ })).toBeVisible();
    expect(await balanceOf(page, control)).toBe(5_000);
  });

  test('ended and unknown streams say so', async ({ page, control: _c }) => {
    await signIn(page);
    await openRoom(page, STREAMS.ended);
    await expect(page.getByTestId('room-ended').getByText('This stream has ended.')).toBeVisible();
    await openRoom(page, 123456);
    await expect(page.getByRole('heading', { level: 1, name: 'This room does not exist.' })).toBeVisible();
  });

  test('H5: video on top, then tabs for chat, bets and presenter', async ({ page, control: _c, a11y }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const tabs = page.getByRole('tablist', { name: 'Room' });
    await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('room-markets')).toBeHidden();
    await tabs.getByRole('tab', { name: 'Bets' }).click();
    await expect(page.getByTestId('room-markets').locator('button.odds-btn').first()).toBeVisible({ timeout: 15_000 });
    await tabs.getByRole('tab', { name: 'Presenter' }).click();
    await expect(page.getByTestId('presenter-panel')).toBeVisible();
    await a11y();
  });
});
