import type { Observable } from 'rxjs';
import {
  CHAT_CODES,
  CHAT_SERVER_IDS,
  type ChatCustom,
  type ChatWireMessage,
  type GiftCustom,
} from '../../api/live/chat-protocol';

/**
 * The room's chat as the rest of the client sees it, whoever carries it: Tencent Cloud Chat
 * (tencent-chat-transport.ts) or the simulator's socket.io chat (socket-chat-transport.ts). Both
 * keep Tencent's semantics (docs/chat-protocol.md): one room at a time, messages in arrays,
 * KICKED_OUT, a signature that expires and is renewed, errors as codes.
 */

export type ChatErrorCode =
  | 'muted'
  | 'too-fast'
  | 'refused'
  | 'sensitive'
  | 'no-permission'
  | 'room-gone'
  | 'signature-expired'
  | 'too-long'
  | 'not-logged-in'
  | 'network'
  | 'unknown';

const BY_CODE: Record<number, ChatErrorCode> = {
  [CHAT_CODES.muted]: 'muted',
  [CHAT_CODES.tooFast]: 'too-fast',
  [CHAT_CODES.refused]: 'refused',
  [CHAT_CODES.sensitive]: 'sensitive',
  [CHAT_CODES.noPermission]: 'no-permission',
  [CHAT_CODES.roomGone]: 'room-gone',
  [CHAT_CODES.roomGoneToo]: 'room-gone',
  [CHAT_CODES.signatureExpired]: 'signature-expired',
  [CHAT_CODES.tooLong]: 'too-long',
  [CHAT_CODES.sessionExpired]: 'not-logged-in',
  // Tencent: 80002 content too long; 2642 not in the group; 6014 not logged in; 70001 UserSig expired.
  2642: 'no-permission',
  6014: 'not-logged-in',
};

/** A transport failure with the server's code read as one of ours. */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    readonly code: ChatErrorCode,
    message: string,
    readonly raw?: number,
  ) {
    super(message);
  }
}

export function chatErrorCode(raw: unknown): ChatErrorCode {
  return typeof raw === 'number' ? (BY_CODE[raw] ?? 'unknown') : 'unknown';
}

/** Anything thrown by an SDK or a socket, as a ChatError. */
export function toChatError(error: unknown): ChatError {
  if (error instanceof ChatError) return error;
  const o = (error ?? {}) as { code?: unknown; message?: unknown };
  const message = typeof o.message === 'string' ? o.message : String(error);
  return new ChatError(chatErrorCode(o.code), message, typeof o.code === 'number' ? o.code : undefined);
}

export type KickKind = 'other-device' | 'kicked';

export type ChatState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'ready' }
  /** The connection dropped or the signature is being renewed; the transport comes back by itself. */
  | { status: 'reconnecting'; reason: 'network' | 'signature-expired' }
  /** Logged in elsewhere, or removed: no automatic return. */
  | { status: 'kicked'; reason: KickKind }
  | { status: 'error'; code: ChatErrorCode }
  | { status: 'closed' };

export interface ChatAuthor {
  userId: string;
  nick: string;
  bot?: boolean;
}

/** The match event a line reacts to (the server says so): its kind and server time (ms). */
export interface ReactsTo {
  kind: string;
  at: number;
}

/** One line of the room as the client shows it. */
export type ChatMessage =
  | {
      kind: 'text';
      id: string;
      roomId: string;
      at: number;
      from: ChatAuthor;
      text: string;
      high: boolean;
      clientId?: string;
      reactsTo?: ReactsTo;
    }
  | {
      kind: 'gift';
      id: string;
      roomId: string;
      at: number;
      from: ChatAuthor;
      gift: GiftCustom;
      high: boolean;
      clientId?: string;
      reactsTo?: ReactsTo;
    }
  | {
      kind: 'room';
      id: string;
      roomId: string;
      at: number;
      from: ChatAuthor;
      event: string;
      userName?: string;
      text?: string;
      high: boolean;
      clientId?: string;
      reactsTo?: ReactsTo;
      reason?: string;
      until?: number;
    };

export interface ChatRoomRef {
  roomId: string;
  presenterId: string;
}

export interface ChatTransport {
  /** Logs in (a fresh signature) and joins the room; joining another room leaves the first. Rejects with a ChatError. */
  join(room: ChatRoomRef): Promise<void>;
  /** Leaves the room and logs out; nothing stays open. Safe to call twice. */
  leave(): Promise<void>;
  /** Resolves with the message as the server accepted it; rejects with a ChatError (muted, sensitive...). */
  sendText(text: string, clientId: string): Promise<ChatMessage>;
  /** Arrays, as they arrive (a socket tick, a MESSAGE_RECEIVED). */
  readonly messages$: Observable<readonly ChatMessage[]>;
  readonly state$: Observable<ChatState>;
  /** People in the room, every few seconds. */
  readonly online$: Observable<number>;
}

/** What a transport needs from the site: a signature (getSig) and, for the socket chat, the site token. */
export interface ChatCredentials {
  signature(): Promise<{ userId: string; userSig: string; sdkAppId: number; expireAt: number }>;
  token(): string | null;
}

/** The simulator's wire message as a ChatMessage, or why it was dropped (a custom message of no known type, or not the server's). */
export function fromWire(m: ChatWireMessage): ChatMessage | string {
  const base = {
    id: m.id,
    roomId: m.roomId,
    at: m.at,
    from: m.from,
    high: m.priority === 'high',
    ...(m.clientId ? { clientId: m.clientId } : {}),
    ...(m.reactsTo ? { reactsTo: { kind: m.reactsTo.kind, at: m.reactsTo.at } } : {}),
  };
  if (m.kind === 'text') return { ...base, kind: 'text', text: m.text ?? '' };
  return m.custom ? customMessage(base, m.custom) : 'unknown custom message';
}

/**
 * A gift or a room event as a line, only when the server says it (docs/chat-protocol.md "Who speaks
 * for the room"): the sender must be one of the server's identities (CHAT_SERVER_IDS), which no
 * member can be. Any member can send a custom message on Tencent Cloud Chat, and a forged ban or
 * notice would show as a system line to everyone and mute its victim's client; so anything else
 * is dropped, and the answer says why (the transport reports it to onDrop, which counts and logs).
 * A gift's line shows the giver the server names (`sender`).
 */
export function customMessage(base: MessageBase, custom: ChatCustom): ChatMessage | string {
  if (!CHAT_SERVER_IDS.includes(base.from.userId))
    return `a ${custom.type} event from ${base.from.userId}, not the server, dropped`;
  if (custom.type === 'gift') return { ...base, kind: 'gift', from: custom.sender ?? base.from, gift: custom };
  return roomMessage(base, custom);
}

type MessageBase = Omit<
  Extract<ChatMessage, { kind: 'room' }>,
  'kind' | 'event' | 'userName' | 'text' | 'reason' | 'until'
>;

/** A room event as a line; a ban pushed to the user it is about carries why and until when. */
export function roomMessage(base: MessageBase, c: Extract<ChatCustom, { type: 'room' }>): ChatMessage {
  return {
    ...base,
    kind: 'room',
    event: c.event,
    userName: c.userName,
    text: c.text,
    ...(c.reason !== undefined ? { reason: c.reason } : {}),
    ...(c.until !== undefined ? { until: c.until } : {}),
  };
}
