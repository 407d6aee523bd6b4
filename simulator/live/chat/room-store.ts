import { performance } from 'node:perf_hooks';

/**
 * The chat's rooms, bounded (docs/chat-protocol.md "Limits"): a room nobody has watched for
 * `idleMs` is dropped (it is made again, from the same seed, on the next join), and there are at
 * most `max` rooms. A new room over the cap takes the place of the longest-empty one; when every
 * room has viewers, none is made. Not an LRU cache: evicting the least recently used room would
 * cut off the people watching it. Monotonic time, as the chat's other limits.
 */
export const ROOM_LIMITS = { max: 2_000, idleMs: 120_000 } as const;

export interface StoredRoom {
  key: string;
}

export class RoomStore<R extends StoredRoom> {
  private readonly rooms = new Map<string, R>();
  /** key -> when the room was last seen with viewers (or made). */
  private readonly busyAt = new Map<string, number>();

  constructor(
    private readonly viewersOf: (room: R) => number,
    private readonly limits: { max: number; idleMs: number } = ROOM_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string): R | undefined {
    return this.rooms.get(key);
  }

  get size(): number {
    return this.rooms.size;
  }

  values(): IterableIterator<R> {
    return this.rooms.values();
  }

  /** Adds a room; false when the store is full of rooms with viewers. */
  add(room: R): boolean {
    if (this.rooms.size >= this.limits.max && !this.evictOne()) return false;
    this.rooms.set(room.key, room);
    this.busyAt.set(room.key, this.now());
    return true;
  }

  /** Drops the rooms nobody has watched for idleMs; answers how many. */
  sweep(): number {
    const t = this.now();
    let dropped = 0;
    for (const room of [...this.rooms.values()]) {
      if (this.viewersOf(room) > 0) this.busyAt.set(room.key, t);
      else if (t - (this.busyAt.get(room.key) ?? t) >= this.limits.idleMs) {
        this.delete(room.key);
        dropped += 1;
      }
    }
    return dropped;
  }

  private evictOne(): boolean {
    let oldest: string | undefined;
    let oldestAt = Infinity;
    for (const room of this.rooms.values()) {
      const at = this.busyAt.get(room.key) ?? 0;
      if (this.viewersOf(room) === 0 && at < oldestAt) {
        oldest = room.key;
        oldestAt = at;
      }
    }
    if (oldest === undefined) return false;
    this.delete(oldest);
    return true;
  }

  private delete(key: string): void {
    this.rooms.delete(key);
    this.busyAt.delete(key);
  }
}
