import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveApi } from '../../src/api/live/live-api';
import { ApiError } from '../../src/api/api-error';
import { createSiteClient } from '../../src/api/site-client';
import { createMemberApi } from '../../src/api/site/member-api';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * The live catalogue (simulator/live/catalog) through the real live client and its schemas:
 * seeded streams on provider matches, statuses and the media service, follows, reservations and
 * fee rooms per scope, and the control routes.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function signedIn(user = 'demo', password = 'demo1234') {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  const r = await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.scopeHeader },
    body: JSON.stringify({ userName: user, password }),
  });
  t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  const live = createLiveApi(scopedSiteClient(createSiteClient(t.ctx, 'live'), scope));
  const member = createMemberApi(scopedSiteClient(createSiteClient(t.ctx, 'site'), scope));
  return { t, live, member };
}

describe('live catalogue', () => {
  it('lists the seeded streams live first, each on a provider match of the sports world', async () => {
    const { live } = await signedIn();
    const page = await live.streams();
    expect(page.records.map((s) => [s.id, s.status])).toEqual([
      [9001, 2],
      [9002, 2],
      [9003, 2],
      [9004, 2],
      [9005, 1],
      [9006, 1],
      [9007, 4],
    ]);
    expect(page.total).toBe(7);
    const world = (await import('../../simulator/sports/index')).sportsOf(harness.sim.ctx).world;
    for (const s of page.records) expect(world.get(s.fbId)?.id).toBe(s.fbId);
    expect(page.records.filter((s) => s.status === 2).every((s) => /^\d+:\d+$/.test(s.match?.score ?? ''))).toBe(true);
    expect((await live.streams({ presenterId: 501 })).records.map((s) => s.id)).toEqual([9001, 9006]);
  });

  it('puts live streams on air through the media service and answers getStreamStatus from it', async () => {
    const { live, t } = await signedIn();
    expect((await live.streamStatus(9001)).state).toBe('live');
    expect((await live.streamStatus(9007)).state).toBe('ended');
    expect(await t.control('/live/stream', { streamId: 9003, status: 'offline' })).toMatchObject({
      ok: true,
      status: 3,
      media: 'offline',
    });
    expect(await live.streamStatus(9003)).toMatchObject({ state: 'offline', status: 3 });
    await t.control('/live/stream', { streamId: 9003, status: null });
    expect((await live.streamStatus(9003)).state).toBe('live');
  });

  it('gives the room: presenter, chat group, fee rule, and play lines only to who may watch', async () => {
    const { live } = await signedIn();
    const free = await live.info(9001);
    expect(free).toMatchObject({
      id: 9001,
      groupId: 'room-9001',
      presenterId: 501,
      presenter: { id: 501, following: false },
      feeInfo: { required: false, paid: true },
    });
    expect(free.lines.map((l) => l.url)).toEqual(['/live-flv/stream-9001.flv']);
    const fee = await live.info(9002);
    expect(fee.feeInfo).toEqual({ required: true, price: 20000, paid: false });
    expect(fee.lines).toEqual([]);
    // A presenter id opens that presenter's live stream.
    expect((await live.info(503)).id).toBe(9003);
    await expect(live.info(1)).rejects.toBeInstanceOf(ApiError);
  });

  it('fee room: isFee says the price and balance; paying debits the wallet once and opens the lines', async () => {
    const { live, member, t } = await signedIn();
    await t.control('/balance', { userName: 'demo', balance: 50_000 });
    expect(await live.feeStatus(9002)).toMatchObject({ fee: true, price: 20000, paid: false, balance: 50000 });
    expect((await live.payFee(9002)).balance).toBe(30000);
    expect((await live.payFee(9002)).balance).toBe(30000);
    expect(await member.balance()).toBe(30000);
    const [line] = (await live.info(9002)).lines;
    // Signed for this stream, expiring (docs/live-api.md "Play URLs").
    expect(line?.url).toMatch(/^\/live-flv\/stream-9002\.flv\?exp=\d+&sig=[\w-]{43}$/);
    await t.control('/balance', { userName: 'demo', balance: 10 });
    const other = await signedIn();
    await other.t.control('/balance', { userName: 'demo', balance: 10 });
    await expect(other.live.payFee(9002)).rejects.toMatchObject({ details: { code: 1003000004 } });
  });

  it('fee room that has ended takes nothing', async () => {
    const { live, member, t } = await signedIn();
    await t.control('/balance', { userName: 'demo', balance: 50_000 });
    await t.control('/live/stream', { streamId: 9002, status: 'ended' });
    try {
      await expect(live.payFee(9002)).rejects.toMatchObject({ details: { code: 1003000006 } });
      expect(await member.balance()).toBe(50000);
    } finally {
      await t.control('/live/stream', { streamId: 9002, status: null });
    }
  });

  // demo starts with seeded follows and a reservation (SEEDED_LIVE): this counts only what it adds.
  it('follows and reservations persist per scope and user', async () => {
    const a = await signedIn();
    const followedBefore = (await a.live.follows()).map((f) => f.presenterId);
    expect(followedBefore).not.toContain(501);
    const before = (await a.live.presenter(501)).followers;
    expect(await a.live.follow(501, true)).toMatchObject({ following: true, followers: before + 1 });
    expect((await a.live.info(9001)).presenter.following).toBe(true);
    expect((await a.live.follows()).map((f) => f.presenterId)).toEqual([...followedBefore, 501]);
    const b = await signedIn();
    expect((await b.live.presenter(501)).following).toBe(false);
    expect(await a.live.follow(501, false)).toMatchObject({ following: false, followers: before });
    expect((await a.live.follows()).map((f) => f.presenterId)).toEqual(followedBefore);

    const reservedBefore = (await a.live.reservations()).map((r) => r.streamId);
    expect(reservedBefore).not.toContain(9006);
    const count = await a.live.reserveCount(9006);
    expect(await a.live.reserve(9006)).toMatchObject({ reserved: true, reserveCount: count + 1 });
    expect((await a.live.upcoming()).records.find((s) => s.id === 9006)?.reserved).toBe(true);
    expect((await a.live.reservations()).map((r) => r.streamId).sort()).toEqual([...reservedBefore, 9006].sort());
    expect((await b.live.upcoming()).records.find((s) => s.id === 9006)?.reserved).toBe(false);
    await expect(a.live.reserve(9001)).rejects.toMatchObject({ details: { code: 1003000003 } });
    expect(await a.live.cancelReserve(9006)).toMatchObject({ reserved: false, reserveCount: count });
    expect((await a.live.reservations()).map((r) => r.streamId)).toEqual(reservedBefore);
  });

  it('demo starts with two presenters followed and a reservation; the lists are the session’s, named in its language', async () => {
    const demo = await signedIn();
    const follows = await demo.live.follows();
    expect(follows.map((f) => [f.presenterId, f.nickName])).toEqual([
      [502, 'Minh Quân'],
      [505, 'Tuấn BLV'],
    ]);
    // 502 is on air in the fee room; 505 only once 9005 has started (the clock stands still here).
    expect(follows.map((f) => f.liveStreamId)).toEqual([9002, null]);
    const [reserved] = await demo.live.reservations();
    const card = (await demo.live.upcoming()).records.find((s) => s.id === 9005)!;
    expect(reserved).toMatchObject({
      streamId: 9005,
      presenterId: 505,
      presenterName: 'Tuấn BLV',
      title: card.title,
      startTime: card.startTime,
      status: 1,
    });
    expect(card.reserved).toBe(true);
    expect(await demo.live.reserveCount(9005)).toBe(card.reserveCount);

    // Another member has none of it, whatever the body says about who is asking.
    const scope = randomUUID();
    const login = await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
      body: JSON.stringify({ userName: 'fan', password: 'fan12345' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    for (const path of ['/api/live/follow/order/list', '/api/live/push/order/list']) {
      const r = await fetch(`${harness.sim.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sim-scope': scope, authorization: `Bearer ${token}` },
        body: JSON.stringify({ userName: 'demo', user: 'demo' }),
      });
      expect(await r.json(), path).toMatchObject({ code: 200, data: [] });
    }
  });

  it('scores, matches with video, video sources, search, line switch, tags and sums', async () => {
    const { live, t } = await signedIn();
    const streams = (await live.streams()).records;
    const scores = await live.scores(streams.map((s) => s.fbId));
    expect(scores.find((s) => s.gameId === streams[0]!.fbId)?.scores[0]?.scores).toBe(streams[0]!.match?.score);
    const matches = await live.videoMatches();
    // ms 0 and 5 only with a live source (docs/product.md, "Live rooms"): the ended stream's match is left out.
    expect(matches.some((m) => m.fbId === streams.find((s) => s.id === 9007)!.fbId)).toBe(false);
    expect(matches.filter((m) => m.ms === 5).every((m) => m.liveStreamIds.length > 0)).toBe(true);
    const sources = await live.videoSources();
    expect(sources.filter((s) => s.streamId !== null).map((s) => s.streamId)).toEqual([9001, 9002, 9003, 9004]);
    // The matches the provider films play their own video, and only those (docs/live-api.md, "Match video").
    const world = (await import('../../simulator/sports/index')).sportsOf(harness.sim.ctx).world;
    const feeds = sources.filter((s) => s.streamId === null);
    const filmed = [...world.matches.values()].filter((m) => m.ty === 2 && m.ms === 5 && m.video);
    expect(feeds.map((s) => s.fbId).sort()).toEqual(filmed.map((m) => m.id).sort());
    expect(feeds.every((s) => s.liveUrl === `/live/flv/${s.fbId}.flv`)).toBe(true);
    // Seeded: some matches in play have video, some have none.
    expect(filmed.length).toBeGreaterThan(0);
    expect([...world.matches.values()].some((m) => m.ty === 2 && m.ms === 5 && !m.video)).toBe(true);
    const home = streams[0]!.match!.home;
    expect((await live.search(home.slice(0, 5).toUpperCase())).map((s) => s.id)).toContain(9001);
    expect(await live.search('Linh')).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 9001 }), expect.objectContaining({ id: 9006 })]),
    );
    expect((await live.lineSwitch()).enabled).toBe(true);
    await t.control('/live/line-switch', { enabled: false });
    expect((await live.lineSwitch()).enabled).toBe(false);
    expect((await live.tags()).length).toBe(5);
    expect(await live.stats()).toMatchObject({ live: 4, upcoming: 2 });
  });
});
