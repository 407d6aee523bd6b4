import { describe, expect, it } from 'vitest';
import { createSocketIoTransport, pushUrl, type ConnectionState, type PushSocket } from './push-transport';

/** Stands in for a socket.io Socket: tests fire its events by hand; nothing touches the network. */
function fakeSocket() {
  const handlers = new Map<string, (...args: never[]) => void>();
  const managerHandlers = new Map<string, (...args: never[]) => void>();
  const emitted: { event: string; payload: unknown }[] = [];
  const socket = {
    active: true,
    disconnected: false,
    on: (event: string, listener: (...args: never[]) => void) => handlers.set(event, listener),
    io: { on: (event: string, listener: (...args: never[]) => void) => managerHandlers.set(event, listener) },
    connected: true,
    emit: (event: string, payload: unknown) => emitted.push({ event, payload }),
    disconnect() {
      socket.disconnected = true;
    },
  };
  const fire = (event: string, ...args: unknown[]) =>
    (handlers.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  const fireManager = (event: string) => (managerHandlers.get(event) as (() => void) | undefined)?.();
  return { socket: socket satisfies PushSocket, emitted, fire, fireManager };
}

describe('socket.io push transport', () => {
  it('appends the /push namespace to the push server address', () => {
    expect(pushUrl('https://push.example')).toBe('https://push.example/push');
    expect(pushUrl('https://push.example/')).toBe('https://push.example/push');
  });

  it('opens a websocket with the token, maps socket events to states and forwards well-formed frames', () => {
    const fake = fakeSocket();
    const opened: { url: string; options: unknown }[] = [];
    const transport = createSocketIoTransport({
      openSocket: (url, options) => {
        opened.push({ url, options });
        return fake.socket;
      },
    });
    const states: ConnectionState[] = [];
    const errors: { message: string; code?: number }[] = [];
    const batches: unknown[] = [];
    const acks: unknown[] = [];
    transport.state$.subscribe((s) => states.push(s));
    transport.errors$?.subscribe((e) => errors.push(e));
    transport.messages$.subscribe((b) => batches.push(b));
    transport.acks$.subscribe((a) => acks.push(a));

    transport.connect('https://push.example', 'fb-token');
    expect(opened[0]?.url).toBe('https://push.example/push');
    expect(opened[0]?.options).toMatchObject({
      auth: { token: 'fb-token' },
      transports: ['websocket'],
      reconnection: true,
    });

    fake.fire('connect');
    fake.fire('push', { t: 1, msgs: [{ type: 'odds' }] });
    fake.fire('push', { msgs: 'nope' });
    fake.fire('sub-ack', { matches: [{ mid: 1, seq: 4 }] });
    fake.fire('sub-ack', { matches: [{ mid: '1' }] });
    transport.send('sub', { matchIds: [1, 2] });
    fake.fire('disconnect', 'transport close');
    fake.fireManager('reconnect_attempt');
    fake.fire('connect');
    fake.socket.active = false;
    fake.fire('disconnect', 'io server disconnect');
    fake.fire('connect_error', Object.assign(new Error('token expired'), { data: { code: 14010 } }));

    expect(states).toEqual(['disconnected', 'connecting', 'connected', 'connecting', 'connected', 'disconnected']);
    expect(batches).toEqual([{ t: 1, msgs: [{ type: 'odds' }] }]);
    expect(acks).toEqual([{ matches: [{ mid: 1, seq: 4 }] }]);
    expect(errors).toHaveLength(3);
    expect(errors[2]).toEqual({ message: 'push connect failed: token expired', code: 14010 });
    expect(fake.emitted).toEqual([{ event: 'sub', payload: { matchIds: [1, 2] } }]);
  });

  it('sends a sub and an unsub back to back (never volatile), and nothing while offline', () => {
    const fake = fakeSocket();
    const transport = createSocketIoTransport({ openSocket: () => fake.socket });
    transport.connect('http://push.test', '');
    transport.send('sub', { matchIds: [1] });
    transport.send('unsub', { matchIds: [2] });
    (fake.socket as { connected: boolean }).connected = false;
    transport.send('sub', { matchIds: [3] });
    expect(fake.emitted).toEqual([
      { event: 'sub', payload: { matchIds: [1] } },
      { event: 'unsub', payload: { matchIds: [2] } },
    ]);
  });

  it('ignores events of a socket it has replaced', () => {
    const first = fakeSocket();
    const second = fakeSocket();
    const sockets = [first.socket, second.socket];
    const transport = createSocketIoTransport({ openSocket: () => sockets.shift()! });
    const states: ConnectionState[] = [];
    transport.state$.subscribe((s) => states.push(s));
    transport.connect('https://a.example', '');
    transport.connect('https://b.example', 't');
    expect(first.socket.disconnected).toBe(true);
    first.fire('connect');
    expect(states[states.length - 1]).toBe('connecting');
    second.fire('connect');
    expect(states[states.length - 1]).toBe('connected');
  });
});
