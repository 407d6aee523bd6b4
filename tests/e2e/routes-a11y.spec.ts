import { allPaths } from '../../src/app/route-table';
import { cutTexts, expect, gotoEn, login, test } from './fixtures';

/** Route params get sample values so every entry of the route table is visited. */
const concrete = (path: string) =>
  path.replace(':id', '1').replace(':streamId', '9001').replace(':matchId?', '').replace(/\/$/, '') || '/';

const paths = allPaths().map(concrete);
// The table has ~80 routes and each axe scan takes about a second and a half: one test per slice of 14 routes, so
// the slices spread over the workers instead of two long tests ending a run on their own.
const SLICE = 14;
const slices = Array.from({ length: Math.ceil(paths.length / SLICE) }, (_, i) =>
  paths.slice(i * SLICE, (i + 1) * SLICE),
);
const blacklisted = new Set(['/login', '/register', '/mobile-login', '/mobile-register']);

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  slices.forEach((slice, i) => {
    test(`routes ${i * SLICE + 1}-${i * SLICE + slice.length} render a titled page with no serious accessibility violations at ${width} px`, async ({
      page,
      control: _c,
      a11y,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await gotoEn(page);
      await login(page, 'admin', 'admin1234');
      await expect(page.getByRole('link', { name: /my account, admin/i })).toBeVisible();
      for (const path of slice) {
        await page.goto(path);
        if (blacklisted.has(path)) {
          await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
          continue;
        }
        await expect(page.getByRole('heading', { level: 1 }).first(), `h1 on ${path}`).toBeAttached();
        await a11y();
        // Rows of tabs scroll inside their own box; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `width of ${path}`).toBeLessThanOrEqual(
          width,
        );
      }
    });
  });
}

test('the login pages render for guests, with no serious accessibility violations', async ({
  page,
  control: _c,
  a11y,
}) => {
  for (const path of blacklisted) {
    await gotoEn(page, path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await a11y();
  }
});

test('a 320 px phone scrolls no page sideways (the logged-in header, a room, the wallet, the list), a room shows its teams and its sync hint whole, the wallet its sections', async ({
  page,
  control: _c,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByTestId('balance')).not.toHaveText('—');
  for (const path of ['/', '/sports', '/anchorPlay/9001', '/personal/wallet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(page.getByTestId('balance')).not.toHaveText('—');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  // The room's score bar gives its teams the width (its badge keeps the dot, the viewer count goes): names whole.
  await page.goto('/anchorPlay/9001');
  const teams = page.getByTestId('score-bar').locator('.score-bar-team');
  await expect(teams).toHaveCount(2);
  expect(await cutTexts(teams)).toEqual([]);
  // The sync hint under the video: the whole sentence, on the two lines it holds there.
  const hint = page.locator('.room-sync-hint');
  await expect(hint).not.toBeEmpty();
  expect(
    await hint.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    (await hint.textContent()) ?? '',
  ).toBe(true);
  // The wallet's Deposit / Withdraw / Transactions switch: each word within its button, the buttons within the switch.
  await page.goto('/personal/wallet');
  const group = page.getByRole('group', { name: 'Wallet sections' });
  await expect(group.getByRole('button')).toHaveCount(3);
  const over = await group.evaluate((el) =>
    [el, ...el.querySelectorAll('button')].flatMap((box) =>
      box.scrollWidth > box.clientWidth ? [box.textContent] : [],
    ),
  );
  expect(over).toEqual([]);
});
