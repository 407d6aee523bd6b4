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
import { articleHtml, FAQ, SPONSOR_HTML, SUMMARIES, VENTURE_HTML, type Lang } from './promo-texts';
import type { ScopeState } from '../../core/scope-state';
import { minorPerUnit } from '../wallet';
import { weeklyTurnover } from './rebate-turnover';
import { scheduleOf } from './schedule-feed';
import type { SportsWorld } from '../../sports/world';

/**
 * Each template's content (docs/promo-api.md). Amounts are in the member's currency units (a guest
 * sees VND); VND amounts are 1,000 times the others', as the cashier's limits are.
 */
export const SPINS_PER_DAY = 3;
export const BOX_COUNT = 3;

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

export const scaleOf = (user: SimUser | undefined) => (!user || user.regCurrency === 'VND' ? 1000 : 1);
export const currencyOf = (user: SimUser | undefined) => user?.regCurrency ?? 'VND';
export const ownerKey = (user: SimUser, promo: PromoDef) => `${user.userName.toLowerCase()}|${promo.id}`;

export const WHEEL = [
  { id: 'p2', amount: 2, weight: 25 },
  { id: 'p5', amount: 5, weight: 20 },
  { id: 'p8', amount: 8, weight: 15 },
  { id: 'p10', amount: 10, weight: 14 },
  { id: 'p18', amount: 18, weight: 10 },
  { id: 'p28', amount: 28, weight: 8 },
  { id: 'p58', amount: 58, weight: 5 },
  { id: 'p88', amount: 88, weight: 3 },
] as const;

const BOX_PRIZES = [8, 18, 28, 38, 58, 88];
/** Deposit-bonus tiers (in the thousands of VND a VND member sees, as every amount here: scaleOf). */
export const DEPOSIT_TIERS = [
  { id: 't1', minDeposit: 100, bonus: 58, turnover: 10 },
  { id: 't2', minDeposit: 500, bonus: 188, turnover: 12 },
  { id: 't3', minDeposit: 2_000, bonus: 588, turnover: 15 },
  { id: 't4', minDeposit: 10_000, bonus: 1_888, turnover: 18 },
];
const REBATE_RATES = [
  { level: 1, minTurnover: 0, rate: 0.005 },
  { level: 2, minTurnover: 5_000, rate: 0.008 },
  { level: 3, minTurnover: 20_000, rate: 0.01 },
  { level: 4, minTurnover: 100_000, rate: 0.012 },
];

/** The wheel's answer for a member's nth spin of a day: decided here, seeded; the client only animates to it. */
export function wheelPrize(seed: number, owner: string, day: string, nth: number) {
  const rng = createRng(seed ^ hashOf(`${owner}|${day}|${nth}`));
  let roll = rng.next() * WHEEL.reduce((s, p) => s + p.weight, 0);
  for (const prize of WHEEL) {
    roll -= prize.weight;
    if (roll < 0) return prize;
  }
  return WHEEL[0];
}

export const boxPrize = (seed: number, owner: string, day: string, box: number) =>
  BOX_PRIZES[createRng(seed ^ hashOf(`${owner}|${day}|box${box}`)).int(0, BOX_PRIZES.length - 1)]!;

export const signReward = (day: string) => (Number(day.slice(8, 10)) % 7 === 0 ? 20 : 5);

/** This week's valid turnover (seeded per member and week) and the claimable rebate it gives. */
/**
 * This service week's rebate of a member: the turnover of their bets settled this week
 * (rebate-turnover.ts), the rate of the highest level it reaches, the amount rounded down to the
 * currency's unit. What the page shows and what a claim credits.
 */
export function rebateOf(state: ScopeState, user: SimUser, now: number) {
  const turnover = weeklyTurnover(state, user, now);
  const rate = [...REBATE_RATES].reverse().find((r) => turnover >= r.minTurnover * scaleOf(user))!;
  const minor = minorPerUnit(user);
  return { turnover, rate: rate.rate, amount: Math.floor(turnover * rate.rate * minor) / minor };
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
      const { start, end } = periodOf(now);
      return {
        html: articleHtml(lang, titleOf(promo, lang), formatUtc8(start).slice(0, 10), formatUtc8(end).slice(0, 10)),
      };
    }
    case 'depositBonus':
      return {
        currency,
        tiers: DEPOSIT_TIERS.map((t) => ({ ...t, minDeposit: t.minDeposit * scale, bonus: t.bonus * scale })),
        ...applicationOf((owner && scope.applied.get(owner)) || null),
      };
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
      return {
        currency,
        spinsPerDay: SPINS_PER_DAY,
        spinsLeft: SPINS_PER_DAY - won.length,
        prizes: WHEEL.map((p) => ({ id: p.id, amount: p.amount * scale })),
      };
    }
    case 'giftBox': {
      const opened = (owner && scope.opened.get(`${owner}|${today}`)) || null;
      return { currency, boxes: BOX_COUNT, opened };
    }
    case 'rebate': {
      const week = weekOf(now);
      const mine = user ? rebateOf(state, user, now) : null;
      return {
        currency,
        rates: REBATE_RATES.map((r) => ({ ...r, minTurnover: r.minTurnover * scale })),
        week,
        turnover: mine ? mine.turnover : 0,
        claimable: mine ? mine.amount : 0,
        claimed: owner ? scope.rebated.has(`${owner}|${week}`) : false,
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

export const summaryOf = (promo: PromoDef, lang: Lang) => SUMMARIES[promo.template]![lang];
