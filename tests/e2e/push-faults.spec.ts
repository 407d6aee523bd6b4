import type { Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { parsePushMessage, type PushBatch, type SubscribeAck } from '../../src/api/push-protocol';
import { expect, gotoEn, login, test, type Control } from './fixtures';

/**
 * Push faults in the browser: the simulator's push faults (docs/push-protocol.md "Faults")
 * against the real client, and what a bettor sees. A sequence gap or a paused delivery puts the
 * match behind: its odds are dimmed and cannot be chosen while its snapshot is on the way (slowed
 * here with an HTTP latency fault so the state can be seen), while the connection bar still says
 * connected, because the connection is fine; then the match is current again. Malformed messages
 * change nothing a bettor can see. A change of odds format converts the prices on the page and
 * fetches nothing.
 */

async function openLive(page: Page) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, '/sports?view=live');
}

const list = (page: Page) => page.getByTestId('match-list');
const rowOf = (page: Page, id: number) => page.getByTestId(`match-row-${id}`);

/**
 * The nth live row, once its odds are current (subscribed, snapshot and sub-ack agreed). Tests run
 * in parallel against one simulator and force line moves, so each takes a row of its own.
 */
async function settledRow(page: Page, nth: number) {
  const nthRow = list(page).locator('[data-testid^="match-row-"]').nth(nth);
  await expect(nthRow).toBeVisible();
  const id = Number((await nthRow.getAttribute('data-testid'))!.replace('match-row-', ''));
  const row = rowOf(page, id);
  await expect(row).not.toHaveClass(/is-stale/, { timeout: 10_000 });
  await expect(row.locator('button.odds-btn:not([disabled])').first()).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected');
  return { id, row };
}

/** Moves the match's main line on the server now; answers the new market ids. */
async function lineMove(control: Control, id: number): Promise<number[]> {
  const answer = (await control.post('/sports/line-move', { matchId: id })) as {
    ok: boolean;
    moves: { id: number; newId?: number }[];
  };
  expect(answer.ok).toBe(true);
  return answer.moves.map((m) => m.newId ?? m.id);
}

/**
 * A push client of the default scope (never paused by a test), subscribed to one match: the market
 * ids it has been sent. Once it holds a move, the server's tick has sent that move to every socket
 * whose delivery is not paused.
 */
async function pushWatcher(baseURL: string, id: number) {
  const socket = io(`${baseURL}/push`, { auth: { token: '' }, transports: ['websocket'] });
  const seen = new Set<number>();
  socket.on('push', (batch: PushBatch) => {
    for (const raw of batch.msgs) {
      const parsed = parsePushMessage(raw);
      if (parsed.ok && parsed.message.type === 'odds' && parsed.message.mid === id)
        for (const d of parsed.message.markets) seen.add(d.newId ?? d.id);
    }
  });
  await new Promise<SubscribeAck>((resolve) => {
    socket.once('sub-ack', resolve);
    socket.emit('sub', { matchIds: [id] });
  });
  return { seen, close: () => socket.close() };
}

/** Behind: dimmed, not selectable, and the name says why; the connection itself is up. */
async function expectBehind(page: Page, row: ReturnType<typeof rowOf>) {
  await expect(row).toHaveClass(/is-stale/, { timeout: 10_000 });
  const button = row.locator('button.odds-btn').first();
  await expect(button).toHaveClass(/is-stale/);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-label', /not current/);
  await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected');
}

/**
 * The row shows the server's current lines: no odds button names a market id the server no longer
 * has (a line move re-keys the market). The live engine moves lines too, so this is polled.
 */
async function expectAgrees(page: Page, id: number) {
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/fb/v1/match/getList', {
          data: { type: 0, matchIds: [id], size: 1, oddsType: 1 },
        });
        const body = (await response.json()) as { data: { records: { mg: { mks: { id: number }[] }[] }[] } };
        const server = new Set(body.data.records[0]!.mg.flatMap((g) => g.mks.map((m) => m.id)));
        const shown = await rowOf(page, id)
          .locator('button.odds-btn')
          .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-testid')!.split('-')[1])));
        return shown.length > 0 && shown.every((m) => server.has(m));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function expectCurrent(row: ReturnType<typeof rowOf>) {
  await expect(row).not.toHaveClass(/is-stale/, { timeout: 15_000 });
  await expect(row.locator('button.odds-btn.is-stale')).toHaveCount(0);
  await expect(row.locator('button.odds-btn:not([disabled])').first()).toBeEnabled();
}

test.describe('push faults in the browser', () => {
  test('a sequence gap (skipSeq) puts the match behind until its snapshot arrives, with the connection bar still connected', async ({
    page,
    control,
  }) => {
    await openLive(page);
    const { id, row } = await settledRow(page, 0);
    // Snapshots are slow for a while, so "behind" lasts long enough to be seen.
    await control.fault({ match: '/fb/v1/match/getList', kind: 'latency', latencyMs: 4_000 });
    await control.post('/push', { skipSeq: 1 });
    await lineMove(control, id); // withheld by the fault
    await lineMove(control, id); // delivered: a gap
    await expectBehind(page, row);
    await control.clearFaults();
    await expectCurrent(row);
    // The snapshot brought the current lines: the row shows its markets under their latest ids.
    await expectAgrees(page, id);
  });

  test('paused delivery: nothing arrives; on resume the gap shows as behind, then current again', async ({
    page,
    control,
    baseURL,
  }) => {
    await openLive(page);
    const { id, row } = await settledRow(page, 1);
    const watcher = await pushWatcher(baseURL!, id);
    await control.post('/push', { paused: true });
    const lost = await lineMove(control, id);
    // Made while paused: sent to the unpaused watcher, never to the page, so the row still shows the old line.
    await expect.poll(() => lost.every((m) => watcher.seen.has(m)), { timeout: 5_000 }).toBe(true);
    watcher.close();
    await page.clock.runFor(500);
    await expect(row.locator(lost.map((m) => `[data-testid^="odds-${m}-"]`).join(', '))).toHaveCount(0);
    await expect(row).not.toHaveClass(/is-stale/);

    await control.fault({ match: '/fb/v1/match/getList', kind: 'latency', latencyMs: 4_000 });
    await control.post('/push', { paused: false });
    await lineMove(control, id);
    await expectBehind(page, row);
    await control.clearFaults();
    await expectCurrent(row);
    await expectAgrees(page, id);
  });

  test('malformed messages are dropped: the odds stay current and the next move is applied', async ({
    page,
    control,
  }) => {
    await openLive(page);
    const { id, row } = await settledRow(page, 2);
    await control.post('/push', { malformed: 4 });
    await lineMove(control, id);
    // The move after the broken messages is applied: the row follows the server's lines.
    await expectAgrees(page, id);
    await expect(row).not.toHaveClass(/is-stale/);
    await expect(page.getByTestId('connection')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('list-failed')).toHaveCount(0);
  });

  test('a change of odds format converts the prices on the page and fetches no list again', async ({
    page,
    control: _c,
  }) => {
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await gotoEn(page, '/sports?view=allList');
    const button = list(page).locator('button.odds-btn:not(.is-locked):not(.is-suspended)').first();
    await expect(button).toBeVisible();
    const testId = (await button.getAttribute('data-testid'))!;
    const european = Number(await page.getByTestId(testId).locator('.odds-price').textContent());

    const lists: string[] = [];
    // A list fetch, not a snapshot: resync snapshots ask for match ids and may come at any time (a
    // sequence gap, or a push fault of a test running beside this one).
    page.on('request', (request) => {
      if (!/\/match\/getList/.test(request.url())) return;
      const body = (request.postDataJSON() ?? {}) as { matchIds?: unknown };
      if (body.matchIds === undefined) lists.push(request.url());
    });
    await page.getByTestId('sports-settings').click();
    const dialog = page.getByRole('dialog', { name: 'Sports settings' });
    await dialog.getByRole('radio', { name: 'Hong Kong' }).check();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    // Hong Kong = European - 1, on the same button (the price may drift a little meanwhile).
    await expect
      .poll(async () =>
        Math.abs(Number(await page.getByTestId(testId).locator('.odds-price').textContent()) - (european - 1)),
      )
      .toBeLessThan(0.3);
    // Half a second more on the page's clock: no list fetch follows the change either.
    await page.clock.runFor(500);
    expect(lists).toEqual([]);
  });
});
