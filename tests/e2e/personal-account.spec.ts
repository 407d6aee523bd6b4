import type { APIRequestContext, Page } from '@playwright/test';
import { maskPhone } from '../../src/lib/rules/masking';
import { expect, gotoEn, login, test } from './fixtures';

/**
 * The personal center's profile, settings and security tabs (docs/member-api.md)
 * against the simulator. Each test registers its own user, so changing an avatar or a password
 * never touches the demo accounts other tests use.
 */

async function freshUser(request: APIRequestContext, baseURL: string, password: string) {
  const userName = `pa${Math.random().toString(36).slice(2, 12)}`;
  const r = await request.post(`${baseURL}/api/user/auth/account-register`, {
    data: { userName, password, countryCode: '84' },
  });
  expect(((await r.json()) as { code: number }).code).toBe(200);
  return userName;
}

async function signedIn(page: Page, request: APIRequestContext, baseURL: string, password = 'start123') {
  const userName = await freshUser(request, baseURL, password);
  await gotoEn(page);
  await login(page, userName, password);
  await expect(page.getByRole('link', { name: new RegExp(`my account, ${userName}`, 'i') })).toBeVisible();
  return userName;
}

test.describe('personal center: account', () => {
  test('profile: the chosen avatar is saved and still chosen after a reload; the identity code changes on refresh', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    await signedIn(page, request, baseURL!);
    await page.goto('/personal/profile');
    const seven = page.getByRole('button', { name: 'Avatar 7' });
    await expect(seven).toHaveAttribute('aria-pressed', 'false');
    await seven.click();
    await expect(seven).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Avatar 7' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('profile-phone')).toHaveText('No phone bound');

    await page.getByRole('button', { name: 'Show my code' }).click();
    const code = page.getByTestId('identity-code').locator('strong');
    await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
    const first = await code.textContent();
    await expect(page.getByTestId('identity-code')).toContainText('valid until');
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(code).not.toHaveText(first!);
    await a11y(page);
  });

  test('settings: odds format, theme and language apply everywhere at once', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    await signedIn(page, request, baseURL!);
    await page.goto('/personal/settings');
    const tab = page.getByTestId('settings-tab');
    await tab.getByRole('radio', { name: 'Hong Kong' }).check();
    await tab.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await a11y(page);

    // The sports list reads the same store: its settings dialog shows the choice made here.
    await page
      .getByRole('link', { name: /sports/i })
      .first()
      .click();
    await page.getByTestId('sports-settings').click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/personal/settings');
    // The language applies once its pack has loaded, so the radio turns checked a moment after the click.
    await page.getByTestId('settings-tab').getByRole('radio', { name: 'Tiếng Việt' }).click();
    await expect(page.getByTestId('settings-tab').getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Cài đặt' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('security: a wrong current password is refused by the server, a good change lets the user log in with the new one', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    const userName = await signedIn(page, request, baseURL!);
    await page.goto('/personal/security');
    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill('wrong999');
    await form.getByLabel('New password', { exact: true }).fill('better456');
    await form.getByLabel('Confirm the new password').fill('better465');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();

    await form.getByLabel('Confirm the new password').fill('better456');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is wrong.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await a11y(page);

    await form.getByLabel('Current password').fill('start123');
    await form.getByRole('button', { name: 'Change password' }).dblclick();
    await expect(form.getByText('Your password has been changed.', { exact: false })).toBeVisible();

    const login2 = await request.post(`${baseURL}/api/user/auth/account-login/v2`, {
      data: { userName, password: 'better456' },
    });
    expect(((await login2.json()) as { code: number }).code).toBe(200);
    const old = await request.post(`${baseURL}/api/user/auth/account-login/v2`, {
      data: { userName, password: 'start123' },
    });
    expect(((await old.json()) as { code: number }).code).toBe(1002000010);
  });

  test('security: a phone is bound with an SMS code; a taken number, a wrong code and a resend too soon are each said', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    await signedIn(page, request, baseURL!);
    await page.goto('/personal/security');
    const card = page.getByTestId('phone-card');
    await expect(card.getByTestId('bound-phone')).toHaveText('No phone bound');
    await card.getByRole('button', { name: 'Bind a phone' }).click();

    // demo's number belongs to demo.
    await card.getByLabel('New phone number').fill('0912345678');
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByRole('alert')).toHaveText('This number belongs to another account.');

    const mobile = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await card.getByLabel('New phone number').fill(mobile);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByText(`We sent a 6-digit code to +84 ${mobile}.`)).toBeVisible();
    const resend = card.getByTestId('resend');
    await expect(resend).toHaveText('Send again in 60 s');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(30_000);
    await expect(resend).toHaveText('Send again in 30 s');
    await page.clock.runFor(30_000);
    await expect(resend).toBeEnabled();
    // The page's minute is up, the server's is not (its clock ran seconds): it says how long to wait.
    await resend.click();
    await expect(card.getByRole('alert')).toHaveText(
      'A code was sent a moment ago: use it, or wait to ask for another.',
    );
    await expect(resend).toHaveText(/^Send again in \d+ s$/);
    await a11y(page);

    await card.getByLabel('SMS code').fill('000000');
    await card.getByRole('button', { name: 'Confirm phone' }).click();
    await expect(card.getByRole('alert')).toHaveText('That code is wrong. Check the SMS and try again.');
    await card.getByLabel('SMS code').fill('123456');
    await card.getByRole('button', { name: 'Confirm phone' }).dblclick();
    const masked = `+84 ${maskPhone(mobile)}`;
    await expect(card.getByRole('status')).toContainText(`Your phone is now ${masked}.`);
    await expect(card.getByTestId('bound-phone')).toHaveText(masked);
    await page.reload();
    await expect(page.getByTestId('phone-card').getByTestId('bound-phone')).toHaveText(masked);
  });

  test('follows: a match followed on the sports list shows with its link; a finished one can be cleared; unfollow empties the list', async ({
    page,
    request,
    baseURL,
    a11y,
    control: _c,
  }) => {
    await signedIn(page, request, baseURL!);
    await page.goto('/sports');
    const first = page.getByTestId('match-list').locator('[data-testid^="match-row-"]').first();
    await expect(first).toBeVisible();
    const id = Number((await first.getAttribute('data-testid'))!.replace('match-row-', ''));
    await page.getByTestId(`follow-${id}`).click();
    await expect(page.getByTestId(`follow-${id}`)).toHaveAttribute('aria-pressed', 'true');
    // A match the provider no longer lists (finished long ago) in the same stored list.
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('followList') ?? '{}') as Record<string, number[]>;
      localStorage.setItem('followList', JSON.stringify({ ...list, 3: [987654321] }));
    });

    await page.goto('/personal/follows');
    const rows = page.getByTestId('follow-list').getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/sports/sportsdetail/${id}`);
    await expect(page.getByTestId('follows-gone')).toContainText('1 followed match has finished');
    await a11y(page);
    await page.getByTestId('follows-gone').getByRole('button', { name: 'Remove them' }).click();
    await expect(page.getByTestId('follows-gone')).toHaveCount(0);
    await expect(rows).toHaveCount(1);

    await rows
      .first()
      .getByRole('button', { name: /^Unfollow / })
      .click();
    await expect(page.getByTestId('follows-empty')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('followList') ?? '{}'))).toEqual({});
  });
});
