import { performance } from 'node:perf_hooks';
import type { Namespace, Socket } from 'socket.io';
import * as v from 'valibot';
import {
  CHAT_CODES,
  CHAT_EVENTS,
  CHAT_LIMITS,
  CHAT_NAMESPACE,
  utf8Bytes,
  type ChatCustom,
  type ChatWireMessage,
  type GiftCustom,
  type JoinAck,
  type KickReason,
  type SendAck,
} from '../../../src/api/live/chat-protocol';
import type { SimContext } from '../../core/context';
import type { SimUser } from '../../site/site-store';
import { RoomActivity, TICK_MS, type RoomScoreOf } from './chat-activity';
import { containsSensitive, SENSITIVE_WORDS } from './chat-data';
import {
  admit,
  newRoom,
  covers,
  JoinRequest,
  roomKey,
  SendRequestSchema,
  SERVER,
  type Room,
  type RoomStats,
  type SocketData,
} from './chat-room';
import { activeBan, chatScope, roomConfig, siteWords, type BanRecord } from './chat-state';
import { mayModerate, roomOwnerOf } from './presenter-of';
import { FloodGate } from './flood-gate';
import { chatHandshake } from './chat-auth';
import { RoomStore } from './room-store';

/**
 * The simulator's chat (docs/chat-protocol.md): socket.io namespace /chat, rooms made on first
 * join and kept per scope (parallel tests never share a room), one room per user, 40 normal
 * messages/s per room (the excess dropped; gifts and room events always pass), 12 KB per message,
 * bans, sensitive words and slow mode enforced on send. Messages go out once per 100 ms tick per
 * room, so a storm costs a client ten emits a second, not hundreds.
 *
 * Rate windows use the process's monotonic time, not ctx.clock: a frozen test clock must not turn
 * "40 per second" into "40 for ever". What is said (bots, gifts, floods) comes from a room's own
 * RNG seeded from ctx.seed and the room id, by the room's own regulars (chat-bots.ts); message times
 * come from ctx.clock. A goal of the room's streamed match (`scoreOf`) gets a few seeded cheers from
 * the regulars, each due at a seeded time after the goal on ctx.clock. That activity is
 * chat-activity.ts; the room's state and its limit are chat-room.ts.
 */

/** How often (in ticks) idle rooms are looked for: every 5 s. */
const SWEEP_EVERY_TICKS = 50;

export class ChatServer {
  readonly nsp: Namespace;
  private readonly rooms = new RoomStore<Room>((room) => this.viewers(room));
  /** scope -> lower-case user name -> its sockets. */
  private readonly users = new Map<string, Map<string, Set<Socket>>>();
  private timer: NodeJS.Timeout | null = null;
  private ticks = 0;
  private nextId = 1;
  private readonly activity: RoomActivity;

  constructor(
    private readonly ctx: SimContext,
    private readonly live: boolean,
    private readonly scoreOf: RoomScoreOf = () => undefined,
    /** Who owns a room (its catalogue presenter); injectable for tests without a catalogue. */
    private readonly ownerOf: (roomId: string) => string = (roomId) => roomOwnerOf(ctx, roomId),
  ) {
    this.activity = new RoomActivity(ctx, scoreOf, {
      tickCount: () => this.ticks,
      nextId: (room) => this.id(room),
      wordsFor: (scope, presenterId) => this.wordsFor(scope, presenterId),
    });
    this.nsp = ctx.io.of(CHAT_NAMESPACE);
    this.nsp.use(chatHandshake(ctx));
    this.nsp.on('connection', (socket) => this.connected(socket));
    // A logout ends the session's chat at once, not at the socket's next event.
    ctx.store.onSessionEnded((token) => {
      for (const scoped of this.users.values()) {
        for (const own of scoped.values())
          for (const socket of own) if ((socket.data as SocketData).token === token) this.kick(socket, 'session-ended');
      }
    });
  }

  /** The socket's session still stands (not logged out, not expired); else the socket is closed. */
  private sessionHolds(socket: Socket, data: SocketData): boolean {
    const session = this.ctx.store.session(data.token);
    if (session && !session.expired && session.userName.toLowerCase() === data.user.userName.toLowerCase()) return true;
    this.kick(socket, 'session-ended');
    return false;
  }

  private connected(socket: Socket): void {
    const data = socket.data as SocketData;
    const name = data.user.userName.toLowerCase();
    let scoped = this.users.get(data.scope);
    if (!scoped) this.users.set(data.scope, (scoped = new Map()));
    let own = scoped.get(name);
    if (!own) scoped.set(name, (own = new Set()));
    // One login per user, as Tencent's single-instance web login: the newer one stays.
    for (const older of [...own]) {
      own.delete(older);
      this.kick(older, 'other-device');
    }
    own.add(socket);

    // Every event counts against the socket's budget; a socket that floods is put out, and an
    // event on a session that ended (logout, expiry) closes the socket instead of being served.
    const gate = new FloodGate();
    let flooded = false;
    socket.use((_packet, next) => {
      if (flooded) return;
      if (!gate.take()) {
        flooded = true;
        this.kick(socket, 'kicked');
        return;
      }
      if (!this.sessionHolds(socket, data)) {
        next(Object.assign(new Error('session expired'), { data: { code: CHAT_CODES.sessionExpired } }));
        return;
      }
      next();
    });

    socket.on(CHAT_EVENTS.join, (payload: unknown, ack?: unknown) => {
      const reply = (r: JoinAck) => typeof ack === 'function' && (ack as (r: JoinAck) => void)(r);
      const parsed = v.safeParse(JoinRequest, payload);
      if (!parsed.success) return reply({ ok: false, code: CHAT_CODES.refused, msg: 'bad join request' });
      const { roomId } = parsed.output;
      // The room's presenter comes from the catalogue (roomOwnerOf), never from the join's presenterId.
      const room = this.room(data.scope, roomId);
      if (!room) return reply({ ok: false, code: CHAT_CODES.roomGone, msg: 'too many rooms' });
      // One room per user: joining another leaves the first.
      if (data.roomKey && data.roomKey !== room.key) void socket.leave(data.roomKey);
      data.roomKey = room.key;
      void socket.join(room.key);
      this.ensureTicking();
      reply({ ok: true, roomId, online: this.online(room) });
    });
    socket.on(CHAT_EVENTS.leave, (_payload: unknown, ack?: unknown) => {
      if (data.roomKey) void socket.leave(data.roomKey);
      data.roomKey = undefined;
      if (typeof ack === 'function') (ack as (r: { ok: true }) => void)({ ok: true });
    });
    socket.on(CHAT_EVENTS.send, (payload: unknown, ack?: unknown) => {
      const reply = this.send(socket, data, payload);
      if (typeof ack === 'function') (ack as (r: SendAck) => void)(reply);
    });
    socket.on('disconnect', () => {
      own.delete(socket);
      // Only forget the user's set if it is still theirs: a socket kicked earlier disconnects late
      // (after its kick notice), when a newer login may already hold a new set under this name.
      if (own.size === 0 && scoped.get(name) === own) scoped.delete(name);
      if (scoped.size === 0 && this.users.get(data.scope) === scoped) this.users.delete(data.scope);
    });
  }

  private send(socket: Socket, data: SocketData, payload: unknown): SendAck {
    const fail = (code: number, msg: string): SendAck => ({ ok: false, code, msg });
    const parsed = v.safeParse(SendRequestSchema, payload);
    if (!parsed.success) return fail(CHAT_CODES.refused, 'bad message');
    const req = parsed.output;
    const room = this.rooms.get(roomKey(data.scope, req.roomId));
    if (!room || data.roomKey !== room.key || !socket.rooms.has(room.key))
      return fail(CHAT_CODES.noPermission, 'not in this room');
    const chat = chatScope(this.ctx, data.scope);
    const config = roomConfig(chat, room.roomId);
    if (!config.enabled) return fail(CHAT_CODES.refused, 'chat is closed in this room');
    const now = this.ctx.clock.now();
    const ban = activeBan(chat, data.user.userName, room.roomId, room.presenterId, now);
    if (ban)
      return fail(
        CHAT_CODES.muted,
        `muted${ban.until ? ` until ${new Date(ban.until).toISOString()}` : ''}: ${ban.reason}`,
      );
    if (req.kind === 'text' && (!req.text || !req.text.trim())) return fail(CHAT_CODES.refused, 'empty message');
    if (utf8Bytes(JSON.stringify(req)) > CHAT_LIMITS.maxBytes) return fail(CHAT_CODES.tooLong, 'message over 12 KB');
    if (req.kind === 'text' && [...(req.text ?? '')].length > config.maxLength)
      return fail(CHAT_CODES.tooLong, `message over ${config.maxLength} characters`);
    // Gifts are announced by the server after the wallet is debited, never sent by a client; bans go
    // through banLog. The one room event a client may send is a notice, by the room's presenter (or a
    // super admin), which the server then says under its own identity, naming them.
    let custom: Extract<ChatCustom, { type: 'room' }> | undefined;
    if (req.kind === 'custom') {
      if (
        req.custom?.type !== 'room' ||
        req.custom.event !== 'notice' ||
        !req.custom.text?.trim() ||
        !mayModerate(data.user, room.presenterId)
      ) {
        return fail(CHAT_CODES.refused, 'custom message refused');
      }
      custom = { type: 'room', event: 'notice', text: req.custom.text, userName: data.user.userName };
    }
    const text = req.kind === 'text' ? (req.text ?? '') : (custom?.text ?? '');
    const word = containsSensitive(text, this.wordsFor(data.scope, room.presenterId));
    if (word) {
      room.stats.refused += 1;
      return fail(CHAT_CODES.sensitive, 'the message contains a sensitive word');
    }
    const mono = performance.now();
    const last = room.lastSend.get(data.user.userName.toLowerCase());
    if (config.slowModeSeconds > 0 && last !== undefined && mono - last < config.slowModeSeconds * 1000) {
      return fail(CHAT_CODES.tooFast, `slow mode: one message every ${config.slowModeSeconds} s`);
    }
    room.lastSend.set(data.user.userName.toLowerCase(), mono);
    const message: ChatWireMessage = {
      id: this.id(room),
      roomId: room.roomId,
      at: now,
      from: custom ? SERVER : { userId: data.user.userName, nick: data.user.nickName },
      kind: req.kind,
      ...(custom ? { custom } : { text: req.text }),
      priority: custom ? 'high' : 'normal',
      clientId: req.clientId,
    };
    // Over the room's limit the message is dropped for the others; the sender still gets its ack,
    // as with Tencent's AVChatRoom, whose excess is discarded on the server without an error.
    admit(room, message);
    return { ok: true, message };
  }

  /** Global sensitive words and the presenter's shielded ones. */
  wordsFor(scope: string, presenterId: string): string[] {
    const chat = chatScope(this.ctx, scope);
    const site = siteWords(chat, SENSITIVE_WORDS);
    const shielded = chat.shielded.get(presenterId);
    return shielded ? [...site, ...shielded] : site;
  }

  private id(room: Room): string {
    return `${room.roomId}-${this.nextId++}`;
  }

  /** The room, made on first use; undefined when the chat is full of watched rooms (room-store.ts). */
  private room(scope: string, roomId: string): Room | undefined {
    const key = roomKey(scope, roomId);
    let room = this.rooms.get(key);
    if (!room) {
      room = newRoom(this.ctx.seed, scope, roomId, this.ownerOf(roomId), this.live, this.scoreOf(roomId));
      if (!this.rooms.add(room)) return undefined;
    }
    return room;
  }

  private viewers(room: Room): number {
    return this.nsp.adapter.rooms.get(room.key)?.size ?? 0;
  }

  private online(room: Room): number {
    return room.baseOnline + this.viewers(room);
  }

  private ensureTicking(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    this.ticks += 1;
    if (this.ticks % SWEEP_EVERY_TICKS === 0) this.rooms.sweep();
    if (this.rooms.size === 0) {
      // Nothing to serve: the loop sleeps until the next join or control.
      this.stop();
      return;
    }
    const onlineNow = this.ticks % (CHAT_LIMITS.onlineEveryMs / TICK_MS) === 0;
    for (const room of this.rooms.values()) {
      const viewers = this.viewers(room);
      if (viewers > 0) {
        this.activity.tick(room);
      }
      if (room.pending.length > 0) {
        const batch = room.pending;
        room.pending = [];
        if (viewers > 0) this.nsp.to(room.key).emit(CHAT_EVENTS.messages, batch);
      }
      if (onlineNow && viewers > 0) {
        if (room.bots) room.baseOnline = Math.max(10, room.baseOnline + room.rng.int(-20, 25));
        this.nsp.to(room.key).emit(CHAT_EVENTS.online, { roomId: room.roomId, count: this.online(room) });
      }
    }
  }

  /** A gift paid over HTTP (chat-routes.ts), announced in the room by the server, naming the giver. */
  announceGift(scope: string, roomId: string, user: SimUser, gift: GiftCustom): ChatWireMessage | undefined {
    const room = this.room(scope, roomId);
    this.ensureTicking();
    return room
      ? this.activity.announce(room, SERVER, { ...gift, sender: { userId: user.userName, nick: user.nickName } })
      : undefined;
  }

  /** A room event (ban, notice), high priority. */
  notice(scope: string, roomId: string, event: 'ban' | 'unban' | 'notice', userName?: string, text?: string): void {
    const room = this.rooms.get(roomKey(scope, roomId));
    if (room) this.activity.announce(room, SERVER, { type: 'room', event, userName, text });
  }

  /**
   * A ban or an unban takes effect at once: every socket of the user in a room the
   * ban covers gets the room's notice straight away, with the reason and the end (the same message
   * id as the room's copy, which follows in the next tick without them, so the client keeps one
   * line). Without the user in such a room, a one-room ban is still announced in its room.
   * Answers how many of the user's sockets were reached.
   */
  moderate(scope: string, ban: BanRecord, event: 'ban' | 'unban'): number {
    let reached = 0;
    for (const socket of this.users.get(scope)?.get(ban.userName.toLowerCase()) ?? []) {
      const data = socket.data as SocketData;
      const room = data.roomKey ? this.rooms.get(data.roomKey) : undefined;
      if (!room || !covers(ban, room)) continue;
      const message = this.activity.announce(room, SERVER, { type: 'room', event, userName: ban.userName });
      socket.emit(CHAT_EVENTS.messages, [
        { ...message, custom: { type: 'room', event, userName: ban.userName, reason: ban.reason, until: ban.until } },
      ]);
      reached += 1;
    }
    if (reached === 0 && ban.roomId) this.notice(scope, ban.roomId, event, ban.userName);
    return reached;
  }

  private kick(socket: Socket, reason: KickReason): void {
    socket.emit(CHAT_EVENTS.kicked, { reason });
    // Let the kicked event reach the client before the transport closes.
    setTimeout(() => socket.disconnect(true), 20);
  }

  /** Test control: kick a user's sockets in a scope; returns how many. */
  kickUser(scope: string, userName: string, reason: KickReason): number {
    const own = this.users.get(scope)?.get(userName.toLowerCase());
    if (!own) return 0;
    const sockets = [...own];
    own.clear();
    for (const socket of sockets) this.kick(socket, reason);
    return sockets.length;
  }

  /** Test control: N messages a second for T seconds (bots, normal priority unless told). */
  flood(
    scope: string,
    roomId: string,
    perSecond: number,
    seconds: number,
    priority: 'high' | 'normal' = 'normal',
  ): void {
    const room = this.room(scope, roomId);
    room?.floods.push({
      perSecond,
      untilTick: this.ticks + Math.round((seconds * 1000) / TICK_MS),
      carry: 0,
      priority,
    });
    this.ensureTicking();
  }

  /** Test control: one bot line now (text given, or a seeded one), or a bot gift. */
  say(scope: string, roomId: string, text?: string): ChatWireMessage | undefined {
    const room = this.room(scope, roomId);
    this.ensureTicking();
    return room ? this.activity.botSays(room, 'normal', 0, text) : undefined;
  }

  gift(scope: string, roomId: string): void {
    const room = this.room(scope, roomId);
    if (room) this.activity.botGift(room);
    this.ensureTicking();
  }

  setBots(scope: string, roomId: string, on: boolean): void {
    const room = this.room(scope, roomId);
    if (room) room.bots = on;
    this.ensureTicking();
  }

  stats(scope: string, roomId: string): RoomStats | undefined {
    const room = this.rooms.get(roomKey(scope, roomId));
    return room ? { ...room.stats, online: this.online(room) } : undefined;
  }
}
