import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gotoEn, login, test } from './fixtures';
import { provider } from './provider-api';
import { addDays, localDay, localDayWindow } from './local-days';

/**
 * The match detail in the browser against the simulator: the match detail page (tabs, live score and
 * odds, unknown ids), results by date and sport, and the bulletins (marquee and list).
 */

interface Rec {
  id: number;
  ms: number;
  nm: string;
  ts: { na: string }[];
  nsg: { pe: number; tyg: number; sc: [number, number] }[];
  mg: { mty: number; pe: number; mks: { id: number }[] }[];
}

/** A live soccer match with corner markets; the last one listed, so other suites' forced goals rarely hit it. */
async function liveSoccerMatch(request: APIRequestContext): Promise<Rec> {
  const page = await provider<{ records: Rec[] }>(request, 'match/getList', { type: 1, sportId: 1, size: 50 });
  for (const candidate of page.records.slice().reverse()) {
    const detail = await provider<Rec>(request, 'match/getMatchDetail', { matchId: candidate.id });
    if (detail.ms === 5 && detail.mg.some((g) => g.mty === 1009)) return detail;
  }
  throw new Error('no live soccer match with corners');
}

async function loggedIn(page: Page) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
}

const homeGoals = (r: Rec) => r.nsg.find((l) => l.pe === 1001 && l.tyg === 5)?.sc[0] ?? 0;

test.describe('match detail', () => {
  test('shows teams, score details and market tabs, and takes live score and odds pushes', async ({
    page,
    request,
    control,
    a11y,
  }) => {
    const match = await liveSoccerMatch(request);
    await loggedIn(page);
    await gotoEn(page, `/sports/sportsdetail/${match.id}`);

    const detail = page.getByTestId('match-detail');
    await expect(detail).toBeVisible();
    const header = page.getByTestId('match-header');
    await expect(header).toContainText(match.ts[0]!.na);
    await expect(header).toContainText(match.ts[1]!.na);
    await expect(page.getByTestId('score-details').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('score-details')).toContainText('Corners');

    // Popular first; corners and the others only because this match has them.
    const tabs = page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab');
    await expect(tabs.first()).toHaveText(/Popular/);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('[data-mty="1005"][data-pe="1001"]')).toBeVisible();
    await page.getByRole('tab', { name: /Corners/ }).click();
    await expect(page.getByRole('tab', { name: /Corners/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.locator('[data-mty="1009"]')).toBeVisible();
    await expect(panel.locator('[data-mty="1005"]')).toHaveCount(0);
    // Arrow keys move along the tabs (ARIA tabs pattern).
    await page.getByRole('tab', { name: /Corners/ }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /More markets/ })).toBeFocused();
    await expect(panel.locator('[data-mty="1012"]')).toBeVisible();
    await a11y();

    // A goal arrives over the push connection: the score changes without a reload.
    await page.getByRole('tab', { name: /Popular/ }).click();
    const score = page.getByTestId('match-score');
    await expect(score).toHaveText(/\d+ - \d+/);
    const before = Number((await score.innerText()).split('-')[0]!.trim());
    expect(before).toBeGreaterThanOrEqual(homeGoals(match));
    await control.post('/sports/goal', { matchId: match.id, side: 'home' });
    await expect
      .poll(async () => Number((await score.innerText()).split('-')[0]!.trim()), { timeout: 10_000 })
      .toBeGreaterThan(before);

    // A line moves: the main handicap line gets a new market id, and its buttons follow it.
    const moved = (await control.post('/sports/line-move', { matchId: match.id })) as {
      moves: { id: number; newId: number }[];
    };
    expect(moved.moves.length).toBeGreaterThan(0);
    await expect(panel.locator(`[data-market="${moved.moves[0]!.newId}"]`)).toBeVisible({ timeout: 10_000 });
    await expect(panel.locator(`[data-market="${moved.moves[0]!.id}"]`)).toHaveCount(0);
  });

  test('opens from the list with every market, and goes back to it', async ({ page }) => {
    await loggedIn(page);
    await gotoEn(page, '/sports');
    const row = page.locator('[data-testid^="match-row-"]').first();
    await expect(row).toBeVisible();
    const id = (await row.getAttribute('data-testid'))!.replace('match-row-', '');
    await row.locator('a.match-link').click();
    await expect(page).toHaveURL(new RegExp(`/sports/sportsdetail/${id}$`));
    await expect(page.getByTestId('match-detail')).toBeVisible();
    // The list carries the main lines only; the detail page every line of every group.
    await expect.poll(async () => page.getByRole('tabpanel').locator('[data-market]').count()).toBeGreaterThan(3);
    await page.getByRole('link', { name: 'Back to matches' }).click();
    await expect(page).toHaveURL(/\/sports(\?|$)/);
    await expect(page.locator(`[data-testid="match-row-${id}"]`)).toBeVisible();
  });

  test('while the push connection is down the odds are stale and cannot be selected', async ({
    page,
    context,
    request,
    control,
  }) => {
    const match = await liveSoccerMatch(request);
    await loggedIn(page);
    await gotoEn(page, `/sports/sportsdetail/${match.id}`);
    const detail = page.getByTestId('match-detail');
    await expect(detail).toHaveAttribute('data-stale', 'false', { timeout: 10_000 });
    await context.setOffline(true);
    await control.post('/push/drop');
    await expect(detail).toHaveAttribute('data-stale', 'true', { timeout: 10_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeVisible();
    const odds = page.getByRole('tabpanel').getByRole('button').first();
    await expect(odds).toBeDisabled();
    await context.setOffline(false);
    await expect(detail).toHaveAttribute('data-stale', 'false', { timeout: 20_000 });
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeEnabled();
  });

  test('going offline while the slip panel is still loading keeps the page, and the panel comes with the connection', async ({
    page,
    context,
    request,
  }) => {
    const match = await liveSoccerMatch(request);
    await loggedIn(page);
    // The panel's chunk is held until the page has gone offline, then fails the way a lost connection fails it.
    let held: (() => Promise<void>) | null = null;
    await page.route('**/assets/bet-slip-panel-*.js', (route) => {
      held = () => route.abort('internetdisconnected');
    });
    await gotoEn(page, `/sports/sportsdetail/${match.id}`);
    const detail = page.getByTestId('match-detail');
    await expect(detail).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);
    await context.setOffline(true);
    await held!();
    await page.unroute('**/assets/bet-slip-panel-*.js');
    await expect(detail).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByTestId('bet-slip')).toBeVisible({ timeout: 10_000 });
    await expect(detail).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  });

  test('an unknown match id says so and leads back to the list', async ({ page, a11y }) => {
    await loggedIn(page);
    await gotoEn(page, '/sports/sportsdetail/999');
    const notFound = page.getByTestId('match-not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', { name: 'Match not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await a11y();
    await notFound.getByRole('link', { name: 'Back to matches' }).click();
    await expect(page).toHaveURL(/\/sports(\?|$)/);

    // Not a number at all: the same message, without asking the provider.
    await gotoEn(page, '/sports/sportsdetail/abc');
    await expect(page.getByTestId('match-not-found')).toBeVisible();
  });

  test('a failed detail call offers a retry that recovers', async ({ page, request, control }) => {
    const match = await liveSoccerMatch(request);
    await loggedIn(page);
    await control.fault({ match: '/fb/v1/match/getMatchDetail', kind: 'http-status', status: 500, times: 1 });
    await gotoEn(page, `/sports/sportsdetail/${match.id}`);
    const failed = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('match-header')).toContainText(match.ts[0]!.na);
  });
});

/** Opens the results view from the sports page, then the sport's tab. */
async function openResults(page: Page, sportId: number) {
  await gotoEn(page, '/sports');
  await page.getByTestId('view-results').click();
  await page.getByTestId(`sport-${sportId}`).click();
  await expect(page.getByTestId('results-view')).toHaveAttribute('data-sport', String(sportId));
}

interface ResultRec {
  id: number;
  ts: { na: string }[];
  nsg: { pe: number; tyg: number; sc: [number, number] }[];
}

type ResultPage = { total: number; records: ResultRec[] };

/** Exactly what the provider has for the window: its count and newest result, or the empty state. */
async function expectResults(view: Locator, expected: ResultPage) {
  if (expected.total === 0) {
    await expect(view.getByText('No finished matches in this period.')).toBeVisible();
    await expect(view.getByRole('listitem')).toHaveCount(0);
    return;
  }
  await expect(view.getByText(`${Math.min(20, expected.total)} of ${expected.total} results`)).toBeVisible();
  await expect(view.getByRole('listitem').first()).toContainText(expected.records[0]!.ts[0]!.na);
}

test.describe('results', () => {
  test(
    'by local day and sport, with final and half-time scores and details',
    { tag: '@time' },
    async ({ page, request, simTime, a11y }) => {
      const zone = simTime.timeZone;
      const today = localDay(simTime.now, zone);
      const results = (window: { beginTime: number; endTime: number }, sportId = 1) =>
        provider<ResultPage>(request, 'match/matchResultPage', { sportId, current: 1, size: 20, ...window });
      await loggedIn(page);
      await openResults(page, 1);
      const view = page.getByTestId('results-view');
      const windows = view.getByRole('group', { name: 'Result dates' });
      await expect(windows.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
      await expectResults(view, await results(localDayWindow(today, zone)));
      // The date input offers today and the 29 days before it, in local days.
      await expect(view.getByLabel('Pick a day')).toHaveAttribute('max', today);
      await expect(view.getByLabel('Pick a day')).toHaveAttribute('min', addDays(today, -29));

      await windows.getByRole('button', { name: 'Yesterday' }).click();
      await expectResults(view, await results(localDayWindow(addDays(today, -1), zone)));

      // The last 7 days: the newest result first, its full-time and half-time scores as the provider has them.
      await windows.getByRole('button', { name: 'Last 7 days' }).click();
      const week = await results({
        beginTime: localDayWindow(addDays(today, -6), zone).beginTime,
        endTime: localDayWindow(today, zone).endTime,
      });
      // Every seeded soccer result finished in the three days before the provider's day began.
      expect(week.total).toBeGreaterThan(20);
      const first = week.records[0]!;
      const row = view.getByRole('listitem').first();
      const ft = first.nsg.find((l) => l.pe === 1001 && l.tyg === 5)!.sc;
      const ht = first.nsg.find((l) => l.pe === 1002 && l.tyg === 5)!.sc;
      await expect(row).toContainText(first.ts[0]!.na);
      await expect(row).toContainText(first.ts[1]!.na);
      await expect(row.locator('.result-score')).toHaveText([String(ft[0]), String(ft[1])]);
      await expect(row.getByTestId('half-time')).toHaveText(`HT ${ht[0]}-${ht[1]}`);
      await expect(view.getByText(`20 of ${week.total} results`)).toBeVisible();
      await view.getByRole('button', { name: 'Show more results' }).click();
      await expect(view.getByText(`${Math.min(40, week.total)} of ${week.total} results`)).toBeVisible();

      // Details: the score by half, corners and cards.
      await row.getByRole('button').first().click();
      await expect(row.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      const table = row.getByRole('table', { name: /^Score by period/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toContainText(first.ts[0]!.na);
      await expect(row).toContainText('Corners');
      await a11y();

      // One picked day: two days ago, as the date input gives it.
      const picked = addDays(today, -2);
      await view.getByLabel('Pick a day').fill(picked);
      await expectResults(view, await results(localDayWindow(picked, zone)));
      await expect(windows.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');

      // Another sport: basketball, scored by quarter.
      await page.getByTestId('sport-3').click();
      await expect(view).toHaveAttribute('data-sport', '3');
      await windows.getByRole('button', { name: 'Last 7 days' }).click();
      const basket = view.getByRole('listitem').first();
      await expect(basket.getByTestId('half-time')).toHaveText(/^HT \d+-\d+$/);
      await basket.getByRole('button').first().click();
      await expect(
        basket.getByRole('table', { name: /^Score by period/ }).getByRole('columnheader', { name: 'Q4', exact: true }),
      ).toBeVisible();
    },
  );
});

test.describe('bulletins', () => {
  test('the marquee scrolls, pauses, keeps still for reduced motion, and leads to the list', async ({
    page,
    request,
    a11y,
  }) => {
    const pinned = await provider<{ id: number; title: string }[]>(request, 'bulletin/listTop', {});
    await loggedIn(page);
    await gotoEn(page, '/sports');
    const marquee = page.getByRole('region', { name: 'Announcements' });
    await expect(marquee).toBeVisible();
    for (const b of pinned) await expect(marquee.getByRole('link', { name: new RegExp(b.title) })).toHaveCount(1);
    const track = marquee.locator('.bulletin-marquee-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await marquee.getByRole('button', { name: 'Pause the announcements' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await marquee.getByRole('button', { name: 'Resume the announcements' }).click();
    await marquee.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    // The marquee alone: the rest of /sports (live odds flashing) is the list suite's to check.
    const marqueeAxe = await new AxeBuilder({ page }).include('.bulletin-marquee').analyze();
    expect(
      marqueeAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track).toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    await marquee.getByRole('link', { name: new RegExp(pinned[0]!.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/sports/bulletins#bulletin-${pinned[0]!.id}$`));
    await expect(page.locator(`#bulletin-${pinned[0]!.id}`)).toBeFocused();
    await a11y();
  });

  test('the list pages through every bulletin', async ({ page, request, a11y }) => {
    const all = await provider<{ total: number; records: { title: string }[] }>(request, 'bulletin/listPage', {
      current: 1,
      size: 10,
    });
    await loggedIn(page);
    await gotoEn(page, '/sports/bulletins');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const items = page.locator('.bulletin-list > li');
    await expect(items).toHaveCount(Math.min(10, all.total));
    await expect(items.first()).toContainText(all.records[0]!.title);
    const pages = Math.ceil(all.total / 10);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await a11y();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(items).toHaveCount(Math.min(10, all.total - 10));
    await page.goBack();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sports' }).click();
    await expect(page).toHaveURL(/\/sports(\?|$)/);
  });
});
