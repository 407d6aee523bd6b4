import { parseMaintenanceRange, type TimeWindow } from '../../lib/time-windows';
import { isApiError } from '../api-error';

/**
 * Code 8 (maintenance) reaches callers as an ApiError of kind 'maintenance' whose message is the
 * provider's text, ending in `[startMs-endMs]`. This reads the window out of such an error; the
 * parsing itself lives in src/lib/time-windows.ts so the site's maintenance info shares it.
 * Null for any other error, or when the message carries no usable window.
 */
export function maintenanceWindowOf(error: unknown): TimeWindow | null {
  if (!isApiError(error) || error.kind !== 'maintenance') return null;
  return parseMaintenanceRange(error.message);
}

export type { TimeWindow };
