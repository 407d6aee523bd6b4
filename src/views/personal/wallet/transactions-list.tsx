import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundApi } from '../../../api/site/fund-api';
import type { WindowName } from '../../../lib/rules/time-windows/day-windows';
import { HISTORY_WINDOWS, timed, type TimedQuery } from '../../../machines/personal/history-lists';
import { selectPagedListState } from '../../../machines/personal/paged-list.machine';
import { loadTransactionsPage, transactionsMachine } from '../../../machines/wallet/transactions';
import { useServices } from '../../app-services';
import { HistoryListFrame } from '../history-list-frame';
import { WindowPicker } from '../history-states';
import { useChoiceParam } from '../use-choice-param';
import { useMoney } from '../../common/use-money';
import { useDateTime } from '../../common/use-date-time';

/** Every movement of the wallet in a window (today, yesterday, the last 7 days), newest first. */
export function TransactionsList({ fund }: { fund: FundApi }) {
  const { t } = useTranslation('personal');
  const { variant } = useServices();
  const money = useMoney();
  const timeZone = variant.displayTimeZone;
  const [window, setWindow] = useChoiceParam('window', HISTORY_WINDOWS);
  const queryOf = useCallback((name: WindowName): TimedQuery => timed(name, Date.now(), timeZone), [timeZone]);
  const [machine] = useState(() => transactionsMachine.provide({ actors: { loadPage: loadTransactionsPage(fund) } }));
  const [snapshot, send] = useMachine(machine, { input: { query: queryOf(window) } });
  const { query, records, total, error } = snapshot.context;
  const time = useDateTime('monthDayClock');

  useEffect(() => {
    if (query.window !== window) send({ type: 'QUERY', query: queryOf(window) });
  }, [window, query.window, queryOf, send]);

  return (
    <div className="history" data-testid="transactions" data-window={query.window}>
      <div className="history-filters">
        <WindowPicker value={window} onChange={setWindow} />
      </div>
      <HistoryListFrame
        state={selectPagedListState(snapshot)}
        canLoadMore={snapshot.can({ type: 'LOAD_MORE' })}
        refreshFailed={error !== null}
        loadingLabel={t('wallet.tx.loading')}
        what={t('wallet.tx.what')}
        emptyText={t('wallet.tx.empty')}
        emptyAction={
          query.window !== 'last7Days' ? (
            <button type="button" className="btn btn-primary" onClick={() => setWindow('last7Days')}>
              {t('list.wider')}
            </button>
          ) : null
        }
        countText={t('wallet.tx.shown', { shown: records.length, total })}
        onRetry={() => send({ type: 'RETRY' })}
        onMore={() => send({ type: 'LOAD_MORE' })}
      >
        {records.map((tx) => (
          <li key={tx.id} className="card tx-row" data-kind={tx.kind}>
            <span className="tx-kind">{t(`wallet.tx.kind.${tx.kind}`)}</span>
            <time className="tx-time" dateTime={new Date(tx.time).toISOString()}>
              {time(tx.time)}
            </time>
            <span
              className={`tx-amount ${tx.amount >= 0 ? 'is-in' : 'is-out'}`}
            >{`${tx.amount >= 0 ? '+' : '−'}${money(Math.abs(tx.amount))}`}</span>
            {tx.balanceAfter !== null && (
              <span className="tx-after">{t('wallet.tx.after', { balance: money(tx.balanceAfter) })}</span>
            )}
          </li>
        ))}
      </HistoryListFrame>
    </div>
  );
}
