import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer, requireUser } from '../core/auth';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import type { ScopeState } from '../core/scope-state';
import { memberInfo } from './account-routes';
import { PHONE } from './auth-routes';
import type { SimUser } from './site-store';
import { CODE_TTL_MS, MAX_TRIES, SMS_CODE } from './sms-codes';

const AREA = /^\d{1,4}$/;
/** A new code may be asked for this long after the last one (simulator clock). */
export const RESEND_AFTER_MS = 60_000;

interface PendingCode {
  mobileArea: string;
  mobile: string;
  sentAt: number;
  tries: number;
}

/** Codes sent per scope and user: a test's codes never meet another's. */
const byScope = new WeakMap<ScopeState, Map<string, PendingCode>>();
function pendingOf(ctx: SimContext, request: FastifyRequest): Map<string, PendingCode> {
  const state = ctx.scopes.get(ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers));
  let map = byScope.get(state);
  if (!map) byScope.set(state, (map = new Map()));
  return map;
}

const text = (body: unknown, key: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** The phone asked for, or the refusal to send. */
function phoneOf(ctx: SimContext, user: SimUser, body: unknown) {
  const mobile = text(body, 'mobile').replace(/[\s-]/g, '');
  const mobileArea = text(body, 'mobileArea').replace(/^\+/, '');
  if (!PHONE.test(mobile) || !AREA.test(mobileArea))
    return site.fail(SITE_CODES.badRequest, 'Enter a valid phone number');
  if (user.mobile === mobile && user.mobileArea === mobileArea)
    return site.fail(SITE_CODES.phoneUnchanged, 'This is already your phone number');
  const owner = ctx.store.userByMobile(mobileArea, mobile);
  if (owner && owner !== user) return site.fail(SITE_CODES.phoneExists, 'This phone number belongs to another account');
  return { mobile, mobileArea };
}

/**
 * Binding or changing the member's phone from the Security tab (docs/member-api.md): an SMS code to
 * the new number (the simulator's is always SMS_CODE), at most one a minute, good for five minutes
 * and five tries, then the bind with it. Times are the simulator's clock.
 */
export function registerPhoneRoutes(app: FastifyInstance, ctx: SimContext): void {
  /** The member, the number asked for and their codes; or the answer already given (not signed in, a refused number). */
  const begin = (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return { answer: reply };
    const phone = phoneOf(ctx, user, request.body);
    if ('code' in phone) return { answer: phone };
    return { user, phone, pending: pendingOf(ctx, request), key: user.userName.toLowerCase(), now: ctx.clock.now() };
  };

  app.post('/api/member/phone/code', async (request, reply) => {
    const asked = begin(request, reply);
    if ('answer' in asked) return asked.answer;
    const { phone, pending, key, now } = asked;
    const last = pending.get(key);
    if (last && now - last.sentAt < RESEND_AFTER_MS) {
      const retryAfter = Math.ceil((RESEND_AFTER_MS - (now - last.sentAt)) / 1000);
      return site.fail(SITE_CODES.smsTooSoon, `Wait ${retryAfter} s before asking for another code`, { retryAfter });
    }
    pending.set(key, { ...phone, sentAt: now, tries: 0 });
    return site.ok({ resendAfter: RESEND_AFTER_MS / 1000, expiresAt: now + CODE_TTL_MS });
  });

  app.post('/api/member/phone/bind', async (request, reply) => {
    const asked = begin(request, reply);
    if ('answer' in asked) return asked.answer;
    const { user, phone, pending, key, now } = asked;
    const sent = pending.get(key);
    if (
      !sent ||
      sent.mobile !== phone.mobile ||
      sent.mobileArea !== phone.mobileArea ||
      now - sent.sentAt > CODE_TTL_MS ||
      sent.tries >= MAX_TRIES
    ) {
      return site.fail(SITE_CODES.smsExpired, 'The code has expired or was sent to another number: ask for a new one');
    }
    if (text(request.body, 'smsCode') !== SMS_CODE) {
      sent.tries += 1;
      return site.fail(SITE_CODES.smsWrong, 'Wrong verification code');
    }
    pending.delete(key);
    user.mobile = phone.mobile;
    user.mobileArea = phone.mobileArea;
    return site.ok(memberInfo(user));
  });
}
