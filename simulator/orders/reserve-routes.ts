import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { BadParam, int, optInt } from '../sports/request';
import { balanceMinor, toMinor, toUnits } from '../site/wallet';
import type { OrderDesk } from './desk';
import { stakeLimits } from './limits';
import { optionIndex } from './market-index';
import { legOf, selectionFor } from './place';
import { countPlacement } from './book';
import { reservationRecord } from './render';
import { checkCurrency, clientOrderId, idOf, num, orderRoute, OrderError, stake } from './order-request';
import { ORDER_CODES, type Reservation } from './types';
import type { Lang } from '../sports/types';

/** reserve/bet, reserve/betList, reserve/cancel (docs/betting-api.md; rules in reserve.ts). */
export function registerReserveRoutes(fb: FastifyInstance, ctx: SimContext, desk: OrderDesk): void {
  const base = '/fb/v1/order/reserve';

  /** The selection's price now, or null when its market is gone or closed. */
  const currentOdds = (r: Reservation): number | null => {
    const loc = desk.index.find(r.leg.mid);
    if (!loc || loc.mk.ss === -1) return null;
    return loc.mk.od[optionIndex(loc, r.leg.ty)] ?? null;
  };
  const record = (r: Reservation, lang: Lang) => reservationRecord(r, lang, r.st === 0 ? currentOdds(r) : null);

  fb.post(
    `${base}/bet`,
    orderRoute(ctx, 'placement', ({ body, lang, user, account }) => {
      const cid = clientOrderId(body, 'clientOrderId');
      countPlacement(account, cid);
      const existing = account.reservationByCid.get(cid);
      if (existing) return record(existing, lang);
      const matchId = int(body, 'matchId', { min: 1 });
      const marketId = int(body, 'marketId', { min: 1 });
      const optionType = int(body, 'optionType', { min: 1 });
      const tod = num(body, 'odds');
      const stakeMinor = stake(body, 'unitStake', user);
      checkCurrency(body, user, true);
      const sel = selectionFor(desk, marketId, optionType, 'reserve');
      if (sel.loc.m.id !== matchId) throw new BadParam(`matchId ${matchId} is not the match of market ${marketId}`);
      if (Math.round(tod * 100) <= Math.round(sel.od * 100))
        throw new BadParam(`odds (the target) must be above the current price ${sel.od}`);
      const { smin, smax } = stakeLimits(user.regCurrency, tod, sel.loc.m.ms === 5);
      if (stakeMinor < (toMinor(user, smin) ?? 0))
        throw new OrderError(ORDER_CODES.belowMin, `stake below ${smin}`, { marketId, min: smin });
      if (stakeMinor > (toMinor(user, smax) ?? Infinity))
        throw new OrderError(ORDER_CODES.aboveMax, `stake above ${smax}`, { marketId, max: smax });
      const balance = balanceMinor(account.state, user);
      if (stakeMinor > balance)
        throw new OrderError(ORDER_CODES.overBalance, 'insufficient balance', { balance: toUnits(user, balance) });
      const r = desk.reservations.add(account, cid, legOf(sel, tod), tod, stakeMinor, sel.loc.m);
      return record(r, lang);
    }),
  );

  fb.post(
    `${base}/betList`,
    orderRoute(ctx, 'plain', ({ body, lang, now, account }) => {
      desk.reservations.sweep(now);
      const current = int(body, 'current', { min: 1, max: 100_000, def: 1 });
      const size = int(body, 'size', { min: 1, max: 50, def: 20 });
      const status = optInt(body, 'status', { min: 0, max: 3 });
      const all = [...account.reservations.values()]
        .filter((r) => status === undefined || r.st === status)
        .sort((a, b) => b.ct - a.ct || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
      return {
        current,
        size,
        total: all.length,
        records: all.slice((current - 1) * size, current * size).map((r) => record(r, lang)),
      };
    }),
  );

  fb.post(
    `${base}/cancel`,
    orderRoute(ctx, 'plain', ({ body, lang, account }) => {
      const r = account.reservations.get(idOf(body, 'id'));
      if (!r) throw new BadParam('id is not a reservation of this account');
      if (!desk.reservations.cancel(r))
        throw new OrderError(ORDER_CODES.reserveClosed, 'the reservation is no longer waiting');
      return record(r, lang);
    }),
  );
}
