import type { BanInfo } from '../../api/live/ban-api';
import type { ChatConfig } from '../../api/live/chat-api';
import type { WordMatcher } from '../../lib/rules/word-matcher';
import type { ChatErrorCode, ChatMessage, ChatState } from '../../streams/chat/chat-transport';
import type { TimelineItem } from '../../streams/chat/room-timeline';
import type { ChatBuffer } from './chat-buffer';

/** The room chat chart's input, context and events (live-chat.machine.ts reads as the spec; these are its vocabulary). */

export type Refusal = 'empty' | 'too-long' | 'sensitive' | 'slow-mode' | 'banned' | 'offline';

export interface LiveChatInput {
  roomId: string;
  presenterId: string;
  /** The sender as the room shows it. */
  me: { userId: string; nick: string };
  now?: () => number;
  makeId?: () => string;
}

export interface BanNotice {
  reason: string;
  /** Epoch ms; 0 for ever (or not known yet). */
  until: number;
}

export interface LiveChatContext {
  roomId: string;
  presenterId: string;
  me: { userId: string; nick: string };
  config: ChatConfig;
  matcher: WordMatcher;
  ban: BanNotice | null;
  connection: ChatState;
  cooldownLeft: number;
  refusal: { reason: Refusal; word?: string } | null;
  /** Why the chat is down (kicked / failed). */
  failure: ChatErrorCode | 'other-device' | 'kicked' | null;
  /** The message being sent (its clientId links the shown line to the send's outcome). */
  outgoing: { clientId: string; text: string; at: number } | null;
  /** What the list shows: the timeline's lines and one's own messages. */
  buffer: ChatBuffer;
  /** The composer's text. */
  draft: string;
  /** People in the room, once the transport tells. */
  online: number | null;
  /** Join attempts made: the first joins the room, later ones rejoin it. */
  joins: number;
  now: () => number;
  makeId: () => string;
}

export interface SendText {
  type: 'SEND_TEXT';
  clientId: string;
  text: string;
}

export interface RoomSetup {
  config: ChatConfig;
  words: string[];
  ban: BanInfo;
}

export type LiveChatEvent =
  | { type: 'SEND'; text: string }
  | { type: 'EDIT'; text: string }
  | { type: 'TIMELINE'; items: readonly TimelineItem[] }
  | { type: 'ONLINE'; count: number }
  | { type: 'TRANSPORT'; state: ChatState }
  | { type: 'SENT'; clientId: string; message: ChatMessage }
  | { type: 'SEND_FAILED'; clientId: string; code: ChatErrorCode }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'CHECK_BAN' }
  /** A ban or unban about me, pushed by the room; a ban carries why and until when when known. */
  | { type: 'MODERATED'; event: 'ban' | 'unban'; reason?: string; until?: number }
  | { type: 'NOOP' };

export const DEFAULT_CHAT_CONFIG: ChatConfig = {
  slowModeSeconds: 0,
  maxLength: 200,
  maxBytes: 12 * 1024,
  enabled: true,
};
