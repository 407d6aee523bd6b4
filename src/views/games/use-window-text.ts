import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWindow } from '../../lib/rules/time-windows/maintenance';
import { useServices } from '../app-services';

/** A maintenance window (UTC+8 on the wire) in the viewer's zone, or the variant's display zone when it names one. */
export function useWindowText(): (window: { startMs: number; endMs: number }) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  return useCallback(
    (w: { startMs: number; endMs: number }) => formatWindow(w.startMs, w.endMs, i18n.language, variant.displayTimeZone),
    [i18n.language, variant.displayTimeZone],
  );
}
