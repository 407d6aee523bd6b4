import { expect, gotoEn, login, test } from './fixtures';

type Exposed = { __matchday: { api: { member: { balance(): Promise<number> } }; session: { send(e: unknown): void } } };

test.describe('faults', () => {
  test(
    'maintenance shows its window in local time and ends by itself',
    { tag: '@time' },
    async ({ page, control, simTime, a11y }) => {
      // Around the simulator's now, which is the page's now too (the fixture sets page.clock).
      const start = simTime.now - 60_000;
      const end = simTime.now + 6_000;
      await control.post('/maintenance', {
        startMs: start,
        endMs: end,
        title: 'Nâng cấp hệ thống',
        content: 'Back soon',
      });
      await gotoEn(page);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nâng cấp hệ thống' })).toBeVisible();
      const time = new Intl.DateTimeFormat('en', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: simTime.timeZone,
      });
      const date = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: simTime.timeZone,
      });
      const shown = page.getByTestId('maintenance-window');
      await expect(shown).toContainText(date.format(start));
      await expect(shown).toContainText(time.format(start).replace(/^24/, '00'));
      await expect(shown).toContainText(time.format(end).replace(/^24/, '00'));
      await a11y();
      await control.post('/maintenance', { on: false });
      await expect(page.getByTestId('maintenance-page')).toBeHidden({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    },
  );

  test('a malformed response gives a toast and an error state, never a blank screen', async ({
    page,
    control,
    a11y,
  }) => {
    await control.fault({ match: '/api/user/home/bar/list', kind: 'malformed', times: 1 });
    await gotoEn(page);
    await expect(
      page.getByRole('status').getByText('The server sent data we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('alert').getByText('Featured could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await a11y();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Football season: live odds every second')).toBeVisible();
  });

  test('a timeout is explained as one, with a retry', async ({ page, control }) => {
    test.setTimeout(60_000);
    // The client gives up after 15 s (docs/product.md, "Constants"); the server answers after 17 s.
    await control.fault({ match: '/api/user/home/bar/list', kind: 'latency', latencyMs: 17_000, times: 1 });
    await gotoEn(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(
      page.getByRole('status').getByText('The server took too long to answer. Please try again.'),
    ).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Featured could not be loaded.' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByText('Football season: live odds every second')).toBeVisible();
  });

  test('a dropped connection is explained, and the page keeps working', async ({ page, control }) => {
    // Chromium silently retries a GET whose connection was reset, so the fault drops every attempt until the failure shows, then is cleared.
    await control.fault({ match: '/api/user/home/bar/list', kind: 'drop' });
    await gotoEn(page);
    await expect(
      page.getByRole('status').getByText('Network error. Check your connection and try again.'),
    ).toBeVisible();
    await control.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Football season: live odds every second')).toBeVisible();
  });

  test('20 parallel expired responses give exactly one logout', async ({ page, control }) => {
    await control.post('/config', { env: 'test' });
    let logouts = 0;
    let loads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/auth/logout')) logouts += 1;
    });
    page.on('load', () => (loads += 1));
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await control.post('/expire-sessions');
    const loadsBefore = loads;
    await page
      .evaluate(() => {
        const api = (window as unknown as Exposed).__matchday.api;
        return Promise.allSettled(Array.from({ length: 20 }, () => api.member.balance()));
      })
      .catch(() => undefined);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The logout reloads the page; then half a second more on the new page's clock: no second logout or reload.
    await expect.poll(() => loads - loadsBefore).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(500);
    expect(logouts).toBe(1);
    expect(loads - loadsBefore).toBe(1);
  });

  test('expiry during long-running work asks first; either choice logs out', async ({ page, control, a11y }) => {
    await control.post('/config', { env: 'test' });
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.evaluate(() =>
      (window as unknown as Exposed).__matchday.session.send({ type: 'SET_LONG_RUNNING', value: true }),
    );
    await control.post('/expire-sessions');
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Kind tips' })).toBeVisible();
    await expect(dialog).toContainText('Your login has expired. Please log in again.');
    await a11y();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Cancel' }).click()]);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
