import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../../api/provider/match-schemas';
import { columnsOf } from '../../lib/sports/market-columns';
import { columnMarket, OddsColumn, useSelectionLabels } from '../sports/common/odds-column';
import { useDetailRecord, useLiveDetail } from '../sports/detail/use-detail-record';
import { LoadFailed } from '../common/load-failed';

/**
 * The streamed match's main markets (the list's full-game and first-half columns) with pushed odds:
 * the match row's odds columns (sports/common/odds-column.tsx) on the shared push feed, so a press
 * goes to the app's one bet slip, exactly as in the match list.
 */
export function RoomMarkets({ fbId }: { fbId: number }) {
  const { t } = useTranslation('live');
  const record = useDetailRecord(fbId);
  if (record.status === 'failed') return <LoadFailed what={t('room.markets')} onRetry={record.retry} />;
  if (record.status !== 'ready' || !record.data)
    return <div className="skeleton room-markets-skeleton" aria-hidden="true" />;
  if (record.data.kind === 'notFound') return <p className="empty">{t('room.noMarkets')}</p>;
  return <LiveMarkets fbId={fbId} record={record.data.match} />;
}

function LiveMarkets({ fbId, record }: { fbId: number; record: Match }) {
  const { t } = useTranslation('live');
  const { t: ts } = useTranslation('sports');
  const view = useLiveDetail(fbId, record);
  const sid = view?.match.sid;
  const columns = useMemo(
    () => (sid === undefined ? [] : [...columnsOf(sid, 'full'), ...columnsOf(sid, 'half')]),
    [sid],
  );
  const labels = useSelectionLabels(columns);
  if (!view) return <div className="skeleton room-markets-skeleton" aria-hidden="true" />;
  const { match, stale } = view;
  const shown = columns.filter((c) => columnMarket(match, c));
  if (match.ms === 0 || shown.length === 0) return <p className="empty">{t('room.noMarkets')}</p>;
  return (
    <div className={`room-markets ${stale ? 'is-stale' : ''}`} data-testid="room-markets" data-stale={stale}>
      {stale && (
        <p className="room-stale" role="status">
          {t('room.stale')}
        </p>
      )}
      {shown.map((column) => (
        <div
          key={`${column.mty}-${column.pe}`}
          className="room-market"
          role="group"
          aria-label={column.scope === 'half' ? `${ts(column.titleKey)} · ${t('room.firstHalf')}` : ts(column.titleKey)}
        >
          <h3 className="room-market-title">
            {ts(column.titleKey)}
            {column.scope === 'half' && <span className="room-market-scope"> · {t('room.firstHalf')}</span>}
          </h3>
          <OddsColumn className="room-market-options" match={match} column={column} stale={stale} labels={labels} />
        </div>
      ))}
    </div>
  );
}
