import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app-services';

export type DateTimeStyle = 'dateTime' | 'date' | 'time' | 'dayMonthTime';

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonthTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/**
 * Formats epoch ms in the page language and the variant's display zone (the browser's own for
 * the vietnam variant, Asia/Shanghai for cn), so kick-off, result and bulletin times agree with
 * the day windows the results page queries.
 */
export function useDateTime(style: DateTimeStyle = 'dateTime'): (ms: number) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  const language = i18n.language;
  const timeZone = variant.displayTimeZone;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { ...OPTIONS[style], timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en', { ...OPTIONS[style], timeZone });
    }
    return (ms: number) => format.format(ms);
  }, [language, timeZone, style]);
}
