import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_CODES, CHAT_EVENTS, CHAT_NAMESPACE } from '../../src/api/live/chat-protocol';
import { LIVE_CHAT_CODES } from '../../src/api/live/chat-codes';
import { io } from 'socket.io-client';
import { simUser, type Envelope } from './sim-user';
import { simulatorPerFile } from './sim-harness';

/**
 * Who may do what in the live API (docs/live-api.md "Who may do what"): every presenter, moderation and
 * gift call, and every chat socket action, as a guest, a member (`demo`), another member (`fan`), a
 * presenter (`anchor`, presenter 501, owner of room-9001), another presenter (`caster`, presenter 502,
 * owner of room-9002) and the super admin (`admin`). The resources are the anchor's. Identity and
 * ownership come from the session only: the bodies below name whatever an attacker would.
 */

const files = simulatorPerFile();
const sockets = files.sockets;

type Role = 'guest' | 'demo' | 'fan' | 'anchor' | 'caster' | 'admin';
const ROLES: Role[] = ['guest', 'demo', 'fan', 'anchor', 'caster', 'admin'];
type Caller = (method: string, path: string, body?: unknown) => Promise<Envelope<unknown>>;

const OK = 200;
const AUTH = 401;
const DENY = 403;
const NOPE = LIVE_CHAT_CODES.noPermission;
const LOW = LIVE_CHAT_CODES.lowBalance;

/** Expected codes per role, in ROLES order. */
const codes = (
  guest: number,
  demo: number,
  fan: number,
  anchor: number,
  caster: number,
  admin: number,
): Record<Role, number> => ({ guest, demo, fan, anchor, caster, admin });

async function callers(scope: string): Promise<Record<Role, Caller>> {
  const out = { guest: guestCaller(scope) } as Record<Role, Caller>;
  for (const role of ROLES.filter((r) => r !== 'guest'))
    out[role] = (await simUser(files.sim.url, role, scope, sockets)).call;
  return out;
}

function guestCaller(scope: string): Caller {
  return async (method, path, body) =>
    (await (
      await fetch(`${files.sim.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Envelope;
}

describe('the live API’s role matrix', () => {
  it('presenter, moderation and gift calls answer each role as the rules say', async () => {
    const scope = randomUUID();
    const as = await callers(scope);
    const streams = (await (await fetch(`${files.sim.url}/sim/control/live/streams`)).json()) as Array<{
      id: number;
      fbId: number;
    }>;
    const fbId = streams.find((s) => s.id === 9001)!.fbId;
    const made = await as.anchor('POST', '/api/live/stream/save', { fbId, title: 'Anchor’s own stream' });
    const streamId = (made.data as { id: number }).id;
    const ban = await as.anchor('POST', '/api/user/banLog/save', {
      userName: 'fan',
      roomId: 'room-9001',
      minutes: 30,
      reason: 'spam',
    });
    const banId = (ban.data as { id: number }).id;

    const rows: Array<[string, string, string, unknown, Record<Role, number>]> = [
      [
        'a ban in the anchor’s room',
        'POST',
        '/api/user/banLog/save',
        { userName: 'migrate', roomId: 'room-9001', reason: 'x' },
        codes(AUTH, NOPE, NOPE, OK, DENY, OK),
      ],
      [
        'a ban in the anchor’s room, naming the caller’s presenter id',
        'POST',
        '/api/user/banLog/save',
        { userName: 'migrate', roomId: 'room-9001', presenterId: '502', reason: 'x' },
        codes(AUTH, NOPE, NOPE, 400, DENY, 400),
      ],
      [
        'a ban of every room of presenter 501',
        'POST',
        '/api/user/banLog/save',
        { userName: 'migrate', presenterId: '501', reason: 'x' },
        codes(AUTH, NOPE, NOPE, OK, DENY, OK),
      ],
      [
        'a site-wide ban',
        'POST',
        '/api/user/banLog/save',
        { userName: 'migrate', presenterId: '*', reason: 'x' },
        codes(AUTH, NOPE, NOPE, DENY, DENY, OK),
      ],
      [
        'a ban in a room of no stream',
        'POST',
        '/api/user/banLog/save',
        { userName: 'migrate', roomId: 'test-room', reason: 'x' },
        codes(AUTH, NOPE, NOPE, DENY, DENY, OK),
      ],
      [
        'the fan’s ban in room-9001',
        'POST',
        '/api/user/banLog/banInfo',
        { userName: 'fan', roomId: 'room-9001' },
        codes(AUTH, DENY, OK, OK, DENY, OK),
      ],
      [
        'one’s own ban status',
        'POST',
        '/api/user/banLog/banInfo',
        { roomId: 'room-9001' },
        codes(AUTH, OK, OK, OK, OK, OK),
      ],
      ['one’s own ban log', 'POST', '/api/user/banLog/list', {}, codes(AUTH, DENY, DENY, OK, OK, OK)],
      [
        'presenter 501’s ban log',
        'POST',
        '/api/user/banLog/list',
        { presenterId: '501' },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      [
        'changing the anchor’s ban',
        'PUT',
        '/api/user/banLog/update',
        { id: banId, reason: 'changed' },
        codes(AUTH, NOPE, NOPE, OK, DENY, OK),
      ],
      [
        'lifting the anchor’s ban',
        'POST',
        '/api/user/banLog/batchUntie',
        { ids: [banId] },
        codes(AUTH, NOPE, NOPE, OK, DENY, OK),
      ],
      [
        'one’s own shielded words',
        'POST',
        '/api/live/word/shielded/save',
        { words: ['offside'] },
        codes(AUTH, NOPE, NOPE, OK, OK, OK),
      ],
      [
        'presenter 501’s shielded words',
        'POST',
        '/api/live/word/shielded/save',
        { presenterId: '501', words: ['offside'] },
        codes(AUTH, NOPE, NOPE, OK, DENY, OK),
      ],
      // The admin's wallet is empty: their gift is refused for its balance, not their role.
      [
        'a gift in room-9001, naming presenter 502',
        'POST',
        '/api/live/gift/save',
        { giftId: 1, count: 1, roomId: 'room-9001', presenterId: '502' },
        codes(AUTH, OK, OK, OK, OK, LOW),
      ],
      [
        'a gift in a room of no stream',
        'POST',
        '/api/live/gift/save',
        { giftId: 1, count: 1, roomId: 'test-room' },
        codes(AUTH, 400, 400, 400, 400, 400),
      ],
      ['one’s own gift profit', 'POST', '/api/live/gift/profit/sum', {}, codes(AUTH, DENY, DENY, OK, OK, OK)],
      [
        'presenter 501’s gift profit',
        'POST',
        '/api/live/gift/profit/sum',
        { presenterId: '501' },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      [
        'presenter 501’s gift list',
        'POST',
        '/api/live/gift/profit/list',
        { presenterId: '501' },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      [
        'presenter 501’s figures',
        'POST',
        '/api/live/statistics/sum',
        { presenterId: '501' },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      [
        'presenter 501’s push orders',
        'POST',
        '/api/live/push/order/list2',
        { presenterId: '501' },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      [
        'presenter 501’s followers',
        'POST',
        '/api/live/follow/order/list',
        { presenterId: 501 },
        codes(AUTH, DENY, DENY, OK, DENY, OK),
      ],
      ['one’s presenter profile', 'POST', '/api/live/presenter/me', {}, codes(AUTH, DENY, DENY, OK, OK, OK)],
      ['one’s own streams', 'POST', '/api/live/stream/mine', {}, codes(AUTH, DENY, DENY, OK, OK, OK)],
      [
        'making a stream',
        'POST',
        '/api/live/stream/save',
        { fbId, title: 'Another stream' },
        codes(AUTH, DENY, DENY, OK, OK, OK),
      ],
      [
        'changing the anchor’s stream',
        'POST',
        '/api/live/stream/update',
        { streamId, title: 'Taken over' },
        codes(AUTH, DENY, DENY, OK, DENY, DENY),
      ],
      [
        'the anchor’s stream’s satellite',
        'POST',
        '/api/live/satellite/save',
        { streamId, satellite: 'x' },
        codes(AUTH, DENY, DENY, OK, DENY, DENY),
      ],
      [
        'the anchor’s chat signature',
        'GET',
        '/api/live/chatroom/getSig/anchor',
        undefined,
        codes(AUTH, NOPE, NOPE, OK, NOPE, NOPE),
      ],
      // Last: it ends the stream.
      [
        'stopping the anchor’s stream',
        'POST',
        '/api/live/stream/stop',
        { streamId },
        codes(AUTH, DENY, DENY, OK, DENY, DENY),
      ],
    ];
    const wrong: string[] = [];
    for (const [what, method, path, body, expected] of rows) {
      for (const role of ROLES) {
        const got = (await as[role](method, path, body)).code;
        if (got !== expected[role]) wrong.push(`${what} as ${role}: ${got}, expected ${expected[role]}`);
      }
    }
    expect(wrong).toEqual([]);

    // config/info answers whether the caller may moderate the room (the client shows "ban" by it).
    const can: Record<string, boolean> = {};
    for (const role of ROLES.filter((r) => r !== 'guest')) {
      can[role] = (
        (await as[role]('POST', '/api/live/chatroom/config/info', { roomId: 'room-9001', presenterId: '502' }))
          .data as { canModerate: boolean }
      ).canModerate;
    }
    expect(can).toEqual({ demo: false, fan: false, anchor: true, caster: false, admin: true });
    expect((await as.guest('POST', '/api/live/chatroom/config/info', { roomId: 'room-9001' })).code).toBe(AUTH);
  });

  it('chat socket actions answer each role as the rules say', async () => {
    const scope = randomUUID();
    const users = Object.fromEntries(
      await Promise.all(
        ROLES.filter((r) => r !== 'guest').map(
          async (r) => [r, await simUser(files.sim.url, r, scope, sockets)] as const,
        ),
      ),
    );
    await users.demo!.control('/live/chat/config', { roomId: 'room-9001', slowModeSeconds: 0 });

    // A guest has no session: the handshake is refused.
    const guest = io(`${files.sim.url}${CHAT_NAMESPACE}`, {
      auth: { token: 'nobody', userSig: 'none' },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-sim-scope': scope },
    });
    sockets.push(guest);
    const refused = await new Promise<{ data?: { code: number } }>((resolve) => guest.on('connect_error', resolve));
    expect(refused.data?.code).toBe(CHAT_CODES.sessionExpired);

    const actions: Array<
      [
        string,
        (c: Awaited<ReturnType<(typeof users)['demo']['connect']>>) => Promise<unknown>,
        Record<Exclude<Role, 'guest'>, boolean>,
      ]
    > = [
      [
        'join room-9001',
        (c) => c.join('room-9001', '502'),
        { demo: true, fan: true, anchor: true, caster: true, admin: true },
      ],
      [
        'say a line',
        (c) => c.send('room-9001', 'hello'),
        { demo: true, fan: true, anchor: true, caster: true, admin: true },
      ],
      [
        'post a notice',
        (c) => c.sendCustom('room-9001', { type: 'room', event: 'notice', text: 'Half-time soon' }),
        { demo: false, fan: false, anchor: true, caster: false, admin: true },
      ],
      [
        'announce a ban',
        (c) => c.sendCustom('room-9001', { type: 'room', event: 'ban', userName: 'fan' }),
        { demo: false, fan: false, anchor: false, caster: false, admin: false },
      ],
      [
        'announce an unban',
        (c) => c.sendCustom('room-9001', { type: 'room', event: 'unban', userName: 'fan' }),
        { demo: false, fan: false, anchor: false, caster: false, admin: false },
      ],
      [
        'announce a join',
        (c) => c.sendCustom('room-9001', { type: 'room', event: 'join', userName: 'admin' }),
        { demo: false, fan: false, anchor: false, caster: false, admin: false },
      ],
      [
        'send a gift message',
        (c) =>
          c.sendCustom('room-9001', { type: 'gift', giftId: 6, giftName: 'Rocket', count: 99, value: 1, big: true }),
        { demo: false, fan: false, anchor: false, caster: false, admin: false },
      ],
    ];
    const wrong: string[] = [];
    for (const [role, user] of Object.entries(users)) {
      const c = await user.connect();
      for (const [what, act, allowed] of actions) {
        const ok = ((await act(c)) as { ok: boolean }).ok;
        if (ok !== allowed[role as Exclude<Role, 'guest'>])
          wrong.push(`${what} as ${role}: ${ok ? 'accepted' : 'refused'}`);
      }
      c.socket.emit(CHAT_EVENTS.leave, {});
    }
    expect(wrong).toEqual([]);
  });
});
