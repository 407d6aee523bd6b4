import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer, field, requireUser } from '../../core/auth';
import { site } from '../../core/envelope';
import { escapeHtml } from '../../core/html';
import { controlPlugin } from '../../core/control';
import type { ScopeState } from '../../core/scope-state';
import { languageOf } from '../app-routes';
import type { SimUser } from '../site-store';
import { adjust, balanceUnits, minorOf } from '../wallet';
import { PROMOS, promoById, promoByPath, titleOf, type PromoDef } from './catalogue';
import {
  boxPrize,
  contentOf,
  ownerKey,
  promoPeriod,
  rebateOf,
  scaleOf,
  signReward,
  summaryOf,
  wheelPrize,
} from './promo-content';
import { boxOffer, depositOffer, wheelOffer } from './promo-offers';
import { dayOf, promoScope, weekOf } from './promo-state';
import { POPUP_ADS, type Lang } from './promo-texts';
import { sportsOf } from '../../sports/index';
import { lossRefundOf, refundPeriod } from './loss-refund';
import { contentOverride } from './content-override';
import { buildLobbies } from '../home-data';
import { addBoardMembers, BOARD_MEMBERS } from './board-members';
import { seededSportsBets } from './board-history';
import type { BoardSources } from './leaderboard';

/** Promotion error codes (docs/promo-api.md). */
export const PROMO_CODES = {
  unknownPromo: 1006000001,
  alreadyDone: 1006000002,
  noSpinsLeft: 1006000003,
  unknownChoice: 1006000004,
  noClientKey: 1006000005,
  wrongAction: 1006000006,
  nothingToClaim: 1006000007,
} as const;

/**
 * Popup ads are served when SIM_POPUP_ADS=on (`npm start` and `npm run sim` set it): off by default,
 * because a dialog appearing after idle would cover what the browser tests, benches and screenshots
 * of other screens look at. A scope turns them on or off for itself (/sim/control/promo/popups).
 */
const popupsOn = (state: ScopeState) => promoScope(state).popups ?? process.env.SIM_POPUP_ADS === 'on';

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

/** The member when a valid token came with the call; guests get the same pages without their state. */
function optionalUser(ctx: SimContext, request: FastifyRequest): SimUser | undefined {
  const session = ctx.store.session(bearer(request));
  return session && !session.expired ? ctx.store.user(session.userName) : undefined;
}

function stateOf(ctx: SimContext, request: FastifyRequest): ScopeState {
  return ctx.scopes.get(ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers));
}

function card(promo: PromoDef, lang: Lang, now: number) {
  const { start, end } = promoPeriod(promo, now);
  return {
    id: promo.id,
    path: promo.paths[0]!,
    template: promo.template,
    category: promo.category,
    title: titleOf(promo, lang),
    summary: summaryOf(promo, lang),
    imageUrl: `/sim/img/promo/${promo.id}.svg`,
    startTime: start,
    endTime: end,
  };
}

export function registerPromoRoutes(app: FastifyInstance, ctx: SimContext): void {
  // The schedule template reads the sports provider's matches (registered before this module, server.ts).
  const world = sportsOf(ctx).world;
  // The leaderboards rank the board members' history and the scope's own ledger (leaderboard.ts).
  const boards: BoardSources = {
    seed: ctx.seed,
    world,
    store: ctx.store,
    lobbies: buildLobbies(ctx.seed, 0).filter((l) => l.gameType !== 1),
    members: addBoardMembers(ctx.store),
    seededSports: seededSportsBets(ctx.seed, world, BOARD_MEMBERS),
  };
  const content = { seed: ctx.seed, world, boards };
  app.post('/api/operation/activity/detail', async (request) => {
    const promo = promoByPath(field(request.body, 'path')) ?? promoById(field(request.body, 'id'));
    if (!promo) return site.fail(PROMO_CODES.unknownPromo, 'No such promotion');
    const lang = languageOf(request) as Lang;
    const user = optionalUser(ctx, request);
    const now = ctx.clock.now();
    const state = stateOf(ctx, request);
    // A test may have replaced the server HTML for its scope (content-override.ts).
    const served = contentOverride(state, promo.id) ?? contentOf(content, state, promo, lang, user, now);
    return site.ok({ ...card(promo, lang, now), loggedIn: Boolean(user), content: served });
  });

  app.post('/api/operation/activity/list', async (request) => {
    const lang = languageOf(request) as Lang;
    const category = field(request.body, 'category');
    const now = ctx.clock.now();
    return site.ok({
      list: PROMOS.filter((p) => p.listed && (!category || p.category === category)).map((p) => card(p, lang, now)),
    });
  });

  app.post('/api/operation/activity/popup/list', async (request) => {
    const lang = languageOf(request) as Lang;
    if (!popupsOn(ctx.scopes.get(ctx.scopeOf(request.headers)))) return site.ok({ list: [] });
    return site.ok({
      list: POPUP_ADS.map((ad) => ({
        key: ad.key,
        title: ad.title[lang],
        body: ad.body[lang],
        path: ad.path,
        imageUrl: `/sim/img/banner/popup-${ad.key}.svg`,
      })),
    });
  });

  app.post('/api/operation/activity/claim', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request);
    const promo = promoById(field(body, 'id'));
    if (!promo) return site.fail(PROMO_CODES.unknownPromo, 'No such promotion');
    const clientKey = field(body, 'clientKey');
    if (!clientKey) return site.fail(PROMO_CODES.noClientKey, 'clientKey is required');
    const state = stateOf(ctx, request);
    const scope = promoScope(state);
    const owner = ownerKey(user, promo);
    const answerKey = `${owner}|${clientKey}`;
    // A repeated key (a double press, a retry after a lost answer) gets the first answer, unchanged.
    if (scope.answers.has(answerKey)) return site.ok(scope.answers.get(answerKey));

    const now = ctx.clock.now();
    const today = dayOf(now);
    const scale = scaleOf(user);
    const action = field(body, 'action');
    const credit = (units: number, what: string) =>
      balanceUnitsAfter(state, user, units, { kind: 'promo', at: now, ref: `${promo.id}:${what}` });

    let answer: Record<string, unknown>;
    if (promo.template === 'signIn' && action === 'sign') {
      const days = scope.signed.get(owner) ?? new Set<string>();
      if (days.has(today)) return site.fail(PROMO_CODES.alreadyDone, 'Already checked in today');
      days.add(today);
      scope.signed.set(owner, days);
      const amount = signReward(today) * scale;
      answer = { action, date: today, amount, balance: credit(amount, `sign:${today}`) };
    } else if (promo.template === 'wheel' && action === 'spin') {
      const { spinsPerDay } = wheelOffer(promo.id);
      const won = scope.spins.get(`${owner}|${today}`) ?? [];
      if (won.length >= spinsPerDay) return site.fail(PROMO_CODES.noSpinsLeft, 'No spins left today');
      const prize = wheelPrize(ctx.seed, promo, owner, today, won.length);
      won.push(prize.id);
      scope.spins.set(`${owner}|${today}`, won);
      const amount = prize.amount * scale;
      answer = {
        action,
        prizeId: prize.id,
        amount,
        spinsLeft: spinsPerDay - won.length,
        balance: credit(amount, `spin:${today}:${won.length}`),
      };
    } else if (promo.template === 'giftBox' && action === 'open') {
      const box = Number(body.box);
      if (!Number.isInteger(box) || box < 0 || box >= boxOffer(promo.id).boxes)
        return site.fail(PROMO_CODES.unknownChoice, 'No such box');
      if (scope.opened.has(`${owner}|${today}`))
        return site.fail(PROMO_CODES.alreadyDone, "Today's box is already open");
      const amount = boxPrize(ctx.seed, promo, owner, today, box) * scale;
      scope.opened.set(`${owner}|${today}`, { box, amount });
      answer = { action, box, amount, balance: credit(amount, `box:${today}`) };
    } else if (promo.template === 'depositBonus' && action === 'apply') {
      const tierId = field(body, 'tierId');
      if (!depositOffer(promo.id).tiers.some((t) => t.id === tierId))
        return site.fail(PROMO_CODES.unknownChoice, 'No such tier');
      if (scope.applied.has(owner)) return site.fail(PROMO_CODES.alreadyDone, 'You have already applied');
      scope.applied.set(owner, { tierId, appliedAt: now, paid: null });
      // An application, not money: the bonus is paid with the next deposit of at least the tier's minimum (deposit-bonus.ts).
      answer = { action, tierId, status: 'waiting', amount: 0 };
    } else if (promo.template === 'rebate' && action === 'claim') {
      const week = weekOf(now);
      if (scope.rebated.has(`${owner}|${week}`))
        return site.fail(PROMO_CODES.alreadyDone, "This week's rebate is already claimed");
      const amount = rebateOf(state, promo, user, now).amount;
      if (amount <= 0) return site.fail(PROMO_CODES.nothingToClaim, 'No settled bets this week yet: nothing to claim');
      scope.rebated.add(`${owner}|${week}`);
      answer = { action, week, amount, balance: credit(amount, `rebate:${week}`) };
    } else if (promo.template === 'lossRefund' && action === 'claim') {
      // Whose loss and how much: the session's member and the ledger, never the body.
      const period = refundPeriod(promo, now).key;
      if (scope.refunded.has(`${owner}|${period}`))
        return site.fail(PROMO_CODES.alreadyDone, "This week's loss refund is already claimed");
      const amount = lossRefundOf(boards, state, promo, user, scale, now).amount;
      if (amount <= 0) return site.fail(PROMO_CODES.nothingToClaim, 'No net loss this week: nothing to refund');
      scope.refunded.add(`${owner}|${period}`);
      answer = { action, period, amount, balance: credit(amount, `refund:${period}`) };
    } else {
      return site.fail(PROMO_CODES.wrongAction, `This promotion has no action '${action}'`);
    }
    scope.answers.set(answerKey, answer);
    scope.claims.push({
      userName: user.userName,
      promoId: promo.id,
      action,
      clientKey,
      at: now,
      amount: Number(answer.amount) || 0,
      answer,
    });
    return site.ok(answer);
  });

  // The customer-service link the shell shows (POST, query; the response is designed here).
  app.post('/api/operation/tutorial/config/popCustomerLink', async (request) => {
    const lang = languageOf(request) as Lang;
    const hours = { vi: 'Trực tuyến 24/7', en: 'Online 24/7', 'zh-cn': '全天 24 小时在线', th: 'ออนไลน์ 24 ชั่วโมง' }[
      lang
    ];
    // The contacts the dedicated customer-service page lists (docs/promo-api.md, "Calls").
    return site.ok({
      link: '/dedicated-customer-service',
      target: 'route',
      online: true,
      hours,
      contacts: [
        { id: 'hotline', value: '1900 6868' },
        { id: 'zalo', value: '0909 123 456' },
        { id: 'telegram', value: '@matchday_cskh' },
        { id: 'email', value: 'support@matchday.example' },
      ],
    });
  });

  // The app download links: a page standing in for the store builds (nothing leaves 127.0.0.1).
  app.get<{ Params: { file: string } }>('/sim/app/:file', async (request, reply) => {
    // The file name is the request's own path: text, never markup.
    const file = escapeHtml(request.params.file);
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><meta charset="utf-8"><title>${file}</title><p>Matchday demo build: ${file}</p>`);
  });

  app.register(
    controlPlugin(ctx, async (control) => {
      // The claims a user made in this scope (a double press must show one).
      control.get<{ Querystring: { userName?: string } }>('/promo/claims', async (request) => {
        const name = (request.query.userName ?? '').toLowerCase();
        const claims = promoScope(ctx.scopes.get(ctx.scopeOf(request.headers))).claims.filter(
          (c) => !name || c.userName.toLowerCase() === name,
        );
        return { claims };
      });
      // {enabled: boolean}: popup ads on or off for this scope, whatever SIM_POPUP_ADS says.
      control.post('/promo/popups', async (request) => {
        const enabled = bodyOf(request).enabled === true;
        promoScope(ctx.scopes.get(ctx.scopeOf(request.headers))).popups = enabled;
        return { ok: true, enabled };
      });
    }),
    { prefix: '/sim/control' },
  );
}

function balanceUnitsAfter(
  state: ScopeState,
  user: SimUser,
  units: number,
  note: Parameters<typeof adjust>[3],
): number {
  adjust(state, user, minorOf(user, units), note);
  return balanceUnits(state, user);
}
