import { describe, expect, it } from 'vitest';
import { DATE_TIME_STYLES, dateTimeFormatter, formatDateTime, type DateTimeStyle } from './date-time';

const AT = Date.UTC(2026, 10, 22, 10, 5, 9); // 17:05:09 on a Sunday in Vietnam
const ZONE = 'Asia/Ho_Chi_Minh';
const LOCALES = ['vi', 'zh-cn', 'en', 'th'] as const;

describe('formatDateTime', () => {
  // One row per style: vi, zh-cn, en, th. A named zone makes the text the same in every TZ the tests run in.
  const expected: Record<DateTimeStyle, readonly [string, string, string, string]> = {
    dateTime: ['17:05 22/11/2026', '2026/11/22 17:05', '11/22/2026, 17:05', '22/11/2569 17:05'],
    date: ['22/11/2026', '2026/11/22', '11/22/2026', '22/11/2569'],
    time: ['17:05', '17:05', '17:05', '17:05'],
    dayMonthTime: ['17:05 22-11', '11/22 17:05', '11/22, 17:05', '22/11 17:05'],
    dayMonth: ['22-11', '11/22', '11/22', '22/11'],
    full: ['17:05:09 22/11/2026', '2026/11/22 17:05:09', '11/22/2026, 5:05:09 PM', '22/11/2569 17:05:09'],
    medium: ['17:05 22 thg 11, 2026', '2026年11月22日 17:05', 'Nov 22, 2026, 5:05 PM', '22 พ.ย. 2569 17:05'],
    clock: ['17:05', '17:05', '05:05 PM', '17:05'],
    monthDayClock: ['17:05 22-11', '11/22 17:05', '11/22, 05:05 PM', '22/11 17:05'],
    shortMonthDayClock: ['17:05 22 thg 11', '11月22日 17:05', 'Nov 22, 05:05 PM', '22 พ.ย. 17:05'],
    weekdayMonthDayClock: ['17:05 CN, 22 thg 11', '11月22日周日 17:05', 'Sun, Nov 22, 05:05 PM', 'อาทิตย์ 22 พ.ย. 17:05'],
    weekdayDayMonthClock: ['17:05 CN, 22/11', '11/22周日 17:05', 'Sun, 11/22, 05:05 PM', 'อาทิตย์ 22/11 17:05'],
    weekdayDayMonth: ['CN, 22/11', '11/22周日', 'Sun, 11/22', 'อาทิตย์ 22/11'],
    shortDate: ['22 thg 11, 2026', '2026年11月22日', 'Nov 22, 2026', '22 พ.ย. 2569'],
    shortMonthDay: ['22 thg 11', '11月22日', 'Nov 22', '22 พ.ย.'],
    monthYear: ['tháng 11 năm 2026', '2026年11月', 'November 2026', 'พฤศจิกายน 2569'],
    weekdayNarrow: ['CN', '日', 'S', 'อา'],
  };

  it.each(Object.keys(DATE_TIME_STYLES) as DateTimeStyle[])('writes %s in the four languages', (style) => {
    expect(LOCALES.map((l) => formatDateTime(AT, l, style, ZONE))).toEqual(expected[style]);
  });

  it('writes full as Date.toLocaleString and clock as Date.toLocaleTimeString with hours and minutes', () => {
    for (const l of LOCALES) {
      // No zone: the device's, as those calls use; the suite runs in UTC and in Asia/Ho_Chi_Minh.
      expect(formatDateTime(AT, l, 'full')).toBe(new Date(AT).toLocaleString(l));
      expect(formatDateTime(AT, l, 'clock')).toBe(
        new Date(AT).toLocaleTimeString(l, { hour: '2-digit', minute: '2-digit' }),
      );
    }
  });

  it('takes a Date as well as epoch ms', () => {
    expect(formatDateTime(new Date(AT), 'en', 'date', 'UTC')).toBe('11/22/2026');
  });

  it('shares one formatter per locale, style and zone', () => {
    expect(dateTimeFormatter('vi', 'dateTime', ZONE)).toBe(dateTimeFormatter('vi', 'dateTime', ZONE));
    expect(dateTimeFormatter('vi', 'dateTime')).toBe(dateTimeFormatter('vi', 'dateTime', undefined));
    expect(dateTimeFormatter('vi', 'dateTime', ZONE)).not.toBe(dateTimeFormatter('vi', 'dateTime', 'UTC'));
    expect(dateTimeFormatter('vi', 'dateTime', ZONE)).not.toBe(dateTimeFormatter('en', 'dateTime', ZONE));
    expect(dateTimeFormatter('vi', 'dateTime', ZONE)).not.toBe(dateTimeFormatter('vi', 'date', ZONE));
  });

  it('throws for an unknown zone (a configuration mistake), falls back to en-US for a bad locale tag', () => {
    expect(() => formatDateTime(AT, 'en', 'date', 'Mars/Olympus')).toThrow(RangeError);
    expect(formatDateTime(AT, 'not a locale!', 'date', 'UTC')).toBe('11/22/2026');
  });
});
