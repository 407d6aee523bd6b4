import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, test, type Control } from './fixtures';
import { bettor } from './orders-api';

/**
 * The loss refund at /negative (docs/promo-api.md, "Loss refund") against the simulator: the net loss is
 * the member's settled sports bets of the week as the ledger holds them, the refund its band's share,
 * claimed once; a member without a loss has nothing to claim.
 */
const money = (amount: number) => formatMoney(amount, 'VND', 'en');

async function claimAs(request: APIRequestContext, control: Control, userName: string, password: string) {
  const headers = { 'x-sim-scope': control.scope };
  const signIn = await request.post('/api/user/auth/account-login/v2', { data: { userName, password }, headers });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const r = await request.post('/api/operation/activity/claim', {
    data: { id: 'negative', action: 'claim', clientKey: `e2e-${userName}-${Date.now()}`, amount: 1_000_000 },
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return (await r.json()) as { code: number };
}

test.describe('loss refund', () => {
  test('a member who lost a settled bet this week claims the share of the loss, once', async ({
    page,
    control,
    a11y,
  }) => {
    // 2,000,000 on the away side of one match; the home side scores and the match ends: a net loss of 2,000,000.
    const b = await bettor(page.request, control.scope);
    await b.prepare();
    const away = (await b.picks(1, 24)).find((p) => p.optionType === 2)!;
    const ids = await b.placeSingles([away], 2_000_000);
    await b.waitFor(ids, [4]);
    for (const step of ['/sports/kickoff', '/sports/goal', '/sports/finish'])
      await b.control(step, { matchId: away.matchId, side: 'home' });
    await b.waitFor(ids, [5]);

    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.goto('/negative');
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'lossRefund');
    await expect(page.getByRole('cell', { name: '5%' })).toBeVisible();
    await expect(page.getByTestId('refund-cap')).toHaveText(`A week's refund pays at most ${money(8_888_000)}.`);
    await expect(page.getByTestId('refund-net-loss')).toHaveText(money(2_000_000));
    // Band 2 (from 1,000,000): 5 %.
    await expect(page.getByTestId('refund-amount')).toHaveText(money(100_000));
    await page.getByRole('button', { name: 'Claim refund' }).dblclick();
    await expect(page.getByTestId('claim-status')).toHaveText(`${money(100_000)} loss refund added to your wallet.`);
    await expect(page.getByRole('button', { name: 'Claimed this week' })).toBeDisabled();
    await a11y();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Claimed this week' })).toBeDisabled();
    expect((await claimAs(page.request, control, 'demo', 'demo1234')).code).toBe(1006000002);
  });

  test('a member without a net loss has nothing to claim', async ({ page, control }) => {
    await gotoEn(page);
    await login(page, 'fan', 'fan12345');
    await expect(page.getByRole('link', { name: /my account, fan/i })).toBeVisible();
    await page.goto('/negative');
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'lossRefund');
    await expect(page.getByTestId('refund-net-loss')).toHaveText(money(0));
    await expect(page.getByTestId('refund-empty')).toHaveText('No net loss this week: nothing to refund.');
    await expect(page.getByRole('button', { name: 'Claim refund' })).toBeDisabled();
    // The server refuses it too, whatever the body asks for.
    expect((await claimAs(page.request, control, 'fan', 'fan12345')).code).toBe(1006000007);
  });
});
