import { expect, signIn } from './fixtures';
import {
  liveTest as test,
  mediaControl,
  openRoom,
  player,
  playerStates,
  playing,
  recordPlayerStates,
  STREAMS,
} from './live-kit';

/**
 * A fee room's play URLs are signed and expire (docs/live-api.md "Play URLs"); here they live 4 s
 * (`/sim/control/live/play-ttl`, this test's scope). The player asks for fresh ones before they
 * expire and after the relay refuses a stale one, and the viewer never sees an error for it.
 */

test.describe('fee room: expiring play URLs', () => {
  test('renews its URLs while playing, and a reload with an expired one plays again without an error', async ({
    page,
    request,
    control,
    ownStream,
  }) => {
    test.setTimeout(90_000);
    await control.post('/live/play-ttl', { ms: 4_000 });
    await control.post('/balance', { userName: 'demo', balance: 100_000 });
    const key = await ownStream(STREAMS.fee);
    const plays: number[] = [];
    const lines = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname !== `/live-flv/${key}.flv`) return;
      plays.push(r.status());
      lines.add(url.pathname + url.search);
    });
    const infos: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/live/stream/getInfo/${STREAMS.fee}`) infos.push(r.url());
    });
    // Every play URL the room is given (renewals included, though the player never opens those while it plays).
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname !== `/api/live/stream/getInfo/${STREAMS.fee}`) return;
      const body = await r.text().catch(() => '');
      for (const found of body.match(new RegExp(`/live-flv/${key}\\.flv\\?[^"]*`, 'g')) ?? []) lines.add(found);
    });
    await recordPlayerStates(page);
    await signIn(page);
    // The key lent to the fee room is guarded as the room: without a signature, nothing.
    expect((await request.get(`/live-flv/${key}.flv`)).status()).toBe(403);
    await openRoom(page, STREAMS.fee);
    await page.getByTestId('fee-gate').getByRole('button', { name: /^Pay / }).click();
    await playing(page);
    const before = infos.length;
    // Renewed half-way through each 4 s life, beside the picture: it keeps playing on its connection.
    await expect.poll(() => infos.length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await playing(page);

    // Off air long enough for the lines it holds to expire (renewals run only while it plays).
    await mediaControl(request, 'kill', { key });
    await expect(player(page)).not.toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    // Expired: every play URL the page was given, the one it holds included, now answers 403 (the signature is checked first, on air or not).
    const expired = async () =>
      (await Promise.all([...lines].map((line) => request.get(line)))).every((r) => r.status() === 403);
    expect(lines.size).toBeGreaterThan(2);
    await expect.poll(expired, { timeout: 15_000 }).toBe(true);
    await mediaControl(request, 'publish', { key });
    // Back on air: the stale URL is refused (403), renewed, and the room plays again.
    await playing(page, 30_000);
    expect(plays).toContain(403);
    expect(plays.at(-1)).toBe(200);
    const states = await playerStates(page);
    expect(states).not.toContain('broken');
    await expect(page.getByTestId('live-room').getByRole('alert')).toHaveCount(0);
  });
});
