import type { ChatCredentials, ChatTransport } from './chat-transport';
import type { TencentChatModule } from './tencent-chat-transport';

/** Which chat the runtime config chose (config.json `chat`). */
export type ChatChoice = { mode: 'sim' } | { mode: 'tencent'; sdkAppId: number };

export interface ChatTransportDeps {
  /** The simulator's origin for the socket chat ('' is this page's). */
  origin: () => string;
  credentials: ChatCredentials;
  onDrop?: (reason: string) => void;
}

/**
 * The chosen transport, loaded when a room opens: neither socket.io-client nor the Tencent SDK
 * (~470 KB) is in the start-up JavaScript, and only the chosen one is ever downloaded.
 */
export async function loadChatTransport(choice: ChatChoice, deps: ChatTransportDeps): Promise<ChatTransport> {
  if (choice.mode === 'tencent') {
    const { createTencentChatTransport } = await import('./tencent-chat-transport');
    return createTencentChatTransport({
      sdk: async () => (await import('@tencentcloud/chat')).default as unknown as TencentChatModule,
      sdkAppId: choice.sdkAppId,
      credentials: deps.credentials,
      onDrop: deps.onDrop,
    });
  }
  const { createSocketChatTransport } = await import('./socket-chat-transport');
  return createSocketChatTransport({ origin: deps.origin, credentials: deps.credentials, onDrop: deps.onDrop });
}
