import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrive,
  BANNER_MS,
  BIG_MS,
  COMBO_MS,
  emptyGiftQueue,
  LANES,
  nextChangeAt,
  settle,
  type GiftArrival,
  type GiftQueue,
} from './gift-queue';

let n = 0;
const gift = (over: Partial<GiftArrival> = {}): GiftArrival => ({
  id: `g${++n}`,
  senderId: 'sam',
  senderNick: 'Sam',
  giftId: 1,
  giftName: 'Rose',
  count: 1,
  value: 1000,
  big: false,
  ...over,
});

describe('gift queue', () => {
  it('merges the same sender and gift within 3 s into xN, and extends the banner', () => {
    let q = arrive(emptyGiftQueue, gift(), 0);
    q = arrive(q, gift(), 1000);
    q = arrive(q, gift({ count: 3, value: 3000 }), 2500);
    expect(q.banners).toHaveLength(1);
    expect(q.banners[0]).toMatchObject({ count: 5, value: 5000, endsAt: 2500 + BANNER_MS });
    q = arrive(q, gift(), 2500 + COMBO_MS + 1);
    expect(q.banners.map((b) => b.count)).toEqual([1]);
  });

  it('keeps different senders or gifts apart and shows a delivery twice only once', () => {
    const same = gift();
    let q = arrive(emptyGiftQueue, same, 0);
    q = arrive(q, same, 10);
    q = arrive(q, gift({ senderId: 'mia' }), 20);
    q = arrive(q, gift({ giftId: 2 }), 30);
    expect(q.banners.map((b) => `${b.senderId}:${b.giftId}:${b.count}`)).toEqual(['sam:1:1', 'mia:1:1']);
    expect(q.backlog).toHaveLength(1);
  });

  it('plays big effects one at a time, next when the first ends', () => {
    let q = arrive(emptyGiftQueue, gift({ big: true, giftId: 5 }), 0);
    q = arrive(q, gift({ big: true, giftId: 6, senderId: 'mia' }), 100);
    expect(q.stage).toMatchObject({ giftId: 5 });
    expect(q.backlog.map((b) => b.giftId)).toEqual([6]);
    expect(nextChangeAt(q)).toBe(BIG_MS);
    q = settle(q, BIG_MS);
    expect(q.stage).toMatchObject({ giftId: 6, endsAt: 2 * BIG_MS });
    q = settle(q, 2 * BIG_MS);
    expect(q.stage).toBeNull();
    expect(nextChangeAt(q)).toBeNull();
  });

  it('shows big effects as banners with reduced motion', () => {
    const q = arrive(emptyGiftQueue, gift({ big: true }), 0, { reducedMotion: true });
    expect(q.stage).toBeNull();
    expect(q.banners).toHaveLength(1);
  });

  it('caps the backlog, dropping the lowest value first', () => {
    let q = emptyGiftQueue;
    for (let i = 0; i < LANES; i++) q = arrive(q, gift({ senderId: `lane${i}` }), 0);
    q = arrive(q, gift({ senderId: 'a', value: 50 }), 1, { maxBacklog: 3 });
    q = arrive(q, gift({ senderId: 'b', value: 10 }), 2, { maxBacklog: 3 });
    q = arrive(q, gift({ senderId: 'c', value: 500 }), 3, { maxBacklog: 3 });
    q = arrive(q, gift({ senderId: 'd', value: 100 }), 4, { maxBacklog: 3 });
    expect(q.backlog.map((b) => b.senderId)).toEqual(['a', 'c', 'd']);
    expect(q.dropped).toBe(1);
  });

  it('never exceeds its lanes, its one stage or its cap, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sender: fc.integer({ min: 0, max: 4 }),
            giftId: fc.integer({ min: 1, max: 3 }),
            big: fc.boolean(),
            value: fc.integer({ min: 1, max: 1000 }),
            dt: fc.integer({ min: 0, max: 2000 }),
          }),
          { maxLength: 120 },
        ),
        (arrivals) => {
          let q: GiftQueue = emptyGiftQueue;
          let now = 0;
          let total = 0;
          for (const a of arrivals) {
            now += a.dt;
            total += 1;
            q = arrive(
              settle(q, now),
              gift({ senderId: `s${a.sender}`, giftId: a.giftId, big: a.big, value: a.value }),
              now,
              { maxBacklog: 5 },
            );
            expect(q.banners.length).toBeLessThanOrEqual(LANES);
            expect(q.backlog.length).toBeLessThanOrEqual(5);
            if (q.stage) expect(q.stage.big).toBe(true);
          }
          expect(q.dropped).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});
