import { describe, expect, it } from 'vitest';
import { StreamClock } from './stream-clock';

describe('StreamClock (the relay onEdge tags)', () => {
  it('knows nothing before the first tag, and ignores other script data', () => {
    const clock = new StreamClock(() => 0);
    expect(clock.delayAt(1)).toBeNull();
    clock.take({ onMetaData: { width: 640 } });
    clock.take({ onEdge: { origin: 'x', first: 0, now: 1 } });
    expect(clock.delayAt(1)).toBeNull();
  });

  it('delay = server now - (origin + first + currentTime), with the page clock offset', () => {
    let pageNow = 500_000; // the page's clock is not the server's (page.clock, another machine)
    const clock = new StreamClock(() => pageNow);
    // Server: the stream's timestamp 0 was at 1 000 000; this connection started at timestamp 4 000.
    clock.take({ onEdge: { origin: 1_000_000, first: 4_000, edgeTs: 9_000, edgeWall: 1_009_000, now: 1_009_010 } });
    // The frame on screen: timestamp 4 000 + 4.5 s = 8 500 → wall 1 008 500; server now 1 009 010.
    expect(clock.delayAt(4.5)).toBeCloseTo(0.51, 3);
    pageNow += 1_000;
    expect(clock.delayAt(5.5)).toBeCloseTo(0.51, 3);
    // The frame's own wall time needs no offset (the room compares it with the push feed's server times).
    expect(clock.wallAt(4.5)).toBe(1_008_500);
  });

  it('a sample read late (busy page) does not lower the offset below the best of the recent ones', () => {
    let pageNow = 0;
    const clock = new StreamClock(() => pageNow);
    clock.take({ onEdge: { origin: 0, first: 0, now: 1_000 } });
    pageNow = 1_300; // read 300 ms late
    clock.take({ onEdge: { origin: 0, first: 0, now: 1_000 } });
    // Offset kept at 1 000 (not -300): server now = 1 300 + 1 000 = 2 300, the frame at 1 000.
    expect(clock.delayAt(1)).toBeCloseTo(1.3, 3);
  });
});
