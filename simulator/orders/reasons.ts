import { names } from '../sports/i18n';
import type { Lang, Names } from '../sports/types';

/** Reject and cancel reasons (`rjs`) in the request's language (`languageType`, sports/i18n.ts). */
const REASONS: Record<number, Names> = {
  3001: names('The odds have changed|Tỷ lệ cược đã thay đổi|赔率已变更|อัตราต่อรองมีการเปลี่ยนแปลง'),
  3002: names('Stake below the minimum|Tiền cược thấp hơn mức tối thiểu|投注额低于最低限额|เดิมพันต่ำกว่าขั้นต่ำ'),
  3003: names('Stake above the maximum|Tiền cược vượt mức tối đa|投注额高于最高限额|เดิมพันสูงกว่าสูงสุด'),
  3004: names('Insufficient balance|Số dư không đủ|余额不足|ยอดเงินไม่เพียงพอ'),
  3005: names(
    'This combination is not allowed|Không được phép kết hợp các lựa chọn này|不允许此串关组合|ไม่อนุญาตการรวมนี้',
  ),
  3006: names('Declined by the trading team|Bị từ chối bởi bộ phận giao dịch|交易员拒绝|ถูกปฏิเสธโดยทีมเทรดดิ้ง'),
  3007: names(
    'The match changed while the bet was confirming|Trận đấu đã thay đổi trong khi xác nhận cược|确认期间比赛发生变化|การแข่งขันเปลี่ยนแปลงระหว่างยืนยันเดิมพัน',
  ),
  3015: names('The market is closed|Kèo đã đóng|盘口已关闭|ตลาดปิดแล้ว'),
};

export function reasonText(code: number, lang: Lang): string {
  return REASONS[code]?.[lang] ?? REASONS[3006]![lang];
}
