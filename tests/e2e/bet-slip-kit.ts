import type { Locator, Page } from '@playwright/test';
import { isHistoryOrder } from '../../simulator/orders/demo-history';
import { listQuery } from '../../src/machines/sports/sports-list-query';
import { expect, gotoEn, login, type Control } from './fixtures';
import { provider, type ListPage } from './provider-api';
import { LATER_DAYS_FROM } from './sim-start';

/**
 * Helpers of the bet-slip specs: a logged-in sports list, picks on matches that have not started
 * (their prices move rarely, and a test that needs a move makes it with /sim/control/odds), the
 * slip's parts, and the simulator's ledger of this test's scope.
 */

export interface Ledger {
  balance: number;
  orders: { id: string; cid: string; st: number; sa: number; ops: unknown[]; sn?: number }[];
  reservations: unknown[];
  placements: Record<string, number>;
  duplicated: string[];
}

export async function ledger(page: Page, control: Control, userName = 'demo'): Promise<Ledger> {
  const response = await page.request.get(`/sim/control/ledger?userName=${userName}`, {
    headers: { 'x-sim-scope': control.scope },
  });
  expect(response.ok()).toBe(true);
  return madeHere((await response.json()) as Ledger);
}

/** The orders this test made: demo's seeded month before the start is left out (docs/simulator.md, "Demo accounts"). */
export const madeHere = <L extends { orders: { id: string }[] }>(l: L): L => ({
  ...l,
  orders: l.orders.filter((o) => !isHistoryOrder(o.id)),
});

/**
 * Logged in as demo on the sports list, the push connected, orders confirming at once unless a test
 * says otherwise. Policy 2 (accept any price) unless the test is about the policy: prematch prices
 * drift now and then, and a test about something else must not wait on an acceptance.
 */
export async function openSports(
  page: Page,
  control: Control,
  opts: { oddsChange?: 0 | 1 | 2; confirmMs?: number } = {},
) {
  await control.post('/order-faults', { kind: 'confirm-delay', ms: opts.confirmMs ?? 0 });
  await gotoEn(page);
  await page.evaluate(
    (oc) => localStorage.setItem('settings', JSON.stringify({ oddsFormat: 1, oddsChange: oc })),
    opts.oddsChange ?? 2,
  );
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, '/sports?view=allList');
  await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
}

export const slip = (page: Page) => page.getByTestId('bet-slip');

/**
 * The first open odds button of the nth row of a later day (laterDayRow), in the list's order; answers its market and
 * option. Tests run in parallel on one world: a test that changes a price or closes a market takes a row no other
 * test uses (MUTATED_ROWS).
 */
export async function pick(page: Page, nth: number, option = 0) {
  const row = await laterDayRow(page, nth);
  await expect(row).toBeVisible();
  const button = row.locator('button.odds-btn:not([disabled])').nth(option);
  const testId = (await button.getAttribute('data-testid'))!;
  const [, marketId, optionType] = testId.split('-').map(Number) as [number, number, number];
  await button.click();
  await expect(slip(page).getByTestId(`slip-leg-${marketId}:${optionType}`)).toBeVisible();
  return { marketId: marketId!, optionType: optionType!, key: `${marketId}:${optionType}` };
}

/**
 * The row of the nth match, in the list's order, of those that kick off on a later day (LATER_DAYS_FROM), scrolled
 * into the page. Only those count, so that every test finds the same match at the same place all through a run:
 * today's matches kick off as the clock runs and other specs kick off and finish some of them, and each time every
 * row below would move one place. Their order is read from the provider with the list's own query (listQuery: every
 * date, soccer, by league): counting rendered rows while scrolling a list that renders only those near the screen, a few at a
 * time, could pass one unseen.
 */
async function laterDayRow(page: Page, nth: number): Promise<Locator> {
  const ids: number[] = [];
  for (const current of [1, 2]) {
    const query = listQuery(
      { view: 'allList', sportId: 1, leagueIds: [], day: null, page: current, followIds: [] },
      Date.now(),
    )!;
    const list = await provider<ListPage<{ id: number; ms: number; bt: number }>>(page.request, 'match/getList', {
      ...query,
    });
    for (const m of list.records) if (m.ms === 4 && m.bt >= LATER_DAYS_FROM) ids.push(m.id);
  }
  if (ids[nth] === undefined) throw new Error(`the list has no ${nth + 1} matches of later days`);
  const row = page.getByTestId(`match-row-${ids[nth]}`);
  await expect(page.getByTestId('match-list').locator('[data-testid^="match-row-"]').first()).toBeVisible();
  // If it is not rendered: from the top, half a screen at a time, each step given two frames to render what came on
  // screen; at the end of what is loaded the list asks for its next page, and the search starts again from the top.
  const step = (to: 'top' | 'down') =>
    page.evaluate(
      (to) =>
        new Promise<boolean>((done) => {
          const before = window.scrollY;
          if (to === 'down') window.scrollBy(0, window.innerHeight / 2);
          const moved = to === 'down' && window.scrollY !== before;
          if (!moved) window.scrollTo(0, 0);
          requestAnimationFrame(() => requestAnimationFrame(() => done(moved)));
        }),
      to,
    );
  if ((await row.count()) === 0) await step('top');
  for (const deadline = Date.now() + 30_000; ;) {
    if ((await row.count()) > 0) {
      try {
        await row.scrollIntoViewIfNeeded({ timeout: 2_000 });
        return row;
      } catch {
        // Rendered again meanwhile (the list's first screenful, a refetch): searched for again.
      }
    }
    if (Date.now() > deadline) throw new Error(`row ${nth + 1} of later days (match ${ids[nth]}) was never rendered`);
    if (!(await step('down'))) await page.waitForTimeout(200);
  }
}

/**
 * Keeps the simulator's prematch drift off the leg's market from now on (the test control's `pin`), for a test whose
 * steps depend on the price it sets: a drift between two steps would be a change no step made.
 */
export async function pinPrice(control: Control, leg: { marketId: number }) {
  await control.post('/odds', { marketId: leg.marketId, pin: true });
}

/** Checked by the provider: the Place button no longer waits for the odds check. */
export async function checked(page: Page) {
  await expect(slip(page).getByTestId('slip-reason')).not.toHaveAttribute('data-reason', 'checking', {
    timeout: 10_000,
  });
}

export async function stake(page: Page, key: string, amount: string) {
  await slip(page).getByTestId(`slip-stake-${key}`).getByRole('textbox').fill(amount);
}

export const placeButton = (page: Page) => slip(page).getByTestId('slip-place');
export const status = (page: Page) => slip(page).getByTestId('slip-status');

/**
 * Rows of the list that tests change (odds, sale status): one per test, none shared. The model's
 * rows (tests/model/bet-slip.model.spec.ts, one per path that moves a price or closes a market)
 * lie below the first eight; that spec renders a taller page, which holds them with less scrolling.
 */
export const MUTATED_ROWS = {
  policy0: 4,
  policy1: 5,
  policy2: 6,
  closed: 7,
  model: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  reserve: 18,
} as const;
