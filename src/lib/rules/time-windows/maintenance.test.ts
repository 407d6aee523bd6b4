import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatWindow,
  gameMaintenance,
  isInWindow,
  isSiteMaintenance,
  itemMaintenance,
  maintenanceAreas,
  maintenanceTime,
  maintenanceWindow,
  parseMaintenanceRange,
  parseUtc8,
} from './maintenance';

describe('maintenanceAreas', () => {
  it('splits and trims the comma list', () => {
    expect(maintenanceAreas(' 1, 0 ,,3')).toEqual(['1', '0', '3']);
    expect(maintenanceAreas('')).toEqual([]);
    expect(maintenanceAreas(null)).toEqual([]);
  });
});

describe('isSiteMaintenance', () => {
  it('is true when status is 1 and area 0 is listed', () => {
    expect(isSiteMaintenance({ status: '1', point: '0' })).toBe(true);
    expect(isSiteMaintenance({ status: '1', point: '2, 0' })).toBe(true);
    expect(isSiteMaintenance({ status: 1, point: '0,5' })).toBe(true);
  });

  it('is false when status is off', () => {
    expect(isSiteMaintenance({ status: '0', point: '0' })).toBe(false);
    expect(isSiteMaintenance({ status: null, point: '0' })).toBe(false);
  });

  it('is false when only other areas are listed', () => {
    expect(isSiteMaintenance({ status: '1', point: '1,2,10' })).toBe(false);
    expect(isSiteMaintenance({ status: '1', point: '' })).toBe(false);
    expect(isSiteMaintenance({ status: '1' })).toBe(false);
  });

  it('is false without info', () => {
    expect(isSiteMaintenance(null)).toBe(false);
    expect(isSiteMaintenance(undefined)).toBe(false);
  });
});

describe('isInWindow', () => {
  const start = 1_714_521_600_000;
  const end = start + 3_600_000;

  it('includes both ends', () => {
    expect(isInWindow(start, start, end)).toBe(true);
    expect(isInWindow(end, start, end)).toBe(true);
    expect(isInWindow(start + 1, String(start), String(end))).toBe(true);
  });

  it('is false outside the window', () => {
    expect(isInWindow(start - 1, start, end)).toBe(false);
    expect(isInWindow(end + 1, start, end)).toBe(false);
  });

  it('is false when the window is missing or zero', () => {
    expect(isInWindow(start, 0, end)).toBe(false);
    expect(isInWindow(start, start, null)).toBe(false);
    expect(isInWindow(start, undefined, undefined)).toBe(false);
    expect(isInWindow(start, '', end)).toBe(false);
    expect(isInWindow(start, 'soon', end)).toBe(false);
  });

  it('agrees with start <= now <= end (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), fc.integer({ min: 1 }), (now, a, b) => {
        expect(isInWindow(now, a, b)).toBe(a <= now && now <= b);
      }),
    );
  });
});

describe('maintenanceTime', () => {
  const instant = Date.UTC(2026, 0, 1, 2, 0, 0); // 10:00 in UTC+8

  it("reads the documented 'yyyy-MM-dd HH:mm:ss' as UTC+8", () => {
    expect(maintenanceTime('2026-01-01 10:00:00')).toBe(instant);
    expect(maintenanceTime(' 2026-01-01T10:00 ')).toBe(instant);
  });

  it('reads epoch seconds and milliseconds, as numbers or digit text', () => {
    expect(maintenanceTime(instant)).toBe(instant);
    expect(maintenanceTime(instant / 1000)).toBe(instant);
    expect(maintenanceTime(String(instant))).toBe(instant);
    expect(maintenanceTime(String(instant / 1000))).toBe(instant);
  });

  it('reads ISO text that names its zone', () => {
    expect(maintenanceTime('2026-01-01T09:00:00+07:00')).toBe(instant);
    expect(maintenanceTime('2026-01-01T02:00:00.000Z')).toBe(instant);
    expect(maintenanceTime('2026-01-01T02:00Z')).toBe(instant);
  });

  it('gives null for anything that does not name one plausible instant', () => {
    for (const value of [
      null,
      undefined,
      '',
      'soon',
      0,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      instant * 1000,
      20260101,
      '2026-02-30 10:00:00',
      '2026-01-01T25:00:00Z',
      '01/01/2026 10:00',
      true,
      {},
      [],
    ]) {
      expect(maintenanceTime(value)).toBeNull();
    }
  });

  it('agrees between seconds and milliseconds for every instant of 2000-2099 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 - 1 }), (seconds) => {
        expect(maintenanceTime(seconds)).toBe(seconds * 1000);
        expect(maintenanceTime(seconds * 1000)).toBe(seconds * 1000);
      }),
    );
  });

  it('reads back the UTC+8 text of any instant (property)', () => {
    const utc8 = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 2) / 1000, max: Date.UTC(2099, 11, 30) / 1000 }), (seconds) => {
        expect(maintenanceTime(utc8(seconds * 1000))).toBe(seconds * 1000);
      }),
    );
  });
});

describe('maintenanceWindow', () => {
  it('is the two instants, or null when either is unreadable or it runs backwards', () => {
    expect(maintenanceWindow(1_767_225_600, 1_767_232_800_000)).toEqual({
      startMs: 1_767_225_600_000,
      endMs: 1_767_232_800_000,
    });
    expect(maintenanceWindow('', 1_767_232_800_000)).toBeNull();
    expect(maintenanceWindow(1_767_232_800_000, 1_767_225_600_000)).toBeNull();
  });
});

describe('parseUtc8', () => {
  it('reads the text as UTC+8', () => {
    expect(parseUtc8('2024-05-01 08:00:00')).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
    expect(parseUtc8('2024-05-01 00:30:15')).toBe(Date.UTC(2024, 3, 30, 16, 30, 15));
  });

  it('accepts a T separator and missing seconds', () => {
    expect(parseUtc8('2024-05-01T08:00')).toBe(Date.UTC(2024, 4, 1));
  });

  it('rejects malformed or impossible dates', () => {
    expect(parseUtc8('2024-02-30 10:00:00')).toBeNull();
    expect(parseUtc8('2024-05-01 24:00:00')).toBeNull();
    expect(parseUtc8('2024/05/01 10:00:00')).toBeNull();
    expect(parseUtc8('')).toBeNull();
    expect(parseUtc8(undefined)).toBeNull();
  });
});

describe('parseMaintenanceRange', () => {
  it('finds the window at the end of a provider message', () => {
    expect(parseMaintenanceRange('System maintenance [1714521600000-1714528800000]')).toEqual({
      startMs: 1714521600000,
      endMs: 1714528800000,
    });
  });

  it('uses the last bracket pair and tolerates spaces', () => {
    expect(parseMaintenanceRange('[1-2] upgrade [ 100 - 200 ]')).toEqual({ startMs: 100, endMs: 200 });
  });

  it('returns null when there is no window or it runs backwards', () => {
    expect(parseMaintenanceRange('maintenance')).toBeNull();
    expect(parseMaintenanceRange('[200-100]')).toBeNull();
    expect(parseMaintenanceRange('[abc-def]')).toBeNull();
    expect(parseMaintenanceRange(null)).toBeNull();
  });
});

describe('formatWindow', () => {
  const start = Date.UTC(2024, 4, 1, 2, 0);
  const end = Date.UTC(2024, 4, 1, 4, 30);

  it('shows both times in the given zone, 24-hour', () => {
    const text = formatWindow(start, end, 'en-US', 'Asia/Shanghai');
    expect(text).toContain('10:00');
    expect(text).toContain('12:30');
    expect(text).toContain('05/01/2024');
  });

  it('follows the zone', () => {
    const text = formatWindow(start, end, 'en-US', 'UTC');
    expect(text).toContain('02:00');
    expect(text).toContain('04:30');
  });

  it('still formats a backwards window and survives a bad locale', () => {
    const text = formatWindow(end, start, 'not a locale!', 'UTC');
    expect(text).toContain('04:30');
    expect(text).toContain('02:00');
  });
});

/** 2026-11-22 18:00 in UTC+8 (the service's zone) is 17:00 in Ho Chi Minh City and 10:00 UTC. */
const NOW = Date.parse('2026-11-22T10:00:00Z');
const START = Date.parse('2026-11-22T09:00:00Z');
const END = Date.parse('2026-11-22T13:00:00Z');

describe('lobby and game maintenance windows', () => {
  it('reads epoch ms and the documented UTC+8 text as the same instants', () => {
    const asNumbers = itemMaintenance({ startTimestamp: START, endTimestamp: END }, NOW);
    const asUtc8Text = itemMaintenance(
      { startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' },
      NOW,
    );
    const asSeconds = itemMaintenance({ startTimestamp: START / 1000, endTimestamp: END / 1000 }, NOW);
    expect(asNumbers).toEqual({ down: true, window: { startMs: START, endMs: END } });
    expect(asUtc8Text).toEqual(asNumbers);
    expect(asSeconds).toEqual(asNumbers);
  });

  it('is in maintenance from start to end, both included, and not outside', () => {
    const at = (now: number) => itemMaintenance({ startTimestamp: START, endTimestamp: END }, now).down;
    expect([at(START - 1), at(START), at(END), at(END + 1)]).toEqual([false, true, true, false]);
    // 17:00 UTC+8 text is 09:00 UTC: one minute before is still open, whatever the local zone.
    expect(
      itemMaintenance({ startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' }, START - 60_000)
        .down,
    ).toBe(false);
  });

  it('the flag alone closes the item; an unreadable or backwards window is no window', () => {
    expect(itemMaintenance({ isMaintain: 1 }, NOW)).toEqual({ down: true, window: null });
    expect(itemMaintenance({ isMaintain: 0, startTimestamp: 'soon', endTimestamp: END }, NOW)).toEqual({
      down: false,
      window: null,
    });
    expect(itemMaintenance({ startTimestamp: END, endTimestamp: START }, NOW)).toEqual({ down: false, window: null });
    expect(itemMaintenance({ startTimestamp: null, endTimestamp: null }, NOW)).toEqual({ down: false, window: null });
    // A window to come is read but does not close anything yet.
    expect(itemMaintenance({ startTimestamp: NOW + 60_000, endTimestamp: NOW + 120_000 }, NOW).down).toBe(false);
  });

  it("a lobby's maintenance closes all its games and names the lobby's window", () => {
    const lobby = { startTimestamp: START, endTimestamp: END };
    const game = { startTimestamp: NOW - 1000, endTimestamp: NOW + 1000 };
    expect(gameMaintenance(lobby, {}, NOW)).toEqual({ down: true, window: { startMs: START, endMs: END } });
    expect(gameMaintenance({}, game, NOW)).toEqual({ down: true, window: { startMs: NOW - 1000, endMs: NOW + 1000 } });
    expect(gameMaintenance(null, {}, NOW).down).toBe(false);
  });

  it('shows the UTC+8 window in local time: an hour earlier in Ho Chi Minh City, eight earlier in UTC', () => {
    const { window } = itemMaintenance(
      { startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' },
      NOW,
    );
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'Asia/Ho_Chi_Minh')).toBe('22/11/2026, 16:00–20:00');
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'UTC')).toBe('22/11/2026, 09:00–13:00');
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'Asia/Shanghai')).toBe('22/11/2026, 17:00–21:00');
  });

  it('with no zone given, follows the local zone: TZ=Asia/Ho_Chi_Minh shows 16:00, TZ=UTC 09:00', () => {
    // formatWindow keeps one formatter per locale and zone ('' for the local one): a locale per TZ here.
    const saved = process.env.TZ;
    const { window } = itemMaintenance(
      { startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' },
      NOW,
    );
    try {
      // Node re-reads TZ when it is assigned; Intl's default zone follows it.
      process.env.TZ = 'Asia/Ho_Chi_Minh';
      expect(formatWindow(window!.startMs, window!.endMs, 'en-IE')).toMatch(/22\/11\/2026, 16:00\s?–\s?20:00/);
      process.env.TZ = 'UTC';
      expect(formatWindow(window!.startMs, window!.endMs, 'en-NZ')).toMatch(/22\/11\/2026, 09:00\s?–\s?13:00/);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
