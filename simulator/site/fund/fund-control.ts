import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { controlPlugin } from '../../core/control';
import { fundScope, userKey } from './fund-state';
import { renderOrder } from './fund-routes';
import { settle } from './settle';

type Body = Record<string, unknown>;

/**
 * Test control of the cashier (loopback only, per scope): when orders settle, settling one by
 * hand, and a user's orders (to prove a double press made one).
 */
export function registerFundControl(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const state = (r: FastifyRequest) => ctx.scopes.get(ctx.scopeOf(r.headers));
      const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});

      // {settleMs: number} settles every new order that long after it is made; {settleMs: null} leaves them pending.
      control.post('/fund/config', async (request) => {
        const ms = bodyOf(request).settleMs;
        if (ms !== null && !(typeof ms === 'number' && ms >= 0))
          return { ok: false, error: 'settleMs is a number of ms or null' };
        fundScope(state(request)).settleMs = ms;
        return { ok: true, settleMs: ms };
      });

      // {orderId, outcome: 'ok' | 'failed'}
      control.post('/fund/settle', async (request) => {
        const body = bodyOf(request);
        const s = state(request);
        const order = fundScope(s).orders.get(String(body.orderId ?? ''));
        const user = order ? ctx.store.user(order.userName) : undefined;
        if (!order || !user) return { ok: false, error: 'no such order in this scope' };
        const settled = settle(ctx, s, user, order, body.outcome === 'failed' ? 'failed' : 'ok');
        return { ok: true, settled, order: renderOrder(order) };
      });

      control.get('/fund/orders', async (request) => {
        const name = (request.query as Body).userName;
        const user = typeof name === 'string' ? ctx.store.user(name) : undefined;
        if (!user) return { ok: false, error: 'userName of a known user is required' };
        // Oldest first (the LRU's own order follows use, not creation).
        const orders = [...fundScope(state(request)).orders.values()]
          .filter((o) => o.userName === userKey(user))
          .sort((a, b) => a.createdAt - b.createdAt || a.orderId.localeCompare(b.orderId));
        return { ok: true, orders: orders.map(renderOrder) };
      });
    }),
    { prefix: '/sim/control' },
  );
}
