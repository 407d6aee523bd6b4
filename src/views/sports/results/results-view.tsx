import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { matchResultPage } from '../../../api/provider/result-api';
import { RESULTS_PAGE_SIZE, resultsMachine, selectResultsState, type PageInput, type ResultsQuery } from '../../../machines/sports/results.machine';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
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
  const [machine] = useState(() =>
    resultsMachine.provide({
      actors: {
        loadPage: fromPromise(({ input, signal }: { input: PageInput; signal: AbortSignal }) =>
          matchResultPage(
            clients.provider,
            { sportId: input.query.sportId, beginTime: input.query.beginTime, endTime: input.query.endTime, current: input.current, size: RESULTS_PAGE_SIZE },
            signal,
          ),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { query: queryOf(sportId, 'today', timeZone) } });
  const { query, records, total } = snapshot.context;
  const choose = (choice: string) => send({ type: 'QUERY', query: queryOf(sportId, choice, timeZone) });

  // The list screen switches sport under us: same window, new sport.
  useEffect(() => {
    if (snapshot.context.query.sportId !== sportId) send({ type: 'QUERY', query: queryOf(sportId, snapshot.context.query.choice, timeZone) });
  }, [sportId, snapshot.context.query, send, timeZone]);

  const state = selectResultsState(snapshot);

  // No heading of its own: the list screen titles the area ("Results: Soccer") around this view.
  return (
    <div className="results-view" data-testid="results-view" data-sport={query.sportId}>
      <WindowPicker choice={query.choice} onChoose={choose} timeZone={timeZone} />
      {state === 'loading' || state === 'loaded' ? (
        <ResultsSkeleton label={t('loading')} />
      ) : state === 'failed' ? (
        <LoadFailed what={t('what')} onRetry={() => send({ type: 'RETRY' })} />
      ) : state === 'empty' ? (
        <div className="empty">
          <p>{t('empty')}</p>
          {query.choice !== 'last7Days' && (
            <button type="button" className="btn" onClick={() => choose('last7Days')}>
              {t('emptyAction')}
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="results-count" aria-live="polite">
            {t('shown', { shown: records.length, total })}
          </p>
          <ul className="results-list">
            {records.map((r) => (
              <ResultRow key={r.id} result={r} />
            ))}
          </ul>
          {state === 'moreFailed' && (
            <div className="error-box" role="alert">
              <p>{t('moreFailed')}</p>
            </div>
          )}
          {(state === 'loadingMore' || snapshot.can({ type: 'LOAD_MORE' })) && (
            <div className="results-more">
              <button type="button" className="btn" disabled={state === 'loadingMore'} aria-busy={state === 'loadingMore'} onClick={() => send({ type: 'LOAD_MORE' })}>
                {state === 'loadingMore' ? t('loadingMore') : state === 'moreFailed' ? t('retry') : t('loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function WindowPicker({ choice, onChoose, timeZone }: { choice: string; onChoose: (choice: string) => void; timeZone: string | undefined }) {
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
    <div className="results-list" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="skeleton result-skeleton" />
      ))}
    </div>
  );
}
