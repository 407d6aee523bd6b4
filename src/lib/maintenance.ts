import { parseUtc8, type TimeWindow } from './window-time';

/**
 * Maintenance checks (docs/product.md, "Maintenance"; the lobby and game fields too).
 * The server sends flags as text or numbers depending on the endpoint, so both are accepted.
 */

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
 * Maintenance times arrive as 'yyyy-MM-dd HH:mm:ss' in UTC+8, but servers that speak
 * the same contract have been seen sending epoch numbers. Every form is read only where it can
 * mean one instant (docs/decisions.md, "Odd records"):
 * - a number, or a text of 9 to 13 digits, is epoch time: below 1e11 it counts seconds, from
 *   1e11 on milliseconds. 1e11 seconds is the year 5138 and 1e11 ms is March 1973, so for any
 *   date this product will see the two readings cannot be confused;
 * - 'yyyy-MM-dd HH:mm:ss' text ('T' accepted as separator, seconds optional), in UTC+8;
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
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((s) => Number(s ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, Number((m[7] ?? '0').padEnd(3, '0')));
  const check = new Date(wall);
  // Date.UTC rolls overflowing fields into the next unit ('02-30' becomes March 1st); a round trip rejects them.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute) {
    return null;
  }
  if (m[8] === 'Z') return wall;
  const offsetMinutes = Number(m[10]) * 60 + Number(m[11]);
  if (Number(m[10]) > 14 || Number(m[11]) > 59) return null;
  return wall - (m[9] === '-' ? -1 : 1) * offsetMinutes * 60_000;
}
