import * as v from 'valibot';

/**
 * The maintenance fields of a lobby or game (docs/product.md, "Maintenance"), read the way every sender writes
 * them: a window end as epoch ms (this simulator), epoch seconds or 'yyyy-MM-dd HH:mm:ss'
 * UTC+8 text (lib/maintenance.ts reads them all), the flag (1: in maintenance) as a number or a
 * numeric string. Unreadable is null, never a dropped record: the window is then shown as unknown.
 */
export const WindowTime = v.fallback(v.nullish(v.union([v.number(), v.string()])), null);
export const MaintainFlag = v.fallback(v.nullish(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])), null);
