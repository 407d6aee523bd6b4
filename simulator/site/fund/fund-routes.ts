import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer, field, requireUser } from '../../core/auth';
import { site, SITE_CODES } from '../../core/envelope';
import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../site-store';
import { adjust, balanceMinor, minorOf, toMinor, toUnits, transactionsOf } from '../wallet';
import { cardsFor, channelsFor, decimalsIn, withdrawLimitsFor } from './fund-rules';
import {
  clientKey,
  fundScope,
  newOrderId,
  recordWithdrawal,
  userKey,
  withdrawnToday,
  type DepositOrder,
  type FundOrder,
  type WithdrawOrder,
} from './fund-state';
import { emptyGameWallets, gameWalletsOf } from './game-wallets';
import { scheduleSettle } from './settle';

/** Cashier error codes (docs/wallet-api.md). */
export const FUND_CODES = {
  unknownChannel: 1005000001,
  badAmount: 1005000002,
  tooManyDecimals: 1005000003,
  belowMin: 1005000004,
  aboveMax: 1005000005,
  unknownCard: 1005000006,
  overBalance: 1005000007,
  overDailyLimit: 1005000008,
  noClientOrderId: 1005000009,
  unknownOrder: 1005000010,
  nothingToCollect: 1005000011,
} as const;

interface Caller {
  user: SimUser;
  state: ScopeState;
}

function caller(ctx: SimContext, request: FastifyRequest, reply: FastifyReply): Caller | undefined {
  const user = requireUser(ctx, request, reply);
  if (!user) return undefined;
  const scope = ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers);
  return { user, state: ctx.scopes.get(scope) };
}

export function renderOrder(order: FundOrder) {
  const { userName: _owner, ...rest } = order;
  return rest;
}

/** A clear refusal when the amount breaks the decimal rule or the limits; undefined when it is fine. */
function amountProblem(amount: unknown, rule: { decimals: number; min: number; max: number }) {
  const decimals = decimalsIn(amount);
  if (decimals < 0) return site.fail(FUND_CODES.badAmount, 'The amount must be a positive number');
  if (decimals > rule.decimals)
    return site.fail(FUND_CODES.tooManyDecimals, `At most ${rule.decimals} digits after the point`, {
      decimals: rule.decimals,
    });
  const value = Number(amount);
  if (value < rule.min) return site.fail(FUND_CODES.belowMin, `The least is ${rule.min}`, { min: rule.min });
  if (value > rule.max) return site.fail(FUND_CODES.aboveMax, `The most is ${rule.max}`, { max: rule.max });
  return undefined;
}

/**
 * The answer a repeated client order id gets (the first order, unchanged), or the refusal of a
 * missing id; undefined for a new order.
 */
function firstAnswer(c: Caller, kind: FundOrder['kind'], cid: string) {
  if (!cid) return site.fail(FUND_CODES.noClientOrderId, 'clientOrderId is required');
  const known = fundScope(c.state).byClientId.get(clientKey(c.user, kind, cid));
  return known ? site.ok(renderOrder(known)) : undefined;
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

export function registerFundRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/api/fund/deposit/channels', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    return site.ok({ list: channelsFor(c.user) });
  });

  app.post('/api/fund/deposit/order', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const body = bodyOf(request);
    const fund = fundScope(c.state);
    const cid = field(body, 'clientOrderId');
    const first = firstAnswer(c, 'deposit', cid);
    if (first) return first;
    const channel = channelsFor(c.user).find((ch) => ch.id === field(body, 'channelId'));
    if (!channel) return site.fail(FUND_CODES.unknownChannel, 'No such deposit channel');
    const problem = amountProblem(body.amount, channel);
    if (problem) return problem;
    const amount = Number(body.amount);
    const now = ctx.clock.now();
    const order: DepositOrder = {
      kind: 'deposit',
      orderId: newOrderId(fund, 'deposit', now),
      clientOrderId: cid,
      userName: userKey(c.user),
      channelId: channel.id,
      amount,
      credit: Math.round(amount * channel.rate * 100) / 100,
      status: 'pending',
      createdAt: now,
      settledAt: null,
    };
    fund.orders.set(order.orderId, order);
    fund.byClientId.set(clientKey(c.user, 'deposit', cid), order);
    scheduleSettle(ctx, c.state, c.user, order);
    return site.ok(renderOrder(order));
  });

  app.get<{ Params: { id: string } }>('/api/fund/order/:id', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const order = fundScope(c.state).orders.get(request.params.id);
    if (!order || order.userName !== userKey(c.user)) return site.fail(FUND_CODES.unknownOrder, 'No such order');
    return site.ok(renderOrder(order));
  });

  app.get('/api/fund/withdraw/info', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const limits = withdrawLimitsFor(c.user);
    const used = withdrawnToday(fundScope(c.state), c.user, ctx.clock.now());
    return site.ok({
      cards: cardsFor(c.user),
      currency: c.user.regCurrency,
      decimals: 0,
      ...limits,
      usedToday: used,
      remainingToday: Math.max(0, limits.dailyLimit - used),
      balance: toUnits(c.user, balanceMinor(c.state, c.user)),
    });
  });

  app.post('/api/fund/withdraw/apply', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const body = bodyOf(request);
    const fund = fundScope(c.state);
    const cid = field(body, 'clientOrderId');
    const first = firstAnswer(c, 'withdraw', cid);
    if (first) return first;
    const card = cardsFor(c.user).find((k) => k.id === Number(body.cardId));
    if (!card) return site.fail(FUND_CODES.unknownCard, 'Choose one of your bound cards');
    const limits = withdrawLimitsFor(c.user);
    // Withdrawals are whole units: the digit rule of the withdraw form.
    const problem = amountProblem(body.amount, { decimals: 0, ...limits });
    if (problem) return problem;
    const amount = Number(body.amount);
    const minor = toMinor(c.user, amount) ?? 0;
    const balance = balanceMinor(c.state, c.user);
    if (minor > balance)
      return site.fail(FUND_CODES.overBalance, 'The amount is more than your balance', {
        balance: toUnits(c.user, balance),
      });
    const now = ctx.clock.now();
    const remaining = limits.dailyLimit - withdrawnToday(fund, c.user, now);
    if (amount > remaining)
      return site.fail(FUND_CODES.overDailyLimit, "The amount is over what is left of today's limit", {
        remainingToday: Math.max(0, remaining),
      });
    const order: WithdrawOrder = {
      kind: 'withdraw',
      orderId: newOrderId(fund, 'withdraw', now),
      clientOrderId: cid,
      userName: userKey(c.user),
      cardId: card.id,
      amount,
      status: 'pending',
      createdAt: now,
      settledAt: null,
    };
    fund.orders.set(order.orderId, order);
    fund.byClientId.set(clientKey(c.user, 'withdraw', cid), order);
    recordWithdrawal(fund, order);
    // The money is held at once; a failed payout gives it back (settle.ts).
    adjust(c.state, c.user, -minor, { kind: 'withdraw', at: now, ref: order.orderId });
    scheduleSettle(ctx, c.state, c.user, order);
    return site.ok(renderOrder(order));
  });

  app.post('/api/fund/transaction/list', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const body = bodyOf(request);
    const start = Number(body.startTime);
    const end = Number(body.endTime);
    if (!Number.isFinite(start) || !Number.isFinite(end) || start > end)
      return site.fail(SITE_CODES.badRequest, 'startTime and endTime (ms) are required');
    const pageNum = Math.max(1, Number(body.pageNum) || 1);
    const pageSize = Math.min(50, Math.max(1, Number(body.pageSize) || 20));
    const all = transactionsOf(c.state, c.user)
      .filter((t) => t.at >= start && t.at <= end)
      .reverse();
    const records = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((t) => ({
      id: t.id,
      kind: t.kind,
      ref: t.ref ?? '',
      time: t.at,
      amount: toUnits(c.user, t.amountMinor),
      balanceAfter: toUnits(c.user, t.balanceAfterMinor),
    }));
    return site.ok({ records, total: all.length, pageNum, pageSize });
  });

  app.get('/api/game/fund/wallets', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    return site.ok({ list: gameWalletsOf(fundScope(c.state), c.user) });
  });

  app.post('/api/game/fund/collect', async (request, reply) => {
    const c = caller(ctx, request, reply);
    if (!c) return reply;
    const fund = fundScope(c.state);
    const total = gameWalletsOf(fund, c.user).reduce((sum, w) => sum + w.balance, 0);
    if (total <= 0) return site.fail(FUND_CODES.nothingToCollect, 'Your game wallets are empty');
    emptyGameWallets(fund, c.user);
    const after = adjust(c.state, c.user, minorOf(c.user, total), { kind: 'collect', at: ctx.clock.now() });
    return site.ok({ collected: total, balance: toUnits(c.user, after), list: gameWalletsOf(fund, c.user) });
  });
}
