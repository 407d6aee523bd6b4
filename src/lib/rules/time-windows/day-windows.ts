import { dateTimeFormat } from '../../format/intl-cache';
import type { TimeWindow } from './maintenance';

/**
 * Day windows for history, results and the date filters: calendar days in a zone, as epoch
 * milliseconds; a time zone is an IANA name, or undefined for the browser's own zone. (The
 * maintenance windows of the start-up path are in maintenance.ts, so `/` does not load this file.)
 */

export type WindowName = 'today' | 'yesterday' | 'last7Days';

const DAY_MS = 86_400_000;

/** Reads wall-clock fields (en-US digits, 24-hour), not display text. */
function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The wall-clock fields of an instant in a zone, read back as if that wall clock were UTC. */
function wallClockAsUtc(ms: number, timeZone: string | undefined): number {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const get = (name: string): number => fields[name] ?? 0;
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Zone offset (ms east of UTC) at an instant. Sub-second parts are dropped on both sides. */
function offsetAt(ms: number, timeZone: string | undefined): number {
  return wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000;
}

/**
 * Epoch ms of 00:00:00.000 on the given calendar day (as a UTC date) in the zone. The offset is
 * taken twice because the offset at the UTC guess can differ from the one at local midnight when a
 * daylight-saving change falls between them.
 */
function midnightIn(dayAsUtc: number, timeZone: string | undefined): number {
  const first = dayAsUtc - offsetAt(dayAsUtc, timeZone);
  return dayAsUtc - offsetAt(first, timeZone);
}

/** The calendar day of `now` in the zone, as UTC midnight of that date. */
function calendarDay(now: number, timeZone: string | undefined): number {
  const wall = wallClockAsUtc(now, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * today, yesterday, or the last 7 days including today. Each ends at 23:59:59.999 of its last day,
 * computed as the next midnight minus 1 ms so 23- and 25-hour days come out right.
 * Throws RangeError for an unknown time zone name (a configuration mistake, not user input).
 */
export function dayWindow(name: WindowName, now: number | Date, timeZone?: string): TimeWindow {
  const today = calendarDay(typeof now === 'number' ? now : now.getTime(), timeZone);
  const firstDay = name === 'today' ? today : name === 'yesterday' ? today - DAY_MS : today - 6 * DAY_MS;
  const lastDay = name === 'yesterday' ? today - DAY_MS : today;
  return { startMs: midnightIn(firstDay, timeZone), endMs: midnightIn(lastDay + DAY_MS, timeZone) - 1 };
}
