import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BAN_REASON_MAX, SHIELDED_WORDS_MAX, WORD_MAX } from '../../src/api/live/moderation-rules';
import { CHAT_CODES } from '../../src/api/live/chat-protocol';
import { LIVE_CHAT_CODES } from '../../src/api/live/chat-codes';
import { simUser } from './sim-user';
import { simulatorPerFile } from './sim-harness';
import { until } from '../support/wait';

/**
 * Moderation that takes effect over real sockets: a presenter's ban reaches the
 * banned viewer's socket at once with its reason, their messages stop reaching the room, an unban
 * restores them; shielded words hold for everyone in the presenter's rooms; only the room's
 * presenter (or a super admin) moderates it. The demo `anchor` is presenter 501.
 */

const files = simulatorPerFile();
const sockets = files.sockets;

const ROOM = 'room-9001';
const ANCHOR = '501';

async function room(scope: string) {
  const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
  const demo = await simUser(files.sim.url, 'demo', scope, sockets);
  const other = await simUser(files.sim.url, 'migrate', scope, sockets);
  await anchor.control('/live/chat/config', { roomId: ROOM, slowModeSeconds: 0 });
  const d = await demo.connect();
  const o = await other.connect();
  expect((await d.join(ROOM, ANCHOR)).ok).toBe(true);
  expect((await o.join(ROOM, ANCHOR)).ok).toBe(true);
  return { anchor, demo, other, d, o };
}

describe('moderation takes effect', () => {
  it('a ban reaches the viewer within a second with its reason; their lines stop; an unban restores them', async () => {
    const { anchor, d, o } = await room(randomUUID());
    expect((await d.send(ROOM, 'before the ban')).ok).toBe(true);
    await until(() => o.received.some((m) => m.text === 'before the ban'), 'the line before the ban');

    const at = Date.now();
    const saved = await anchor.call<{ id: number; until: number }>('POST', '/api/user/banLog/save', {
      userName: 'demo',
      presenterId: ANCHOR,
      roomId: ROOM,
      minutes: 30,
      reason: 'spam links',
    });
    expect(saved.code).toBe(200);
    await until(
      () => d.received.some((m) => m.custom?.type === 'room' && m.custom.event === 'ban'),
      'the pushed ban',
      1_000,
    );
    const pushed = d.received.find((m) => m.custom?.type === 'room' && m.custom.event === 'ban')!;
    expect(pushed.receivedAt - at).toBeLessThan(1_000);
    expect(pushed.custom).toMatchObject({
      type: 'room',
      event: 'ban',
      userName: 'demo',
      reason: 'spam links',
      until: saved.data.until,
    });
    // The room hears of it too, without the reason, under the same id (the viewer keeps one line).
    await until(() => o.received.some((m) => m.id === pushed.id), 'the room notice');
    expect(o.received.find((m) => m.id === pushed.id)!.custom).toEqual({
      type: 'room',
      event: 'ban',
      userName: 'demo',
    });

    expect(await d.send(ROOM, 'muted line')).toMatchObject({ ok: false, code: CHAT_CODES.muted });
    await new Promise((r) => setTimeout(r, 300));
    expect(o.received.some((m) => m.text === 'muted line')).toBe(false);

    expect(
      (await anchor.call<{ lifted: number }>('POST', '/api/user/banLog/batchUntie', { ids: [saved.data.id] })).data
        .lifted,
    ).toBe(1);
    await until(
      () => d.received.some((m) => m.custom?.type === 'room' && m.custom.event === 'unban'),
      'the pushed unban',
      1_000,
    );
    expect((await d.send(ROOM, 'free again')).ok).toBe(true);
    await until(() => o.received.some((m) => m.text === 'free again'), 'the line after the unban');
  });

  it('a presenter-wide ban (no roomId) reaches the viewer in any room of that presenter', async () => {
    const { anchor, d } = await room(randomUUID());
    expect(
      (await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', minutes: 0, reason: 'rude' })).code,
    ).toBe(200);
    await until(
      () => d.received.some((m) => m.custom?.type === 'room' && m.custom.event === 'ban'),
      'the pushed ban',
      1_000,
    );
    expect(d.received.find((m) => m.custom?.type === 'room')!.custom).toMatchObject({ reason: 'rude', until: 0 });
    expect(await d.send(ROOM, 'x')).toMatchObject({ ok: false, code: CHAT_CODES.muted });
  });

  it('changing a ban pushes its new end to the viewer', async () => {
    const { anchor, d } = await room(randomUUID());
    const saved = await anchor.call<{ id: number }>('POST', '/api/user/banLog/save', {
      userName: 'demo',
      roomId: ROOM,
      minutes: 10,
      reason: 'spam',
    });
    const updated = await anchor.call<{ until: number; reason: string }>('PUT', '/api/user/banLog/update', {
      id: saved.data.id,
      minutes: 0,
      reason: 'still spam',
    });
    expect(updated.data).toMatchObject({ until: 0, reason: 'still spam' });
    await until(
      () => d.received.some((m) => m.custom?.type === 'room' && m.custom.reason === 'still spam'),
      'the pushed change',
      1_000,
    );
  });

  it('shielded words are refused for everyone in the presenter’s rooms, and only there', async () => {
    const scope = randomUUID();
    const { anchor, demo, d, o } = await room(scope);
    expect((await anchor.call('POST', '/api/live/word/shielded/save', { words: ['offside'] })).data).toEqual({
      presenterId: ANCHOR,
      words: ['offside'],
    });
    expect(await d.send(ROOM, 'clear OFFSIDE there')).toMatchObject({ ok: false, code: CHAT_CODES.sensitive });
    expect(await o.send(ROOM, 'offside!')).toMatchObject({ ok: false, code: CHAT_CODES.sensitive });
    expect((await anchor.control('/live/chat/say', { roomId: ROOM, text: 'bot says offside' })).delivered).toBe(false);
    expect(
      (await demo.call<{ word: string }[]>('GET', `/api/live/sensitive/word/list?presenterId=${ANCHOR}`)).data.map(
        (w) => w.word,
      ),
    ).toContain('offside');
    // Another presenter's room does not refuse it.
    const other = await simUser(files.sim.url, 'demo', scope, sockets);
    const s = await other.connect();
    await anchor.control('/live/chat/config', { roomId: 'room-9002', slowModeSeconds: 0 });
    expect((await s.join('room-9002', '502')).ok).toBe(true);
    expect((await s.send('room-9002', 'offside again')).ok).toBe(true);
  });
});

describe('who may moderate', () => {
  it('a presenter moderates only their own rooms; a super admin every room; a member none', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const foreign = await anchor.call('POST', '/api/user/banLog/save', {
      userName: 'demo',
      presenterId: '502',
      reason: 'x',
    });
    expect(foreign).toMatchObject({ code: 403, msg: 'You can only moderate your own rooms' });
    expect((await anchor.call('POST', '/api/live/word/shielded/save', { presenterId: '502', words: ['x'] })).code).toBe(
      403,
    );
    const byAdmin = await admin.call<{ id: number; operator: string }>('POST', '/api/user/banLog/save', {
      userName: 'demo',
      presenterId: '502',
      reason: 'site rule',
    });
    expect(byAdmin.data.operator).toBe('admin');
    expect((await anchor.call('POST', '/api/user/banLog/batchUntie', { ids: [byAdmin.data.id] })).code).toBe(403);
    expect(
      (await anchor.call('PUT', '/api/user/banLog/update', { id: byAdmin.data.id, reason: 'mine now' })).code,
    ).toBe(403);
    expect((await demo.call('POST', '/api/user/banLog/save', { userName: 'migrate', reason: 'x' })).code).toBe(
      LIVE_CHAT_CODES.noPermission,
    );
    expect(await demo.call('POST', '/api/user/banLog/list', {})).toMatchObject({
      code: 403,
      msg: 'Only presenters can use the presenter console',
    });
    expect((await anchor.call('POST', '/api/user/banLog/list', { presenterId: '502' })).code).toBe(403);
    expect((await anchor.call('POST', '/api/user/banLog/save', { userName: 'anchor', reason: 'x' })).code).toBe(400);
  });

  it('config/info says who may moderate the room', async () => {
    const scope = randomUUID();
    // The room's owner comes from the catalogue (room-9002 is presenter 502's), whatever presenterId the body names.
    const can = async (name: string, roomId: string, presenterId = ANCHOR) =>
      (
        await (
          await simUser(files.sim.url, name, scope, sockets)
        ).call<{ canModerate: boolean }>('POST', '/api/live/chatroom/config/info', { roomId, presenterId })
      ).data.canModerate;
    expect(await can('anchor', ROOM)).toBe(true);
    expect(await can('anchor', 'room-9002')).toBe(false);
    expect(await can('admin', 'room-9002')).toBe(true);
    expect(await can('demo', ROOM)).toBe(false);
  });

  it('the ban log searches, filters and pages, newest first, the presenter’s own by default', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', reason: 'spam links', minutes: 10 });
    const second = await anchor.call<{ id: number }>('POST', '/api/user/banLog/save', {
      userName: 'migrate',
      reason: 'insults',
    });
    await admin.call('POST', '/api/user/banLog/save', { userName: 'demo', presenterId: '502', reason: 'elsewhere' });
    type Page = { list: { userName: string; reason: string }[]; total: number };
    const mine = await anchor.call<Page>('POST', '/api/user/banLog/list', {});
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((b) => b.userName)).toEqual(['migrate', 'demo']);
    expect(
      (await anchor.call<Page>('POST', '/api/user/banLog/list', { q: 'SPAM' })).data.list.map((b) => b.reason),
    ).toEqual(['spam links']);
    await anchor.call('POST', '/api/user/banLog/batchUntie', { ids: [second.data.id] });
    expect(
      (await anchor.call<Page>('POST', '/api/user/banLog/list', { active: true })).data.list.map((b) => b.userName),
    ).toEqual(['demo']);
    expect(
      (await anchor.call<Page>('POST', '/api/user/banLog/list', { active: false })).data.list.map((b) => b.userName),
    ).toEqual(['migrate']);
    expect((await admin.call<Page>('POST', '/api/user/banLog/list', {})).data.total).toBe(3);
    expect(
      (await anchor.call<Page>('POST', '/api/user/banLog/list', { pageSize: 1, pageNum: 2 })).data.list.map(
        (b) => b.userName,
      ),
    ).toEqual(['demo']);
  });
});

describe('what a ban keeps is bounded', () => {
  it('a reason over BAN_REASON_MAX characters is refused on save, change and the site-wide ban; the ban keeps its own', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    const long = 'x'.repeat(BAN_REASON_MAX + 1);
    // Characters, not UTF-16 units: 120 astral characters are a reason of 120.
    const astral = '🚫'.repeat(BAN_REASON_MAX);
    const ban = { userName: 'demo', presenterId: ANCHOR, roomId: ROOM, minutes: 30 };
    expect((await anchor.call('POST', '/api/user/banLog/save', { ...ban, reason: long })).code).toBe(400);
    expect((await anchor.call('POST', '/api/user/banLog/save', { ...ban, reason: 'y'.repeat(500_000) })).code).toBe(
      400,
    );
    const saved = await anchor.call<{ id: number; reason: string }>('POST', '/api/user/banLog/save', {
      ...ban,
      reason: astral,
    });
    expect(saved.code).toBe(200);
    expect(saved.data.reason).toBe(astral);
    const changed = await anchor.call('PUT', '/api/user/banLog/update', { id: saved.data.id, reason: long });
    expect(changed.code).toBe(400);
    const info = await anchor.call<{ reason: string }>('POST', '/api/user/banLog/banInfo', {
      roomId: ROOM,
      userName: 'demo',
    });
    expect(info.data.reason).toBe(astral);
    expect((await admin.call('POST', '/api/admin/bans', { userName: 'demo', minutes: 5, reason: long })).code).toBe(
      400,
    );
    expect((await admin.call('POST', '/api/admin/streams/stop', { streamId: 9003, reason: long })).code).toBe(400);
  });

  it('shielded words: each at most WORD_MAX characters, at most SHIELDED_WORDS_MAX of them; a refused list keeps the old one', async () => {
    const anchor = await simUser(files.sim.url, 'anchor', randomUUID(), sockets);
    const save = (words: string[]) =>
      anchor.call('POST', '/api/live/word/shielded/save', { presenterId: ANCHOR, words });
    const full = Array.from({ length: SHIELDED_WORDS_MAX }, (_, i) => `${i}`.padEnd(WORD_MAX, 'w'));
    expect((await save(full)).code).toBe(200);
    expect((await save(['ok', 'z'.repeat(WORD_MAX + 1)])).code).toBe(400);
    expect((await save([...full, 'one more'])).code).toBe(400);
    const list = await anchor.call<Array<{ word: string }>>(
      'GET',
      `/api/live/sensitive/word/list?presenterId=${ANCHOR}`,
    );
    expect(list.data.filter((w) => full.includes(w.word)).length).toBe(SHIELDED_WORDS_MAX);
  });
});
