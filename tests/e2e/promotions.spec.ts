import type { APIRequestContext, Page } from '@playwright/test';
import { allPaths } from '../../src/app/route-table';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, plantedAttack, test, type Control, type CspViolation, signIn } from './fixtures';
import { bettor } from './orders-api';

/**
 * Promotions (docs/promo-api.md) against the simulator: one journey per template
 * that does something (a double press makes one claim), server HTML stripped of what could run,
 * every promotion path (docs/product.md, "Promotions") showing real content, and the popup ad's once-a-day rule.
 */
const money = (amount: number) => formatMoney(amount, 'VND', 'en');

interface Claim {
  promoId: string;
  action: string;
  amount: number;
  answer: Record<string, unknown>;
}

async function claimsOf(
  request: APIRequestContext,
  control: Control,
  baseURL: string,
  userName = 'demo',
): Promise<Claim[]> {
  const r = await request.get(`${baseURL}/sim/control/promo/claims?userName=${userName}`, {
    headers: { 'x-sim-scope': control.scope },
  });
  return ((await r.json()) as { claims: Claim[] }).claims;
}

async function openAsDemo(page: Page, control: Control, path: string, userName = 'demo', password = 'demo1234') {
  await control.post('/balance', { userName, balance: 1_000_000 });
  await signIn(page, userName, password);
  await page.goto(path);
  await expect(page.getByTestId('promo-page')).toBeVisible();
}

test.describe('promotion templates', () => {
  test('daily sign-in: a double press checks in once and credits the wallet once', async ({
    page,
    control,
    request,
    baseURL,
    a11y,
  }) => {
    await openAsDemo(page, control, '/sign');
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'signIn');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily check-in' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000));
    // The calendar is the simulator's month (2026-11 in the main project, UTC+8): 30 days.
    await expect(page.locator('.sign-day')).toHaveCount(30);
    await page.getByRole('button', { name: /check in today/i }).dblclick();
    await expect(page.getByTestId('claim-status')).toContainText('Checked in:');
    const claims = await claimsOf(request, control, baseURL!);
    expect(claims).toHaveLength(1);
    const amount = claims[0]!.amount;
    await expect(page.getByTestId('claim-status')).toHaveText(`Checked in: ${money(amount)} added to your wallet.`);
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000 + amount));
    await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    await expect(page.getByTestId('sign-count')).toHaveText('Days checked in this month: 1');
    await a11y();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    await expect(page.locator('.sign-day[data-signed="true"]')).toHaveCount(1);
    expect(await claimsOf(request, control, baseURL!)).toHaveLength(1);
  });

  test("daily sign-in: each day's short reward fits its cell on a 320 px phone, in the widest languages", async ({
    page,
    control,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openAsDemo(page, control, '/sign');
    // zh-cn writes 5,000 as "5000" (no short form under 10,000) and vi 20,000 as "20 N": the two widest.
    for (const lang of ['zh-cn', 'vi']) {
      await page.goto(`/sign?lang=${lang}`);
      await expect(page.locator('.sign-day')).toHaveCount(30);
      const cut = await page.locator('.sign-reward').evaluateAll((spans) =>
        spans.flatMap((span) => {
          const text = document.createRange();
          text.selectNodeContents(span);
          const cell = span.parentElement!;
          const room = cell.clientWidth - parseFloat(getComputedStyle(cell).paddingLeft) * 2;
          return text.getBoundingClientRect().width > room ? [span.textContent] : [];
        }),
      );
      expect(cut, lang).toEqual([]);
    }
  });

  test('lucky wheel: the wheel stops on the prize the server decided', async ({ page, control, request, baseURL }) => {
    await openAsDemo(page, control, '/luckyWheel');
    await expect(page.getByTestId('spins-left')).toHaveText('Spins left today: 3 of 3');
    await page.getByRole('button', { name: 'Spin' }).dblclick();
    const wheel = page.getByTestId('wheel');
    await expect(wheel).toHaveAttribute('data-prize', /p\d+/, { timeout: 10_000 });
    const [claim] = await claimsOf(request, control, baseURL!);
    expect(await claimsOf(request, control, baseURL!)).toHaveLength(1);
    await expect(wheel).toHaveAttribute('data-prize', String(claim!.answer.prizeId));
    await expect(page.getByTestId('claim-status')).toHaveText(`You won ${money(claim!.amount)}! It is in your wallet.`);
    await expect(page.getByTestId('spins-left')).toHaveText('Spins left today: 2 of 3');
    // The segment under the pointer (at the top) is the prize's: the rotation lands on its middle.
    const rotation = Number(await page.getByTestId('wheel-disc').getAttribute('data-rotation'));
    const index = ['p2', 'p5', 'p8', 'p10', 'p18', 'p28', 'p58', 'p88'].indexOf(String(claim!.answer.prizeId));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(((rotation % 360) + 360) % 360).toBeCloseTo((360 - (index + 0.5) * 45) % 360, 5);
  });

  test('gift box: one box a day, the server says what is inside', async ({ page, control, request, baseURL }) => {
    await openAsDemo(page, control, '/GiftBox');
    await page.getByRole('button', { name: 'Open gift box 2' }).dblclick();
    await expect(page.getByTestId('claim-status')).toContainText('Inside:');
    const claims = await claimsOf(request, control, baseURL!);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.answer.box).toBe(1);
    await expect(page.getByRole('button', { name: `Gift box 2: ${money(claims[0]!.amount)}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Open gift box 1' })).toBeDisabled();
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000 + claims[0]!.amount));
  });

  test('deposit bonus: applying for a tier is recorded once; the next qualifying deposit pays it', async ({
    page,
    control,
    request,
    baseURL,
  }) => {
    await openAsDemo(page, control, '/first-charge');
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-promo', 'firstCharge');
    await page.getByTestId('tier-t3').getByRole('radio').check();
    await page.getByRole('button', { name: 'Apply' }).dblclick();
    await expect(page.getByTestId('bonus-applied')).toHaveText(
      `You applied for Tier 3: your next deposit of at least ${money(2_000_000)} adds the bonus.`,
    );
    const claims = await claimsOf(request, control, baseURL!);
    expect(claims.map((c) => c.answer.tierId)).toEqual(['t3']);
    await page.reload();
    await expect(page.getByTestId('bonus-applied')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000));

    // A deposit of the tier's minimum, credited by the cashier, pays the bonus with it.
    const login = await request.post('/api/user/auth/account-login/v2', {
      data: { userName: 'demo', password: 'demo1234' },
      headers: { 'x-sim-scope': control.scope },
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const order = await request.post('/api/fund/deposit/order', {
      data: { channelId: 'bank', amount: '2000000', clientOrderId: 'e2e-bonus' },
      headers: { authorization: `Bearer ${token}`, 'x-sim-scope': control.scope },
    });
    await control.post('/fund/settle', {
      orderId: ((await order.json()) as { data: { orderId: string } }).data.orderId,
      outcome: 'ok',
    });
    await page.reload();
    await expect(page.getByTestId('bonus-applied')).toHaveText(
      `Tier 3: the bonus of ${money(588_000)} was added with your deposit.`,
    );
    await expect(page.getByTestId('balance')).toHaveText(money(1_000_000 + 2_000_000 + 588_000));
  });

  test("rebate: the turnover is this week's settled bets; the rebate is claimed once, for the amount shown", async ({
    page,
    control,
    request,
    baseURL,
  }) => {
    // Two singles of 20,000 on one match, settled when it ends: 40,000 of turnover, level 1 (0.5 %).
    // As fan: demo's seeded month has bets settled this week, and the test counts only its own.
    const b = await bettor(request, control.scope, 'fan', 'fan12345');
    await b.prepare();
    const [home, away] = await b.picks(1, 12);
    const ids = await b.placeSingles([home!, away!], 20_000);
    await b.waitFor(ids, [4]);
    await b.control('/sports/kickoff', { matchId: home!.matchId });
    await b.control('/sports/finish', { matchId: home!.matchId });
    await b.waitFor(ids, [5]);

    await openAsDemo(page, control, '/rebate-activity', 'fan', 'fan12345');
    await expect(page.getByRole('definition').filter({ hasText: money(40_000) })).toBeVisible();
    await expect(page.getByTestId('rebate-claimable')).toHaveText(money(200));
    await page.getByRole('button', { name: 'Claim rebate' }).dblclick();
    await expect(page.getByTestId('claim-status')).toHaveText(`${money(200)} rebate added to your wallet.`);
    expect(await claimsOf(request, control, baseURL!, 'fan')).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Claimed this week' })).toBeDisabled();
  });

  test("schedule: the coming matches are the sports feed's, and a row opens that match", async ({ page, control }) => {
    await openAsDemo(page, control, '/Five-Major-Leagues');
    const first = page.locator('.schedule-row').first();
    const teams = (await first.locator('.schedule-teams').innerText()).split(' vs ');
    expect(teams).toHaveLength(2);
    await first.click();
    await expect(page).toHaveURL(/\/sports\/sportsdetail\/\d+$/);
    await expect(page.getByRole('main')).toContainText(teams[0]!);
    await expect(page.getByRole('main')).toContainText(teams[1]!);
  });

  test('articles and help answers are shown without anything that could run', async ({
    page,
    control: _c,
    a11y,
    csp,
  }) => {
    await gotoEn(page, '/royal');
    const article = page.getByTestId('promo-article');
    await expect(article.getByRole('heading', { name: 'How to take part' })).toBeVisible();
    await expect(article).toContainText('The Royal club promotion runs from 2026-11-01 to 2026-12-31 (UTC+8).');
    await expect(article.getByRole('listitem').first()).toBeVisible();
    expect(await article.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
    await expect(article.locator('img')).toHaveCount(1);
    await a11y();
    await gotoEn(page, '/HelpCenter');
    await page.getByTestId('faq-withdraw').getByText('Why was my withdrawal refused?').click();
    await expect(page.getByTestId('faq-withdraw')).toContainText('Check your balance');
    expect(await page.locator('.faq-answer [onerror]').count()).toBe(0);
    // Nothing the server sent ran: its scripts and handlers set this.
    expect(await page.evaluate(() => (window as unknown as { __promoXss?: number }).__promoXss)).toBeUndefined();
    // The policy refused the planted handlers too (a second line behind the sanitizer), and nothing else.
    const reports: CspViolation[] = [];
    await expect
      .poll(() => {
        reports.push(...csp.take());
        return new Set(reports.map((v) => v.sample));
      })
      .toEqual(new Set(['window.__promoXss=1', 'window.__promoXss=3']));
    expect(reports.filter((v) => !plantedAttack(v))).toEqual([]);
    // Never on 127.0.0.1: the tracking scripts of config.json are for the production hosts.
    expect(await page.locator('script[data-tracking]').count()).toBe(0);
  });
});

/** Paths that are not promotions: the other screens of docs/product.md, "Screens". */
const NOT_PROMOTIONS =
  /^\/($|sports|personal|personalAnchor|superadmincenter|anchorPlay|electronic\/|login|register|mobile-|404|500|403)/;
/** Pages of their own, not promotion templates (tests/e2e/invite-vip.spec.ts). */
const OTHER_PARTS = new Set(['/invite', '/vipDedicatedManager', '/vipBusinessGirl', '/vipYacht']);

test('every promotion path, aliases included, shows real content', async ({ page, control: _c }) => {
  test.setTimeout(120_000);
  const paths = allPaths().filter((p) => !NOT_PROMOTIONS.test(p) && !OTHER_PARTS.has(p) && p !== '/activity');
  expect(paths.length).toBeGreaterThan(60);
  await gotoEn(page, '/activity');
  await expect(page.getByTestId('activity-list').getByRole('listitem').first()).toBeVisible();
  expect(await page.getByTestId('activity-list').getByRole('listitem').count()).toBeGreaterThan(40);
  for (const path of paths) {
    await page.goto(path);
    const screen = page.getByTestId('promo-page');
    await expect(screen, path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
    await expect(screen.locator('.promo-body, .promo-article, .app-cards').first(), path).not.toBeEmpty();
  }
});

test.describe('popup ad', () => {
  async function idle(page: Page) {
    // The ad loads a while after the page is idle (shell/after-idle.ts): move the page's clock past it.
    await page.waitForLoadState('load');
    await page.clock.runFor(6000);
  }

  test('shows once a day per ad for a guest, again after the clear function, and for a member separately', async ({
    page,
    control,
  }) => {
    await control.post('/promo/popups', { enabled: true });
    await gotoEn(page);
    // Layout shifts from here on: the ad is a dialog in the top layer, so the page under it must not move.
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift' });
    });
    await idle(page);
    const ad = page.getByTestId('popup-ad');
    await expect(ad).toHaveAttribute('data-key', 'first-deposit-2026');
    await expect(ad.locator('img')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.001);
    await expect(page.getByRole('dialog', { name: 'First deposit, 100% bonus' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(ad).toHaveCount(0);

    await page.reload();
    await idle(page);
    await expect(ad).toHaveAttribute('data-key', 'daily-sign-2026');
    await page.keyboard.press('Escape');
    await expect(ad).toHaveCount(0);

    // Both ads seen today: the list comes back and none shows (the record is written before an ad shows).
    const popups = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/operation/activity/popup/list');
    await page.reload();
    await idle(page);
    await popups;
    await page.clock.runFor(700);
    await expect(ad).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('popupAd') ?? '{}'))).toMatchObject({
      list: ['__guest__#first-deposit-2026', '__guest__#daily-sign-2026'],
    });

    await page.goto('/activity');
    await page.getByRole('button', { name: "Show today's announcements again" }).click();
    await page.goto('/');
    await idle(page);
    await expect(ad).toHaveAttribute('data-key', 'first-deposit-2026');
    await page.getByRole('link', { name: 'See details' }).click();
    await expect(page).toHaveURL(/\/firstcharge$/);
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'depositBonus');

    // A member is not the guest: right after the login the first ad shows again, under the member's name.
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await expect(ad).toHaveAttribute('data-key', 'first-deposit-2026');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('popupAd') ?? '{}').list)).toContain(
      'demo#first-deposit-2026',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await idle(page);
    await expect(ad).toHaveAttribute('data-key', 'daily-sign-2026');
  });

  test('no ad opens over another dialog: it waits until the visitor has closed it', async ({ page, control }) => {
    await control.post('/promo/popups', { enabled: true });
    // A guest follows a link to a room: the page asks them to log in first.
    await gotoEn(page, '/anchorPlay/9001');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    const popups = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/operation/activity/popup/list');
    await idle(page);
    await popups;
    await page.clock.runFor(2000);
    const ad = page.getByTestId('popup-ad');
    await expect(ad).toHaveCount(0);
    // Not shown, so not counted as seen today.
    expect(await page.evaluate(() => localStorage.getItem('popupAd') ?? '')).not.toContain('first-deposit-2026');
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await expect(ad).toHaveAttribute('data-key', 'first-deposit-2026');
    await expect(page.getByRole('dialog', { name: 'First deposit, 100% bonus' })).toBeVisible();
  });

  test('no ad covers a live room: it waits for the next page', async ({ page, control }) => {
    await control.post('/promo/popups', { enabled: true });
    await signIn(page);
    // The first ad shows on the page the member is on after logging in: seen and closed here, the next one is due.
    const ad = page.getByTestId('popup-ad');
    await idle(page);
    await expect(ad).toHaveAttribute('data-key', 'first-deposit-2026');
    await page.getByRole('button', { name: 'Close' }).click();

    await gotoEn(page, '/anchorPlay/9001');
    await expect(page.locator('.room-player')).toBeVisible();
    await idle(page);
    await page.clock.runFor(2000);
    await expect(ad).toHaveCount(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Live' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live rooms' })).toBeVisible();
    await idle(page);
    await expect(ad).toHaveAttribute('data-key', 'daily-sign-2026');
  });

  test('the customer-service link follows popCustomerLink', async ({ page, control: _c }) => {
    await gotoEn(page, '/sponsor');
    await expect(page.getByTestId('promo-page')).toBeVisible();
    await idle(page);
    const link = page.getByRole('contentinfo').getByTestId('customer-service');
    await expect(link).toHaveAttribute('title', 'Online 24/7');
    await link.click();
    await expect(page).toHaveURL(/\/dedicated-customer-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dedicated customer service' })).toBeVisible();
  });
});
