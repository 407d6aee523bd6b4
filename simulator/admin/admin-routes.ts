import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearer, field } from '../core/auth';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import { requireRole } from '../core/roles';
import type { LiveCatalog } from '../live/catalog/catalog';
import { langOf } from '../live/catalog/request';
import { PRESENTERS, STATUS } from '../live/catalog/seed';
import { SENSITIVE_WORDS } from '../live/chat/chat-data';
import { WORD_MAX } from '../../src/api/live/moderation-rules';
import { banView } from '../live/chat/chat-routes';
import type { ChatServer } from '../live/chat/chat-server';
import {
  addBan,
  BANS_FULL,
  banReasonOf,
  chatScope,
  REASON_TOO_LONG,
  SITE_WIDE,
  siteWords,
} from '../live/chat/chat-state';
import { audit, auditEntries } from './audit-log';

/**
 * The super admin's API (docs/admin-api.md): every live stream with its viewers and
 * status, stopping one, site-wide bans, the site's sensitive words, site figures and the audit log
 * of who did what. Every route answers 401 without a session and `{ code: 403, msg }` to anyone but
 * a super admin. Bans, words and the audit log are per scope; a stopped stream is the catalogue's,
 * so it ends for every scope (as a real stop would).
 */

type Body = Record<string, unknown>;
const bodyOf = (r: FastifyRequest): Body => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
const STATUS_NAME: Record<number, string> = {
  [STATUS.upcoming]: 'upcoming',
  [STATUS.live]: 'live',
  [STATUS.offline]: 'offline',
  [STATUS.ended]: 'ended',
};

export function registerAdminRoutes(
  app: FastifyInstance,
  ctx: SimContext,
  catalog: LiveCatalog,
  chat: ChatServer | undefined,
): void {
  const scope = (r: FastifyRequest) => ctx.store.session(bearer(r))?.scope ?? ctx.scopeOf(r.headers);

  app.register(
    async (admin) => {
      // One gate for the whole prefix: the role check runs before any handler.
      admin.addHook('preHandler', async (request, reply) => {
        if (!requireRole(ctx, request, reply, 'superAdmin')) return reply;
      });
      const actor = (r: FastifyRequest) => ctx.store.session(bearer(r))?.userName ?? '';

      admin.get('/streams', async (request) => {
        const t = ctx.clock.now();
        const lang = langOf(request);
        return site.ok(
          catalog.streams.map((s) => {
            const status = catalog.status(s, t);
            return {
              streamId: s.id,
              title: s.titles[lang],
              presenterId: s.presenterId,
              presenterName: catalog.presenter(s.presenterId)?.nickName ?? '',
              status,
              statusName: STATUS_NAME[status] ?? 'unknown',
              viewers: catalog.viewers(s, t),
              roomId: s.groupId,
              startTime: s.startTime,
            };
          }),
        );
      });

      admin.post('/streams/stop', async (request) => {
        const body = bodyOf(request);
        const reason = banReasonOf(body);
        if (reason === null) return site.fail(SITE_CODES.badRequest, REASON_TOO_LONG);
        const s = catalog.stream(Number(body.streamId));
        if (!s) return site.fail(SITE_CODES.badRequest, 'no such stream');
        if (catalog.status(s) === STATUS.ended) return site.fail(SITE_CODES.badRequest, 'the stream has already ended');
        catalog.force(s.id, STATUS.ended);
        const entry = audit(ctx, scope(request), {
          actor: actor(request),
          action: 'stream.stop',
          target: String(s.id),
          detail: reason,
        });
        return site.ok({ streamId: s.id, status: STATUS.ended, audit: entry });
      });

      admin.post('/bans/list', async (request) => {
        const q = field(bodyOf(request), 'q').toLowerCase();
        const bans = chatScope(ctx, scope(request)).bans.filter(
          (b) =>
            b.presenterId === SITE_WIDE &&
            (!q || b.userName.toLowerCase().includes(q) || b.reason.toLowerCase().includes(q)),
        );
        return site.ok([...bans].reverse().map(banView));
      });

      admin.post('/bans', async (request) => {
        const body = bodyOf(request);
        const userName = field(body, 'userName');
        const reason = banReasonOf(body);
        if (reason === null) return site.fail(SITE_CODES.badRequest, REASON_TOO_LONG);
        const target = ctx.store.user(userName);
        if (!target) return site.fail(SITE_CODES.badRequest, 'no such user');
        if (target.role >= 2) return site.fail(SITE_CODES.badRequest, 'a super admin cannot be banned');
        if (!reason) return site.fail(SITE_CODES.badRequest, 'a reason is required');
        const minutes = Number(body.minutes) || 0;
        const now = ctx.clock.now();
        const ban = addBan(chatScope(ctx, scope(request)), {
          userName: target.userName,
          presenterId: SITE_WIDE,
          roomId: '',
          reason,
          until: minutes > 0 ? now + minutes * 60_000 : 0,
          createdAt: now,
          operator: actor(request),
        });
        if (!ban) return site.fail(SITE_CODES.badRequest, BANS_FULL);
        chat?.moderate(scope(request), ban, 'ban');
        audit(ctx, scope(request), {
          actor: actor(request),
          action: 'user.ban',
          target: target.userName,
          detail: `${minutes > 0 ? `${minutes} min` : 'for ever'}: ${reason}`,
        });
        return site.ok(banView(ban));
      });

      admin.post('/bans/lift', async (request) => {
        const ids = bodyOf(request).ids;
        const wanted = new Set(Array.isArray(ids) ? ids.map(Number) : []);
        let lifted = 0;
        for (const ban of chatScope(ctx, scope(request)).bans) {
          if (!wanted.has(ban.id) || ban.presenterId !== SITE_WIDE || !ban.active) continue;
          ban.active = false;
          lifted += 1;
          chat?.moderate(scope(request), ban, 'unban');
          audit(ctx, scope(request), {
            actor: actor(request),
            action: 'user.unban',
            target: ban.userName,
            detail: `ban ${ban.id}`,
          });
        }
        return site.ok({ lifted });
      });

      admin.get('/words', async (request) => site.ok(siteWords(chatScope(ctx, scope(request)), SENSITIVE_WORDS)));

      admin.post('/words', async (request) => {
        const word = field(bodyOf(request), 'word').toLowerCase();
        if (!word || [...word].length > WORD_MAX)
          return site.fail(SITE_CODES.badRequest, `a word of 1-${WORD_MAX} characters is required`);
        const words = chatScope(ctx, scope(request)).siteWords;
        words.removed.delete(word);
        if (!SENSITIVE_WORDS.some((w) => w.toLowerCase() === word)) words.added.add(word);
        audit(ctx, scope(request), { actor: actor(request), action: 'word.add', target: word, detail: '' });
        return site.ok(siteWords(chatScope(ctx, scope(request)), SENSITIVE_WORDS));
      });

      admin.post('/words/remove', async (request) => {
        const word = field(bodyOf(request), 'word').toLowerCase();
        const words = chatScope(ctx, scope(request)).siteWords;
        words.added.delete(word);
        if (SENSITIVE_WORDS.some((w) => w.toLowerCase() === word)) words.removed.add(word);
        audit(ctx, scope(request), { actor: actor(request), action: 'word.remove', target: word, detail: '' });
        return site.ok(siteWords(chatScope(ctx, scope(request)), SENSITIVE_WORDS));
      });

      admin.get('/stats', async (request) => {
        const t = ctx.clock.now();
        const statuses = catalog.streams.map((s) => catalog.status(s, t));
        const count = (status: number) => statuses.filter((x) => x === status).length;
        const chatState = chatScope(ctx, scope(request));
        return site.ok({
          streams: catalog.streams.length,
          live: count(STATUS.live),
          upcoming: count(STATUS.upcoming),
          offline: count(STATUS.offline),
          ended: count(STATUS.ended),
          viewers: catalog.streams.reduce((sum, s) => sum + catalog.viewers(s, t), 0),
          presenters: PRESENTERS.length,
          activeBans: chatState.bans.filter((b) => b.active && (b.until === 0 || b.until > t)).length,
          siteBans: chatState.bans.filter(
            (b) => b.presenterId === SITE_WIDE && b.active && (b.until === 0 || b.until > t),
          ).length,
          words: siteWords(chatState, SENSITIVE_WORDS).length,
        });
      });

      admin.get('/audit', async (request) => site.ok(auditEntries(ctx, scope(request))));
    },
    { prefix: '/api/admin' },
  );
}
