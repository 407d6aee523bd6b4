import { expect, gotoEn, test, signIn } from './fixtures';
import {
  expectNothingRan,
  leftOf,
  registerStranger,
  secondPage,
  setNick,
  siteCall,
  textsOf,
  watch,
  type Stranger,
} from './hostile-kit';
import { openRoom, STREAMS } from './live-kit';
import { apiToken } from './presenter-kit';
import { CORPUS, joined, upTo, type Payload } from './xss-corpus';
import { BAN_REASON_MAX } from '../../src/api/live/moderation-rules';

/**
 * A stranger's text is text in the lists and profiles presenters and the super admin keep: the corpus of
 * xss-corpus.ts as followers' nicknames in the presenter's console, as ban reasons in the super admin's
 * and the presenter's ban lists, and as the presenter's own name, notice and stream titles where viewers
 * find them (lobby, search, room) and in the console. Where the server checks a field (nickname 1-20,
 * title 2-80) the real route is used for what fits and a test control sets the rest raw. A right-to-left
 * override in a name or reason must not reorder what follows it. Each test loads its screens with many
 * payloads on them (hostile-kit.ts watches the pages).
 */

test.describe('hostile text stays text', () => {
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
    // Every payload a reason may carry, plus one that opens a right-to-left override before the list's " · duration · by".
    const reasons = [...upTo(BAN_REASON_MAX).map((p) => p.text), '\u202Eevil'];
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
});
