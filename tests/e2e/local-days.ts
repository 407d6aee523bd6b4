/**
 * Calendar days in a time zone, worked out here with Intl alone (not with the client's helpers),
 * so a date test checks the client against an independent answer.
 */
export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in the zone. */
export function localDay(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** The day `n` days after 'YYYY-MM-DD' (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, as '+07:00' ('GMT' alone is +00:00). */
function offsetAt(ms: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** 00:00:00.000 of the day in the zone, as epoch ms (the offset is the one in force that day at noon). */
export function startOfLocalDay(day: string, timeZone: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  return Date.parse(`${day}T00:00:00.000${offsetAt(noonUtc, timeZone)}`);
}

/** The window of a local day: 00:00:00.000 to 23:59:59.999. */
export function localDayWindow(day: string, timeZone: string): { beginTime: number; endTime: number } {
  return { beginTime: startOfLocalDay(day, timeZone), endTime: startOfLocalDay(addDays(day, 1), timeZone) - 1 };
}
