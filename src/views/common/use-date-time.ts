import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormatter, type DateTimeStyle } from '../../lib/format/date-time';
import { useServices } from '../app-services';

/**
 * Which zone a date is shown in: `display`, the variant's display zone (the device's own for the
 * vietnam variant, Asia/Shanghai for cn), so kick-off, result and bulletin times agree with the day
 * windows the pages query; `device`, the device's zone; or an IANA name (a promotion's service days).
 */
export type ZoneChoice = 'display' | 'device' | (string & {});

/** Formats instants in the page language, one style, one zone; the formatter is built once per language. */
export function useDateTime(style: DateTimeStyle, zone: ZoneChoice = 'display'): (at: number | Date) => string {
  const { i18n } = useTranslation();
  const services = useServices();
  const language = i18n.language;
  // Only `display` reads the variant: screens rendered without one (tests of a single tab) need none.
  const timeZone = zone === 'display' ? services.variant.displayTimeZone : zone === 'device' ? undefined : zone;
  return useMemo(() => {
    const format = dateTimeFormatter(language, style, timeZone);
    return (at: number | Date) => format.format(at);
  }, [language, style, timeZone]);
}
