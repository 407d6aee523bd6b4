import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Reservation } from '../../api/provider/order-schemas';
import { loadReservationsPage, reservationsMachine, type ReserveFilter } from '../../machines/personal/history-lists';
import { LoadFailed } from '../common/load-failed';
import { Choice, HistoryEmpty, HistorySkeleton, MoreButton } from './history-states';
import { ReservationCard } from './reservation-card';
import { useHistoryApis } from './use-history-apis';
import { useChoiceParam } from './use-choice-param';

const FILTERS: readonly ReserveFilter[] = ['waiting', 'all'];
type ListState = 'loading' | 'loaded' | 'ready' | 'empty' | 'failed' | 'loadingMore' | 'moreFailed' | 'refreshing';

/**
 * Reservations (bets that wait for their target odds): the waiting ones, each with Cancel, or all
 * of them (filled, cancelled, expired too), newest first.
 */
export function ReserveTab() {
  const { t } = useTranslation('personal');
  const api = useHistoryApis();
  const [filter, setFilter] = useChoiceParam('show', FILTERS);
  const [machine] = useState(() => reservationsMachine.provide({ actors: { loadPage: loadReservationsPage(api.orders) } }));
  const [snapshot, send] = useMachine(machine, { input: { query: { filter } } });
  const { query, records, total, error } = snapshot.context;
  const state = snapshot.value as ListState;

  useEffect(() => {
    if (query.filter !== filter) send({ type: 'QUERY', query: { filter } });
  }, [filter, query.filter, send]);

  const onCancelled = useCallback((reservation: Reservation) => send({ type: 'PATCH', record: reservation }), [send]);
  const onListChanged = useCallback(() => send({ type: 'RELOAD' }), [send]);

  return (
    <div className="history" data-testid="reserve-tab" data-filter={query.filter}>
      <div className="history-filters">
        <Choice label={t('reserve.filters')} options={FILTERS} value={filter} onChange={setFilter} text={(f) => t(`reserve.filter.${f}`)} />
      </div>
      {state === 'loading' || state === 'loaded' ? (
        <HistorySkeleton label={t('reserve.loading')} />
      ) : state === 'failed' ? (
        <LoadFailed what={t('reserve.what')} onRetry={() => send({ type: 'RETRY' })} />
      ) : state === 'empty' ? (
        <HistoryEmpty text={t(`reserve.empty.${query.filter}`)}>
          {query.filter === 'waiting' ? (
            <button type="button" className="btn btn-primary" onClick={() => setFilter('all')}>
              {t('reserve.filter.all')}
            </button>
          ) : (
            <Link className="btn btn-primary" to="/sports">
              {t('list.toSports')}
            </Link>
          )}
        </HistoryEmpty>
      ) : (
        <>
          <p className="history-count" aria-live="polite" data-testid="history-count">
            {t('reserve.shown', { shown: records.length, total })}
          </p>
          {state === 'ready' && error !== null && (
            <p className="history-note" role="alert">
              {t('list.refreshFailed')}
            </p>
          )}
          <ol className="history-list" aria-busy={state === 'refreshing'}>
            {records.map((r) => (
              <ReservationCard key={r.id} reservation={r} onCancelled={onCancelled} onListChanged={onListChanged} />
            ))}
          </ol>
          {(state === 'loadingMore' || state === 'moreFailed' || snapshot.can({ type: 'LOAD_MORE' })) && (
            <MoreButton state={state === 'loadingMore' ? 'loading' : state === 'moreFailed' ? 'failed' : 'idle'} onMore={() => send({ type: 'LOAD_MORE' })} />
          )}
        </>
      )}
    </div>
  );
}
