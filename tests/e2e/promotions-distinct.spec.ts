import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, test, type Control } from './fixtures';

/**
 * Each promotion page shows its own content from the server (docs/promo-api.md, "Each promotion its own
 * offer"): the pages of one template never show the same body, and the service pages do what their
 * names say (a suggestion box with answers, the member's transactions, the service contacts, the
 * payment guides into the cashier).
 */
const money = (amount: number) => formatMoney(amount, 'VND', 'en');

const GROUPS: Record<string, string[]> = {
  depositBonus: [
    '/firstcharge',
    '/newbieactivity',
    '/ActivityView/WelcomeWealthActivity',
    '/monthly',
    '/america/activity',
    '/usdt-activity',
    '/usdt-activity2',
    '/usdt-activity3',
  ],
  wheel: ['/luckyWheel', '/FifaActivity', '/feast', '/moneyball', '/national-day', '/singlesDay'],
  giftBox: [
    '/GiftBox',
    '/GiftBoxVi',
    '/FifaActivityVi',
    '/Valentine-Day',
    '/Mid-Autumn-Festival',
    '/christmas-activities',
  ],
  rebate: ['/rebate-activity', '/ActivityView/ElectronicActivity', '/61flow', '/electronic'],
  article: [
    '/royal',
    '/520model',
    '/base',
    '/k2v',
    '/national',
    '/businessYoungModel',
    '/america/details',
    '/ActivityView/StaticActivity',
  ],
};

/** The page's body under its header: what the template drew from the server's content. */
async function bodyOf(page: Page, path: string, template: string): Promise<string> {
  await gotoEn(page, path);
  const screen = page.getByTestId('promo-page');
  await expect(screen, path).toHaveAttribute('data-template', template);
  const body = screen.locator('.promo-body, .promo-article');
  await expect(body.first(), path).not.toBeEmpty();
  return (await body.allInnerTexts()).join('\n');
}

test.describe('every promotion its own body', () => {
  for (const [template, paths] of Object.entries(GROUPS)) {
    test(`${template}: no two pages show the same body`, async ({ page, control: _c }) => {
      test.setTimeout(60_000);
      const seen = new Map<string, string>();
      for (const path of paths) {
        const body = await bodyOf(page, path, template);
        expect(seen.get(body), `${path} shows the body of ${seen.get(body)}`).toBeUndefined();
        seen.set(body, path);
      }
      expect(seen.size).toBe(paths.length);
    });
  }

  test("the aliases show their page's body; a USDT promotion's tiers are in USDT and count USDT deposits only", async ({
    page,
    control: _c,
  }) => {
    expect(await bodyOf(page, '/static-activity', 'article')).toBe(
      await bodyOf(page, '/ActivityView/StaticActivity', 'article'),
    );
    expect(await bodyOf(page, '/newbie-activity', 'depositBonus')).toBe(
      await bodyOf(page, '/newbieactivity', 'depositBonus'),
    );
    await gotoEn(page, '/usdt-activity');
    await expect(page.getByTestId('tier-t1')).toContainText('Deposit 20 USDT');
    await expect(page.getByTestId('tier-t1')).toContainText(`Bonus ${money(50_000)}`);
    await expect(page.getByTestId('bonus-channel')).toHaveText('Only deposits through USDT count.');
  });
});

async function asDemo(page: Page, path: string) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto(path);
  await expect(page.getByTestId('promo-page')).toBeVisible();
}

async function tokenOf(request: APIRequestContext, control: Control): Promise<string> {
  const r = await request.post('/api/user/auth/account-login/v2', {
    data: { userName: 'demo', password: 'demo1234' },
    headers: { 'x-sim-scope': control.scope },
  });
  return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
}

test.describe('service pages', () => {
  test('the suggestion box: sent as text, answered, still there after a reload, and refused when too long', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await asDemo(page, '/suggestion');
    await expect(page.getByText('You have not sent any suggestions yet.')).toBeVisible();
    await page.getByLabel('Topic').selectOption({ label: 'Withdrawals' });
    const text = '<b>bold?</b> my withdrawal took an hour';
    await page.getByRole('textbox', { name: 'Your suggestion' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'your suggestion was sent' })).toBeVisible();
    // The double press sent one suggestion and said nothing else.
    await expect(page.getByRole('alert')).toHaveCount(0);
    const list = page.getByTestId('feedback-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.locator('.feedback-text')).toHaveText(text);
    await expect(list.locator('b')).toHaveCount(0);
    await expect(list).toContainText('Answer: Thank you. Withdrawals are reviewed in order');
    await a11y();

    await page.reload();
    await expect(page.getByTestId('feedback-list').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('feedback-list')).toContainText('Withdrawals ·');

    await page.getByRole('textbox', { name: 'Your suggestion' }).fill('x'.repeat(501));
    await expect(page.getByText('501 / 500 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('At most 500 characters, please.');
    await expect(page.getByTestId('feedback-list').getByRole('listitem')).toHaveCount(1);
  });

  test("the transaction page lists the member's own wallet lines", async ({ page, control, request }) => {
    const token = await tokenOf(request, control);
    const signed = await request.post('/api/operation/activity/claim', {
      data: { id: 'sign', action: 'sign', clientKey: 'e2e-tx' },
      headers: { authorization: `Bearer ${token}`, 'x-sim-scope': control.scope },
    });
    const amount = ((await signed.json()) as { data: { amount: number } }).data.amount;
    expect(amount).toBeGreaterThan(0);
    await asDemo(page, '/transaction');
    const rows = page.getByTestId('transactions').locator('.tx-row[data-kind="promo"]');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('.tx-amount')).toHaveText(`+${money(amount)}`);
    await page.getByRole('link', { name: 'Open your wallet' }).click();
    await expect(page).toHaveURL(/\/personal\/wallet\?section=transactions/);
  });

  test('a guest is asked to log in on the transaction page', async ({ page, control: _c }) => {
    await gotoEn(page, '/transaction');
    await expect(page.getByText('Log in to see your transactions.')).toBeVisible();
  });

  test('the dedicated customer service lists the contacts popCustomerLink gives', async ({ page, control: _c }) => {
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/operation/tutorial/config/popCustomerLink',
    );
    await gotoEn(page, '/dedicated-customer-service');
    const contacts = ((await (await answer).json()) as { data: { contacts: Array<{ id: string; value: string }> } })
      .data.contacts;
    expect(contacts.length).toBeGreaterThan(0);
    await expect(page.getByTestId('service-status')).toHaveText('Online 24/7');
    for (const c of contacts) await expect(page.getByTestId(`contact-${c.id}`)).toContainText(c.value);
    await page.getByRole('link', { name: 'Send a suggestion' }).click();
    await expect(page).toHaveURL(/\/suggestion$/);
  });

  test('the USDT and e-wallet guides lead into the cashier with their channel chosen', async ({
    page,
    control: _c,
  }) => {
    await asDemo(page, '/c2cVirtual');
    await expect(page.getByTestId('guide-limits')).toHaveText('10 USDT – 50,000 USDT');
    await expect(page.getByTestId('guide-rate')).toHaveText(`1 USDT = ${money(25_000)}`);
    await page.getByRole('link', { name: 'Deposit with USDT' }).click();
    await expect(page).toHaveURL(/\/personal\/wallet\?section=deposit&channel=usdt/);
    await expect(page.getByRole('radio', { name: /USDT/ })).toBeChecked();

    await page.goto('/cbPay');
    await expect(page.getByTestId('promo-guide')).toHaveAttribute('data-channel', 'ewallet');
    await page.getByRole('link', { name: 'Deposit with E-wallet' }).click();
    await expect(page.getByRole('radio', { name: /E-wallet/ })).toBeChecked();
  });
});
