/**
 * `npm run screenshots`: PNGs of every screen at 375 px and 1280 px, dark and light, into
 * screenshots/ (ignored by git), against a fresh simulator serving the built client.
 */
import { chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { startSimulator } from '../simulator/server';

interface Screen {
  name: string;
  path: string;
  user?: [string, string];
  prepare?: (page: Page, control: (path: string, body?: unknown) => Promise<void>) => Promise<void>;
  /** Runs after the screen's path has loaded (to open a detail from a list, say). */
  after?: (page: Page) => Promise<void>;
  /** Keeps a connection streaming (live video): never network-idle. */
  streaming?: boolean;
  /** Its steps name nothing in English, so SHOTS_LANG can take it too. */
  anyLanguage?: boolean;
}

const loginVia = async (page: Page, user: string, pass: string) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByLabel('User name').fill(user);
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('dialog').locator('form button[type=submit]').click();
};

const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'home-logged-in', path: '/', user: ['demo', 'demo1234'] },
  {
    name: 'home-lobby-maintenance',
    path: '/',
    after: async (p) => p.getByTestId('lobby-down').scrollIntoViewIfNeeded(),
  },
  {
    name: 'login-dialog',
    path: '/',
    prepare: async (p) => p.getByRole('banner').getByRole('button', { name: 'Log in' }).click(),
  },
  {
    name: 'register-dialog',
    path: '/',
    prepare: async (p) => p.getByRole('banner').getByRole('button', { name: 'Sign up' }).click(),
  },
  { name: 'sms-verification', path: '/', prepare: async (p) => loginVia(p, 'verify', 'verify1234') },
  { name: 'vtob', path: '/', prepare: async (p) => loginVia(p, 'migrate', 'migrate1234') },
  { name: 'mobile-register-page', path: '/mobile-register' },
  { name: 'sports', path: '/sports', user: ['demo', 'demo1234'] },
  { name: 'sports-live', path: '/sports?view=live', user: ['demo', 'demo1234'] },
  { name: 'sports-results', path: '/sports?view=results', user: ['demo', 'demo1234'] },
  { name: 'sports-bulletins', path: '/sports/bulletins', user: ['demo', 'demo1234'] },
  {
    name: 'sports-detail',
    path: '/sports?view=live',
    user: ['demo', 'demo1234'],
    after: async (p) => {
      await p.locator('[data-testid^="match-row-"] a').first().click();
      await p.waitForURL(/sportsdetail/);
    },
  },
  {
    // Two singles with stakes; on H5 the slip is the bottom sheet, opened from its badge.
    name: 'bet-slip',
    path: '/sports',
    user: ['demo', 'demo1234'],
    after: async (p) => {
      const rows = p.locator('[data-testid^="match-row-"][data-status="4"]');
      for (const nth of [0, 1]) await rows.nth(nth).locator('button.odds-btn:not([disabled])').first().click();
      if ((p.viewportSize()?.width ?? 1280) < 1100) await p.getByTestId('slip-fab').click();
      const slip = p.locator('[data-testid="bet-slip-sheet"]:visible, [data-testid="bet-slip"]:visible').first();
      await slip.locator('[data-testid="slip-place"][aria-disabled]').waitFor();
      const inputs = slip.locator('[data-testid^="slip-stake-"] input');
      for (let i = 0; i < (await inputs.count()); i++) await inputs.nth(i).fill(String(50_000 * (i + 1)));
    },
  },
  { name: 'personal-bets', path: '/personal/bets', user: ['demo', 'demo1234'] },
  { name: 'personal-reserve', path: '/personal/reserve', user: ['demo', 'demo1234'] },
  { name: 'personal-bets-settled', path: '/personal/bets?status=settled&window=last7Days', user: ['demo', 'demo1234'] },
  { name: 'promo-loss-refund', path: '/negative', user: ['demo', 'demo1234'] },
  {
    name: 'live-search',
    path: '/anchorPlay',
    user: ['demo', 'demo1234'],
    anyLanguage: true,
    after: async (p) => {
      const search = p.getByRole('searchbox').first();
      await search.fill('linh');
      await search.press('Enter');
      await p.getByTestId('search-results').waitFor();
    },
  },
  { name: 'wallet-deposit', path: '/personal/wallet?section=deposit', user: ['demo', 'demo1234'] },
  { name: 'personal-follows', path: '/personal/follows', user: ['demo', 'demo1234'] },
  { name: 'personal-live', path: '/personal/live', user: ['demo', 'demo1234'] },
  { name: 'promo-suggestion', path: '/suggestion', user: ['demo', 'demo1234'] },
  { name: 'promo-customer-service', path: '/dedicated-customer-service', user: ['demo', 'demo1234'] },
  { name: 'promo-usdt-guide', path: '/c2cVirtual', user: ['demo', 'demo1234'] },
  { name: 'sports-video', path: '/sports?view=live', user: ['demo', 'demo1234'] },
  { name: 'personal-profile', path: '/personal/profile', user: ['demo', 'demo1234'] },
  { name: 'personal-settings', path: '/personal/settings', user: ['demo', 'demo1234'] },
  { name: 'personal-security', path: '/personal/security', user: ['demo', 'demo1234'] },
  {
    name: 'personal-security-phone',
    path: '/personal/security',
    user: ['demo', 'demo1234'],
    after: async (p) => {
      await p.getByRole('button', { name: 'Change phone' }).click();
      await p.getByLabel('New phone number').fill('0987000111');
      await p.getByRole('button', { name: 'Send code' }).click();
    },
  },
  { name: 'wallet-withdraw', path: '/personal/wallet?section=withdraw', user: ['demo', 'demo1234'] },
  {
    name: 'wallet-transactions',
    path: '/personal/wallet?section=transactions&window=last7Days',
    user: ['demo', 'demo1234'],
  },
  { name: 'presenter-console', path: '/personalAnchor', user: ['anchor', 'anchor1234'] },
  {
    name: 'presenter-profile',
    path: '/personalAnchor',
    user: ['anchor', 'anchor1234'],
    after: async (p) => p.getByRole('tab', { name: 'Profile' }).click(),
  },
  {
    name: 'presenter-moderation',
    path: '/personalAnchor',
    user: ['anchor', 'anchor1234'],
    after: async (p) => p.getByRole('tab', { name: 'Moderation' }).click(),
  },
  {
    name: 'presenter-income',
    path: '/personalAnchor',
    user: ['anchor', 'anchor1234'],
    after: async (p) => p.getByRole('tab', { name: 'Income' }).click(),
  },
  {
    name: 'presenter-orders',
    path: '/personalAnchor',
    user: ['anchor', 'anchor1234'],
    after: async (p) => p.getByRole('tab', { name: 'Orders' }).click(),
  },
  {
    name: 'presenter-schedule',
    path: '/personalAnchor',
    user: ['anchor', 'anchor1234'],
    after: async (p) => p.getByRole('tab', { name: 'Schedule' }).click(),
  },
  { name: 'super-admin', path: '/superadmincenter', user: ['admin', 'admin1234'] },
  { name: 'invite-logged-out', path: '/invite' },
  { name: 'invite', path: '/invite', user: ['demo', 'demo1234'] },
  { name: 'vip-service', path: '/vipDedicatedManager', user: ['anchor', 'anchor1234'] },
  { name: 'personal-vip', path: '/personal/vip', user: ['demo', 'demo1234'] },
  // Promotions: one screen per template, the activity list, the popup ad.
  { name: 'promo-article', path: '/royal' },
  { name: 'promo-deposit-bonus', path: '/firstcharge', user: ['demo', 'demo1234'] },
  { name: 'promo-sign-in', path: '/sign', user: ['demo', 'demo1234'] },
  {
    name: 'promo-wheel',
    path: '/luckyWheel',
    user: ['demo', 'demo1234'],
    after: async (p) => {
      await p.getByRole('button', { name: 'Spin' }).click();
      await p.getByTestId('wheel').and(p.locator('[data-prize]')).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'promo-gift-box',
    path: '/GiftBox',
    user: ['demo', 'demo1234'],
    after: async (p) => p.getByRole('button', { name: 'Open gift box 2' }).click(),
  },
  { name: 'promo-rebate', path: '/rebate-activity', user: ['demo', 'demo1234'] },
  { name: 'promo-leaderboard', path: '/glory', user: ['demo', 'demo1234'] },
  { name: 'promo-schedule', path: '/schedule-display' },
  { name: 'promo-invite', path: '/invite-politely' },
  {
    name: 'help-center',
    path: '/HelpCenter',
    after: async (p) => p.getByText('Why was my withdrawal refused?').click(),
  },
  { name: 'app-download', path: '/AppDownload' },
  { name: 'sponsor', path: '/sponsor' },
  { name: 'activity-list', path: '/activity' },
  {
    name: 'popup-ad',
    path: '/activity',
    prepare: async (_p, control) => control('/promo/popups', { enabled: true }),
    after: async (p) => p.getByTestId('popup-ad').waitFor({ timeout: 15_000 }),
  },
  { name: 'error-404', path: '/404' },
  { name: 'maintenance', path: '/', prepare: async (_p, control) => control('/maintenance', { minutes: 90 }) },
  // Game lobbies: slots (one game in its window), the fishing lobby in maintenance,
  // the demo game open in its frame after a spin, and a jump that took longer than 10 s.
  { name: 'game-lobby', path: '/electronic/10009', user: ['demo', 'demo1234'] },
  { name: 'game-lobby-maintenance', path: '/electronic/1001106', user: ['demo', 'demo1234'] },
  {
    name: 'game-open',
    path: '/electronic/10009',
    user: ['demo', 'demo1234'],
    after: async (p) => {
      await p.getByTestId('lobby-games').getByRole('button').first().click();
      const frame = p.frameLocator('[data-testid="game-frame"]');
      await frame.getByRole('button', { name: 'Spin' }).click();
      await frame.locator('#result').filter({ hasText: /You/ }).waitFor();
    },
  },
  {
    name: 'game-jump-timeout',
    path: '/electronic/10009',
    user: ['demo', 'demo1234'],
    prepare: async (_p, control) => control('/games/config', { jumpDelayMs: 12_000 }),
    after: async (p) => {
      await p.getByTestId('lobby-games').getByRole('button').first().click();
      await p.locator('[data-testid="jump-status"][data-state="timedOut"]').waitFor({ timeout: 15_000 });
    },
  },
  { name: 'live-lobby', path: '/anchorPlay', user: ['demo', 'demo1234'] },
  // A live room never goes network-idle (the video keeps streaming): wait for the picture instead.
  {
    name: 'live-room',
    path: '/anchorPlay/9001',
    user: ['demo', 'demo1234'],
    streaming: true,
    anyLanguage: true,
    after: async (p) => {
      await p
        .waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      await p.waitForTimeout(2500);
    },
  },
];

const sim = await startSimulator({ control: true, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync('screenshots', { recursive: true });
let count = 0;
// SHOTS=name,name takes only those screens (to look again at what a change touched).
const only = process.env.SHOTS?.split(',');
// SHOTS_LANG=vi (or zh-cn, th) opens each screen in that language (files end in -vi): log-in and set-up stay in
// English, so a screen whose `after` step clicks an English name, or whose set-up a reload would undo, is left out.
const lang = process.env.SHOTS_LANG;
const inLang = (s: Screen) => s.anyLanguage || (!s.after && !(s.prepare && s.path === '/' && s.name !== 'maintenance'));
for (const screen of SCREENS.filter((s) => (!only || only.includes(s.name)) && (!lang || inLang(s)))) {
  for (const [width, height, label] of [
    [375, 812, 'h5'],
    [1280, 860, 'pc'],
  ] as const) {
    for (const theme of ['dark', 'light'] as const) {
      const scope = `shots-${screen.name}-${label}-${theme}`;
      // The scope as a cookie, not a header: a header would also go to the game's own origin and fail its CORS preflight.
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addCookies([{ name: 'sim-scope', value: scope, url: sim.url }]);
      const control = async (path: string, body: unknown = {}) => {
        await fetch(`${sim.url}/sim/control${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
          body: JSON.stringify(body),
        });
      };
      await context.addInitScript((t) => localStorage.setItem('local-theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${sim.url}/?lang=en`);
      await page.getByRole('banner').waitFor();
      if (screen.user) {
        await loginVia(page, ...screen.user);
        await page.getByRole('link', { name: /My account/ }).waitFor();
      }
      await screen.prepare?.(page, control);
      if (lang) await page.goto(`${sim.url}${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${lang}`);
      else if (screen.path !== '/' || screen.name === 'maintenance') await page.goto(`${sim.url}${screen.path}`);
      await screen.after?.(page);
      if (!screen.streaming) await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(600);
      // SHOTS_FULL=1 takes the whole page, not the first screenful.
      await page.screenshot({
        path: `screenshots/${screen.name}-${label}-${theme}${lang ? `-${lang}` : ''}.png`,
        fullPage: Boolean(process.env.SHOTS_FULL),
      });
      count += 1;
      await context.close();
    }
  }
}
await browser.close();
await sim.close();
console.log(`${count} screenshots in screenshots/`);
