import { dateTimeFormat } from './intl-cache';

/**
 * Dates and times for display, in the page language and a time zone the caller names (an IANA name,
 * or undefined for the device's zone). Each style is one way the app writes an instant; a screen
 * picks the style, never its own Intl options, so the same kind of date reads the same everywhere.
 */
export const DATE_TIME_STYLES = {
  /** `27/11/2026 17:18` (vi): bet, order, result and bulletin times. */
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonthTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** Day and month as two digits each: a kick-off's date (`22/11`). */
  dayMonth: { day: '2-digit', month: '2-digit' },
  /** Everything down to the second, as `Date.prototype.toLocaleString(locale)` writes it: logs and ban ends. */
  full: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** `Nov 27, 2026, 5:18 PM` (en): a stream's scheduled start. */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** Hours and minutes in the locale's own clock (12-hour in en). */
  clock: { hour: '2-digit', minute: '2-digit' },
  /** Month and day as digits with the locale's clock: wallet movements. */
  monthDayClock: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** `Nov 27, 05:18 PM` (en): when a stream starts. */
  shortMonthDayClock: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** `Fri, Nov 27, 05:18 PM` (en): a followed match's start. */
  weekdayMonthDayClock: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** `Fri, 11/27, 05:18 PM` (en): a promotion's schedule. */
  weekdayDayMonthClock: { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** `Fri, 11/27` (en): the day tabs of the sports list. */
  weekdayDayMonth: { weekday: 'short', day: '2-digit', month: '2-digit' },
  /** `Nov 27, 2026` (en): a promotion's period. */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** `Nov 27` (en). */
  shortMonthDay: { day: 'numeric', month: 'short' },
  /** `November 2026` (en): a sign-in calendar's title. */
  monthYear: { month: 'long', year: 'numeric' },
  /** `F` (en): a sign-in calendar's column heads. */
  weekdayNarrow: { weekday: 'narrow' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateTimeStyle = keyof typeof DATE_TIME_STYLES;

/** The formatter of a style; the same instance for the same locale, style and zone. */
export function dateTimeFormatter(locale: string, style: DateTimeStyle, timeZone?: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...DATE_TIME_STYLES[style], timeZone });
}

export function formatDateTime(at: number | Date, locale: string, style: DateTimeStyle, timeZone?: string): string {
  return dateTimeFormatter(locale, style, timeZone).format(at);
}
