import type { APIRequestContext, Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test, type Control, signIn } from './fixtures';
import { balanceOf, openRoom, STREAMS } from './live-kit';

/**
 * The room's chat, gifts and timeline through the real room page, against the simulator's
 * socket.io chat (per scope: bots, bans and wallets of one test never reach another).
 */

const chat = (page: Page) => page.locator('.chat-panel');
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Your message' });
const lines = (page: Page) => chat(page).getByRole('log', { name: 'Chat messages' }).locator('li');

/** Opens the free room with its bots quiet, and answers its chat room id. */
async function quietRoom(page: Page, control: Control): Promise<string> {
  await signIn(page);
  await openRoom(page, STREAMS.free);
  const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
  await control.post('/live/chat/bots', { roomId, on: false });
  await expect(input(page)).toBeEnabled({ timeout: 10_000 });
  return roomId;
}

async function statsOf(page: Page, control: Control, roomId: string): Promise<{ delivered: number; refused: number }> {
  const response = await page.request.get(`/sim/control/live/chat/stats?roomId=${encodeURIComponent(roomId)}`, {
    headers: { 'x-sim-scope': control.scope },
  });
  return ((await response.json()) as { stats: { delivered: number; refused: number } }).stats;
}

async function fbIdOf(request: APIRequestContext, streamId: number): Promise<number> {
  const streams = (await (await request.get('/sim/control/live/streams')).json()) as Array<{
    id: number;
    fbId: number;
  }>;
  return streams.find((s) => s.id === streamId)!.fbId;
}

test.describe('live room chat', () => {
  test('the own line shows at once and others’ lines arrive', async ({ page, control }) => {
    const roomId = await quietRoom(page, control);
    // Who is in the chat, written as every count is (not "watching": the score bar has the room's viewers).
    await expect(chat(page).locator('.chat-panel__online')).toHaveText(/^\d{1,3}(,\d{3})* in chat$/);
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

  test('a sensitive word is refused before sending: the notice names it, nothing is delivered', async ({
    page,
    control,
  }) => {
    const roomId = await quietRoom(page, control);
    const before = await statsOf(page, control, roomId);
    await input(page).fill('you scammer');
    await chat(page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(page).locator('.chat-panel__notice')).toHaveText('“scammer” is not allowed in the chat.');
    await expect(input(page)).toHaveValue('you scammer');
    await page.clock.runFor(500);
    await expect(lines(page).filter({ hasText: 'scammer' })).toHaveCount(0);
    // Refused in the client: the server neither delivered nor refused anything.
    expect(await statsOf(page, control, roomId)).toMatchObject({
      delivered: before.delivered,
      refused: before.refused,
    });
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

test.describe('live room layout', () => {
  test('PC: the chat column is as tall as the video beside it, with the gifts at its foot', async ({
    page,
    control: _c,
  }) => {
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const stage = page.getByRole('region', { name: 'Video and score' });
    const chatColumn = page.locator('.panel-chat');
    await expect(chatColumn.getByRole('region', { name: 'Gifts' })).toBeVisible({ timeout: 10_000 });
    const [s, c] = [await stage.boundingBox(), await chatColumn.boundingBox()];
    expect(Math.abs(s!.y - c!.y)).toBeLessThan(2);
    expect(Math.abs(s!.height - c!.height)).toBeLessThan(2);
    expect(c!.x).toBeGreaterThan(s!.x + s!.width);
  });

  test('the chat and its gifts hold still as the room fills: lines below lines, the gifts in a place kept for them', async ({
    page,
    control,
  }) => {
    await recordLayoutShifts(page, '.panel-chat');
    await signIn(page);
    // Vietnamese on the phone: its gift names take two lines.
    for (const [width, lang] of [
      [1280, 'en'],
      [375, 'vi'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/anchorPlay/${STREAMS.free}?lang=${lang}`);
      await expect(page.locator('.gift-panel')).toBeVisible({ timeout: 10_000 });
      const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
      // By class, not by name: the names are Vietnamese in the second pass.
      await expect(page.locator('.chat-panel__input')).toBeEnabled({ timeout: 10_000 });
      const shown = page.locator('.chat-panel__list > li');
      const before = await shown.count();
      for (const text of ['one', 'two', 'three']) await control.post('/live/chat/say', { roomId, text });
      await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(before + 3);
      expect(await layoutShifts(page), `at ${width}`).toEqual([]);
    }
  });

  test('H5: the gifts are in the chat tab, not above the tabs', async ({ page, control: _c }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const gifts = page.getByRole('region', { name: 'Gifts' });
    await expect(gifts).toBeVisible({ timeout: 10_000 });
    const tabs = page.getByRole('tablist', { name: 'Room' });
    expect((await gifts.boundingBox())!.y).toBeGreaterThan((await tabs.boundingBox())!.y);
    await tabs.getByRole('tab', { name: 'Bets' }).click();
    await expect(gifts).toBeHidden();
  });
});
