import { BehaviorSubject, Subject, distinctUntilChanged } from 'rxjs';
import { io } from 'socket.io-client';
import * as v from 'valibot';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  ChatWireMessage,
  JoinAck,
  KickReason,
  OnlineCount,
  SendAck,
  type SendRequest,
} from '../../api/live/chat-protocol';
import {
  ChatError,
  chatErrorCode,
  fromWire,
  toChatError,
  type ChatCredentials,
  type ChatMessage,
  type ChatRoomRef,
  type ChatState,
  type ChatTransport,
} from './chat-transport';

/**
 * The simulator's socket.io chat behind ChatTransport (docs/chat-protocol.md). The handshake carries
 * the site token and a signature; a refused one (70001) or a `kicked` for an expired signature
 * fetches a new signature and connects again, as Tencent's KICKED_OUT(userSigExpired) is handled.
 * A dropped connection is socket.io's to repair; the room is joined again on every connect.
 */

/** The part of a socket.io Socket used here, so tests may hand in a fake. */
export interface ChatSocket {
  readonly connected: boolean;
  auth: unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  readonly io: { on(event: string, listener: (...args: never[]) => void): unknown };
  emit(event: string, ...args: unknown[]): unknown;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  connect(): unknown;
  disconnect(): unknown;
}

export interface SocketChatOptions {
  /** Where the simulator is: the site's API origin ('' is this page's origin). */
  origin: () => string;
  credentials: ChatCredentials;
  ackTimeoutMs?: number;
  /** A bad message is dropped and reported here (counted by the caller). */
  onDrop?: (reason: string) => void;
  openSocket?: (
    url: string,
    options: {
      auth: { token: string; userSig: string };
      transports: string[];
      reconnectionDelay: number;
      reconnectionDelayMax: number;
    },
  ) => ChatSocket;
}

const KickedShape = v.object({ reason: KickReason });

export function createSocketChatTransport(options: SocketChatOptions): ChatTransport {
  const openSocket = options.openSocket ?? ((url, o) => io(url, o));
  const ackMs = options.ackTimeoutMs ?? 8_000;
  const state$ = new BehaviorSubject<ChatState>({ status: 'idle' });
  const messages$ = new Subject<readonly ChatMessage[]>();
  const online$ = new Subject<number>();
  let socket: ChatSocket | null = null;
  let room: ChatRoomRef | null = null;
  let renewing = false;

  const setState = (s: ChatState) => state$.next(s);

  async function renewSignature(current: ChatSocket): Promise<boolean> {
    if (renewing) return false;
    renewing = true;
    setState({ status: 'reconnecting', reason: 'signature-expired' });
    try {
      const sig = await options.credentials.signature();
      if (socket !== current) return false;
      current.auth = { token: options.credentials.token() ?? '', userSig: sig.userSig };
      current.connect();
      return true;
    } catch {
      if (socket === current) setState({ status: 'error', code: 'signature-expired' });
      return false;
    } finally {
      renewing = false;
    }
  }

  async function joinRoom(current: ChatSocket, target: ChatRoomRef): Promise<void> {
    const raw = await current.timeout(ackMs).emitWithAck(CHAT_EVENTS.join, target);
    const ack = v.safeParse(JoinAck, raw);
    if (!ack.success) throw new ChatError('unknown', 'bad join answer');
    if (!ack.output.ok) throw new ChatError(chatErrorCode(ack.output.code), ack.output.msg, ack.output.code);
    online$.next(ack.output.online);
  }

  function wire(current: ChatSocket, onFirstJoin: { resolve: () => void; reject: (e: ChatError) => void }) {
    let settled = false;
    const settle = (error?: ChatError) => {
      if (settled) return;
      settled = true;
      if (error) onFirstJoin.reject(error);
      else onFirstJoin.resolve();
    };
    current.on('connect', () => {
      if (socket !== current || !room) return;
      const target = room;
      joinRoom(current, target).then(
        () => {
          if (socket !== current) return;
          setState({ status: 'ready' });
          settle();
        },
        (error: unknown) => {
          const e = toChatError(error);
          if (socket === current) setState({ status: 'error', code: e.code });
          settle(e);
        },
      );
    });
    current.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      if (socket !== current) return;
      const code = chatErrorCode(error.data?.code);
      if (code === 'signature-expired') {
        void renewSignature(current).then((renewed) => {
          if (!renewed && socket === current) settle(new ChatError('signature-expired', error.message));
        });
        return;
      }
      if (code === 'not-logged-in') {
        setState({ status: 'error', code });
        settle(new ChatError(code, error.message, error.data?.code));
        current.disconnect();
        return;
      }
      // Anything else is the network: socket.io tries again by itself.
      setState({ status: 'reconnecting', reason: 'network' });
    });
    current.on('disconnect', (reason: string) => {
      if (socket !== current) return;
      if (state$.value.status === 'kicked' || renewing) return;
      if (state$.value.status === 'error' && state$.value.code === 'not-logged-in') return;
      // The server closing the socket without a kick: the room is gone for us.
      if (reason === 'io server disconnect') setState({ status: 'error', code: 'room-gone' });
      else setState({ status: 'reconnecting', reason: 'network' });
    });
    current.on(CHAT_EVENTS.kicked, (payload: unknown) => {
      if (socket !== current) return;
      const parsed = v.safeParse(KickedShape, payload);
      const reason = parsed.success ? parsed.output.reason : 'kicked';
      if (reason === 'signature-expired') {
        // Renewing first marks the socket's coming disconnect as ours, not a lost room.
        void renewSignature(current);
        current.disconnect();
        return;
      }
      if (reason === 'session-ended') {
        // Not a lost room: the chat needs a login again (the page's session learns of it on its next call).
        setState({ status: 'error', code: 'not-logged-in' });
        return;
      }
      setState({ status: 'kicked', reason });
    });
    current.on(CHAT_EVENTS.messages, (batch: unknown) => {
      if (socket !== current || !Array.isArray(batch)) return;
      const out: ChatMessage[] = [];
      for (const raw of batch) {
        const parsed = v.safeParse(ChatWireMessage, raw);
        const message = parsed.success ? fromWire(parsed.output) : v.summarize(parsed.issues);
        if (typeof message === 'string') options.onDrop?.(message);
        else out.push(message);
      }
      if (out.length > 0) messages$.next(out);
    });
    current.on(CHAT_EVENTS.online, (payload: unknown) => {
      const parsed = v.safeParse(OnlineCount, payload);
      if (socket === current && parsed.success) online$.next(parsed.output.count);
    });
  }

  async function join(target: ChatRoomRef): Promise<void> {
    room = target;
    if (socket?.connected) {
      // One room per user: the server leaves the first when we join the second.
      await joinRoom(socket, target);
      setState({ status: 'ready' });
      return;
    }
    close();
    setState({ status: 'connecting' });
    let sig: Awaited<ReturnType<ChatCredentials['signature']>>;
    try {
      sig = await options.credentials.signature();
    } catch (error) {
      const e = error instanceof ChatError ? error : new ChatError('signature-expired', String(error));
      setState({ status: 'error', code: e.code });
      throw e;
    }
    if (room !== target) throw new ChatError('unknown', 'left before joining');
    const current = openSocket(`${options.origin().replace(/\/+$/, '')}${CHAT_NAMESPACE}`, {
      auth: { token: options.credentials.token() ?? '', userSig: sig.userSig },
      transports: ['websocket'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
    });
    socket = current;
    await new Promise<void>((resolve, reject) => wire(current, { resolve, reject }));
  }

  function close() {
    const current = socket;
    socket = null;
    current?.disconnect();
  }

  async function leave(): Promise<void> {
    const current = socket;
    room = null;
    if (current?.connected) current.emit(CHAT_EVENTS.leave, {});
    close();
    setState({ status: 'closed' });
  }

  async function send(request: Omit<SendRequest, 'roomId'>): Promise<ChatMessage> {
    const current = socket;
    if (!current || !room || state$.value.status !== 'ready') throw new ChatError('network', 'not connected');
    let raw: unknown;
    try {
      raw = await current.timeout(ackMs).emitWithAck(CHAT_EVENTS.send, { ...request, roomId: room.roomId });
    } catch (error) {
      throw new ChatError('network', String(error));
    }
    const ack = v.safeParse(SendAck, raw);
    if (!ack.success) throw new ChatError('unknown', 'bad send answer');
    if (!ack.output.ok) throw new ChatError(chatErrorCode(ack.output.code), ack.output.msg, ack.output.code);
    const message = fromWire(ack.output.message);
    if (typeof message === 'string') throw new ChatError('unknown', 'bad send answer');
    return message;
  }

  return {
    join,
    leave,
    sendText: (text, clientId) => send({ clientId, kind: 'text', text }),
    messages$: messages$.asObservable(),
    state$: state$.pipe(distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b))),
    online$: online$.asObservable(),
  };
}
