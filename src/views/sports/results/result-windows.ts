import { dateTimeFormat } from '../../../lib/format/intl-cache';
import { dayWindow, type WindowName } from '../../../lib/rules/time-windows/day-windows';
import type { TimeWindow } from '../../../lib/rules/time-windows/maintenance';

/**
 * The time windows of the results page: today, yesterday, the last 7 days (docs/product.md, "Constants",
 * via dayWindow), or one calendar day of the last PICKABLE_DAYS picked with a date input.
 * Days are calendar days in the display zone (undefined: the browser's), like every time shown.
 */

export const PRESET_WINDOWS: readonly WindowName[] = ['today', 'yesterday', 'last7Days'];
/** The date picker offers today and the 29 days before it (the provider serves at most 31). */
export const PICKABLE_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of an instant in the zone (the value format of <input type="date">). */
export function calendarDate(ms: number, timeZone?: string): string {
  const f = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/** A 'YYYY-MM-DD' that names a real date, as UTC midnight of it; null otherwise. */
function parseDay(day: string): number | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? utc : null;
}

/** Whole calendar days from `day` to today (0 today, 1 yesterday ...); null for a malformed day. */
export function daysAgo(day: string, now: number, timeZone?: string): number | null {
  const picked = parseDay(day);
  const today = parseDay(calendarDate(now, timeZone));
  if (picked === null || today === null) return null;
  return Math.round((today - picked) / DAY_MS);
}

export function isPickableDay(day: string, now: number, timeZone?: string): boolean {
  const ago = daysAgo(day, now, timeZone);
  return ago !== null && ago >= 0 && ago < PICKABLE_DAYS;
}

/** The min and max of the date input. */
export function pickerBounds(now: number, timeZone?: string): { min: string; max: string } {
  const max = calendarDate(now, timeZone);
  const today = parseDay(max)!;
  const first = new Date(today - (PICKABLE_DAYS - 1) * DAY_MS);
  const min = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(first.getUTCDate()).padStart(2, '0')}`;
  return { min, max };
}

export function isPreset(choice: string): choice is WindowName {
  return (PRESET_WINDOWS as readonly string[]).includes(choice);
}

/**
 * The query window of a choice: a preset name or a pickable 'YYYY-MM-DD'. A picked day is found
 * as "today's window, k days back": noon of that day is inside it whatever daylight saving does,
 * and dayWindow then gives its exact 00:00:00.000-23:59:59.999. Null for anything else.
 */
export function resultsWindow(choice: string, now: number, timeZone?: string): TimeWindow | null {
  if (isPreset(choice)) return dayWindow(choice, now, timeZone);
  if (!isPickableDay(choice, now, timeZone)) return null;
  const ago = daysAgo(choice, now, timeZone)!;
  const today = dayWindow('today', now, timeZone);
  return dayWindow('today', today.startMs - ago * DAY_MS + DAY_MS / 2, timeZone);
}
