import { describe, expect, it } from 'vitest';
import { dayWindow } from '../../../lib/rules/time-windows/day-windows';
import { calendarDate, daysAgo, isPickableDay, pickerBounds, resultsWindow } from './result-windows';

// 2026-03-10 15:30 UTC: 23:30 in Shanghai, 11:30 in New York (daylight saving began 2026-03-08).
const NOW = Date.UTC(2026, 2, 10, 15, 30);

describe('result windows', () => {
  it('reads the calendar day in the zone', () => {
    expect(calendarDate(NOW, 'Asia/Shanghai')).toBe('2026-03-10');
    expect(calendarDate(Date.UTC(2026, 2, 10, 16, 30), 'Asia/Shanghai')).toBe('2026-03-11');
    expect(calendarDate(NOW, 'UTC')).toBe('2026-03-10');
  });

  it('uses dayWindow for the presets', () => {
    for (const name of ['today', 'yesterday', 'last7Days'] as const) {
      expect(resultsWindow(name, NOW, 'Asia/Shanghai')).toEqual(dayWindow(name, NOW, 'Asia/Shanghai'));
    }
  });

  it('gives a picked day its whole local day', () => {
    expect(resultsWindow('2026-03-01', NOW, 'Asia/Shanghai')).toEqual({
      startMs: Date.UTC(2026, 1, 28, 16),
      endMs: Date.UTC(2026, 2, 1, 16) - 1,
    });
    // 2026-03-08 in New York has 23 hours (clocks go forward at 02:00).
    const dst = resultsWindow('2026-03-08', NOW, 'America/New_York')!;
    expect(dst).toEqual({ startMs: Date.UTC(2026, 2, 8, 5), endMs: Date.UTC(2026, 2, 9, 4) - 1 });
    expect(resultsWindow(calendarDate(NOW, 'UTC'), NOW, 'UTC')).toEqual(dayWindow('today', NOW, 'UTC'));
  });

  it('accepts only real days of the last 30', () => {
    expect(daysAgo('2026-03-09', NOW, 'UTC')).toBe(1);
    expect(isPickableDay('2026-02-09', NOW, 'UTC')).toBe(true);
    expect(isPickableDay('2026-02-08', NOW, 'UTC')).toBe(false);
    expect(isPickableDay('2026-03-11', NOW, 'UTC')).toBe(false);
    expect(isPickableDay('2026-02-30', NOW, 'UTC')).toBe(false);
    expect(resultsWindow('soon', NOW, 'UTC')).toBeNull();
    expect(resultsWindow('2026-01-01', NOW, 'UTC')).toBeNull();
  });

  it('bounds the date input to the pickable days', () => {
    expect(pickerBounds(NOW, 'UTC')).toEqual({ min: '2026-02-09', max: '2026-03-10' });
    expect(pickerBounds(NOW, 'Asia/Shanghai')).toEqual({ min: '2026-02-09', max: '2026-03-10' });
  });
});
