import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { sportsOf } from '../../sports/index';
import { liveCatalogOf } from '../catalog/register';
import type { LiveOptions } from '../live-options';
import { registerChatControl } from './chat-control';
import { registerChatRoutes } from './chat-routes';
import type { RoomScoreOf } from './chat-activity';
import { ChatServer } from './chat-server';

/** Live rooms, chat: the socket.io chat (rooms, bots, limits), gifts, bans, sensitive words, chat config and signatures. */
const servers = new WeakMap<SimContext, ChatServer>();

/** The chat of this simulator, for the admin center (site-wide bans reach sockets too). */
export function chatServerOf(ctx: SimContext): ChatServer | undefined {
  return servers.get(ctx);
}

export function registerLiveChat(app: FastifyInstance, ctx: SimContext, options: LiveOptions): void {
  const chat = new ChatServer(ctx, options.live, roomScores(ctx));
  servers.set(ctx, chat);
  registerChatRoutes(app, ctx, chat);
  registerChatControl(app, ctx, chat);
  app.addHook('onClose', async () => chat.stop());
}

/** A room's streamed match and its goals so far (the catalogue's stream with that chat group, the sports world's match). */
function roomScores(ctx: SimContext): RoomScoreOf {
  return (roomId) => {
    const stream = liveCatalogOf(ctx)?.streams.find((s) => s.groupId === roomId);
    const match = stream ? sportsOf(ctx).world.get(stream.fbId) : undefined;
    if (!stream || !match) return undefined;
    let home = 0;
    let away = 0;
    for (const [h, a] of match.score.per) {
      home += h;
      away += a;
    }
    return { matchId: match.id, home, away, ...(match.scoredAt === undefined ? {} : { at: match.scoredAt }) };
  };
}
