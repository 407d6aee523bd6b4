import type { ChatCredentials, ChatTransport } from './chat-transport';
import { createSocketChatTransport } from './socket-chat-transport';
import { createTencentChatTransport, type TencentChatModule } from './tencent-chat-transport';

/** Which chat the runtime config chose (config.json `chat`). */
export type ChatChoice = { mode: 'sim' } | { mode: 'tencent'; sdkAppId: number };

export interface ChatTransportDeps {
  /** The simulator's origin for the socket chat ('' is this page's). */
  origin: () => string;
  credentials: ChatCredentials;
  onDrop?: (reason: string) => void;
}

/**
 * The chosen transport. This module loads with the room's chat (services.liveChat(), a dynamic
 * import), so neither transport is in the start-up JavaScript; the Tencent SDK itself (~470 KB)
 * is a further dynamic import, downloaded only when the runtime config chose Tencent. (The two
 * small transport modules are not split further: a nested dynamic chunk that uses valibot made the
 * bundler move valibot out of the entry into a shared chunk, +0.4 KB on `/`.)
 */
export function createChatTransport(choice: ChatChoice, deps: ChatTransportDeps): ChatTransport {
  if (choice.mode === 'tencent') {
    return createTencentChatTransport({
      // Third-party boundary: the SDK types its options with its own enums (TYPES) where TencentChatModule, the
      // part of the SDK the transport uses, takes the plain strings the SDK accepts at run time.
      sdk: async () => (await import('@tencentcloud/chat')).default as unknown as TencentChatModule,
      sdkAppId: choice.sdkAppId,
      credentials: deps.credentials,
      onDrop: deps.onDrop,
    });
  }
  return createSocketChatTransport({ origin: deps.origin, credentials: deps.credentials, onDrop: deps.onDrop });
}
