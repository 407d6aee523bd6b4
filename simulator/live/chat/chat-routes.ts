import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_LIMITS } from '../../../src/api/live/chat-protocol';
import { LIVE_CHAT_CODES } from '../../../src/api/live/chat-codes';
import { SHIELDED_WORDS_MAX, WORD_MAX } from '../../../src/api/live/moderation-rules';
import { bearer, field, requireUser } from '../../core/auth';
import type { SimContext } from '../../core/context';
import { site, SITE_CODES } from '../../core/envelope';
import { languageOf } from '../../site/app-routes';
import { adjust, balanceMinor, minorOf, toUnits } from '../../site/wallet';
import { GIFTS, giftPrice, SENSITIVE_WORDS, type ChatLanguage } from './chat-data';
import type { ChatServer } from './chat-server';
import {
  activeBan,
  addBan,
  BANS_FULL,
  banReasonOf,
  chatScope,
  REASON_TOO_LONG,
  roomConfig,
  siteWords,
  type BanRecord,
} from './chat-state';
import { mayModerate, presenterIdOf, roomOwnerOf } from './presenter-of';
import { recordGift } from '../income/income-state';
import { requireRole } from '../../core/roles';

/**
 * The chat's site routes (shapes in docs/chat-protocol.md), in the site envelope
 * `{ code, msg, data }`. Everything the user changes (signatures, bans, shielded words, the wallet)
 * lives in the request's scope.
 */

const SIG_SECONDS = 24 * 3600;
type Body = Record<string, unknown>;
const bodyOf = (r: FastifyRequest): Body => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
const NOT_YOURS = 'You can only moderate your own rooms';
const num = (b: Body, name: string): number => {
  const n = Number(field(b, name));
  return Number.isFinite(n) ? n : NaN;
};

export function banView(ban: BanRecord) {
  return {
    id: ban.id,
    userName: ban.userName,
    presenterId: ban.presenterId,
    roomId: ban.roomId,
    reason: ban.reason,
    until: ban.until,
    createdAt: ban.createdAt,
    operator: ban.operator,
    active: ban.active,
  };
}

export function registerChatRoutes(app: FastifyInstance, ctx: SimContext, chat: ChatServer): void {
  // The session's scope (as the wallet route reads it), else the request's: a test logs in and
  // calls the controls under one scope, so both name the same one.
  const scope = (r: FastifyRequest) => ctx.store.session(bearer(r))?.scope ?? ctx.scopeOf(r.headers);

  app.get<{ Params: { userName: string } }>('/api/live/chatroom/getSig/:userName', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    if (request.params.userName.toLowerCase() !== user.userName.toLowerCase())
      return site.fail(LIVE_CHAT_CODES.noPermission, 'a signature is only for yourself');
    const userSig = randomBytes(18).toString('hex');
    const expireAt = ctx.clock.now() + SIG_SECONDS * 1000;
    chatScope(ctx, scope(request)).signatures.set(userSig, { userName: user.userName, expireAt, expired: false });
    return site.ok({ userId: user.userName, userSig, sdkAppId: 0, expireAt, expireSeconds: SIG_SECONDS });
  });

  app.post('/api/live/chatroom/config/info', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request);
    const roomId = field(body, 'roomId');
    if (!roomId) return site.fail(SITE_CODES.badRequest, 'roomId is required');
    const config = roomConfig(chatScope(ctx, scope(request)), roomId);
    // Whether the caller may ban in this room (its owner in the catalogue, or a super admin): the
    // client shows the "ban" action on chat lines only then, the ban routes check it again.
    const canModerate = mayModerate(user, roomOwnerOf(ctx, roomId));
    return site.ok({
      roomId,
      ...config,
      maxBytes: CHAT_LIMITS.maxBytes,
      messagesPerSecond: CHAT_LIMITS.messagesPerSecond,
      canModerate,
    });
  });

  app.get<{ Querystring: { presenterId?: string } }>('/api/live/sensitive/word/list', async (request) => {
    const presenterId = request.query.presenterId ?? '';
    const chat = chatScope(ctx, scope(request));
    const shielded = presenterId ? [...(chat.shielded.get(presenterId) ?? [])] : [];
    return site.ok([...siteWords(chat, SENSITIVE_WORDS), ...shielded].map((word, i) => ({ id: i + 1, word })));
  });

  app.post('/api/live/word/shielded/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    if (user.role < 1) return site.fail(LIVE_CHAT_CODES.noPermission, 'only presenters shield words');
    const body = bodyOf(request);
    const presenterId = field(body, 'presenterId') || presenterIdOf(user) || '';
    if (!mayModerate(user, presenterId)) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const words = Array.isArray(body.words)
      ? body.words.filter((w): w is string => typeof w === 'string' && w.trim() !== '').map((w) => w.trim())
      : [];
    if (words.length > SHIELDED_WORDS_MAX || words.some((w) => [...w].length > WORD_MAX))
      return site.fail(SITE_CODES.badRequest, `at most ${SHIELDED_WORDS_MAX} words of at most ${WORD_MAX} characters`);
    chatScope(ctx, scope(request)).shielded.set(presenterId, new Set(words));
    return site.ok({ presenterId, words });
  });

  app.post('/api/live/gift/list', async (request) => {
    const language = languageOf(request) as ChatLanguage;
    const session = ctx.store.session(bearer(request));
    const currency = (session && ctx.store.user(session.userName)?.regCurrency) ?? 'VND';
    return site.ok(
      GIFTS.map((g) => ({
        id: g.id,
        name: g.names[language],
        price: giftPrice(g, currency),
        big: g.big,
        icon: g.icon,
      })),
    );
  });

  app.post('/api/live/gift/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request);
    const gift = GIFTS.find((g) => g.id === num(body, 'giftId'));
    const count = num(body, 'count') || 1;
    const roomId = field(body, 'roomId');
    if (!gift) return site.fail(LIVE_CHAT_CODES.unknownGift, 'no such gift');
    if (!roomId || !Number.isInteger(count) || count < 1 || count > 999)
      return site.fail(SITE_CODES.badRequest, 'roomId and a count of 1-999 are required');
    // The presenter credited is the room's owner in the catalogue; a body's presenterId is ignored.
    const presenterId = roomOwnerOf(ctx, roomId);
    if (!presenterId) return site.fail(SITE_CODES.badRequest, 'no such room');
    const state = ctx.scopes.get(scope(request));
    const price = giftPrice(gift, user.regCurrency) * count;
    const cost = minorOf(user, price);
    const balance = balanceMinor(state, user);
    if (cost > balance)
      return site.fail(LIVE_CHAT_CODES.lowBalance, 'Insufficient balance', { balance: toUnits(user, balance), price });
    const after = adjust(state, user, -cost, { kind: 'gift', at: ctx.clock.now(), ref: roomId });
    const language = languageOf(request) as ChatLanguage;
    // The presenter's income counts it, in VND like the seeded history.
    const value = gift.priceVnd * count;
    recordGift(ctx, scope(request), {
      presenterId,
      roomId,
      userName: user.userName,
      giftId: gift.id,
      count,
      value,
      at: ctx.clock.now(),
    });
    const message = chat.announceGift(scope(request), roomId, user, {
      type: 'gift',
      giftId: gift.id,
      giftName: gift.names[language],
      giftNames: { ...gift.names },
      count,
      value: price,
      big: gift.big,
    });
    return site.ok({ messageId: message?.id ?? '', giftId: gift.id, count, price, balance: toUnits(user, after) });
  });

  app.post('/api/user/banLog/banInfo', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request);
    const userName = field(body, 'userName') || user.userName;
    const roomId = field(body, 'roomId');
    // A room's presenter is its catalogue owner; presenterId alone asks about a presenter-wide ban.
    const presenterId = roomId ? roomOwnerOf(ctx, roomId) : field(body, 'presenterId');
    // Someone else's ban is the business of the room's presenter (or a super admin) only.
    const own = userName.toLowerCase() === user.userName.toLowerCase();
    if (!own && !mayModerate(user, presenterId))
      return site.fail(SITE_CODES.forbidden, 'You can only see your own ban');
    const ban = activeBan(chatScope(ctx, scope(request)), userName, roomId, presenterId, ctx.clock.now());
    return site.ok(ban ? { banned: true, ...banView(ban) } : { banned: false, userName });
  });

  app.post('/api/user/banLog/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    if (user.role < 1) return site.fail(LIVE_CHAT_CODES.noPermission, 'only presenters and admins ban');
    const body = bodyOf(request);
    const userName = field(body, 'userName');
    const roomId = field(body, 'roomId');
    // The ban's scope from the session and the catalogue: a room ban belongs to the room's owner; a
    // presenter-wide one to the caller's own presenter id unless a super admin names another (or `*`).
    const asked = field(body, 'presenterId');
    const presenterId = roomId ? roomOwnerOf(ctx, roomId) : asked || presenterIdOf(user) || '';
    if (!mayModerate(user, presenterId)) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    if (roomId && asked && asked !== presenterId)
      return site.fail(SITE_CODES.badRequest, 'the room is not that presenter’s');
    if (!roomId && !presenterId) return site.fail(SITE_CODES.badRequest, 'roomId or presenterId is required');
    if (!userName || !ctx.store.user(userName)) return site.fail(SITE_CODES.badRequest, 'no such user');
    if (userName.toLowerCase() === user.userName.toLowerCase())
      return site.fail(SITE_CODES.badRequest, 'you cannot ban yourself');
    const reason = banReasonOf(body);
    if (reason === null) return site.fail(SITE_CODES.badRequest, REASON_TOO_LONG);
    const minutes = num(body, 'minutes');
    const ban = addBan(chatScope(ctx, scope(request)), {
      userName,
      presenterId,
      roomId,
      reason,
      until: minutes > 0 ? ctx.clock.now() + minutes * 60_000 : 0,
      createdAt: ctx.clock.now(),
      operator: user.userName,
    });
    if (!ban) return site.fail(SITE_CODES.badRequest, BANS_FULL);
    chat.moderate(scope(request), ban, 'ban');
    return site.ok(banView(ban));
  });

  // The ban log, newest first: a presenter's own (or a test room's), everyone's for a super admin
  // without presenterId; `q` searches user names, reasons and operators; `active` filters.
  app.post('/api/user/banLog/list', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const body = bodyOf(request);
    const presenterId = field(body, 'presenterId') || (user.role >= 2 ? '' : (presenterIdOf(user) ?? ''));
    // Everyone's log (no presenterId) is the super admin's only.
    if ((presenterId || user.role < 2) && !mayModerate(user, presenterId))
      return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const q = field(body, 'q').toLowerCase();
    const active = body.active;
    const now = ctx.clock.now();
    const pageNum = Math.max(1, num(body, 'pageNum') || 1);
    const pageSize = Math.min(200, Math.max(1, num(body, 'pageSize') || 20));
    const all = chatScope(ctx, scope(request))
      .bans.filter((b) => !presenterId || b.presenterId === presenterId)
      .filter((b) => !q || [b.userName, b.reason, b.operator].some((t) => t.toLowerCase().includes(q)))
      .filter((b) => typeof active !== 'boolean' || active === (b.active && (b.until === 0 || b.until > now)))
      .reverse();
    return site.ok({
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(banView),
      total: all.length,
      pageNum,
      pageSize,
    });
  });

  app.post('/api/user/banLog/batchUntie', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    if (user.role < 1) return site.fail(LIVE_CHAT_CODES.noPermission, 'only presenters and admins lift bans');
    const ids = bodyOf(request).ids;
    const wanted = new Set(Array.isArray(ids) ? ids.map(Number) : []);
    const bans = chatScope(ctx, scope(request)).bans.filter((b) => wanted.has(b.id));
    if (bans.some((b) => !mayModerate(user, b.presenterId))) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    let lifted = 0;
    for (const ban of bans) {
      if (ban.active) {
        ban.active = false;
        lifted += 1;
        chat.moderate(scope(request), ban, 'unban');
      }
    }
    return site.ok({ lifted });
  });

  app.put('/api/user/banLog/update', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    if (user.role < 1) return site.fail(LIVE_CHAT_CODES.noPermission, 'only presenters and admins change bans');
    const body = bodyOf(request);
    const ban = chatScope(ctx, scope(request)).bans.find((b) => b.id === num(body, 'id'));
    if (!ban) return site.fail(SITE_CODES.badRequest, 'no such ban');
    if (!mayModerate(user, ban.presenterId)) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const reason = banReasonOf(body);
    if (reason === null) return site.fail(SITE_CODES.badRequest, REASON_TOO_LONG);
    const minutes = num(body, 'minutes');
    if (Number.isFinite(minutes)) ban.until = minutes > 0 ? ctx.clock.now() + minutes * 60_000 : 0;
    if (reason) ban.reason = reason;
    // The banned viewer's notice follows the change (a new end, a new reason) at once.
    if (ban.active) chat.moderate(scope(request), ban, 'ban');
    return site.ok(banView(ban));
  });
}
