import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { expect, test, type Control, signIn } from './fixtures';
import {
  expectNothingRan,
  leftOf,
  registerStranger,
  setNick,
  siteCall,
  textsOf,
  watch,
  type Stranger,
} from './hostile-kit';
import { openRoom, STREAMS } from './live-kit';
import { apiToken } from './presenter-kit';
import { sleep } from '../support/wait';
import { CORPUS, joined, packed, upTo } from './xss-corpus';
import { BAN_REASON_MAX } from '../../src/api/live/moderation-rules';

/**
 * A stranger's text is text in a live room's chat: the corpus of xss-corpus.ts (each payload calls
 * `window.__xss(n)` or opens a dialog if it ever runs) sent as chat lines under payload nicknames,
 * announced as gifts, named in the presenter's ban dialog, and given as the reason of a ban the banned
 * member reads. Where the server checks a field (nickname 1-20) the real route is used for what fits and
 * a test control sets the rest raw: the client must hold without the server. A right-to-left override in
 * a nickname must not reorder the rest of its line. Each test loads one screen with many payloads on it
 * (hostile-kit.ts watches the page).
 */

const chatLines = (page: Page) => page.locator('.chat-panel').getByRole('log', { name: 'Chat messages' });

/** The stranger's chat socket (docs/chat-protocol.md), joined to the room. */
async function strangerSocket(baseURL: string, control: Control, stranger: Stranger, roomId: string): Promise<Socket> {
  const headers = { authorization: `Bearer ${stranger.token}`, 'x-sim-scope': control.scope };
  const sig = (await (await fetch(`${baseURL}/api/live/chatroom/getSig/${stranger.userName}`, { headers })).json()) as {
    data: { userSig: string };
  };
  const auth = { token: stranger.token, userSig: sig.data.userSig };
  const socket = io(`${baseURL}/chat`, { auth, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck('join', { roomId, presenterId: '501' })).toMatchObject({ ok: true });
  return socket;
}

test.describe('hostile text stays text', () => {
  test('chat lines, nicknames and gift announcements in the presenter’s room', async ({ page, control, baseURL }) => {
    test.setTimeout(60_000);
    const guard = await watch(page);
    await signIn(page, 'anchor', 'anchor1234');
    await openRoom(page, STREAMS.free);
    const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
    await control.post('/live/chat/bots', { roomId, on: false });
    await control.post('/live/chat/config', { roomId, slowModeSeconds: 0, maxLength: 10_000 });
    await expect(page.locator('.chat-panel').getByRole('textbox', { name: 'Your message' })).toBeEnabled({
      timeout: 10_000,
    });

    const stranger = await registerStranger(page.request, control.scope);
    const socket = await strangerSocket(baseURL!, control, stranger, roomId);
    try {
      // Every payload as a line, sent under a payload nickname (the nick is read at send time).
      for (const p of CORPUS) {
        await setNick(page, control, stranger, p.text);
        const ack = (await socket.emitWithAck('send', {
          roomId,
          clientId: `x-${p.n}`,
          kind: 'text',
          text: p.text,
        })) as { ok: boolean; msg?: string };
        expect(ack, `payload ${p.n}`).toMatchObject({ ok: true });
        // Under the room's 40 normal messages a second: a pace on the server's real time, not a wait for the page.
        await sleep(30);
      }
      // Gifts announced under payload nicknames (the server announces them; the nick is the sender's).
      await control.post('/balance', { userName: stranger.userName, balance: 100_000_000 });
      const gifts = await siteCall<Array<{ id: number; price: number }>>(
        page.request,
        control.scope,
        stranger.token,
        'POST',
        '/api/live/gift/list',
        {},
      );
      const cheapest = [...gifts].sort((a, b) => a.price - b.price)[0]!;
      const gifted = CORPUS.filter((p) => p.n % 6 === 0 || p.n >= CORPUS.length - 3);
      for (const p of gifted) {
        await setNick(page, control, stranger, p.text);
        const gift = { giftId: cheapest.id, count: 1, roomId, presenterId: '501' };
        await siteCall(page.request, control.scope, stranger.token, 'POST', '/api/live/gift/save', gift);
      }
    } finally {
      socket.disconnect();
    }

    // Every line arrived (ack'd lines of this sender), then: nothing ran, and each shows as text.
    await expect
      .poll(async () => (await textsOf(page, '.chat-line__text')).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(CORPUS.length);
    await expectNothingRan(page, guard);
    const texts = CORPUS.map((p) => p.text);
    expect((await textsOf(page, '.chat-line__text')).filter((t) => texts.includes(t))).toHaveLength(CORPUS.length);
    // Each line shows its payload exactly, as text, under the payload nickname.
    const shown = await chatLines(page)
      .locator('li:has(.chat-line__text)')
      .evaluateAll((lis) =>
        lis.map((li) => {
          const of = (selector: string) => li.querySelector(selector)?.textContent ?? '';
          return { nick: of('.chat-line__nick'), text: of('.chat-line__text'), ban: of('.chat-line__moderate') };
        }),
      );
    // (A sentence closes the bidi controls a name leaves open, close-bidi.ts: compared without them.)
    const plain = (text: string) => text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
    const seen = shown.map((line) => ({ ...line, ban: plain(line.ban) }));
    for (const p of CORPUS)
      expect(seen, `payload ${p.n}`).toContainEqual({ nick: p.text, text: p.text, ban: plain(`Ban ${p.text}`) });
    await expect
      .poll(async () => (await textsOf(page, '.chat-line--gift')).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(6);
    const giftLines = await textsOf(page, '.chat-line--gift');
    for (const p of CORPUS.filter((x) => x.n % 6 === 0).slice(0, 3))
      expect(
        giftLines.some((t) => t.includes(p.text)),
        `gift by payload ${p.n}`,
      ).toBe(true);

    // The presenter's ban dialog names the sender in its title.
    const sample = CORPUS[1]!;
    await chatLines(page)
      .locator('li', { has: page.locator('.chat-line__text', { hasText: sample.text }) })
      .first()
      .locator('.chat-line__moderate')
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('h2')).toHaveText(`Moderate ${sample.text}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNothingRan(page, guard);
  });

  test('a right-to-left override in a nickname cannot reorder the rest of its line', async ({
    page,
    control,
    baseURL,
  }) => {
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
    await control.post('/live/chat/bots', { roomId, on: false });
    await control.post('/live/chat/config', { roomId, slowModeSeconds: 0 });
    // In the room before anything is said (the chat keeps no history).
    await expect(page.locator('.chat-panel').getByRole('textbox', { name: 'Your message' })).toBeEnabled({
      timeout: 10_000,
    });
    const stranger = await registerStranger(page.request, control.scope);
    // U+202E (right-to-left override) opened in the name and never closed: unchecked, it would turn
    // "Hello 123" after it into "321 olleH" and a gift line's words after the name likewise.
    await control.post('/member/nick', { userName: stranger.userName, nickName: '\u202Eevil' });
    const socket = await strangerSocket(baseURL!, control, stranger, roomId);
    try {
      expect(
        await socket.emitWithAck('send', { roomId, clientId: 'rtl', kind: 'text', text: 'Hello 123' }),
      ).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
    await control.post('/balance', { userName: stranger.userName, balance: 100_000_000 });
    const gifts = await siteCall<Array<{ id: number; price: number }>>(
      page.request,
      control.scope,
      stranger.token,
      'POST',
      '/api/live/gift/list',
      {},
    );
    await siteCall(page.request, control.scope, stranger.token, 'POST', '/api/live/gift/save', {
      giftId: gifts[0]!.id,
      count: 1,
      roomId,
      presenterId: '501',
    });
    const text = page.locator('.chat-line__text', { hasText: 'Hello 123' });
    const gift = page.locator('.chat-line--gift', { hasText: 'evil' });
    await expect(text).toBeVisible({ timeout: 10_000 });
    await expect(gift).toBeVisible({ timeout: 10_000 });
    // Left to right on screen as written: the "H" of "Hello" left of the "3", and "sent" in its order.
    expect(await leftOf(text, 'H', '3'), 'the message reads left to right').toBe(true);
    expect(await leftOf(gift, 's', 't'), 'the gift line’s "sent" reads left to right').toBe(true);
  });

  test('ban reasons reach the banned member as text', async ({ page, control }) => {
    const guard = await watch(page);
    await signIn(page);
    await openRoom(page, STREAMS.free);
    const roomId = (await page.locator('.room-gifts').getAttribute('data-room'))!;
    await control.post('/live/chat/bots', { roomId, on: false });
    await expect(page.locator('.chat-panel').getByRole('textbox', { name: 'Your message' })).toBeEnabled({
      timeout: 10_000,
    });
    const anchor = await apiToken(page.request, control.scope, 'anchor', 'anchor1234');
    const notice = page.locator('.chat-panel__ban');
    // Through the presenter's real route, two reasons as long as it takes (payloads packed up to its limit), lifted
    // in between; the rest of the corpus in one reason the route would refuse, through test control.
    const routed = packed(upTo(BAN_REASON_MAX), BAN_REASON_MAX).slice(0, 2);
    const rest = CORPUS.filter((p) => !routed.flat().includes(p));
    for (const part of routed) {
      const reason = joined(part);
      const body = { userName: 'demo', presenterId: '501', roomId, minutes: 0, reason };
      const ban = await siteCall<{ id: number }>(
        page.request,
        control.scope,
        anchor,
        'POST',
        '/api/user/banLog/save',
        body,
      );
      await expect(notice).toBeVisible({ timeout: 5_000 });
      expect(await notice.textContent()).toContain(reason);
      await siteCall(page.request, control.scope, anchor, 'POST', '/api/user/banLog/batchUntie', { ids: [ban.id] });
      await expect(notice).toBeHidden({ timeout: 5_000 });
    }
    // Raw, past any server check (test control).
    const reason = joined(rest, '\n');
    await control.post('/live/chat/ban', { userName: 'demo', roomId, minutes: 30, reason });
    await expect(notice).toBeVisible({ timeout: 5_000 });
    expect(await notice.textContent()).toContain(reason);
    await expectNothingRan(page, guard);
  });
});
