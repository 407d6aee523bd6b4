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
  private phase: 'header' | 'tagHeader' | 'body' = 'header';
  private need = FLV_HEADER;
  private readonly tagHeader = Buffer.alloc(TAG_HEADER);
  private origin = Number.POSITIVE_INFINITY;
  private first = Number.POSITIVE_INFINITY;
  private lastInjected = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly everyMs = EDGE_EVERY_MS,
  ) {}

  /** The bytes to send for this chunk: the chunk itself, with an `onEdge` tag before some media tags. */
  push(chunk: Buffer): Buffer {
    const out: Buffer[] = [];
    let i = 0;
    while (i < chunk.length) {
      const take = Math.min(this.need, chunk.length - i);
      if (this.phase === 'tagHeader') {
        chunk.copy(this.tagHeader, TAG_HEADER - this.need, i, i + take);
      } else {
        out.push(chunk.subarray(i, i + take));
      }
      i += take;
      this.need -= take;
      if (this.need > 0) break;
      if (this.phase === 'tagHeader') {
        const header = Buffer.from(this.tagHeader);
        const type = header[0]! & 0x1f;
        const size = header.readUIntBE(1, 3);
        const ts = (header.readUIntBE(4, 3) | (header[7]! << 24)) >>> 0;
        if (type === 8 || type === 9) {
          const wall = this.now();
          this.origin = Math.min(this.origin, wall - ts);
          this.first = Math.min(this.first, ts);
          if (wall - this.lastInjected >= this.everyMs) {
            this.lastInjected = wall;
            out.push(edgeTag(ts, { origin: this.origin, first: this.first, edgeTs: ts, edgeWall: wall, now: wall }));
          }
        }
        out.push(header);
        this.phase = 'body';
        this.need = size + 4;
      } else {
        this.phase = 'tagHeader';
        this.need = TAG_HEADER;
      }
    }
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  }
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
