import type { SimUser } from '../../site/site-store';
import { createRng, type Rng } from '../../core/rng';
import * as v from 'valibot';
import { performance } from 'node:perf_hooks';
import { CHAT_LIMITS, CHAT_SERVER_ID, ChatCustom, type ChatWireMessage } from '../../../src/api/live/chat-protocol';
import { roomCast, type BotReaction, type GoalEvent, type RoomBot } from './chat-bots';
import { PRESENTERS } from '../catalog/seed';
import { CHAT_LANGUAGES, hashSeed, type ChatLanguage } from './chat-data';
import { SITE_WIDE, type BanRecord } from './chat-state';

/** What the chat server (chat-server.ts) keeps per room and per socket, and what a socket may ask. */

export interface Flood {
  perSecond: number;
  untilTick: number;
  carry: number;
  priority: 'high' | 'normal';
}

export interface RoomStats {
  delivered: number;
  dropped: number;
  refused: number;
  online: number;
}

export interface Room {
  key: string;
  scope: string;
  roomId: string;
  presenterId: string;
  pending: ChatWireMessage[];
  windowStart: number;
  windowCount: number;
  rng: Rng;
  /** The bots' latest lines and speaker, so they do not repeat themselves (chat-data.ts botLine). */
  recent: { lines: string[]; lastNick?: string };
  language: ChatLanguage;
  /** The room's regulars: who the bots are (chat-bots.ts roomCast). */
  cast: RoomBot[];
  /** The streamed match's score when last looked at, to notice a goal. */
  lastScore?: GoalEvent;
  /** Goal cheers waiting for their time, earliest first; `dueTick` stands in for the time under a frozen clock. */
  cheers: Array<BotReaction & { dueTick: number; goalAt: number }>;
  bots: boolean;
  floods: Flood[];
  baseOnline: number;
  lastSend: Map<string, number>;
  stats: Omit<RoomStats, 'online'>;
}

/**
 * A room as it starts: its presenter (from the catalogue, never from a join), its own RNG seeded from the
 * world's seed and the room id, and its language. A catalogue presenter's room chats mostly in the
 * presenter's language, another room in a seeded one (drawn either way, so the rest of the room's
 * seeded draws stay as they were). `live`: bots talk and the room has a crowd beyond its sockets.
 */
export function newRoom(
  seed: number,
  scope: string,
  roomId: string,
  presenterId: string,
  live: boolean,
  lastScore: GoalEvent | undefined,
): Room {
  const rng = createRng(hashSeed(seed, roomId));
  const drawn = CHAT_LANGUAGES[rng.int(0, CHAT_LANGUAGES.length - 1)] ?? 'vi';
  const language = PRESENTERS.find((p) => String(p.id) === presenterId)?.language ?? drawn;
  return {
    key: roomKey(scope, roomId),
    scope,
    roomId,
    presenterId,
    pending: [],
    windowStart: performance.now(),
    windowCount: 0,
    rng,
    recent: { lines: [] },
    language,
    cast: roomCast(seed, roomId, language),
    lastScore,
    cheers: [],
    bots: live,
    floods: [],
    baseOnline: live ? rng.int(80, 3000) : 0,
    lastSend: new Map(),
    stats: { delivered: 0, dropped: 0, refused: 0 },
  };
}

/** The server's own voice in a room (bans, notices, gifts), docs/chat-protocol.md: the client believes room events from it only. */
export const SERVER: ChatWireMessage['from'] = { userId: CHAT_SERVER_ID, nick: 'system' };

export interface SocketData {
  scope: string;
  user: SimUser;
  userSig: string;
  /** The site session the socket was opened with: a logout or an expiry of it closes the socket. */
  token: string;
  roomKey?: string;
}

export const roomKey = (scope: string, roomId: string) => `${scope}|${roomId}`;
/** A ban for one room, or for every room of its presenter. */
export const covers = (ban: BanRecord, room: Room) =>
  ban.presenterId === SITE_WIDE ||
  (ban.roomId !== '' ? ban.roomId === room.roomId : ban.presenterId !== '' && ban.presenterId === room.presenterId);
export const JoinRequest = v.object({
  roomId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  presenterId: v.optional(v.union([v.string(), v.number()])),
});
export const SendRequestSchema = v.object({
  roomId: v.string(),
  clientId: v.pipe(v.string(), v.maxLength(64)),
  kind: v.picklist(['text', 'custom']),
  text: v.optional(v.string()),
  custom: v.optional(ChatCustom),
});

/**
 * The room limit: normal messages over 40 in the current second are dropped (counted); high-priority
 * ones (gifts, room events) always pass. Monotonic time, not ctx.clock: a frozen test clock must not
 * turn "40 per second" into "40 for ever". Answers whether the message was queued for the next batch.
 */
export function admit(room: Room, message: ChatWireMessage): boolean {
  if (message.priority === 'normal') {
    const mono = performance.now();
    if (mono - room.windowStart >= 1000) {
      room.windowStart = mono;
      room.windowCount = 0;
    }
    if (room.windowCount >= CHAT_LIMITS.messagesPerSecond) {
      room.stats.dropped += 1;
      return false;
    }
    room.windowCount += 1;
  }
  room.pending.push(message);
  room.stats.delivered += 1;
  return true;
}
