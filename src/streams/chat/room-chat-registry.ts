import type { ChatRoomRef } from './chat-transport';
import type { RoomChatHub } from './room-chat-hub';

/**
 * Room hubs by key, counted: the chat and the gifts of one room share a hub, and it closes when the
 * last of them lets go. The close waits a moment, so React StrictMode's unmount-and-mount of the
 * same room keeps the connection instead of leaving and joining again.
 */
export function createRoomChatRegistry(create: (room: ChatRoomRef) => Promise<RoomChatHub>, graceMs = 50) {
  const entries = new Map<
    string,
    { hub: Promise<RoomChatHub>; users: number; closing: ReturnType<typeof setTimeout> | null }
  >();
  return {
    acquire(room: ChatRoomRef): { hub: Promise<RoomChatHub>; release: () => void } {
      const key = `${room.roomId}|${room.presenterId}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = { hub: create(room), users: 0, closing: null };
        entries.set(key, entry);
        entry.hub.catch(() => entries.delete(key));
      }
      if (entry.closing) clearTimeout(entry.closing);
      entry.closing = null;
      entry.users += 1;
      const own = entry;
      let released = false;
      return {
        hub: own.hub,
        release: () => {
          if (released) return;
          released = true;
          own.users -= 1;
          if (own.users > 0) return;
          own.closing = setTimeout(() => {
            if (entries.get(key) !== own || own.users > 0) return;
            entries.delete(key);
            void own.hub.then(
              (hub) => hub.close(),
              () => undefined,
            );
          }, graceMs);
        },
      };
    },
    /** How many rooms are open (tests, leak checks). */
    size: () => entries.size,
  };
}
export type RoomChatRegistry = ReturnType<typeof createRoomChatRegistry>;
