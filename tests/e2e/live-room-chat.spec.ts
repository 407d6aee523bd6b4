import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Control } from './fixtures';
import { balanceOf, openRoom, signIn, STREAMS } from './live-kit';

/**
 * The room's chat, gifts and timeline through the real room page, against the simulator's
 * socket.io chat (per scope: bots, bans and wallets of one test never reach another).
 */

const chat = (page: Page) => page.locator('.chat-panel');
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Your message' });
const lines = (page: Page) => chat(page).getByRole('list', { name: 'Chat messages' }).locator('li');

/** Opens the free room with its bots quiet, and answers its chat room id. */
async function quietRoom(page: Page, control: Control): Promise<string> {
  await signIn(page);
  await openRoom(page, STREAMS.free);
  const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
  await control.post('/live/chat/bots', { roomId, on: false });
  await expect(input(page)).toBeEnabled({ timeout: 10_000 });
  return roomId;
}

async function fbIdOf(request: APIRequestContext, streamId: number): Promise<number> {
  const streams = (await (await request.get('/sim/control/live/streams')).json()) as Array<{ id: number; fbId: number }>;
  return streams.find((s) => s.id === streamId)!.fbId;
}

test.describe('live room chat', () => {
  test('the own line shows at once and others’ lines arrive', async ({ page, control }) => {
    const roomId = await quietRoom(page, control);
    await input(page).fill('Hello from the test');
    await chat(page).getByRole('button', { name: 'Send' }).click();
    const own = lines(page).filter({ hasText: 'Hello from the test' });
    await expect(own).toHaveClass(/chat-line--own/, { timeout: 1_000 });
    await expect(input(page)).toHaveValue('');
    // Sent: the "Sending…" mark goes, and nothing is marked failed.
    await expect(own.locator('.chat-line__status')).toHaveCount(0);
    await control.post('/live/chat/say', { roomId, text: 'A line from someone else' });
    await expect(lines(page).filter({ hasText: 'A line from someone else' })).toBeVisible();
    await expect(lines(page).filter({ hasText: 'A line from someone else' })).not.toHaveClass(/chat-line--own/);
  });

  test('a sensitive word is refused before sending: the notice names it, nothing is delivered', async ({ page, control }) => {
    await quietRoom(page, control);
    await input(page).fill('you scammer');
    await chat(page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(page).locator('.chat-panel__notice')).toHaveText('“scammer” is not allowed in the chat.');
    await expect(input(page)).toHaveValue('you scammer');
    await page.waitForTimeout(500);
    await expect(lines(page).filter({ hasText: 'scammer' })).toHaveCount(0);
  });

  test('a banned user sees why and cannot send', async ({ page, control }) => {
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
    await control.post('/live/chat/ban', { userName: 'demo', roomId, minutes: 0, reason: 'spam links' });
    await page.reload();
    await expect(chat(page).locator('.chat-panel__ban')).toHaveText(/muted.*spam links/, { timeout: 10_000 });
    await expect(input(page)).toBeDisabled();
    await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test('a gift debits the balance and animates as xN', async ({ page, control }) => {
    await control.post('/balance', { userName: 'demo', balance: 100_000 });
    await quietRoom(page, control);
    const gifts = page.getByRole('region', { name: 'Gifts' });
    await gifts.getByRole('radio', { name: /Rose/ }).click();
    const send = gifts.getByRole('button', { name: /^Send Rose/ });
    await send.click();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.locator('.gift-banner').filter({ hasText: 'x2' }).first()).toBeVisible({ timeout: 5_000 });
    await expect.poll(() => balanceOf(page, control)).toBe(98_000);
    await expect(gifts.getByText(/Balance: ₫98,000/)).toBeVisible();
  });

  test('a goal of the streamed match appears in the timeline', async ({ page, control, request }) => {
    await quietRoom(page, control);
    const fbId = await fbIdOf(request, STREAMS.free);
    await control.post('/sports/goal', { matchId: fbId, side: 'home' });
    await expect(lines(page).filter({ hasText: /Goal for the home side!/ })).toBeVisible({ timeout: 10_000 });
  });
});
