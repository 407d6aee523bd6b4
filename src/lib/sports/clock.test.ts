import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLOCK_RUN_ON_LIMIT_MS,
  clockDisplay,
  clockSecondsAt,
  decodeClockPeriod,
  matchScores,
  startTime,
} from './clock';

const key = (sid: number, pe: number) => decodeClockPeriod(sid, pe).key;

describe('clock periods (mc.pe, the CLOCK table)', () => {
  it('soccer family: 1001 not started, 1002 first half, 1003 half-time, 1004 second half, 1005 ended', () => {
    expect([1001, 1002, 1003, 1004, 1005].map((pe) => key(1, pe))).toEqual([
      'clock.notStarted',
      'clock.firstHalf',
      'clock.halfTime',
      'clock.secondHalf',
      'clock.ended',
    ]);
    expect(key(177, 177003)).toBe('clock.halfTime');
  });

  it('never reads the market-period table: clock 1003 is half-time (market 1003 would be the second half)', () => {
    expect(decodeClockPeriod(1, 1003).phase).toBe('halfTime');
    // Basketball market period 3003 is the first half; as a clock code it means nothing.
    expect(decodeClockPeriod(3, 3003).phase).toBe('unknown');
    expect(decodeClockPeriod(3, 3002).phase).toBe('unknown');
  });

  it('basketball family: quarters 3005-3008, 3009 overtime, 3010 break, 3011 half-time, 3012 ended', () => {
    expect(decodeClockPeriod(3, 3001).phase).toBe('notStarted');
    expect(decodeClockPeriod(3, 3005)).toMatchObject({
      phase: 'play',
      n: 1,
      key: 'clock.unit.quarter',
      values: { n: 1 },
    });
    expect(decodeClockPeriod(178, 178008)).toMatchObject({ n: 4, key: 'clock.unit.quarter' });
    expect([3009, 3010, 3011, 3012].map((pe) => key(3, pe))).toEqual([
      'clock.overtime',
      'clock.break',
      'clock.halfTime',
      'clock.ended',
    ]);
  });

  it('designed family: B+10+n period n in the sport unit, B+40 overtime, B+50 break, B+99 ended', () => {
    expect(decodeClockPeriod(5, 5012)).toMatchObject({ key: 'clock.unit.set', n: 2 });
    expect(decodeClockPeriod(7, 7019)).toMatchObject({ key: 'clock.unit.inning', n: 9 });
    expect(decodeClockPeriod(7, 7020)).toMatchObject({ key: 'clock.unit.inning', n: 10 });
    expect(decodeClockPeriod(19, 19013)).toMatchObject({ key: 'clock.unit.round', n: 3 });
    expect(decodeClockPeriod(16, 16011)).toMatchObject({ key: 'clock.unit.frame', n: 1 });
    expect(decodeClockPeriod(14, 14012)).toMatchObject({ key: 'clock.unit.innings', n: 2 });
    expect(decodeClockPeriod(2, 2013)).toMatchObject({ key: 'clock.unit.period', n: 3 });
    expect(decodeClockPeriod(6, 6011)).toMatchObject({ key: 'clock.unit.quarter', n: 1 });
    // Halves read as first / second half, like soccer.
    expect(key(4, 4011)).toBe('clock.firstHalf');
    expect(key(8, 8012)).toBe('clock.secondHalf');
    expect([13001, 13040, 13050, 13099].map((pe) => key(13, pe))).toEqual([
      'clock.notStarted',
      'clock.overtime',
      'clock.break',
      'clock.ended',
    ]);
    expect(decodeClockPeriod(100, 100011)).toMatchObject({ key: 'clock.unit.quarter', n: 1 });
  });

  it('says unknown for codes of another sport', () => {
    expect(decodeClockPeriod(5, 1002).phase).toBe('unknown');
  });
});

describe('clock display', () => {
  const now = 1_800_000_000_000;
  const live = (sid: number, mc: object) => ({ sid, ms: 5, bt: 0, mc: { s: 0, pe: 0, r: false, ...mc } });

  it('ms 4 shows the start time instead of a period', () => {
    expect(clockDisplay({ sid: 1, ms: 4, bt: now + 3_600_000, mc: { s: 0, pe: 1001, r: false } }, now)).toEqual({
      kind: 'start',
      bt: now + 3_600_000,
    });
  });

  it('soccer shows the minute from mc.s, running on from tu, with added time', () => {
    expect(clockDisplay(live(1, { s: 3409, pe: 1004, r: true, tu: now - 60_000, tp: 1 }), now)).toMatchObject({
      kind: 'live',
      time: "58'",
    });
    expect(clockDisplay(live(1, { s: 2700, pe: 1002, r: false, tp: 1, itd: 3 }), now)).toMatchObject({
      time: "46' +3",
    });
    expect(clockDisplay(live(1, { s: 2700, pe: 1003, r: false, tp: 1 }), now)).toMatchObject({
      time: null,
      period: { key: 'clock.halfTime' },
    });
  });

  it('countdown sports show mm:ss counting down, never below zero', () => {
    expect(clockDisplay(live(3, { s: 462, pe: 3006, r: true, tu: now - 2_000, tp: 2 }), now)).toMatchObject({
      time: '07:40',
      period: { key: 'clock.unit.quarter', values: { n: 2 } },
    });
    expect(clockSecondsAt({ s: 5, pe: 0, r: true, tu: now - 60_000 }, true, now)).toBe(0);
  });

  it('a tu far from now shows the reported s without running it on', () => {
    // tu 0, tu in seconds, a record from yesterday, tu in microseconds: none is a reading time.
    for (const tu of [0, Math.floor(now / 1000), now - 86_400_000, now * 1000, null, Number.NaN]) {
      expect(clockDisplay(live(1, { s: 1_935, pe: 1002, r: true, tu, tp: 1 }), now)).toMatchObject({ time: "33'" });
      expect(clockSecondsAt({ s: 462, pe: 3006, r: true, tu }, true, now)).toBe(462);
    }
    expect(clockSecondsAt({ s: 100, pe: 1002, r: true, tu: now - CLOCK_RUN_ON_LIMIT_MS }, false, now)).toBe(
      100 + CLOCK_RUN_ON_LIMIT_MS / 1000,
    );
    expect(clockSecondsAt({ s: 100, pe: 1002, r: true, tu: now - CLOCK_RUN_ON_LIMIT_MS - 1 }, false, now)).toBe(100);
  });

  it('runs on exactly the time since tu while tu is near, and never moves a stopped clock (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: -3 * CLOCK_RUN_ON_LIMIT_MS, max: 3 * CLOCK_RUN_ON_LIMIT_MS }),
        fc.boolean(),
        (s, ago, r) => {
          const secs = clockSecondsAt({ s, pe: 1002, r, tu: now - ago }, false, now);
          const near = ago >= 0 && ago <= CLOCK_RUN_ON_LIMIT_MS;
          expect(secs).toBe(r && near ? s + ago / 1000 : s);
        },
      ),
    );
  });

  it('set sports show only the set', () => {
    expect(clockDisplay(live(5, { s: 0, pe: 5012, r: false, tp: 0 }), now)).toMatchObject({
      time: null,
      period: { key: 'clock.unit.set', values: { n: 2 } },
    });
  });

  it('boxing shows the round time as a stopwatch', () => {
    expect(clockDisplay(live(19, { s: 75, pe: 19013, r: false, tp: 1 }), now)).toMatchObject({ time: '01:15' });
  });

  it('other statuses show their name', () => {
    for (const ms of [0, 1, 2, 3, 6, 7, 8])
      expect(clockDisplay({ sid: 1, ms, bt: 0, mc: { s: 0, pe: 1001, r: false } }, now)).toEqual({
        kind: 'status',
        key: `status.${ms}`,
      });
  });

  it('names today and tomorrow in the zone', () => {
    const base = Date.UTC(2026, 10, 22, 4, 0); // 12:00 in UTC+8
    expect(startTime(base + 3_600_000, base, 'en', 'Asia/Shanghai')).toMatchObject({ day: 'today', time: '13:00' });
    expect(startTime(base + 20 * 3_600_000, base, 'en', 'Asia/Shanghai').day).toBe('tomorrow');
    expect(startTime(base + 3 * 86_400_000, base, 'en', 'Asia/Shanghai').day).toBeNull();
  });
});

describe('scores from nsg', () => {
  const nsg = [
    { pe: 1001, tyg: 5, sc: [2, 1] },
    { pe: 1002, tyg: 5, sc: [1, 0] },
    { pe: 1001, tyg: 6, sc: [6, 4] },
    { pe: 1002, tyg: 6, sc: [2, 4] },
    { pe: 1001, tyg: 7, sc: [2, 0] },
    { pe: 1001, tyg: 8, sc: [0, 1] },
  ];

  it('reads goals, corners, yellow and red cards on the full-match period', () => {
    expect(matchScores(1, nsg)).toEqual({ goals: [2, 1], corners: [6, 4], yellow: [2, 0], red: [0, 1] });
  });

  it('uses the sport base: basketball 3001, others B+1; null when absent', () => {
    expect(
      matchScores(3, [
        { pe: 3005, tyg: 5, sc: [20, 18] },
        { pe: 3001, tyg: 5, sc: [40, 38] },
      ]).goals,
    ).toEqual([40, 38]);
    expect(matchScores(5, [{ pe: 5001, tyg: 5, sc: [1, 0] }]).goals).toEqual([1, 0]);
    expect(matchScores(1, [])).toEqual({ goals: null, corners: null, yellow: null, red: null });
  });
});
