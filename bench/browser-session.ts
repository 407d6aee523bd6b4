import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium as the budget check and Lighthouse run it: no QUIC, no background traffic. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The one way a bench starts Chromium (headless, the flags above; `extraArgs` such as --js-flags on top). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/** The demo bettor of the README. */
export const DEMO = { userName: 'demo', password: 'demo1234' };

/**
 * Logs the demo user in through the real dialog (in English, so the selectors read) and returns
 * the local storage the app keeps afterwards (token, user info, device id ...) without the stored
 * language, so a page opened with it starts in the region's default language like a first visit.
 */
export async function loggedInStorage(browser: Browser, base: string): Promise<Array<{ name: string; value: string }>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/?lang=en`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill(DEMO.userName);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await dialog.locator('form button[type=submit]').click();
  await page.getByRole('link', { name: /My account/ }).waitFor();
  const state = await context.storageState();
  await context.close();
  const origin = state.origins.find((o) => base.startsWith(o.origin));
  return (origin?.localStorage ?? []).filter((item) => item.name !== 'language');
}
