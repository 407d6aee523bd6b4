import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { site, SITE_CODES } from './envelope';
import type { ScopeReader } from './scope';

/**
 * Sign-in and code calls per address (and test scope) per minute: failures for the calls a guesser
 * repeats (logins, code checks, password changes), every call for those that cost or create
 * something (an SMS sent, an account made). Wall time, not the simulator clock: a limit is about
 * how fast requests come, and a frozen simulator clock would never lift it.
 */
export const AUTH_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;

type Counted = 'failures' | 'every';
type Group = 'sign-in' | 'register' | 'sms' | 'code' | 'password';

/** The limited routes (method and route pattern) and what they count. Each group has its own budget. */
const LIMITED: Record<string, { group: Group; counted: Counted }> = {
  'POST /api/user/auth/account-login/v2': { group: 'sign-in', counted: 'failures' },
  'POST /api/user/auth/loginCheck': { group: 'sign-in', counted: 'failures' },
  'POST /api/user/auth/mobile-login': { group: 'sign-in', counted: 'failures' },
  'POST /api/user/auth/account-register': { group: 'register', counted: 'every' },
  'POST /api/user/auth/mobile-register': { group: 'register', counted: 'every' },
  'GET /api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode': { group: 'sms', counted: 'every' },
  'POST /api/member/phone/code': { group: 'sms', counted: 'every' },
  'GET /api/user/auth/mobile-registerCheckByCode/:phone/:code': { group: 'code', counted: 'failures' },
  'POST /api/member/phone/bind': { group: 'code', counted: 'failures' },
  'POST /api/member/password/update': { group: 'password', counted: 'failures' },
};

const ruleOf = (request: FastifyRequest) => LIMITED[`${request.method} ${request.routeOptions.url ?? ''}`];

/**
 * Installs the limits (before any route registers, so the hooks reach every route). Keyed by
 * address and scope: parallel tests come from one address, each in its own scope; outside test
 * control every caller has the empty scope, so the key is the address. Past the limit the answer is
 * HTTP 429 with the site envelope `{ code: 429, msg, data: { retryAfter } }` and a Retry-After header.
 */
export async function installRateLimits(
  app: FastifyInstance,
  scopeOf: ScopeReader,
  limitedIn: (scope: string) => boolean,
): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiters = new Map<Group, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiter = (group: Group) => {
    let made = limiters.get(group);
    if (!made) {
      made = app.createRateLimit({
        max: AUTH_LIMIT.max,
        timeWindow: AUTH_LIMIT.timeWindowMs,
        keyGenerator: (r) => `${group}|${r.ip}|${scopeOf(r.headers)}`,
      });
      limiters.set(group, made);
    }
    return made;
  };

  app.addHook('onRequest', async (request, reply) => {
    const rule = ruleOf(request);
    if (!rule || !limitedIn(scopeOf(request.headers))) return;
    const check = limiter(rule.group);
    // "every" counts this call now; "failures" only looks, and counts after a failed answer.
    const state = await check(request, { increment: rule.counted === 'every' });
    const over = !state.isAllowed && (rule.counted === 'every' ? state.isExceeded : state.remaining === 0);
    if (!over) return;
    const retryAfter = Math.max(1, state.ttlInSeconds);
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send(site.fail(SITE_CODES.tooMany, `Too many attempts: wait ${retryAfter} s and try again`, { retryAfter }));
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const rule = ruleOf(request);
    if (rule?.counted !== 'failures' || reply.statusCode === 429 || !limitedIn(scopeOf(request.headers)))
      return payload;
    const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
    if (code !== 200) await limiter(rule.group)(request);
    return payload;
  });
}
