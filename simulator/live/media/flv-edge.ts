/**
 * The stream's clock for the viewer (docs/live-api.md "Stream delay"). The relay reads the FLV tag
 * boundaries of one viewer's response as it forwards them (it copies nothing and holds no bytes back)
 * and, about once a second, puts a script-data tag `onEdge` before a media tag. mpegts.js hands any
 * script data to the page (`SCRIPTDATA_ARRIVED`), so the player learns, in the stream itself:
 * - `origin`: the wall time (ms, this server's clock) at which the stream's timeline was at 0, as
 *   seen here: the least (arrival - timestamp) over the tags so far. A GOP-cache burst arrives late
 *   for its timestamps, so it only raises the estimate; the first real-time tags bring it down.
 * - `first`: the smallest media timestamp sent on this connection: mpegts.js starts the video's
 *   timeline there (its dtsBase), so the frame on screen has timestamp `first + currentTime * 1000`.
 * - `edgeTs`/`edgeWall`: the newest media tag and when it reached the relay.
 * - `now`: this server's wall clock when the tag was written (the page's clock offset).
 * The page then says delay = (its now + offset) - (origin + first + currentTime * 1000).
 */

export const EDGE_TAG = 'onEdge';
export const EDGE_EVERY_MS = 1_000;

export interface EdgeInfo {
  origin: number;
  first: number;
  edgeTs: number;
  edgeWall: number;
  now: number;
}

const FLV_HEADER = 13; // 9-byte header + PreviousTagSize0
const TAG_HEADER = 11;

export class FlvEdgeInjector {
  private phase: 'header' | 'tagHeader' | 'peek' | 'body' = 'header';
  private need = FLV_HEADER;
  /** The tag header and the first two bytes of a media tag's body (is it a sequence header?), held until complete. */
  private readonly tagHeader = Buffer.alloc(TAG_HEADER + 2);
  private size = 0;
  private origin = Number.POSITIVE_INFINITY;
  private first = Number.POSITIVE_INFINITY;
  private lastInjected = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly everyMs = EDGE_EVERY_MS,
  ) {}

  /**
   * The bytes to send for this chunk: the chunk itself, with an `onEdge` tag before some media tags.
   * `arrivedAt`: when the chunk reached the relay (a delayed relay sends it later, delay-line.ts); the
   * tag's `now` is always the time it is written.
   */
  push(chunk: Buffer, arrivedAt?: number): Buffer {
    const out: Buffer[] = [];
    let i = 0;
    while (i < chunk.length) {
      const take = Math.min(this.need, chunk.length - i);
      if (this.phase === 'tagHeader') {
        chunk.copy(this.tagHeader, TAG_HEADER - this.need, i, i + take);
      } else if (this.phase === 'peek') {
        chunk.copy(this.tagHeader, TAG_HEADER + 2 - this.need, i, i + take);
      } else {
        out.push(chunk.subarray(i, i + take));
      }
      i += take;
      this.need -= take;
      if (this.need > 0) break;
      if (this.phase === 'tagHeader') {
        const type = this.tagHeader[0]! & 0x1f;
        this.size = this.tagHeader.readUIntBE(1, 3);
        if ((type === 8 || type === 9) && this.size >= 2) {
          this.phase = 'peek';
          this.need = 2;
          continue;
        }
        out.push(Buffer.from(this.tagHeader.subarray(0, TAG_HEADER)));
        this.phase = 'body';
        this.need = this.size + 4;
      } else if (this.phase === 'peek') {
        const header = Buffer.from(this.tagHeader);
        const ts = (header.readUIntBE(4, 3) | (header[7]! << 24)) >>> 0;
        // Sequence headers keep the timestamp of the publish's start (a viewer joining later gets them
        // with the GOP cache): no sample, no place on the video's timeline.
        if (!isSequenceHeader(header[0]! & 0x1f, header[TAG_HEADER]!, header[TAG_HEADER + 1]!)) {
          const written = this.now();
          const wall = arrivedAt ?? written;
          this.origin = Math.min(this.origin, wall - ts);
          this.first = Math.min(this.first, ts);
          if (written - this.lastInjected >= this.everyMs) {
            this.lastInjected = written;
            out.push(edgeTag(ts, { origin: this.origin, first: this.first, edgeTs: ts, edgeWall: wall, now: written }));
          }
        }
        out.push(header);
        this.phase = 'body';
        this.need = this.size + 4 - 2;
      } else {
        this.phase = 'tagHeader';
        this.need = TAG_HEADER;
      }
    }
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }
}

/** AVC/HEVC (or enhanced-FLV) decoder configuration, or the AAC AudioSpecificConfig. */
function isSequenceHeader(type: number, b0: number, b1: number): boolean {
  if (type === 8) return b0 >> 4 === 10 && b1 === 0;
  if (b0 & 0x80) return (b0 & 0x0f) === 0;
  const codec = b0 & 0x0f;
  return (codec === 7 || codec === 12) && b1 === 0;
}

/** A script-data tag (type 18): AMF0 string `onEdge`, then an ECMA array of numbers. */
export function edgeTag(ts: number, info: EdgeInfo): Buffer {
  const entries = Object.entries(info) as Array<[string, number]>;
  const name = Buffer.from(EDGE_TAG, 'utf8');
  const parts: Buffer[] = [Buffer.from([0x02, name.length >> 8, name.length & 0xff]), name];
  const count = Buffer.alloc(5);
  count[0] = 0x08;
  count.writeUInt32BE(entries.length, 1);
  parts.push(count);
  for (const [key, value] of entries) {
    const k = Buffer.from(key, 'utf8');
    const v = Buffer.alloc(9);
    v[0] = 0x00;
    v.writeDoubleBE(value, 1);
    parts.push(Buffer.from([k.length >> 8, k.length & 0xff]), k, v);
  }
  parts.push(Buffer.from([0x00, 0x00, 0x09]));
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(TAG_HEADER);
  header[0] = 18;
  header.writeUIntBE(body.length, 1, 3);
  header.writeUIntBE(ts & 0xffffff, 4, 3);
  header[7] = (ts >>> 24) & 0xff;
  // StreamID (3 bytes) stays 0.
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(TAG_HEADER + body.length);
  return Buffer.concat([header, body, trailer]);
}
