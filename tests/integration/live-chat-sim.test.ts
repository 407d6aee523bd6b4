import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  CHAT_CODES,
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_SERVER_ID,
  type ChatWireMessage,
  type JoinAck,
  type SendAck,
} from '../../src/api/live/chat-protocol';
import { LIVE_CHAT_CODES } from '../../src/api/live/chat-codes';
import { GOAL_LINES } from '../../simulator/live/chat/chat-bots';
import { simulatorPerFile } from './sim-harness';
import { sleep, until } from '../support/wait';

/**
 * The simulator's chat (docs/chat-protocol.md) over real sockets and HTTP: signatures, one room per
 * user, the room's 40/s limit with high priority kept, bans, sensitive words, slow mode, gifts
 * debiting the wallet, kicks and signature expiry. Live engines off: no bots unless a test asks.
 */

const files = simulatorPerFile();
const sockets = files.sockets;

type Envelope<T = unknown> = { code: number; msg: string; data: T };

async function user(name: string, password: string, scope: string) {
  const headers = { 'content-type': 'application/json', 'x-sim-scope': scope };
  const login = (await (
    await fetch(`${files.sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userName: name, password }),
    })
  ).json()) as Envelope<{ accessToken: string }>;
  const token = login.data.accessToken;
  const auth = { ...headers, authorization: `Bearer ${token}`, language: 'en' };
  const call = async <T = unknown>(method: string, path: string, body?: unknown) =>
    (await (
      await fetch(`${files.sim.url}${path}`, {
        method,
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
  const sig = async () =>
    (await call<{ userSig: string; expireAt: number }>('GET', `/api/live/chatroom/getSig/${name}`)).data.userSig;
  const connect = async (userSig?: string) => {
    const socket = io(`${files.sim.url}${CHAT_NAMESPACE}`, {
      auth: { token, userSig: userSig ?? (await sig()) },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-sim-scope': scope },
    });
    sockets.push(socket);
    const received: ChatWireMessage[] = [];
    socket.on(CHAT_EVENTS.messages, (batch: ChatWireMessage[]) => received.push(...batch));
    const kicked: string[] = [];
    socket.on(CHAT_EVENTS.kicked, (k: { reason: string }) => kicked.push(k.reason));
    const join = (roomId: string, presenterId = 'p1') =>
      socket.emitWithAck(CHAT_EVENTS.join, { roomId, presenterId }) as Promise<JoinAck>;
    const send = (roomId: string, text: string) =>
      socket.emitWithAck(CHAT_EVENTS.send, { roomId, clientId: randomUUID(), kind: 'text', text }) as Promise<SendAck>;
    return { socket, received, kicked, join, send };
  };
  const control = async (path: string, body: unknown = {}) =>
    (await (
      await fetch(`${files.sim.url}/sim/control/live/chat${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  return { token, call, sig, connect, control };
}

const noSlowMode = (u: Awaited<ReturnType<typeof user>>, roomId: string) =>
  u.control('/config', { roomId, slowModeSeconds: 0 });

describe('simulator chat', () => {
  it('refuses a handshake without a valid signature, and a signature for someone else', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    expect((await demo.call('GET', '/api/live/chatroom/getSig/anchor')).code).toBe(LIVE_CHAT_CODES.noPermission);
    const { socket } = await demo.connect('not-a-signature');
    const error = await new Promise<Error & { data?: { code: number } }>((resolve) =>
      socket.on('connect_error', resolve),
    );
    expect(error.data?.code).toBe(CHAT_CODES.signatureExpired);
  });

  it('delivers a message to everyone in the room, with the sender clientId echoed', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const anchor = await user('anchor', 'anchor1234', scope);
    const a = await demo.connect();
    const b = await anchor.connect();
    expect(await a.join('r1')).toMatchObject({ ok: true, roomId: 'r1' });
    expect(await b.join('r1')).toMatchObject({ ok: true });
    const ack = await a.send('r1', 'hello room');
    expect(ack.ok).toBe(true);
    await until(() => b.received.some((m) => m.text === 'hello room'), 'the message at the other viewer');
    const got = b.received.find((m) => m.text === 'hello room');
    expect(got).toMatchObject({ roomId: 'r1', from: { userId: 'demo' }, priority: 'normal' });
    await until(() => a.received.some((m) => m.text === 'hello room' && m.clientId !== undefined), 'the echo');
  });

  it('keeps one room per user: joining another leaves the first', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const anchor = await user('anchor', 'anchor1234', scope);
    await noSlowMode(anchor, 'r1');
    const a = await demo.connect();
    const b = await anchor.connect();
    await a.join('r1');
    await a.join('r2');
    await b.join('r1');
    await b.send('r1', 'only r1');
    await sleep(300);
    expect(a.received.some((m) => m.text === 'only r1')).toBe(false);
    expect((await a.send('r1', 'to r1')) as { code?: number }).toMatchObject({
      ok: false,
      code: CHAT_CODES.noPermission,
    });
  });

  it('drops normal messages over 40 a second but keeps high priority', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const a = await demo.connect();
    await a.join('storm');
    await demo.control('/flood', { roomId: 'storm', perSecond: 200, seconds: 1 });
    await demo.control('/flood', { roomId: 'storm', perSecond: 10, seconds: 1, priority: 'high' });
    await sleep(1_600);
    const normal = a.received.filter((m) => m.priority === 'normal').length;
    const high = a.received.filter((m) => m.priority === 'high').length;
    // One second of flood may straddle two rate windows: at most 2 x 40.
    expect(normal).toBeGreaterThanOrEqual(40);
    expect(normal).toBeLessThanOrEqual(80);
    expect(high).toBeGreaterThanOrEqual(9);
    const stats = (await (
      await fetch(`${files.sim.url}/sim/control/live/chat/stats?roomId=storm`, { headers: { 'x-sim-scope': scope } })
    ).json()) as { stats: { dropped: number } };
    expect(stats.stats.dropped).toBeGreaterThanOrEqual(100);
  });

  it('refuses sensitive words (80001), over-long messages and sends faster than slow mode (10023)', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const words = await demo.call<{ id: number; word: string }[]>('GET', '/api/live/sensitive/word/list');
    expect(words.data.map((w) => w.word)).toContain('scammer');
    const a = await demo.connect();
    await a.join('words');
    expect(await a.send('words', 'you SCAMMER')).toMatchObject({ ok: false, code: CHAT_CODES.sensitive });
    expect(await a.send('words', 'x'.repeat(13_000))).toMatchObject({ ok: false, code: CHAT_CODES.tooLong });
    expect((await a.send('words', 'first')).ok).toBe(true);
    expect(await a.send('words', 'second')).toMatchObject({ ok: false, code: CHAT_CODES.tooFast });
    const config = await demo.call<{ slowModeSeconds: number; maxLength: number }>(
      'POST',
      '/api/live/chatroom/config/info',
      { roomId: 'words' },
    );
    expect(config.data).toMatchObject({ slowModeSeconds: 2, maxLength: 120, maxBytes: 12_288 });
  });

  it('enforces bans (10017) and tells banInfo why and until when; batchUntie lifts them', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const anchor = await user('anchor', 'anchor1234', scope);
    // A presenter-wide ban of the anchor's (501) holds in their room-9001.
    const saved = await anchor.call<{ id: number; until: number }>('POST', '/api/user/banLog/save', {
      userName: 'demo',
      presenterId: '501',
      minutes: 30,
      reason: 'spam',
    });
    expect(saved.code).toBe(200);
    expect((await demo.call('POST', '/api/user/banLog/save', { userName: 'anchor', presenterId: '501' })).code).toBe(
      LIVE_CHAT_CODES.noPermission,
    );
    const info = await demo.call<{ banned: boolean; reason: string; until: number }>(
      'POST',
      '/api/user/banLog/banInfo',
      { roomId: 'room-9001' },
    );
    expect(info.data).toMatchObject({ banned: true, reason: 'spam' });
    expect(info.data.until).toBeGreaterThan(Date.now());
    const a = await demo.connect();
    await noSlowMode(demo, 'room-9001');
    await a.join('room-9001', '501');
    expect(await a.send('room-9001', 'let me talk')).toMatchObject({ ok: false, code: CHAT_CODES.muted });
    const list = await anchor.call<{ list: { id: number }[]; total: number }>('POST', '/api/user/banLog/list', {
      presenterId: '501',
    });
    expect(list.data.total).toBe(1);
    expect((await anchor.call('POST', '/api/user/banLog/batchUntie', { ids: [saved.data.id] })).code).toBe(200);
    expect(
      (await demo.call<{ banned: boolean }>('POST', '/api/user/banLog/banInfo', { presenterId: '501' })).data.banned,
    ).toBe(false);
    expect((await a.send('room-9001', 'free again')).ok).toBe(true);
  });

  it('debits the wallet for a gift and announces it as high priority; refuses on a low balance', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const a = await demo.connect();
    await a.join('room-9001');
    const gifts = await demo.call<{ id: number; price: number; name: string }[]>('POST', '/api/live/gift/list', {});
    const rose = gifts.data.find((g) => g.id === 1);
    expect(rose).toMatchObject({ name: 'Rose', price: 1000 });
    const before = (await demo.call<{ memberWallet: number }>('POST', '/api/fund/wallet/member/local', {})).data
      .memberWallet;
    const sent = await demo.call<{ balance: number }>('POST', '/api/live/gift/save', {
      giftId: 1,
      count: 3,
      roomId: 'room-9001',
    });
    expect(sent.data.balance).toBe(before - 3000);
    expect(
      (await demo.call<{ memberWallet: number }>('POST', '/api/fund/wallet/member/local', {})).data.memberWallet,
    ).toBe(before - 3000);
    await until(() => a.received.some((m) => m.custom?.type === 'gift'), 'the gift announcement');
    // Announced by the server under its own identity, naming the giver (docs/chat-protocol.md).
    expect(a.received.find((m) => m.custom?.type === 'gift')).toMatchObject({
      priority: 'high',
      from: { userId: CHAT_SERVER_ID },
      custom: {
        sender: { userId: 'demo' },
        giftId: 1,
        count: 3,
        giftName: 'Rose',
        giftNames: { en: 'Rose', vi: 'Hoa hồng', 'zh-cn': '玫瑰', th: 'กุหลาบ' },
      },
    });
    const broke = await demo.call('POST', '/api/live/gift/save', { giftId: 6, count: 999, roomId: 'room-9001' });
    expect(broke.code).toBe(LIVE_CHAT_CODES.lowBalance);
  });

  it('the room’s regulars cheer a goal of its streamed match, in their languages', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const a = await demo.connect();
    await a.join('room-9001');
    await demo.control('/bots', { roomId: 'room-9001', on: true });
    const streams = (await (await fetch(`${files.sim.url}/sim/control/live/streams`)).json()) as Array<{
      id: number;
      fbId: number;
    }>;
    const fbId = streams.find((st) => st.id === 9001)!.fbId;
    const cheers = Object.values(GOAL_LINES)
      .flat()
      .map((line) => new RegExp(`^${line.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{score}', '\\d+:\\d+')}$`));
    const cheered = () => a.received.filter((m) => m.from.bot && cheers.some((re) => re.test(m.text ?? '')));
    await sleep(300);
    expect(cheered()).toEqual([]);
    const goal = (await (
      await fetch(`${files.sim.url}/sim/control/sports/goal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ matchId: fbId, side: 'home' }),
      })
    ).json()) as { ok: boolean };
    expect(goal.ok).toBe(true);
    await until(() => cheered().length >= 2, 'two cheers after the goal', 12_000);
    expect(new Set(cheered().map((m) => m.from.nick)).size).toBe(cheered().length);
  });

  it('kicks a user (KICKED_OUT), kicks the older login, and expires signatures', async () => {
    const scope = randomUUID();
    const demo = await user('demo', 'demo1234', scope);
    const first = await demo.connect();
    await first.join('k');
    const second = await demo.connect();
    await until(() => first.kicked.includes('other-device'), 'the older login kicked');
    await second.join('k');
    expect(await demo.control('/kick', { userName: 'demo' })).toMatchObject({ kicked: 1 });
    await until(() => second.kicked.includes('kicked'), 'the kick');
    const sig = await demo.sig();
    const third = await demo.connect(sig);
    await until(() => third.socket.connected, 'a connection');
    await demo.control('/expire-sig', { userName: 'demo' });
    await until(() => third.kicked.includes('signature-expired'), 'the signature expiry');
    const again = await demo.connect(sig);
    const error = await new Promise<Error & { data?: { code: number } }>((resolve) =>
      again.socket.on('connect_error', resolve),
    );
    expect(error.data?.code).toBe(CHAT_CODES.signatureExpired);
  }, 40_000);

  it('bots speak deterministically from the seed and the room', async () => {
    const run = async () => {
      const scope = randomUUID();
      const demo = await user('demo', 'demo1234', scope);
      const a = await demo.connect();
      await a.join('bots-room');
      const said: (string | null)[] = [];
      for (let i = 0; i < 40; i++) {
        const r = (await demo.control('/say', { roomId: 'bots-room' })) as { message: ChatWireMessage | null };
        said.push(r.message?.text ?? null);
      }
      return said;
    };
    const one = await run();
    expect(await run()).toEqual(one);
    expect(one.every((t) => t !== null)).toBe(true);
  });
});
