import { createRng } from '../../core/rng';
import type { SimMatch } from '../../sports/types';
import type { SportsWorld } from '../../sports/world';

/**
 * The seeded live catalogue: presenters and their streams, each tied to a provider match of the
 * sports world (`fbId`). Built once from the seed and the simulator's start instant (the same
 * seed and instant give the same catalogue), so tests can name streams by their ids.
 */

export type SiteLang = 'zh-cn' | 'en' | 'vi' | 'th';
export type Texts = Record<SiteLang, string>;

/** Stream status on the wire: 1 upcoming, 2 live, 3 offline (off air, coming back), 4 ended. */
export type StreamStatus = 1 | 2 | 3 | 4;
export const STATUS = { upcoming: 1, live: 2, offline: 3, ended: 4 } as const;

export interface SimPresenter {
  id: number;
  nickName: string;
  intro: Texts;
  /** Followers before any user of the simulator follows. */
  baseFollowers: number;
  /** What most of the room's regulars chat in (the presenter's own audience). */
  language: SiteLang;
}

/** How a stream's status moves on the clock (only with the live engines on). */
export type Plan =
  | { kind: 'steady' }
  /** Off air for `offSecs` every `everySecs`, starting `firstSecs` after the anchor. */
  | { kind: 'flaky'; firstSecs: number; offSecs: number; everySecs: number }
  /** Ends `atSecs` after the anchor. */
  | { kind: 'ends'; atSecs: number }
  /** Upcoming, goes live at its start time. */
  | { kind: 'starts' };

export interface SimStream {
  id: number;
  presenterId: number;
  fbId: number;
  sportId: number;
  /** The media server's stream key. */
  key: string;
  groupId: string;
  titles: Texts;
  tagIds: number[];
  /** The seeded status at the anchor. */
  initial: StreamStatus;
  startTime: number;
  /** When an ended stream ended (ms), else null. */
  endTime: number | null;
  baseViewers: number;
  /** Price to enter in the user's currency units; 0 is a free room. */
  fee: number;
  plan: Plan;
  /** Set on a stream a presenter made in the console: its status follows their own encoder. */
  made?: MadeStream;
}

/** What a presenter-made stream carries beyond a seeded one (simulator/live/presenter). */
export interface MadeStream {
  userName: string;
  /** The simulator scope it was made in: lists show it there only (parallel tests), by id it opens anywhere. */
  scope: string;
  /** The secret of its push key (shown to the owner only). */
  secret: string;
  /** saved: waiting for the encoder, or on air; stopped: over for good. */
  phase: 'saved' | 'stopped';
  /** When the encoder first went on air (null: never yet), so a drop reads "encoder lost", not "waiting". */
  liveSince: number | null;
  /** An uploaded cover (served by the presenter routes), else the generated one. */
  coverUrl: string | null;
  satellite: string;
}

export const TAGS: ReadonlyArray<{ id: number; names: Texts }> = [
  { id: 1, names: { 'zh-cn': '足球', en: 'Football', vi: 'Bóng đá', th: 'ฟุตบอล' } },
  { id: 2, names: { 'zh-cn': '解说', en: 'Commentary', vi: 'Bình luận', th: 'พากย์สด' } },
  { id: 3, names: { 'zh-cn': '热门', en: 'Hot', vi: 'Nổi bật', th: 'มาแรง' } },
  { id: 4, names: { 'zh-cn': '付费', en: 'Premium', vi: 'Trả phí', th: 'พรีเมียม' } },
  { id: 5, names: { 'zh-cn': '赛前', en: 'Preview', vi: 'Trước trận', th: 'ก่อนเกม' } },
];

export const PRESENTERS: readonly SimPresenter[] = [
  {
    id: 501,
    nickName: 'Linh Anh',
    baseFollowers: 12840,
    language: 'vi',
    intro: {
      'zh-cn': '越南联赛与英超解说',
      en: 'V.League and Premier League commentary',
      vi: 'Bình luận V.League và Ngoại hạng Anh',
      th: 'พากย์วีลีกและพรีเมียร์ลีก',
    },
  },
  {
    id: 502,
    nickName: 'Minh Quân',
    baseFollowers: 8420,
    language: 'vi',
    intro: {
      'zh-cn': '数据派分析师',
      en: 'Numbers-first match analyst',
      vi: 'Phân tích trận đấu bằng số liệu',
      th: 'นักวิเคราะห์สายสถิติ',
    },
  },
  {
    id: 503,
    nickName: '小雨',
    baseFollowers: 20517,
    language: 'zh-cn',
    intro: {
      'zh-cn': '陪你看球聊球',
      en: 'Watching and chatting football with you',
      vi: 'Cùng bạn xem và bàn bóng đá',
      th: 'ดูบอลและคุยบอลไปด้วยกัน',
    },
  },
  {
    id: 504,
    nickName: 'Nok',
    baseFollowers: 5311,
    language: 'th',
    intro: {
      'zh-cn': '泰国联赛专家',
      en: 'Thai League specialist',
      vi: 'Chuyên gia giải Thái Lan',
      th: 'ผู้เชี่ยวชาญไทยลีก',
    },
  },
  {
    id: 505,
    nickName: 'Tuấn BLV',
    baseFollowers: 3095,
    language: 'vi',
    intro: {
      'zh-cn': '赛前直播与预测',
      en: 'Pre-match shows and picks',
      vi: 'Trực tiếp trước trận và nhận định',
      th: 'ไลฟ์ก่อนเกมและทีเด็ด',
    },
  },
];

/** Cover titles in the four languages, with the teams' names in each. */
const titleOf = (m: SimMatch, style: number): Texts => {
  const [h, a] = [m.home.names, m.away.names];
  const styles: Texts[] = [
    {
      'zh-cn': `直播：${h.zh} 对 ${a.zh}`,
      en: `Live: ${h.en} vs ${a.en}`,
      vi: `Trực tiếp: ${h.vi} vs ${a.vi}`,
      th: `ถ่ายทอดสด: ${h.th} พบ ${a.th}`,
    },
    {
      'zh-cn': `${h.zh} - ${a.zh} 实时解说`,
      en: `${h.en} - ${a.en} live commentary`,
      vi: `${h.vi} - ${a.vi} bình luận trực tiếp`,
      th: `${h.th} - ${a.th} พากย์สด`,
    },
    {
      'zh-cn': `一起看 ${h.zh} 对 ${a.zh}`,
      en: `Watch along: ${h.en} v ${a.en}`,
      vi: `Cùng xem: ${h.vi} gặp ${a.vi}`,
      th: `ดูด้วยกัน: ${h.th} กับ ${a.th}`,
    },
  ];
  return styles[style % styles.length]!;
};

/** Soccer matches with pictures, most recently kicked off first (the longest left to play). */
function pickMatches(
  world: SportsWorld,
  ms: number,
  count: number,
  order: (a: SimMatch, b: SimMatch) => number,
): SimMatch[] {
  return [...world.matches.values()]
    .filter((m) => m.ty === 2 && m.sid === 1 && m.ms === ms)
    .sort((a, b) => Number(b.league.hot) - Number(a.league.hot) || order(a, b) || a.id - b.id)
    .slice(0, count);
}

/**
 * Four live streams (one flaky, one ending), two upcoming (one starting three minutes after the
 * anchor, one hours away) and one ended. Stream 9002 is the fee room.
 */
export function seedCatalogue(seed: number, world: SportsWorld, anchor: number): SimStream[] {
  const rng = createRng(seed ^ 0x11e5);
  const live = pickMatches(world, 5, 4, (a, b) => b.bt - a.bt);
  const upcoming = pickMatches(world, 4, 1, (a, b) => a.bt - b.bt);
  // The second upcoming stream starts hours away, so it stays upcoming through a test run.
  const ahead = pickMatches(world, 4, 500, (a, b) => a.bt - b.bt).filter((m) => m.id !== upcoming[0]?.id);
  const later = ahead.find((m) => m.bt >= anchor + 3 * 3600_000) ?? ahead.at(-1);
  const ended = pickMatches(world, 0, 1, (a, b) => b.bt - a.bt);
  const streams: SimStream[] = [];
  const add = (
    m: SimMatch | undefined,
    presenterId: number,
    initial: StreamStatus,
    plan: Plan,
    extra: Partial<SimStream> = {},
  ) => {
    if (!m) return;
    const id = 9001 + streams.length;
    streams.push({
      id,
      presenterId,
      fbId: m.id,
      sportId: m.sid,
      key: `stream-${id}`,
      groupId: `room-${id}`,
      titles: titleOf(m, streams.length),
      tagIds: [1, streams.length % 2 ? 3 : 2],
      initial,
      startTime: Math.min(m.bt, anchor) - 5 * 60_000,
      endTime: null,
      baseViewers: 400 + rng.int(0, 9000),
      fee: 0,
      plan,
      ...extra,
    });
  };
  add(live[0], 501, STATUS.live, { kind: 'steady' });
  add(live[1], 502, STATUS.live, { kind: 'steady' }, { fee: 20_000, tagIds: [1, 4] });
  add(live[2], 503, STATUS.live, { kind: 'flaky', firstSecs: 240, offSecs: 60, everySecs: 600 });
  add(live[3], 504, STATUS.live, { kind: 'ends', atSecs: 480 });
  add(upcoming[0], 505, STATUS.upcoming, { kind: 'starts' }, { startTime: anchor + 180_000, tagIds: [1, 5] });
  add(
    later,
    501,
    STATUS.upcoming,
    { kind: 'starts' },
    { startTime: later ? later.bt - 10 * 60_000 : anchor, tagIds: [1, 5] },
  );
  const last = ended[0];
  add(
    last,
    503,
    STATUS.ended,
    { kind: 'steady' },
    last ? { startTime: last.bt - 5 * 60_000, endTime: last.endedAt || last.bt + 2 * 3600_000 } : {},
  );
  return streams;
}

/** The status the plan gives at `now` (live engines on), before any test override. */
export function plannedStatus(s: SimStream, anchor: number, now: number): StreamStatus {
  const secs = (now - anchor) / 1000;
  switch (s.plan.kind) {
    case 'steady':
      return s.initial;
    case 'ends':
      return secs >= s.plan.atSecs ? STATUS.ended : s.initial;
    case 'starts':
      return now >= s.startTime ? STATUS.live : STATUS.upcoming;
    case 'flaky': {
      const { firstSecs, offSecs, everySecs } = s.plan;
      if (secs < firstSecs) return s.initial;
      return (secs - firstSecs) % everySecs < offSecs ? STATUS.offline : STATUS.live;
    }
  }
}

/** Viewers move on the clock: a slow swell and a seeded wobble every 5 s (live engines on only). */
export function viewersAt(s: SimStream, status: StreamStatus, now: number, moving: boolean): number {
  if (status !== STATUS.live) return 0;
  if (!moving) return s.baseViewers;
  const slot = Math.floor(now / 5000);
  const wobble = createRng((s.id * 7919) ^ slot).int(-40, 40);
  const swell = Math.round(s.baseViewers * 0.15 * Math.sin(now / 90_000 + s.id));
  return Math.max(1, s.baseViewers + swell + wobble);
}
