import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE, type SendAck } from '../../src/api/live/chat-protocol';
import { expect, test, type Control, type SimTime, signIn } from './fixtures';
import { openRoom, STREAMS } from './live-kit';

/**
 * Moderation that takes effect, with two browser contexts in one simulator scope:
 * the presenter (demo `anchor`, presenter 501, who owns stream 9001) bans the viewer (demo `demo`)
 * from a chat line; the viewer's input is disabled with the reason within a second; lifting the ban
 * gives it back. The ban action shows only in the presenter's own room.
 */

const chat = (page: Page) => page.locator('.chat-panel');
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Your message' });
const lines = (page: Page) => chat(page).getByRole('log', { name: 'Chat messages' }).locator('li');

/** A second signed-in page in the test's scope, on the simulator's clock. */
async function secondPage(browser: Browser, control: Control, simTime: SimTime, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'sim-scope', value: control.scope, url: baseURL }]);
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  return page;
}

async function enterQuiet(page: Page, control: Control, streamId: number): Promise<string> {
  await openRoom(page, streamId);
  const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
  await control.post('/live/chat/bots', { roomId, on: false });
  await control.post('/live/chat/config', { roomId, slowModeSeconds: 0 });
  await expect(input(page)).toBeEnabled({ timeout: 10_000 });
  return roomId;
}

/** A chat socket of `userName` opened from the test itself, as a script would (no browser, no client checks). */
async function scriptedSocket(
  request: APIRequestContext,
  baseURL: string,
  control: Control,
  userName: string,
  password: string,
  roomId: string,
): Promise<Socket> {
  const headers = { 'x-sim-scope': control.scope };
  const login = (await (
    await request.post('/api/user/auth/account-login/v2', { headers, data: { userName, password, vtobConfirm: '1' } })
  ).json()) as { data: { accessToken: string } };
  const token = login.data.accessToken;
  const sig = (await (
    await request.get(`/api/live/chatroom/getSig/${userName}`, {
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { userSig: string } };
  const socket = io(`${baseURL}${CHAT_NAMESPACE}`, {
    auth: { token, userSig: sig.data.userSig },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  expect(await socket.emitWithAck(CHAT_EVENTS.join, { roomId })).toMatchObject({ ok: true });
  return socket;
}

const custom = (socket: Socket, roomId: string, body: unknown) =>
  socket.emitWithAck(CHAT_EVENTS.send, {
    roomId,
    clientId: `c${Math.random()}`,
    kind: 'custom',
    custom: body,
  }) as Promise<SendAck>;

test.describe('moderation', () => {
  test('a member’s forged ban and notice reach nobody: the victim is not muted and sees no system line; the presenter’s notice shows', async ({
    page: victim,
    control,
    request,
    baseURL,
  }) => {
    await signIn(victim, 'fan', 'fan12345');
    const roomId = await enterQuiet(victim, control, STREAMS.free);
    const attacker = await scriptedSocket(request, baseURL!, control, 'demo', 'demo1234', roomId);
    const presenter = await scriptedSocket(request, baseURL!, control, 'anchor', 'anchor1234', roomId);
    try {
      const phishing = 'Your account is frozen: verify at http://phish.example';
      // The server refuses them (soft: what the victim's page shows is the point, and is checked either way).
      expect
        .soft(await custom(attacker, roomId, { type: 'room', event: 'ban', userName: 'fan', reason: phishing }))
        .toMatchObject({ ok: false });
      expect
        .soft(await custom(attacker, roomId, { type: 'room', event: 'notice', text: phishing }))
        .toMatchObject({ ok: false });
      // The presenter's notice, sent after the forgeries, shows: by then anything forged would have too.
      expect(
        await custom(presenter, roomId, { type: 'room', event: 'notice', text: 'Half-time in five minutes' }),
      ).toMatchObject({ ok: true });
      await expect(lines(victim).filter({ hasText: 'Half-time in five minutes' })).toHaveClass(/chat-line--system/, {
        timeout: 5_000,
      });
      await expect(chat(victim).getByText(/phish\.example/)).toHaveCount(0);
      await expect(lines(victim).filter({ hasText: /muted/i })).toHaveCount(0);
      await expect(input(victim)).toBeEnabled();
      await expect(chat(victim).locator('.chat-panel__ban')).toHaveCount(0);
    } finally {
      attacker.disconnect();
      presenter.disconnect();
    }
  });

  test('the presenter bans a viewer from a chat line; the viewer’s input is disabled within a second; lifting it restores it', async ({
    page: viewer,
    control,
    browser,
    simTime,
    baseURL,
  }) => {
    await signIn(viewer);
    await enterQuiet(viewer, control, STREAMS.free);
    const presenter = await secondPage(browser, control, simTime, baseURL!);
    await signIn(presenter, 'anchor', 'anchor1234');
    await enterQuiet(presenter, control, STREAMS.free);

    await input(viewer).fill('buy cheap tips at my site');
    await input(viewer).press('Enter');
    const line = lines(presenter).filter({ hasText: 'buy cheap tips at my site' });
    await expect(line).toBeVisible({ timeout: 5_000 });
    // The viewer has no ban action anywhere; the presenter has one on the viewer's line.
    await expect(chat(viewer).getByRole('button', { name: /^Ban / })).toHaveCount(0);
    await line.getByRole('button', { name: 'Ban Demo' }).click();

    const dialog = presenter.getByRole('dialog', { name: 'Moderate Demo' });
    await dialog.getByRole('radio', { name: '1 hour' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('spam links');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    const bannedAt = Date.now();
    await expect(input(viewer)).toBeDisabled({ timeout: 1_000 });
    const tookMs = Date.now() - bannedAt;
    await expect(chat(viewer).locator('.chat-panel__ban')).toContainText('spam links');
    await expect(chat(viewer).getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(dialog).toHaveCount(0);
    test.info().annotations.push({ type: 'ban-to-disabled-ms', description: String(tookMs) });

    // The room says so; the ban shows in the dialog with its reason, and lifting it restores the viewer.
    await expect(
      lines(presenter)
        .filter({ hasText: 'Demo was muted' })
        .or(lines(presenter).filter({ hasText: 'demo was muted' })),
    ).toHaveCount(1);
    await line.getByRole('button', { name: 'Ban Demo' }).click();
    await expect(dialog).toContainText('spam links');
    await dialog.getByRole('button', { name: 'Lift the ban' }).click();
    await expect(input(viewer)).toBeEnabled({ timeout: 1_000 });
    await expect(chat(viewer).locator('.chat-panel__ban')).toHaveCount(0);
    await input(viewer).fill('sorry, back again');
    await input(viewer).press('Enter');
    await expect(lines(presenter).filter({ hasText: 'sorry, back again' })).toBeVisible({ timeout: 5_000 });
    await presenter.context().close();
  });

  test('no ban action in another presenter’s room', async ({ page, control, browser, simTime, baseURL }) => {
    // Stream 9003 belongs to presenter 503, not to the anchor's 501.
    await signIn(page, 'anchor', 'anchor1234');
    await enterQuiet(page, control, 9003);
    const viewer = await secondPage(browser, control, simTime, baseURL!);
    await signIn(viewer);
    await enterQuiet(viewer, control, 9003);
    await input(viewer).fill('a line in someone else’s room');
    await input(viewer).press('Enter');
    await expect(lines(page).filter({ hasText: 'a line in someone else’s room' })).toBeVisible({ timeout: 5_000 });
    await expect(chat(page).getByRole('button', { name: /^Ban / })).toHaveCount(0);
    await viewer.context().close();
  });

  test('a member calling the presenter API directly is refused with 403', async ({ page, control }) => {
    await signIn(page);
    const token = ((await page.evaluate(() => localStorage.getItem('token'))) ?? '').replace(/^"|"$/g, '');
    const headers = { authorization: `Bearer ${token}`, 'x-sim-scope': control.scope };
    for (const path of ['/api/user/banLog/list', '/api/live/gift/profit/sum', '/api/live/push/order/list2']) {
      const response = await page.request.post(path, { data: {}, headers });
      expect(await response.json(), path).toEqual({
        code: 403,
        msg: 'Only presenters can use the presenter console',
        data: null,
      });
    }
  });
});
