import { MAINTENANCE_UTC_OFFSET } from '../../../config/constants';
import { dateTimeFormatter } from '../../format/date-time';

/**
 * Maintenance windows, one module for every place that reads them (docs/product.md, "Maintenance"):
 * the site's maintenance flags and times, a lobby's or game's window, the provider's `[start-end]`
 * range, and their display in the user's locale and zone. Times are epoch milliseconds; the server
 * sends its texts in UTC+8. The maintenance page is on the start-up path of `/`, so the calendar-day
 * arithmetic of the date filters is kept apart (day-windows.ts).
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
  const [year, month, day, hour, minute, second] = m.slice(1).map((s) => Number(s ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
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
 * The provider's maintenance message ends with `[startMs-endMs]` (provider code 8, docs/provider-extensions.md).
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

/* Site maintenance: flags, areas and the times the server sends. */

export interface MaintenanceFlags {
  /** '1' means maintenance is on. */
  readonly status?: string | number | null;
  /** Comma list of areas under maintenance; '0' is the whole site. */
  readonly point?: string | null;
}

/** The areas named in `point`, trimmed, empty entries dropped. */
export function maintenanceAreas(point: string | null | undefined): string[] {
  return (point ?? '')
    .split(',')
    .map((area) => area.trim())
    .filter((area) => area !== '');
}

/** Whole-site maintenance: status on and area '0' listed. */
export function isSiteMaintenance(info: MaintenanceFlags | null | undefined): boolean {
  if (!info || String(info.status ?? '').trim() !== '1') return false;
  return maintenanceAreas(info.point).includes('0');
}

type Timestamp = number | string | null | undefined;

function toMs(value: Timestamp): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A lobby or game is in its maintenance window when now lies between its start and end timestamps
 * (epoch ms, both ends included). A missing or zero timestamp means no window is scheduled.
 */
export function isInWindow(now: number, startTs: Timestamp, endTs: Timestamp): boolean {
  const start = toMs(startTs);
  const end = toMs(endTs);
  if (start === null || end === null) return false;
  return now >= start && now <= end;
}

/**
 * Maintenance times arrive as 'yyyy-MM-dd HH:mm:ss' in UTC+8 (docs/product.md, "Maintenance"), but servers that speak
 * the same contract have been seen sending epoch numbers. Every form is read only where it can
 * mean one instant (docs/decisions.md, "Odd records"):
 * - a number, or a text of 9 to 13 digits, is epoch time: below 1e11 it counts seconds, from
 *   1e11 on milliseconds. 1e11 seconds is the year 5138 and 1e11 ms is March 1973, so for any
 *   date this product will see the two readings cannot be confused;
 * - that documented text ('T' accepted as separator, seconds optional), in UTC+8;
 * - ISO 8601 text with its own zone ('Z' or '+07:00'), which names its instant.
 * The instant must fall in 2000-2099; anything else (0, a negative, microseconds, '2024-02-30',
 * text without a zone in another layout) is unreadable: null, never a guess.
 */
export function maintenanceTime(value: unknown): number | null {
  if (typeof value === 'number') return epochMs(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{9,13}$/.test(text)) return epochMs(Number(text));
  return plausible(parseUtc8(text) ?? parseZonedIso(text));
}

/** The window of a maintenance answer, or null (shown as "not known") when either end is unreadable or it runs backwards. */
export function maintenanceWindow(startTime: unknown, endTime: unknown): TimeWindow | null {
  const startMs = maintenanceTime(startTime);
  const endMs = maintenanceTime(endTime);
  if (startMs === null || endMs === null || endMs < startMs) return null;
  return { startMs, endMs };
}

const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);
const SECONDS_BELOW = 1e11;

function plausible(ms: number | null): number | null {
  return ms !== null && Number.isFinite(ms) && ms >= EARLIEST_MS && ms < LATEST_MS ? ms : null;
}

function epochMs(n: number): number | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  return plausible(Math.round(n < SECONDS_BELOW ? n * 1000 : n));
}

/** '2026-01-01T10:00:00+07:00', '2026-01-01T02:00Z', '2026-01-01 10:00:00.5+07:00'; the date must exist. */
function parseZonedIso(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/.exec(
    text,
  );
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((s) => Number(s ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, Number((m[7] ?? '0').padEnd(3, '0')));
  const check = new Date(wall);
  // Date.UTC rolls overflowing fields into the next unit ('02-30' becomes March 1st); a round trip rejects them.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  if (m[8] === 'Z') return wall;
  const zoneMinutes = Number(m[10]) * 60 + Number(m[11]);
  if (Number(m[10]) > 14 || Number(m[11]) > 59) return null;
  return wall - (m[9] === '-' ? -1 : 1) * zoneMinutes * 60_000;
}

/* A lobby's or game's maintenance. */

/**
 * A lobby's or game's maintenance (docs/games-api.md): in maintenance when flagged, or when now
 * lies between its start and end. The times are read as the site maintenance page reads them
 * (maintenanceTime: epoch numbers, or 'yyyy-MM-dd HH:mm:ss' in UTC+8), so a window is one instant
 * pair whatever the sender's form, and is shown in the viewer's zone (formatWindow).
 */
export interface ItemMaintenance {
  down: boolean;
  /** The window to show, when one can be read. */
  window: TimeWindow | null;
}

export interface MaintainedItem {
  readonly isMaintain?: number | null;
  readonly startTimestamp?: number | string | null;
  readonly endTimestamp?: number | string | null;
}

export function itemMaintenance(item: MaintainedItem, now: number): ItemMaintenance {
  const window = maintenanceWindow(item.startTimestamp, item.endTimestamp);
  const inWindow = window !== null && isInWindow(now, window.startMs, window.endMs);
  return { down: item.isMaintain === 1 || inWindow, window };
}

/** A game is closed when its lobby or the game itself is in maintenance; the lobby's window is named first. */
export function gameMaintenance(lobby: MaintainedItem | null, game: MaintainedItem, now: number): ItemMaintenance {
  const ofLobby = lobby ? itemMaintenance(lobby, now) : { down: false, window: null };
  return ofLobby.down ? ofLobby : itemMaintenance(game, now);
}
