import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isInWindow, isSiteMaintenance, maintenanceAreas, maintenanceTime, maintenanceWindow } from './maintenance';

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

  it("reads 'yyyy-MM-dd HH:mm:ss' as UTC+8", () => {
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
    for (const value of [null, undefined, '', 'soon', 0, -1, Number.NaN, Number.POSITIVE_INFINITY, instant * 1000, 20260101, '2026-02-30 10:00:00', '2026-01-01T25:00:00Z', '01/01/2026 10:00', true, {}, []]) {
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
    expect(maintenanceWindow(1_767_225_600, 1_767_232_800_000)).toEqual({ startMs: 1_767_225_600_000, endMs: 1_767_232_800_000 });
    expect(maintenanceWindow('', 1_767_232_800_000)).toBeNull();
    expect(maintenanceWindow(1_767_232_800_000, 1_767_225_600_000)).toBeNull();
  });
});
