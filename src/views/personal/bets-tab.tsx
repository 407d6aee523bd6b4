import { useMachine } from '@xstate/react';
import { use, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CashOutResult, Order } from '../../api/provider/order-schemas';
import { ORDER_STATUS } from '../../api/provider/order-status';
import type { WindowName } from '../../lib/rules/time-windows/day-windows';
import {
  betHistoryMachine,
  HISTORY_WINDOWS,
  loadOrdersPage,
  timed,
  type BetsTab as BetsKind,
  type BetsQuery,
} from '../../machines/personal/history-lists';
import { selectPagedListState } from '../../machines/personal/paged-list.machine';
import { useServices } from '../app-services';
import { HistoryListFrame } from './history-list-frame';
import { Choice, WindowPicker } from './history-states';
import { OrderCard } from './order-card';
import { useChoiceParam } from './use-choice-param';

const KINDS: readonly BetsKind[] = ['unsettled', 'settled'];

/**
 * Sports bets: unsettled or settled, placed today, yesterday or in the last 7 days (calendar days
 * of the display zone, docs/product.md, "Constants"), newest first, HISTORY_PAGE_SIZE at a time.
 */
export function BetsTab() {
  const { t } = useTranslation('personal');
  const { variant } = useServices();
  const api = use(useServices().history());
  const timeZone = variant.displayTimeZone;
  const [kind, setKind] = useChoiceParam('status', KINDS);
  const [window, setWindow] = useChoiceParam('window', HISTORY_WINDOWS);
  const queryOf = useCallback(
    (tab: BetsKind, name: WindowName): BetsQuery => ({ tab, ...timed(name, Date.now(), timeZone) }),
    [timeZone],
  );
  const [machine] = useState(() => betHistoryMachine.provide({ actors: { loadPage: loadOrdersPage(api.orders) } }));
  const [snapshot, send] = useMachine(machine, { input: { query: queryOf(kind, window) } });
  const { query, records, total, error } = snapshot.context;

  // The URL changed (a choice, back/forward): ask again for the new tab and window.
  useEffect(() => {
    if (query.tab !== kind || query.window !== window) send({ type: 'QUERY', query: queryOf(kind, window) });
  }, [kind, window, query.tab, query.window, queryOf, send]);

  const onCashedOut = useCallback(
    (order: Order, result: CashOutResult) =>
      send({
        type: 'PATCH',
        record: { ...order, st: result.st || ORDER_STATUS.settled, co: true, cte: false, uwl: result.amt - order.sa },
      }),
    [send],
  );

  return (
    <div className="history" data-testid="bets-tab" data-kind={query.tab} data-window={query.window}>
      <div className="history-filters">
        <Choice
          label={t('bets.kinds')}
          options={KINDS}
          value={kind}
          onChange={(k) => setKind(k)}
          text={(k) => t(`bets.kind.${k}`)}
        />
        <WindowPicker value={window} onChange={(w) => setWindow(w)} />
      </div>
      <HistoryListFrame
        state={selectPagedListState(snapshot)}
        canLoadMore={snapshot.can({ type: 'LOAD_MORE' })}
        refreshFailed={error !== null}
        loadingLabel={t('bets.loading')}
        what={t('bets.what')}
        emptyText={t(`bets.empty.${query.tab}`)}
        emptyAction={
          query.window !== 'last7Days' ? (
            <button type="button" className="btn btn-primary" onClick={() => setWindow('last7Days')}>
              {t('list.wider')}
            </button>
          ) : (
            <Link className="btn btn-primary" to="/sports">
              {t('list.toSports')}
            </Link>
          )
        }
        countText={t('bets.shown', { shown: records.length, total })}
        onRetry={() => send({ type: 'RETRY' })}
        onMore={() => send({ type: 'LOAD_MORE' })}
      >
        {records.map((order) => (
          <OrderCard key={order.id} order={order} onCashedOut={onCashedOut} />
        ))}
      </HistoryListFrame>
    </div>
  );
}
