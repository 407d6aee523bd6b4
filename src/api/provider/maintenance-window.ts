import { maintenanceTime, parseMaintenanceRange, type TimeWindow } from '../../lib/rules/time-windows/maintenance';
import { isApiError } from '../api-error';

/**
 * Code 8 (maintenance) reaches callers as an ApiError of kind 'maintenance' whose message is the
 * provider's text, ending in `[startMs-endMs]`. This reads the window out of such an error; the
 * bracket parsing lives in src/lib/rules/time-windows/maintenance.ts. Each end is then read like the site's
 * maintenance times (maintenanceTime there): a server that sends seconds there is understood, and
 * a number that names no plausible instant gives no window rather than a window in 1970.
 * Null for any other error, or when the message carries no usable window.
 */
export function maintenanceWindowOf(error: unknown): TimeWindow | null {
  if (!isApiError(error) || error.kind !== 'maintenance') return null;
  const range = parseMaintenanceRange(error.message);
  if (!range) return null;
  const startMs = maintenanceTime(range.startMs);
  const endMs = maintenanceTime(range.endMs);
  return startMs !== null && endMs !== null && endMs >= startMs ? { startMs, endMs } : null;
}

export type { TimeWindow };
