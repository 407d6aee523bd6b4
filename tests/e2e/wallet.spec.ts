import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, test, type Control } from './fixtures';

/**
 * The wallet in the personal center against the simulator's cashier (
 * docs/wallet-api.md): a deposit credited once after a double press and a reload, a withdrawal
 * refused (by the form and by the cashier) and accepted, and the transaction list. Each test runs
 * in its own scope, whose wallet and orders no other test sees.
 */

const money = (amount: number) => formatMoney(amount, 'VND', 'en');

async function openWallet(page: Page, section: string) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto(`/personal/wallet?section=${section}`);
}

async function ordersOf(request: APIRequestContext, control: Control, baseURL: string) {
  const r = await request.get(`${baseURL}/sim/control/fund/orders?userName=demo`, {
    headers: { 'x-sim-scope': control.scope },
  });
  return ((await r.json()) as { orders: Array<{ orderId: string; status: string; amount: number }> }).orders;
}

test.describe('wallet', () => {
  test('a deposit pressed twice and reloaded while pending is one order, credited once', async ({
    page,
    control,
    request,
    baseURL,
    a11y,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 1_000_000 });
    await control.post('/fund/config', { settleMs: null });
    await openWallet(page, 'deposit');
    const form = page.getByTestId('deposit-form');
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    await form.getByLabel('Amount (VND)').fill('500000.5');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a whole amount, without a decimal point.');
    await form.getByLabel('Amount (VND)').fill('500000');
    await form.getByRole('button', { name: 'Deposit' }).dblclick();

    const progress = page.getByTestId('cashier-progress');
    await expect(progress).toHaveAttribute('data-phase', 'pending');
    await expect(progress).toContainText('Vietcombank');
    await expect(progress).toContainText('0071001234567');
    await a11y();
    const [order] = await ordersOf(request, control, baseURL!);
    expect(await ordersOf(request, control, baseURL!)).toHaveLength(1);
    await expect(progress).toContainText(order!.orderId);

    await page.reload();
    await expect(page.getByTestId('cashier-progress')).toHaveAttribute('data-phase', 'pending');
    await expect(page.getByTestId('cashier-progress')).toContainText(order!.orderId);
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000));

    await control.post('/fund/settle', { orderId: order!.orderId, outcome: 'ok' });
    await expect(page.getByTestId('cashier-progress')).toHaveAttribute('data-status', 'credited');
    await expect(page.getByTestId('cashier-progress')).toContainText(`${money(500_000)} has been credited`);
    await expect(page.getByTestId('balance')).toHaveText(money(1_500_000));
    expect(await ordersOf(request, control, baseURL!)).toHaveLength(1);

    await page.getByRole('button', { name: 'New order' }).click();
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.getByRole('group', { name: 'Wallet sections' }).getByRole('button', { name: 'Transactions' }).click();
    const rows = page.getByTestId('transactions').getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Deposit');
    await expect(rows.first()).toContainText(`+${money(500_000)}`);
    await expect(rows.first()).toContainText(`Balance ${money(1_500_000)}`);
  });

  test('a withdrawal over the balance is refused by the form, then by the cashier; a good one holds the money and is paid', async ({
    page,
    control,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 3_000_000 });
    await control.post('/fund/config', { settleMs: null });
    await openWallet(page, 'withdraw');
    const form = page.getByTestId('withdraw-form');
    await expect(form.getByRole('radio', { name: /Techcombank \*\*\*\* 5678/ })).toBeVisible();
    await form.getByRole('radio', { name: /Techcombank/ }).check();
    const amount = form.getByLabel('Amount (whole numbers)');
    await amount.fill('4000000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByRole('alert')).toHaveText('That is more than your balance.');

    // The balance drops elsewhere after the form loaded: the cashier refuses what the form let through.
    await control.post('/balance', { userName: 'demo', balance: 1_000_000 });
    await amount.fill('2000000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByRole('alert')).toHaveText('That is more than your balance.');
    await expect(page.getByTestId('cashier-progress')).toHaveCount(0);

    await amount.fill('600000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const progress = page.getByTestId('cashier-progress');
    await expect(progress).toHaveAttribute('data-phase', 'pending');
    await expect(progress).toContainText(`${money(600_000)} is being paid to **** 5678`);
    await page.getByRole('button', { name: 'Refresh balance' }).first().click();
    await expect(page.getByTestId('wallet-balance-value')).toHaveText(money(400_000));
  });
});
