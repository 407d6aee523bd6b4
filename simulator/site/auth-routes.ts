import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import { bearer, field } from '../core/auth';
import type { ScopeState } from '../core/scope-state';
import type { SimUser } from './site-store';

const USER_NAME = /^[a-zA-Z][a-zA-Z0-9]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
/** A phone number: 6-15 digits (registration, phone login, binding in the Security tab: phone-routes.ts). */
export const PHONE = /^\d{6,15}$/;
/** A country calling code: 1-4 digits. */
const AREA_CODE = /^\d{1,4}$/;
const NAME_TRIES = 8;
const CAPTCHA_AFTER_FAILURES = 2;
/** A security question may be answered this long after it was asked (simulator clock). */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** One answer for an unknown user and a wrong password, so a login cannot tell which names exist. */
const BAD_LOGIN = { code: SITE_CODES.wrongPassword, msg: 'Wrong user name or password' } as const;

function newCaptcha(ctx: SimContext, state: ScopeState) {
  const a = 1 + Math.floor(Math.random() * 9);
  const b = 1 + Math.floor(Math.random() * 9);
  const captchaId = randomBytes(8).toString('hex');
  state.captchas.set(captchaId, { answer: String(a + b), expiresAt: ctx.clock.now() + CAPTCHA_TTL_MS });
  return { captchaId, question: `${a} + ${b}` };
}

/**
 * Checks (and by default spends) the code sent to `phone` in this scope: undefined when it is good,
 * else the refusal: a wrong code, or no code to check (never sent, expired, used, tried out).
 */
function codeRefusal(ctx: SimContext, state: ScopeState, phone: string, code: string, use = true) {
  const found = state.smsCodes.check(phone, code, ctx.clock.now(), use);
  if (found === 'ok') return undefined;
  if (found === 'wrong') return site.fail(SITE_CODES.smsWrong, 'Wrong verification code');
  return site.fail(SITE_CODES.smsExpired, 'No valid code for this phone: ask for a new one');
}

function tokenReply(ctx: SimContext, user: SimUser, scope: string) {
  return site.ok({
    accessToken: ctx.store.openSession(user.userName, scope),
    userName: user.userName,
    loginState: 0,
    mobile: user.mobile,
    mobileArea: user.mobileArea,
    deviceId: '',
  });
}

/** Links a new account to the owner of the invite code (or, failing that, the refer code) it registered with. */
function inviter(ctx: SimContext, body: unknown): { invitedBy?: string } {
  const owner =
    ctx.store.userByInviteCode(field(body, 'inviteCode')) ?? ctx.store.userByInviteCode(field(body, 'referCode'));
  return owner ? { invitedBy: owner.userName } : {};
}

export function registerAuthRoutes(app: FastifyInstance, ctx: SimContext): void {
  const base = '/api/user/auth';

  app.post(`${base}/account-login/v2`, async (request) => {
    const scope = ctx.scopeOf(request.headers);
    const state = ctx.scopes.get(scope);
    const userName = field(request.body, 'userName');
    const password = field(request.body, 'password');
    if (!userName || !password) return site.fail(SITE_CODES.badRequest, 'userName and password are required');
    const key = userName.toLowerCase();
    const failures = state.failedLogins.get(key) ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      const id = field(request.body, 'captchaId');
      const asked = id ? state.captchas.get(id) : undefined;
      if (!asked || ctx.clock.now() > asked.expiresAt) {
        return site.fail(SITE_CODES.captchaRequired, 'Please answer the security question', newCaptcha(ctx, state));
      }
      state.captchas.delete(id);
      if (asked.answer !== field(request.body, 'captchaCode')) {
        return site.fail(SITE_CODES.captchaWrong, 'Wrong answer to the security question', newCaptcha(ctx, state));
      }
    }
    const user = ctx.store.user(userName);
    // An unknown name is compared too, so both failures take the same path and the same answer.
    if (!user || user.password !== password) {
      state.failedLogins.set(key, failures + 1);
      return site.fail(BAD_LOGIN.code, BAD_LOGIN.msg);
    }
    state.failedLogins.delete(key);
    if (user.needsSms) {
      state.smsCodes.send(user.mobile, ctx.clock.now());
      ctx.store.beginSmsLogin(user.userName, scope);
      return site.ok({
        loginState: 1,
        mobile: user.mobile,
        mobileArea: user.mobileArea,
        deviceId: '',
        accessToken: null,
      });
    }
    if (user.userName === 'migrate' && field(request.body, 'vtobConfirm') !== '1') {
      // An account carried over from the previous platform: the client shows its history first.
      return site.ok({
        loginState: 0,
        mobile: user.mobile,
        mobileArea: user.mobileArea,
        deviceId: '',
        accessToken: null,
        state: 'vtob',
        historyData: { previousSite: 'legacy.example', lastLogin: '2025-12-31 20:15:00', balance: user.balance },
      });
    }
    return tokenReply(ctx, user, scope);
  });

  app.get(`${base}/captcha`, async (request) => site.ok(newCaptcha(ctx, ctx.scopes.get(ctx.scopeOf(request.headers)))));

  // The SMS step of a login: only for a user whose password step passed moments ago in this scope.
  app.post(`${base}/loginCheck`, async (request) => {
    const scope = ctx.scopeOf(request.headers);
    const state = ctx.scopes.get(scope);
    const user = ctx.store.user(field(request.body, 'userName'));
    const mobile = field(request.body, 'mobile');
    if (!user || !mobile || !ctx.store.smsLoginPending(user.userName, scope)) {
      return site.fail(SITE_CODES.badRequest, 'Log in with your password first');
    }
    if (user.mobile !== mobile) return site.fail(SITE_CODES.badRequest, 'This phone does not belong to the account');
    const refused = codeRefusal(ctx, state, mobile, field(request.body, 'smsCode'));
    if (refused) return refused;
    ctx.store.smsLoginPending(user.userName, scope, true);
    return tokenReply(ctx, user, scope);
  });

  app.post(`${base}/account-register`, async (request) => {
    const scope = ctx.scopeOf(request.headers);
    const userName = field(request.body, 'userName');
    const password = field(request.body, 'password');
    if (!USER_NAME.test(userName))
      return site.fail(SITE_CODES.badRequest, 'User name: 4-16 letters or digits, starting with a letter');
    if (!PASSWORD.test(password))
      return site.fail(SITE_CODES.badRequest, 'Password: 6-20 characters with letters and digits');
    if (ctx.store.user(userName)) return site.fail(SITE_CODES.userExists, 'This user name is taken');
    const user = ctx.store.addUser({
      userName,
      password,
      role: 0,
      regCurrency: 'VND',
      mobile: '',
      mobileArea: field(request.body, 'countryCode') || '84',
      needsSms: false,
      balance: 0,
      vipLevel: 0,
      avatar: 1 + (userName.length % 10),
      nickName: userName,
      ...inviter(ctx, request.body),
    });
    return tokenReply(ctx, user, scope);
  });

  // Sends a (simulated) SMS code; data.registered (an account uses this area code and number) tells login from register.
  app.get<{ Params: { phone: string; phoneCode: string } }>(
    `${base}/mobile-registerCheckByMobile/:phone/:phoneCode`,
    async (request) => {
      const { phone, phoneCode } = request.params;
      if (!PHONE.test(phone)) return site.fail(SITE_CODES.badRequest, 'Enter a valid phone number');
      if (!AREA_CODE.test(phoneCode)) return site.fail(SITE_CODES.badRequest, 'Enter a valid country code');
      ctx.scopes.get(ctx.scopeOf(request.headers)).smsCodes.send(phone, ctx.clock.now());
      return site.ok({ registered: Boolean(ctx.store.userByMobile(phoneCode, phone)), sent: true });
    },
  );

  app.get<{ Params: { phone: string; code: string } }>(
    `${base}/mobile-registerCheckByCode/:phone/:code`,
    async (request) => {
      const { phone, code } = request.params;
      // Only tells the form the code is right: the registration that follows spends it.
      return codeRefusal(ctx, ctx.scopes.get(ctx.scopeOf(request.headers)), phone, code, false) ?? site.ok(true);
    },
  );

  // A user name no account has yet (it follows the user name rule); a few tries, never an endless loop.
  app.get(`${base}/mobile-registerCreatName`, async () => {
    for (let i = 0; i < NAME_TRIES; i++) {
      const name = `vn${randomBytes(4).toString('hex')}`;
      if (!ctx.store.user(name)) return site.ok(name);
    }
    return site.fail(SITE_CODES.badRequest, 'No free user name found: try again');
  });

  app.post(`${base}/mobile-login`, async (request) => {
    const scope = ctx.scopeOf(request.headers);
    const mobile = field(request.body, 'mobile');
    const user = ctx.store.userByMobile(field(request.body, 'countryCode') || '84', mobile);
    const refused = codeRefusal(ctx, ctx.scopes.get(scope), mobile, field(request.body, 'smsCode'));
    if (refused) return refused;
    // The code step already told whether the phone is registered (its `registered`), so saying it here hides nothing.
    if (!user) return site.fail(SITE_CODES.unknownUser, 'No account uses this phone number');
    return tokenReply(ctx, user, scope);
  });

  app.post(`${base}/mobile-register`, async (request) => {
    const scope = ctx.scopeOf(request.headers);
    const mobile = field(request.body, 'mobile');
    const countryCode = field(request.body, 'countryCode') || '84';
    const userName = field(request.body, 'userName');
    if (!PHONE.test(mobile)) return site.fail(SITE_CODES.badRequest, 'Enter a valid phone number');
    if (!USER_NAME.test(userName))
      return site.fail(SITE_CODES.badRequest, 'User name: 4-16 letters or digits, starting with a letter');
    if (ctx.store.userByMobile(countryCode, mobile))
      return site.fail(SITE_CODES.phoneExists, 'This phone number is already registered');
    if (ctx.store.user(userName)) return site.fail(SITE_CODES.userExists, 'This user name is taken');
    // The code last, so a taken name or phone does not spend it.
    const refused = codeRefusal(ctx, ctx.scopes.get(scope), mobile, field(request.body, 'smsCode'));
    if (refused) return refused;
    const user = ctx.store.addUser({
      userName,
      password: randomBytes(6).toString('hex'),
      role: 0,
      regCurrency: 'VND',
      mobile,
      mobileArea: countryCode,
      needsSms: false,
      balance: 0,
      vipLevel: 0,
      avatar: 1,
      nickName: userName,
      ...inviter(ctx, request.body),
    });
    return tokenReply(ctx, user, scope);
  });

  app.post(`${base}/logout`, async (request) => {
    const token = bearer(request);
    if (token) ctx.store.closeSession(token);
    return site.ok(null);
  });

  // Part of the service's contract; the client does not ask it (docs/decisions.md, "Phone checks, the language list
  // and the verification type": the security question is asked by the login's own refusal).
  app.get(`${base}/get/verification/domainType`, async () => site.ok({ domainType: 1 }));
}
