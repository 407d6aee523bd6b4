import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer, field, requireUser } from '../../core/auth';
import { site } from '../../core/envelope';
import type { ScopeState } from '../../core/scope-state';
import { languageOf } from '../app-routes';
import type { SimUser } from '../site-store';
import type { L, Lang } from './promo-texts';

/**
 * The suggestion box (`/suggestion`, docs/promo-api.md, "Feedback"): a member sends a category and a text,
 * the service desk answers it, and the member sees what they sent with the answer. Who sent it is the
 * session's user, never the body; the text is kept as text (the client shows it as text); each member
 * keeps their last FEEDBACK_KEEP items and a text is at most FEEDBACK_MAX_LENGTH characters. Per scope,
 * like the wallet: one test's feedback never shows in another's.
 */
export const FEEDBACK_CATEGORIES = ['deposit', 'withdraw', 'betting', 'live', 'app', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_KEEP = 20;

export const FEEDBACK_CODES = {
  badCategory: 1006000020,
  emptyText: 1006000021,
  tooLong: 1006000022,
  noClientKey: 1006000005,
} as const;

interface FeedbackItem {
  id: string;
  clientKey: string;
  category: FeedbackCategory;
  text: string;
  at: number;
  answeredAt: number;
}

/** The desk's answer by category, in the asked language (the seeded back office's canned replies). */
const ANSWERS: Record<FeedbackCategory, L> = {
  deposit: {
    vi: 'Cảm ơn bạn. Bộ phận thanh toán đã kiểm tra kênh nạp tiền; nếu giao dịch chưa vào ví sau 30 phút, hãy gửi mã đơn cho chăm sóc khách hàng.',
    en: 'Thank you. The payments team has checked the deposit channels; if a deposit is not in your wallet after 30 minutes, send its order number to customer service.',
    'zh-cn': '感谢反馈。支付团队已检查充值渠道；若 30 分钟后仍未到账，请将订单号发送给客服。',
    th: 'ขอบคุณ ทีมการเงินตรวจสอบช่องทางฝากแล้ว หากยอดไม่เข้ากระเป๋าภายใน 30 นาที ส่งเลขคำสั่งให้ฝ่ายบริการลูกค้า',
  },
  withdraw: {
    vi: 'Cảm ơn bạn. Lệnh rút được duyệt theo thứ tự trong 5 đến 15 phút; hạn mức mỗi ngày tính theo giờ UTC+8.',
    en: 'Thank you. Withdrawals are reviewed in order within 5 to 15 minutes; the daily limit follows the UTC+8 day.',
    'zh-cn': '感谢反馈。提款按顺序在 5 至 15 分钟内审核；每日限额按 UTC+8 日计算。',
    th: 'ขอบคุณ คำขอถอนตรวจตามลำดับภายใน 5 ถึง 15 นาที วงเงินรายวันนับตามวันเวลา UTC+8',
  },
  betting: {
    vi: 'Cảm ơn bạn. Bộ phận kèo đã nhận ý kiến; kết quả cược được xác nhận theo nguồn dữ liệu chính thức.',
    en: 'Thank you. The trading team has your comment; bet results are settled from the official data feed.',
    'zh-cn': '感谢反馈。操盘团队已收到您的意见；注单按官方数据结算。',
    th: 'ขอบคุณ ทีมราคาได้รับความเห็นแล้ว ผลเดิมพันตัดสินตามข้อมูลทางการ',
  },
  live: {
    vi: 'Cảm ơn bạn. Đội phát sóng sẽ xem lại phòng trực tiếp bạn nhắc tới.',
    en: 'Thank you. The streaming team will look at the live room you mention.',
    'zh-cn': '感谢反馈。直播团队会查看您提到的直播间。',
    th: 'ขอบคุณ ทีมถ่ายทอดสดจะตรวจสอบห้องไลฟ์ที่คุณกล่าวถึง',
  },
  app: {
    vi: 'Cảm ơn bạn. Lỗi ứng dụng đã được chuyển cho nhóm phát triển; hãy cập nhật lên phiên bản mới nhất.',
    en: 'Thank you. The app issue has gone to the developers; please update to the latest version.',
    'zh-cn': '感谢反馈。应用问题已转交开发团队；请更新到最新版本。',
    th: 'ขอบคุณ ปัญหาแอปส่งต่อให้ทีมพัฒนาแล้ว โปรดอัปเดตเป็นเวอร์ชันล่าสุด',
  },
  other: {
    vi: 'Cảm ơn bạn đã góp ý. Chúng tôi đọc mọi ý kiến và sẽ liên hệ nếu cần thêm thông tin.',
    en: 'Thank you for your suggestion. We read every one and will contact you if we need more.',
    'zh-cn': '感谢您的建议。我们会阅读每一条意见，如需更多信息会联系您。',
    th: 'ขอบคุณสำหรับข้อเสนอแนะ เราอ่านทุกความเห็นและจะติดต่อหากต้องการข้อมูลเพิ่ม',
  },
};

/**
 * How long the desk takes to answer, on the simulator's clock: the seeded desk answers at once (a real one
 * later, so the answer is null until then and the page says it is waiting).
 */
const ANSWER_AFTER_MS = 0;

const stores = new WeakMap<ScopeState, Map<string, FeedbackItem[]>>();
function storeOf(state: ScopeState): Map<string, FeedbackItem[]> {
  let store = stores.get(state);
  if (!store) stores.set(state, (store = new Map()));
  return store;
}
const keyOf = (user: SimUser) => user.userName.toLowerCase();

/** What the member sees: their items, newest first, each with the desk's answer in the asked language. */
export function feedbackOf(state: ScopeState, user: SimUser | undefined, lang: Lang, now: number) {
  const items = user ? (storeOf(state).get(keyOf(user)) ?? []) : [];
  return {
    categories: FEEDBACK_CATEGORIES,
    maxLength: FEEDBACK_MAX_LENGTH,
    keep: FEEDBACK_KEEP,
    items: [...items].reverse().map((item) => view(item, lang, now)),
  };
}

const view = (item: FeedbackItem, lang: Lang, now: number) => ({
  id: item.id,
  category: item.category,
  text: item.text,
  at: item.at,
  answer: now >= item.answeredAt ? ANSWERS[item.category][lang] : null,
  answeredAt: now >= item.answeredAt ? item.answeredAt : null,
});

let serial = 0;

export function registerFeedback(app: FastifyInstance, ctx: SimContext): void {
  // The session's scope (as the promotion calls: promo-routes.ts).
  const stateOf = (request: FastifyRequest) =>
    ctx.scopes.get(ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers));
  app.post('/api/operation/feedback/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const clientKey = field(request.body, 'clientKey');
    if (!clientKey) return site.fail(FEEDBACK_CODES.noClientKey, 'clientKey is required');
    const category = field(request.body, 'category') as FeedbackCategory;
    if (!FEEDBACK_CATEGORIES.includes(category)) return site.fail(FEEDBACK_CODES.badCategory, 'No such category');
    const text = field(request.body, 'text').trim();
    if (!text) return site.fail(FEEDBACK_CODES.emptyText, 'Write your suggestion first');
    // Characters as a person counts them (an emoji is one), the limit the form shows.
    if ([...text].length > FEEDBACK_MAX_LENGTH)
      return site.fail(FEEDBACK_CODES.tooLong, `At most ${FEEDBACK_MAX_LENGTH} characters`);
    const state = stateOf(request);
    const lang = languageOf(request) as Lang;
    const now = ctx.clock.now();
    const store = storeOf(state);
    const mine = store.get(keyOf(user)) ?? [];
    // A repeated key (a double press, a retry after a lost answer) is the same suggestion.
    const same = mine.find((item) => item.clientKey === clientKey);
    if (same) return site.ok(view(same, lang, now));
    serial += 1;
    const item: FeedbackItem = {
      id: `FB${String(serial).padStart(6, '0')}`,
      clientKey,
      category,
      text,
      at: now,
      answeredAt: now + ANSWER_AFTER_MS,
    };
    store.set(keyOf(user), [...mine, item].slice(-FEEDBACK_KEEP));
    return site.ok(view(item, lang, now));
  });

  app.post('/api/operation/feedback/list', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const state = stateOf(request);
    return site.ok(feedbackOf(state, user, languageOf(request) as Lang, ctx.clock.now()));
  });
}
