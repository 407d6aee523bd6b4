import type { Page } from '@playwright/test';
import { cutTexts, expect, gotoEn, login, test } from './fixtures';
import { provider, type ListPage } from './provider-api';
import { addDays, localDay, localDayWindow } from './local-days';

/**
 * Sports betting in the browser against the simulator: the /sports list screens (views, sports,
 * leagues, follow, live odds, the push connection going away and coming back, maintenance).
 */

async function openSports(page: Page, query = '') {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, `/sports${query}`);
}

const list = (page: Page) => page.getByTestId('match-list');
const rows = (page: Page) => list(page).locator('[data-testid^="match-row-"]');
const view = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Match lists' }).getByRole('button', { name });
const rowId = async (page: Page) =>
  Number((await rows(page).first().getAttribute('data-testid'))!.replace('match-row-', ''));
/** Odds buttons of the list that can be pressed right now. */
const liveButtons = (page: Page) => list(page).locator('button.odds-btn:not([disabled])');

test.describe('sports list', () => {
  test("no word is cut on a PC list: zh-cn's side labels (主 和 客) and vi's longest sport names show whole", async ({
    page,
    control: _c,
  }) => {
    await openSports(page);
    const cut = (selector: string) => cutTexts(page.locator(selector));
    for (const lang of ['zh-cn', 'vi']) {
      await page.goto(`/sports?lang=${lang}`);
      await expect(rows(page).first().locator('.market-cell[data-kind="winner3"] .odds-label').first()).toBeVisible();
      expect(await cut('.market-cell[data-kind="winner3"] .odds-label'), `${lang} side labels`).toEqual([]);
      expect(await cut('.sport-tab-name'), `${lang} sport names`).toEqual([]);
    }
  });

  test('browses every list view, each free of serious accessibility violations', async ({
    page,
    control: _c,
    a11y,
  }) => {
    test.setTimeout(90_000);
    await openSports(page);
    await expect(view(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('sport-1')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected');
    await a11y();

    await view(page, 'Live').click();
    await expect(page).toHaveURL(/view=live/);
    await expect(rows(page).first()).toContainText('LIVE');
    await a11y();

    await view(page, 'Hot').click();
    // Seeded: hot leagues carry three times the fixtures of the others, so soccer's hot list has rows.
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('list-empty')).toHaveCount(0);
    await a11y();

    await view(page, 'Outrights').click();
    await expect(rows(page).first()).toHaveClass(/outright-row/);
    await a11y();

    await view(page, 'My follow').click();
    await expect(page.getByTestId('list-empty')).toContainText('You follow no matches yet');
    await a11y();

    await view(page, 'Results').click();
    await expect(page.getByRole('heading', { name: 'Results: Soccer' })).toBeVisible();
    await a11y();

    // The empty state's action leads somewhere useful.
    await view(page, 'My follow').click();
    await page.getByTestId('list-empty').getByRole('button').click();
    await expect(view(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test("a live row's LIVE mark looks the same after the live lobby: a red word, no pill, a still dot", async ({
    page,
    control: _c,
  }) => {
    await openSports(page, '?view=live');
    const badge = rows(page).first().locator('.live-badge');
    const look = () =>
      badge.evaluate((b) => {
        const style = getComputedStyle(b);
        const dot = getComputedStyle(b.querySelector('.live-dot')!);
        return {
          color: style.color,
          background: style.backgroundColor,
          padding: style.padding,
          dot: dot.animationName,
        };
      });
    await expect(badge).toBeVisible();
    const fresh = await look();
    expect(fresh.dot).toBe('none');
    // The lobby's stylesheet joins the page; the list is then opened without a reload.
    await page.getByRole('navigation').getByRole('link', { name: 'Live' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live rooms' })).toBeVisible();
    await expect(page.getByTestId('stream-9001').getByText('LIVE', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(badge).toBeVisible();
    expect(await look()).toEqual(fresh);
  });

  test('switches sport and league, and the columns follow the sport', async ({
    page,
    request,
    simTime,
    control: _c,
  }) => {
    await openSports(page);
    await expect(rows(page).first()).toBeVisible();
    // Soccer: 1X2 / Handicap / Over/Under columns (1005, 1000, 1007).
    await expect(list(page).locator('.league-header').first()).toContainText('1X2');

    await page.getByTestId('sport-3').click();
    await expect(page).toHaveURL(/sport=3/);
    await expect(page.getByTestId('sport-3')).toHaveAttribute('aria-pressed', 'true');
    await expect(list(page).locator('.league-header').first()).toContainText('Winner');
    await expect(list(page).locator('.league-header').first()).not.toContainText('1X2');

    await page.getByTestId('league-filter').click();
    const dialog = page.getByRole('dialog', { name: 'Choose leagues' });
    const first = dialog.getByRole('checkbox').first();
    await expect(first).toBeVisible();
    const leagueName = (await dialog.locator('.league-option-name').first().textContent())!;
    await first.check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('league-filter')).toContainText('1 league');
    await expect(rows(page).first()).toBeVisible();
    const names = await list(page).locator('.league-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(leagueName);

    // The date filter narrows the all-matches view to one local day: exactly the league's matches
    // the provider has on the day after tomorrow (the simulator's date is pinned, so this is known).
    const leagues = await provider<{ id: number; na: string }[]>(request, 'match/getOnSaleLeagues', {
      sportId: 3,
      type: 8,
    });
    const leagueId = leagues.find((l) => l.na === leagueName.trim())!.id;
    const day = localDayWindow(addDays(localDay(simTime.now, simTime.timeZone), 2), simTime.timeZone);
    const expected = await provider<ListPage<{ id: number }>>(request, 'match/getList', {
      type: 8,
      sportId: 3,
      leagueIds: [leagueId],
      current: 1,
      size: 50,
      orderBy: 1,
      ...day,
    });
    await page.getByTestId('date-2').click();
    await expect(page.getByTestId('date-2')).toHaveAttribute('aria-pressed', 'true');
    if (expected.total === 0) await expect(page.getByTestId('list-empty')).toBeVisible();
    else await expect(rows(page).first()).toHaveAttribute('data-testid', `match-row-${expected.records[0]!.id}`);
  });

  test('follows and unfollows a match, and the list survives a reload', async ({ page, control: _c }) => {
    await openSports(page);
    await expect(rows(page).first()).toBeVisible();
    const id = await rowId(page);
    const star = page.getByTestId(`follow-${id}`);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId(`follow-${id}`)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('followList') ?? '{}'))).toEqual({ 1: [id] });

    await view(page, 'My follow').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId(`match-row-${id}`)).toBeVisible();
    await page.getByTestId(`follow-${id}`).click();
    await expect(page.getByTestId(`match-row-${id}`)).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('list-empty')).toBeVisible();
  });

  test('an odds change arrives and flashes with an arrow', async ({ page, control, a11y }) => {
    await openSports(page, '?view=live');
    await expect(rows(page).first()).toBeVisible();
    const id = await rowId(page);
    // Push a burst of odds moves at the first row so the test need not wait for the market to drift.
    await control.post('/storm', { rate: 40, matches: 1, matchIds: [id], durationMs: 4000 });
    const moved = page.getByTestId(`match-row-${id}`).locator('.odds-btn[data-move]').first();
    await expect(moved).toBeAttached({ timeout: 10_000 });
    // The arrow is a triangle drawn in the button's corner in the move's own colour (a move changes paint only),
    // and the accessible description says which way it went. Read in one go from a button marked at that moment:
    // a busy machine pauses the marks (frame-budget.ts), and a mark comes off at the button's next move.
    interface Marked {
      move: string | null;
      image: string;
      up: string;
      down: string;
      words: string | null | undefined;
    }
    const seen: { marked: Marked | null } = { marked: null };
    await expect
      .poll(
        async () => {
          seen.marked = await page.getByTestId(`match-row-${id}`).evaluate((row): Marked | null => {
            const el = row.querySelector('.odds-btn[data-move]');
            if (!el) return null;
            const colourOf = (variable: string) => {
              const probe = document.createElement('span');
              probe.style.color = `var(${variable})`;
              el.append(probe);
              const colour = getComputedStyle(probe).color;
              probe.remove();
              return colour;
            };
            return {
              move: el.getAttribute('data-move'),
              image: getComputedStyle(el).backgroundImage,
              up: colourOf('--up'),
              down: colourOf('--down'),
              words: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
            };
          });
          return seen.marked !== null;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const arrow = seen.marked!;
    expect(['up', 'down']).toContain(arrow.move);
    expect(arrow.image).toContain('conic-gradient');
    expect(arrow.image).toContain(arrow.move === 'up' ? arrow.up : arrow.down);
    expect(arrow.image).not.toContain(arrow.move === 'up' ? arrow.down : arrow.up);
    expect(arrow.words).toBe(arrow.move === 'up' ? 'rising' : 'falling');
    await expect(moved).toHaveAccessibleDescription(/^(rising|falling)$/);
    // The name stays the selection and its price.
    await expect(moved).not.toHaveAccessibleName(/rising|falling/);
    // The ring shows for a moment, in the colour of the move, and then comes off by itself. It lasts a few hundred
    // milliseconds, less than a poll's gap, so the page notes each ring as it is put on (its style read there), and a
    // new burst of moves makes sure there is one to note after the burst above may have ended on a slow machine.
    const row = page.getByTestId(`match-row-${id}`);
    await row.evaluate((el) => {
      const rings: string[] = [];
      (window as unknown as { rings: string[] }).rings = rings;
      new MutationObserver((records) => {
        for (const r of records) {
          const b = r.target as HTMLElement;
          if (b.hasAttribute('data-flash')) rings.push(getComputedStyle(b).boxShadow);
        }
      }).observe(el, { attributes: true, attributeFilter: ['data-flash'], subtree: true });
    });
    await control.post('/storm', { rate: 40, matches: 1, matchIds: [id], durationMs: 4000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { rings: string[] }).rings), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/inset/));
    await expect(row.locator('.odds-btn[data-flash]')).toHaveCount(0, { timeout: 10_000 });
    // While buttons point at the page's shared words, axe still finds no serious violation.
    await control.post('/storm', { rate: 40, matches: 1, matchIds: [id], durationMs: 8000 });
    await expect(row.locator('.odds-btn[aria-describedby]').first()).toBeAttached({ timeout: 10_000 });
    await a11y();
  });

  test('selects odds into the bet slip, which asks for a stake before it can place', async ({ page, control: _c }) => {
    await openSports(page);
    // A match not yet started: the first live row is the one the flash test storms (the world is shared),
    // and a click can land on a button that a tick replaces in the same moment.
    const button = rows(page)
      .filter({ has: page.locator('.match-day') })
      .locator('button.odds-btn:not([disabled])')
      .first();
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toContainText('1 selection');
    await expect(slip.getByTestId('slip-reason')).toHaveAttribute('data-reason', 'noStake');
    await expect(slip.getByTestId('slip-place')).toHaveAttribute('aria-disabled', 'true');
    await slip.getByRole('button', { name: /^Remove / }).click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('settings: Hong Kong odds apply to every button at once and are kept', async ({ page, control: _c }) => {
    await openSports(page);
    // A match not started yet (its row shows its day): a live one is repriced at every goal and period, which
    // could land between the two reads below; a prematch price only drifts by a tick now and then.
    const button = list(page)
      .locator('[data-testid^="match-row-"]')
      .filter({ has: page.locator('.match-day') })
      .locator('button.odds-btn:not(.is-locked):not(.is-suspended)')
      .first();
    await expect(button).toBeVisible();
    const testId = (await button.getAttribute('data-testid'))!;
    const european = Number(await page.getByTestId(testId).locator('.odds-price').textContent());
    expect(european).toBeGreaterThan(1);

    await page.getByTestId('sports-settings').click();
    const dialog = page.getByRole('dialog', { name: 'Sports settings' });
    await dialog.getByRole('radio', { name: 'Hong Kong' }).check();
    await dialog.getByRole('radio', { name: 'Accept any change' }).check();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null'))).toEqual({
      oddsFormat: 2,
      oddsChange: 2,
    });

    // Hong Kong = European - 1 (the price may have drifted a tick meanwhile).
    const hongKong = Number(await page.getByTestId(testId).locator('.odds-price').textContent());
    expect(Math.abs(hongKong - (european - 1))).toBeLessThan(0.3);
    await page.reload();
    await page.getByTestId('sports-settings').click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
  });

  test('drops the push socket: odds go stale and cannot be selected, then come back fresh', async ({
    page,
    control,
  }) => {
    // While `blocked`, new socket connections are refused, so the client stays offline after the drop.
    let blocked = false;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (blocked) void ws.close({ code: 1001 });
      else ws.connectToServer();
    });
    await openSports(page, '?view=live');
    await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected');
    await expect(liveButtons(page).first()).toBeVisible();

    blocked = true;
    await control.post('/push/drop');
    await expect(page.getByTestId('connection')).not.toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('connection')).toContainText(/Reconnecting|Offline/);
    const first = list(page).locator('button.odds-btn').first();
    await expect(first).toHaveClass(/is-stale/);
    await expect(first).toBeDisabled();
    await expect(first).toHaveAttribute('aria-label', /not current/);
    await expect(liveButtons(page)).toHaveCount(0);
    await first.click({ force: true });
    await expect(page.getByTestId('bet-slip')).toContainText('0 selections');

    blocked = false;
    // socket.io's next try may be up to 10 s (reconnectionDelayMax) plus jitter away; on a loaded machine 20 s was short.
    await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
    await expect(list(page).locator('button.odds-btn.is-stale')).toHaveCount(0, { timeout: 10_000 });
    await expect(liveButtons(page).first()).toBeEnabled();
  });

  test(
    'maintenance code 8 from statistical shows its window in local time',
    { tag: '@time' },
    async ({ page, control, simTime, a11y }) => {
      // From ten minutes ago for two and a half hours: at 23:55 it runs into the next local day.
      const start = simTime.now - 10 * 60_000;
      const end = simTime.now + 150 * 60_000;
      await control.fault({
        match: '/fb/v1/match/statistical',
        kind: 'error',
        code: 8,
        msg: `Maintenance [${start}-${end}]`,
      });
      await openSports(page);
      const notice = page.getByTestId('sports-maintenance');
      await expect(notice).toBeVisible();
      const time = (ms: number) =>
        new Intl.DateTimeFormat('en', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: simTime.timeZone,
        }).format(ms);
      const date = (ms: number) =>
        new Intl.DateTimeFormat('en-US', {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          timeZone: simTime.timeZone,
        }).format(ms);
      const shown = page.getByTestId('sports-maintenance-window');
      for (const text of [date(start), time(start).replace(/^24/, '00'), date(end), time(end).replace(/^24/, '00')])
        await expect(shown).toContainText(text);
      await a11y();

      await control.clearFaults();
      await notice.getByRole('button', { name: 'Check again' }).click();
      await expect(rows(page).first()).toBeVisible();
    },
  );
});
