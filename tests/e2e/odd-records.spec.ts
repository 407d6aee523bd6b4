import type { Page } from '@playwright/test';
import { expect, gotoEn, login, test } from './fixtures';

/**
 * Odd records in the browser: one odd record never blanks a screen. The simulator's `patch`
 * fault plays a server that speaks the contract a little differently.
 */

async function openSports(page: Page) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, '/sports');
}

const rows = (page: Page) => page.getByTestId('match-list').locator('[data-testid^="match-row-"]');

/** The end of a window as the page words it (hours and minutes in the browser's zone). */
async function shownTime(page: Page, ms: number): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at)),
    ms,
  );
}

test.describe('odd records', () => {
  test('a match record without its league is left out and logged; the list shows the others', async ({
    page,
    control,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await control.post('/faults', { match: '/fb/v1/match/getList', kind: 'patch', unset: ['lg'], index: 1, times: 1 });
    await openSports(page);
    await expect(rows(page).nth(2)).toBeVisible();
    await expect(page.getByText('The matches could not be loaded.')).toHaveCount(0);
    await expect.poll(() => warnings.find((w) => w.includes('/v1/match/getList at records[1].lg'))).toBeTruthy();
    const dropped = Number(/\(id (\d+)\)/.exec(warnings.find((w) => w.includes('records[1].lg'))!)![1]);
    await expect(page.getByTestId(`match-row-${dropped}`)).toHaveCount(0);
  });

  test('maintenance sent with epoch times shows the maintenance page with its window', async ({ page, control }) => {
    const start = Date.now() - 60_000;
    const end = Date.now() + 3 * 3_600_000;
    await control.post('/maintenance', { startMs: start, endMs: end, title: 'Nâng cấp hệ thống' });
    await control.post('/faults', {
      match: '/api/operation/siteMain/queryDetail',
      kind: 'patch',
      set: { startTime: Math.floor(start / 1000), endTime: end },
    });
    await gotoEn(page);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nâng cấp hệ thống' })).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toHaveAttribute('data-known', 'true');
    await expect(page.getByTestId('maintenance-window')).toContainText(await shownTime(page, end));
    await expect(page.getByText('The server sent data we could not read', { exact: false })).toHaveCount(0);
  });

  test('maintenance with an unreadable window still shows the maintenance page, the window not known', async ({
    page,
    control,
    a11y,
  }) => {
    await control.post('/maintenance', {});
    await control.post('/faults', {
      match: '/api/operation/siteMain/queryDetail',
      kind: 'patch',
      set: { startTime: { at: 'soon' }, endTime: 'when it is done' },
    });
    await gotoEn(page);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toHaveText('Maintenance window: not known yet');
    await expect(page.getByText('The server sent data we could not read', { exact: false })).toHaveCount(0);
    await a11y();
  });
});
