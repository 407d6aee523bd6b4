import { createRng } from '../../core/rng';
import { leaderboardOf, type BoardSources } from './leaderboard';
import type { SimUser } from '../site-store';
import { formatUtc8 } from '../time-utc8';
import { titleOf, type PromoDef } from './catalogue';
import {
  dayOf,
  hashOf,
  monthDays,
  periodOf,
  promoScope,
  weekOf,
  type BonusApplication,
  type PromoScope,
} from './promo-state';
import { ARTICLES, areaName } from './promo-articles';
import { feedbackOf } from './feedback';
import { channelsFor } from '../fund/fund-rules';
import { articleHtml, FAQ, SPONSOR_HTML, SUMMARIES, VENTURE_HTML, type Lang } from './promo-texts';
import type { ScopeState } from '../../core/scope-state';
import { minorPerUnit } from '../wallet';
import { weeklyGameTurnover, weeklyTurnover } from './rebate-turnover';
import { scheduleOf } from './schedule-feed';
import { lossRefundOf, refundPeriod } from './loss-refund';
import { boxOffer, depositOffer, lossRefundOffer, PERIODS, rebateOffer, wheelOffer } from './promo-offers';
import type { SportsWorld } from '../../sports/world';

/**
 * Each template's content (docs/promo-api.md). Amounts are in the member's currency units (a guest
 * sees VND); VND amounts are 1,000 times the others', as the cashier's limits are.
 */

/** What the member sees of their deposit-bonus application: the tier, and the bonus once a deposit paid it. */
const applicationOf = (app: BonusApplication | null) => ({
  applied: app?.tierId ?? null,
  bonus: app
    ? {
        status: app.paid ? 'paid' : 'waiting',
        amount: app.paid?.amount ?? 0,
        orderId: app.paid?.orderId ?? null,
        paidAt: app.paid?.at ?? null,
      }
    : null,
});

const LOCALES: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US', 'zh-cn': 'zh-CN', th: 'th-TH' };
/** A guest sees the cashier as a VND member would (the first market). */
const GUEST = { userName: '', regCurrency: 'VND' } as unknown as SimUser;

export const scaleOf = (user: SimUser | undefined) => (!user || user.regCurrency === 'VND' ? 1000 : 1);
export const currencyOf = (user: SimUser | undefined) => user?.regCurrency ?? 'VND';
export const ownerKey = (user: SimUser, promo: PromoDef) => `${user.userName.toLowerCase()}|${promo.id}`;

/** A promotion's period by its kind (promo-offers.ts): the dates the card, the page and the claims go by. */
export const promoPeriod = (promo: PromoDef, now: number) => periodOf(now, PERIODS[promo.id]);

/** The wheel's answer for a member's nth spin of a day: decided here, seeded; the client only animates to it. */
export function wheelPrize(seed: number, promo: PromoDef, owner: string, day: string, nth: number) {
  const { prizes } = wheelOffer(promo.id);
  const rng = createRng(seed ^ hashOf(`${owner}|${day}|${nth}`));
  let roll = rng.next() * prizes.reduce((s, p) => s + p.weight, 0);
  for (const prize of prizes) {
    roll -= prize.weight;
    if (roll < 0) return prize;
  }
  return prizes[0]!;
}

/** What a member's box holds: one of the promotion's pool, seeded by member, day and box. */
export function boxPrize(seed: number, promo: PromoDef, owner: string, day: string, box: number) {
  const { pool } = boxOffer(promo.id);
  return pool[createRng(seed ^ hashOf(`${owner}|${day}|box${box}`)).int(0, pool.length - 1)]!;
}

export const signReward = (day: string) => (Number(day.slice(8, 10)) % 7 === 0 ? 20 : 5);

/** A deposit-bonus tier in the member's units: the deposit in USDT when the promotion takes USDT only. */
export function tiersOf(promo: PromoDef, user: SimUser | undefined) {
  const offer = depositOffer(promo.id);
  const scale = scaleOf(user);
  return offer.tiers.map((t) => ({
    ...t,
    minDeposit: offer.channel === 'usdt' ? t.minDeposit : t.minDeposit * scale,
    bonus: t.bonus * scale,
  }));
}

/**
 * This service week's rebate of a member: the turnover of their sports bets settled this week, or of
 * their slot-game bets for a games rebate (rebate-turnover.ts), the rate of the highest level it reaches, the amount rounded down to the
 * currency's unit and held to the promotion's weekly cap. What the page shows and what a claim credits.
 */
export function rebateOf(state: ScopeState, promo: PromoDef, user: SimUser, now: number) {
  const { rates, cap, basis } = rebateOffer(promo.id);
  const turnover = basis === 'games' ? weeklyGameTurnover(state, user, now) : weeklyTurnover(state, user, now);
  const rate = [...rates].reverse().find((r) => turnover >= r.minTurnover * scaleOf(user)) ?? rates[0]!;
  const minor = minorPerUnit(user);
  const amount = Math.floor(turnover * rate.rate * minor) / minor;
  return { turnover, rate: rate.rate, amount: cap === null ? amount : Math.min(amount, cap * scaleOf(user)) };
}

/** The content of one promotion for a member (or a guest), in a language, at an instant. */
export function contentOf(
  ctx: { seed: number; world: SportsWorld; boards: BoardSources },
  state: ScopeState,
  promo: PromoDef,
  lang: Lang,
  user: SimUser | undefined,
  now: number,
): Record<string, unknown> {
  const scale = scaleOf(user);
  const currency = currencyOf(user);
  const scope: PromoScope = promoScope(state);
  const owner = user ? ownerKey(user, promo) : '';
  const today = dayOf(now);
  switch (promo.template) {
    case 'article': {
      if (promo.article === 'sponsor') return { html: SPONSOR_HTML[lang] };
      if (promo.article === 'venture') return { html: VENTURE_HTML[lang] };
      const { start, end } = promoPeriod(promo, now);
      const facts = ARTICLES[promo.id];
      if (!facts) throw new Error(`article ${promo.id} has no terms`);
      const amount = (units: number) => `${new Intl.NumberFormat(LOCALES[lang]).format(units * scale)} ${currency}`;
      return {
        html: articleHtml(lang, {
          title: titleOf(promo, lang),
          start: formatUtc8(start).slice(0, 10),
          end: formatUtc8(end).slice(0, 10),
          intro: facts.intro[lang],
          area: areaName(facts, lang),
          minStake: amount(facts.minStake),
          reward: amount(facts.reward),
          minOdds: facts.minOdds,
        }),
      };
    }
    case 'transactions':
      // The member's own wallet lines come from the cashier's list call (docs/wallet-api.md); the page says where.
      return { link: '/personal/wallet?section=transactions' };
    case 'feedback':
      return feedbackOf(state, user, lang, now);
    case 'service':
      // The contacts come from popCustomerLink (promo-routes.ts), the one customer-service call.
      return { helpPath: '/HelpCenter', feedbackPath: '/suggestion' };
    case 'payGuide': {
      const id = promo.channel ?? 'ewallet';
      // The cashier's own channel for this member (a guest sees a VND member's), its limits and rate.
      const channel = channelsFor(user ?? GUEST)
        .filter((c) => c.id === id)
        .map(({ id: channelId, currency: channelCurrency, min, max, rate, decimals, payee }) => ({
          id: channelId,
          currency: channelCurrency,
          min,
          max,
          rate,
          decimals,
          network: 'network' in payee ? payee.network : null,
          provider: 'bankName' in payee ? payee.bankName : null,
        }))[0]!;
      return { currency, channel, depositPath: `/personal/wallet?section=deposit&channel=${id}` };
    }
    case 'depositBonus': {
      const { channel } = depositOffer(promo.id);
      return {
        currency,
        depositCurrency: channel === 'usdt' ? 'USDT' : currency,
        channel,
        tiers: tiersOf(promo, user),
        ...applicationOf((owner && scope.applied.get(owner)) || null),
      };
    }
    case 'signIn': {
      const signed = (owner && scope.signed.get(owner)) || new Set<string>();
      return {
        currency,
        today,
        days: monthDays(now).map((date) => ({ date, reward: signReward(date) * scale, signed: signed.has(date) })),
      };
    }
    case 'wheel': {
      const won = (owner && scope.spins.get(`${owner}|${today}`)) || [];
      const { spinsPerDay, prizes } = wheelOffer(promo.id);
      return {
        currency,
        spinsPerDay,
        spinsLeft: Math.max(0, spinsPerDay - won.length),
        prizes: prizes.map((p) => ({ id: p.id, amount: p.amount * scale })),
      };
    }
    case 'giftBox': {
      const opened = (owner && scope.opened.get(`${owner}|${today}`)) || null;
      const { boxes, pool } = boxOffer(promo.id);
      return { currency, boxes, pool: pool.map((amount) => amount * scale), opened };
    }
    case 'rebate': {
      const week = weekOf(now);
      const mine = user ? rebateOf(state, promo, user, now) : null;
      const { rates, cap, basis } = rebateOffer(promo.id);
      return {
        currency,
        basis,
        rates: rates.map((r) => ({ ...r, minTurnover: r.minTurnover * scale })),
        cap: cap === null ? null : cap * scale,
        week,
        turnover: mine ? mine.turnover : 0,
        claimable: mine ? mine.amount : 0,
        claimed: owner ? scope.rebated.has(`${owner}|${week}`) : false,
      };
    }
    case 'lossRefund': {
      const { bands, cap, basis } = lossRefundOffer(promo.id);
      const period = refundPeriod(promo, now);
      const mine = user ? lossRefundOf(ctx.boards, state, promo, user, scale, now) : null;
      return {
        currency,
        basis,
        rule: 'sportsNetLoss',
        period: { start: period.start, end: period.end },
        bands: bands.map((b) => ({ ...b, minLoss: b.minLoss * scale })),
        cap: cap * scale,
        netLoss: mine?.netLoss ?? 0,
        level: mine?.level ?? null,
        refund: mine?.amount ?? 0,
        claimed: owner ? scope.refunded.has(`${owner}|${period.key}`) : false,
      };
    }
    case 'leaderboard':
      return { currency, ...leaderboardOf(ctx.boards, state, promo.id, user, scale, now) };
    case 'schedule':
      return { matches: scheduleOf(ctx.world, promo.id, lang, now) };
    case 'invite':
      return { currency, link: '/invite', rewardPerFriend: 88 * scale, friendsNeeded: 3 };
    case 'faq':
      return { sections: FAQ.map((f) => ({ id: f.id, question: f.q[lang], html: f.a[lang] })) };
    case 'app':
      return {
        platforms: [
          { id: 'ios', version: '3.8.2', sizeMb: 86, url: '/sim/app/matchday-ios.html' },
          { id: 'android', version: '3.8.4', sizeMb: 54, url: '/sim/app/matchday-android.html' },
          { id: 'h5', version: '2026.11', sizeMb: 0, url: '/' },
        ],
      };
  }
}

/** A promotion's own summary where it has one, else its template's. */
export const summaryOf = (promo: PromoDef, lang: Lang) => (SUMMARIES[promo.id] ?? SUMMARIES[promo.template]!)[lang];
