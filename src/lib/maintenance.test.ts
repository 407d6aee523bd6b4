import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isInWindow, isSiteMaintenance, maintenanceAreas } from './maintenance';

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
