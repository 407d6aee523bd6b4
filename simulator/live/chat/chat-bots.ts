import { createRng } from '../../core/rng';
import { CHAT_LANGUAGES, hashSeed, type ChatLanguage } from './chat-data';

/**
 * Who talks in a room and how they greet a goal. A room's cast (its regulars: nick, language) comes
 * from the simulator seed and the room id, so room-9001 and room-9002 have different people in them
 * and the same room has the same people on every machine. A goal of the room's streamed match gets a
 * few reactions from the cast, each in that bot's language, at seeded delays after the goal on the
 * simulator's clock: the same seed, room and score give the same reactions at the same times.
 */

export interface RoomBot {
  nick: string;
  userId: string;
  language: ChatLanguage;
}

/** Every language's pool of bot names; a room's cast is drawn from them. */
const NAMES: Record<ChatLanguage, readonly string[]> = {
  'zh-cn': ['小明', '球迷老王', '阿杰', '红魔', '夜猫子', '老K', '小雨', '铁杆张'],
  en: ['Sam', 'GoalHunter', 'Mia', 'TheGaffer', 'Jay', 'Rhys', 'Kat', 'Dino'],
  vi: ['Tuấn', 'Linh', 'Minh Anh', 'Hùng', 'Bảo', 'Quang', 'Thảo', 'Duy'],
  th: ['สมชาย', 'น้องมิว', 'ต้น', 'แบงค์', 'ฝน', 'เอก', 'ปุ้ย', 'โอ๊ต'],
};

/** How many regulars a room has. */
export const CAST_SIZE = 6;

/** A goal's cheers per language; `{score}` is the new score. */
export const GOAL_LINES: Record<ChatLanguage, readonly string[]> = {
  'zh-cn': ['进了！！！', '球进了，{score}！', '漂亮的进球', '太精彩了 {score}', '我就说会进球', '这球必须回放'],
  en: [
    'GOAL!!!',
    'What a finish, {score}!',
    'Get in!',
    'Called it, {score}',
    'Unbelievable goal',
    'Replay that one please',
  ],
  vi: [
    'VÀOOO!!!',
    'Bàn thắng đẹp quá, {score}!',
    'Vào rồi!',
    'Đã bảo mà, {score}',
    'Không thể tin nổi',
    'Chiếu lại pha đó đi',
  ],
  th: ['เข้าาา!!!', 'ยิงสวยมาก {score}!', 'เข้าไปแล้ว!', 'บอกแล้วว่าต้องเข้า {score}', 'ประตูสุดยอด', 'ขอดูรีเพลย์หน่อย'],
};

/** The room's regulars: most speak its main language, a few others; names are not repeated in a room. */
export function roomCast(seed: number, roomId: string, main: ChatLanguage): RoomBot[] {
  const rng = createRng(hashSeed(seed, roomId, 'cast'));
  const cast: RoomBot[] = [];
  for (let i = 0; i < CAST_SIZE; i++) {
    const language = i < CAST_SIZE - 2 || rng.chance(0.5) ? main : rng.pick(CHAT_LANGUAGES);
    const free = NAMES[language].filter((n) => !cast.some((b) => b.nick === n));
    const nick = rng.pick(free.length > 0 ? free : NAMES[language]);
    cast.push({ nick, userId: `bot-${language}-${NAMES[language].indexOf(nick)}`, language });
  }
  return cast;
}

export interface GoalEvent {
  matchId: number;
  /** The score after the goal. */
  home: number;
  away: number;
  /** When it was scored (server time of its score push), when known. */
  at?: number;
}

export interface BotReaction {
  /** When it is said, on the simulator's clock (the goal's time plus a seeded delay). */
  at: number;
  bot: RoomBot;
  text: string;
}

/** Reactions come this long after the goal at the soonest / latest. */
export const REACTION_DELAY_MS = { min: 400, max: 4_000 } as const;

/**
 * Two to four cheers from different regulars after a goal, ordered by time, seeded from the room and
 * the score (the same goal, the same cheers; the next goal, others).
 */
export function goalReactions(
  seed: number,
  roomId: string,
  cast: readonly RoomBot[],
  goal: GoalEvent,
  goalAt: number,
): BotReaction[] {
  const rng = createRng(hashSeed(seed, roomId, 'goal', `${goal.matchId}`, `${goal.home}:${goal.away}`));
  const count = Math.min(cast.length, rng.int(2, 4));
  const speakers = [...cast];
  const reactions: BotReaction[] = [];
  for (let i = 0; i < count; i++) {
    const bot = speakers.splice(rng.int(0, speakers.length - 1), 1)[0]!;
    const text = rng.pick(GOAL_LINES[bot.language]).replace('{score}', `${goal.home}:${goal.away}`);
    reactions.push({ at: goalAt + rng.int(REACTION_DELAY_MS.min, REACTION_DELAY_MS.max), bot, text });
  }
  return reactions.sort((a, b) => a.at - b.at);
}
