import { describe, expect, it, vi } from 'vitest';
import { CHAT_SERVER_ID } from '../../api/live/chat-protocol';
import type { ChatMessage, ChatState } from './chat-transport';
import { createSocketChatTransport, type ChatSocket } from './socket-chat-transport';

/**
 * The socket transport's handshake paths with a fake socket (the full protocol runs against the
 * simulator in tests/integration/socket-chat-transport.test.ts): a refused signature is renewed
 * once and the room joined; no site session is an error of its own; bad frames are dropped.
 */

class FakeSocket implements ChatSocket {
  connected = false;
  auth: unknown;
  readonly handlers = new Map<string, Array<(...args: never[]) => void>>();
  readonly emitted: Array<[string, unknown]> = [];
  connects = 0;
  joinAnswer: unknown = { ok: true, roomId: 'r', online: 7 };
  readonly io = { on: () => undefined };
  constructor(auth: unknown) {
    this.auth = auth;
  }
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) (h as (...a: unknown[]) => void)(...args);
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push([event, payload]);
        return event === 'join' ? this.joinAnswer : { ok: false, code: 80001, msg: 'sensitive' };
      },
    };
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.connected = false;
  }
}

/** A transport whose first socket connected and joined room `r`. */
async function joinedRoom() {
  const t = setup();
  const joined = t.transport.join({ roomId: 'r', presenterId: 'p' });
  await vi.waitFor(() => expect(t.sockets).toHaveLength(1));
  t.socket().connected = true;
  t.socket().fire('connect');
  await joined;
  return t;
}

function setup() {
  const sockets: FakeSocket[] = [];
  let sigs = 0;
  const drops: string[] = [];
  const transport = createSocketChatTransport({
    origin: () => 'http://127.0.0.1:1',
    credentials: {
      signature: async () => ({ userId: 'demo', userSig: `sig${++sigs}`, sdkAppId: 0, expireAt: 0 }),
      token: () => 'tok',
    },
    onDrop: (r) => drops.push(r),
    openSocket: (url, options) => {
      const s = new FakeSocket(options.auth);
      expect(url).toBe('http://127.0.0.1:1/chat');
      sockets.push(s);
      return s;
    },
  });
  const states: ChatState[] = [];
  transport.state$.subscribe((s) => states.push(s));
  const received: ChatMessage[] = [];
  transport.messages$.subscribe((b) => received.push(...b));
  return { transport, sockets, states, received, drops, socket: () => sockets[0] as FakeSocket };
}

describe('socket chat transport (fake socket)', () => {
  it('renews a refused signature once, connects again and joins', async () => {
    const t = setup();
    const joined = t.transport.join({ roomId: 'r', presenterId: 'p' });
    await vi.waitFor(() => expect(t.sockets).toHaveLength(1));
    expect(t.socket().auth).toEqual({ token: 'tok', userSig: 'sig1' });
    t.socket().fire('connect_error', Object.assign(new Error('signature expired'), { data: { code: 70001 } }));
    await vi.waitFor(() => expect(t.socket().connects).toBe(1));
    expect(t.socket().auth).toEqual({ token: 'tok', userSig: 'sig2' });
    expect(t.states.at(-1)).toEqual({ status: 'reconnecting', reason: 'signature-expired' });
    t.socket().connected = true;
    t.socket().fire('connect');
    await joined;
    expect(t.states.at(-1)).toEqual({ status: 'ready' });
    expect(t.socket().emitted[0]).toEqual(['join', { roomId: 'r', presenterId: 'p' }]);
  });

  it('no site session is "not logged in", not a retry', async () => {
    const t = setup();
    const joined = t.transport.join({ roomId: 'r', presenterId: 'p' });
    await vi.waitFor(() => expect(t.sockets).toHaveLength(1));
    t.socket().fire('connect_error', Object.assign(new Error('not logged in'), { data: { code: 401 } }));
    await expect(joined).rejects.toMatchObject({ code: 'not-logged-in' });
    expect(t.states.at(-1)).toEqual({ status: 'error', code: 'not-logged-in' });
  });

  it('drops frames of the wrong shape and keeps the good ones; a send error comes back typed', async () => {
    const t = await joinedRoom();
    t.socket().fire('msgs', [
      { id: '1', roomId: 'r', at: 1, from: { userId: 'a', nick: 'A' }, kind: 'text', text: 'ok', priority: 'normal' },
      { id: '2', roomId: 'r', at: 'soon', from: {}, kind: 'text' },
    ]);
    expect(t.received.map((m) => m.id)).toEqual(['1']);
    expect(t.drops).toHaveLength(1);
    await expect(t.transport.sendText('bad', 'c')).rejects.toMatchObject({ code: 'sensitive', raw: 80001 });
  });

  it('believes room events and gifts only from the server’s identity; a member’s are dropped and reported', async () => {
    const t = await joinedRoom();
    const server = { userId: CHAT_SERVER_ID, nick: 'system' };
    const fan = { userId: 'fan', nick: 'Fan' };
    const gift = { type: 'gift', giftId: 1, giftName: 'Rose', count: 1, value: 1000, big: false };
    t.socket().fire('msgs', [
      {
        id: 'f1',
        roomId: 'r',
        at: 1,
        from: fan,
        kind: 'custom',
        custom: { type: 'room', event: 'ban', userName: 'demo', reason: 'verify at http://phish.example' },
        priority: 'high',
      },
      {
        id: 'f2',
        roomId: 'r',
        at: 1,
        from: fan,
        kind: 'custom',
        custom: { type: 'room', event: 'notice', text: 'free bonus at http://phish.example' },
        priority: 'high',
      },
      { id: 'f3', roomId: 'r', at: 1, from: fan, kind: 'custom', custom: gift, priority: 'high' },
      {
        id: 's1',
        roomId: 'r',
        at: 2,
        from: server,
        kind: 'custom',
        custom: { type: 'room', event: 'ban', userName: 'demo', reason: 'spam' },
        priority: 'high',
      },
      {
        id: 's2',
        roomId: 'r',
        at: 2,
        from: server,
        kind: 'custom',
        custom: { ...gift, sender: { userId: 'mia', nick: 'Mia' } },
        priority: 'high',
      },
    ]);
    expect(t.received.map((m) => m.id)).toEqual(['s1', 's2']);
    expect(t.received[1]).toMatchObject({ kind: 'gift', from: { userId: 'mia', nick: 'Mia' } });
    expect(t.drops).toHaveLength(3);
    expect(t.drops[0]).toContain('fan');
  });

  it('a server disconnect without a kick is a room gone; a network drop is reconnecting', async () => {
    const t = await joinedRoom();
    t.socket().fire('disconnect', 'transport close');
    expect(t.states.at(-1)).toEqual({ status: 'reconnecting', reason: 'network' });
    t.socket().fire('disconnect', 'io server disconnect');
    expect(t.states.at(-1)).toEqual({ status: 'error', code: 'room-gone' });
    await t.transport.leave();
    expect(t.states.at(-1)).toEqual({ status: 'closed' });
  });
});
