import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { listClips, loopedClipArgs } from '../../simulator/live/media/encoder';
import { expect, gotoEn, type SimTime, signIn } from './fixtures';

/**
 * Helpers of the presenter console specs: the console of the `anchor` demo account (presenter 501),
 * a stream saved through its form, the presenter's own encoder (ffmpeg pushing a committed clip, as
 * OBS would, to the URL and key the console shows), and a viewer in a second browser context.
 */

const CLIP = listClips()[0]!;

export async function openConsole(page: Page) {
  await signIn(page, 'anchor', 'anchor1234');
  await gotoEn(page, '/personalAnchor');
  await expect(page.getByRole('heading', { name: 'Presenter center' })).toBeVisible();
}

export const encoderState = (page: Page) => page.getByTestId('encoder-state');

/** Fills the stream form (the first match offered) and saves; returns the stream id and the push target shown. */
export async function saveStream(page: Page, title: string) {
  const form = page.getByTestId('stream-form');
  const match = form.getByLabel('Match');
  await expect(match.locator('option').nth(1)).toBeAttached();
  await match.selectOption({ index: 1 });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('checkbox', { name: 'Football' }).check();
  await form.getByRole('button', { name: 'Save stream' }).click();
  await expect(encoderState(page)).toHaveText('Waiting for your encoder');
  const url = await page.getByRole('textbox', { name: 'RTMP URL' }).inputValue();
  const key = await page.getByRole('textbox', { name: 'Stream key' }).inputValue();
  const href = (await page.getByRole('link', { name: 'Open my room' }).getAttribute('href')) ?? '';
  const id = Number(href.split('/').at(-1));
  expect(id).toBeGreaterThan(9100);
  return { id, url, key };
}

export interface Encoder {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): void;
}
const running = new Set<ChildProcess>();
/** The presenter's encoder: `ffmpeg -re -stream_loop -1 -i <clip> -c copy -f flv <url>/<key>`. */
export function startEncoder(url: string, key: string): Encoder {
  const child = spawn('ffmpeg', loopedClipArgs(CLIP, `${url}/${key}`), { stdio: 'ignore' });
  running.add(child);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => (running.delete(child), r(code))));
  return { child, exited, stop: () => child.kill('SIGKILL') };
}
/** Never leave an encoder behind (afterEach). */
export function killEncoders() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** A viewer (demo) in a second browser context, on the simulator's date like every page of the fixtures. */
export async function viewerPage(browser: Browser, baseURL: string, simTime: SimTime) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  await signIn(page);
  return { page, close: () => context.close() };
}

export const player = (page: Page) => page.locator('.room-player');
export async function playing(page: Page, timeout = 20_000) {
  await expect(player(page)).toHaveAttribute('data-state', 'playing', { timeout });
  const t0 = await page.evaluate(
    () => document.querySelector<HTMLVideoElement>('.room-player video')?.currentTime ?? -1,
  );
  await expect
    .poll(
      () => page.evaluate(() => document.querySelector<HTMLVideoElement>('.room-player video')?.currentTime ?? -1),
      { timeout: 8_000 },
    )
    .toBeGreaterThan(t0 + 0.5);
}

/** Signs in over the API (for the API-side refusals), in the test's scope. */
export async function apiToken(
  request: APIRequestContext,
  scope: string,
  userName: string,
  password: string,
): Promise<string> {
  const r = await request.post('/api/user/auth/account-login/v2', {
    data: { userName, password },
    headers: { 'x-sim-scope': scope },
  });
  return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
}
