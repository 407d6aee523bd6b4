import type { Page } from '@playwright/test';
import { isHistoryOrder } from '../../simulator/orders/demo-history';
import { expect, gotoEn, login, type Control } from './fixtures';
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
 * The first open odds button of the nth row of a later day (LATER_DAYS_FROM), in the list's order; answers its market
 * and option. The list renders only the rows near the screen, so the page scrolls down until that row has been
 * rendered, noting each rendered row by its place in the list (`data-index`). Tests run in parallel on one world: a
 * test that changes a price or closes a market takes a row no other test uses (MUTATED_ROWS).
 */
export async function pick(page: Page, nth: number, option = 0) {
  const row = page.getByTestId(await nthOfLaterDays(page, nth));
  await expect(row).toBeVisible();
  const button = row.locator('button.odds-btn:not([disabled])').nth(option);
  const testId = (await button.getAttribute('data-testid'))!;
  const [, marketId, optionType] = testId.split('-').map(Number) as [number, number, number];
  await button.click();
  await expect(slip(page).getByTestId(`slip-leg-${marketId}:${optionType}`)).toBeVisible();
  return { marketId: marketId!, optionType: optionType!, key: `${marketId}:${optionType}` };
}

/**
 * The test id of the nth row of a match that kicks off on a later day (LATER_DAYS_FROM), scrolling the page until it
 * has been rendered. Only those count, so that every test finds the same match at the same place all through a run:
 * today's matches kick off as the clock runs and other specs kick off and finish some of them, and each time every
 * row below would move up one place, so two tests counting minutes apart would take the same match.
 */
async function nthOfLaterDays(page: Page, nth: number): Promise<string> {
  const list = page.getByTestId('match-list');
  await expect(list.locator('[data-testid^="match-row-"]').first()).toBeVisible();
  // From the top: an earlier pick may have left the page scrolled past the list's first rows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(list.locator('.virtual-item[data-index="0"]')).toBeAttached();
  const seen = new Map<number, { id: string | null; status: string | null; kickOff: number }>();
  for (let screen = 0; screen < 40; screen++) {
    const rendered = await list.locator('.virtual-item').evaluateAll((items) =>
      items.map((item) => {
        const row = item.querySelector('[data-testid^="match-row-"]');
        return {
          index: Number(item.getAttribute('data-index')),
          id: row?.getAttribute('data-testid') ?? null,
          status: row?.getAttribute('data-status') ?? null,
          kickOff: Date.parse(row?.querySelector('time.match-clock')?.getAttribute('datetime') ?? ''),
        };
      }),
    );
    for (const { index, ...row } of rendered) seen.set(index, row);
    let count = 0;
    for (let index = 0; seen.has(index); index++) {
      const { id, status, kickOff } = seen.get(index)!;
      if (id && status === '4' && kickOff >= LATER_DAYS_FROM && count++ === nth) return id;
    }
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY !== before;
    });
    if (!moved) break;
  }
  throw new Error(`the list has no ${nth + 1} rows of later days`);
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
 * lie below the first eight, so that spec renders a taller page (a 1280x800 one holds 8).
 */
export const MUTATED_ROWS = {
  policy0: 4,
  policy1: 5,
  policy2: 6,
  closed: 7,
  model: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  reserve: 18,
} as const;
