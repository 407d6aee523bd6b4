import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { controlPlugin } from '../../core/control';
import type { SimContext } from '../../core/context';
import { banView } from './chat-routes';
import type { ChatServer } from './chat-server';
import { addBan, BANS_FULL, chatScope, DEFAULT_ROOM_CONFIG } from './chat-state';

/**
 * Test controls of the chat (`/sim/control/live/chat/...`, loopback only, per scope; docs/chat-protocol.md):
 * flood a room, kick a user, ban a user, expire a user's signatures, make a bot speak or give, switch
 * a room's bots, set a room's config, read a room's counters.
 */

const Flood = v.object({
  roomId: v.string(),
  perSecond: v.pipe(v.number(), v.minValue(1), v.maxValue(2000)),
  seconds: v.pipe(v.number(), v.minValue(0.1), v.maxValue(600)),
  priority: v.optional(v.picklist(['high', 'normal'])),
});
const Kick = v.object({ userName: v.string() });
const Ban = v.object({
  userName: v.string(),
  presenterId: v.optional(v.string(), ''),
  roomId: v.optional(v.string(), ''),
  minutes: v.optional(v.number(), 0),
  reason: v.optional(v.string(), 'test'),
});
const Say = v.object({ roomId: v.string(), text: v.optional(v.string()) });
const Bots = v.object({ roomId: v.string(), on: v.boolean() });
const Config = v.object({
  roomId: v.string(),
  slowModeSeconds: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  enabled: v.optional(v.boolean()),
});

export function registerChatControl(app: FastifyInstance, ctx: SimContext, chat: ChatServer): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const scope = (r: FastifyRequest) => ctx.scopeOf(r.headers);
      const parse = <S extends v.GenericSchema>(schema: S, r: FastifyRequest): v.InferOutput<S> | { error: string } => {
        const result = v.safeParse(schema, r.body ?? {});
        return result.success ? result.output : { error: v.summarize(result.issues) };
      };

      control.post('/flood', async (request) => {
        const body = parse(Flood, request);
        if ('error' in body) return { ok: false, error: body.error };
        chat.flood(scope(request), body.roomId, body.perSecond, body.seconds, body.priority);
        return { ok: true };
      });
      control.post('/kick', async (request) => {
        const body = parse(Kick, request);
        if ('error' in body) return { ok: false, error: body.error };
        return { ok: true, kicked: chat.kickUser(scope(request), body.userName, 'kicked') };
      });
      control.post('/ban', async (request) => {
        const body = parse(Ban, request);
        if ('error' in body) return { ok: false, error: body.error };
        const now = ctx.clock.now();
        const ban = addBan(chatScope(ctx, scope(request)), {
          ...body,
          until: body.minutes > 0 ? now + body.minutes * 60_000 : 0,
          createdAt: now,
          operator: 'control',
        });
        if (!ban) return { ok: false, error: BANS_FULL };
        chat.moderate(scope(request), ban, 'ban');
        return { ok: true, ban: banView(ban) };
      });
      control.post('/expire-sig', async (request) => {
        const body = parse(Kick, request);
        if ('error' in body) return { ok: false, error: body.error };
        let expired = 0;
        for (const sig of chatScope(ctx, scope(request)).signatures.values()) {
          if (sig.userName.toLowerCase() === body.userName.toLowerCase() && !sig.expired) {
            sig.expired = true;
            expired += 1;
          }
        }
        return { ok: true, expired, kicked: chat.kickUser(scope(request), body.userName, 'signature-expired') };
      });
      control.post('/say', async (request) => {
        const body = parse(Say, request);
        if ('error' in body) return { ok: false, error: body.error };
        const message = chat.say(scope(request), body.roomId, body.text);
        return { ok: true, delivered: Boolean(message), message: message ?? null };
      });
      control.post('/gift', async (request) => {
        const body = parse(Say, request);
        if ('error' in body) return { ok: false, error: body.error };
        chat.gift(scope(request), body.roomId);
        return { ok: true };
      });
      control.post('/bots', async (request) => {
        const body = parse(Bots, request);
        if ('error' in body) return { ok: false, error: body.error };
        chat.setBots(scope(request), body.roomId, body.on);
        return { ok: true };
      });
      control.post('/config', async (request) => {
        const body = parse(Config, request);
        if ('error' in body) return { ok: false, error: body.error };
        const configs = chatScope(ctx, scope(request)).configs;
        const { roomId, ...changes } = body;
        const next = {
          ...(configs.get(roomId) ?? DEFAULT_ROOM_CONFIG),
          ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        };
        configs.set(roomId, next);
        return { ok: true, config: next };
      });
      control.get<{ Querystring: { roomId?: string } }>('/stats', async (request) => ({
        ok: true,
        stats: chat.stats(scope(request), request.query.roomId ?? '') ?? null,
      }));
    }),
    { prefix: '/sim/control/live/chat' },
  );
}
