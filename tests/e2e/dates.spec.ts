import type { Page } from '@playwright/test';
import { expect, gotoEn, login, test } from './fixtures';
import { provider, type ListPage } from './provider-api';
import { addDays, localDay, localDayWindow } from './local-days';

/**
 * What depends on the date, checked against the simulator's seeded data at the instant the
 * project pins (tag @time: playwright.config.ts runs these at 00:05, 06:00, 12:00 and 23:55 local
 * time in UTC and Asia/Ho_Chi_Minh). Days are the browser's calendar days (docs/decisions.md).
 */

interface ListRec {
  id: number;
  bt: number;
  ms: number;
  mc: { s: number; pe: number; r: boolean; tu?: number };
}

const list = (page: Page) => page.getByTestId('match-list');
const rows = (page: Page) => list(page).locator('[data-testid^="match-row-"]');
const SOCCER = 1;

/** /sports is for members: log in first, then open it. */
async function openSports(page: Page, query = '') {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, `/sports${query}`);
}

/** The first page of getList the page itself asks for with this end time, as the provider answered it. */
function listAnswer(page: Page, endTime: number) {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith('/fb/v1/match/getList')) return false;
    const body = r.request().postDataJSON() as { endTime?: number; current?: number } | null;
    return body?.endTime === endTime && body.current === 1;
  });
}

test.describe('dates', () => {
  test(
    'the date filter shows local days, each listing every soccer match of its day',
    { tag: '@time' },
    async ({ page, request, simTime }) => {
      const zone = simTime.timeZone;
      const today = localDay(simTime.now, zone);
      await openSports(page);
      await expect(rows(page).first()).toBeVisible();

      await expect(page.getByTestId('date-0')).toHaveText('Today');
      await expect(page.getByTestId('date-1')).toHaveText('Tomorrow');
      const label = new Intl.DateTimeFormat('en', {
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        timeZone: zone,
      });
      for (let k = 2; k < 7; k++) {
        await expect(page.getByTestId(`date-${k}`)).toHaveText(
          label.format(localDayWindow(addDays(today, k), zone).beginTime + 12 * 3_600_000),
        );
      }

      const dayLabel = new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', timeZone: zone });
      for (const k of [0, 1, 2, 6]) {
        const day = localDayWindow(addDays(today, k), zone);
        // Today: what is live now and everything that starts before local midnight. A later day: its 24 hours.
        const window = k === 0 ? { endTime: day.endTime } : day;
        const expected = await provider<ListPage<ListRec>>(request, 'match/getList', {
          type: 8,
          sportId: SOCCER,
          current: 1,
          size: 50,
          orderBy: 1,
          ...window,
        });
        expect(expected.total, `seeded soccer matches on day +${k}`).toBeGreaterThan(0);
        const answer = listAnswer(page, day.endTime);
        await page.getByTestId(`date-${k}`).click();
        await expect(page.getByTestId(`date-${k}`)).toHaveAttribute('aria-pressed', 'true');
        const shown = ((await (await answer).json()) as { data: ListPage<ListRec> }).data;
        expect(shown.total, `matches listed on day +${k}`).toBe(expected.total);
        expect(shown.records.map((r) => r.id)).toEqual(expected.records.map((r) => r.id));
        await expect(rows(page).first()).toHaveAttribute('data-testid', `match-row-${expected.records[0]!.id}`);
        // Every match not yet started says its day the way the filter does. A later day holds only
        // such matches; today may hold none (at 23:55 nothing kicks off before midnight).
        const days = list(page).locator('.match-day');
        if (k > 0) await expect(days.first()).toBeVisible();
        const want = k === 0 ? 'Today' : k === 1 ? 'Tomorrow' : dayLabel.format(day.beginTime + 12 * 3_600_000);
        for (const text of await days.allTextContents()) expect(text).toBe(want);
      }
    },
  );

  test('a live match clock runs on from the simulator time', { tag: '@time' }, async ({ page, request }) => {
    const live = await provider<ListPage<ListRec>>(request, 'match/getList', {
      type: 1,
      sportId: SOCCER,
      current: 1,
      size: 50,
      orderBy: 1,
    });
    await openSports(page, '?view=live');
    const first = live.records[0]!;
    const row = page.getByTestId(`match-row-${first.id}`);
    await expect(row).toBeVisible();
    // Soccer shows the running minute: (seconds at tu + seconds since tu) / 60, from minute 1.
    const minuteAt = (now: number) =>
      Math.floor((first.mc.s + (first.mc.r && first.mc.tu ? (now - first.mc.tu) / 1000 : 0)) / 60) + 1;
    const before = await page.evaluate(() => Date.now());
    const text = (await row.locator('.match-time').textContent())!;
    const after = await page.evaluate(() => Date.now());
    const minute = Number(/^(\d+)'/.exec(text)?.[1]);
    expect(minute).toBeGreaterThanOrEqual(minuteAt(before - 1000));
    expect(minute).toBeLessThanOrEqual(minuteAt(after));
  });
});
