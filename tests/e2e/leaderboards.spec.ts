import type { Page } from '@playwright/test';
import { formatDateTime } from '../../src/lib/format/date-time';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoEn, login, test, type SimTime } from './fixtures';
import { bettor, type Bettor, type Pick } from './orders-api';

/**
 * Leaderboards (docs/promo-api.md, "Leaderboards") against the simulator: the board ranks settled
 * bets of the period, so the demo user is not ranked until a bet settles, and a bigger settled bet
 * moves them up. The period is shown in the browser's zone; the page clock is the simulator's.
 */
const money = (amount: number) => formatMoney(amount, 'VND', 'en');
const HOUR = 3_600_000;

/** The promotion's period: the first of the simulator's month (UTC+8) to the end of the next month. */
function periodOf(now: number) {
  const local = new Date(now + 8 * HOUR);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 2, 1) - 8 * HOUR - 1000;
  return { start, end };
}

async function openBoard(page: Page, path: string) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await page.goto(path);
  await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'leaderboard');
}

/** One single on the pick, confirmed, then its match played to the end: the order is settled. */
async function settledBet(b: Bettor, pick: Pick, stake: number) {
  const ids = await b.placeSingles([pick], stake);
  await b.waitFor(ids, [4]);
  return async () => {
    await b.control('/sports/kickoff', { matchId: pick.matchId });
    await b.control('/sports/finish', { matchId: pick.matchId });
    await b.waitFor(ids, [5]);
  };
}

async function myRank(page: Page): Promise<number> {
  const text = await page.getByTestId('board-me').innerText();
  const rank = /Your rank: (\d+) of (\d+)/.exec(text);
  expect(rank, text).not.toBeNull();
  return Number(rank![1]);
}

test('the sports board ranks the demo user once a bet settles, and a bigger settled bet moves them up', async ({
  page,
  control,
  request,
  simTime,
  a11y,
}) => {
  const b = await bettor(request, control.scope);
  await b.prepare(100_000_000);
  await openBoard(page, '/glory');

  const board = page.getByTestId('promo-page');
  await expect(page.getByTestId('board-rule')).toHaveText('Ranked by the stakes of sports bets settled in the period.');
  await expect(page.getByTestId('board-period')).toHaveText(periodText(simTime));
  // The other members' settled bets are on the board; the demo user has none yet.
  await expect(board.getByRole('row')).not.toHaveCount(0);
  expect(await board.getByRole('row').count()).toBeGreaterThan(5);
  await expect(page.getByTestId('board-me')).toHaveText('Not ranked yet. A bet counts here once it is settled.');
  await expect(board.locator('tr[data-mine]')).toHaveCount(0);
  await a11y();

  const picks = await b.picks(2, 28);
  const [first] = picks;
  // The lowest price of the second match keeps a big stake under the book's limit.
  const second = picks.filter((p) => p.matchId !== first!.matchId).sort((x, y) => x.odds - y.odds)[0]!;

  // Placed and confirmed, not settled: still not ranked.
  const settleFirst = await settledBet(b, first!, 1_000_000);
  await page.reload();
  await expect(page.getByTestId('board-me')).toHaveText('Not ranked yet. A bet counts here once it is settled.');

  await settleFirst();
  await page.reload();
  await expect(page.getByTestId('board-me')).toContainText(`(${money(1_000_000)})`);
  const before = await myRank(page);
  expect(before).toBeGreaterThan(1);

  const settleSecond = await settledBet(b, second, 30_000_000);
  await settleSecond();
  await page.reload();
  await expect(page.getByTestId('board-me')).toContainText(`(${money(31_000_000)})`);
  const after = await myRank(page);
  expect(after).toBeLessThan(before);
  // The demo user's own row is marked at that rank, with the same score, names masked.
  const mine = board.locator('tr[data-mine]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('cell')).toHaveText([String(after), 'd***You', money(31_000_000), /./]);
  if (after > 1) {
    const above = board
      .getByRole('row')
      .nth(after - 1)
      .getByRole('cell')
      .nth(2);
    const amount = Number((await above.innerText()).replace(/\D/g, ''));
    expect(amount).toBeGreaterThanOrEqual(31_000_000);
  }
});

function periodText(simTime: SimTime) {
  const { start, end } = periodOf(simTime.now);
  const at = (ms: number) => formatDateTime(ms, 'en', 'dateTime', simTime.timeZone);
  return `Ranking period: ${at(start)} – ${at(end)}`;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a guest sees the board, its rule and period, and is asked to log in for a rank', async ({
    page,
    control: _c,
    simTime,
    a11y,
  }) => {
    await gotoEn(page, '/Chess-Card-Challenge');
    await expect(page.getByTestId('promo-page')).toHaveAttribute('data-template', 'leaderboard');
    await expect(page.getByTestId('board-rule')).toHaveText(
      'Ranked by net winnings of card games settled in the period; only a net win ranks.',
    );
    await expect(page.getByTestId('board-period')).toHaveText(periodText(simTime));
    await expect(page.getByTestId('board-me')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
    await expect(page.getByTestId('board-table').getByRole('row').nth(1)).toBeVisible();
    // The table scrolls inside its box; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await a11y();
  });
});
