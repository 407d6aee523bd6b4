import type { Page } from 'playwright-core';

/**
 * What the fault run does in the page, as a bettor would: pick, stake, press Place, and read the
 * slip's outcome (each order's client id, order id and state, from the slip's own rows).
 */

export interface ClientOrder {
  cid: string;
  oid: string | null;
  state: string;
}

export const slip = (page: Page) => page.locator('[data-testid="bet-slip"]');

export async function login(page: Page, base: string): Promise<void> {
  if (!page.url().startsWith(base)) await page.goto(`${base}/?lang=en`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.locator('form button[type=submit]').click();
  await page.getByRole('link', { name: /My account/ }).waitFor();
}

export async function openSports(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sports?lang=en`);
  await page.locator('[data-testid="connection"][data-state="connected"]').waitFor({ timeout: 20_000 });
  await page
    .locator('[data-testid^="match-row-"][data-status="4"] button.odds-btn:not([disabled])')
    .first()
    .waitFor({ timeout: 20_000 });
}

/** Picks `count` selections on different not-started rows among the first ten on screen. */
export async function pickLegs(page: Page, rows: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const nth of rows) {
    const button = page
      .locator('[data-testid^="match-row-"][data-status="4"]')
      .nth(nth)
      .locator('button.odds-btn:not([disabled])')
      .first();
    const testId = await button.getAttribute('data-testid', { timeout: 5_000 });
    if (!testId) continue;
    const [, marketId, optionType] = testId.split('-');
    await button.click();
    const key = `${marketId}:${optionType}`;
    await slip(page).locator(`[data-testid="slip-leg-${key}"]`).waitFor({ timeout: 5_000 });
    keys.push(key);
  }
  return keys;
}

export async function stake(page: Page, key: string, amount: number): Promise<void> {
  await slip(page).locator(`[data-testid="slip-stake-${key}"] input`).fill(String(amount));
}

/** Waits until the odds check answered and nothing blocks Place. */
export async function placeable(page: Page): Promise<boolean> {
  try {
    await slip(page).locator('[data-testid="slip-place"][aria-disabled="false"]').waitFor({ timeout: 8_000 });
    return true;
  } catch {
    return false;
  }
}

export async function phase(page: Page): Promise<string | null> {
  return slip(page)
    .locator('[data-testid="slip-status"]')
    .getAttribute('data-phase', { timeout: 500 })
    .catch(() => null);
}

export async function clientOrders(page: Page): Promise<ClientOrder[]> {
  return slip(page)
    .locator('[data-testid="slip-order"]')
    .evaluateAll((items) =>
      items.map((el) => ({
        cid: el.getAttribute('data-cid') ?? '',
        oid: el.getAttribute('data-oid'),
        state: el.getAttribute('data-state') ?? '',
      })),
    );
}

/** The slip back to empty, whatever it shows (a finished placement, leftover legs). */
export async function emptySlip(page: Page): Promise<void> {
  const dismiss = slip(page).locator('[data-testid="slip-dismiss"]');
  if (await dismiss.isVisible().catch(() => false)) await dismiss.click();
  const clear = slip(page).getByRole('button', { name: 'Clear all' });
  if (await clear.isVisible().catch(() => false)) await clear.click();
}
