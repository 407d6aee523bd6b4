import { LRUCache } from 'lru-cache';
import type { SimContext } from '../../core/context';
import type { ScopeState } from '../../core/scope-state';
import { BAN_REASON_MAX } from '../../../src/api/live/moderation-rules';
import { field } from '../../core/auth';

/**
 * What the chat keeps per scope (simulator/core/scope.ts): signatures, bans, presenters' shielded
 * words and room configs. Held in a WeakMap keyed by the scope's ScopeState, so
 * `/sim/control/reset` (which replaces that object) forgets them with the rest of the scope,
 * without the chat adding fields to the shared ScopeState.
 */

export interface Signature {
  userName: string;
  expireAt: number;
  expired: boolean;
}

export interface BanRecord {
  id: number;
  userName: string;
  presenterId: string;
  /** A ban for one room only; empty means every room of the presenter. */
  roomId: string;
  reason: string;
  /** Epoch ms; 0 means for ever. */
  until: number;
  createdAt: number;
  operator: string;
  /** Lifted (batchUntie) bans stay in the log. */
  active: boolean;
}

export interface RoomConfig {
  slowModeSeconds: number;
  maxLength: number;
  enabled: boolean;
}

export const DEFAULT_ROOM_CONFIG: RoomConfig = { slowModeSeconds: 2, maxLength: 120, enabled: true };

/**
 * Signatures kept per scope: getSig makes a new one on every call, so a script calling it in a loop
 * would grow the map for ever; past this many the oldest unused ones go (a client renews one anyway).
 */
export const MAX_SIGNATURES = 10_000;

export interface ChatScope {
  signatures: LRUCache<string, Signature>;
  bans: BanRecord[];
  nextBanId: number;
  /** presenterId -> words its rooms refuse beside the global list. */
  shielded: Map<string, Set<string>>;
  configs: Map<string, RoomConfig>;
  /** The super admin's changes to the site's sensitive-word list (simulator/admin). */
  siteWords: { added: Set<string>; removed: Set<string> };
}

/** A ban of this presenter id holds in every room of the site (the super admin's). */
export const SITE_WIDE = '*';

const byScope = new WeakMap<ScopeState, ChatScope>();

export function chatScope(ctx: SimContext, scope: string): ChatScope {
  const state = ctx.scopes.get(scope);
  let chat = byScope.get(state);
  if (!chat) {
    const signatures = new LRUCache<string, Signature>({ max: MAX_SIGNATURES });
    chat = {
      signatures,
      bans: [],
      nextBanId: 1,
      shielded: new Map(),
      configs: new Map(),
      siteWords: { added: new Set(), removed: new Set() },
    };
    byScope.set(state, chat);
  }
  return chat;
}

export function roomConfig(chat: ChatScope, roomId: string): RoomConfig {
  return chat.configs.get(roomId) ?? DEFAULT_ROOM_CONFIG;
}

/** The ban in force for this user in this room (or for its presenter), if any. */
export function activeBan(
  chat: ChatScope,
  userName: string,
  roomId: string,
  presenterId: string,
  now: number,
): BanRecord | undefined {
  const name = userName.toLowerCase();
  return chat.bans.find(
    (b) =>
      b.active &&
      b.userName.toLowerCase() === name &&
      (b.until === 0 || b.until > now) &&
      (b.presenterId === SITE_WIDE ||
        (b.roomId !== '' && b.roomId === roomId) ||
        (b.roomId === '' && presenterId !== '' && b.presenterId === presenterId)),
  );
}

/**
 * Bans kept per scope. Past it the oldest ban no longer in force (lifted or run out) is forgotten; when every
 * one is still in force a new ban is refused rather than one silently lifted.
 */
export const MAX_BANS = 10_000;
export const BANS_FULL = `${MAX_BANS} bans are in force here: lift some first`;

/** The new ban, or null when the log holds MAX_BANS bans all still in force. */
export function addBan(chat: ChatScope, ban: Omit<BanRecord, 'id' | 'active'>): BanRecord | null {
  if (chat.bans.length >= MAX_BANS) {
    const ended = chat.bans.findIndex((b) => !b.active || (b.until !== 0 && b.until <= ban.createdAt));
    if (ended < 0) return null;
    chat.bans.splice(ended, 1);
  }
  const record: BanRecord = { ...ban, id: chat.nextBanId++, active: true };
  chat.bans.push(record);
  return record;
}

export const REASON_TOO_LONG = `a reason is at most ${BAN_REASON_MAX} characters`;

/** The body's ban reason (trimmed), or null when it is over BAN_REASON_MAX characters (code points). */
export function banReasonOf(body: unknown): string | null {
  const reason = field(body, 'reason');
  return [...reason].length > BAN_REASON_MAX ? null : reason;
}

/** The site's sensitive words in this scope: the seeded list with the super admin's changes. */
export function siteWords(chat: ChatScope, seeded: readonly string[]): string[] {
  const removed = chat.siteWords.removed;
  return [
    ...seeded.filter((w) => !removed.has(w.toLowerCase())),
    ...[...chat.siteWords.added].filter((w) => !removed.has(w)),
  ];
}
