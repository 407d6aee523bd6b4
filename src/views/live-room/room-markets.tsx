import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../../api/provider/match-schemas';
import { columnsOf } from '../../lib/sports/market-columns';
import { withHeldMarkets, type HeldMarkets, type RoomSync } from '../../machines/live/room-sync';
import { columnMarket, OddsColumn, useSelectionLabels } from '../sports/common/odds-column';
import { useDetailRecord, useLiveDetail } from '../sports/detail/use-detail-record';
import { LoadFailed } from '../common/load-failed';
import { MarketsLoading } from './markets-loading';
import { useSecondsBehind } from './sync/sync-switch';
import { useLatest } from './sync/use-room-sync';

const NONE_HELD: HeldMarkets = new Set();

/**
 * The streamed match's main markets (the list's full-game and first-half columns) with pushed odds:
 * the match row's odds columns (sports/common/odds-column.tsx) on the shared push feed, so a press
 * goes to the app's one bet slip, exactly as in the match list. Prices are always the live ones,
 * with a note of how far the video trails; a market a score change affects that the viewer's video
 * has not shown yet is suspended for a moment (the room's video sync, docs/product.md "Live rooms").
 */
export function RoomMarkets({ fbId, sync }: { fbId: number; sync: RoomSync }) {
  const { t } = useTranslation('live');
  const record = useDetailRecord(fbId);
  if (record.status === 'failed') return <LoadFailed what={t('room.markets')} onRetry={record.retry} />;
  if (record.status !== 'ready' || !record.data) return <MarketsLoading />;
  if (record.data.kind === 'notFound') return <p className="empty">{t('room.noMarkets')}</p>;
  // The push feed (and the bet slip its buttons reach) may still be loading when the room renders: only the
  // markets wait for it, the room's player does not (docs/performance.md, "Zap time").
  return (
    <Suspense fallback={<MarketsLoading />}>
      <LiveMarkets fbId={fbId} record={record.data.match} sync={sync} />
    </Suspense>
  );
}

function LiveMarkets({ fbId, record, sync }: { fbId: number; record: Match; sync: RoomSync }) {
  const { t } = useTranslation('live');
  const { t: ts } = useTranslation('sports');
  const live = useLiveDetail(fbId, record);
  const held = useLatest(sync.held$, NONE_HELD);
  const behind = useSecondsBehind(sync);
  const sid = live?.match.sid;
  const columns = useMemo(
    () => (sid === undefined ? [] : [...columnsOf(sid, 'full'), ...columnsOf(sid, 'half')]),
    [sid],
  );
  const labels = useSelectionLabels(columns);
  const match = useMemo(() => (live ? withHeldMarkets(live.match, held) : null), [live, held]);
  if (!live || !match) return <MarketsLoading />;
  const { stale } = live;
  const shown = columns.filter((c) => columnMarket(match, c));
  if (match.ms === 0 || shown.length === 0) return <p className="empty">{t('room.noMarkets')}</p>;
  const holding = shown.some((c) => held.has(columnMarket(match, c)!.id));
  return (
    <div className={`room-markets ${stale ? 'is-stale' : ''}`} data-testid="room-markets" data-stale={stale}>
      {stale && (
        <p className="room-stale" role="status">
          {t('room.stale')}
        </p>
      )}
      {behind !== null && behind >= 1 && (
        <p className="room-delay-note" data-testid="room-delay-note">
          {t('room.sync.pricesLive', { seconds: behind })}
        </p>
      )}
      <p className="room-held" role="status" data-testid="room-markets-held">
        {holding ? t('room.sync.held') : ''}
      </p>
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
