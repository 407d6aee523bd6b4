import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { formatWindow } from '../../src/lib/rules/time-windows/maintenance';
import { expect, gotoEn, login, test, type Control } from './fixtures';

/**
 * Game lobbies against the simulator's games module (docs/games-api.md): a lobby
 * in maintenance shows its window in local time and cannot be entered; the single-wallet jump
 * opens the demo game in a frame, a spin moves the game wallet and is a game bet, and coming back
 * collects into the balance; a jump answered after 10 s is a clear, retryable error. The pages run
 * in Ho Chi Minh City's zone (UTC+7), an hour behind the service's UTC+8, so a window shown in the
 * service's time instead of local time fails.
 */
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

const money = (amount: number) => formatMoney(amount, 'VND', 'en');
const SLOTS = 10009;
const FISHING = 1001106;
/** demo's seeded game wallets (simulator/site/fund/game-wallets.ts). */
const SEEDED_GAME_WALLETS = 125_000 + 48_500;

async function gameBets(request: APIRequestContext, control: Control, baseURL: string) {
  const r = await request.get(`${baseURL}/sim/control/games/bets`, { headers: { 'x-sim-scope': control.scope } });
  return (await r.json()) as {
    bets: Array<{ id: string; betAmount: number; winLoss: number; gameName: string }>;
    jumps: number;
  };
}

async function openLobby(page: Page, lobbyId: number) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto(`/electronic/${lobbyId}`);
}

test.describe('game lobbies', () => {
  test('a lobby in maintenance shows its window in local time and cannot be entered', async ({
    page,
    control,
    request,
    baseURL,
    a11y,
  }) => {
    await openLobby(page, SLOTS);
    const lobbies = await (
      await request.post(`${baseURL}/api/game/lobby/list`, { headers: { 'x-sim-scope': control.scope } })
    ).json();
    const fishing = (lobbies.data.list as Array<{ id: number; startTimestamp: number; endTimestamp: number }>).find(
      (l) => l.id === FISHING,
    )!;
    const local = formatWindow(fishing.startTimestamp, fishing.endTimestamp, 'en', 'Asia/Ho_Chi_Minh');
    // Whole UTC+8 hours 17:00-21:00 at the pinned 18:00 UTC+8 are 16:00-20:00 in Ho Chi Minh City.
    expect(local).toContain('16:00');
    expect(local).toContain('20:00');

    const nav = page.getByRole('navigation', { name: 'Lobbies' });
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    const fishingChip = nav.getByTestId(`lobby-${FISHING}`);
    await expect(fishingChip).toHaveAttribute('data-down', 'true');
    await expect(fishingChip).toContainText(`Maintenance ${local}`);
    await expect(fishingChip.getByRole('link')).toHaveCount(0);

    // A game of an open lobby in its own window is greyed with its window, with nothing to press.
    const games = page.getByTestId('lobby-games');
    await expect(games.locator('li[data-down="true"]')).toHaveCount(1);
    await expect(games.locator('li[data-down="true"]')).toContainText('Maintenance');
    await expect(games.locator('li[data-down="true"]').getByRole('button', { name: /^Play / })).toHaveCount(0);
    // Hot picks: four games of lobby 1001104.
    await expect(page.getByTestId('hot-games').getByRole('listitem')).toHaveCount(4);
    await a11y();

    // Straight to the fishing lobby's address: the notice, and no game to open.
    await page.goto(`/electronic/${FISHING}`);
    await expect(page.getByTestId('lobby-maintenance')).toContainText(`Fishing is under maintenance: ${local}`);
    await expect(page.getByTestId('lobby-games')).toHaveCount(0);

    // The control closes the slots lobby for this test's scope: its page says so after a reload.
    await control.post('/games/maintenance', { lobbyId: SLOTS, minutes: 30 });
    await page.goto(`/electronic/${SLOTS}`);
    await expect(page.getByTestId('lobby-maintenance')).toContainText('Slots is under maintenance');
    await expect(page.getByTestId('lobby-games')).toHaveCount(0);
    // The hot picks belong to lobby 1001104, still open.
    await expect(
      page
        .getByTestId('hot-games')
        .getByRole('button', { name: /^Play / })
        .first(),
    ).toBeEnabled();
  });

  test('the home page marks the lobby in maintenance with its window in local time; its games cannot be opened', async ({
    page,
    control,
    request,
    baseURL,
  }) => {
    const home = await (
      await request.post(`${baseURL}/api/game/home/slot/list/`, { headers: { 'x-sim-scope': control.scope } })
    ).json();
    const fishing = (
      home.data as Array<{ id: number; startTimestamp: number; endTimestamp: number; gameList: unknown[] }>
    ).find((l) => l.id === FISHING)!;
    const local = formatWindow(fishing.startTimestamp, fishing.endTimestamp, 'en', 'Asia/Ho_Chi_Minh');
    // Whole UTC+8 hours 17:00-21:00 at the pinned 18:00 UTC+8 are 16:00-20:00 in Ho Chi Minh City.
    expect(local).toContain('16:00');
    expect(local).toContain('20:00');
    await gotoEn(page);

    const fishingSection = page.getByRole('region', { name: 'Fishing' });
    await expect(fishingSection.getByTestId('lobby-down')).toHaveText(`Maintenance ${local}`);
    await expect(fishingSection.getByRole('listitem')).toHaveCount(fishing.gameList.length);
    await expect(fishingSection.locator('li[data-down="true"]')).toHaveCount(fishing.gameList.length);
    await expect(fishingSection.getByRole('link')).toHaveCount(0);

    // An open lobby: no note, one game in its own window, the others lead into the lobby.
    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByTestId('lobby-down')).toHaveCount(0);
    await expect(slots.locator('li[data-down="true"]')).toHaveCount(1);
    const open = slots.getByRole('link');
    await expect(open.first()).toHaveAttribute('href', `/electronic/${SLOTS}`);
    expect(await open.count()).toBe((await slots.getByRole('listitem').count()) - 1);
  });

  test('jump, play the demo game, come back: the wallet and the game bet history show it', async ({
    page,
    control,
    request,
    baseURL,
    a11y,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 500_000 });
    await openLobby(page, SLOTS);
    await expect(page.getByTestId('games-balance')).toHaveText(money(500_000));
    const first = page
      .getByTestId('lobby-games')
      .getByRole('button', { name: /^Play / })
      .first();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    // A double press is one jump: one transfer line in the ledger.
    await first.dblclick();

    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(frame.getByRole('heading', { name })).toBeVisible();
    // The game is another origin's page in a sandbox: it can never read the app's storage (the token).
    const element = page.getByTestId('game-frame');
    await expect(element).toHaveAttribute('referrerpolicy', 'no-referrer');
    const sandbox = ((await element.getAttribute('sandbox')) ?? 'absent').split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    const game = page.frames().find((f) => f.url().includes('/sim/game/'))!;
    const gameOrigin = new URL(game.url()).origin;
    expect(gameOrigin).not.toBe(new URL(page.url()).origin);
    const config = (await page.evaluate(() => fetch('/config.json').then((r) => r.json()))) as {
      gameOrigins?: string[];
    };
    expect(config.gameOrigins).toContain(gameOrigin);
    expect(
      await game.evaluate(() => {
        try {
          return window.parent.localStorage.length;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    expect(
      await game.evaluate(() => {
        try {
          return window.localStorage.length;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await expect(page.getByTestId('games-balance')).toHaveText(money(0));
    await expect(frame.locator('#balance')).toHaveText(`${new Intl.NumberFormat('en').format(500_000 + 125_000)} VND`);
    await frame.getByRole('radio', { name: /50,000/ }).check();
    await frame.getByRole('button', { name: 'Spin' }).press('Enter');
    await expect(frame.locator('#result')).toHaveText(/You (won|lost) /);
    const {
      bets: [bet],
      jumps,
    } = await gameBets(request, control, baseURL!);
    expect(jumps).toBe(1);
    expect(bet).toMatchObject({ betAmount: 50_000, gameName: name });
    await expect(frame.locator('#balance')).toHaveText(
      `${new Intl.NumberFormat('en').format(625_000 + bet!.winLoss)} VND`,
    );
    // axe scans the frame too: the demo game and its bar.
    await a11y();

    // The game's own "Back" asks the page to come back; the game wallets are collected.
    await frame.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const back = 625_000 + SEEDED_GAME_WALLETS - 125_000 + bet!.winLoss;
    await expect(page.getByTestId('jump-status')).toContainText(
      `${money(back)} from your game wallets is back in your balance.`,
    );
    await expect(page.getByTestId('games-balance')).toHaveText(money(back));

    await page.goto('/personal/wallet?section=transactions');
    const rows = page.getByTestId('transactions').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Collected from games');
    await expect(rows.nth(1)).toContainText('Moved to a game');
    await expect(rows.nth(1)).toContainText(`−${money(500_000)}`);

    await page.goto('/personal/games');
    const row = page.getByTestId('game-row').filter({ hasText: 'Slots' });
    await row.getByRole('button', { name: /show/i }).click();
    const newest = row.getByTestId('game-bet').first();
    await expect(newest).toContainText(money(50_000));
    await expect(newest).toContainText(`${bet!.winLoss > 0 ? '+' : ''}${money(bet!.winLoss)}`);
  });

  test('a jump not answered within 10 s is a clear error; retrying opens the game once', async ({
    page,
    control,
    request,
    baseURL,
  }) => {
    await control.post('/balance', { userName: 'demo', balance: 200_000 });
    await control.post('/games/config', { jumpDelayMs: 12_000, times: 1 });
    await openLobby(page, SLOTS);
    const first = page
      .getByTestId('lobby-games')
      .getByRole('button', { name: /^Play / })
      .first();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await first.click();
    const status = page.getByTestId('jump-status');
    await expect(status).toHaveAttribute('data-state', 'jumping');
    await expect(status).toContainText(`Opening ${name}`);
    await page.clock.fastForward(9_000);
    await expect(status).toHaveAttribute('data-state', 'jumping');
    await page.clock.fastForward(1_100);
    await expect(status).toHaveAttribute('data-state', 'timedOut');
    await expect(status.getByRole('alert')).toContainText(
      `${name} did not open within 10 seconds. Check your balance, then try again.`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page.getByTestId('games-balance')).toHaveText(money(0));
    // The abandoned first call ends on the server later with the same id: still one transfer.
    const ledger = async () =>
      (await (
        await request.get(`${baseURL}/sim/control/ledger?userName=demo`, { headers: { 'x-sim-scope': control.scope } })
      ).json()) as { balance: number };
    expect((await ledger()).balance).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByTestId('games-balance')).toHaveText(money(200_000 + SEEDED_GAME_WALLETS));
    expect(await gameBets(request, control, baseURL!)).toMatchObject({ bets: [], jumps: 1 });
  });
});
