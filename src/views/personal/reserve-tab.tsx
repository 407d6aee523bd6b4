import { useMachine } from '@xstate/react';
import { use, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../app-services';
import type { Reservation } from '../../api/provider/order-schemas';
import { loadReservationsPage, reservationsMachine, type ReserveFilter } from '../../machines/personal/history-lists';
import { selectPagedListState } from '../../machines/personal/paged-list.machine';
import { HistoryListFrame } from './history-list-frame';
import { Choice } from './history-states';
import { ReservationCard } from './reservation-card';
import { useChoiceParam } from './use-choice-param';

const FILTERS: readonly ReserveFilter[] = ['waiting', 'all'];

/**
 * Reservations (bets that wait for their target odds): the waiting ones, each with Cancel, or all
 * of them (filled, cancelled, expired too), newest first.
 */
export function ReserveTab() {
  const { t } = useTranslation('personal');
  const api = use(useServices().history());
  const [filter, setFilter] = useChoiceParam('show', FILTERS);
  const [machine] = useState(() =>
    reservationsMachine.provide({ actors: { loadPage: loadReservationsPage(api.orders) } }),
  );
  const [snapshot, send] = useMachine(machine, { input: { query: { filter } } });
  const { query, records, total, error } = snapshot.context;

  useEffect(() => {
    if (query.filter !== filter) send({ type: 'QUERY', query: { filter } });
  }, [filter, query.filter, send]);

  const onCancelled = useCallback((reservation: Reservation) => send({ type: 'PATCH', record: reservation }), [send]);
  const onListChanged = useCallback(() => send({ type: 'RELOAD' }), [send]);

  return (
    <div className="history" data-testid="reserve-tab" data-filter={query.filter}>
      <div className="history-filters">
        <Choice
          label={t('reserve.filters')}
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          text={(f) => t(`reserve.filter.${f}`)}
        />
      </div>
      <HistoryListFrame
        state={selectPagedListState(snapshot)}
        canLoadMore={snapshot.can({ type: 'LOAD_MORE' })}
        refreshFailed={error !== null}
        loadingLabel={t('reserve.loading')}
        what={t('reserve.what')}
        emptyText={t(`reserve.empty.${query.filter}`)}
        emptyAction={
          query.filter === 'waiting' ? (
            <button type="button" className="btn btn-primary" onClick={() => setFilter('all')}>
              {t('reserve.showAll')}
            </button>
          ) : (
            <Link className="btn btn-primary" to="/sports">
              {t('list.toSports')}
            </Link>
          )
        }
        countText={t('reserve.shown', { shown: records.length, total })}
        onRetry={() => send({ type: 'RETRY' })}
        onMore={() => send({ type: 'LOAD_MORE' })}
      >
        {records.map((r) => (
          <ReservationCard key={r.id} reservation={r} onCancelled={onCancelled} onListChanged={onListChanged} />
        ))}
      </HistoryListFrame>
    </div>
  );
}
