import type { Lang, Names } from './types';

/**
 * Words the provider localises by the request's `languageType`. Tables are compact on purpose:
 * `en|vi|zh|th` strings, split once at load. Team and league names live with their data files.
 */

/** `languageType` -> language; unknown values fall back to VIE, the default of the Vietnam variant. */
const LANGUAGE_TYPES: Record<string, Lang> = { CMN: 'zh', ENG: 'en', VIE: 'vi', THA: 'th' };

export function langOf(languageType: unknown): Lang {
  return (typeof languageType === 'string' && LANGUAGE_TYPES[languageType.toUpperCase()]) || 'vi';
}

/** 'en|vi|zh|th' -> Names; an empty part falls back to the English one. */
export function names(spec: string): Names {
  const [en = '', vi, zh, th] = spec.split('|').map((s) => s.trim());
  return { en, vi: vi || en, zh: zh || en, th: th || en };
}

const table = (specs: Record<string, string>): Record<string, Names> =>
  Object.fromEntries(Object.entries(specs).map(([k, v]) => [k, names(v)]));

export const SPORT_NAMES: Record<number, Names> = Object.fromEntries(
  Object.entries({
    1: 'Soccer|Bóng đá|足球|ฟุตบอล',
    3: 'Basketball|Bóng rổ|篮球|บาสเกตบอล',
    177: 'eFootball|Bóng đá ảo|电子足球|อีฟุตบอล',
    178: 'eBasketball|Bóng rổ ảo|电子篮球|อีบาสเกตบอล',
    5: 'Tennis|Quần vợt|网球|เทนนิส',
    7: 'Baseball|Bóng chày|棒球|เบสบอล',
    13: 'Volleyball|Bóng chuyền|排球|วอลเลย์บอล',
    47: 'Badminton|Cầu lông|羽毛球|แบดมินตัน',
    15: 'Table Tennis|Bóng bàn|乒乓球|เทเบิลเทนนิส',
    19: 'Boxing|Quyền anh|拳击|มวย',
    16: 'Snooker|Bi-a Snooker|斯诺克|สนุกเกอร์',
    6: 'American Football|Bóng bầu dục Mỹ|美式足球|อเมริกันฟุตบอล',
    4: 'Rugby|Bóng bầu dục|橄榄球|รักบี้',
    2: 'Ice Hockey|Khúc côn cầu trên băng|冰球|ฮอกกี้น้ำแข็ง',
    51: 'Beach Volleyball|Bóng chuyền bãi biển|沙滩排球|วอลเลย์บอลชายหาด',
    8: 'Handball|Bóng ném|手球|แฮนด์บอล',
    14: 'Cricket|Cricket|板球|คริกเก็ต',
    100: 'Olympic Games|Thế vận hội|奥运会|โอลิมปิก',
  }).map(([k, v]) => [Number(k), names(v)]),
);

/** Group titles by market-name key (MarketPlan.name). */
export const MARKET_NAMES = table({
  '1x2': '1X2|1X2|独赢|1X2',
  winner: 'Winner|Thắng trận|独赢|ผู้ชนะ',
  winner3: 'Winner (3-way)|Thắng trận (3 cửa)|三项独赢|ผู้ชนะ (3 ทาง)',
  ah: 'Handicap|Kèo chấp|让球|แฮนดิแคป',
  pointHcp: 'Handicap|Kèo chấp|让分|แฮนดิแคป',
  ou: 'Over/Under|Tài/Xỉu|大小|สูง/ต่ำ',
  totalPoints: 'Total Points|Tổng điểm|总分|คะแนนรวม',
  oe: 'Odd/Even|Chẵn/Lẻ|单双|คี่/คู่',
  dc: 'Double Chance|Cơ hội kép|双重机会|ดับเบิลชานซ์',
  dnb: 'Draw No Bet|Hòa hoàn tiền|平局退款|เสมอคืนเงิน',
  eh: 'European Handicap|Chấp châu Âu|欧洲让球|แฮนดิแคปยุโรป',
  cornersAh: 'Corners Handicap|Chấp phạt góc|角球让球|แฮนดิแคปเตะมุม',
  cornersOu: 'Corners Over/Under|Tài/Xỉu phạt góc|角球大小|สูง/ต่ำ เตะมุม',
  corners1x2: 'Most Corners|Đội nhiều phạt góc hơn|角球独赢|ทีมเตะมุมมากกว่า',
  setHcp: 'Set Handicap|Chấp set|让盘|แฮนดิแคปเซต',
  gameHcp: 'Game Handicap|Chấp game|让局|แฮนดิแคปเกม',
  totalGames: 'Total Games|Tổng số game|总局数|รวมเกม',
  totalSets: 'Total Sets|Tổng số set|总盘数|รวมเซต',
  frameHcp: 'Frame Handicap|Chấp frame|让局|แฮนดิแคปเฟรม',
  totalFrames: 'Total Frames|Tổng số frame|总局数|รวมเฟรม',
  runLine: 'Run Line|Chấp Run Line|让分|รันไลน์',
  totalRuns: 'Total Runs|Tổng số điểm|总得分|รวมรัน',
  puckLine: 'Puck Line|Chấp bàn|让球|พัคไลน์',
  totalRounds: 'Total Rounds|Tổng số hiệp|总回合数|จำนวนยก',
  distance: 'Fight Goes the Distance|Đấu đủ số hiệp|打满全场|ชกครบยก',
  outright: 'Outright Winner|Vô địch|冠军|ผู้ชนะเลิศ',
});

export const PERIOD_NAMES = table({
  h1: '1st Half|Hiệp 1|上半场|ครึ่งแรก',
  q1: '1st Quarter|Hiệp 1|第一节|ควอเตอร์ที่ 1',
  p1: '1st Period|Hiệp 1|第一局|ช่วงที่ 1',
  s1: '1st Set|Set 1|第一盘|เซตที่ 1',
  reg: 'Regular Time|Thời gian chính thức|常规时间|เวลาปกติ',
});

export const WORDS = table({
  draw: 'Draw|Hòa|和|เสมอ',
  over: 'Over|Tài|大|สูง',
  under: 'Under|Xỉu|小|ต่ำ',
  odd: 'Odd|Lẻ|单|คี่',
  even: 'Even|Chẵn|双|คู่',
  yes: 'Yes|Có|是|ใช่',
  no: 'No|Không|否|ไม่',
  vs: 'vs|vs|vs|vs',
  winnerSuffix: 'Winner|Vô địch|冠军|ผู้ชนะเลิศ',
});

/** `statistical` descriptions per list type. */
export const LIST_TYPE_NAMES: Record<number, Names> = {
  1: names('Live|Trực tiếp|滚球|สด'),
  3: names('Today|Hôm nay|今日|วันนี้'),
  4: names('Early|Sớm|早盘|ล่วงหน้า'),
  7: names('Outright|Cược dài hạn|冠军|เดิมพันระยะยาว'),
};

/** Regions (`lg.rid`, `lg.rnm`), by the code the data files use. */
const REGION_SPECS: [string, string][] = [
  ['ENG', 'England|Anh|英格兰|อังกฤษ'],
  ['ESP', 'Spain|Tây Ban Nha|西班牙|สเปน'],
  ['ITA', 'Italy|Ý|意大利|อิตาลี'],
  ['GER', 'Germany|Đức|德国|เยอรมนี'],
  ['FRA', 'France|Pháp|法国|ฝรั่งเศส'],
  ['EUR', 'Europe|Châu Âu|欧洲|ยุโรป'],
  ['VIE', 'Vietnam|Việt Nam|越南|เวียดนาม'],
  ['THA', 'Thailand|Thái Lan|泰国|ไทย'],
  ['CHN', 'China|Trung Quốc|中国|จีน'],
  ['JPN', 'Japan|Nhật Bản|日本|ญี่ปุ่น'],
  ['KOR', 'Korea Republic|Hàn Quốc|韩国|เกาหลีใต้'],
  ['AUS', 'Australia|Úc|澳大利亚|ออสเตรเลีย'],
  ['USA', 'USA|Mỹ|美国|สหรัฐอเมริกา'],
  ['BRA', 'Brazil|Brazil|巴西|บราซิล'],
  ['NED', 'Netherlands|Hà Lan|荷兰|เนเธอร์แลนด์'],
  ['POR', 'Portugal|Bồ Đào Nha|葡萄牙|โปรตุเกส'],
  ['KSA', 'Saudi Arabia|Ả Rập Xê Út|沙特阿拉伯|ซาอุดีอาระเบีย'],
  ['ASIA', 'Asia|Châu Á|亚洲|เอเชีย'],
  ['INT', 'International|Quốc tế|国际|นานาชาติ'],
  ['PHI', 'Philippines|Philippines|菲律宾|ฟิลิปปินส์'],
  ['POL', 'Poland|Ba Lan|波兰|โปแลนด์'],
  ['CZE', 'Czech Republic|Séc|捷克|เช็ก'],
  ['UKR', 'Ukraine|Ukraine|乌克兰|ยูเครน'],
  ['RUS', 'Russia|Nga|俄罗斯|รัสเซีย'],
  ['SWE', 'Sweden|Thụy Điển|瑞典|สวีเดน'],
  ['IND', 'India|Ấn Độ|印度|อินเดีย'],
  ['TPE', 'Chinese Taipei|Đài Bắc Trung Hoa|中华台北|ไทเป'],
  ['WORLD', 'World|Thế giới|世界|โลก'],
];

export const REGIONS: Record<string, { rid: number; names: Names }> = Object.fromEntries(
  REGION_SPECS.map(([code, spec], i) => [code, { rid: i + 1, names: names(spec) }]),
);

export const REGION_BY_ID: Map<number, Names> = new Map(Object.values(REGIONS).map((r) => [r.rid, r.names]));

/** "2025/26": the season a date falls in (European seasons turn in July). */
export function seasonLabel(now: number): string {
  const d = new Date(now);
  const y = d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
}
