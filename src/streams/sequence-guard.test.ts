import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { SequenceGuard, sequenceGuard, type GuardInput, type GuardOutput } from './sequence-guard';

type In = GuardInput<string, string>;
type Out = GuardOutput<string, string>;

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const snap = (seq: number | undefined, value = `snap${seq}`): In => ({ kind: 'snapshot', mid: 1, seq, value });
const upd = (seq: number, mid = 1): In => ({ kind: 'update', mid, seq, value: `u${seq}` });
const ack = (seq: number): In => ({ kind: 'ack', mid: 1, seq });
const resync = (mid = 1): Out => ({ kind: 'resync', mid });

describe('sequenceGuard', () => {
  it('applies updates that follow the snapshot and drops old or repeated ones', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-a-b-o-b-', { s: snap(5), a: upd(6), b: upd(7), o: upd(4) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-a-b-----', { s: snap(5), a: upd(6), b: upd(7) });
    });
  });

  it('on a gap asks for one resync, queues, and lets the snapshot drop queued updates at or below it', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-g-h-i-n--', { s: snap(5), g: upd(8), h: upd(9), i: upd(10), n: snap(9) });
      const expected = '   -s-r-----(nx)';
      expectObservable(input.pipe(sequenceGuard())).toBe(expected, { s: snap(5), r: resync(), n: snap(9), x: upd(10) });
    });
  });

  it('asks again when the snapshot still leaves a hole', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-g-n---m-', { s: snap(5), g: upd(9), n: snap(7), m: snap(8) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-r-(nr)(mx)', {
        s: snap(5),
        r: resync(),
        n: snap(7),
        m: snap(8),
        x: upd(9),
      });
    });
  });

  it('queues updates that arrive before the first snapshot', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -a-b-s-', { a: upd(3), b: upd(4), s: snap(3) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-----(sb)', { s: snap(3), b: upd(4) });
    });
  });

  it('ignores a snapshot older than what was applied', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-a-b-o-', { s: snap(5), a: upd(6), b: upd(7), o: snap(6) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-a-b---', { s: snap(5), a: upd(6), b: upd(7) });
    });
  });

  it('asks again when a resync is answered by a snapshot older than what was applied', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-a-g-o-n-', { s: snap(5), a: upd(6), g: upd(9), o: snap(4), n: snap(8) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-a-r-r-(nx)', {
        s: snap(5),
        a: upd(6),
        r: resync(),
        n: snap(8),
        x: upd(9),
      });
    });
  });

  it('resyncs when the sub-ack shows the server is ahead and nothing queued closes the distance', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-k-l-', { s: snap(5), k: ack(5), l: ack(8) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s---r-', { s: snap(5), r: resync() });
    });
  });

  it('takes the next update as the baseline after a snapshot without seq', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const input = hot('  -s-a-b-', { s: snap(undefined, 'plain'), a: upd(40), b: upd(41) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-a-b-', {
        s: snap(undefined, 'plain'),
        a: upd(40),
        b: upd(41),
      });
    });
  });

  it('keeps matches apart', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const other: In = { kind: 'snapshot', mid: 2, seq: 100, value: 'm2' };
      const input = hot('  -s-o-a-b-', { s: snap(5), o: other, a: upd(101, 2), b: upd(6) });
      expectObservable(input.pipe(sequenceGuard())).toBe('-s-o-a-b-', {
        s: snap(5),
        o: other,
        a: upd(101, 2),
        b: upd(6),
      });
    });
  });
});

describe('SequenceGuard after a reconnect', () => {
  it('holds updates until the forced snapshot, which wins even when the server restarted at a lower seq', () => {
    const applied: number[] = [];
    const resyncs: number[] = [];
    const guard = new SequenceGuard<number>({ apply: (_m, seq) => applied.push(seq), resync: (m) => resyncs.push(m) });
    guard.snapshot(1, 500, () => {});
    guard.update(1, 501, 501);
    guard.expectSnapshot(1);
    expect(guard.update(1, 3, 3)).toBe('queued');
    expect(guard.update(1, 4, 4)).toBe('queued');
    let installed = false;
    expect(guard.snapshot(1, 3, () => (installed = true))).toBe(true);
    expect(installed).toBe(true);
    expect(applied).toEqual([501, 4]);
    expect(resyncs).toEqual([]);
    expect(guard.last(1)).toBe(4);
  });
});
