import type { ElementHandle, Page } from 'playwright-core';
import type { WatchResult } from './slip-probe';

/**
 * The bet slip bench's page helpers: the logged-in list with the push connected, odds buttons of
 * rows that have not started (prices move rarely, so a pick is not held up by a change), presses
 * with the real mouse, the probe's watches, and the simulator's ledger.
 */

export const SLIP = '[data-testid="bet-slip"]';
export const legSelector = (key: string) => `${SLIP} [data-testid="slip-leg-${key}"]`;

/** Odds-change policy 2 (take any price) as the e2e kit uses it: a pick or a stake never waits on an acceptance. */
export const SETTINGS_SCRIPT = `localStorage.setItem('settings', JSON.stringify({ oddsFormat: 1, oddsChange: 2 }));`;

export interface OddsPick {
  testId: string;
  matchId: number;
  key: string;
}

export async function waitConnected(page: Page): Promise<void> {
  await page
    .locator('[data-testid="connection"][data-state="connected"]')
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/** The open odds buttons of not-started rows wholly on screen (below the sticky header), top to bottom. */
export async function buttonsOnScreen(page: Page, perRow = 1): Promise<OddsPick[]> {
  return page.$$eval(
    '[data-testid="match-list"] [data-testid^="match-row-"][data-status="4"]',
    (rows, n) => {
      const out: Array<{ testId: string; matchId: number; key: string }> = [];
      const top = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8;
      for (const row of rows) {
        const matchId = Number(row.getAttribute('data-testid')!.slice(10));
        const buttons = [...row.querySelectorAll('button.odds-btn:not([disabled])')].filter((b) => {
          const r = b.getBoundingClientRect();
          return r.top >= top && r.bottom <= innerHeight - 8 && r.width > 0;
        });
        // One per market: a second pick in a market would replace the first.
        const markets = new Set<string>();
        for (const b of buttons) {
          const testId = b.getAttribute('data-testid')!;
          const [, marketId, optionType] = testId.split('-');
          if (markets.has(marketId!) || markets.size >= n) continue;
          markets.add(marketId!);
          out.push({ testId, matchId, key: `${marketId}:${optionType}` });
        }
      }
      return out;
    },
    perRow,
  );
}

/**
 * A press as a bettor makes it: the mouse moves onto the element, then down and up (no waiting for
 * the element to be stable, which would line every click up with a frame). A random pause first
 * spreads the presses over the frame.
 */
export async function press(page: Page, handle: ElementHandle | null): Promise<void> {
  if (!handle) throw new Error('nothing to press');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the element to press is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(20 + Math.random() * 17);
  await page.mouse.down();
  await page.mouse.up();
}

export const pressTestId = async (page: Page, testId: string) => press(page, await page.$(`[data-testid="${testId}"]`));

type ProbeWindow = {
  __slipProbe: {
    watch(s: string, p: boolean, c: boolean): number;
    result(id: number): WatchResult | null;
    cancel(id: number): void;
  };
};

export function watch(page: Page, selector: string, present: boolean, onClick: boolean): Promise<number> {
  return page.evaluate(([s, p, c]) => (window as unknown as ProbeWindow).__slipProbe.watch(s, p, c), [
    selector,
    present,
    onClick,
  ] as const);
}

/** The watch's result once its change was painted; null after `timeoutMs`. */
export async function watched(page: Page, id: number, timeoutMs = 10_000): Promise<WatchResult | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await page.evaluate((i) => (window as unknown as ProbeWindow).__slipProbe.result(i), id);
    if (r || Date.now() > until) {
      if (!r) await page.evaluate((i) => (window as unknown as ProbeWindow).__slipProbe.cancel(i), id);
      return r;
    }
    await page.waitForTimeout(25);
  }
}

/** The Place button takes a press (no reason shown): the odds check answered and the stake is good. */
export async function placeReady(page: Page): Promise<void> {
  await page.locator(`${SLIP} [data-testid="slip-place"][aria-disabled="false"]`).waitFor({ timeout: 10_000 });
}

/**
 * Fills the slip with `count` singles, one per not-started row (the first open button of each),
 * scrolling the list down as the rows on screen run out, then back to the top. Answers the picks.
 */
export async function pickLegs(page: Page, count: number): Promise<OddsPick[]> {
  const picked: OddsPick[] = [];
  const rows = new Set<number>();
  await page.mouse.move(640, 500);
  for (let round = 0; round < 40 && picked.length < count; round++) {
    for (const b of await buttonsOnScreen(page)) {
      if (picked.length >= count) break;
      if (rows.has(b.matchId)) continue;
      const handle = await page.$(`[data-testid="${b.testId}"]`);
      if (!handle) continue;
      await handle.click();
      await page.locator(legSelector(b.key)).waitFor({ timeout: 5_000 });
      rows.add(b.matchId);
      picked.push(b);
    }
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(400);
  }
  await page.mouse.wheel(0, -200_000);
  await page.waitForTimeout(1_500);
  if (picked.length < count) throw new Error(`only ${picked.length} of ${count} selections could be picked`);
  return picked;
}

export interface LedgerOrder {
  id: string;
  cid: string;
  st: number;
  timeline: Array<{ st: number; at: number }>;
}

export async function ledgerOrders(base: string): Promise<LedgerOrder[]> {
  const response = await fetch(`${base}/sim/control/ledger?userName=demo`);
  const body = (await response.json()) as { orders?: LedgerOrder[] };
  return body.orders ?? [];
}

export async function control(base: string, path: string, body?: unknown, method = 'POST'): Promise<void> {
  // x-sim-control: the control API refuses a write without a JSON body or an x-sim-* header (a cross-site form could send one).
  const init: RequestInit =
    body === undefined
      ? { method, headers: { 'x-sim-control': '1' } }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${base}/sim/control${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}
