import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { controlPlugin } from '../core/control';
import type { FaultRule } from '../core/faults';
import { formatUtc8 } from './time-utc8';
import { DEFAULT_GAME_ORDER } from './app-routes';
import { configOverrides } from './config-routes';

type Body = Record<string, unknown>;

export function registerControlRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const scopeState = (r: FastifyRequest) => ctx.scopes.get(ctx.scopeOf(r.headers));

      control.post('/reset', async (request) => {
        const scope = ctx.scopeOf(request.headers);
        ctx.scopes.reset(scope);
        configOverrides.delete(scope);
        return { ok: true };
      });

      control.post('/faults', async (request) => {
        const rule = request.body as FaultRule;
        if (!rule || typeof rule.match !== 'string' || typeof rule.kind !== 'string')
          return { ok: false, error: 'match and kind are required' };
        scopeState(request).faults.faults.push({ ...rule });
        return { ok: true };
      });

      control.delete('/faults', async (request) => {
        scopeState(request).faults.faults = [];
        return { ok: true };
      });

      control.post('/expire-sessions', async (request) => ({
        ok: true,
        expired: ctx.store.expireScope(ctx.scopeOf(request.headers)),
      }));

      control.post('/maintenance', async (request) => {
        const body = (request.body ?? {}) as Body;
        const state = scopeState(request);
        if (body.on === false) {
          state.maintenance = null;
          return { ok: true };
        }
        const now = ctx.clock.now();
        const startMs = typeof body.startMs === 'number' ? body.startMs : now - 5 * 60_000;
        const endMs =
          typeof body.endMs === 'number'
            ? body.endMs
            : now + (typeof body.minutes === 'number' ? body.minutes : 120) * 60_000;
        state.maintenance = {
          id: 7,
          title: typeof body.title === 'string' ? body.title : 'Scheduled maintenance',
          content:
            typeof body.content === 'string'
              ? body.content
              : 'We are upgrading our systems. Thank you for your patience.',
          startTime: formatUtc8(startMs),
          endTime: formatUtc8(endMs),
          point: typeof body.point === 'string' ? body.point : '0',
          status: '1',
          sportsConfigVO: { gameOrder: DEFAULT_GAME_ORDER },
        };
        return { ok: true, maintenance: state.maintenance };
      });

      control.post('/config', async (request) => {
        configOverrides.set(ctx.scopeOf(request.headers), (request.body ?? {}) as Body);
        return { ok: true };
      });

      // The simulator's "now", so a browser test can set its page clock to the same instant
      // (tests/e2e/fixtures.ts) and tests can ask for the data of the window the page shows.
      control.get('/clock', async () => {
        const now = ctx.clock.now();
        return { now, iso: new Date(now).toISOString(), frozen: ctx.clock.frozen };
      });

      // Echoes what a client sent, so tests can check headers and base body fields end to end.
      control.post('/echo', async (request) => ({
        code: 200,
        msg: 'success',
        data: { headers: request.headers, body: request.body },
      }));

      control.post('/push', async (request) => {
        const body = (request.body ?? {}) as Body;
        const push = scopeState(request).push;
        if (typeof body.paused === 'boolean') push.paused = body.paused;
        if (typeof body.skipSeq === 'number') push.skipSeq = body.skipSeq;
        if (typeof body.malformed === 'number') push.malformed = body.malformed;
        return { ok: true, push };
      });

      // {on: false}: sign-in and registration calls of this scope are not rate-limited (a test making dozens of accounts).
      control.post('/rate-limits', async (request) => {
        const body = (request.body ?? {}) as Body;
        if (typeof body.on !== 'boolean') return { ok: false, error: 'on (boolean) is required' };
        scopeState(request).rateLimited = body.on;
        return { ok: true };
      });

      // {userName, nickName}: a member's nickname set as is, past member/update's 1-20 character rule,
      // so a browser test can prove the client shows any name as text (tests/e2e/hostile-text-*.spec.ts).
      // Users are shared by every scope: tests use it on accounts they registered themselves.
      control.post('/member/nick', async (request) => {
        const body = (request.body ?? {}) as Body;
        const user = typeof body.userName === 'string' ? ctx.store.user(body.userName) : undefined;
        if (!user || typeof body.nickName !== 'string')
          return { ok: false, error: 'userName of a known user and nickName are required' };
        user.nickName = body.nickName;
        return { ok: true };
      });
    }),
    { prefix: '/sim/control' },
  );
}
