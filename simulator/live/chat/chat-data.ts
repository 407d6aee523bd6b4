import type { Rng } from '../../core/rng';

/**
 * The chat's seeded material: sensitive words, what bots say in each language, and the gift
 * catalogue. Bots pick from these with a room's own RNG (a room's regulars and their goal cheers:
 * chat-bots.ts), so the same seed gives the same chat on every machine.
 */

export type ChatLanguage = 'zh-cn' | 'en' | 'vi' | 'th';
export const CHAT_LANGUAGES: readonly ChatLanguage[] = ['zh-cn', 'en', 'vi', 'th'];

/** What the server refuses (as Tencent's 80001 would) and /api/live/sensitive/word/list lists. */
export const SENSITIVE_WORDS: readonly string[] = [
  'scammer',
  'idiot',
  'fixed match',
  'freebet4u',
  '骗子',
  '傻瓜',
  '假球',
  '代充',
  'lừa đảo',
  'đồ ngu',
  'bán độ',
  'โกง',
  'ไอ้โง่',
  'ล้มบอล',
];

/** What bots say, per language: large enough that a minute of chat does not read as a loop. */
const LINES: Record<ChatLanguage, readonly string[]> = {
  'zh-cn': [
    '好球！',
    '这脚射门太漂亮了',
    '主队加油',
    '裁判在干嘛',
    '下半场肯定进球',
    '主播晚上好',
    '这波防守稳',
    '角球来了',
    '今晚必胜',
    '守门员神了',
    '这个传球有想法',
    '中场控制得不错',
    '又越位了吧',
    '换人了，看看效果',
    '客队反击好快',
    '这球可惜了',
    '门柱！差一点',
    '来个点球吧',
    '主播解说得真好',
    '第一次来直播间',
    '比分会不会被扳平',
    '边路突破太猛了',
    '黄牌，该给',
    '补时几分钟？',
    '这场踢得真好看',
    '防线有点乱',
  ],
  en: [
    'What a shot!',
    'Come on you reds',
    'That was never offside',
    'Great save',
    'Who is watching from Manila?',
    'Next goal wins',
    'Ref needs glasses',
    'Hello everyone',
    'Nice pass',
    'Corner incoming',
    'Off the post!',
    'Their press is relentless',
    'Sub him off already',
    'Clean tackle that',
    'How was that not a penalty?',
    'Midfield is asleep',
    'Keeper had no chance',
    'Lovely one-two',
    'First time in this room, hi',
    'Away side look dangerous on the break',
    'Yellow card, fair enough',
    'How much stoppage time?',
    'This is a proper game',
    'Back four all over the place',
    'Give the ball to the winger',
    'Shoot!!',
  ],
  vi: [
    'Sút hay quá!',
    'Cố lên đội nhà',
    'Trọng tài xem lại đi',
    'Thủ môn xuất sắc',
    'Chào MC',
    'Hiệp hai chắc có bàn',
    'Phạt góc kìa',
    'Đá đẹp quá',
    'Tối nay thắng chắc',
    'Chuyền hay',
    'Trúng cột dọc rồi!',
    'Pressing rát quá',
    'Thay người đi HLV ơi',
    'Pha xoạc chuẩn',
    'Sao không phải penalty?',
    'Tuyến giữa ngủ gật à',
    'Thủ môn bó tay',
    'Phối hợp đẹp mắt',
    'Lần đầu vào phòng, chào mọi người',
    'Đội khách phản công nguy hiểm',
    'Thẻ vàng là đúng',
    'Bù giờ mấy phút vậy?',
    'Trận này hay thật',
    'Hàng thủ lộn xộn quá',
    'Chuyền ra cánh đi',
    'Sút đi!!',
  ],
  th: [
    'ยิงสวยมาก!',
    'สู้ๆ ทีมเหย้า',
    'กรรมการดูดีๆ',
    'ผู้รักษาประตูเยี่ยม',
    'สวัสดีครับพิธีกร',
    'ครึ่งหลังได้ประตูแน่',
    'เตะมุมมาแล้ว',
    'เล่นสวย',
    'คืนนี้ชนะแน่',
    'จ่ายบอลดี',
    'ชนเสาเฉย!',
    'เพรสซิ่งหนักมาก',
    'เปลี่ยนตัวได้แล้ว',
    'สไลด์สวยครับ',
    'ทำไมไม่ได้จุดโทษ',
    'กองกลางหลับอยู่เหรอ',
    'โกลรับไม่ทันจริงๆ',
    'วันทูสวยมาก',
    'เพิ่งเข้ามาครั้งแรก สวัสดีทุกคน',
    'ทีมเยือนสวนกลับอันตราย',
    'ใบเหลืองสมควรแล้ว',
    'ทดเจ็บกี่นาที',
    'เกมนี้สนุกจริงๆ',
    'แนวรับรวนไปหมด',
    'ส่งบอลออกข้างสิ',
    'ยิงเลย!!',
  ],
};

const NAMES: Record<ChatLanguage, readonly string[]> = {
  'zh-cn': ['小明', '球迷老王', '阿杰', '红魔', '夜猫子'],
  en: ['Sam', 'GoalHunter', 'Mia', 'TheGaffer', 'Jay'],
  vi: ['Tuấn', 'Linh', 'Minh Anh', 'Hùng', 'Bảo'],
  th: ['สมชาย', 'น้องมิว', 'ต้น', 'แบงค์', 'ฝน'],
};

export interface BotLine {
  nick: string;
  userId: string;
  language: ChatLanguage;
  text: string;
  abusive: boolean;
}

/** How many of a room's latest lines a bot does not say again (a chat repeating itself reads as a loop). */
export const RECENT_LINES = 8;

/**
 * One bot line: mostly ordinary, `abusiveShare` of them with a sensitive word in it. `recent` holds
 * the room's latest lines and nicks: a line among them is picked again (a few tries, so the RNG's use
 * stays bounded), and the last speaker does not speak twice in a row.
 */
export function botLine(
  rng: Rng,
  language: ChatLanguage,
  abusiveShare = 0.08,
  recent?: { lines: string[]; lastNick?: string },
  speaker?: { nick: string; userId: string },
): BotLine {
  let index = speaker ? -1 : rng.int(0, NAMES[language].length - 1);
  if (!speaker && recent && NAMES[language][index] === recent.lastNick) index = (index + 1) % NAMES[language].length;
  const nick = speaker?.nick ?? NAMES[language][index] ?? 'bot';
  let base = rng.pick(LINES[language]);
  for (let tries = 0; recent && tries < 6 && recent.lines.includes(base); tries++) base = rng.pick(LINES[language]);
  if (recent) {
    recent.lines.push(base);
    if (recent.lines.length > RECENT_LINES) recent.lines.shift();
    recent.lastNick = nick;
  }
  const abusive = rng.chance(abusiveShare);
  const text = abusive ? `${base} ${rng.pick(SENSITIVE_WORDS)}` : base;
  return { nick, userId: speaker?.userId ?? `bot-${language}-${index}`, language, text, abusive };
}

export interface SimGift {
  id: number;
  names: Record<ChatLanguage, string>;
  /** Price in VND; other currencies divide by 25 000 (at least 0.01). */
  priceVnd: number;
  big: boolean;
  icon: string;
}

export const GIFTS: readonly SimGift[] = [
  {
    id: 1,
    names: { 'zh-cn': '玫瑰', en: 'Rose', vi: 'Hoa hồng', th: 'กุหลาบ' },
    priceVnd: 1_000,
    big: false,
    icon: 'rose',
  },
  {
    id: 2,
    names: { 'zh-cn': '鼓掌', en: 'Applause', vi: 'Vỗ tay', th: 'ปรบมือ' },
    priceVnd: 5_000,
    big: false,
    icon: 'clap',
  },
  {
    id: 3,
    names: { 'zh-cn': '围巾', en: 'Scarf', vi: 'Khăn cổ động', th: 'ผ้าพันคอ' },
    priceVnd: 20_000,
    big: false,
    icon: 'scarf',
  },
  {
    id: 4,
    names: { 'zh-cn': '奖杯', en: 'Trophy', vi: 'Cúp vàng', th: 'ถ้วยรางวัล' },
    priceVnd: 100_000,
    big: true,
    icon: 'trophy',
  },
  {
    id: 5,
    names: { 'zh-cn': '火箭', en: 'Rocket', vi: 'Tên lửa', th: 'จรวด' },
    priceVnd: 500_000,
    big: true,
    icon: 'rocket',
  },
  {
    id: 6,
    names: { 'zh-cn': '球场', en: 'Stadium', vi: 'Sân vận động', th: 'สนามกีฬา' },
    priceVnd: 2_000_000,
    big: true,
    icon: 'stadium',
  },
];

export function giftPrice(gift: SimGift, currency: string): number {
  if (currency === 'VND') return gift.priceVnd;
  return Math.max(0.01, Math.round((gift.priceVnd / 25_000) * 100) / 100);
}

/** FNV-1a of text, for seeding a room's RNG from the simulator seed and its names. */
export function hashSeed(seed: number, ...parts: string[]): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      h ^= part.charCodeAt(i);
      h = Math.imul(h, 16777619) >>> 0;
    }
    h ^= 0xff;
  }
  return h >>> 0;
}

export function containsSensitive(text: string, words: Iterable<string>): string | undefined {
  const lower = text.toLowerCase();
  for (const w of words) if (w && lower.includes(w.toLowerCase())) return w;
  return undefined;
}
