import type { Browser, Page } from '@playwright/test';
import { expect, login, test, type Control, type SimTime, signIn } from './fixtures';
import { openRoom, STREAMS } from './live-kit';

/**
 * Two viewers in one room, each in their own browser context (own cookies, own socket), both in the
 * test's simulator scope: `demo` reads Vietnamese, `fan` (the simulator's second bettor) English.
 * What one sends the other sees; a gift from one animates in the other's room as xN, named in the
 * other's language; a sensitive word never leaves the sender's browser.
 */

const chat = (page: Page) => page.locator('.chat-panel');
const lines = (page: Page, name: string) => chat(page).getByRole('log', { name }).locator('li');

/** A second context in the same scope, on the simulator's clock as the fixtures' page is. */
async function secondViewer(browser: Browser, baseURL: string, control: Control, simTime: SimTime): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'sim-scope', value: control.scope, url: baseURL }]);
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  return page;
}

/** Logs in and opens the free room in Vietnamese (the sign-in helper's checks are English). */
async function openRoomVi(page: Page, user: string, password: string) {
  await page.goto('/?lang=vi');
  await login(page, user, password);
  await expect(page.getByRole('link', { name: new RegExp(`Tài khoản của tôi, ${user}`, 'i') })).toBeVisible();
  await page.goto(`/anchorPlay/${STREAMS.free}?lang=vi`);
}

test.describe('live room: two viewers', () => {
  test('A (vi) and B (en) chat both ways, B sees A’s gift combo in English, a sensitive word stays in A’s browser', async ({
    page: a,
    control,
    browser,
    baseURL,
    simTime,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 100_000 });
    const b = await secondViewer(browser, baseURL!, control, simTime);
    try {
      await openRoomVi(a, 'demo', 'demo1234');
      await signIn(b, 'fan', 'fan12345');
      await openRoom(b, STREAMS.free);
      const roomId = (await a.locator('.room-gifts').getAttribute('data-room'))!;
      expect(await b.locator('.room-gifts').getAttribute('data-room')).toBe(roomId);
      await control.post('/live/chat/bots', { roomId, on: false });
      const inputA = chat(a).getByRole('textbox', { name: 'Tin nhắn của bạn' });
      const inputB = chat(b).getByRole('textbox', { name: 'Your message' });
      await expect(inputA).toBeEnabled({ timeout: 10_000 });
      await expect(inputB).toBeEnabled({ timeout: 10_000 });
      const linesA = lines(a, 'Tin nhắn trò chuyện');
      const linesB = lines(b, 'Chat messages');

      // A -> B
      await inputA.fill('Chào cả phòng từ A');
      await chat(a).getByRole('button', { name: 'Gửi' }).click();
      await expect(linesA.filter({ hasText: 'Chào cả phòng từ A' })).toHaveClass(/chat-line--own/);
      const atB = linesB.filter({ hasText: 'Chào cả phòng từ A' });
      await expect(atB).toBeVisible({ timeout: 5_000 });
      await expect(atB).not.toHaveClass(/chat-line--own/);
      await expect(atB.locator('.chat-line__nick')).toHaveText('Demo');

      // B -> A
      await inputB.fill('Hello back from B');
      await chat(b).getByRole('button', { name: 'Send' }).click();
      await expect(linesB.filter({ hasText: 'Hello back from B' })).toHaveClass(/chat-line--own/);
      const atA = linesA.filter({ hasText: 'Hello back from B' });
      await expect(atA).toBeVisible({ timeout: 5_000 });
      await expect(atA.locator('.chat-line__nick')).toHaveText('Fan Minh');

      // A's gift, twice within the combo window: B's room shows it as x2, named in English.
      const giftsA = a.getByRole('region', { name: 'Quà tặng' });
      await giftsA.getByRole('radio', { name: /Hoa hồng/ }).click();
      const sendGift = giftsA.getByRole('button', { name: /^Tặng Hoa hồng/ });
      await sendGift.click();
      await expect(sendGift).toBeEnabled();
      await sendGift.click();
      await expect(b.locator('.gift-banner').filter({ hasText: 'Demo sent Rose x2' })).toBeVisible({ timeout: 5_000 });
      await expect(b.locator('.gift-banner__combo').first()).toHaveText('x2');
      await expect(linesB.filter({ hasText: 'Demo sent Rose x1' })).toHaveCount(2);
      await expect(b.getByText(/Hoa hồng/)).toHaveCount(0);
      // ... and A's own room in Vietnamese.
      await expect(a.locator('.gift-banner').filter({ hasText: 'Demo đã tặng Hoa hồng x2' })).toBeVisible({
        timeout: 5_000,
      });

      // A sensitive word is refused in A's browser: the notice names it, nothing reaches the server or B.
      const stats = async () =>
        (
          (await (
            await a.request.get(`/sim/control/live/chat/stats?roomId=${encodeURIComponent(roomId)}`, {
              headers: { 'x-sim-scope': control.scope },
            })
          ).json()) as { stats: { delivered: number; refused: number } }
        ).stats;
      const before = await stats();
      await inputA.fill('đồ lừa đảo');
      await chat(a).getByRole('button', { name: 'Gửi' }).click();
      await expect(chat(a).locator('.chat-panel__notice')).toHaveText('Không được dùng “lừa đảo” trong trò chuyện.');
      await expect(inputA).toHaveValue('đồ lừa đảo');
      // B's next line arrives, and A's refused one never came before it.
      await inputB.fill('Still here');
      await chat(b).getByRole('button', { name: 'Send' }).click();
      await expect(linesA.filter({ hasText: 'Still here' })).toBeVisible({ timeout: 5_000 });
      await expect(linesB.filter({ hasText: 'lừa đảo' })).toHaveCount(0);
      await expect(linesA.filter({ hasText: 'lừa đảo' })).toHaveCount(0);
      expect(await stats()).toMatchObject({ delivered: before.delivered + 1, refused: before.refused });
    } finally {
      await b.context().close();
    }
  });
});
