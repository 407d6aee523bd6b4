import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_CODES } from '../../src/api/live/chat-protocol';
import { simUser } from './sim-user';
import { simulatorPerFile } from './sim-harness';
import { until } from '../support/wait';

/**
 * The super admin's API (docs/admin-api.md) against a real simulator:
 * streams, stopping one, site-wide bans that reach chat sockets, the sensitive-word list, figures,
 * the audit log; 401 without a session and 403 for members and presenters on every route.
 */

const files = simulatorPerFile();
const sockets = files.sockets;

const ROUTES: Array<[string, string]> = [
  ['GET', '/api/admin/streams'],
  ['POST', '/api/admin/streams/stop'],
  ['POST', '/api/admin/bans/list'],
  ['POST', '/api/admin/bans'],
  ['POST', '/api/admin/bans/lift'],
  ['GET', '/api/admin/words'],
  ['POST', '/api/admin/words'],
  ['POST', '/api/admin/words/remove'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/audit'],
];

describe('admin API', () => {
  it('refuses members and presenters with 403 and a clear message, and guests with 401, on every route', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    for (const [method, path] of ROUTES) {
      const body = method === 'POST' ? {} : undefined;
      expect(await demo.call(method, path, body), path).toEqual({
        code: 403,
        msg: 'Only super admins can use the admin center',
        data: null,
      });
      expect((await anchor.call(method, path, body)).code, path).toBe(403);
      const guest = (await (
        await fetch(`${files.sim.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body && '{}',
        })
      ).json()) as { code: number };
      expect(guest.code, path).toBe(401);
    }
  });

  it('lists every stream with viewers and status, stops one, and the audit log says who', async () => {
    const admin = await simUser(files.sim.url, 'admin', randomUUID(), sockets);
    const streams = await admin.call<
      Array<{ streamId: number; status: number; statusName: string; viewers: number; presenterName: string }>
    >('GET', '/api/admin/streams');
    expect(streams.data.length).toBeGreaterThanOrEqual(7);
    expect(streams.data.find((s) => s.streamId === 9003)).toMatchObject({
      status: 2,
      statusName: 'live',
      presenterName: '小雨',
    });
    const stopped = await admin.call<{ status: number }>('POST', '/api/admin/streams/stop', {
      streamId: 9003,
      reason: 'copyright',
    });
    expect(stopped.data.status).toBe(4);
    expect(
      (await admin.call<Array<{ streamId: number; statusName: string }>>('GET', '/api/admin/streams')).data.find(
        (s) => s.streamId === 9003,
      )?.statusName,
    ).toBe('ended');
    expect((await admin.call('POST', '/api/admin/streams/stop', { streamId: 9003 })).code).toBe(400);
    const log = await admin.call<Array<{ actor: string; action: string; target: string; detail: string }>>(
      'GET',
      '/api/admin/audit',
    );
    expect(log.data[0]).toMatchObject({ actor: 'admin', action: 'stream.stop', target: '9003', detail: 'copyright' });
  });

  it('a site-wide ban silences the user in every room at once; lifting it restores them; both are audited', async () => {
    const scope = randomUUID();
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    await admin.control('/live/chat/config', { roomId: 'any-room', slowModeSeconds: 0 });
    const d = await demo.connect();
    expect((await d.join('any-room', '504')).ok).toBe(true);
    expect((await admin.call('POST', '/api/admin/bans', { userName: 'demo' })).code).toBe(400);
    const ban = await admin.call<{ id: number; presenterId: string }>('POST', '/api/admin/bans', {
      userName: 'demo',
      minutes: 60,
      reason: 'fraud',
    });
    expect(ban.data.presenterId).toBe('*');
    await until(
      () =>
        d.received.some((m) => m.custom?.type === 'room' && m.custom.event === 'ban' && m.custom.reason === 'fraud'),
      'the pushed site ban',
      1_000,
    );
    expect(await d.send('any-room', 'hello')).toMatchObject({ ok: false, code: CHAT_CODES.muted });
    expect(
      (
        await demo.call<{ banned: boolean }>('POST', '/api/user/banLog/banInfo', {
          roomId: 'elsewhere',
          presenterId: '501',
        })
      ).data.banned,
    ).toBe(true);
    expect((await admin.call<unknown[]>('POST', '/api/admin/bans/list', { q: 'dem' })).data).toHaveLength(1);
    expect((await admin.call('POST', '/api/admin/bans', { userName: 'admin', reason: 'x' })).code).toBe(400);
    expect(
      (await admin.call<{ lifted: number }>('POST', '/api/admin/bans/lift', { ids: [ban.data.id] })).data.lifted,
    ).toBe(1);
    await until(
      () => d.received.some((m) => m.custom?.type === 'room' && m.custom.event === 'unban'),
      'the pushed unban',
      1_000,
    );
    expect((await d.send('any-room', 'back')).ok).toBe(true);
    const actions = (
      await admin.call<Array<{ action: string; target: string; actor: string }>>('GET', '/api/admin/audit')
    ).data.map((e) => `${e.actor} ${e.action} ${e.target}`);
    expect(actions).toEqual(['admin user.unban demo', 'admin user.ban demo']);
  });

  it('edits the site’s sensitive words, which the chat then refuses everywhere', async () => {
    const scope = randomUUID();
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const before = (await admin.call<string[]>('GET', '/api/admin/words')).data;
    expect(before).toContain('scammer');
    expect((await admin.call<string[]>('POST', '/api/admin/words', { word: 'Tipster' })).data).toContain('tipster');
    expect((await admin.call<string[]>('POST', '/api/admin/words/remove', { word: 'scammer' })).data).not.toContain(
      'scammer',
    );
    expect(
      (await demo.call<Array<{ word: string }>>('GET', '/api/live/sensitive/word/list')).data.map((w) => w.word),
    ).toContain('tipster');
    await admin.control('/live/chat/config', { roomId: 'w-room', slowModeSeconds: 0 });
    const d = await demo.connect();
    await d.join('w-room', '505');
    expect(await d.send('w-room', 'best TIPSTER here')).toMatchObject({ ok: false, code: CHAT_CODES.sensitive });
    expect((await d.send('w-room', 'you scammer')).ok).toBe(true);
    const stats = await admin.call<{ words: number; live: number; presenters: number; streams: number }>(
      'GET',
      '/api/admin/stats',
    );
    expect(stats.data).toMatchObject({ words: before.length, presenters: 5 });
    expect(stats.data.streams).toBeGreaterThanOrEqual(7);
  });
});
