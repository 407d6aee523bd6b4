import { MAINTENANCE_UTC_OFFSET } from '../config/constants';
import { dateTimeFormatter } from './format/date-time';

/**
 * Time windows as epoch milliseconds: the maintenance times the server sends in UTC+8 (docs/product.md,
 * "Constants"), the provider's `[start-end]` range, and their display in the user's locale and zone.
 * Kept apart from the day windows (time-windows.ts) because the maintenance page is on the start-up
 * path of `/` and the day arithmetic is not.
 */

export interface TimeWindow {
  readonly startMs: number;
  readonly endMs: number;
}

/** '+08:00' -> 480. */
function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

const UTC8_OFFSET_MS = offsetMinutes(MAINTENANCE_UTC_OFFSET) * 60_000;

/**
 * 'yyyy-MM-dd HH:mm:ss' (seconds optional, 'T' accepted as separator) in UTC+8, as epoch ms.
 * Returns null for text that is not a real date and time, e.g. '2024-02-30 10:00:00'.
 */
export function parseUtc8(text: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((s) => Number(s ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls overflowing fields into the next unit; a round trip rejects them.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return null;
  }
  return wall - UTC8_OFFSET_MS;
}

/**
 * The provider's maintenance message ends with `[startMs-endMs]` (code 8, docs/product.md, "Error catalogue").
 * The last bracket pair wins, in case the prose itself contains brackets. Null when absent or when
 * the window runs backwards.
 */
export function parseMaintenanceRange(message: string | null | undefined): TimeWindow | null {
  const matches = [...(message ?? '').matchAll(/\[\s*(\d{1,16})\s*-\s*(\d{1,16})\s*\]/g)];
  const last = matches[matches.length - 1];
  if (!last) return null;
  const startMs = Number(last[1]);
  const endMs = Number(last[2]);
  if (!Number.isSafeInteger(startMs) || !Number.isSafeInteger(endMs) || endMs < startMs) return null;
  return { startMs, endMs };
}

/**
 * A maintenance window for display, e.g. `01/02/2024, 10:00 – 12:30` (same-day dates are merged),
 * in the `dateTime` style of every other date and time. A bad zone throws (a configuration mistake).
 */
export function formatWindow(startMs: number, endMs: number, locale: string, timeZone?: string): string {
  const f = dateTimeFormatter(locale, 'dateTime', timeZone);
  if (endMs >= startMs && typeof f.formatRange === 'function') return f.formatRange(startMs, endMs);
  return `${f.format(startMs)} – ${f.format(endMs)}`;
}
