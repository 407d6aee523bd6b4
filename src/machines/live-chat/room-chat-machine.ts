import type { Observable } from 'rxjs';
import { fromCallback, fromPromise } from 'xstate';
import { toChatError } from '../../streams/chat/chat-transport';
import type { ChatHold, RoomChatHub } from '../../streams/chat/room-chat-hub';
import type { RoomSystemEvent } from '../../streams/room-events';
import type { LiveChatServices } from './create-live-chat';
import { DEFAULT_CHAT_CONFIG, type SendText } from './live-chat-context';
import { liveChatMachine } from './live-chat.machine';

/**
 * The chat chart of one room with its effects: the room's hub (join, the transport's state, sends,
 * the timeline and the online count), the chat, ban and identity calls, and the match's events fed
 * into the timeline. The chat panel starts it and only renders its snapshot and sends it events.
 */
export function roomChatMachine(
  hub: RoomChatHub,
  live: LiveChatServices,
  systemEvents$?: Observable<RoomSystemEvent>,
  holdChat?: ChatHold,
) {
  return liveChatMachine.provide({
    actors: {
      loadRoom: fromPromise(async ({ input }) => {
        const [config, words, ban] = await Promise.all([
          live.chat.config(input.roomId, input.presenterId).catch(() => DEFAULT_CHAT_CONFIG),
          live.chat.sensitiveWords(input.presenterId).catch(() => [] as string[]),
          live.bans
            .info({ roomId: input.roomId, presenterId: input.presenterId })
            .catch(() => ({ banned: false }) as const),
        ]);
        return { config, words, ban };
      }),
      joinRoom: fromPromise(({ input }) => (input.rejoin ? hub.rejoin() : hub.join())),
      checkBan: fromPromise(({ input }) => live.bans.info(input)),
      // Bans and unbans about me, pushed by the room, take effect at once (docs/chat-protocol.md).
      moderation: fromCallback(({ sendBack }) => {
        const me = live.me().userId.toLowerCase();
        const sub = hub.transport.messages$.subscribe((batch) => {
          for (const m of batch) {
            if (m.kind !== 'room' || (m.event !== 'ban' && m.event !== 'unban') || m.userName?.toLowerCase() !== me)
              continue;
            sendBack({
              type: 'MODERATED',
              event: m.event,
              ...(m.reason !== undefined ? { reason: m.reason } : {}),
              ...(m.until !== undefined ? { until: m.until } : {}),
            });
          }
        });
        return () => sub.unsubscribe();
      }),
      transportState: fromCallback(({ sendBack }) => {
        const sub = hub.transport.state$.subscribe((state) => sendBack({ type: 'TRANSPORT', state }));
        return () => sub.unsubscribe();
      }),
      sendMessage: fromCallback<SendText>(({ sendBack, receive }) => {
        receive(({ clientId, text }) => {
          hub.transport.sendText(text, clientId).then(
            (message) => sendBack({ type: 'SENT', clientId, message }),
            (error: unknown) => sendBack({ type: 'SEND_FAILED', clientId, code: toChatError(error).code }),
          );
        });
      }),
      timeline: fromCallback(({ sendBack }) => {
        const sub = hub.timeline$.subscribe((items) => sendBack({ type: 'TIMELINE', items }));
        return () => sub.unsubscribe();
      }),
      onlineCount: fromCallback(({ sendBack }) => {
        const sub = hub.transport.online$.subscribe((count) => sendBack({ type: 'ONLINE', count }));
        return () => sub.unsubscribe();
      }),
      systemEvents: fromCallback(() => (systemEvents$ ? hub.useSystemEvents(systemEvents$, holdChat) : undefined)),
    },
  });
}
