import { expect, gotoEn, layoutShifts, login, recordLayoutShifts, signIn, test, type CspViolation } from './fixtures';

test.describe('guards and routes', () => {
  test('a login-required route opens the login dialog and goes home', async ({ page, control: _c, a11y }) => {
    await gotoEn(page, '/sports');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible();
    await a11y();
  });

  test('presenter and super-admin routes check the role', async ({ page, control: _c }) => {
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.goto('/personalAnchor');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('error-page')).toContainText('403');
  });

  test('a presenter reaches the presenter center but not the super-admin center', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await gotoEn(page);
    await login(page, 'anchor', 'anchor1234');
    await expect(page.getByRole('link', { name: /my account, anchor/i })).toBeVisible();
    await page.goto('/personalAnchor');
    await expect(page.getByRole('heading', { name: 'Presenter center' })).toBeVisible();
    await a11y();
    await page.goto('/superadmincenter');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('a super admin reaches the super-admin center', async ({ page, control: _c }) => {
    await gotoEn(page);
    await login(page, 'admin', 'admin1234');
    await expect(page.getByRole('link', { name: /my account, admin/i })).toBeVisible();
    await page.goto('/superadmincenter');
    await expect(page.getByRole('heading', { name: 'Super admin center' })).toBeVisible();
  });

  test('logged-in users on a blacklisted page go home', async ({ page, control: _c }) => {
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown path goes home; aliases resolve', async ({ page, control: _c }) => {
    await gotoEn(page, '/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/first-charge');
    await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus' })).toBeVisible();
    // The alias is the same promotion as /firstcharge.
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-promo', 'firstCharge');
  });

  test('a part of a page that never arrives says to check the connection, with a way to try again', async ({
    page,
    control: _c,
  }) => {
    let asked = 0;
    await page.route('**/assets/activity-list-page-*.js', (route) => {
      asked += 1;
      return route.abort('connectionreset');
    });
    await gotoEn(page, '/activity');
    const failed = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'This page could not load' }) });
    // Asked again twice after a pause before the page says what happened (the boot's own preload may add a load).
    await expect(failed).toBeVisible({ timeout: 15_000 });
    expect(asked).toBeGreaterThanOrEqual(3);
    await expect(failed).toContainText('Check your connection');
    await page.unroute('**/assets/activity-list-page-*.js');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
  });

  test('/404, /500 and /403 show no header and no tab bar', async ({ page, control: _c, a11y }) => {
    for (const code of ['404', '500', '403']) {
      await gotoEn(page, `/${code}`);
      await expect(page.getByTestId('error-page')).toContainText(code);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);
    }
    await a11y();
  });
});

test.describe('header', () => {
  test('holds still on a phone while the balance and the profile arrive after the first paint', async ({
    page,
    control: _c,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await recordLayoutShifts(page, '.app-header');
    await page.goto('/sports');
    await expect(page.getByTestId('balance')).toHaveText(/\d/);
    await expect(page.getByRole('link', { name: /demo/i })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('language and theme', () => {
  test('language from the URL is applied, stored and kept after a reload', async ({ page, control: _c }) => {
    await page.goto('/?lang=th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page).toHaveTitle(/Thể thao/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.goto('/?lang=zh-cn');
    await expect(page).toHaveTitle(/体育/);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('the region default is Vietnamese', async ({ page, control: _c }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  });

  test('the language picker switches language and server content follows', async ({ page, control: _c, a11y }) => {
    await gotoEn(page);
    await expect(page.getByText('Football season: live odds every second')).toBeVisible();
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByText('Mùa giải bóng đá: kèo trực tiếp mỗi giây')).toBeVisible();
    await a11y();
  });

  test('theme switch persists across reloads', async ({ page, control: _c, a11y }) => {
    await gotoEn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await a11y();
  });
});

test.describe('debug console', () => {
  /**
   * eruda probes `Function(...)` for named classes and falls back when the policy refuses it (no
   * 'unsafe-eval'): those refusals, from its own chunk, are the only reports it may cause.
   */
  const erudaEvalProbe = (v: CspViolation) =>
    v.directive === 'script-src' && v.blockedURI === 'eval' && /\/assets\/eruda-[\w-]+\.js$/.test(v.sourceFile);

  test('by default (no debugConsole in config.json) a 7 s press opens nothing and eruda never loads', async ({
    page,
    control: _c,
  }) => {
    const eruda: string[] = [];
    page.on('request', (r) => {
      if (/eruda/i.test(r.url())) eruda.push(r.url());
    });
    await gotoEn(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.mouse.move(640, 500);
    await page.mouse.down();
    await page.clock.runFor(7000);
    await page.mouse.up();
    await page.clock.runFor(300);
    await expect(page.locator('#eruda')).toHaveCount(0);
    expect(eruda).toEqual([]);
  });

  test('not even outside prod without the opt-in', async ({ page, control }) => {
    await control.post('/config', { env: 'uat' });
    const eruda: string[] = [];
    page.on('request', (r) => {
      if (/eruda/i.test(r.url())) eruda.push(r.url());
    });
    await gotoEn(page);
    // Start-up decides before the first render: by now eruda would have been asked for.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.clock.runFor(300);
    expect(eruda).toEqual([]);
    await expect(page.locator('#eruda')).toHaveCount(0);
  });

  test('opted in: loads at start outside prod', async ({ page, control, csp }) => {
    csp.allow(erudaEvalProbe);
    await control.post('/config', { env: 'uat', debugConsole: true });
    await gotoEn(page);
    await expect(page.locator('#eruda')).toBeAttached();
  });

  test('opted in, in prod: it opens after a press of about 6 s; a tap cancels it', async ({ page, control, csp }) => {
    csp.allow(erudaEvalProbe);
    await control.post('/config', { debugConsole: true });
    const eruda: string[] = [];
    page.on('request', (r) => {
      if (/eruda/i.test(r.url())) eruda.push(r.url());
    });
    await gotoEn(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.mouse.move(640, 500);
    await page.mouse.down();
    await page.clock.runFor(2000);
    await page.mouse.up();
    await page.clock.runFor(4800);
    expect(eruda).toEqual([]);
    await expect(page.locator('#eruda')).toHaveCount(0);
    await page.mouse.down();
    await page.clock.runFor(6300);
    await expect(page.locator('#eruda')).toBeAttached();
    await page.mouse.up();
  });
});
