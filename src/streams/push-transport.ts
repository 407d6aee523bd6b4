import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from 'rxjs';
import { io } from 'socket.io-client';
import * as v from 'valibot';
import { PUSH_EVENTS, PUSH_NAMESPACE, SubscribeAck, type PushBatch, type SubscribeRequest } from '../api/push-protocol';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** A transport-level problem. `code` 14010 on a refused handshake means: refresh the provider token and connect again. */
export interface PushTransportError {
  readonly message: string;
  readonly code?: number;
}

/**
 * The push connection as the streams see it. The socket.io implementation is below; tests hand in
 * a Subject-backed fake, so nothing above this interface ever opens a socket.
 */
export interface PushTransport {
  connect(url: string, token: string): void;
  disconnect(): void;
  readonly state$: Observable<ConnectionState>;
  /** Batches as the server sent them; the messages inside are parsed (and counted when bad) by the feed. */
  readonly messages$: Observable<PushBatch>;
  readonly acks$: Observable<SubscribeAck>;
  send(event: 'sub' | 'unsub', payload: SubscribeRequest): void;
  /** Transport-level problems (connect errors, frames of the wrong shape), for the feed's errors$. */
  readonly errors$?: Observable<PushTransportError>;
}

/** The part of a socket.io Socket this transport uses (so tests can hand in a small fake). */
export interface PushSocket {
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  readonly io: { on(event: string, listener: (...args: never[]) => void): unknown };
  readonly connected: boolean;
  emit(event: string, payload: unknown): unknown;
  disconnect(): unknown;
}

export interface SocketIoTransportOptions {
  /** First reconnect delay; socket.io doubles it per attempt up to reconnectionDelayMax, with jitter. */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  /** How long one connection attempt may take before socket.io gives it up and tries again. */
  connectTimeoutMs?: number;
  openSocket?: (
    url: string,
    options: {
      auth: { token: string };
      transports: string[];
      reconnection: boolean;
      reconnectionDelay: number;
      reconnectionDelayMax: number;
      randomizationFactor: number;
      timeout: number;
    },
  ) => PushSocket;
}

/** `https://push.example/` -> `https://push.example/push`: the namespace rides on the address. */
export function pushUrl(pushServerAddress: string): string {
  return `${pushServerAddress.replace(/\/+$/, '')}${PUSH_NAMESPACE}`;
}

const PushBatchShape = v.object({ t: v.number(), msgs: v.array(v.unknown()) });

export function createSocketIoTransport(options: SocketIoTransportOptions = {}): PushTransport {
  const openSocket = options.openSocket ?? ((url, socketOptions) => io(url, socketOptions));
  const state$ = new BehaviorSubject<ConnectionState>('disconnected');
  const messages$ = new Subject<PushBatch>();
  const acks$ = new Subject<SubscribeAck>();
  const errors$ = new Subject<PushTransportError>();
  let socket: PushSocket | null = null;

  function close() {
    const current = socket;
    socket = null;
    current?.disconnect();
  }

  function disconnect() {
    close();
    state$.next('disconnected');
  }

  function connect(url: string, token: string) {
    // Replacing a socket (a new token) is not a disconnect: the owner's chart is mid-handshake and
    // would read a 'disconnected' as socket.io giving up.
    close();
    state$.next('connecting');
    const own = openSocket(pushUrl(url), {
      auth: { token },
      // Long-polling would double the connection count and reorder nothing we need; websocket only.
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: options.reconnectionDelay ?? 500,
      reconnectionDelayMax: options.reconnectionDelayMax ?? 10_000,
      randomizationFactor: 0.5,
      // socket.io's default is 20 s: an attempt whose socket never opens (a network that swallows
      // it) held the next attempt back that long, so the bar said "reconnecting" for 20 s after
      // the network was back.
      timeout: options.connectTimeoutMs ?? 5_000,
    });
    socket = own;
    // Events of a socket we have since replaced must not touch the state of the new one.
    const mine = () => socket === own;
    own.on('connect', () => mine() && state$.next('connected'));
    // After a server-side kick or a refused handshake socket.io stops retrying (`active` false):
    // then we are really disconnected and the owner decides (for example with a fresh token).
    own.on('disconnect', () => mine() && state$.next(own.active ? 'connecting' : 'disconnected'));
    own.on('connect_error', (error: Error & { data?: { code?: unknown } }) => {
      if (!mine()) return;
      const code = typeof error.data?.code === 'number' ? error.data.code : undefined;
      errors$.next({ message: `push connect failed: ${error.message}`, ...(code === undefined ? {} : { code }) });
      state$.next(own.active ? 'connecting' : 'disconnected');
    });
    own.io.on('reconnect_attempt', () => mine() && state$.next('connecting'));
    own.on(PUSH_EVENTS.push, (raw: unknown) => {
      if (!mine()) return;
      const batch = v.safeParse(PushBatchShape, raw);
      if (batch.success) messages$.next(batch.output);
      else errors$.next({ message: `push batch malformed: ${v.summarize(batch.issues)}` });
    });
    own.on(PUSH_EVENTS.subscribeAck, (raw: unknown) => {
      if (!mine()) return;
      const ack = v.safeParse(SubscribeAck, raw);
      if (ack.success) acks$.next(ack.output);
      else errors$.next({ message: `sub-ack malformed: ${v.summarize(ack.issues)}` });
    });
  }

  return {
    connect,
    disconnect,
    state$: state$.pipe(distinctUntilChanged()),
    messages$: messages$.asObservable(),
    acks$: acks$.asObservable(),
    errors$: errors$.asObservable(),
    send(event, payload) {
      // Only while connected: socket.io would otherwise buffer offline and replay after
      // reconnecting, on top of the full re-subscribe the subscription manager sends then.
      // Not `volatile`: a volatile packet is dropped whenever the socket is busy writing, which
      // under a storm dropped the `unsub` sent right after a `sub`, so rows scrolled away stayed
      // subscribed (found by the odds-storm bench).
      if (socket?.connected) socket.emit(event === 'sub' ? PUSH_EVENTS.subscribe : PUSH_EVENTS.unsubscribe, payload);
    },
  };
}
