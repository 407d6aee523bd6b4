import { expect, signIn } from './fixtures';
import { liveTest as test, openRoom, player, playing, STREAMS } from './live-kit';

/**
 * Sound in the room (volume 70 with sound on; start muted with an unmute button where
 * autoplay forbids sound). Headless Chromium allows sound by default, so this file's browser runs
 * with the policy of a browser that refuses it until the viewer acts: `--autoplay-policy=user-gesture-required`
 * The room opens in a new tab of the signed-in context: Chromium lets a document that follows a
 * same-origin navigation inherit the earlier one's user activation (the sign-in's clicks), which
 * would allow sound. Playwright's evaluate (every locator query, every expect on the page) counts as a
 * user gesture too, so nothing looks into the room before its player has asked to play.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=user-gesture-required',
    ],
  },
});

const video = (page: Parameters<typeof player>[0]) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('.room-player video')!;
    return { muted: v.muted, volume: v.volume, paused: v.paused };
  });

test('autoplay with sound refused: the room plays muted, shows Unmute, and pressing it gives sound at volume 70', async ({
  page: signInPage,
  context,
  simTime,
  ownStream,
}) => {
  await ownStream();
  await signIn(signInPage);
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  // Nothing may look into the page until the player has asked to play (the FLV request goes out in the same task).
  const flv = page.waitForRequest(/\/live-flv\//);
  await openRoom(page, STREAMS.free);
  await flv;
  await playing(page);
  const unmute = player(page).getByRole('button', { name: 'Turn the sound on' });
  await expect(unmute).toBeVisible();
  expect(await video(page)).toEqual({ muted: true, volume: 0.7, paused: false });

  await unmute.click();
  await expect(unmute).toHaveCount(0);
  await expect.poll(() => video(page)).toEqual({ muted: false, volume: 0.7, paused: false });
  // Sound on, and the picture goes on.
  await playing(page);
});
