import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatWireMessage } from '../../../src/api/live/chat-protocol';
import type { SimContext } from '../../core/context';
import { Scoped } from '../../core/scope';
import { CAST_SIZE, GOAL_LINES, goalReactions, REACTION_DELAY_MS, roomCast, type GoalEvent } from './chat-bots';
import { CHAT_LANGUAGES } from './chat-data';
import { ChatServer } from './chat-server';

describe('a room’s regulars', () => {
  it('depend on the seed and the room, and are the same for the same pair', () => {
    const cast = roomCast(20261122, 'room-9001', 'vi');
    expect(roomCast(20261122, 'room-9001', 'vi')).toEqual(cast);
    expect(roomCast(20261122, 'room-9002', 'vi')).not.toEqual(cast);
    expect(roomCast(7, 'room-9001', 'vi')).not.toEqual(cast);
    expect(cast).toHaveLength(CAST_SIZE);
    expect(new Set(cast.map((b) => b.nick)).size).toBe(CAST_SIZE);
    expect(cast.filter((b) => b.language === 'vi').length).toBeGreaterThanOrEqual(CAST_SIZE - 2);
  });
});

describe('goal reactions', () => {
  const cast = roomCast(20261122, 'room-9001', 'en');
  const goal: GoalEvent = { matchId: 77, home: 1, away: 0 };

  it('two to four cheers from different regulars, each in that bot’s language, at seeded times after the goal', () => {
    const at = 1_800_000_000_000;
    const cheers = goalReactions(20261122, 'room-9001', cast, goal, at);
    expect(cheers.length).toBeGreaterThanOrEqual(2);
    expect(cheers.length).toBeLessThanOrEqual(4);
    expect(new Set(cheers.map((c) => c.bot.nick)).size).toBe(cheers.length);
    for (const c of cheers) {
      expect(cast).toContainEqual(c.bot);
      expect(GOAL_LINES[c.bot.language].map((l) => l.replace('{score}', '1:0'))).toContain(c.text);
      expect(c.at - at).toBeGreaterThanOrEqual(REACTION_DELAY_MS.min);
      expect(c.at - at).toBeLessThanOrEqual(REACTION_DELAY_MS.max);
    }
    expect(cheers.map((c) => c.at)).toEqual([...cheers.map((c) => c.at)].sort((a, b) => a - b));
  });

  it('the same goal in the same room cheers the same; another score, room or seed differently', () => {
    const once = goalReactions(20261122, 'room-9001', cast, goal, 0);
    expect(goalReactions(20261122, 'room-9001', cast, goal, 0)).toEqual(once);
    const others = [
      goalReactions(20261122, 'room-9001', cast, { ...goal, home: 2 }, 0),
      goalReactions(20261122, 'room-9002', cast, goal, 0),
      goalReactions(5, 'room-9001', cast, goal, 0),
    ];
    for (const other of others)
      expect(other.map((c) => [c.bot.nick, c.text, c.at])).not.toEqual(once.map((c) => [c.bot.nick, c.text, c.at]));
  });

  it('speak every language of the cast', () => {
    for (const language of CHAT_LANGUAGES) expect(GOAL_LINES[language].length).toBeGreaterThanOrEqual(4);
  });
});

/**
 * The chat server's ticks with a fake socket.io namespace (the room has one viewer) and a clock the
 * test moves: a goal of the room's match is cheered by the expected regulars at the expected times.
 */
describe('the chat server cheers a goal of the room’s match', () => {
  const SEED = 20261122;
  const SCOPE = 'scope-1';
  const ROOM = 'room-9001';
  let now = 1_800_000_000_000;
  let frozen = false;
  let score: GoalEvent = { matchId: 77, home: 0, away: 0 };
  let emitted: ChatWireMessage[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_800_000_000_000;
    emitted = [];
    score = { matchId: 77, home: 0, away: 0 };
  });
  afterEach(() => vi.useRealTimers());

  function server() {
    const rooms = new Map<string, Set<string>>([[`${SCOPE}|${ROOM}`, new Set(['viewer'])]]);
    const nsp = {
      use: () => undefined,
      on: () => undefined,
      adapter: { rooms },
      to: () => ({ emit: (event: string, batch: ChatWireMessage[]) => event === 'msgs' && emitted.push(...batch) }),
    };
    const ctx = {
      seed: SEED,
      scopes: new Scoped(() => ({})),
      clock: {
        now: () => now,
        get frozen() {
          return frozen;
        },
      },
      io: { of: () => nsp },
      store: { onSessionEnded: () => undefined },
    } as unknown as SimContext;
    const chat = new ChatServer(ctx, false, (roomId) => (roomId === ROOM ? score : undefined));
    chat.setBots(SCOPE, ROOM, true);
    return chat;
  }
  const tick = (n = 1) => {
    for (let i = 0; i < n; i++) {
      now += 100;
      vi.advanceTimersByTime(100);
    }
  };
  const cheersIn = (messages: ChatWireMessage[], expected: ReturnType<typeof goalReactions>) =>
    messages
      .filter((m) => expected.some((c) => c.text === m.text && c.bot.nick === m.from.nick))
      .map((m) => ({ nick: m.from.nick, text: m.text, at: m.at }));

  it('under a flowing clock: the seeded cheers, at their seeded times', () => {
    const chat = server();
    tick(3);
    score = { matchId: 77, home: 1, away: 0 };
    tick(1);
    const expected = goalReactions(SEED, ROOM, roomCast(SEED, ROOM, languageOf(chat)), score, now);
    tick(50);
    expect(cheersIn(emitted, expected)).toEqual(expected.map((c) => ({ nick: c.bot.nick, text: c.text, at: c.at })));
    chat.stop();
  });

  it('under a frozen clock: the same cheers, after as many ticks as their delays', () => {
    frozen = true;
    const chat = server();
    tick(2);
    score = { matchId: 77, home: 0, away: 1 };
    const goalAt = now;
    vi.advanceTimersByTime(100);
    const expected = goalReactions(SEED, ROOM, roomCast(SEED, ROOM, languageOf(chat)), score, goalAt);
    expect(cheersIn(emitted, expected)).toEqual([]);
    vi.advanceTimersByTime(REACTION_DELAY_MS.max + 200);
    expect(cheersIn(emitted, expected)).toHaveLength(expected.length);
    chat.stop();
  });

  it('no cheers with the room’s bots off', () => {
    const chat = server();
    chat.setBots(SCOPE, ROOM, false);
    tick(2);
    score = { matchId: 77, home: 1, away: 0 };
    tick(60);
    expect(emitted.filter((m) => m.from.bot)).toEqual([]);
    chat.stop();
  });
});

describe('a room’s main language', () => {
  it('is its catalogue presenter’s (Vietnamese, Chinese, Thai audiences); a room of no catalogue presenter draws one', () => {
    const ctx = {
      seed: 20261122,
      scopes: new Scoped(() => ({})),
      clock: { now: () => 0, frozen: true },
      io: { of: () => ({ use: () => undefined, on: () => undefined }) },
      store: { onSessionEnded: () => undefined },
    } as unknown as SimContext;
    // The room's owner as the catalogue would name it (room-9001 is presenter 501's...).
    const chat = new ChatServer(
      ctx,
      false,
      () => undefined,
      (roomId) => (roomId.startsWith('room-900') ? `50${roomId.at(-1)}` : ''),
    );
    const open = (roomId: string) =>
      (chat as unknown as { room: (s: string, r: string) => { language: string; cast: { language: string }[] } }).room(
        's',
        roomId,
      );
    for (const [roomId, language] of [
      ['room-9001', 'vi'],
      ['room-9003', 'zh-cn'],
      ['room-9004', 'th'],
      ['room-9002', 'vi'],
    ] as const) {
      const room = open(roomId);
      expect(room.language, roomId).toBe(language);
      expect(room.cast.filter((b) => b.language === language).length).toBeGreaterThanOrEqual(CAST_SIZE - 2);
    }
    const drawn = new Set(Array.from({ length: 12 }, (_, i) => open(`room-t${i}`).language));
    expect(drawn.size).toBeGreaterThan(1);
    chat.stop();
  });
});

/** The room's main language, as the server seeded it (its regulars are mostly of it). */
function languageOf(chat: ChatServer): (typeof CHAT_LANGUAGES)[number] {
  return (
    chat as unknown as { rooms: { values(): IterableIterator<{ language: (typeof CHAT_LANGUAGES)[number] }> } }
  ).rooms
    .values()
    .next().value!.language;
}
