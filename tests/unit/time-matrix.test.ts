import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayWindow } from '../../src/lib/rules/time-windows/day-windows';
import { formatWindow, parseUtc8 } from '../../src/lib/rules/time-windows/maintenance';
import { startTime } from '../../src/lib/sports/clock';
import { pickerBounds, resultsWindow } from '../../src/views/sports/results/result-windows';
import { dayRange, listQuery } from '../../src/machines/sports/sports-list-query';
import { SportsWorld } from '../../simulator/sports/world';
import { bucketOf } from '../../simulator/sports/lists';
import { startOfDayUtc8 } from '../../simulator/sports/calendar';
import { formatUtc8 } from '../../simulator/site/time-utc8';

/**
 * The day arithmetic with no time zone given, i.e. in the zone of the process, as the browser
 * does it for the Vietnam build (its display zone is the browser's). scripts/test-all.ts runs this
 * file again under TZ=UTC and TZ=Asia/Ho_Chi_Minh; each pass checks local 00:05, 06:00, 12:00 and
 * 23:55. The expectations use Date's local fields only, never the Intl code under test.
 */

const HOURS: [number, number][] = [
  [0, 5],
  [6, 0],
  [12, 0],
  [23, 55],
];
const DAY = 86_400_000;
/** Local midnight of the day `n` days after the local day of `ms`. */
const midnight = (ms: number, n = 0) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n).getTime();
};
const ymd = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const zone = process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(HOURS)(`local %i:%i in ${zone}`, (hour, minute) => {
  const now = new Date(2026, 10, 22, hour, minute).getTime();

  it('today, yesterday and the last 7 days are whole local days', () => {
    expect(dayWindow('today', now)).toEqual({ startMs: midnight(now), endMs: midnight(now, 1) - 1 });
    expect(dayWindow('yesterday', now)).toEqual({ startMs: midnight(now, -1), endMs: midnight(now) - 1 });
    expect(dayWindow('last7Days', now)).toEqual({ startMs: midnight(now, -6), endMs: midnight(now, 1) - 1 });
  });

  it('results: the picker ends today, and a picked day is that local day', () => {
    expect(pickerBounds(now)).toEqual({ min: ymd(midnight(now, -29)), max: ymd(now) });
    const picked = ymd(midnight(now, -3));
    expect(resultsWindow(picked, now)).toEqual({ startMs: midnight(now, -3), endMs: midnight(now, -2) - 1 });
    expect(resultsWindow(ymd(midnight(now, 1)), now)).toBeNull();
    // What the results page computes from the clock when it opens.
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect(resultsWindow('today', Date.now())).toEqual({ startMs: midnight(now), endMs: midnight(now, 1) - 1 });
  });

  it('the date filter: today runs to local midnight, each later day is the next local day', () => {
    expect(dayRange(0, now)).toEqual({ beginTime: midnight(now), endTime: midnight(now, 1) - 1 });
    for (let k = 1; k < 7; k++)
      expect(dayRange(k, now)).toEqual({ beginTime: midnight(now, k), endTime: midnight(now, k + 1) - 1 });
    const request = { view: 'allList', sportId: 1, leagueIds: [], page: 1, oddsType: 1, followIds: [] } as const;
    expect(listQuery({ ...request, day: 0 }, now)).toMatchObject({ type: 8, endTime: midnight(now, 1) - 1 });
  });

  it('start times say today and tomorrow by the local day', () => {
    const justBeforeMidnight = midnight(now, 1) - 60_000;
    expect(startTime(justBeforeMidnight, now, 'en').day).toBe('today');
    expect(startTime(midnight(now, 1) + 5 * 60_000, now, 'en')).toMatchObject({ day: 'tomorrow', time: '00:05' });
    expect(startTime(midnight(now, 2), now, 'en').day).toBeNull();
    expect(startTime(now, now, 'en').time).toBe(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
  });

  it('a maintenance window the server writes in UTC+8 shows in local time', () => {
    const start = now - 10 * 60_000;
    const end = now + 150 * 60_000;
    expect(parseUtc8(formatUtc8(start))).toBe(start);
    const text = formatWindow(start, end, 'en-US');
    const hm = (ms: number) =>
      `${String(new Date(ms).getHours()).padStart(2, '0')}:${String(new Date(ms).getMinutes()).padStart(2, '0')}`;
    expect(text).toContain(hm(start));
    expect(text).toContain(hm(end));
    // Past local midnight the end's date is written out too.
    const endDate = new Date(end);
    expect(text).toContain(
      `${String(endDate.getMonth() + 1).padStart(2, '0')}/${String(endDate.getDate()).padStart(2, '0')}/${endDate.getFullYear()}`,
    );
  });

  it('the simulator seeds around the instant whatever the zone: live before, today after, results before the UTC+8 day', () => {
    const world = new SportsWorld(20261122, now);
    const all = [...world.matches.values()];
    expect(all.filter((m) => bucketOf(m, now) === 1).every((m) => m.bt <= now)).toBe(true);
    expect(all.filter((m) => bucketOf(m, now) === 3).every((m) => m.bt > now)).toBe(true);
    const finished = all.filter((m) => m.ms === 0);
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((m) => m.bt < startOfDayUtc8(now) && m.bt >= startOfDayUtc8(now) - 3 * DAY)).toBe(true);
    // The same instant gives the same world in any zone: nothing in it reads the local zone.
    expect(new SportsWorld(20261122, now).matches.size).toBe(world.matches.size);
  });
});
