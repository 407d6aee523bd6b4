import type { Page } from '@playwright/test';
import { expect, gotoEn, login, type Control } from './fixtures';

/**
 * Helpers of the live specs. The simulator's catalogue (simulator/live/catalog, docs/live-api.md):
 * 9001-9004 live (9002 the fee room; 9003 drops off air 4 minutes after start, 9004 ends after 8),
 * 9005 upcoming for 3 minutes, 9006 upcoming for hours, 9007 ended. Follows, reservations and fee
 * payments live per test scope.
 */
export const STREAMS = { free: 9001, fee: 9002, upcoming: 9006, ended: 9007 } as const;

export async function signIn(page: Page, user = 'demo', password = 'demo1234') {
  await gotoEn(page);
  await login(page, user, password);
  await expect(page.getByRole('link', { name: new RegExp(`my account, ${user}`, 'i') })).toBeVisible();
}

export async function openRoom(page: Page, streamId: number | string) {
  await gotoEn(page, `/anchorPlay/${streamId}`);
}

export async function balanceOf(page: Page, control: Control, userName = 'demo'): Promise<number> {
  const response = await page.request.get(`/sim/control/ledger?userName=${userName}`, { headers: { 'x-sim-scope': control.scope } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}
