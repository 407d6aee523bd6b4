import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayWindow } from './day-windows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('dayWindow', () => {
  // 2024-03-15 02:30 in Asia/Ho_Chi_Minh (UTC+7) is 2024-03-14 19:30 UTC.
  const now = Date.UTC(2024, 2, 14, 19, 30);

  it('today runs from local midnight to 23:59:59.999 in the given zone', () => {
    expect(dayWindow('today', now, 'Asia/Ho_Chi_Minh')).toEqual({
      startMs: Date.UTC(2024, 2, 15) - 7 * HOUR,
      endMs: Date.UTC(2024, 2, 16) - 7 * HOUR - 1,
    });
  });

  it('the same instant is a different day in UTC', () => {
    expect(dayWindow('today', now, 'UTC')).toEqual({
      startMs: Date.UTC(2024, 2, 14),
      endMs: Date.UTC(2024, 2, 15) - 1,
    });
  });

  it('yesterday is the previous full day', () => {
    expect(dayWindow('yesterday', now, 'Asia/Shanghai')).toEqual({
      startMs: Date.UTC(2024, 2, 14) - 8 * HOUR,
      endMs: Date.UTC(2024, 2, 15) - 8 * HOUR - 1,
    });
  });

  it('last 7 days covers six days back to the end of today', () => {
    const w = dayWindow('last7Days', new Date(now), 'Asia/Shanghai');
    expect(w.startMs).toBe(Date.UTC(2024, 2, 9) - 8 * HOUR);
    expect(w.endMs).toBe(Date.UTC(2024, 2, 16) - 8 * HOUR - 1);
    expect(w.endMs - w.startMs + 1).toBe(7 * DAY);
  });

  it('crosses a month and year boundary', () => {
    const w = dayWindow('last7Days', Date.UTC(2024, 0, 2, 12), 'UTC');
    expect(w.startMs).toBe(Date.UTC(2023, 11, 27));
  });

  it('handles a 23-hour daylight-saving day', () => {
    // Europe/Berlin moved clocks forward on 2024-03-31.
    const w = dayWindow('today', Date.UTC(2024, 2, 31, 12), 'Europe/Berlin');
    expect(w.startMs).toBe(Date.UTC(2024, 2, 30, 23));
    expect(w.endMs).toBe(Date.UTC(2024, 2, 31, 22) - 1);
  });

  it('rejects an unknown time zone', () => {
    expect(() => dayWindow('today', now, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('always contains now and ends 1 ms before a midnight (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('UTC', 'Asia/Shanghai', 'Asia/Ho_Chi_Minh', 'America/New_York', 'Europe/London'),
        (t, zone) => {
          const w = dayWindow('today', t, zone);
          expect(w.startMs).toBeLessThanOrEqual(t);
          expect(w.endMs).toBeGreaterThanOrEqual(t);
          expect(w.endMs - w.startMs + 1).toBeGreaterThanOrEqual(23 * HOUR);
          expect(w.endMs - w.startMs + 1).toBeLessThanOrEqual(25 * HOUR);
          const y = dayWindow('yesterday', t, zone);
          expect(y.endMs + 1).toBe(w.startMs);
        },
      ),
    );
  });
});
