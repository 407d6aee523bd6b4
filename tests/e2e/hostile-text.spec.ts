import type { Browser, Locator, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { expect, gotoEn, test, type Control, type SimTime, signIn } from './fixtures';
import {
  expectNothingRan,
  refusedAtParse,
  registerStranger,
  siteCall,
  textsOf,
  watch,
  type Stranger,
  type Watch,
} from './hostile-kit';
import { openRoom, STREAMS } from './live-kit';
import { apiToken } from './presenter-kit';
import { sleep } from '../support/wait';
import { CORPUS, HOSTILE_HTML, joined, upTo, type Payload } from './xss-corpus';

/**
 * A stranger's text is text everywhere: the corpus of xss-corpus.ts (each payload calls
 * `window.__xss(n)` or opens a dialog if it ever runs) pushed through every place one user's text
 * reaches another: chat lines, nicknames, gift announcements, ban reasons, presenter name and
 * stream titles (lobby, search, room, console), server HTML (a promotion), team and league names
 * (list and detail). Where the server checks a field (nickname 1-20, title 2-80) the real route is
 * used for what fits and a test control sets the rest raw: the client must hold without the server.
 * Each test loads one screen with many payloads on it (hostile-kit.ts watches the page).
 */

const chatLines = (page: Page) => page.locator('.chat-panel').getByRole('log', { name: 'Chat messages' });

/** Whether `first` (its first occurrence) shows left of `last` (its last occurrence) in the element. */
const leftOf = (el: Locator, first: string, last: string) =>
  el.evaluate(
    (node, [a, b]) => {
      const text = node.textContent ?? '';
      const x = (i: number) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        let offset = i;
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          const len = t.textContent?.length ?? 0;
          if (offset < len) {
            const range = document.createRange();
            range.setStart(t, offset);
            range.setEnd(t, offset + 1);
            return range.getBoundingClientRect().left;
          }
          offset -= len;
        }
        return NaN;
      };
      return x(text.indexOf(a!)) < x(text.lastIndexOf(b!));
    },
    [first, last],
  );
/** A page of its own in the test's scope, on the simulator's clock, watched. */
async function secondPage(
  browser: Browser,
  control: Control,
  simTime: SimTime,
  baseURL: string,
): Promise<{ page: Page; guard: Watch }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'sim-scope', value: control.scope, url: baseURL }]);
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  return { page, guard: await watch(page) };
}

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

/** The nickname through member/update when the server's rule lets it through, else raw (test control). */
async function setNick(page: Page, control: Control, stranger: Stranger, nick: string) {
  const fits = [...nick].length <= 20 && nick.trim() === nick;
  if (fits)
    await siteCall(page.request, control.scope, stranger.token, 'POST', '/api/member/update', { nickName: nick });
  else await control.post('/member/nick', { userName: stranger.userName, nickName: nick });
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

  test('followers’ nicknames in the presenter’s console', async ({ page, control }) => {
    test.setTimeout(60_000);
    // Every payload a follower of the demo presenter (501), and one more whose name opens a right-to-left override.
    const names = [...CORPUS.map((p) => p.text), '\u202Eevil'];
    // Seventy registrations from one address in a minute: the registration limit is lifted for this test's scope.
    await control.post('/rate-limits', { on: false });
    const followers: Stranger[] = [];
    for (const nick of names) {
      const stranger = await registerStranger(page.request, control.scope);
      await setNick(page, control, stranger, nick);
      await siteCall(page.request, control.scope, stranger.token, 'POST', '/api/live/follow/order/save', {
        presenterId: 501,
        follow: true,
      });
      followers.push(stranger);
    }
    const guard = await watch(page);
    await signIn(page, 'anchor', 'anchor1234');
    await gotoEn(page, '/personalAnchor');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const list = page.getByRole('list', { name: 'Followers' });
    await expect(list.locator('li')).toHaveCount(names.length, { timeout: 10_000 });
    await expectNothingRan(page, guard);
    const items = await list.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
    for (const [i, nick] of names.entries())
      expect(items, `follower ${i + 1}`).toContain(`${nick} @${followers[i]!.userName}`);
    // The override stays inside the name: the user name after it reads left to right.
    const rtl = followers.at(-1)!.userName;
    expect(
      await leftOf(list.locator('li', { hasText: rtl }), '@', rtl.at(-1)!),
      'the @name after an RLO nickname reads left to right',
    ).toBe(true);
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
    // Through the presenter's real route, a third of the corpus per ban, lifted in between.
    const thirds = [CORPUS.slice(0, 24), CORPUS.slice(24, 48), CORPUS.slice(48)];
    for (const part of thirds.slice(0, 2)) {
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
    const reason = joined(thirds[2]!, '\n');
    await control.post('/live/chat/ban', { userName: 'demo', roomId, minutes: 30, reason });
    await expect(notice).toBeVisible({ timeout: 5_000 });
    expect(await notice.textContent()).toContain(reason);
    await expectNothingRan(page, guard);
  });

  test('ban reasons in the super admin’s and the presenter’s ban lists', async ({
    page,
    control,
    browser,
    simTime,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await apiToken(page.request, control.scope, 'admin', 'admin1234');
    const anchor = await apiToken(page.request, control.scope, 'anchor', 'anchor1234');
    // Every payload a reason, plus one that opens a right-to-left override before the list's " · duration · by".
    const reasons = [...CORPUS.map((p) => p.text), '\u202Eevil'];
    for (const reason of reasons) {
      await siteCall(page.request, control.scope, admin, 'POST', '/api/admin/bans', {
        userName: 'demo',
        minutes: 0,
        reason,
      });
      await siteCall(page.request, control.scope, anchor, 'POST', '/api/user/banLog/save', {
        userName: 'fan',
        presenterId: '501',
        minutes: 0,
        reason,
      });
    }
    const guard = await watch(page);
    await signIn(page, 'admin', 'admin1234');
    await gotoEn(page, '/superadmincenter');
    const adminList = page.getByRole('list', { name: 'Site-wide ban list' });
    await expect(adminList.locator('li')).toHaveCount(reasons.length, { timeout: 10_000 });
    await expectNothingRan(page, guard);
    const items = await adminList.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
    for (const reason of reasons)
      expect(
        items.some((t) => t.includes(`demo — ${reason} · `)),
        reason.slice(0, 60),
      ).toBe(true);
    const rtl = adminList.locator('li', { hasText: 'evil' }).filter({ hasNotText: 'xss' }).locator('span').first();
    expect(await leftOf(rtl, 'F', 'n'), 'what follows an RLO reason ("Forever · by admin") reads left to right').toBe(
      true,
    );

    const presenter = await secondPage(browser, control, simTime, baseURL!);
    await signIn(presenter.page, 'anchor', 'anchor1234');
    await gotoEn(presenter.page, '/personalAnchor');
    await presenter.page.getByRole('tab', { name: 'Moderation' }).click();
    const log = presenter.page.getByRole('list', { name: 'Bans' });
    await expect(log.locator('li')).toHaveCount(reasons.length, { timeout: 10_000 });
    await expectNothingRan(presenter.page, presenter.guard);
    const logItems = await log.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
    for (const reason of reasons)
      expect(
        logItems.some((t) => t.includes(`fan — ${reason} · `)),
        reason.slice(0, 60),
      ).toBe(true);
    const rtlLine = log.locator('li', { hasText: 'evil' }).filter({ hasNotText: 'xss' }).locator('.ban-log__text');
    expect(
      await leftOf(rtlLine, 'F', 'e'),
      'what follows an RLO reason ("For ever · all rooms · in force") reads left to right',
    ).toBe(true);
    await presenter.page.context().close();
  });

  test('presenter name, notice and stream titles in the lobby, search, room and console', async ({
    page,
    control,
    browser,
    simTime,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const anchor = await apiToken(page.request, control.scope, 'anchor', 'anchor1234');
    const streams = (await (await page.request.get('/sim/control/live/streams')).json()) as Array<{
      id: number;
      fbId: number;
    }>;
    const fbId = streams.find((s) => s.id === STREAMS.free)!.fbId;
    const titles = upTo(80).filter((p) => p.text.trim().length >= 2 && p.text.trim() === p.text);
    const made: Array<{ id: number; title: Payload }> = [];
    for (const title of titles) {
      const body = { fbId, title: title.text, startTime: simTime.now + 3 * 3600_000 };
      const stream = await siteCall<{ id: number }>(
        page.request,
        control.scope,
        anchor,
        'POST',
        '/api/live/stream/save',
        body,
      );
      made.push({ id: stream.id, title });
    }
    const name = upTo(30).find((p) => p.text.includes('<svg'))!;
    const noticeText = joined(upTo(40)).slice(0, 300).trim();
    await siteCall(page.request, control.scope, anchor, 'PUT', '/api/user/presenter/update', {
      nickName: name.text,
      notice: noticeText,
    });

    // A viewer: the lobby's cards, then a search, then one of the rooms.
    const guard = await watch(page);
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    await expect(page.locator('.stream-title').first()).toBeVisible({ timeout: 10_000 });
    const wanted = titles.map((t) => t.text);
    const ours = (texts: string[]) => texts.filter((t) => wanted.includes(t)).length;
    await expect
      .poll(async () => ours(await textsOf(page, '.stream-title')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    await page.getByRole('searchbox', { name: 'Search streams' }).fill('xss');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = 'section[aria-labelledby="live-search-title"] .stream-title';
    await expect.poll(async () => ours(await textsOf(page, results)), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    const room = made.find((m) => m.title.text.startsWith('<img'))!;
    await openRoom(page, room.id);
    await expect(page.getByText(room.title.text, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expectNothingRan(page, guard);

    // The presenter's console: the public profile as viewers get it, and the own streams.
    const presenter = await secondPage(browser, control, simTime, baseURL!);
    await signIn(presenter.page, 'anchor', 'anchor1234');
    await gotoEn(presenter.page, '/personalAnchor');
    await expect(presenter.page.getByRole('heading', { name: 'Presenter center' })).toBeVisible();
    await presenter.page.getByRole('tab', { name: /profile/i }).click();
    await expect(presenter.page.locator('.pc-public__name')).toHaveText(name.text, { timeout: 10_000 });
    await expect(presenter.page.getByRole('textbox', { name: /notice/i })).toHaveValue(noticeText);
    await expectNothingRan(presenter.page, presenter.guard);
    await presenter.page.context().close();
  });

  test('promotion HTML from the server runs nothing (DOMPurify): an article and every FAQ answer', async ({
    page,
    control,
    csp,
  }) => {
    // The payloads' inline handlers and <base> are refused by the policy while the sanitizer parses them (reported, never run).
    csp.allow((v) => refusedAtParse(v.directive));
    const guard = await watch(page);
    // The whole corpus as one article, and each fragment as an answer of its own (an unclosed one swallows the rest).
    await control.post('/promo/content', {
      path: '/royal',
      html: `<h2>Hostile article</h2>${HOSTILE_HTML.join('\n')}`,
    });
    await control.post('/promo/content', { path: '/HelpCenter', sections: HOSTILE_HTML });
    await gotoEn(page, '/royal');
    await expect(page.locator('.safe-html')).toContainText('Hostile article', { timeout: 10_000 });
    await expectNothingRan(page, guard, { sanitizedHtml: true });

    await gotoEn(page, '/HelpCenter');
    const answers = page.locator('.faq-answer');
    await expect(answers).toHaveCount(HOSTILE_HTML.length, { timeout: 10_000 });
    await page
      .locator('details.faq-item')
      .evaluateAll((items) => items.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    // What was only text is still there; what would run is gone.
    await expect(page.getByTestId('faq-x21')).toContainText('click me');
    expect(
      await page
        .locator('.faq-list')
        .locator('script, iframe, object, embed, form, style, base, meta, input, button')
        .count(),
    ).toBe(0);
    const hrefs = await page
      .locator('.faq-list a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !/^(https?:|\/|#)/i.test(h))).toEqual([]);
    await expectNothingRan(page, guard, { sanitizedHtml: true });
  });

  test('team and league names in the match list and the match detail', async ({ page, control }) => {
    const guard = await watch(page);
    await signIn(page);
    await gotoEn(page, '/sports');
    const rows = page.locator('[data-testid^="match-row-"]');
    // The first screenful renders a few rows per task: wait for the third before reading them.
    await expect(rows.nth(2)).toBeVisible({ timeout: 15_000 });
    const ids = (
      await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice('match-row-'.length))))
    ).slice(0, 24);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    // Three payloads a match: home, away and league; every payload on some match.
    const nth = (k: number) => CORPUS[k % CORPUS.length]!;
    const named = ids.map((matchId, i) => ({
      matchId,
      home: nth(3 * i),
      away: nth(3 * i + 1),
      league: nth(3 * i + 2),
    }));
    for (const m of named)
      await control.post('/sports/rename', {
        matchId: m.matchId,
        home: m.home.text,
        away: m.away.text,
        league: m.league.text,
      });
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    const first = named[0]!;
    const row = page.getByTestId(`match-row-${first.matchId}`);
    await expect
      .poll(() => row.locator('.team-name').evaluateAll((els) => els.map((e) => e.textContent ?? '')))
      .toEqual([first.home.text, first.away.text]);
    // Rows and their names read in one go: the virtual list renders rows as it scrolls and loads, so a row read
    // on its own a moment later may not have been there when the names were.
    const shown = await rows.evaluateAll((els) =>
      els.map((e) => ({
        id: Number(e.getAttribute('data-testid')!.slice('match-row-'.length)),
        teams: Array.from(e.querySelectorAll('.team-name')).map((t) => t.textContent ?? ''),
      })),
    );
    const leagues = await textsOf(page, '.league-name > span:last-child');
    const renamedShown = shown.filter((row) => named.some((m) => m.matchId === row.id));
    expect(renamedShown.length).toBeGreaterThanOrEqual(1);
    for (const row of renamedShown) {
      const m = named.find((n) => n.matchId === row.id)!;
      expect(row.teams, `match ${row.id}`).toEqual([m.home.text, m.away.text]);
    }
    // A league's header shows the name its first row carries.
    expect(leagues.filter((l) => named.some((m) => m.league.text === l)).length).toBeGreaterThanOrEqual(1);
    await expectNothingRan(page, guard);

    await gotoEn(page, `/sports/sportsdetail/${first.matchId}`);
    const header = page.getByTestId('match-header');
    await expect(header.locator('.sd-team-name').first()).toHaveText(first.home.text, { timeout: 10_000 });
    await expect(header.locator('.sd-league-name')).toHaveText(first.league.text);
    await expectNothingRan(page, guard);
  });
});
