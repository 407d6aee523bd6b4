/**
 * The stream's clock from the relay's `onEdge` script tags (docs/live-api.md "Stream delay"): the wall
 * time (server clock) at the stream's timestamp 0, the first timestamp of this connection (where the
 * video's timeline starts), and the server's clock offset. The offset is the largest of the last
 * samples: a sample read late (a busy main thread) only makes it smaller.
 */
export class StreamClock {
  private origin: number | null = null;
  private first = 0;
  private readonly offsets: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  take(data: unknown): void {
    const edge = (data as { onEdge?: Record<string, unknown> } | null)?.onEdge;
    if (!edge || typeof edge !== 'object') return;
    const { origin, first, now } = edge;
    if (
      typeof origin !== 'number' ||
      typeof first !== 'number' ||
      typeof now !== 'number' ||
      !Number.isFinite(origin) ||
      !Number.isFinite(first)
    )
      return;
    this.origin = origin;
    this.first = first;
    this.offsets.push(now - this.now());
    if (this.offsets.length > 10) this.offsets.shift();
  }

  /**
   * The server's wall time (ms) of the frame at `currentTime`; null before the first tag. Needs no clock
   * offset: the room compares it with the server times of the match's pushes (src/streams/video-sync.ts).
   */
  wallAt(currentTime: number): number | null {
    return this.origin === null ? null : this.origin + this.first + currentTime * 1000;
  }

  /** Seconds between now and the wall time of the frame at `currentTime`; null before the first tag. */
  delayAt(currentTime: number): number | null {
    if (this.origin === null || this.offsets.length === 0) return null;
    const serverNow = this.now() + Math.max(...this.offsets);
    return Math.max(0, (serverNow - (this.origin + this.first + currentTime * 1000)) / 1000);
  }
}
