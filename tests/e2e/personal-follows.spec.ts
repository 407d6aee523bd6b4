import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoEn, test, type Control, signIn } from './fixtures';

import { MATRIX_ZONES } from './time-matrix';

/**
 * The personal center's Live follows tab (/personal/live) and the lobby's reminder counts, against
 * the simulator: demo starts with presenters 502 and 505 followed and 9005 reserved
 * (docs/live-api.md, "The seeded catalogue"); each test adds its own in its own scope. The page runs
 * in Vietnam's zone (one of the time matrix's), so a start time reads in local time, not UTC's.
 */

const ZONE = MATRIX_ZONES.find((z) => z.timezoneId !== 'UTC')!.timezoneId;
test.use({ timezoneId: ZONE });

interface Reserved {
  streamId: number;
  title: string;
  startTime: number;
}

/** demo's side of the live API in the test's scope, as the server answers it. */
async function demoApi(request: APIRequestContext, control: Control) {
  const headers = { 'x-sim-scope': control.scope, Language: 'en' };
  const login = await request.post('/api/user/auth/account-login/v2', {
    data: { userName: 'demo', password: 'demo1234' },
    headers,
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const call = async <T>(method: 'GET' | 'POST', path: string, data: unknown = {}): Promise<T> => {
    const response = await request.fetch(path, {
      method,
      data: method === 'POST' ? data : undefined,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
  return {
    follow: (presenterId: number) => call('POST', '/api/live/follow/order/save', { presenterId }),
    follows: () => call<Array<{ presenterId: number }>>('POST', '/api/live/follow/order/list'),
    reserve: (streamId: number) => call('POST', '/api/live/push/order/save', { streamId }),
    reservations: () => call<Reserved[]>('POST', '/api/live/push/order/list'),
    reserveCount: (streamId: number) => call<number>('GET', `/api/live/stream/countReserve/${streamId}`),
  };
}

async function openTab(page: Page) {
  await signIn(page);
  await gotoEn(page, '/personal/live');
  await expect(page.getByRole('link', { name: 'Live follows' })).toHaveAttribute('aria-current', 'page');
}

const presenter = (page: Page, id: number) =>
  page.locator(`[data-testid="followed-presenter"][data-presenter-id="${id}"]`);
const reserved = (page: Page, id: number) => page.locator(`[data-testid="reserved-stream"][data-stream-id="${id}"]`);
/** Intl may put a narrow no-break space before AM/PM: compare the words, not the kind of space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

test.describe('live follows in the personal center', () => {
  test('lists the followed presenters, those on air first; Unfollow is saved; Watch opens their room', async ({
    page,
    request,
    control,
    a11y,
  }) => {
    const api = await demoApi(request, control);
    await api.follow(501);
    await openTab(page);
    const list = page.getByRole('list', { name: 'Presenters you follow' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // 501 (followed here) and 502 (seeded) never leave the air.
    await expect(presenter(page, 501)).toHaveAttribute('data-on-air', 'true');
    await expect(presenter(page, 501)).toContainText('Linh AnhOn air now');
    await expect(presenter(page, 502)).toContainText('Minh Quân');
    await expect(presenter(page, 505)).toContainText('Tuấn BLV');
    const onAir = await list
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-on-air')));
    expect(onAir.indexOf('false') === -1 || onAir.lastIndexOf('true') < onAir.indexOf('false')).toBe(true);
    await a11y();
    // Unfollow goes by the server's answer, and the server agrees after a reload.
    await presenter(page, 505).getByRole('button', { name: 'Unfollow Tuấn BLV' }).click();
    await expect(presenter(page, 505)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'You no longer follow Tuấn BLV.' })).toBeFocused();
    expect((await api.follows()).map((f) => f.presenterId)).not.toContain(505);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(presenter(page, 505)).toHaveCount(0);
    await page.getByRole('link', { name: 'Watch Linh Anh live' }).click();
    await expect(page).toHaveURL(/\/anchorPlay\/9001$/);
    await expect(page.getByTestId('presenter-panel').getByRole('heading', { name: 'Linh Anh' })).toBeVisible();
  });

  test('a reservation shows its start in local time; cancel removes it and the server agrees after a reload', async ({
    page,
    request,
    control,
  }) => {
    const api = await demoApi(request, control);
    await api.reserve(9006);
    const mine = (await api.reservations()).find((r) => r.streamId === 9006)!;
    await openTab(page);
    const local = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
    const row = reserved(page, 9006);
    await expect(row.getByRole('link', { name: mine.title })).toHaveAttribute('href', '/anchorPlay/9006');
    await expect(row).toContainText('with Linh Anh');
    await expect
      .poll(async () => spaced((await row.getByTestId('reserved-start').textContent()) ?? ''))
      .toBe(spaced(`Starts ${local.format(mine.startTime)}`));
    // The seeded one is there too.
    await expect(reserved(page, 9005)).toContainText('with Tuấn BLV');

    await row.getByRole('button', { name: `Cancel reminder: ${mine.title}` }).click();
    await expect(row).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: `The reminder for ${mine.title} is cancelled.` }),
    ).toBeFocused();
    expect((await api.reservations()).map((r) => r.streamId)).not.toContain(9006);
    await page.reload();
    await expect(reserved(page, 9005)).toBeVisible();
    await expect(reserved(page, 9006)).toHaveCount(0);
  });

  test('a cancel the server refuses says so, keeps the row and can be tried again', async ({
    page,
    request,
    control,
  }) => {
    const api = await demoApi(request, control);
    await openTab(page);
    const row = reserved(page, 9005);
    await expect(row).toBeVisible();
    await control.fault({ match: '/api/live/stream/cancel', kind: 'http-status', status: 500, times: 1 });
    await row.getByRole('button', { name: /^Cancel reminder: / }).click();
    await expect(row.getByRole('alert')).toHaveText(/^The reminder was not cancelled: /);
    expect((await api.reservations()).map((r) => r.streamId)).toContain(9005);
    await row.getByRole('button', { name: /^Try again to cancel the reminder: / }).click();
    await expect(row).toHaveCount(0);
    expect((await api.reservations()).map((r) => r.streamId)).not.toContain(9005);
  });

  test('a member who follows and reserved nothing is shown the way to the live lobby', async ({
    page,
    control: _c,
  }) => {
    await signIn(page, 'fan', 'fan12345');
    await gotoEn(page, '/personal/live');
    await expect(page.getByText('You follow no presenters yet. Follow one from their room.')).toBeVisible();
    await expect(page.getByText('No reminders yet. Pick an upcoming stream in the live lobby.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the live lobby' }).first().click();
    await expect(page).toHaveURL(/\/anchorPlay$/);
  });

  test('a list that fails to load says so and loads again on retry', async ({ page, control }) => {
    await control.fault({ match: '/api/live/follow/order/list', kind: 'http-status', status: 500, times: 1 });
    await openTab(page);
    const failed = page.getByRole('alert').filter({ hasText: 'The presenters you follow could not be loaded.' });
    await expect(failed).toBeVisible();
    // The other list does not depend on it.
    await expect(reserved(page, 9005)).toBeVisible();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(presenter(page, 502)).toBeVisible();
  });

  test('at 375 px the rows fit the screen', async ({ page, control: _c }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openTab(page);
    await expect(presenter(page, 502)).toBeVisible();
    await expect(reserved(page, 9005)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const button = reserved(page, 9005).getByRole('button');
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});

test.describe('reminder counts in the live lobby', () => {
  test("an upcoming stream's card shows the server's count, and a reminder set there counts", async ({
    page,
    request,
    control,
  }) => {
    const api = await demoApi(request, control);
    const count = await api.reserveCount(9006);
    await signIn(page);
    await gotoEn(page, '/anchorPlay');
    const card = page.getByTestId('upcoming-streams').getByTestId('stream-9006');
    await expect(card.locator('.reserve-count')).toHaveText(`${count.toLocaleString('en-US')} reminders`);
    await card.getByRole('button', { name: /remind me when/i }).click();
    await expect(card.locator('.reserve-count')).toHaveText(`${(count + 1).toLocaleString('en-US')} reminders`);
    expect(await api.reserveCount(9006)).toBe(count + 1);
  });
});
