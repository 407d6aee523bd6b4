import type { ChatWireMessage } from '../../../src/api/live/chat-protocol';
import type { SimContext } from '../../core/context';
import { goalReactions, type GoalEvent, type RoomBot } from './chat-bots';
import { botLine, containsSensitive, GIFTS, giftPrice } from './chat-data';
import { admit, SERVER, type Room } from './chat-room';

/** How often the chat server sends a room's batch and its bots act (chat-server.ts). */
export const TICK_MS = 100;
const BOT_MESSAGES_PER_SECOND = 1.5;
const BOT_GIFTS_PER_SECOND = 0.08;

/** The score of a room's streamed match, for the bots' goal cheers (undefined: the room streams no known match). */
export type RoomScoreOf = (roomId: string) => GoalEvent | undefined;

/** What the room's activity needs from the server: its tick count, message ids and the room's word list. */
export interface ActivityHost {
  tickCount(): number;
  nextId(room: Room): string;
  wordsFor(scope: string, presenterId: string): string[];
}

/**
 * What happens in a room by itself each tick while someone watches: the regulars' lines and gifts,
 * their cheers after a goal of the streamed match, and the test-control floods. Everything said
 * comes from the room's own seeded RNG; times come from ctx.clock.
 */
export class RoomActivity {
  constructor(
    private readonly ctx: SimContext,
    private readonly scoreOf: RoomScoreOf,
    private readonly host: ActivityHost,
  ) {}

  tick(room: Room): void {
    if (room.bots) {
      // Bernoulli per tick at rate * tick: about 1.5 messages and 0.08 gifts a second.
      if (room.rng.chance((BOT_MESSAGES_PER_SECOND * TICK_MS) / 1000)) this.botSays(room);
      if (room.rng.chance((BOT_GIFTS_PER_SECOND * TICK_MS) / 1000)) this.botGift(room);
    }
    this.goalTick(room);
    this.floodTick(room);
  }

  /**
   * A goal in the room's match since the last look queues the regulars' cheers (seeded from the
   * room and the score) when the room's bots are on; each is said when its time on ctx.clock comes
   * (under a frozen clock, after as many ticks as its delay). Looked at while the room has viewers.
   */
  private goalTick(room: Room): void {
    const score = this.scoreOf(room.roomId);
    const last = room.lastScore;
    room.lastScore = score;
    const now = this.ctx.clock.now();
    const tick = this.host.tickCount();
    if (!room.bots) room.cheers = [];
    else if (score && last && score.matchId === last.matchId && score.home + score.away > last.home + last.away) {
      // Marked as reacting to the goal (its push's time; else now, which is no earlier): a room synced to
      // the viewer's video holds them until the video shows the goal (docs/chat-protocol.md).
      const goalAt = Math.min(score.at ?? now, now);
      const cheers = goalReactions(this.ctx.seed, room.roomId, room.cast, score, now).map((r) => ({
        ...r,
        goalAt,
        dueTick: tick + Math.ceil((r.at - now) / TICK_MS),
      }));
      room.cheers = [...room.cheers, ...cheers].sort((a, b) => a.at - b.at);
    }
    while (room.cheers.length > 0) {
      const next = room.cheers[0]!;
      if (this.ctx.clock.frozen ? tick < next.dueTick : now < next.at) break;
      room.cheers.shift();
      const { bot, text, at, goalAt } = next;
      admit(room, {
        id: this.host.nextId(room),
        roomId: room.roomId,
        at,
        from: { userId: bot.userId, nick: bot.nick, bot: true },
        kind: 'text',
        text,
        priority: 'normal',
        reactsTo: { kind: 'goal', at: goalAt },
      });
    }
  }

  /** The next speaker: one of the room's regulars, not the one who spoke last. */
  private speaker(room: Room): RoomBot {
    const others = room.cast.filter((b) => b.nick !== room.recent.lastNick);
    return room.rng.pick(others.length > 0 ? others : room.cast);
  }

  private floodTick(room: Room): void {
    room.floods = room.floods.filter((f) => f.untilTick >= this.host.tickCount());
    for (const flood of room.floods) {
      flood.carry += (flood.perSecond * TICK_MS) / 1000;
      while (flood.carry >= 1) {
        flood.carry -= 1;
        this.botSays(room, flood.priority, 0);
      }
    }
  }

  /** A bot's line; abusive ones are refused as Tencent's 80001 would (counted, never delivered). */
  botSays(
    room: Room,
    priority: 'high' | 'normal' = 'normal',
    abusiveShare = 0.08,
    text?: string,
  ): ChatWireMessage | undefined {
    const bot = this.speaker(room);
    const line = botLine(room.rng, bot.language, abusiveShare, room.recent, bot);
    const said = text ?? line.text;
    if (containsSensitive(said, this.host.wordsFor(room.scope, room.presenterId))) {
      room.stats.refused += 1;
      return undefined;
    }
    const message: ChatWireMessage = {
      id: this.host.nextId(room),
      roomId: room.roomId,
      at: this.ctx.clock.now(),
      from: { userId: line.userId, nick: line.nick, bot: true },
      kind: 'text',
      text: said,
      priority,
    };
    return admit(room, message) ? message : undefined;
  }

  botGift(room: Room): void {
    const gift = room.rng.pick(GIFTS.slice(0, 5));
    const bot = room.rng.pick(room.cast);
    const count = room.rng.chance(0.8) ? 1 : room.rng.int(2, 10);
    const sender = { userId: bot.userId, nick: bot.nick, bot: true };
    const value = giftPrice(gift, 'VND') * count;
    this.announce(room, SERVER, {
      type: 'gift',
      sender,
      giftId: gift.id,
      giftName: gift.names[bot.language],
      giftNames: { ...gift.names },
      count,
      value,
      big: gift.big,
    });
  }

  /** A high-priority event in the room (a gift, a ban, a notice): always passes the room's limit. */
  announce(room: Room, from: ChatWireMessage['from'], custom: ChatWireMessage['custom']): ChatWireMessage {
    const message: ChatWireMessage = {
      id: this.host.nextId(room),
      roomId: room.roomId,
      at: this.ctx.clock.now(),
      from,
      kind: 'custom',
      custom,
      priority: 'high',
    };
    admit(room, message);
    return message;
  }
}
