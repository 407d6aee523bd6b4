/**
 * The hours and zones the date-sensitive browser specs (tagged @time) run at: local 00:05 (just
 * after midnight), 06:00, 12:00 and 23:55 (just before it), in UTC and in Vietnam (UTC+7, the
 * first market; no daylight saving, so the offset can be written down). The provider's own day is
 * UTC+8, so every one of these straddles a different pair of local and provider days.
 * One date for all of them: the simulator's seed date.
 */
export const MATRIX_DATE = '2026-11-22';
export const MATRIX_HOURS = ['00:05', '06:00', '12:00', '23:55'] as const;
export const MATRIX_ZONES = [
  { timezoneId: 'UTC', offset: 'Z' },
  { timezoneId: 'Asia/Ho_Chi_Minh', offset: '+07:00' },
] as const;

export interface MatrixEntry {
  /** The Playwright project's name, e.g. "time 23:55 Asia/Ho_Chi_Minh". */
  name: string;
  timezoneId: string;
  /** The instant as ISO 8601 with the zone's offset. */
  instant: string;
}

export const TIME_MATRIX: MatrixEntry[] = MATRIX_ZONES.flatMap((zone) =>
  MATRIX_HOURS.map((hour) => ({
    name: `time ${hour} ${zone.timezoneId}`,
    timezoneId: zone.timezoneId,
    instant: `${MATRIX_DATE}T${hour}:00${zone.offset}`,
  })),
);

/** SIM_INSTANCES for simulator/multi-main.ts: "port=instant,...". */
export function matrixInstances(entries: readonly (MatrixEntry & { port: number })[]): string {
  return entries.map((e) => `${e.port}=${e.instant}`).join(',');
}
