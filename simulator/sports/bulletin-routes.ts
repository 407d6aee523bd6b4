import type { FastifyInstance } from 'fastify';
import { createRng } from '../core/rng';
import { formatUtc8 } from '../site/time-utc8';
import type { Lang, SimMatch } from './types';
import type { SportsWorld } from './world';
import type { SimClock } from '../core/clock';
import { names } from './i18n';
import { matchName } from './serialize';
import { handler, int, page } from './request';
import { DAY, startOfDayUtc8 } from './calendar';

/**
 * Provider bulletins (designed; docs/provider-extensions.md): the notices real books run in their
 * marquee — postponements, kick-off changes, result corrections, maintenance — made from the
 * seeded world so they name real fixtures. Rendered per request language.
 */

type Kind = 'maintenance' | 'odds' | 'postponed' | 'kickoff' | 'correction' | 'corners';

const TITLES = {
  maintenance: names('Scheduled maintenance|Bảo trì định kỳ|系统维护公告|ปิดปรับปรุงระบบ'),
  odds: names('Live odds every second|Tỷ lệ trực tiếp cập nhật từng giây|滚球赔率每秒更新|ราคาสดอัปเดตทุกวินาที'),
  postponed: names('Match postponed|Thông báo hoãn trận|赛事延期通知|ประกาศเลื่อนการแข่งขัน'),
  kickoff: names('Kick-off time changed|Thay đổi giờ thi đấu|开赛时间变更|เปลี่ยนเวลาแข่งขัน'),
  correction: names('Result correction|Điều chỉnh kết quả|赛果更正|แก้ไขผลการแข่งขัน'),
  corners: names('Corner market rules|Quy định kèo phạt góc|角球盘口规则|กติกาตลาดเตะมุม'),
};

const BODIES = {
  maintenance: names(
    'The sports platform will be under maintenance on {t} (GMT+8). Betting is unavailable during this time.|Hệ thống thể thao sẽ bảo trì vào {t} (GMT+8). Trong thời gian này không thể đặt cược.|体育平台将于 {t}（GMT+8）进行系统维护，维护期间暂停投注。|ระบบกีฬาจะปิดปรับปรุงในวันที่ {t} (GMT+8) ระหว่างนี้จะไม่สามารถวางเดิมพันได้',
  ),
  odds: names(
    'Live markets for {l} now update every second, with video on selected matches.|Kèo trực tiếp {l} nay cập nhật từng giây, có video cho các trận chọn lọc.|{l}滚球盘口现已每秒更新，部分赛事提供视频直播。|ตลาดสด {l} อัปเดตทุกวินาที พร้อมวิดีโอในบางคู่',
  ),
  postponed: names(
    'Postponed: {m} ({l}). All bets on this match will be void.|Hoãn trận: {m} ({l}). Mọi cược cho trận này sẽ được hoàn tiền.|赛事延期：{m}（{l}），该场比赛所有注单将作无效处理。|เลื่อนการแข่งขัน: {m} ({l}) เดิมพันทั้งหมดของคู่นี้จะถูกยกเลิก',
  ),
  kickoff: names(
    '{m} ({l}) now kicks off at {t} (GMT+8). Bets placed stand.|Trận {m} ({l}) đổi giờ thi đấu sang {t} (GMT+8). Các cược đã đặt vẫn giữ nguyên.|{m}（{l}）开赛时间变更为 {t}（GMT+8），已投注单维持有效。|{m} ({l}) เปลี่ยนเวลาแข่งเป็น {t} (GMT+8) เดิมพันที่วางไว้ยังคงมีผล',
  ),
  correction: names(
    'The result of {m} ({l}) has been corrected to {s}. Affected bets have been resettled.|Kết quả trận {m} ({l}) đã được điều chỉnh thành {s}. Các cược liên quan đã được tính lại.|{m}（{l}）的赛果已更正为 {s}，相关注单已重新结算。|ผลการแข่งขัน {m} ({l}) ได้รับการแก้ไขเป็น {s} เดิมพันที่เกี่ยวข้องได้รับการคำนวณใหม่แล้ว',
  ),
  corners: names(
    'Corner markets settle on corners taken in regular time; a corner awarded but not taken does not count.|Kèo phạt góc tính theo số quả phạt góc được thực hiện trong thời gian chính thức; phạt góc được hưởng nhưng chưa thực hiện không được tính.|角球盘口以常规时间内实际开出的角球数结算，判罚但未开出的角球不计。|ตลาดเตะมุมคิดตามจำนวนการเตะมุมที่เกิดขึ้นจริงในเวลาปกติ ลูกที่ได้แต่ยังไม่ได้เตะไม่นับ',
  ),
};

/** Bulletin types (designed): 1 notice, 2 maintenance, 3 match change, 4 result, 5 rules. */
const TYPE: Record<Kind, number> = { odds: 1, maintenance: 2, postponed: 3, kickoff: 3, correction: 4, corners: 5 };

interface Item {
  id: number;
  kind: Kind;
  publishTime: number;
  top: boolean;
  match?: SimMatch;
  time?: number;
}

function buildItems(world: SportsWorld): Item[] {
  const rng = createRng(world.seed ^ 0xb011e7);
  const now = world.anchor;
  const all = [...world.matches.values()].sort((a, b) => a.id - b.id);
  const early = all.filter((m) => m.ty === 2 && m.ms === 4 && m.league.hot);
  const finished = all.filter((m) => m.ms === 0 && m.ty === 2);
  const plan: Omit<Item, 'id' | 'publishTime'>[] = [
    // 02:00 UTC+8 the day after tomorrow: the quiet hour books use.
    { kind: 'maintenance', top: true, time: startOfDayUtc8(now) + 2 * DAY + 2 * 3_600_000 },
    { kind: 'odds', top: true, match: all.find((m) => m.sid === 1 && m.league.hot) },
    { kind: 'postponed', top: true, match: rng.pick(early) },
    { kind: 'kickoff', top: false, match: rng.pick(early) },
    { kind: 'correction', top: false, match: rng.pick(finished) },
    { kind: 'odds', top: false, match: all.find((m) => m.sid === 3) },
    { kind: 'postponed', top: false, match: rng.pick(early) },
    { kind: 'corners', top: false },
    { kind: 'kickoff', top: false, match: rng.pick(early) },
    { kind: 'correction', top: false, match: rng.pick(finished) },
    { kind: 'postponed', top: false, match: rng.pick(early) },
    { kind: 'maintenance', top: false, time: startOfDayUtc8(now) - 9 * DAY + 2 * 3_600_000 },
  ];
  return plan.map((p, i) => ({
    ...p,
    id: 9001 + i,
    publishTime: now - i * (2 + rng.int(0, 10)) * 3_600_000,
    ...(p.kind === 'kickoff' && p.match ? { time: p.match.bt + 30 * 60_000 } : {}),
  }));
}

function render(item: Item, lang: Lang) {
  const m = item.match;
  const total = m ? m.score.per.reduce((t, [h, a]) => [t[0]! + h, t[1]! + a], [0, 0]) : [0, 0];
  const content = BODIES[item.kind][lang]
    .replace('{m}', m ? matchName(m, lang) : '')
    .replace('{l}', m ? m.league.names[lang] : '')
    .replace('{t}', item.time !== undefined ? formatUtc8(item.time).slice(0, 16) : '')
    .replace('{s}', `${total[0]}-${total[1]}`);
  return {
    id: item.id,
    title: TITLES[item.kind][lang],
    content,
    publishTime: item.publishTime,
    type: TYPE[item.kind],
    top: item.top,
  };
}

export function registerBulletinRoutes(app: FastifyInstance, world: SportsWorld, clock: SimClock): void {
  const items = buildItems(world);
  app.post(
    '/fb/v1/bulletin/listTop',
    handler(clock, ({ lang }) => items.filter((i) => i.top).map((i) => render(i, lang))),
  );
  app.post(
    '/fb/v1/bulletin/listPage',
    handler(clock, ({ body, lang }) => {
      const current = int(body, 'current', { min: 1, max: 100_000, def: 1 });
      const size = int(body, 'size', { min: 1, max: 50, def: 20 });
      const p = page(items, current, size);
      return { ...p, records: p.records.map((i) => render(i, lang)) };
    }),
  );
}
