import * as v from 'valibot';

/**
 * The simulator's chat protocol over socket.io (docs/chat-protocol.md), shared by src/streams/chat
 * and simulator/live/chat. It mirrors what the client needs of Tencent Cloud Chat's AVChatRoom, so
 * one ChatTransport interface fits both: a signature to log in, one room per user, text and custom
 * (gift, room event) messages, high priority kept under the 40 messages/s room limit, KICKED_OUT.
 *
 * Connection: namespace `/chat`, auth `{ token, userSig }` (the site token and a signature from
 * getSig). A refused handshake carries `data.code` (401 token, 70001 signature expired or unknown).
 *
 * Client -> server (with acks)
 *   `join`  { roomId, presenterId? }        -> JoinAck
 *   `leave` { roomId }                      -> { ok: true }
 *   `send`  { roomId, clientId, kind, text?, custom? } -> SendAck
 * Server -> client
 *   `msgs`   ChatWireMessage[]   the room's messages, batched per 100 ms tick
 *   `online` { roomId, count }   every ~5 s
 *   `kicked` { reason }          then the server disconnects the socket
 */

export const CHAT_NAMESPACE = '/chat';
export const CHAT_EVENTS = {
  join: 'join',
  leave: 'leave',
  send: 'send',
  messages: 'msgs',
  online: 'online',
  kicked: 'kicked',
} as const;

/** Tencent Cloud Chat's codes, used by the simulator too (docs/chat-protocol.md, "Codes"). */
export const CHAT_CODES = {
  muted: 10017,
  tooFast: 10023,
  refused: 10016,
  sensitive: 80001,
  noPermission: 10007,
  roomGone: 10010,
  roomGoneToo: 10015,
  /** Tencent's "UserSig expired" (70001). */
  signatureExpired: 70001,
  tooLong: 80002,
  sessionExpired: 401,
} as const;

export const CHAT_LIMITS = {
  /** Per room; the excess is dropped except high-priority messages. */
  messagesPerSecond: 40,
  /** Per message, in UTF-8 bytes of its JSON. */
  maxBytes: 12 * 1024,
  onlineEveryMs: 5_000,
} as const;

/** `session-ended`: the member logged out, changed the password or the session expired: the chat ends with it. */
export const KickReason = v.picklist(['other-device', 'signature-expired', 'kicked', 'session-ended']);
export type KickReason = v.InferOutput<typeof KickReason>;

/**
 * The identity the server speaks for the room under: room events (bans, notices) and gift
 * announcements come from it, on the socket chat and, sent by the backend's admin account, on
 * Tencent. It cannot be a site user name (letters and digits only), so no member can log in as it.
 */
export const CHAT_SERVER_ID = 'sys_room';

/**
 * Whom the client believes about the room (a ban, a notice, a gift): the server's identity and
 * Tencent's own system sender. A room event or gift from anyone else is dropped (chat-transport.ts).
 */
export const CHAT_SERVER_IDS: readonly string[] = [CHAT_SERVER_ID, '@TIM#SYSTEM'];

const Author = v.object({ userId: v.string(), nick: v.string(), bot: v.optional(v.boolean()) });

const Gift = v.object({
  type: v.literal('gift'),
  /** Who gave it: the server names the giver, as the announcement comes from the server's identity. */
  sender: v.optional(Author),
  giftId: v.number(),
  /** The name in the sender's language (what an older server sends alone). */
  giftName: v.string(),
  /**
   * The server's names of the gift per locale (zh-cn, en, vi, th), as its gift list gives them:
   * every viewer shows the name in their own language (gift-name.ts), not the sender's.
   */
  giftNames: v.optional(v.record(v.string(), v.string())),
  count: v.number(),
  /** Value of the whole gift in the sender's currency units (for the queue's drop order). */
  value: v.number(),
  /** A full-screen effect, played one at a time. */
  big: v.boolean(),
});

const RoomNotice = v.object({
  type: v.literal('room'),
  event: v.picklist(['join', 'ban', 'unban', 'notice']),
  text: v.optional(v.string()),
  userName: v.optional(v.string()),
  /** Only in the copy of a ban/unban pushed to the user it is about: why and until when (epoch ms, 0 for ever). */
  reason: v.optional(v.string()),
  until: v.optional(v.number()),
});

export const ChatCustom = v.variant('type', [Gift, RoomNotice]);
export type ChatCustom = v.InferOutput<typeof ChatCustom>;
export type GiftCustom = v.InferOutput<typeof Gift>;

export const ChatWireMessage = v.object({
  id: v.string(),
  roomId: v.string(),
  /** Server time, epoch ms. */
  at: v.number(),
  from: Author,
  kind: v.picklist(['text', 'custom']),
  text: v.optional(v.string()),
  custom: v.optional(ChatCustom),
  priority: v.picklist(['high', 'normal']),
  /** The sender's clientId, so its own echo replaces the pending copy. */
  clientId: v.optional(v.string()),
  /**
   * Set by the server on a line that reacts to an event of the room's match (`kind` 'goal'; `at` the
   * event's server time, ms): a room synced to the viewer's video holds the line until the video shows it.
   */
  reactsTo: v.optional(v.object({ kind: v.string(), at: v.number() })),
});
export type ChatWireMessage = v.InferOutput<typeof ChatWireMessage>;

export const JoinAck = v.union([
  v.object({ ok: v.literal(true), roomId: v.string(), online: v.number() }),
  v.object({ ok: v.literal(false), code: v.number(), msg: v.string() }),
]);
export type JoinAck = v.InferOutput<typeof JoinAck>;

export const SendAck = v.union([
  v.object({ ok: v.literal(true), message: ChatWireMessage }),
  v.object({ ok: v.literal(false), code: v.number(), msg: v.string() }),
]);
export type SendAck = v.InferOutput<typeof SendAck>;

export const OnlineCount = v.object({ roomId: v.string(), count: v.number() });

export interface SendRequest {
  roomId: string;
  clientId: string;
  kind: 'text' | 'custom';
  text?: string;
  custom?: ChatCustom;
}

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;
