import { allPaths } from '../../src/app/route-table';
import { expect, gotoEn, login, test } from './fixtures';

/** Route params get sample values so every entry of the route table is visited. */
const concrete = (path: string) =>
  path.replace(':id', '1').replace(':streamId', '9001').replace(':matchId?', '').replace(/\/$/, '') || '/';

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test(`every route renders a titled page with no serious accessibility violations at ${width} px`, async ({
    page,
    control: _c,
    a11y,
  }) => {
    // About 30 routes, each scanned by axe: 100 s on an idle 2-core machine, over 180 s when it is shared.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await gotoEn(page);
    await login(page, 'admin', 'admin1234');
    await expect(page.getByRole('link', { name: /my account, admin/i })).toBeVisible();
    const blacklisted = new Set(['/login', '/register', '/mobile-login', '/mobile-register']);
    for (const path of allPaths().map(concrete)) {
      await page.goto(path);
      if (blacklisted.has(path)) {
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
        continue;
      }
      await expect(page.getByRole('heading', { level: 1 }).first(), `h1 on ${path}`).toBeAttached();
      await a11y();
    }
  });
}

test('the login pages render for guests, with no serious accessibility violations', async ({
  page,
  control: _c,
  a11y,
}) => {
  for (const path of ['/login', '/register', '/mobile-login', '/mobile-register']) {
    await gotoEn(page, path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await a11y();
  }
});
