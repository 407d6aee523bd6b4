import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SimContext } from '../core/context';
import { MAX_SCOPES } from '../core/scope';
import { originOf } from '../core/origin';
import { encryptDomains } from './domain-crypto';
import { gameOriginFor } from './games/game-server';
import { languageListUrlFor } from './languages/language-server';

/** Per-scope overrides of config.json (a test can switch env or break discovery); as many scopes as the scopes keep. */
export const configOverrides = new LRUCache<string, Record<string, unknown>>({ max: MAX_SCOPES });

/** The config.json a request's scope gets (the app's security headers are built from it too). */
export function runtimeConfigFor(request: FastifyRequest, ctx: SimContext) {
  const origin = originOf(request);
  const gameOrigin = gameOriginFor(ctx, request);
  return {
    variant: process.env.MATCHDAY_VARIANT ?? 'vietnam',
    env: process.env.MATCHDAY_ENV ?? 'prod',
    domainDiscoveryUrl: '/sim/domains',
    domainKey: ctx.domainKey,
    fallbackApiOrigin: origin,
    siteHost: origin,
    chat: { mode: 'sim' },
    // The eruda debug console exposes the token and a JS prompt: off unless asked for (SIM_DEBUG_CONSOLE=on).
    debugConsole: process.env.SIM_DEBUG_CONSOLE === 'on',
    // Where games are served from (another origin than the app's): the pages' frame-src allows exactly these.
    gameOrigins: gameOrigin ? [gameOrigin] : [],
    // The static language list, on its own origin as on the service (the CSP's connect-src allows it).
    languageListUrl: languageListUrlFor(ctx, request),
    // Advertising tracking scripts, injected only on these production hosts (never on 127.0.0.1: src/lib/platform/tracking.ts).
    tracking: [{ hosts: ['matchday.vn', 'www.matchday.vn'], scripts: ['/sim/track/site-tag.js'] }],
    ...configOverrides.get(ctx.scopeOf(request.headers)),
  };
}

export function registerConfigRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/config.json', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(runtimeConfigFor(request, ctx));
  });

  // Domain discovery: encrypted lists of API and static origins.
  app.get('/sim/domains', async (request) => {
    const origin = originOf(request);
    return {
      data: encryptDomains([origin], ctx.domainKey),
      staticList: encryptDomains([origin], ctx.domainKey),
    };
  });
}
