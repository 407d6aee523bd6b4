import type { Page } from '@playwright/test';
import { expect, gotoEn, test } from './fixtures';

/**
 * The phone forms check as the person goes (docs/product.md, "Sign-in and session"): the number
 * when its code is asked for, the code as soon as it is complete or left, and a free user name
 * offered; and the language picker offers the list its own origin serves, or the built-in one when
 * that origin fails (docs/product.md, "Languages and variants").
 */

const DEMO_PHONE = '0912345678';
const freshPhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.describe('phone checks', () => {
  test('a wrong code says so before the next step; the right one is confirmed and logs in', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await gotoEn(page, '/mobile-login');
    const form = page.getByRole('form', { name: 'Log in with phone' });
    await form.getByLabel('Phone number').fill(DEMO_PHONE);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText('A code was sent by SMS.')).toBeVisible();
    const code = form.getByLabel('SMS code');
    await code.fill('111111');
    await code.press('Tab');
    await expect(form.getByRole('alert')).toHaveText('This code is not right. Check the SMS and try again.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/mobile-login/);
    await a11y();

    await code.fill('123456');
    await expect(form.getByText('Code confirmed.')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  });

  test('a number that already has an account says so at registration and leads to phone login', async ({
    page,
    control: _c,
  }) => {
    await gotoEn(page, '/mobile-register');
    const form = page.getByRole('form', { name: 'Sign up with phone' });
    await form.getByLabel('Phone number').fill(DEMO_PHONE);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('alert')).toHaveText('This number already has an account.');
    await form.getByRole('button', { name: 'Log in with this number' }).click();
    await expect(page.getByRole('form', { name: 'Log in with phone' })).toBeVisible();
  });

  test('a number without an account says so at phone login', async ({ page, control: _c }) => {
    await gotoEn(page, '/mobile-login');
    const form = page.getByRole('form', { name: 'Log in with phone' });
    await form.getByLabel('Phone number').fill(freshPhone());
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('alert')).toHaveText('No account uses this number.');
    await expect(form.getByRole('button', { name: 'Sign up with this number' })).toBeVisible();
  });

  test('a free number fills in a suggested user name, which registers', async ({ page, control: _c }) => {
    await gotoEn(page, '/mobile-register');
    const form = page.getByRole('form', { name: 'Sign up with phone' });
    await form.getByLabel('Phone number').fill(freshPhone());
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByLabel('User name')).toHaveValue(/^vn[0-9a-f]{8}$/);
    await form.getByLabel('SMS code').fill('123456');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: /my account, vn[0-9a-f]{8}/i })).toBeVisible();
  });
});

test.describe('the language list', () => {
  const menuItems = (page: Page) => page.getByRole('menuitemradio');

  test("the picker offers the list the language origin serves, in the server's order", async ({
    page,
    control: _c,
  }) => {
    await gotoEn(page);
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(menuItems(page)).toHaveText(['VITiếng Việt', '中简体中文', 'ENEnglish']);
  });

  test('the built-in list when the language origin fails', async ({ page, control }) => {
    await control.fault({ match: '/static/language/list', kind: 'http-status', status: 503 });
    await gotoEn(page);
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(menuItems(page)).toHaveText(['VITiếng Việt', '中简体中文', 'ENEnglish', 'THภาษาไทย']);
    await menuItems(page).filter({ hasText: 'ภาษาไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
