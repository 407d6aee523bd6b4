import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Server as SocketServer } from 'socket.io';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Scoped, scopeReader } from './core/scope';
import { createScopeState } from './core/scope-state';
import { installFaults } from './core/faults';
import { installCompression } from './core/compress';
import { installRateLimits } from './core/rate-limit';
import { installErrorHandling } from './core/crash-guard';
import { guardSockets } from './core/socket-guard';
import { installSecurityHeaders } from './core/security-headers';
import { cacheHeaders } from './core/static-cache';
import type { SimContext } from './core/context';
import { systemClock, type SimClock } from './core/clock';
import { SiteStore } from './site/site-store';
import { registerConfigRoutes } from './site/config-routes';
import { registerAuthRoutes } from './site/auth-routes';
import { registerMemberRoutes } from './site/member-routes';
import { registerAppRoutes } from './site/app-routes';
import { registerControlRoutes } from './site/control-routes';
import { registerSports } from './sports/index';
import { registerOrders } from './orders/index';
import { registerLive } from './live/index';
import { registerAdmin } from './admin/register';
import { registerFund } from './site/fund/register';
import { registerGames } from './site/games/register';
import { registerPromo } from './site/promo/register';
import { registerLanguages } from './site/languages/language-server';
import { createMedia } from './live/media/create-media';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Folder of the built client; served with an SPA fallback when present. */
  distDir?: string;
  /** Start the live engines (matches, odds, chat). Off in unit tests for determinism. */
  live?: boolean;
  /** Where "now" comes from (default: the system clock). Tests pin the date with it. */
  clock?: SimClock;
  /**
   * The test-control API (`/sim/control/*`) and test scopes (`x-sim-scope`, cookie `sim-scope`).
   * Off by default: `npm start` serves neither; tests, benches and `npm run dev` turn it on
   * (`SIM_CONTROL=1` for simulator/main.ts). docs/simulator.md.
   */
  control?: boolean;
}

export interface Simulator {
  app: FastifyInstance;
  ctx: SimContext;
  url: string;
  /** Every route registered (method and URL pattern), for tests that walk them all. */
  routes: ReadonlyArray<{ method: string; url: string }>;
  close(): Promise<void>;
}

/** Extension points for the modules: each registers its routes and engines here. */
type Module = (app: FastifyInstance, ctx: SimContext, options: Required<SimulatorOptions>) => void | Promise<void>;
const modules: Module[] = [
  registerConfigRoutes,
  registerAuthRoutes,
  registerMemberRoutes,
  registerAppRoutes,
  registerControlRoutes,
  registerSports,
  registerOrders,
  registerLive,
  registerAdmin,
  registerFund,
  registerGames,
  registerPromo,
  registerLanguages,
];

export function addSimulatorModule(module: Module): void {
  modules.push(module);
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const opts: Required<SimulatorOptions> = {
    port: options.port ?? 5173,
    host: options.host ?? '127.0.0.1',
    seed: options.seed ?? 20261122,
    distDir: options.distDir ?? resolve(import.meta.dirname, '../dist'),
    live: options.live ?? true,
    clock: options.clock ?? systemClock,
    control: options.control ?? false,
  };
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const io = new SocketServer(app.server, { cors: { origin: true, credentials: true }, serveClient: false });
  guardSockets(io);
  // Read once: every scope, made now or later, seeds the same demo history (docs/simulator.md).
  const history = { seed: opts.seed, startedAt: opts.clock.now() };
  const ctx: SimContext = {
    seed: opts.seed,
    scopes: new Scoped(() => createScopeState(history)),
    control: opts.control,
    scopeOf: scopeReader(opts.control),
    store: new SiteStore(opts.clock),
    io,
    domainKey: 'matchday2026',
    clock: opts.clock,
    media: await createMedia(opts.live),
  };

  // Multipart bodies are accepted as opaque text so form-data requests still reach their routes.
  app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'string' }, (_req, body, done) =>
    done(null, { raw: body }),
  );
  installErrorHandling(app);
  installFaults(app, ctx.scopes, ctx.scopeOf);
  installCompression(app);
  await installRateLimits(app, ctx.scopeOf, (scope) => ctx.scopes.get(scope).rateLimited);
  const appHtmlHeaders = installSecurityHeaders(app, ctx, opts.distDir);
  for (const module of modules) await module(app, ctx, opts);

  if (existsSync(opts.distDir)) {
    // The build writes .br and .gz beside its text assets (vite.config.ts): served compressed, as a real server would.
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, path) => {
        appHtmlHeaders(reply, path);
        cacheHeaders(reply, path);
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (
        request.method === 'GET' &&
        !path.startsWith('/api/') &&
        !path.startsWith('/fb/') &&
        !path.startsWith('/sim/')
      ) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ code: 404, msg: `No route ${request.method} ${path}`, data: null });
    });
  }

  const address = await app.listen({ port: opts.port, host: opts.host });
  return {
    app,
    ctx,
    url: address.replace('[::1]', '127.0.0.1'),
    routes,
    close: async () => {
      io.close();
      await ctx.media.close();
      await app.close();
    },
  };
}
