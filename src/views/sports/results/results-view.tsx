import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadResultsPage, resultsMachine, type ResultsQuery } from '../../../machines/sports/results.machine';
import { useServices } from '../../app-services';
import { selectPagedListState } from '../../../machines/personal/paged-list.machine';
import { HistoryListFrame } from '../../personal/history-list-frame';
import { PRESET_WINDOWS, isPickableDay, pickerBounds, resultsWindow } from './result-windows';
import { ResultRow } from './result-row';
import '../../../styles/sports-detail.css';

/** The query for a window choice at this moment (choices are validated before they get here). */
function queryOf(sportId: number, choice: string, timeZone: string | undefined): ResultsQuery {
  const window = resultsWindow(choice, Date.now(), timeZone) ?? resultsWindow('today', Date.now(), timeZone)!;
  return { sportId, beginTime: window.startMs, endTime: window.endMs, choice };
}

/**
 * The "results" list view: finished matches of the sport the list screen passes in, for today,
 * yesterday, the last 7 days or one picked day of the last 30, newest first, RESULTS_PAGE_SIZE at
 * a time. Each row shows the final and half-time score and opens the match's result details.
 */
export function ResultsView({ sportId }: { sportId: number }) {
  const { t } = useTranslation('results');
  const { clients, variant } = useServices();
  const timeZone = variant.displayTimeZone;
  const [machine] = useState(() => resultsMachine.provide({ actors: { loadPage: loadResultsPage(clients.provider) } }));
  const [snapshot, send] = useMachine(machine, { input: { query: queryOf(sportId, 'today', timeZone) } });
  const { query, records, total, error } = snapshot.context;
  const choose = (choice: string) => send({ type: 'QUERY', query: queryOf(sportId, choice, timeZone) });

  // The list screen switches sport under us: same window, new sport.
  useEffect(() => {
    if (snapshot.context.query.sportId !== sportId)
      send({ type: 'QUERY', query: queryOf(sportId, snapshot.context.query.choice, timeZone) });
  }, [sportId, snapshot.context.query, send, timeZone]);

  // No heading of its own: the list screen titles the area ("Results: Soccer") around this view.
  return (
    <div className="results-view" data-testid="results-view" data-sport={query.sportId}>
      <WindowPicker choice={query.choice} onChoose={choose} timeZone={timeZone} />
      <HistoryListFrame
        state={selectPagedListState(snapshot)}
        canLoadMore={snapshot.can({ type: 'LOAD_MORE' })}
        refreshFailed={error !== null}
        loadingLabel={t('loading')}
        skeleton={(label) => <ResultsSkeleton label={label} />}
        what={t('what')}
        emptyText={t('empty')}
        emptyAction={
          query.choice !== 'last7Days' && (
            <button type="button" className="btn" onClick={() => choose('last7Days')}>
              {t('emptyAction')}
            </button>
          )
        }
        countText={t('shown', { shown: records.length, total })}
        moreTexts={{
          loadMore: t('loadMore'),
          loadingMore: t('loadingMore'),
          moreFailed: t('moreFailed'),
          retry: t('retry'),
        }}
        onRetry={() => send({ type: 'RETRY' })}
        onMore={() => send({ type: 'LOAD_MORE' })}
      >
        {records.map((r) => (
          <ResultRow key={r.id} result={r} />
        ))}
      </HistoryListFrame>
    </div>
  );
}

function WindowPicker({
  choice,
  onChoose,
  timeZone,
}: {
  choice: string;
  onChoose: (choice: string) => void;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('results');
  const dateId = useId();
  const bounds = pickerBounds(Date.now(), timeZone);
  const picked = PRESET_WINDOWS.includes(choice as (typeof PRESET_WINDOWS)[number]) ? '' : choice;
  return (
    <div className="results-filters">
      <div className="segmented results-windows" role="group" aria-label={t('windows')}>
        {PRESET_WINDOWS.map((name) => (
          <button key={name} type="button" aria-pressed={choice === name} onClick={() => onChoose(name)}>
            {t(`window.${name}`)}
          </button>
        ))}
      </div>
      <div className="results-date">
        <label htmlFor={dateId}>{t('pickDay')}</label>
        <input
          id={dateId}
          className="input"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={picked}
          onChange={(e) => {
            const day = e.currentTarget.value;
            // Typed dates outside the last 30 days are ignored rather than sent (the provider caps ranges).
            if (isPickableDay(day, Date.now(), timeZone)) onChoose(day);
          }}
        />
      </div>
    </div>
  );
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div className="results-skeleton" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="skeleton result-skeleton" />
      ))}
    </div>
  );
}
