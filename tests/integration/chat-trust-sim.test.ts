import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_CODES, CHAT_EVENTS } from '../../src/api/live/chat-protocol';
import { simUser } from './sim-user';
import { simulatorPerFile } from './sim-harness';
import { sleep, until } from '../support/wait';

/**
 * Who may do what in the chat, from the session only (docs/decisions.md "Trust: chat and moderation"):
 * the attacks a signed-in member or presenter could make with a hand-written request, against a real
 * simulator. `anchor` is presenter 501 (room-9001), `caster` presenter 502 (room-9002).
 */

const files = simulatorPerFile();
const sockets = files.sockets;
const f = (received: Array<{ text?: string }>) => received.filter((m) => m.text === 'after expiry');

describe('moderation scope comes from the session', () => {
  it('a presenter cannot ban site-wide or in another presenter’s room; the super admin can', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    expect(
      (await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', presenterId: '*', reason: 'x' })).code,
    ).toBe(403);
    expect(
      (await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', roomId: 'room-9002', reason: 'x' })).code,
    ).toBe(403);
    expect(
      (
        await anchor.call('POST', '/api/user/banLog/save', {
          userName: 'demo',
          presenterId: '501',
          roomId: 'room-9002',
          reason: 'x',
        })
      ).code,
    ).toBe(403);
    expect(
      (await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', presenterId: 'p-test', reason: 'x' }))
        .code,
    ).toBe(403);
    const own = await anchor.call<{ presenterId: string; roomId: string }>('POST', '/api/user/banLog/save', {
      userName: 'demo',
      roomId: 'room-9001',
      reason: 'x',
    });
    expect(own.data).toMatchObject({ presenterId: '501', roomId: 'room-9001' });
    expect(
      (await admin.call('POST', '/api/user/banLog/save', { userName: 'fan', presenterId: '*', reason: 'site rule' }))
        .code,
    ).toBe(200);
  });

  it('a room’s presenter is the catalogue’s, not the first joiner’s presenterId', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    await anchor.control('/live/chat/config', { roomId: 'room-9001', slowModeSeconds: 0 });
    // A presenter-wide ban of 501 (no room named).
    expect((await anchor.call('POST', '/api/user/banLog/save', { userName: 'demo', reason: 'rude' })).code).toBe(200);
    const d = await demo.connect();
    expect((await d.join('room-9001', 'someone-else')).ok).toBe(true);
    expect(await d.send('room-9001', 'am I free here?')).toMatchObject({ ok: false, code: CHAT_CODES.muted });
  });

  it('banInfo: a member sees only their own ban, a presenter their rooms’ bans, the admin all', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const caster = await simUser(files.sim.url, 'caster', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const fan = await simUser(files.sim.url, 'fan', scope, sockets);
    await anchor.call('POST', '/api/user/banLog/save', {
      userName: 'fan',
      roomId: 'room-9001',
      reason: 'private reason',
    });
    const ask = { userName: 'fan', roomId: 'room-9001' };
    expect((await demo.call('POST', '/api/user/banLog/banInfo', ask)).code).toBe(403);
    expect((await caster.call('POST', '/api/user/banLog/banInfo', ask)).code).toBe(403);
    expect((await anchor.call<{ banned: boolean }>('POST', '/api/user/banLog/banInfo', ask)).data.banned).toBe(true);
    expect((await admin.call<{ banned: boolean }>('POST', '/api/user/banLog/banInfo', ask)).data.banned).toBe(true);
    expect(
      (await fan.call<{ banned: boolean; reason: string }>('POST', '/api/user/banLog/banInfo', { roomId: 'room-9001' }))
        .data,
    ).toMatchObject({ banned: true, reason: 'private reason' });
  });
});

describe('gifts credit the room’s presenter', () => {
  it('the body’s presenterId does not choose who is credited', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const caster = await simUser(files.sim.url, 'caster', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    type Sum = { gifts: number };
    const mine = (await anchor.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data.gifts;
    const theirs = (await caster.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data.gifts;
    expect(
      (await demo.call('POST', '/api/live/gift/save', { giftId: 1, count: 4, roomId: 'room-9001', presenterId: '502' }))
        .code,
    ).toBe(200);
    expect((await anchor.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data.gifts).toBe(mine + 4);
    expect((await caster.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data.gifts).toBe(theirs);
  });
});

describe('members cannot speak for the room', () => {
  const forged = [
    { type: 'room', event: 'ban', userName: 'fan', reason: 'Your account is frozen: verify at http://phish.example' },
    { type: 'room', event: 'notice', text: 'Deposit bonus: send your password to http://phish.example' },
    { type: 'room', event: 'unban', userName: 'demo' },
    { type: 'room', event: 'join', userName: 'admin' },
  ];

  it('a member’s room events are refused and reach nobody', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const fan = await simUser(files.sim.url, 'fan', scope, sockets);
    await demo.control('/live/chat/config', { roomId: 'room-9001', slowModeSeconds: 0 });
    const d = await demo.connect();
    const f = await fan.connect();
    expect((await d.join('room-9001', '501')).ok).toBe(true);
    expect((await f.join('room-9001', '501')).ok).toBe(true);
    for (const custom of forged)
      expect(await d.sendCustom('room-9001', custom)).toMatchObject({ ok: false, code: CHAT_CODES.refused });
    await sleep(300);
    expect(f.received.filter((m) => m.kind === 'custom')).toEqual([]);
  });

  it('the room’s presenter may post a notice, which the server sends as its own; not in another room', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const fan = await simUser(files.sim.url, 'fan', scope, sockets);
    const a = await anchor.connect();
    const f = await fan.connect();
    expect((await a.join('room-9001', '501')).ok).toBe(true);
    expect((await f.join('room-9001', '501')).ok).toBe(true);
    expect((await a.sendCustom('room-9001', { type: 'room', event: 'notice', text: 'Half-time in five' })).ok).toBe(
      true,
    );
    expect(await a.sendCustom('room-9001', { type: 'room', event: 'ban', userName: 'fan' })).toMatchObject({
      ok: false,
      code: CHAT_CODES.refused,
    });
    await until(() => f.received.some((m) => m.custom?.type === 'room'), 'the notice');
    const notice = f.received.find((m) => m.custom?.type === 'room')!;
    expect(notice.from.userId).toBe('sys_room');
    expect(notice.custom).toMatchObject({ event: 'notice', text: 'Half-time in five', userName: 'anchor' });
    expect((await a.join('room-9002', '502')).ok).toBe(true);
    expect(await a.sendCustom('room-9002', { type: 'room', event: 'notice', text: 'not my room' })).toMatchObject({
      ok: false,
      code: CHAT_CODES.refused,
    });
  });

  it('gift announcements come from the server identity, with the giver in the payload', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const d = await demo.connect();
    expect((await d.join('room-9001', '501')).ok).toBe(true);
    expect((await demo.call('POST', '/api/live/gift/save', { giftId: 1, count: 1, roomId: 'room-9001' })).code).toBe(
      200,
    );
    await until(() => d.received.some((m) => m.custom?.type === 'gift'), 'the gift');
    const gift = d.received.find((m) => m.custom?.type === 'gift')!;
    expect(gift.from.userId).toBe('sys_room');
    expect(gift.custom).toMatchObject({ sender: { userId: 'demo', nick: 'Demo' } });
  });
});

describe('sessions and sockets', () => {
  it('logging out closes the session’s chat sockets', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const d = await demo.connect();
    expect((await d.join('room-9001', '501')).ok).toBe(true);
    expect((await demo.call('POST', '/api/user/auth/logout', {})).code).toBe(200);
    await until(() => !d.socket.connected, 'the socket closed after logout', 2_000);
  });

  it('an expired session cannot keep sending on an open socket', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    await demo.control('/live/chat/config', { roomId: 'room-9001', slowModeSeconds: 0 });
    const d = await demo.connect();
    expect((await d.join('room-9001', '501')).ok).toBe(true);
    expect((await d.send('room-9001', 'still here')).ok).toBe(true);
    await demo.control('/expire-sessions');
    // The server closes the socket instead of serving the send (the ack never comes).
    const after = await Promise.race([
      d.send('room-9001', 'after expiry').catch(() => ({ ok: false })),
      sleep(2_000).then(() => ({ ok: false })),
    ]);
    expect(after.ok).toBe(false);
    await sleep(200);
    expect(f(d.received)).toEqual([]);
    await until(() => !d.socket.connected, 'the socket closed after expiry', 2_000);
  });

  it('a socket flooding events is disconnected', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const d = await demo.connect();
    expect((await d.join('room-9001', '501')).ok).toBe(true);
    for (let i = 0; i < 400; i++)
      d.socket.emit(CHAT_EVENTS.send, { roomId: 'room-9001', clientId: String(i), kind: 'text', text: `spam ${i}` });
    await until(() => !d.socket.connected, 'the flooding socket closed', 3_000);
  });
});
