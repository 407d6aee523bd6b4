import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, test, type Control, signIn } from './fixtures';

/**
 * The member summary that heads every tab of the personal center (docs/product.md, "Personal
 * center"): the name, VIP level and balance the simulator holds for the signed-in member, the same
 * on every tab, and a balance that follows the wallet. Two members with different figures, so a
 * value written into the client instead of read from the server fails one of them.
 */

const money = (amount: number) => formatMoney(amount, 'VND', 'en');

async function orderIds(request: APIRequestContext, control: Control, baseURL: string, userName: string) {
  const r = await request.get(`${baseURL}/sim/control/fund/orders?userName=${userName}`, {
    headers: { 'x-sim-scope': control.scope },
  });
  return ((await r.json()) as { orders: Array<{ orderId: string }> }).orders.map((o) => o.orderId);
}

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Your account' });

async function expectSummary(page: Page, name: string, userName: string, vip: number, balance: number) {
  const summary = summaryOf(page);
  await expect(summary.getByTestId('member-summary-name')).toHaveText(name);
  await expect(summary).toContainText(userName);
  await expect(summary.getByTestId('member-summary-vip')).toHaveText(`VIP ${vip}`);
  await expect(summary.getByTestId('member-summary-balance')).toHaveText(money(balance));
  await expect(summary.getByRole('img', { name: `Avatar of ${name}` })).toBeVisible();
}

test.describe('personal center: member summary', () => {
  test('PC: the same member on two tabs, and a credited deposit raises the balance it shows', async ({
    page,
    control,
    request,
    baseURL,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await control.post('/balance', { userName: 'demo', balance: 1_000_000 });
    await control.post('/fund/config', { settleMs: null });
    await signIn(page, 'demo', 'demo1234');

    await page.goto('/personal/bets');
    await expectSummary(page, 'Demo', 'demo', 3, 1_000_000);
    // A card beside the tabs' column on PC: name and figures on one row.
    const box = (await summaryOf(page).boundingBox())!;
    expect(box.height).toBeLessThan(120);

    await page.getByRole('link', { name: 'VIP', exact: true }).click();
    await expect(page.getByRole('link', { name: 'VIP', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectSummary(page, 'Demo', 'demo', 3, 1_000_000);
    await a11y();

    await page.goto('/personal/wallet?section=deposit');
    const form = page.getByTestId('deposit-form');
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    await form.getByLabel('Amount (VND)').fill('500000');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByTestId('cashier-progress')).toHaveAttribute('data-phase', 'pending');
    await expect(summaryOf(page).getByTestId('member-summary-balance')).toHaveText(money(1_000_000));
    const [orderId] = await orderIds(request, control, baseURL!, 'demo');
    await control.post('/fund/settle', { orderId, outcome: 'ok' });
    await expect(page.getByTestId('cashier-progress')).toHaveAttribute('data-status', 'credited');
    await expect(summaryOf(page).getByTestId('member-summary-balance')).toHaveText(money(1_500_000));
  });

  test('H5: a compact block with another member’s figures on the settings and profile tabs', async ({
    page,
    control,
    a11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await control.post('/balance', { userName: 'anchor', balance: 2_750_000 });
    await signIn(page, 'anchor', 'anchor1234');

    await page.goto('/personal/settings');
    await expectSummary(page, 'Anchor Linh', 'anchor', 6, 2_750_000);
    const box = (await summaryOf(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeLessThan(140);
    await a11y();

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectSummary(page, 'Anchor Linh', 'anchor', 6, 2_750_000);
  });
});
