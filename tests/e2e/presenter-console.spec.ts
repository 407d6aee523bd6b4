import type { Page } from '@playwright/test';
import { expect, gotoEn, login, test } from './fixtures';
import { openRoom } from './live-kit';
import {
  apiToken,
  encoderState,
  killEncoders,
  openConsole,
  playing,
  saveStream,
  startEncoder,
  viewerPage,
} from './presenter-kit';

/**
 * The presenter console going live for real: the presenter saves a stream, their own
 * encoder (ffmpeg) pushes to the URL and key the console shows, the console and a viewer in another
 * browser context follow it (live, encoder lost, stopped); a wrong key is refused; a member is kept out.
 * Each test makes its own stream (ids from 9101), so tests run side by side.
 */

test.afterEach(() => killEncoders());

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Stop, then confirm in the dialog (stopping asks first). */
async function stopStream(page: Page) {
  await page.getByRole('button', { name: 'Stop stream' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop stream' }).click();
}

test.describe('presenter console', () => {
  test('save, push with the shown key: the console says live and a viewer watches; the encoder drops: both say so; stop ends the room', async ({
    page,
    control: _c,
    browser,
    baseURL,
    simTime,
  }) => {
    test.setTimeout(120_000);
    await openConsole(page);
    const stream = await saveStream(page, 'E2E derby night');
    const encoder = startEncoder(stream.url, stream.key);
    await expect(encoderState(page)).toHaveText('Live', { timeout: 20_000 });
    await expect(page.getByTestId('encoder-figures')).toContainText(/Bitrate [1-9]\d* kbps/, { timeout: 10_000 });

    const viewer = await viewerPage(browser, baseURL!, simTime);
    await openRoom(viewer.page, stream.id);
    await expect(
      viewer.page
        .getByRole('heading', { name: /E2E derby night/ })
        .or(viewer.page.getByText('E2E derby night').first()),
    ).toBeVisible();
    await playing(viewer.page);
    await expect(page.getByTestId('encoder-figures')).toContainText(/1 viewer\b/, { timeout: 10_000 });

    encoder.stop();
    await expect(encoderState(page)).toHaveText(/^Encoder lost/, { timeout: 15_000 });
    await expect(viewer.page.getByTestId('room-offline')).toBeVisible({ timeout: 20_000 });

    // Back on air with the same URL and key (OBS reconnecting), then the presenter stops the stream.
    startEncoder(stream.url, stream.key);
    await expect(encoderState(page)).toHaveText('Live', { timeout: 20_000 });
    // Stop asks first: keeping the stream closes the question and changes nothing.
    await page.getByRole('button', { name: 'Stop stream' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep streaming' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(encoderState(page)).not.toHaveText('Stream stopped');
    await stopStream(page);
    await expect(encoderState(page)).toHaveText('Stream stopped');
    await expect(page.getByRole('button', { name: 'New stream' })).toBeVisible();
    await expect(viewer.page.getByTestId('room-ended')).toBeVisible({ timeout: 25_000 });
    await viewer.close();
  });

  test('a wrong key is refused: the encoder is closed and the console keeps waiting', async ({ page, control: _c }) => {
    await openConsole(page);
    const stream = await saveStream(page, 'E2E wrong key');
    const [name] = stream.key.split('?');
    const wrong = startEncoder(stream.url, `${name}?key=${'0'.repeat(24)}`);
    expect(
      await Promise.race([
        wrong.exited.then(() => 'refused'),
        new Promise((r) => setTimeout(() => r('still pushing'), 12_000)),
      ]),
    ).toBe('refused');
    // A status poll after the refusal (every 2 s on the page's clock) still finds nobody on air.
    const polled = page.waitForResponse((r) =>
      new URL(r.url()).pathname.startsWith('/api/live/stream/getStreamStatus'),
    );
    await page.clock.runFor(2_500);
    await polled;
    await expect(encoderState(page)).toHaveText('Waiting for your encoder');
    await stopStream(page);
    await expect(encoderState(page)).toHaveText('Stream stopped');
  });

  test('the key and URL have copy buttons; the tabs work by keyboard at 375 and 1280 and pass axe', async ({
    page,
    control: _c,
    a11y,
  }) => {
    await openConsole(page);
    const stream = await saveStream(page, 'E2E keyboard');
    await expect(page.getByRole('button', { name: 'Copy Stream key' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const first = page.getByRole('tab', { name: 'My stream' });
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Schedule' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Name')).toHaveValue('Linh Anh');
      await a11y();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(encoderState(page)).toHaveText('Waiting for your encoder');
      await a11y();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll at ${width}`).toBeLessThanOrEqual(0);
    }
    await stopStream(page);
    await expect(encoderState(page)).toHaveText('Stream stopped');
    expect(stream.id).toBeGreaterThan(9100);
  });

  test('while live the long-running flag is set: a session expiry asks first', async ({ page, control }) => {
    test.setTimeout(90_000);
    await openConsole(page);
    const stream = await saveStream(page, 'E2E long-running');
    startEncoder(stream.url, stream.key);
    await expect(encoderState(page)).toHaveText('Live', { timeout: 20_000 });
    await control.post('/expire-sessions');
    // The next call that needs the session (an update while live) meets the expiry: the app asks before logging out.
    await page.getByTestId('stream-form').getByRole('button', { name: 'Update stream' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(/kind tips|notice/i);
  });

  test('a scheduled stream is on the schedule and can be cancelled', async ({ page, control: _c }) => {
    await openConsole(page);
    const form = page.getByTestId('stream-form');
    await form.getByLabel('Start later (optional)').fill('2099-01-01T20:00');
    const stream = await saveStream(page, 'E2E scheduled show');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const list = page.getByTestId('schedule-list');
    await expect(list.getByText('E2E scheduled show')).toBeVisible();
    // Presenter 501's seeded (studio) stream is listed too, without a cancel the server would refuse.
    const items = await list.getByRole('listitem').count();
    expect(items).toBeGreaterThan(1);
    await expect(list.getByRole('button', { name: /^Cancel / })).toHaveCount(1);
    await expect(list.getByText('Run by the studio: ask support to move or call it off.')).toHaveCount(items - 1);
    await list.getByRole('button', { name: 'Cancel E2E scheduled show' }).click();
    await expect(list.getByText('E2E scheduled show')).toHaveCount(0);
    // Back on My stream: the cancelled stream is over.
    await page.getByRole('tab', { name: 'My stream' }).click();
    await expect(page.getByTestId('stream-form').getByRole('button', { name: 'Save stream' })).toBeVisible();
    expect(stream.id).toBeGreaterThan(9100);
  });

  test('profile: the name and notice are saved and shown', async ({ page, control: _c }) => {
    await openConsole(page);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByLabel('Name').fill('Linh Anh Live');
    await page.getByLabel('Notice').fill('Derby tonight at 20:00');
    // What viewers see (getInfo2) before the save: the seeded name and followers of presenter 501.
    const publicCard = page.getByTestId('public-profile');
    await expect(publicCard).toContainText('Linh Anh');
    await expect(publicCard.getByTestId('public-followers')).toHaveText('12,840 followers');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByText('Signed in as presenter Linh Anh Live')).toBeVisible();
    await expect(publicCard.getByText('Linh Anh Live', { exact: true })).toBeVisible();
  });

  test("a new stream's form shows the presenter's rooms the studio has on air, each opening its room", async ({
    page,
    control: _c,
    a11y,
  }) => {
    await openConsole(page);
    const studio = page.getByTestId('studio-rooms');
    await expect(studio.getByRole('heading', { name: 'On air from the studio' })).toBeVisible();
    await a11y();
    const open = studio.getByRole('link', { name: /^Open room: / }).first();
    const href = (await open.getAttribute('href')) ?? '';
    expect(Number(href.split('/').at(-1))).toBeLessThan(9100);
    await open.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.room-player')).toBeVisible();
  });

  test("cover: the picker speaks the page's language; the chosen image uploads, shows, and stays with the saved stream", async ({
    page,
    control: _c,
  }) => {
    await openConsole(page);
    const form = page.getByTestId('stream-form');
    await expect(form.getByText('No image chosen')).toBeVisible();
    const input = form.getByLabel('Cover image', { exact: true });
    await expect(input).toHaveAccessibleName('Cover image');
    await input.setInputFiles({
      name: 'derby-night.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expect(form.getByRole('status').filter({ hasText: 'Cover uploaded.' })).toBeVisible();
    await expect(form.getByText('derby-night.png')).toBeVisible();
    const preview = form.locator('.pc-file__preview');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await saveStream(page, 'E2E cover');
    await page.reload();
    await expect(
      page.getByTestId('stream-form').getByText('A cover is set; choose a file to replace it.'),
    ).toBeVisible();
    await stopStream(page);
  });

  test('satellite source: changed on a saved stream (satellite/save) and read back after a reload', async ({
    page,
    control: _c,
  }) => {
    await openConsole(page);
    await saveStream(page, 'E2E satellite feed');
    const form = page.getByTestId('stream-form');
    await form.getByLabel('Satellite source').fill('AsiaSat 9, 105.5E');
    await form.getByRole('button', { name: 'Update stream' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('stream-form').getByLabel('Satellite source')).toHaveValue('AsiaSat 9, 105.5E');
    await stopStream(page);
  });

  test('a member is refused the console by the guard and by the API (403)', async ({ page, control, request }) => {
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.goto('/personalAnchor');
    await expect(page).toHaveURL(/\/403$/);
    const token = await apiToken(request, control.scope, 'demo', 'demo1234');
    const refused = await request.post('/api/live/stream/save', {
      data: { fbId: 1, title: 'Not mine' },
      headers: { authorization: `Bearer ${token}`, 'x-sim-scope': control.scope },
    });
    expect(await refused.json()).toMatchObject({ code: 403, msg: 'Only presenters can use the presenter console' });
    const guest = await request.post('/api/live/presenter/me', { headers: { 'x-sim-scope': control.scope } });
    expect(((await guest.json()) as { code: number }).code).toBe(401);
  });
});
