import { describe, expect, it } from 'vitest';
// mpegts.js's own AMF0 reader: what the player will make of the injected tag.
// @ts-expect-error mpegts.js ships no types for its internal modules
import AMF from 'mpegts.js/src/demux/amf-parser.js';
import { edgeTag, FlvEdgeInjector } from './flv-edge';

/** A minimal FLV: header, then tags of the given type and timestamp with `size` bytes of body each. */
function flv(tags: Array<{ type: number; ts: number; size?: number; body?: number[] }>): Buffer {
  const parts = [Buffer.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0])];
  for (const t of tags) {
    const size = t.size ?? 5;
    const h = Buffer.alloc(11);
    h[0] = t.type;
    h.writeUIntBE(size, 1, 3);
    h.writeUIntBE(t.ts & 0xffffff, 4, 3);
    h[7] = t.ts >>> 24;
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(11 + size);
    const body = Buffer.alloc(size, t.type);
    Buffer.from(t.body ?? []).copy(body);
    parts.push(h, body, trailer);
  }
  return Buffer.concat(parts);
}

/** Splits an FLV into its tags: [type, ts, body]. */
function tagsOf(data: Buffer): Array<{ type: number; ts: number; body: Buffer }> {
  const out = [];
  let i = 13;
  while (i < data.length) {
    const type = data[i]!;
    const size = data.readUIntBE(i + 1, 3);
    const ts = (data.readUIntBE(i + 4, 3) | (data[i + 7]! << 24)) >>> 0;
    out.push({ type, ts, body: data.subarray(i + 11, i + 11 + size) });
    expect(data.readUInt32BE(i + 11 + size)).toBe(11 + size);
    i += 11 + size + 4;
  }
  expect(i).toBe(data.length);
  return out;
}

const amf = AMF as { parseScriptData: (b: ArrayBuffer, offset: number, size: number) => Record<string, Record<string, number>> };
const parse = (body: Buffer) => amf.parseScriptData(Uint8Array.from(body).buffer, 0, body.length);

describe('FlvEdgeInjector', () => {
  it('reads as mpegts.js reads onMetaData: an onEdge object of numbers', () => {
    const tag = edgeTag(1234, { origin: 1_700_000_000_000, first: 1000, edgeTs: 1234, edgeWall: 1_700_000_001_234, now: 1_700_000_001_240 });
    const [t] = tagsOf(Buffer.concat([Buffer.alloc(13), tag]));
    expect(t!.type).toBe(18);
    expect(t!.ts).toBe(1234);
    expect(parse(t!.body)).toEqual({ onEdge: { origin: 1_700_000_000_000, first: 1000, edgeTs: 1234, edgeWall: 1_700_000_001_234, now: 1_700_000_001_240 } });
  });

  it('puts a tag before a media tag about once a second, in any chunking, and leaves every other byte alone', () => {
    const input = flv([
      { type: 18, ts: 0, size: 30 },
      { type: 9, ts: 1000, size: 300 },
      { type: 8, ts: 1010 },
      { type: 9, ts: 1040 },
      { type: 9, ts: 2040 },
      { type: 8, ts: 2050 },
    ]);
    for (const step of [1, 7, 13, 64, input.length]) {
      let wall = 5_000;
      const injector = new FlvEdgeInjector(() => wall, 1_000);
      const out: Buffer[] = [];
      for (let i = 0; i < input.length; i += step) {
        out.push(injector.push(input.subarray(i, i + step)));
        wall += 1_000 / Math.ceil(input.length / step);
      }
      const tags = tagsOf(Buffer.concat(out));
      const edges = tags.filter((t) => t.type === 18 && parse(t.body).onEdge);
      expect(edges.length, `chunks of ${step}`).toBeGreaterThanOrEqual(1);
      const firstEdge = parse(edges[0]!.body).onEdge!;
      expect(firstEdge.first).toBe(1000);
      expect(firstEdge.edgeTs).toBe(1000);
      expect(firstEdge.origin).toBe(firstEdge.edgeWall! - 1000);
      // Without the edge tags, the bytes are the input's.
      const rest = Buffer.concat([input.subarray(0, 13), ...tags.filter((t) => !(t.type === 18 && parse(t.body).onEdge)).map((t) => {
        const h = Buffer.alloc(11);
        h[0] = t.type;
        h.writeUIntBE(t.body.length, 1, 3);
        h.writeUIntBE(t.ts & 0xffffff, 4, 3);
        const trailer = Buffer.alloc(4);
        trailer.writeUInt32BE(11 + t.body.length);
        return Buffer.concat([h, t.body, trailer]);
      })]);
      expect(rest.equals(input), `chunks of ${step}`).toBe(true);
    }
  });

  it('sequence headers (stamped at the publish start) are not the first sample', () => {
    const injector = new FlvEdgeInjector(() => 50_000, 0);
    const input = flv([
      { type: 9, ts: 0, size: 40, body: [0x17, 0x00] }, // AVC sequence header
      { type: 8, ts: 0, size: 4, body: [0xaf, 0x00] }, // AAC sequence header
      { type: 9, ts: 4_000, size: 40, body: [0x17, 0x01] }, // AVC keyframe (NALU)
      { type: 8, ts: 4_010, size: 20, body: [0xaf, 0x01] }, // AAC raw
    ]);
    const edges = tagsOf(injector.push(input)).filter((t) => t.type === 18).map((t) => parse(t.body).onEdge!);
    expect(edges.length).toBe(2);
    expect(edges.map((e) => e.first)).toEqual([4_000, 4_000]);
    expect(edges[0]!.origin).toBe(50_000 - 4_000);
  });

  it('the origin is the least (arrival - timestamp): a late GOP-cache burst does not hold it up', () => {
    let wall = 10_000;
    const injector = new FlvEdgeInjector(() => wall, 0);
    // A burst of old tags at once (ts 0..960 arriving at 10 000), then real-time tags.
    const burst = flv([0, 40, 960].map((ts) => ({ type: 9, ts })));
    const first = tagsOf(injector.push(burst)).filter((t) => t.type === 18).map((t) => parse(t.body).onEdge!);
    expect(first.at(-1)!.origin).toBe(10_000 - 960);
    wall = 10_030;
    const next = injector.push(flv([{ type: 9, ts: 1000 }]).subarray(13));
    const edge = parse(tagsOf(Buffer.concat([Buffer.alloc(13), next])).find((t) => t.type === 18)!.body).onEdge!;
    expect(edge.origin).toBe(10_030 - 1000);
    expect(edge.first).toBe(0);
  });

  it('a delayed relay passes the arrival time: the origin comes from it, `now` is when the tag is written', () => {
    // Tags that reached the relay at 20 000 are sent 8 s later (delay-line.ts).
    const injector = new FlvEdgeInjector(() => 28_000, 0);
    const out = injector.push(flv([{ type: 9, ts: 3_000 }]), 20_000);
    const edge = tagsOf(out).filter((t) => t.type === 18).map((t) => parse(t.body).onEdge!)[0]!;
    expect(edge.origin).toBe(20_000 - 3_000);
    expect(edge.edgeWall).toBe(20_000);
    expect(edge.now).toBe(28_000);
  });
});
