import type { Locator, Page } from 'playwright-core';
import type { Rng } from '../simulator/core/rng';
import {
  clientOrders,
  emptySlip,
  login,
  phase,
  pickLegs,
  placeable,
  slip,
  stake,
  type ClientOrder,
} from './fault-run-page';
import { sleep } from '../tests/support/wait';

/**
 * What the chaos run (bench/chaos.ts) does in the page, as a user would, and what the page said was
 * done: orders with an order id, cash-outs, deposit orders, promotion claims, chat lines and gifts.
 * Each step waits for an outcome the page shows (done, failed with a way on) and takes the way on
 * once (Retry, Try again) when it is offered, as a user would.
 */

export interface Said {
  orders: ClientOrder[];
  /** Client ids of placements shown as not placed and then discarded. */
  discarded: string[];
  cashOuts: Array<{ orderId: string; outcome: 'done' | 'failed' | 'unknown' }>;
  /** The order line of each deposit the cashier showed as made ("Order <id>"). */
  deposits: string[];
  /** The promotion id of each claim shown as done. */
  claims: string[];
  chat: { sent: number; failed: number };
  gifts: { sent: number };
}

export const emptySaid = (): Said => ({
  orders: [],
  discarded: [],
  cashOuts: [],
  deposits: [],
  claims: [],
  chat: { sent: 0, failed: 0 },
  gifts: { sent: 0 },
});

export interface StepContext {
  page: Page;
  base: string;
  rng: Rng;
  said: Said;
  n: number;
}

export type Step = 'browse' | 'single' | 'parlay' | 'cashOut' | 'room' | 'deposit' | 'claim' | 'mobile';
export const STEPS: Step[] = ['browse', 'single', 'parlay', 'cashOut', 'room', 'deposit', 'claim', 'mobile'];

/** Whether the locator shows within `ms` (isVisible alone does not wait). */
const shows = (locator: Locator, ms: number) =>
  locator
    .first()
    .waitFor({ timeout: ms })
    .then(() => true)
    .catch(() => false);
/**
 * Waits for `ready`; a screen that shows its error state instead gets its button pressed (Try again), as a
 * user would, up to three times. Throws when neither shows, or the screen still fails after that.
 */
async function readyOrRetry(page: Page, ready: Locator, ms = 20_000): Promise<void> {
  const failed = page.locator('.error-box');
  for (let attempt = 0; attempt <= 3; attempt++) {
    await ready.first().or(failed.first()).first().waitFor({ timeout: ms });
    if (await ready.first().isVisible()) return;
    if (attempt < 3) await failed.first().getByRole('button').click();
  }
  throw new Error(`still the error state after three retries: ${await failed.first().innerText()}`);
}
const goto = (s: StepContext, path: string) => s.page.goto(`${s.base}${path}${path.includes('?') ? '&' : '?'}lang=en`);

/** Logged in and nothing modal in the way: the expiry question answered, the login done again. */
export async function ensureSignedIn(s: StepContext): Promise<void> {
  const { page } = s;
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    // The session-expired question: either answer logs out and reloads.
    const ok = dialog.getByRole('button', { name: 'OK' });
    if (await ok.isVisible().catch(() => false))
      await Promise.all([page.waitForEvent('load', { timeout: 15_000 }).catch(() => undefined), ok.click()]);
    else await page.keyboard.press('Escape');
  }
  const account = page.getByRole('link', { name: /My account/ });
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await Promise.race([account.waitFor({ timeout: 15_000 }), logIn.waitFor({ timeout: 15_000 })]).catch(() => undefined);
  if (await account.isVisible().catch(() => false)) return;
  // A login call may meet a fault too: a user tries again.
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      if (!(await logIn.isVisible().catch(() => false))) await goto(s, '/');
      await login(page, s.base);
      return;
    } catch {
      await page.keyboard.press('Escape').catch(() => undefined);
      await sleep(1_000);
    }
  }
  throw new Error('could not log in again');
}

async function browse(s: StepContext): Promise<void> {
  const { page, rng } = s;
  await goto(s, '/sports');
  await readyOrRetry(page, page.getByTestId('match-list'));
  const views = ['All', 'Live', 'Hot', 'Outrights', 'Results'];
  for (let i = 0; i < 2; i++) {
    await page
      .getByRole('navigation', { name: 'Match lists' })
      .getByRole('button', { name: rng.pick(views), exact: true })
      .click();
    const sport = page.getByTestId(`sport-${rng.pick([1, 2, 3])}`);
    if (await sport.isVisible().catch(() => false)) await sport.click();
    await sleep(1_500);
  }
}

async function bet(s: StepContext, kind: 'single' | 'parlay'): Promise<void> {
  const { page, rng } = s;
  await goto(s, '/sports');
  await readyOrRetry(
    page,
    page.locator('[data-testid^="match-row-"][data-status="4"] button.odds-btn:not([disabled])'),
  );
  await emptySlip(page);
  const first = rng.int(0, 5);
  const keys = await pickLegs(page, kind === 'parlay' ? [first, first + rng.int(1, 3)] : [first]);
  if (keys.length === 0) return;
  if (kind === 'parlay') {
    await slip(page).locator('[data-testid="slip-kind-parlay"]').click();
    await stake(page, 'parlay', 10_000 + rng.int(0, 8) * 5_000);
  } else {
    await slip(page).locator('[data-testid="slip-kind-single"]').click();
    for (const key of keys) await stake(page, key, 10_000 + rng.int(0, 8) * 5_000);
  }
  if (!(await placeable(page))) return;
  await slip(page).locator('[data-testid="slip-place"]').click();
  let retried = false;
  const until = Date.now() + 40_000;
  while (Date.now() < until) {
    const now = await phase(page);
    if (now === 'done') {
      s.said.orders.push(...(await clientOrders(page)).filter((o) => o.oid));
      await emptySlip(page);
      return;
    }
    if (now === 'unplaced') {
      if (!retried) {
        retried = true;
        await slip(page).locator('[data-testid="slip-retry"]').click();
      } else {
        s.said.discarded.push(...(await clientOrders(page)).map((o) => o.cid));
        await slip(page).getByRole('button', { name: 'Discard' }).click();
        return;
      }
    }
    await sleep(200);
  }
  throw new Error(`placement not final after 40 s (phase ${await phase(page)})`);
}

async function cashOut(s: StepContext): Promise<void> {
  const { page } = s;
  await goto(s, '/personal/bets');
  await readyOrRetry(page, page.getByTestId('bets-tab'));
  const open = page.getByRole('button', { name: /^Cash out:/ });
  await open
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => undefined);
  if ((await open.count()) === 0) return;
  const orderId = (await page.locator('[data-order-id]').filter({ has: open }).first().getAttribute('data-order-id'))!;
  // By its id: once the panel opens, the card no longer holds the button it was found by.
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await card.getByRole('button', { name: /^Cash out:/ }).click();
  await card.getByTestId('cash-out-button').click({ timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: 'Cash out this bet?' });
  const done = card.getByTestId('cash-out-done');
  const failed = card.getByTestId('cash-out-failed');
  for (let i = 0; i < 4 && (await dialog.isVisible().catch(() => false)); i++) {
    await dialog.getByTestId('cash-out-confirm').click();
    await dialog.or(done).or(failed).first().waitFor({ timeout: 15_000 });
    await sleep(500);
  }
  await done
    .or(failed)
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const outcome = (await done.isVisible()) ? 'done' : (await failed.isVisible()) ? 'failed' : 'unknown';
  s.said.cashOuts.push({ orderId, outcome });
  if (outcome === 'failed')
    await card
      .getByRole('button', { name: 'Try again' })
      .click()
      .catch(() => undefined);
}

async function room(s: StepContext): Promise<void> {
  const { page, rng } = s;
  await goto(s, '/anchorPlay/9001');
  await readyOrRetry(page, page.getByTestId('live-room'));
  const input = page.locator('.chat-panel').getByRole('textbox', { name: 'Your message' });
  if (await shows(page.locator('.chat-panel input:enabled'), 10_000)) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      await input.fill(`chaos ${s.n}.${i}`);
      await page.locator('.chat-panel').getByRole('button', { name: 'Send' }).click();
      s.said.chat.sent++;
      await sleep(800);
    }
    s.said.chat.failed = await page
      .locator('.chat-line--failed')
      .count()
      .then((n) => Math.max(s.said.chat.failed, n));
  }
  const gifts = page.getByRole('region', { name: 'Gifts' });
  if (await shows(gifts, 5_000)) {
    await gifts.getByRole('radio', { name: /Rose/ }).click();
    const send = gifts.getByRole('button', { name: /^Send Rose/ });
    await send.click();
    s.said.gifts.sent++;
    await send.waitFor({ state: 'visible' });
  }
  // Watch the room a little: the player, the chat, the pushes.
  await sleep(rng.int(2, 5) * 1_000);
}

async function deposit(s: StepContext): Promise<void> {
  const { page, rng } = s;
  await goto(s, '/personal/wallet?section=deposit');
  const progress = page.getByTestId('cashier-progress');
  const form = page.getByTestId('deposit-form');
  await readyOrRetry(page, progress.or(form));
  if (await form.isVisible()) {
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    await form.getByLabel('Amount (VND)').fill(String(rng.int(100, 900) * 1_000));
    await form.getByRole('button', { name: 'Deposit' }).click();
  }
  for (let i = 0; i < 3; i++) {
    await progress
      .locator('.cashier-order-id')
      .or(progress.locator('[role=alert]'))
      .or(form.getByRole('alert'))
      .first()
      .waitFor({ timeout: 20_000 });
    if (
      await progress
        .getByRole('button', { name: 'Retry' })
        .isVisible()
        .catch(() => false)
    )
      await progress.getByRole('button', { name: 'Retry' }).click();
    else break;
  }
  const line = progress.locator('.cashier-order-id');
  if (!(await line.isVisible().catch(() => false))) return;
  const shown = await line.innerText();
  // An order still pending from an earlier step shows again here: it is one order.
  if (!s.said.deposits.includes(shown)) s.said.deposits.push(shown);
  // Settled within a few seconds (the cashier's 2.5 s); then a new order can start next time.
  const newOrder = page.getByRole('button', { name: 'New order' });
  if (await shows(newOrder, 10_000)) await newOrder.click();
}

const CLAIMS: Array<{ paths: string[]; button: RegExp }> = [
  { paths: ['/sign', '/day', '/olympicCheck'], button: /check in today/i },
  { paths: ['/luckyWheel', '/moneyball', '/feast', '/FifaActivity', '/national-day', '/singlesDay'], button: /^Spin$/ },
  {
    paths: [
      '/GiftBox',
      '/GiftBoxVi',
      '/FifaActivityVi',
      '/Valentine-Day',
      '/Mid-Autumn-Festival',
      '/christmas-activities',
    ],
    button: /^Open gift box \d/,
  },
];

async function claim(s: StepContext): Promise<void> {
  const { page, rng } = s;
  const kind = rng.pick(CLAIMS);
  await goto(s, rng.pick(kind.paths));
  const promo = page.getByTestId('promo-page');
  await readyOrRetry(page, promo);
  const buttons = page.getByRole('button', { name: kind.button });
  // None: done for today (the button reads "Checked in today", the boxes are opened).
  if (!(await shows(buttons, 8_000))) return;
  const enabled = await buttons.evaluateAll((els) =>
    els.map((el, i) => ((el as HTMLButtonElement).disabled ? -1 : i)).filter((i) => i >= 0),
  );
  if (enabled.length === 0) return;
  await buttons.nth(rng.pick(enabled)).click();
  const status = page.getByTestId('claim-status');
  const failed = page.locator('.promo-feedback.is-error');
  for (let i = 0; i < 2; i++) {
    await status.filter({ hasText: /\S/ }).or(failed).first().waitFor({ timeout: 20_000 });
    const retry = failed.getByRole('button', { name: 'Try again' }).or(failed.getByRole('button'));
    if (
      await retry
        .first()
        .isVisible()
        .catch(() => false)
    )
      await retry.first().click();
    else break;
  }
  if (
    await status
      .filter({ hasText: /\S/ })
      .isVisible()
      .catch(() => false)
  )
    s.said.claims.push((await promo.getAttribute('data-promo')) ?? '?');
}

/** The same session on a phone-sized page for a moment: a route drawn at random, then back to 1280x900. */
async function mobile(s: StepContext): Promise<void> {
  const { page, rng } = s;
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    await goto(s, rng.pick(['/', '/sports', '/anchorPlay', '/activity', '/personal/wallet', '/anchorPlay/9001']));
    await sleep(4_000);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

export async function runStep(step: Step, s: StepContext): Promise<void> {
  await ensureSignedIn(s);
  if (step === 'browse') return browse(s);
  if (step === 'single' || step === 'parlay') return bet(s, step);
  if (step === 'cashOut') return cashOut(s);
  if (step === 'room') return room(s);
  if (step === 'deposit') return deposit(s);
  if (step === 'claim') return claim(s);
  return mobile(s);
}
