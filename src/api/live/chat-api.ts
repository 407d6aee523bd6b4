import * as v from 'valibot';
import { recordList } from '../record-list';
import type { SiteClient } from '../site-client';

/** The chat's site calls (docs/chat-protocol.md), through the live client (silent on errors). */

export const ChatSignature = v.object({
  userId: v.string(),
  userSig: v.string(),
  /** Tencent's SDKAppID as the server knows it (0 from the simulator). */
  sdkAppId: v.optional(v.number(), 0),
  /** Epoch ms. */
  expireAt: v.number(),
});
export type ChatSignature = v.InferOutput<typeof ChatSignature>;

export const ChatConfig = v.object({
  slowModeSeconds: v.optional(v.number(), 0),
  maxLength: v.optional(v.number(), 200),
  maxBytes: v.optional(v.number(), 12 * 1024),
  enabled: v.optional(v.boolean(), true),
  /** The caller may ban in this room (its presenter, a super admin): the chat lines offer "ban". */
  canModerate: v.optional(v.boolean()),
});
export type ChatConfig = v.InferOutput<typeof ChatConfig>;

const SensitiveWord = v.object({ id: v.optional(v.number()), word: v.pipe(v.string(), v.minLength(1)) });

export function createChatApi(client: SiteClient) {
  return {
    signature: (userName: string) =>
      client.request({
        method: 'GET',
        url: `/api/live/chatroom/getSig/${encodeURIComponent(userName)}`,
        schema: ChatSignature,
      }),
    config: (roomId: string, presenterId?: string) =>
      client.request({
        method: 'POST',
        url: '/api/live/chatroom/config/info',
        data: presenterId ? { roomId, presenterId } : { roomId },
        schema: ChatConfig,
      }),
    /** Global words and the presenter's shielded ones; an odd record is dropped, not the list. */
    sensitiveWords: async (presenterId?: string) =>
      (
        await client.request({
          method: 'GET',
          url: '/api/live/sensitive/word/list',
          params: presenterId ? { presenterId } : undefined,
          schema: recordList(SensitiveWord),
        })
      ).map((w) => w.word),
    saveShieldedWords: (presenterId: string, words: string[]) =>
      client.request({
        method: 'POST',
        url: '/api/live/word/shielded/save',
        data: { presenterId, words },
        schema: v.object({ words: v.array(v.string()) }),
      }),
  };
}
export type ChatApi = ReturnType<typeof createChatApi>;
