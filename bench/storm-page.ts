import type { CDPSession, Page } from 'playwright-core';

/** The list size of the odds storm. */
export const MATCHES = 500;

/** Opens the sports list and loads pages until it holds MATCHES matches; returns their ids. */
export async function openList(page: Page, base: string): Promise<number[]> {
  const ids = new Set<number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/fb/v1/match/getList')) return;
    try {
      const body = (await response.json()) as { data?: { records?: Array<{ id: number }> } };
      body.data?.records?.forEach((r) => ids.add(r.id));
    } catch {
      // A body we cannot read is simply not counted.
    }
  });
  await page.goto(`${base}/?lang=en`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByLabel('User name').fill('demo');
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('dialog').locator('form button[type=submit]').click();
  await page.getByRole('link', { name: /My account/ }).waitFor();
  await page.goto(`${base}/sports`);
  const list = page.getByTestId('match-list');
  await list.waitFor();
  // BENCH_CSS: a stylesheet added for an experiment (as TRACE_CSS in bench/trace-breakdown.ts), never in a recorded run.
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  // All sports, all dates: the list that holds 500 matches.
  await page
    .getByRole('button', { name: /^All sports/ })
    .first()
    .click();
  await page.waitForTimeout(800);
  for (let i = 0; i < 40 && ids.size < MATCHES; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await page.mouse.wheel(0, -200_000);
  // Let the scroll settle and the rows on screen subscribe before anything is measured.
  await page.waitForTimeout(1500);
  return [...ids].slice(0, MATCHES);
}

/** The match ids of the rows the list has rendered (on screen plus overscan). */
export function renderedMatchIds(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid^="match-row-"]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-testid')!.slice(10))),
  );
}

/** Starts the simulator's odds storm: `rate` updates a second over `matchIds` for `durationMs`. */
export async function startStorm(base: string, rate: number, matchIds: number[], durationMs: number): Promise<void> {
  const storm = await fetch(`${base}/sim/control/storm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate, matches: matchIds.length, matchIds, durationMs }),
  });
  if (!storm.ok) throw new Error(`storm refused: ${storm.status} ${await storm.text()}`);
}

/** One CDP Performance metric (Performance.enable first): TaskDuration, JSHeapUsedSize ... */
export async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return metrics.find((m) => m.name === name)?.value ?? 0;
}
