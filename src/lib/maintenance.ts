/**
 * Maintenance checks (SPEC.md section 3, Maintenance info; Game lobby and Game entities).
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
