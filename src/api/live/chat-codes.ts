/**
 * Site-envelope codes of the chat, gift and ban calls (docs/chat-protocol.md), beside the chat
 * transport's own codes (chat-protocol.ts CHAT_CODES). Shared with the simulator.
 */
export const LIVE_CHAT_CODES = {
  /** Not yours to do (someone else's signature, a member banning). Tencent's 10007 too. */
  noPermission: 10007,
  /** Sending a gift that costs more than the balance. */
  lowBalance: 1005001001,
  unknownGift: 1005001002,
} as const;
