import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import { SafeLink, SitePath } from '../safe-link';
import type { SiteClient } from '../site-client';

/**
 * Promotions (docs/promo-api.md): one detail call answers any promotion path with its template and
 * content, one claim call does what a template offers (sign in, spin, open a box, apply, claim a
 * rebate), exactly once per client key. Server HTML is parsed as text here and sanitized where it
 * is shown (views/promo/safe-html.tsx), the one place HTML enters the page. Lists are record lists:
 * one bad tier, day or row is dropped and counted, the rest show.
 */

const Amount = v.pipe(v.number(), v.minValue(0));
const Currency = v.optional(v.string(), 'VND');
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const TEMPLATES = [
  'article',
  'depositBonus',
  'signIn',
  'wheel',
  'giftBox',
  'rebate',
  'lossRefund',
  'leaderboard',
  'schedule',
  'invite',
  'faq',
  'app',
  'transactions',
  'feedback',
  'service',
  'payGuide',
] as const;
export type TemplateId = (typeof TEMPLATES)[number];

export const ArticleContent = v.looseObject({ html: v.string() });

export const Tier = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  minDeposit: Amount,
  bonus: Amount,
  turnover: Amount,
});
/** The member's application once made: waiting for a qualifying deposit, or paid with one (unreadable: shown as waiting). */
const BonusState = v.looseObject({
  status: v.fallback(v.picklist(['waiting', 'paid']), 'waiting'),
  amount: v.fallback(v.number(), 0),
  orderId: v.nullish(v.string(), null),
  paidAt: v.nullish(v.number(), null),
});
export const DepositBonusContent = v.looseObject({
  currency: Currency,
  /** The currency of the tiers' minimum deposit: USDT where only USDT deposits count, else the wallet's. */
  depositCurrency: v.optional(v.string()),
  /** The cashier channel a deposit must come through; null: any. */
  channel: v.fallback(v.nullish(v.picklist(['bank', 'ewallet', 'usdt']), null), null),
  tiers: recordList(Tier, 'tiers'),
  applied: v.nullish(v.string(), null),
  bonus: v.fallback(v.nullish(BonusState, null), null),
});

export const SignDay = v.looseObject({ date: Day, reward: Amount, signed: v.boolean() });
export const SignInContent = v.looseObject({ currency: Currency, today: Day, days: recordList(SignDay, 'days') });

export const WheelPrize = v.looseObject({ id: v.pipe(v.string(), v.minLength(1)), amount: Amount });
export const WheelContent = v.looseObject({
  currency: Currency,
  spinsPerDay: v.pipe(v.number(), v.integer(), v.minValue(0)),
  spinsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
  prizes: recordList(WheelPrize, 'prizes'),
});

export const GiftBoxContent = v.looseObject({
  currency: Currency,
  boxes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  /** What a box may hold (one is drawn when it opens). */
  pool: v.fallback(v.array(Amount), []),
  opened: v.nullish(v.looseObject({ box: v.number(), amount: Amount }), null),
});

export const RebateRate = v.looseObject({
  level: v.number(),
  minTurnover: Amount,
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
export const RebateContent = v.looseObject({
  currency: Currency,
  /** What counts: settled sports bets, or slot-game bets. */
  basis: v.fallback(v.picklist(['sports', 'games']), 'sports'),
  rates: recordList(RebateRate, 'rates'),
  week: Day,
  turnover: Amount,
  claimable: Amount,
  claimed: v.boolean(),
  /** The most a week's rebate pays; null: no cap. */
  cap: v.fallback(v.nullish(Amount, null), null),
});

export const RefundBand = v.looseObject({
  level: v.number(),
  minLoss: Amount,
  share: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
/** What a loss refund counts (docs/promo-api.md, "Loss refund"); each has its sentence in `promo:refund.rule.*`. */
export const REFUND_RULES = ['sportsNetLoss'] as const;
export const LossRefundContent = v.looseObject({
  currency: Currency,
  rule: v.picklist(REFUND_RULES),
  period: v.looseObject({ start: v.number(), end: v.number() }),
  /** The share given back by the band the net loss reaches. */
  bands: recordList(RefundBand, 'bands'),
  /** The most one period's refund pays; null: no cap. */
  cap: v.fallback(v.nullish(Amount, null), null),
  /** The member's net loss of the period so far (0 when even or ahead, or a guest). */
  netLoss: Amount,
  level: v.nullish(v.number(), null),
  /** What a claim pays now, computed by the server. */
  refund: Amount,
  claimed: v.boolean(),
});

export const BoardRow = v.looseObject({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Masked by the server (others' names are never shown whole). */
  name: v.string(),
  score: v.number(),
  prize: v.optional(Amount, 0),
  /** The viewer's own row (the server knows who asks from the session). */
  mine: v.optional(v.boolean(), false),
});
/** What a board ranks by (docs/promo-api.md, "Leaderboards"); each has its sentence in `promo:board.rule.*`. */
export const BOARD_RULES = [
  'sportsTurnover',
  'sportsWinnings',
  'soccerTurnover',
  'fiveLeaguesTurnover',
  'gamesTurnover',
  'cardGamesWinnings',
] as const;
export const LeaderboardContent = v.looseObject({
  currency: Currency,
  metric: v.picklist(['turnover', 'winnings']),
  rule: v.picklist(BOARD_RULES),
  period: v.looseObject({ start: v.number(), end: v.number() }),
  /** How many members are ranked (the list shows the first ones). */
  ranked: v.pipe(v.number(), v.integer(), v.minValue(0)),
  entries: recordList(BoardRow, 'entries'),
  /** The viewer's rank; null: not ranked yet (or a guest). */
  me: v.nullish(v.looseObject({ rank: v.pipe(v.number(), v.integer(), v.minValue(1)), score: v.number() }), null),
});

export const ScheduleMatch = v.looseObject({
  id: v.union([v.string(), v.number()]),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.number(),
});
export const ScheduleContent = v.looseObject({ matches: recordList(ScheduleMatch, 'matches') });

export const InviteContent = v.looseObject({
  currency: Currency,
  link: SafeLink,
  rewardPerFriend: Amount,
  friendsNeeded: v.optional(v.number(), 1),
});

export const FaqSection = v.looseObject({
  id: v.string(),
  question: v.pipe(v.string(), v.minLength(1)),
  html: v.string(),
});
export const FaqContent = v.looseObject({ sections: recordList(FaqSection, 'sections') });

export const Platform = v.looseObject({
  id: v.picklist(['ios', 'android', 'h5']),
  version: v.string(),
  sizeMb: v.optional(Amount, 0),
  url: SafeLink,
});
export const AppContent = v.looseObject({ platforms: recordList(Platform, 'platforms') });

export const TransactionsContent = v.looseObject({ link: v.fallback(v.nullable(SitePath), null) });

export const FeedbackItem = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  category: v.string(),
  text: v.string(),
  at: v.number(),
  answer: v.nullish(v.string(), null),
  answeredAt: v.nullish(v.number(), null),
});
export type FeedbackItem = v.InferOutput<typeof FeedbackItem>;
export const FeedbackContent = v.looseObject({
  categories: v.pipe(v.array(v.string()), v.minLength(1)),
  maxLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
  keep: v.optional(v.number(), 20),
  items: recordList(FeedbackItem, 'items'),
});

export const ServiceContent = v.looseObject({
  helpPath: v.fallback(v.nullable(SitePath), null),
  feedbackPath: v.fallback(v.nullable(SitePath), null),
});

export const PayGuideContent = v.looseObject({
  currency: Currency,
  channel: v.looseObject({
    id: v.picklist(['bank', 'ewallet', 'usdt']),
    currency: v.string(),
    min: Amount,
    max: Amount,
    rate: Amount,
    decimals: v.optional(v.number(), 0),
    network: v.nullish(v.string(), null),
    provider: v.nullish(v.string(), null),
  }),
  depositPath: v.fallback(v.nullable(SitePath), null),
});

const CardFields = {
  id: v.pipe(v.string(), v.minLength(1)),
  path: SitePath,
  category: v.fallback(v.string(), ''),
  title: v.pipe(v.string(), v.minLength(1)),
  summary: v.optional(v.string(), ''),
  imageUrl: v.fallback(v.nullish(v.string(), ''), ''),
  startTime: v.number(),
  endTime: v.number(),
};

const detail = <T extends TemplateId, S extends v.GenericSchema>(template: T, content: S) =>
  v.looseObject({ ...CardFields, template: v.literal(template), loggedIn: v.optional(v.boolean(), false), content });

/** One promotion page: the template the server picked decides the content's schema. */
export const PromoDetail = v.variant('template', [
  detail('article', ArticleContent),
  detail('depositBonus', DepositBonusContent),
  detail('signIn', SignInContent),
  detail('wheel', WheelContent),
  detail('giftBox', GiftBoxContent),
  detail('rebate', RebateContent),
  detail('lossRefund', LossRefundContent),
  detail('leaderboard', LeaderboardContent),
  detail('schedule', ScheduleContent),
  detail('invite', InviteContent),
  detail('faq', FaqContent),
  detail('app', AppContent),
  detail('transactions', TransactionsContent),
  detail('feedback', FeedbackContent),
  detail('service', ServiceContent),
  detail('payGuide', PayGuideContent),
]);
export type PromoDetail = v.InferOutput<typeof PromoDetail>;
export type DetailOf<T extends TemplateId> = Extract<PromoDetail, { template: T }>;

/** A card of the activity (discount) list; the list page links it to its path. */
export const PromoCard = v.looseObject({ ...CardFields, template: v.fallback(v.string(), '') });
export type PromoCard = v.InferOutput<typeof PromoCard>;
const PromoList = v.looseObject({ list: recordList(PromoCard, 'list') });

export const PopupAd = v.looseObject({
  key: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  body: v.optional(v.string(), ''),
  path: SafeLink,
  imageUrl: unread(v.string()),
});
export type PopupAd = v.InferOutput<typeof PopupAd>;
const PopupList = v.looseObject({ list: recordList(PopupAd, 'list') });

/** What a claim gave: a prize (amount) and the balance after it; an application gives no money yet. */
export const ClaimResult = v.looseObject({
  action: v.string(),
  amount: v.optional(Amount, 0),
  balance: v.nullish(v.number(), null),
  prizeId: v.nullish(v.string(), null),
  spinsLeft: v.nullish(v.number(), null),
  box: v.nullish(v.number(), null),
  tierId: v.nullish(v.string(), null),
  status: v.nullish(v.string(), null),
  date: v.nullish(v.string(), null),
});
export type ClaimResult = v.InferOutput<typeof ClaimResult>;

/** A way to reach customer service: a kind the page names (hotline, zalo, telegram, email) and its value, as text. */
export const Contact = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  value: v.pipe(v.string(), v.minLength(1)),
});
export const CustomerLink = v.looseObject({
  link: SafeLink,
  online: v.optional(v.boolean(), true),
  hours: v.optional(v.string(), ''),
  contacts: v.optional(recordList(Contact, 'contacts'), []),
});
export type CustomerLink = v.InferOutput<typeof CustomerLink>;

export interface ClaimRequest {
  id: string;
  action: 'sign' | 'spin' | 'open' | 'apply' | 'claim';
  /** Made once per attempt: a repeated call answers the first claim (exactly once). */
  clientKey: string;
  box?: number;
  tierId?: string;
}

/** What the suggestion box sends; `clientKey` made once per attempt, so a double press sends one. */
export interface FeedbackRequest {
  category: string;
  text: string;
  clientKey: string;
}

/** Promotion refusals shown in place (docs/promo-api.md); anything else is a generic failure. */
export const PROMO_REFUSALS: Readonly<
  Record<number, 'alreadyDone' | 'noSpinsLeft' | 'unknownChoice' | 'nothingToClaim'>
> = {
  1006000002: 'alreadyDone',
  1006000003: 'noSpinsLeft',
  1006000004: 'unknownChoice',
  1006000007: 'nothingToClaim',
};

export function createPromoApi(client: SiteClient) {
  const quiet = { noNeedResponseMsg: true } as const;
  return {
    detail: (path: string, signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/operation/activity/detail',
        data: { path },
        schema: PromoDetail,
        signal,
        ...quiet,
      }),
    list: (category = '', signal?: AbortSignal) =>
      client
        .request({ method: 'POST', url: '/api/operation/activity/list', data: { category }, schema: PromoList, signal })
        .then((d) => d.list),
    popups: (signal?: AbortSignal) =>
      client
        .request({
          method: 'POST',
          url: '/api/operation/activity/popup/list',
          data: {},
          schema: PopupList,
          signal,
          ...quiet,
        })
        .then((d) => d.list),
    claim: (req: ClaimRequest) =>
      client.request({
        method: 'POST',
        url: '/api/operation/activity/claim',
        data: { ...req },
        schema: ClaimResult,
        ...quiet,
      }),
    sendFeedback: (req: FeedbackRequest) =>
      client.request({
        method: 'POST',
        url: '/api/operation/feedback/save',
        data: { ...req },
        schema: FeedbackItem,
        ...quiet,
      }),
    customerLink: (signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/operation/tutorial/config/popCustomerLink',
        data: {},
        schema: CustomerLink,
        signal,
        ...quiet,
      }),
  };
}
export type PromoApi = ReturnType<typeof createPromoApi>;
