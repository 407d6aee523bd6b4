import { createBanApi } from '../../api/live/ban-api';
import { createChatApi } from '../../api/live/chat-api';
import { createGiftApi } from '../../api/live/gift-api';
import type { SiteClient } from '../../api/site-client';
import { ChatError } from '../../streams/chat/chat-transport';
import { createChatTransport, type ChatChoice } from '../../streams/chat/create-chat-transport';
import { createRoomChatHub } from '../../streams/chat/room-chat-hub';
import { createRoomChatRegistry } from '../../streams/chat/room-chat-registry';

export interface LiveChatDeps {
  /** The live site client (silent on errors, docs/product.md, "Error catalogue"). */
  live: SiteClient;
  choice: ChatChoice;
  apiOrigin: () => string;
  token: () => string | null;
  userName: () => string | null;
  nickName: () => string | null;
  /** The session's REFRESH_BALANCE. */
  refreshBalance: () => void;
  onDrop?: (reason: string) => void;
}

/** Dropped messages logged one by one up to this many, then every hundredth (a flood of forged events must not flood the console). */
const LOG_FIRST_DROPS = 20;

/**
 * The live room's chat, gifts and bans, built once per app the first time a room opens (a dynamic
 * import from src/app/services.ts): the calls, and the registry of room hubs, so the chat and the
 * gifts of a room share one transport and one timeline.
 */
export function createLiveChat(deps: LiveChatDeps) {
  const chat = createChatApi(deps.live);
  const gifts = createGiftApi(deps.live);
  const bans = createBanApi(deps.live);
  // Messages the transports dropped (bad frames; room events and gifts not from the server's identity): counted and logged.
  let dropped = 0;
  const onDrop = (reason: string) => {
    dropped += 1;
    if (dropped <= LOG_FIRST_DROPS || dropped % 100 === 0)
      console.warn(`Chat: dropped a message (${dropped} so far): ${reason}`);
    deps.onDrop?.(reason);
  };
  const rooms = createRoomChatRegistry(async (room) => {
    const transport = createChatTransport(deps.choice, {
      origin: deps.apiOrigin,
      onDrop,
      credentials: {
        signature: async () => {
          const name = deps.userName();
          if (!name) throw new ChatError('not-logged-in', 'log in to chat');
          return chat.signature(name);
        },
        token: deps.token,
      },
    });
    return createRoomChatHub(transport, room);
  });
  return {
    chat,
    gifts,
    bans,
    rooms,
    me: () => ({ userId: deps.userName() ?? '', nick: deps.nickName() ?? deps.userName() ?? '' }),
    refreshBalance: deps.refreshBalance,
    dropped: () => dropped,
  };
}
export type LiveChatServices = ReturnType<typeof createLiveChat>;
