import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { DATE_CHOICES, dayRange } from '../../../machines/sports/sports-list-query';
import { viewOf } from '../../../machines/sports/sports-list.machine';
import { useServices } from '../../app-services';
import type { SportsListActor } from './use-sports-list';
import { useDateTime } from '../../common/use-date-time';
import { useCurrentInView } from '../../common/use-current-in-view';

/**
 * The date filter of the all-matches view: every date, today, then the next six days (early
 * matches), as toggle buttons in one sideways-scrolling row.
 */
export function DateFilter({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  const { variant } = useServices();
  const format = useDateTime('weekdayDayMonth');
  const view = useSelector(actor, viewOf);
  const day = useSelector(actor, (s) => s.context.day);
  const strip = useCurrentInView<HTMLDivElement>(`${view} ${day}`);
  if (view !== 'allList') return null;
  const now = Date.now();
  const choices: (number | null)[] = [null, ...Array.from({ length: DATE_CHOICES }, (_, i) => i)];
  return (
    <div ref={strip} className="date-filter" role="group" aria-label={t('date.label')}>
      {choices.map((choice) => (
        <button
          key={choice ?? 'all'}
          type="button"
          className="chip"
          data-testid={`date-${choice ?? 'all'}`}
          aria-pressed={day === choice}
          onClick={() => actor.send({ type: 'SELECT_DAY', day: choice })}
        >
          {choice === null
            ? t('date.all')
            : choice === 0
              ? t('today')
              : choice === 1
                ? t('tomorrow')
                : format(dayRange(choice, now, variant.displayTimeZone).beginTime)}
        </button>
      ))}
    </div>
  );
}
