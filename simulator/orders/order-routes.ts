import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { BadParam, int, optInt } from '../sports/request';
import { toUnits } from '../site/wallet';
import type { OrderDesk } from './desk';
import { CASH_OUT_HOLD_MS, cashOutQuote } from './cash-out';
import { checkOdds, placeMultiple, placeSingles } from './place';
import { listRecord, statusRecord } from './render';
import { checkCurrency, flag, idList, idOf, num, orderRoute, OrderError, stake } from './order-request';
import { ORDER_CODES, ST, type Order } from './types';

/**
 * The provider's order calls, POST /fb/v1/order/... (docs/betting-api.md): odds check, singles,
 * parlays, status polling, history, cash-out. Reservations are in reserve-routes.ts.
 */

const UNSETTLED = new Set<number>([ST.created, ST.confirming, ST.confirmed]);

export function registerOrderRoutes(fb: FastifyInstance, ctx: SimContext, desk: OrderDesk): void {
  const base = '/fb/v1/order';

  fb.post(
    `${base}/batchBetMatchMarketOfJumpLine`,
    orderRoute(ctx, 'plain', (call) => checkOdds(desk, call)),
  );
  fb.post(
    `${base}/bet/singlePass`,
    orderRoute(ctx, 'placement', (call) => placeSingles(desk, call)),
  );
  fb.post(
    `${base}/betMultiple`,
    orderRoute(ctx, 'placement', (call) => placeMultiple(desk, call)),
  );

  fb.post(
    `${base}/getStakeOrderStatus`,
    orderRoute(ctx, 'status', ({ body, lang, account }) =>
      idList(body, 'orderIds', 50).flatMap((id) => {
        const o = account.orders.get(id);
        return o ? [statusRecord(o, lang)] : [];
      }),
    ),
  );

  fb.post(
    `${base}/new/bet/list`,
    orderRoute(ctx, 'plain', ({ body, lang, user, account }) => {
      const settled = flag(body, 'isSettled', false);
      const start = optInt(body, 'startTime', { min: 0 });
      const end = optInt(body, 'endTime', { min: 0 });
      if (start !== undefined && end !== undefined && end < start)
        throw new BadParam('endTime must not be before startTime');
      const current = int(body, 'current', { min: 1, max: 100_000, def: 1 });
      const size = int(body, 'size', { min: 1, max: 50, def: 20 });
      optInt(body, 'timeType', { min: 0, max: 9 });
      checkCurrency(body, user, false);
      const records = [...account.orders.values()]
        .filter((o) => UNSETTLED.has(o.st) !== settled)
        .filter((o) => (start === undefined || o.bt >= start) && (end === undefined || o.bt <= end))
        .sort((a, b) => b.bt - a.bt || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
      const pageOf = records.slice((current - 1) * size, current * size);
      return {
        current,
        size,
        total: records.length,
        records: pageOf.map((o) => listRecord(o, lang, cashOutQuote(desk, o).st === 1)),
      };
    }),
  );

  fb.post(
    `${base}/cashOut/price`,
    orderRoute(ctx, 'plain', ({ body, account }) => ({
      mxc: CASH_OUT_HOLD_MS,
      pr: idList(body, 'orderIds', 50).flatMap((id) => {
        const o = account.orders.get(id);
        if (!o) return [];
        const q = cashOutQuote(desk, o);
        return [{ oid: o.id, amt: toUnits(account.user, q.amtMinor), st: q.st }];
      }),
    })),
  );

  fb.post(
    `${base}/cashOut/bet`,
    orderRoute(ctx, 'plain', ({ body, user, account }) => {
      const o: Order | undefined = account.orders.get(idOf(body, 'orderId'));
      if (!o) throw new BadParam('orderId is not an order of this account');
      if (stake(body, 'cashOutStake', user) !== o.stakeMinor)
        throw new BadParam(`cashOutStake must be the order's stake (${toUnits(user, o.stakeMinor)})`);
      const seen = num(body, 'unitCashOutPayoutStake');
      const accept = flag(body, 'acceptOddsChange', false);
      flag(body, 'parlay', false);
      const q = cashOutQuote(desk, o);
      if (q.st !== 1) throw new OrderError(ORDER_CODES.cashOutUnavailable, 'this order cannot be cashed out now');
      const amt = toUnits(user, q.amtMinor);
      if (Math.abs(amt - seen) > 1e-9 && !accept)
        throw new OrderError(ORDER_CODES.cashOutChanged, 'the cash-out price changed', { amt });
      desk.cashOut(o, q.amtMinor);
      return { id: o.id, st: o.st, amt };
    }),
  );
}
