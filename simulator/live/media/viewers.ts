import { createHash } from 'node:crypto';

/**
 * Who watches what through the relay, so a fault reaches the connections open at that moment:
 * kill and off-air end them, stall freezes them (open, silent). A viewer that reconnects after a
 * stall gets a healthy connection, as after a real dead TCP connection.
 */
export interface Viewer {
  readonly key: string;
  readonly line: number;
  stalled: boolean;
  end(): void;
}

export class ViewerRegistry {
  private readonly byKey = new Map<string, Set<Viewer>>();
  private readonly corrupt = new Map<string, number>();

  /** The next `times` connections to this stream get bytes that are not FLV (a media error in the player). */
  corruptNext(key: string, times: number): void {
    if (times > 0) this.corrupt.set(key, times);
    else this.corrupt.delete(key);
  }

  /** Whether this new connection is one to corrupt (and counts it). */
  takeCorrupt(key: string): boolean {
    const left = this.corrupt.get(key) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.corrupt.delete(key);
    else this.corrupt.set(key, left - 1);
    return true;
  }

  add(viewer: Viewer): () => void {
    let set = this.byKey.get(viewer.key);
    if (!set) this.byKey.set(viewer.key, (set = new Set()));
    set.add(viewer);
    return () => {
      set.delete(viewer);
      if (set.size === 0 && this.byKey.get(viewer.key) === set) this.byKey.delete(viewer.key);
    };
  }

  count(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  total(): number {
    let n = 0;
    for (const set of this.byKey.values()) n += set.size;
    return n;
  }

  /** Freezes the open connections of a stream (one line, or all); returns how many. */
  stall(key: string, line?: number): number {
    let n = 0;
    for (const v of this.byKey.get(key) ?? []) {
      if (line !== undefined && v.line !== line) continue;
      v.stalled = true;
      n += 1;
    }
    return n;
  }

  end(key: string): void {
    for (const v of [...(this.byKey.get(key) ?? [])]) v.end();
  }

  endAll(): void {
    for (const key of [...this.byKey.keys()]) this.end(key);
  }
}

/** node-media-server takes `[A-Za-z0-9_-]` names only; other keys get a stable hashed name. */
export function streamName(key: string): string {
  if (/^[A-Za-z0-9_-]{1,64}$/.test(key)) return key;
  return `k${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
}
