import type { Page, Route } from '@playwright/test';
import {
  ledger,
  MUTATED_ROWS,
  openSports,
  pick,
  pinPrice,
  placeButton,
  slip,
  stake,
  status,
} from '../e2e/bet-slip-kit';
import { expect, test, type Control } from '../e2e/fixtures';
import { betSlipModel, modelPaths, STATES, type ModelEvent, type ModelPath, type ModelState } from './bet-slip.model';

/**
 * The bet slip model (bet-slip.model.ts) walked through the real UI against the simulator's order
 * engine. The same paths run against the real statechart in
 * tests/unit/bet-slip-model-conformance.test.ts; here each model state is what the slip shows
 * (STATES) and what the book recorded (the ledger of the test's scope), and each event is what a
 * person does or what the feed and the provider do (EVENTS: /sim/control/odds and faults).
 *
 * Which paths: every path of modelPaths() (every state by its shortest path, every transition
 * once, the journeys) except those that are the start of another one, and not the tour of every
 * transition. Walking a path checks every state on its way, so a path that begins another adds
 * nothing but a login; what is left still takes every transition (checked below) and carries the
 * slip across placements in the journeys. The tour (43 steps, two "not placed" waits of ~6 s)
 * takes them all again in one walk: the chart runs it in milliseconds, the browser would spend a
 * minute on one worker for no transition the others miss. 15 paths, about a minute with 2 workers.
 *
 * "pending" is held still: the placing request (singlePass) is stopped in the browser until the
 * next step says what the provider makes of it, then sent on to the simulator, which answers it
 * (confirms, rejects through an order fault, refuses a price moved meanwhile, records it and drops
 * the answer, or fails it with HTTP 500 before recording anything). So "pending" is seen every
 * time, and no step races a timer.
 */

const STAKE = 20_000;
const PLACE_URL = '**/v1/order/bet/singlePass';
const RECENT_ORDERS = '/v1/order/new/bet/list';
const ODDS_CHECK = '/v1/order/batchBetMatchMarketOfJumpLine';

/** Steps that move the world (a price, a market's sale status): such a path takes rows of its own. */
const WORLD_EVENTS: ReadonlySet<ModelEvent> = new Set([
  'ODDS_WORSEN',
  'PRICE_REFUSED',
  'MARKET_CLOSES',
  'MARKET_REOPENS',
]);
/**
 * Steps that need the model's odds-change policy 1 (a worse price waits). Other paths bet with
 * policy 2, where they take the same transitions, so that a prematch drift of their price (the
 * engine trims a few prices a second) cannot stop them.
 */
const POLICY_EVENTS: ReadonlySet<ModelEvent> = new Set(['ODDS_WORSEN', 'PRICE_REFUSED']);
/** Rows only picked, never changed: shared with the other bet-slip specs. */
const READ_ONLY_ROWS = [0, 1, 2];
/**
 * The first open option of each market of a prematch soccer row (1X2, handicap, total; full time,
 * then first half). A path takes the first; its copies in a repeated run (--repeat-each) take the
 * next markets of the same rows, so copies running side by side never move each other's prices.
 */
const MARKET_OPTIONS = [0, 3, 5, 7, 10, 12];

const eventsOf = (path: ModelPath) =>
  path.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) as ModelEvent[];

function browserPaths(): Array<{ title: string; path: ModelPath; rows: number[]; policy: 1 | 2 }> {
  const candidates = modelPaths().filter(({ title }) => !title.startsWith('every transition'));
  const seqs = candidates.map(({ path }) => eventsOf(path).join(' '));
  const begins = (a: string, b: string) => a !== b && (a === '' || b.startsWith(`${a} `));
  const kept = candidates.filter((_, i) => !seqs.some((s, j) => begins(seqs[i]!, s) || (s === seqs[i] && j < i)));

  // Every transition of the model is still taken by some kept path.
  const taken = new Set(
    kept.flatMap(({ path }) =>
      path.steps.slice(1).map((s, i) => `${String(path.steps[i]!.state.value)}:${s.event.type}`),
    ),
  );
  for (const [name, node] of Object.entries(betSlipModel.root.states)) {
    for (const event of Object.keys(node.config.on ?? {}))
      if (!taken.has(`${name}:${event}`)) throw new Error(`no browser path takes ${name} --${event}-->`);
  }

  const free = [...MUTATED_ROWS.model];
  return kept.map(({ title, path }) => {
    const events = eventsOf(path);
    const picks = events.filter((e) => e === 'PICK').length;
    const own = events.some((e) => WORLD_EVENTS.has(e));
    if (own && free.length < picks) throw new Error('not enough rows in MUTATED_ROWS.model for the model paths');
    const rows = own ? free.splice(0, picks) : READ_ONLY_ROWS.slice(0, picks);
    return { title, path, rows, policy: events.some((e) => POLICY_EVENTS.has(e)) ? 1 : 2 };
  });
}

/**
 * The placing requests of the page: one is held when a step arms the hold (a PLACE or RETRY that
 * must send), until release. Chromium may send a POST again by itself when its connection was
 * closed without an answer: that copy goes on. Any other placing request is one no step asked
 * for: it is kept as stray (the test fails) and never reaches the book.
 */
async function holdPlacements(page: Page) {
  let armed = false;
  let held: { route: Route; body: string } | null = null;
  let released: string | null = null;
  const sent: string[][] = [];
  const stray: string[] = [];
  await page.route(PLACE_URL, async (route) => {
    const body = route.request().postData() ?? '';
    if (armed) {
      armed = false;
      held = { route, body };
      const json = JSON.parse(body) as { singleBetList: { clientOrderId: string }[] };
      sent.push(json.singleBetList.map((o) => o.clientOrderId));
      return;
    }
    if (body === released) return route.continue();
    stray.push(body);
    return route.abort('failed');
  });
  return {
    sent,
    stray,
    arm: () => {
      armed = true;
    },
    /** The armed request arrived and waits. */
    held: () =>
      expect.poll(() => held !== null, { message: 'the placing request arrived', timeout: 10_000 }).toBe(true),
    /** The client order ids of the last placing request. */
    cids: () => sent.at(-1) ?? [],
    release: async () => {
      if (!held) throw new Error('no placing request is held');
      const { route, body } = held;
      held = null;
      released = body;
      await route.continue();
    },
  };
}

const legs = (page: Page) => slip(page).locator('[data-testid^="slip-leg-"]');
const reason = (page: Page) => slip(page).getByTestId('slip-reason');
/** The reason the slip names for not placing, or null: polled, so a failure says which reason stayed. */
const reasonCode = (page: Page) =>
  slip(page).evaluate((el) => el.querySelector('[data-testid="slip-reason"]')?.getAttribute('data-reason') ?? null);
const order = (page: Page) => status(page).getByTestId('slip-order');
const round = (n: number) => Math.round(n * 100) / 100;
/** A rendered frame: a PLACE the chart took would show the status by then. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function walk(page: Page, control: Control, path: ModelPath, rows: number[], policy: 1 | 2) {
  const provider = await holdPlacements(page);
  /** Reconciliation reads (the open orders' half of each) since the last answer was lost. */
  let reads = 0;
  page.on('request', (request) => {
    if (
      request.url().includes(RECENT_ORDERS) &&
      (request.postDataJSON() as { isSettled?: boolean } | null)?.isSettled === false
    )
      reads++;
  });
  await openSports(page, control, { oddsChange: policy });
  const start = (await ledger(page, control)).balance;

  const rowsLeft = [...rows];
  const option = MARKET_OPTIONS[test.info().repeatEachIndex % MARKET_OPTIONS.length]!;
  let leg: { marketId: number; optionType: number; key: string } | null = null;
  /** What the book must hold: each recorded order's client id and final state. */
  const book = new Map<string, 2 | 4>();
  let confirmed = 0;
  /** The price shown after a move the slip must wait on. */
  let moved: number | null = null;

  const current = () => {
    if (!leg) throw new Error('no selection in the slip');
    return leg;
  };
  const legOf = () => slip(page).getByTestId(`slip-leg-${current().key}`);
  /** The price the slip shows for the selection (European, the last number: arrows and words come first). */
  const shownOdds = async () => Number(/(\d+\.\d+)\s*$/.exec(await legOf().getByTestId('slip-odds').innerText())?.[1]);
  /** Sets the selection's market in the simulator; with `rechecked`, waits for the slip to ask the provider again. */
  const setMarket = async (change: { odds?: number; ss?: 0 | 1 }, rechecked: boolean) => {
    const checked = rechecked ? page.waitForResponse((r) => r.url().includes(ODDS_CHECK)) : null;
    await control.post('/odds', { marketId: current().marketId, optionType: current().optionType, ...change });
    await checked;
  };
  const answer = async (outcome: 2 | 4 | null) => {
    for (const cid of provider.cids()) if (outcome !== null) book.set(cid, outcome);
    if (outcome === 4) confirmed++;
    await provider.release();
  };

  const events: Record<ModelEvent, (step: { state: { value: unknown } }) => Promise<void>> = {
    PICK: async () => {
      const row = rowsLeft.shift();
      if (row === undefined) throw new Error('no row left for a PICK');
      leg = await pick(page, row, option);
      await pinPrice(control, leg);
    },
    STAKE: () => stake(page, current().key, String(STAKE)),
    PLACE: async (step) => {
      if (step.state.value === 'pending') {
        provider.arm();
        await placeButton(page).click();
      } else {
        // aria-disabled: Playwright's click waits for enabled, so force the press that must do nothing.
        await placeButton(page).click({ force: true });
        await frames(page);
        await expect(status(page)).toHaveCount(0);
      }
    },
    REMOVE: async () => {
      await legOf()
        .getByRole('button', { name: /^Remove / })
        .click();
      leg = null;
      moved = null;
    },
    ODDS_WORSEN: async () => {
      moved = round((await shownOdds()) - 0.1);
      await setMarket({ odds: moved }, true);
    },
    ACCEPT: async () => {
      await slip(page).getByTestId('slip-accept').click();
      moved = null;
    },
    MARKET_CLOSES: () => setMarket({ ss: 0 }, true),
    MARKET_REOPENS: () => setMarket({ ss: 1 }, true),
    PROVIDER_CONFIRMS: () => answer(4),
    PROVIDER_REJECTS: async () => {
      await control.post('/order-faults', { kind: 'reject', rj: 3006, times: 1 });
      await answer(2);
    },
    PRICE_REFUSED: async () => {
      // The price moves while the request waits: the engine refuses it (3001) with the new price.
      moved = round((await shownOdds()) - 0.1);
      await setMarket({ odds: moved }, false);
      await answer(null);
    },
    ANSWER_LOST_RECORDED: async () => {
      await control.post('/order-faults', { kind: 'drop-response', times: 1 });
      await answer(4);
    },
    ANSWER_LOST_NOT_RECORDED: async () => {
      // Answered before the order engine sees it: nothing is recorded.
      await control.fault({ match: '/fb/v1/order/bet/singlePass', kind: 'http-status', status: 500, times: 1 });
      reads = 0;
      await answer(null);
    },
    RETRY: async () => {
      const before = provider.cids();
      provider.arm();
      await status(page).getByTestId('slip-retry').click();
      await provider.held();
      // The same placement again: the same client order ids, so the book cannot record it twice.
      expect(provider.cids()).toEqual(before);
    },
    DISCARD: () => status(page).getByRole('button', { name: 'Discard' }).click(),
    DISMISS: () => status(page).getByTestId('slip-dismiss').click(),
  };

  /** What the slip shows in each model state (STATES). */
  const checks: Record<ModelState, () => Promise<void>> = {
    empty: async () => {
      await expect(legs(page)).toHaveCount(0);
      await expect(slip(page).getByText('Tap odds to add a selection.')).toBeVisible();
      await expect(status(page)).toHaveCount(0);
    },
    editing: async () => {
      await expect(legs(page)).toHaveCount(1);
      await expect(legOf()).toBeVisible();
      await expect(reason(page)).toHaveAttribute('data-reason', 'noStake', { timeout: 10_000 });
      await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(status(page)).toHaveCount(0);
    },
    placeable: async () => {
      await expect(legs(page)).toHaveCount(1);
      await expect(legOf()).toBeVisible();
      await expect
        .poll(() => reasonCode(page), { message: 'the reason the slip cannot place', timeout: 10_000 })
        .toBeNull();
      await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'false');
      await expect(slip(page).getByTestId('slip-accept')).toHaveCount(0);
      await expect(slip(page).getByTestId('slip-closed')).toHaveCount(0);
      await expect(status(page)).toHaveCount(0);
    },
    oddsChanged: async () => {
      await expect(reason(page)).toHaveAttribute('data-reason', 'oddsChanged', { timeout: 10_000 });
      await expect(legOf().getByTestId('slip-was')).toBeVisible();
      await expect(legOf().getByTestId('slip-odds')).toContainText(moved!.toFixed(2));
      await expect(slip(page).getByTestId('slip-accept')).toBeVisible();
      await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(status(page)).toHaveCount(0);
    },
    marketClosed: async () => {
      await expect(reason(page)).toHaveAttribute('data-reason', 'marketClosed', { timeout: 10_000 });
      await expect(legOf().getByTestId('slip-closed')).toBeVisible();
      await expect(placeButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(status(page)).toHaveCount(0);
    },
    pending: async () => {
      await provider.held();
      await expect(status(page)).toHaveAttribute('data-phase', /^(sending|slow)$/);
      // Nothing can be changed while it is placed.
      await expect(placeButton(page)).toHaveCount(0);
      await expect(slip(page).getByTestId(`slip-stake-${current().key}`).getByRole('textbox')).toBeDisabled();
      await expect(slip(page).getByTestId('slip-kind-parlay')).toBeDisabled();
    },
    confirmed: async () => {
      await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
      await expect(order(page)).toHaveCount(1);
      await expect(order(page)).toHaveAttribute('data-state', 'confirmed');
      // The balance is read again.
      await expect(page.getByTestId('balance')).toHaveText(
        new RegExp((start - STAKE * confirmed).toLocaleString('en-US')),
      );
    },
    rejected: async () => {
      await expect(status(page)).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
      await expect(order(page)).toHaveCount(1);
      await expect(order(page)).toHaveAttribute('data-state', 'rejected');
      await expect(status(page).getByTestId('slip-order-reason')).not.toBeEmpty();
    },
    unplaced: async () => {
      // Three reads of the recent orders (at once, after 2 s and 4 s more) found nothing.
      await expect(status(page)).toHaveAttribute('data-phase', 'unplaced', { timeout: 15_000 });
      expect(reads).toBe(3);
      await expect(status(page).getByTestId('slip-retry')).toBeVisible();
      await expect(status(page).getByRole('button', { name: 'Discard' })).toBeVisible();
    },
  };

  const states = Object.fromEntries(
    Object.entries(checks).map(([name, check]) => [
      name,
      async () => {
        await check();
        // The book: exactly the orders the steps recorded, each once, in its final state; the
        // balance down by the confirmed stakes (a rejection gives the stake back).
        const now = await ledger(page, control);
        expect(
          Object.fromEntries(now.orders.map((o) => [o.cid, o.st])),
          `the book in "${name}" (${STATES[name as ModelState]})`,
        ).toEqual(Object.fromEntries(book));
        expect(now.duplicated).toEqual([]);
        expect(now.balance).toBe(start - STAKE * confirmed);
        expect(provider.stray, 'placing requests no step asked for').toEqual([]);
      },
    ]),
  );
  await path.test({
    states: {
      ...states,
      '*': (state: { value: unknown }) => {
        throw new Error(`no check for model state ${JSON.stringify(state.value)}`);
      },
    },
    events,
  });
}

test.describe('bet slip model (the real UI against the simulator)', () => {
  // The rows of MUTATED_ROWS.model lie below the first eight: a taller page holds them with less scrolling.
  test.use({ viewport: { width: 1280, height: 3000 } });
  // CI keeps no artefacts: a failed walk prints what the slip said, to the log.
  test.afterEach(async ({ page }, info) => {
    if (info.status !== info.expectedStatus)
      console.log(
        `the slip at the failure:\n${await slip(page)
          .innerText({ timeout: 1_000 })
          .catch(() => '(gone)')}`,
      );
  });
  for (const { title, path, rows, policy } of browserPaths()) {
    test(title, async ({ page, control }) => {
      // Up to 13 steps, and each lost answer waits ~6 s for three reconciliation reads.
      test.setTimeout(path.steps.length > 6 ? 90_000 : 60_000);
      await walk(page, control, path, rows, policy);
    });
  }
});
