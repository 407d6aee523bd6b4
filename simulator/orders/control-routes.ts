import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { controlPlugin } from '../core/control';
import { balanceMinor, setBalance, toMinor, toUnits } from '../site/wallet';
import { delta } from '../sports/markets';
import { optionIndex } from './market-index';
import type { OrderDesk } from './desk';
import { accountOf, bookOf } from './book';
import { parseOrderFault } from './faults';
import { ledgerOrder, reservationRecord } from './render';
import { ORDER_CODES, ST } from './types';

/**
 * Test control of the order engine (loopback only, scope-aware like the rest of /sim/control):
 * the ledger of a user, order faults, balances, a selection's price, and cancelling an order.
 * docs/simulator.md lists them.
 */

type Body = Record<string, unknown>;

export function registerOrderControl(app: FastifyInstance, ctx: SimContext, desk: OrderDesk): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const state = (r: FastifyRequest) => ctx.scopes.get(ctx.scopeOf(r.headers));
      const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
      const userOf = (name: unknown) => (typeof name === 'string' ? ctx.store.user(name) : undefined);

      // The user's ledger in this scope: balance, orders (with their status timeline), reservations,
      // and placement requests per clientOrderId (retries counted), to prove none duplicated or lost.
      control.get('/ledger', async (request) => {
        const user = userOf((request.query as Body).userName);
        if (!user) return { ok: false, error: 'userName of a known user is required' };
        const s = state(request);
        desk.reservations.sweep(ctx.clock.now());
        const account = accountOf(s, user);
        const orders = [...account.orders.values()].sort(
          (a, b) => a.bt - b.bt || (BigInt(a.id) < BigInt(b.id) ? -1 : 1),
        );
        const perCid = new Map<string, number>();
        for (const o of orders) perCid.set(o.cid, (perCid.get(o.cid) ?? 0) + 1);
        return {
          ok: true,
          userName: user.userName,
          currency: user.regCurrency,
          balance: toUnits(user, balanceMinor(s, user)),
          orders: orders.map(ledgerOrder),
          reservations: [...account.reservations.values()].map((r) => reservationRecord(r, 'en', null)),
          placements: Object.fromEntries(account.placements),
          duplicated: [...perCid.entries()].filter(([, n]) => n > 1).map(([cid]) => cid),
        };
      });

      control.post('/order-faults', async (request) => {
        const fault = parseOrderFault(request.body);
        if (typeof fault === 'string') return { ok: false, error: fault };
        const faults = bookOf(state(request)).faults;
        faults.push(fault);
        return { ok: true, faults };
      });
      control.get('/order-faults', async (request) => ({ ok: true, faults: bookOf(state(request)).faults }));
      control.delete('/order-faults', async (request) => {
        bookOf(state(request)).faults.length = 0;
        return { ok: true };
      });

      control.post('/balance', async (request) => {
        const b = bodyOf(request);
        const user = userOf(b.userName);
        const minor = user && typeof b.balance === 'number' && b.balance >= 0 ? toMinor(user, b.balance) : undefined;
        if (!user || minor === undefined)
          return { ok: false, error: 'userName of a known user and balance (>= 0, in its currency) are required' };
        setBalance(state(request), user, minor);
        return { ok: true, balance: toUnits(user, minor) };
      });

      // Sets one selection's price (and/or the market's sale status) and sends it as the engine
      // would, so an odds change, a suspension or a reservation fill happens when a test says.
      // The live engine may move it again on its next reprice; `pin: true` keeps the prematch
      // drift off the market from then on, for a test whose steps depend on its price.
      control.post('/odds', async (request) => {
        const b = bodyOf(request);
        const loc = typeof b.marketId === 'number' ? desk.index.find(b.marketId) : undefined;
        if (!loc) return { ok: false, error: 'marketId of a market on the board is required' };
        if (b.odds !== undefined) {
          const i = typeof b.optionType === 'number' ? optionIndex(loc, b.optionType) : -1;
          if (i < 0 || typeof b.odds !== 'number' || !(b.odds > 1) || b.odds > 1000)
            return { ok: false, error: 'optionType of the market and odds (> 1, European) are required' };
          loc.mk.od[i] = Math.round(b.odds * 100) / 100;
        }
        if (b.ss !== undefined) {
          if (b.ss !== 1 && b.ss !== 0 && b.ss !== -1) return { ok: false, error: 'ss must be 1, 0 or -1' };
          loc.mk.ss = b.ss;
        }
        if (b.pin === true) loc.mk.pinned = true;
        const { world: _w, push, engine } = desk.sports;
        const d = delta(loc.g.plan, loc.mk);
        // A pin alone changes no price: nothing to send.
        if (b.odds === undefined && b.ss === undefined) return { ok: true, market: d };
        push.send(loc.m, { type: 'odds', markets: [d] });
        if (!engine.running) push.flush();
        return { ok: true, market: d };
      });

      // The book cancels an order (st 3) with a reason (default 3006) and returns the stake.
      control.post('/orders/cancel', async (request) => {
        const b = bodyOf(request);
        const user = userOf(b.userName);
        const order =
          user && typeof b.orderId === 'string' ? accountOf(state(request), user).orders.get(b.orderId) : undefined;
        if (!order) return { ok: false, error: 'userName and orderId of one of its orders are required' };
        if (order.st !== ST.created && order.st !== ST.confirming && order.st !== ST.confirmed)
          return { ok: false, error: `the order is already final (st ${order.st})` };
        desk.refund(order, ST.cancelled, typeof b.rj === 'number' ? b.rj : ORDER_CODES.riskRejected);
        return { ok: true, order: ledgerOrder(order) };
      });
    }),
    { prefix: '/sim/control' },
  );
}
