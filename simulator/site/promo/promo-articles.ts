import type { L, Lang } from './promo-texts';

/**
 * The article promotions' own terms (docs/promo-api.md, "Each promotion its own offer"): what each is
 * about in one line, where it counts, the qualifying stake, the reward and the lowest odds, composed into
 * the terms page in the asked language. Amounts are base units (times 1,000 for a VND member).
 */
export interface ArticleFacts {
  intro: L;
  area: keyof typeof AREAS;
  minStake: number;
  reward: number;
  /** Lowest odds that count; null where odds do not apply (casino, live rooms). */
  minOdds: number | null;
}

const AREAS = {
  sports: { vi: 'thể thao', en: 'sports', 'zh-cn': '体育', th: 'กีฬา' },
  parlay: {
    vi: 'cược xiên từ 3 trận',
    en: 'parlays of 3 or more legs',
    'zh-cn': '3 串 1 及以上串关',
    th: 'สเต็ป 3 คู่ขึ้นไป',
  },
  casino: { vi: 'sòng bài trực tuyến', en: 'the live casino', 'zh-cn': '真人娱乐场', th: 'คาสิโนสด' },
  slots: { vi: 'trò chơi điện tử', en: 'slot games', 'zh-cn': '电子游戏', th: 'เกมสล็อต' },
  national: {
    vi: 'các trận của đội tuyển quốc gia',
    en: 'national-team matches',
    'zh-cn': '国家队比赛',
    th: 'การแข่งขันทีมชาติ',
  },
  copa: { vi: 'các trận Copa América', en: 'Copa América matches', 'zh-cn': '美洲杯比赛', th: 'การแข่งขันโคปาอเมริกา' },
  gifts: {
    vi: 'quà tặng trong phòng trực tiếp',
    en: 'gifts in live rooms',
    'zh-cn': '直播间礼物',
    th: 'ของขวัญในห้องไลฟ์',
  },
} as const satisfies Record<string, L>;

export const ARTICLES: Readonly<Record<string, ArticleFacts>> = {
  royal: {
    intro: {
      vi: 'Câu lạc bộ Hoàng gia dành cho người chơi sòng bài trực tuyến: doanh số mỗi tuần đổi lấy thưởng hội viên.',
      en: "The Royal club rewards live-casino players: each week's turnover earns a member's reward.",
      'zh-cn': '皇家俱乐部回馈真人娱乐场玩家：每周流水兑换会员奖励。',
      th: 'รอยัลคลับสำหรับผู้เล่นคาสิโนสด ยอดเล่นแต่ละสัปดาห์แลกรางวัลสมาชิก',
    },
    area: 'casino',
    minStake: 5_000,
    reward: 188,
    minOdds: null,
  },
  model520: {
    intro: {
      vi: 'Ngày 20/5 đọc là “anh yêu em”: cược 520 và nhận quà 52 cho người thương.',
      en: 'On 20 May, "520" sounds like "I love you": bet 520 and get 52 back as a gift.',
      'zh-cn': '520 谐音“我爱你”：投注 520，回赠 52 礼金。',
      th: '20 พฤษภาคม “520” ฟังเหมือน “ฉันรักเธอ” เดิมพัน 520 รับของขวัญ 52',
    },
    area: 'sports',
    minStake: 520,
    reward: 52,
    minOdds: 1.52,
  },
  base: {
    intro: {
      vi: 'Bảo hiểm cược đơn đầu tiên: nếu thua, chúng tôi hoàn lại một phần tiền cược.',
      en: 'Insurance on your first single: if it loses, part of the stake comes back.',
      'zh-cn': '首笔单关保险：若未中奖，返还部分本金。',
      th: 'ประกันบิลเดี่ยวแรก หากแพ้ รับคืนส่วนหนึ่งของเงินเดิมพัน',
    },
    area: 'sports',
    minStake: 200,
    reward: 100,
    minOdds: 1.8,
  },
  k2v: {
    intro: {
      vi: 'Giải đấu trò chơi điện tử K2V: quay đủ doanh số để nhận vòng quay miễn phí quy ra tiền.',
      en: 'The K2V slots challenge: reach the turnover and get free spins paid as cash.',
      'zh-cn': 'K2V 电子挑战赛：流水达标即送免费旋转，折现到账。',
      th: 'ชาเลนจ์สล็อต K2V ทำยอดครบรับฟรีสปินเป็นเงินสด',
    },
    area: 'slots',
    minStake: 2_000,
    reward: 88,
    minOdds: null,
  },
  national: {
    intro: {
      vi: 'Cổ vũ đội tuyển: cược vào các trận của đội tuyển quốc gia và nhận thưởng.',
      en: 'Back the national team: bet on its matches and earn a reward.',
      'zh-cn': '为国家队加油：投注国家队比赛即可获得奖励。',
      th: 'เชียร์ทีมชาติ เดิมพันเกมของทีมชาติแล้วรับรางวัล',
    },
    area: 'national',
    minStake: 300,
    reward: 38,
    minOdds: 1.6,
  },
  businessYoungModel: {
    intro: {
      vi: 'Bình chọn người dẫn được yêu thích: tặng quà trong phòng trực tiếp và nhận lại một phần.',
      en: 'Vote for your favourite presenter: send gifts in live rooms and get part of it back.',
      'zh-cn': '为人气主播投票：在直播间送礼，返还部分礼金。',
      th: 'โหวตพิธีกรคนโปรด ส่งของขวัญในห้องไลฟ์แล้วรับคืนบางส่วน',
    },
    area: 'gifts',
    minStake: 200,
    reward: 20,
    minOdds: null,
  },
  americaDetails: {
    intro: {
      vi: 'Điều khoản mùa Copa America: cược các trận của giải và nhận vé cược miễn phí.',
      en: 'The Copa América season terms: bet on the tournament and earn a free bet.',
      'zh-cn': '美洲杯赛季条款：投注赛事比赛即得免费注单。',
      th: 'เงื่อนไขฤดูกาลโคปาอเมริกา เดิมพันรายการนี้รับฟรีเบท',
    },
    area: 'copa',
    minStake: 500,
    reward: 50,
    minOdds: 1.5,
  },
  staticActivity: {
    intro: {
      vi: 'Tăng thưởng cược xiên cuối tuần: xiên càng dài, thưởng càng cao.',
      en: 'The weekend parlay boost: the longer the parlay, the bigger the boost.',
      'zh-cn': '周末串关加奖：串得越多，加奖越高。',
      th: 'บูสต์สเต็ปสุดสัปดาห์ ยิ่งสเต็ปยาว ยิ่งได้มาก',
    },
    area: 'parlay',
    minStake: 200,
    reward: 30,
    minOdds: 1.5,
  },
};

export const areaName = (facts: ArticleFacts, lang: Lang) => AREAS[facts.area][lang];
