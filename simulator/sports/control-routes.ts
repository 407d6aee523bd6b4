import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlPlugin } from '../core/control';
import type { LiveEngine } from './engine';
import type { PushServer } from './push-server';
import type { SportsWorld } from './world';
import type { SimContext } from '../core/context';

/**
 * Test-control endpoints of the sports module, under /sim/control like the site's (loopback
 * only, same check as simulator/site/control-routes.ts): push drops, the odds storm, and forced
 * live events so browser tests need not wait for a goal.
 */

type Body = Record<string, unknown>;
const num = (b: Body, k: string) => (typeof b[k] === 'number' && Number.isFinite(b[k]) ? (b[k] as number) : undefined);

export function registerSportsControl(
  app: FastifyInstance,
  ctx: SimContext,
  world: SportsWorld,
  push: PushServer,
  engine: LiveEngine,
  live: boolean,
): void {
  const clock = ctx.clock;
  app.register(
    controlPlugin(ctx, async (control) => {
      const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
      const noEngine = { ok: false, error: 'the live engine is off (started with live: false)' };

      control.post('/push/drop', async (request) => ({ ok: true, dropped: push.drop(ctx.scopeOf(request.headers)) }));

      control.post('/storm', async (request) => {
        if (!live) return noEngine;
        const b = bodyOf(request);
        const rate = num(b, 'rate');
        if (rate === 0) return { ok: true, stopped: true, sent: engine.storm.stop() };
        const matches = num(b, 'matches') ?? 50;
        const durationMs = num(b, 'durationMs') ?? 10_000;
        if (rate === undefined || rate < 0 || rate > 50_000)
          return { ok: false, error: 'rate (updates per second, 1..50000) is required' };
        if (matches < 1 || matches > 2000 || durationMs < 1 || durationMs > 3_600_000)
          return { ok: false, error: 'matches 1..2000, durationMs 1..3600000' };
        const ids = Array.isArray(b.matchIds)
          ? b.matchIds.filter((x): x is number => Number.isSafeInteger(x))
          : undefined;
        const started = engine.storm.start(
          { rate, matches, durationMs, ...(ids ? { matchIds: ids } : {}) },
          clock.now(),
        );
        return { ok: true, ...started };
      });

      control.get('/storm', async () => (live ? { ok: true, ...engine.storm.status() } : noEngine));

      // Forced events on one match: goal { matchId, side: 'home' | 'away' }, line-move, kickoff, finish.
      // They work without ticks too (live: false, frozen clock): the messages then go out here.
      control.post('/sports/:action', async (request) => {
        const answer = forced(request);
        if (!engine.running) push.flush();
        return answer;
      });

      function forced(request: FastifyRequest) {
        const b = bodyOf(request);
        const m = world.get(num(b, 'matchId') ?? -1);
        if (!m) return { ok: false, error: 'matchId of a known match is required' };
        const now = clock.now();
        const action = (request.params as { action: string }).action;
        switch (action) {
          case 'goal':
            if (m.ms !== 5) return { ok: false, error: 'the match is not live' };
            if (!engine.forceScore(m, b.side === 'away' ? 1 : 0, now))
              return { ok: false, error: 'goals are forced for timed sports only' };
            // `ts`: the goal's server time (its score push), what a room synced to the video waits for;
            // `score`: the match's score with this goal (tests running side by side may score in the same match).
            return {
              ok: true,
              seq: m.seq,
              ts: m.scoredAt,
              score: m.score.per.reduce<[number, number]>((t, p) => [t[0] + p[0], t[1] + p[1]], [0, 0]),
            };
          case 'line-move':
            return {
              ok: true,
              moves: engine.forceLineMove(m, now).map((d) => ({ id: d.id, newId: d.newId, li: d.li })),
            };
          case 'kickoff':
            if (m.ms !== 4 || m.ty !== 2) return { ok: false, error: 'the match is not a prematch match' };
            engine.kickOffNow(m, now);
            break;
          case 'finish':
            if (m.ms !== 5) return { ok: false, error: 'the match is not live' };
            engine.forceFinish(m, now);
            break;
          default:
            return { ok: false, error: `unknown action ${action}` };
        }
        return { ok: true, seq: m.seq };
      }
    }),
    { prefix: '/sim/control' },
  );
}
