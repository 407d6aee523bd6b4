import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';
import { registerChatControl } from './chat-control';
import { registerChatRoutes } from './chat-routes';
import { ChatServer } from './chat-server';

/** Live rooms, chat: the socket.io chat (rooms, bots, limits), gifts, bans, sensitive words, chat config and signatures (issue D). */
const servers = new WeakMap<SimContext, ChatServer>();

/** The chat of this simulator, for the admin center (issue E: site-wide bans reach sockets too). */
export function chatServerOf(ctx: SimContext): ChatServer | undefined {
  return servers.get(ctx);
}

export function registerLiveChat(app: FastifyInstance, ctx: SimContext, options: LiveOptions): void {
  const chat = new ChatServer(ctx, options.live);
  servers.set(ctx, chat);
  registerChatRoutes(app, ctx, chat);
  registerChatControl(app, ctx, chat);
  app.addHook('onClose', async () => chat.stop());
}
