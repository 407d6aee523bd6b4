import { request as httpRequest, type ClientRequest } from 'node:http';
import type { SimClock } from '../../core/clock';
import type { NmsMedia } from './nms-media';
import { streamName } from './viewers';

/**
 * A relay that trails live by a set delay, as a CDN or a transcoder in the path does (docs/simulator.md
 * "Live media", `POST /sim/control/live/delay`): the room's "Sync to my video" and its bench need a
 * picture seconds behind the push feed. One upstream connection per delayed stream records its FLV
 * tags with their arrival times; a viewer gets the stream's header and sequence headers at once, then
 * the tags from the last keyframe that arrived `delayMs` ago, each sent `delayMs` after it arrived. So
 * the picture starts at once, already behind, and stays behind by the delay. The `onEdge` tags each
 * viewer gets (flv-edge.ts) carry the tags' arrival times, so the player measures the whole delay.
 * A line that has not yet seen `delayMs` of the stream makes a new viewer wait for its first keyframe's turn.
 */

const FLV_HEADER = 13;
const TAG_HEADER = 11;
/** History kept past the delay (the keyframe before it); and a bound on tags held whatever the bitrate. */
const SPARE_MS = 5_000;
const MAX_TAGS = 20_000;
const TICK_MS = 10;

interface Tag {
  /** Arrival at the relay, on the relay's clock. */
  at: number;
  buf: Buffer;
  keyframe: boolean;
}

export interface DelayedViewer {
  /** Bytes for the viewer, with the arrival time of the tags in them (for the onEdge clock). */
  write(bytes: Buffer, arrivedAt: number): void;
  end(): void;
}

export class DelayLine {
  private header: Buffer | null = null;
  /** Script data and sequence headers before the first media frame: every viewer needs them first. */
  private readonly preamble: Buffer[] = [];
  private framesSeen = false;
  private readonly tags: Tag[] = [];
  /** Absolute index of tags[0]. */
  private base = 0;
  private pending: Buffer = Buffer.alloc(0);
  private readonly viewers = new Map<DelayedViewer, { next: number | null; framed: boolean }>();
  private upstream: ClientRequest | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly delayMs: number,
    private readonly url: string,
    private readonly now: () => number,
  ) {
    this.open();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  private open(): void {
    this.upstream = httpRequest(this.url, { agent: false }, (up) => {
      if (up.statusCode !== 200) return this.close();
      up.on('data', (chunk: Buffer) => this.take(chunk));
      up.on('end', () => this.close());
      up.on('error', () => this.close());
    });
    this.upstream.on('error', () => this.close());
    this.upstream.end();
  }

  /** Splits the upstream bytes into tags and records each with its arrival time. */
  private take(chunk: Buffer): void {
    const at = this.now();
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (!this.header) {
      if (this.pending.length < FLV_HEADER) return;
      this.header = Buffer.from(this.pending.subarray(0, FLV_HEADER));
      this.pending = this.pending.subarray(FLV_HEADER);
    }
    while (this.pending.length >= TAG_HEADER) {
      const size = this.pending.readUIntBE(1, 3);
      const whole = TAG_HEADER + size + 4;
      if (this.pending.length < whole) break;
      const buf = Buffer.from(this.pending.subarray(0, whole));
      this.pending = this.pending.subarray(whole);
      const type = buf[0]! & 0x1f;
      const b0 = size > 0 ? buf[TAG_HEADER]! : 0;
      const b1 = size > 1 ? buf[TAG_HEADER + 1]! : 0;
      const media = type === 8 || type === 9;
      if (!media || isSequenceHeader(type, b0, b1)) {
        if (!this.framesSeen) this.preamble.push(buf);
        continue;
      }
      this.framesSeen = true;
      this.tags.push({ at, buf, keyframe: type === 9 && ((b0 & 0x80 ? (b0 >> 4) & 0x07 : b0 >> 4) === 1) });
    }
    this.prune();
  }

  private prune(): void {
    const keepFrom = this.now() - this.delayMs - SPARE_MS;
    let drop = 0;
    while (drop < this.tags.length - 1 && (this.tags[drop]!.at < keepFrom || this.tags.length - drop > MAX_TAGS)) drop++;
    // Never past a viewer's next tag.
    for (const state of this.viewers.values())
      if (state.next !== null) drop = Math.min(drop, Math.max(0, state.next - this.base));
    if (drop > 0) {
      this.tags.splice(0, drop);
      this.base += drop;
    }
  }

  /** A new viewer: the header and sequence headers, then the tags from the keyframe `delayMs` back (see tick). */
  attach(viewer: DelayedViewer): () => void {
    if (this.closed) {
      viewer.end();
      return () => {};
    }
    this.viewers.set(viewer, { next: null, framed: false });
    this.tick();
    return () => void this.viewers.delete(viewer);
  }

  /** Where a new viewer starts: the last keyframe that arrived `delayMs` ago or before, else the first one to come. */
  private startOf(due: number): number {
    let start = -1;
    for (let i = 0; i < this.tags.length; i++) {
      const tag = this.tags[i]!;
      if (!tag.keyframe) continue;
      if (start === -1 || tag.at <= due) start = i;
      if (tag.at > due) break;
    }
    return start === -1 ? this.base + this.tags.length : this.base + start;
  }

  private tick(): void {
    const due = this.now() - this.delayMs;
    for (const [viewer, state] of this.viewers) {
      if (state.next === null) {
        // Not before the stream's header and sequence headers have come (the line just opened).
        if (!this.header || !this.framesSeen) continue;
        viewer.write(Buffer.concat([this.header, ...this.preamble]), this.now());
        state.next = this.startOf(due);
      }
      while (state.next - this.base < this.tags.length) {
        const tag = this.tags[state.next - this.base]!;
        if (tag.at > due) break;
        state.next += 1;
        // A viewer that started before any keyframe skips to the first one (frames need their keyframe).
        if (!state.framed && !tag.keyframe) continue;
        state.framed = true;
        viewer.write(tag.buf, tag.at);
      }
    }
  }

  get live(): boolean {
    return !this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.upstream?.destroy();
    for (const viewer of [...this.viewers.keys()]) viewer.end();
    this.viewers.clear();
    this.tags.length = 0;
  }
}

/** AVC/HEVC (or enhanced-FLV) decoder configuration, or the AAC AudioSpecificConfig (as flv-edge.ts reads them). */
function isSequenceHeader(type: number, b0: number, b1: number): boolean {
  if (type === 8) return b0 >> 4 === 10 && b1 === 0;
  if (b0 & 0x80) return (b0 & 0x0f) === 0;
  const codec = b0 & 0x0f;
  return (codec === 7 || codec === 12) && b1 === 0;
}

/** The delayed streams of one media server, by key (set by the test control; 0 removes a delay). */
export class DelayLines {
  private readonly delays = new Map<string, number>();
  private readonly lines = new Map<string, DelayLine>();

  constructor(
    private readonly upstreamUrl: (key: string) => string,
    private readonly now: () => number,
  ) {}

  set(key: string, delayMs: number): void {
    this.lines.get(key)?.close();
    this.lines.delete(key);
    if (delayMs <= 0) this.delays.delete(key);
    else {
      this.delays.set(key, delayMs);
      // Start recording now, so the first viewer already finds the delay's worth of history.
      this.line(key);
    }
  }

  /** The key's line, opened again after its stream came back on air; undefined when the key is not delayed. */
  line(key: string): DelayLine | undefined {
    const delay = this.delays.get(key);
    if (delay === undefined) return undefined;
    let line = this.lines.get(key);
    if (!line?.live) {
      line = new DelayLine(delay, this.upstreamUrl(key), this.now);
      this.lines.set(key, line);
    }
    return line;
  }

  closeAll(): void {
    for (const line of this.lines.values()) line.close();
    this.lines.clear();
    this.delays.clear();
  }
}

/**
 * The relay's clock for the stream's wall times (flv-edge.ts): the simulator's, so the video's times and
 * the push feed's `ts` are on one clock (the room compares them); a frozen simulator's stands still, and
 * a video timeline cannot, so that one uses the machine's.
 */
export function relayClock(clock: SimClock): () => number {
  return clock.frozen ? Date.now : () => clock.now();
}

const registry = new WeakMap<NmsMedia, DelayLines>();

/** The delayed streams of this media server (one set, shared by the relay and the test control). */
export function delayLinesOf(media: NmsMedia, clock: SimClock): DelayLines {
  let lines = registry.get(media);
  if (!lines) {
    lines = new DelayLines((key) => media.upstreamUrl(streamName(key)), relayClock(clock));
    registry.set(media, lines);
  }
  return lines;
}
