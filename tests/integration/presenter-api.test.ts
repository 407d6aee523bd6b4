import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createLiveApi } from '../../src/api/live/live-api';
import { createPresenterApi } from '../../src/api/live/presenter-api';
import { createSiteClient } from '../../src/api/site-client';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * The presenter console's API (simulator/live/presenter) through the real client and its schemas, with
 * states-only media (live engines off): roles and ownership, save / update / stop, the push target
 * shown to the owner, the status following the publish (moved by the media control routes here; the
 * real RTMP push is in presenter-push.test.ts), scheduled streams, cover upload and the profile.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function as(user: string | null, password = `${user}1234`, scope = randomUUID()) {
  const t = testContext(harness.sim.url, scope);
  if (user) {
    const r = await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.scopeHeader },
      body: JSON.stringify({ userName: user, password }),
    });
    t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const client = scopedSiteClient(createSiteClient(t.ctx, 'live'), scope);
  return { t, scope, presenter: createPresenterApi(client), live: createLiveApi(client) };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).details?.code;
  }
};

async function liveMatch(anchor: Awaited<ReturnType<typeof as>>) {
  const matches = await anchor.presenter.matches();
  expect(matches.length).toBeGreaterThan(0);
  return matches[0]!.fbId;
}

describe('presenter console API', () => {
  it('refuses without a session (401), a member (403); anchor is presenter 501', async () => {
    const guest = await as(null);
    expect(await codeOf(guest.presenter.me())).toBe(401);
    const member = await as('demo');
    expect(await codeOf(member.presenter.me())).toBe(403);
    expect(await codeOf(member.presenter.save({ fbId: 1, title: 'Nope', tagIds: [], fee: 0 }))).toBe(403);
    expect(await codeOf(member.presenter.mine())).toBe(403);
    const anchor = await as('anchor');
    expect(await anchor.presenter.me()).toMatchObject({ presenterId: 501, nickName: 'Linh Anh' });
  });

  it('saves a stream with the push URL and key for the owner only; another presenter may not edit it', async () => {
    const anchor = await as('anchor');
    const fbId = await liveMatch(anchor);
    const saved = await anchor.presenter.save({ fbId, title: 'My test stream', tagIds: [1, 3], fee: 0 });
    expect(saved).toMatchObject({
      presenterId: 501,
      title: 'My test stream',
      status: 1,
      encoder: 'waiting',
      fbId,
      tags: [{ id: 1 }, { id: 3 }],
    });
    expect(saved.push?.url).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\//);
    expect(saved.push?.streamKey).toMatch(/^p\d+-\w+\?key=[0-9a-f]{24}$/);
    // A viewer's room shows it (by id, anywhere), without the key.
    const viewer = await as('demo');
    const info = await viewer.live.info(saved.id);
    expect(info).toMatchObject({ id: saved.id, status: 1, presenterId: 501 });
    expect(JSON.stringify(info)).not.toContain(saved.push!.streamKey.split('=')[1]);
    // The owner's list has it; the admin (presenter 505) may not touch it.
    expect((await anchor.presenter.mine()).records.map((s) => s.id)).toContain(saved.id);
    const admin = await as('admin');
    expect(await codeOf(admin.presenter.update(saved.id, { title: 'Taken over' }))).toBe(403);
    expect(await codeOf(admin.presenter.stop(saved.id))).toBe(403);
    expect(await codeOf(viewer.presenter.stop(saved.id))).toBe(403);
    // Nor a seeded stream of the anchor's own presenter (made by nobody in the console).
    expect(await codeOf(anchor.presenter.stop(9001))).toBe(403);
    expect(await anchor.presenter.update(saved.id, { title: 'Renamed', fee: 5000 })).toMatchObject({
      title: 'Renamed',
      fee: 5000,
    });
    expect(await codeOf(anchor.presenter.save({ fbId, title: 'x', tagIds: [], fee: 0 }))).toBe(400);
    expect(await codeOf(anchor.presenter.save({ fbId: 424242424, title: 'No match', tagIds: [], fee: 0 }))).toBe(
      1003000103,
    );
  });

  it('follows the publish: waiting -> live -> encoder lost -> live -> stopped (ended for the room too)', async () => {
    const anchor = await as('anchor');
    const saved = await anchor.presenter.save({
      fbId: await liveMatch(anchor),
      title: 'Status walk',
      tagIds: [],
      fee: 0,
    });
    const key = saved.push!.streamKey.split('?')[0]!;
    const status = () => anchor.presenter.status(saved.id);
    expect(await status()).toMatchObject({ encoder: 'waiting', status: 1, state: 'offline' });
    await anchor.t.control('/live/publish', { key });
    expect(await status()).toMatchObject({ encoder: 'live', status: 2, state: 'live' });
    // Listed for this scope's viewers while live; not in another scope's lists.
    expect((await anchor.live.streams({ status: 2 })).records.map((s) => s.id)).toContain(saved.id);
    expect((await (await as('demo')).live.streams({ status: 2 })).records.map((s) => s.id)).not.toContain(saved.id);
    await anchor.t.control('/live/unpublish', { key, state: 'offline' });
    expect(await status()).toMatchObject({ encoder: 'lost', status: 3 });
    expect((await anchor.live.info(saved.id)).status).toBe(3);
    await anchor.t.control('/live/publish', { key });
    expect(await status()).toMatchObject({ encoder: 'live', status: 2 });
    const stopped = await anchor.presenter.stop(saved.id);
    expect(stopped).toMatchObject({ encoder: 'stopped', status: 4, push: null });
    expect(stopped.endTime).toEqual(expect.any(Number));
    expect(await anchor.live.streamStatus(saved.id)).toMatchObject({ state: 'ended', status: 4 });
    expect(await codeOf(anchor.presenter.update(saved.id, { title: 'Too late' }))).toBe(1003000102);
  });

  it('the admin stop (LiveCatalog.force ended) stops a presenter-made stream like its owner', async () => {
    const anchor = await as('anchor');
    const saved = await anchor.presenter.save({
      fbId: await liveMatch(anchor),
      title: 'Admin stops me',
      tagIds: [],
      fee: 0,
    });
    await anchor.t.control('/live/publish', { key: saved.push!.streamKey.split('?')[0] });
    expect(await anchor.t.control('/live/stream', { streamId: saved.id, status: 'ended' })).toMatchObject({
      ok: true,
      status: 4,
      media: 'ended',
    });
    expect(await anchor.presenter.status(saved.id)).toMatchObject({ encoder: 'stopped', status: 4 });
  });

  it('lists and cancels a scheduled stream; a stream that went on air cannot be cancelled', async () => {
    const anchor = await as('anchor');
    const fbId = await liveMatch(anchor);
    const later = harness.sim.ctx.clock.now() + 3 * 3600_000;
    const scheduled = await anchor.presenter.save({
      fbId,
      title: 'Later tonight',
      tagIds: [5],
      fee: 0,
      startTime: later,
    });
    const list = await anchor.presenter.scheduled(501);
    expect(list.records.map((s) => s.id)).toContain(scheduled.id);
    expect(list.records.every((s) => s.presenterId === 501)).toBe(true);
    expect(await anchor.presenter.cancelScheduled(scheduled.id)).toMatchObject({ status: 4 });
    expect((await anchor.presenter.scheduled(501)).records.map((s) => s.id)).not.toContain(scheduled.id);
    const aired = await anchor.presenter.save({ fbId, title: 'Went on air', tagIds: [], fee: 0 });
    await anchor.t.control('/live/publish', { key: aired.push!.streamKey.split('?')[0] });
    expect(await codeOf(anchor.presenter.cancelScheduled(aired.id))).toBe(1003000105);
    await anchor.presenter.stop(aired.id);
  });

  it('uploads a cover as multipart (images only) and serves it; saves the satellite source', async () => {
    const anchor = await as('anchor');
    const png = new Blob(
      [
        Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a3a30000000049454e44ae426082',
          'hex',
        ),
      ],
      { type: 'image/png' },
    );
    const cover = await anchor.presenter.uploadCover(png, 'cover.png');
    const served = await fetch(cover.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(png.size);
    expect(await codeOf(anchor.presenter.uploadCover(new Blob(['<script>'], { type: 'text/html' }), 'x.html'))).toBe(
      1003000104,
    );
    const member = await as('demo');
    expect(await codeOf(member.presenter.uploadCover(png))).toBe(403);
    const saved = await anchor.presenter.save({
      fbId: await liveMatch(anchor),
      title: 'With a cover',
      tagIds: [],
      fee: 0,
      coverId: cover.coverId,
    });
    expect(saved.cover).toBe(cover.url);
    expect((await anchor.presenter.satellite(saved.id, 'Satellite AsiaSat 7')).satellite).toBe('Satellite AsiaSat 7');
    await anchor.presenter.stop(saved.id);
  });

  it('changes the satellite source through satellite/save only: owner only, not after the stop', async () => {
    const anchor = await as('anchor');
    const saved = await anchor.presenter.save({
      fbId: await liveMatch(anchor),
      title: 'Via satellite',
      tagIds: [],
      fee: 0,
      satellite: 'Thaicom 6',
    });
    expect(saved.satellite).toBe('Thaicom 6');
    // stream/update refuses the field (it has its own call); the console's update sends it there.
    const direct = fetch(`${harness.sim.url}/api/live/stream/update`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${anchor.t.ctx.token()}`,
        ...anchor.t.scopeHeader,
      },
      body: JSON.stringify({ streamId: saved.id, satellite: 'Direct' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect((await direct).code).toBe(400);
    const updated = await anchor.presenter.update(saved.id, {
      title: 'Via satellite, renamed',
      satellite: '  AsiaSat 9  ',
    });
    expect(updated).toMatchObject({ title: 'Via satellite, renamed', satellite: 'AsiaSat 9' });
    expect((await anchor.presenter.mine()).records.find((s) => s.id === saved.id)?.satellite).toBe('AsiaSat 9');
    const other = await as('admin', 'admin1234', anchor.scope);
    expect(await codeOf(other.presenter.satellite(saved.id, 'Hijack'))).toBe(403);
    expect(await codeOf((await as('demo', 'demo1234', anchor.scope)).presenter.satellite(saved.id, 'Hijack'))).toBe(
      403,
    );
    expect(await codeOf(anchor.presenter.satellite(saved.id, 'x'.repeat(201)))).toBe(400);
    await anchor.presenter.stop(saved.id);
    expect(await codeOf(anchor.presenter.satellite(saved.id, 'After'))).toBe(1003000102);
  });

  it('updates the profile per scope: name, notice, schedule text (getInfo2 shows it)', async () => {
    const anchor = await as('anchor');
    await anchor.presenter.updateProfile({
      nickName: 'Linh Anh Live',
      notice: 'Tonight 20:00',
      schedule: 'Mon-Fri evenings',
    });
    expect(await anchor.presenter.me()).toMatchObject({
      nickName: 'Linh Anh Live',
      notice: 'Tonight 20:00',
      schedule: 'Mon-Fri evenings',
    });
    expect((await anchor.live.presenter(501)).nickName).toBe('Linh Anh Live');
    expect((await (await as('anchor')).presenter.me()).nickName).toBe('Linh Anh');
    expect(await codeOf(anchor.presenter.updateProfile({ nickName: 'x' }))).toBe(400);
    expect(await codeOf((await as('demo')).presenter.updateProfile({ notice: 'hi' }))).toBe(403);
  });
});
