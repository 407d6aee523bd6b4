import type { ChatErrorCode, ChatMessage } from '../../streams/chat/chat-transport';
import type { TimelineItem } from '../../streams/chat/room-timeline';

/**
 * What the chat list shows, as a pure reducer: the timeline's batches placed by `at`, the own
 * messages shown at once (sending, then sent or failed with a code) and replaced by the server's
 * copy when it comes back, and never more than MAX_LINES lines (a storm grows nothing: the oldest
 * go first). One reduce per flushed batch, so one render per batch.
 */

export const MAX_LINES = 200;

export type OwnStatus = 'sending' | 'sent' | 'failed';

export type ChatLine =
  | { key: string; at: number; item: TimelineItem; own?: undefined }
  | {
      key: string;
      at: number;
      item: TimelineItem;
      own: { clientId: string; status: OwnStatus; code?: ChatErrorCode; serverKey?: string };
    };

export interface ChatBuffer {
  readonly lines: readonly ChatLine[];
  /** Keys of every line held, so a message delivered twice (echo, reconnect) shows once. */
  readonly keys: ReadonlySet<string>;
}

export const emptyBuffer: ChatBuffer = { lines: [], keys: new Set() };

/** Keeps the newest `max` lines and forgets the keys of the dropped ones (a sent own line holds two). */
function trim(lines: ChatLine[], keys: Set<string>, max: number): ChatLine[] {
  if (lines.length <= max) return lines;
  for (const dropped of lines.slice(0, lines.length - max)) {
    keys.delete(dropped.key);
    if (dropped.own?.serverKey) keys.delete(dropped.own.serverKey);
  }
  return lines.slice(lines.length - max);
}

/** Inserts by `at` from the end (items are nearly always newest). */
function place(lines: ChatLine[], line: ChatLine): void {
  let i = lines.length;
  while (i > 0 && (lines[i - 1] as ChatLine).at > line.at) i--;
  lines.splice(i, 0, line);
}

export function addItems(buffer: ChatBuffer, items: readonly TimelineItem[], max = MAX_LINES): ChatBuffer {
  if (items.length === 0) return buffer;
  const lines = [...buffer.lines];
  const keys = new Set(buffer.keys);
  for (const item of items) {
    if (keys.has(item.id)) continue;
    const clientId = item.kind === 'chat' ? item.message.clientId : undefined;
    const ownIndex = clientId ? lines.findIndex((l) => l.own?.clientId === clientId) : -1;
    if (ownIndex >= 0) {
      // The server's copy of our own message: it takes the pending line's place, now sent.
      const old = lines[ownIndex] as ChatLine;
      keys.delete(old.key);
      lines[ownIndex] = { key: item.id, at: old.at, item, own: { clientId: clientId as string, status: 'sent' } };
      keys.add(item.id);
      continue;
    }
    place(lines, { key: item.id, at: item.at, item });
    keys.add(item.id);
  }
  return { lines: trim(lines, keys, max), keys };
}

/** The own message, shown at once at the bottom. */
export function addOwn(buffer: ChatBuffer, message: ChatMessage & { clientId: string }, max = MAX_LINES): ChatBuffer {
  const key = `own:${message.clientId}`;
  if (buffer.keys.has(key)) return buffer;
  const lines = [
    ...buffer.lines,
    {
      key,
      at: message.at,
      item: { kind: 'chat' as const, id: key, at: message.at, message },
      own: { clientId: message.clientId, status: 'sending' as const },
    },
  ];
  const keys = new Set(buffer.keys).add(key);
  return { lines: trim(lines, keys, max), keys };
}

/** The send's outcome. A sent message keeps its line (the echo, if any, then replaces it by clientId). */
export function markOwn(
  buffer: ChatBuffer,
  clientId: string,
  status: OwnStatus,
  code?: ChatErrorCode,
  serverId?: string,
): ChatBuffer {
  const index = buffer.lines.findIndex((l) => l.own?.clientId === clientId);
  if (index < 0) return buffer;
  const old = buffer.lines[index] as ChatLine;
  if (old.own?.status === 'sent' && status === 'sent') return buffer;
  const lines = [...buffer.lines];
  const keys = new Set(buffer.keys);
  // Sent: remember the server's id too, so its echo is not shown a second time.
  const serverKey = serverId ? `c:${serverId}` : undefined;
  if (serverKey) keys.add(serverKey);
  lines[index] = { ...old, own: { clientId, status, ...(code ? { code } : {}), ...(serverKey ? { serverKey } : {}) } };
  return { lines, keys };
}
