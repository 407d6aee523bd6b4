import { createTestModel } from 'xstate/graph';
import { expect, gotoEn, test } from '../e2e/fixtures';
import { sessionModel } from './session.model';
import type { Page } from '@playwright/test';

const model = createTestModel(sessionModel);
const dialog = (page: Page) => page.getByRole('dialog');

async function submitLogin(page: Page, userName: string, password: string) {
  await dialog(page).getByLabel('User name').fill(userName);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
  await dialog(page).locator('form button[type=submit]').click();
}

const states = {
  home: async (page: Page) => {
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  },
  loginDialog: async (page: Page) => {
    await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  },
  loginRejected: async (page: Page) => {
    await expect(dialog(page).getByRole('alert')).toHaveText('Wrong user name or password');
  },
  verification: async (page: Page) => {
    await expect(dialog(page).getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  },
  vtob: async (page: Page) => {
    await expect(page.getByTestId('vtob-panel')).toContainText('legacy.example');
  },
  registerDialog: async (page: Page) => {
    await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
  },
  loggedIn: async (page: Page) => {
    await expect(page.getByRole('link', { name: /^My account, / })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{48}$/);
  },
  loggedOut: async (page: Page) => {
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  },
};

const events = {
  OPEN_LOGIN: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log in' }).click(),
  OPEN_REGISTER: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click(),
  SWITCH_TO_REGISTER: (page: Page) => dialog(page).getByRole('button', { name: 'Sign up', pressed: false }).click(),
  SUBMIT_WRONG: (page: Page) => submitLogin(page, 'demo', 'not-the-password1'),
  SUBMIT_DEMO: (page: Page) => submitLogin(page, 'demo', 'demo1234'),
  SUBMIT_VERIFY_ACCOUNT: (page: Page) => submitLogin(page, 'verify', 'verify1234'),
  SUBMIT_MIGRATE: (page: Page) => submitLogin(page, 'migrate', 'migrate1234'),
  ENTER_CODE: async (page: Page) => {
    await dialog(page).getByLabel('SMS code').fill('123456');
    await dialog(page).getByRole('button', { name: 'Verify and log in' }).click();
  },
  CONFIRM_VTOB: (page: Page) => page.getByTestId('vtob-panel').getByRole('button', { name: 'Continue' }).click(),
  REGISTER_NEW: async (page: Page) => {
    await dialog(page)
      .getByLabel('User name')
      .fill(`m${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
    await dialog(page).getByLabel('Password', { exact: true }).fill('model1234');
    await dialog(page).getByLabel('Confirm password').fill('model1234');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
  },
  CLOSE: (page: Page) => page.keyboard.press('Escape'),
  LOGOUT: async (page: Page) => {
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log out' }).click()]);
  },
};

test.describe('session model (every simple path through the real UI)', () => {
  for (const path of model.getSimplePaths()) {
    test(path.description, async ({ page, control: _control }) => {
      await gotoEn(page);
      await path.test({
        states: Object.fromEntries(Object.entries(states).map(([key, check]) => [key, () => check(page)])),
        events: Object.fromEntries(
          Object.entries(events).map(([key, exec]) => [key, async () => void (await exec(page))]),
        ),
      });
    });
  }
});
