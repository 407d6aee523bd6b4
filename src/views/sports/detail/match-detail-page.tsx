import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Match } from '../../../api/provider/match-schemas';
import { matchScores } from '../../../lib/sports/clock';
import { STALE_NOTICE_DELAY_MS } from '../../../config/constants';
import { LoadFailed } from '../../common/load-failed';
import { useLastingFlag } from '../../common/use-lasting-flag';
import { BetSlipSlot } from '../slip/bet-slip-slot';
import { ConnectionIndicator } from '../common/connection-indicator';
import { useFeedAfterPaint } from '../common/feed-after-paint';
import { BackLink } from './back-link';
import { MarketBoard } from './market-board';
import { parseMatchId } from './match-facts';
import { MatchHeader } from './match-header';
import { useWarmRoom } from '../../live/warm-room';
import { MatchVideoPanel } from './match-video-panel';
import { useMatchVideoSources } from '../common/match-videos';
import { MatchStats, PeriodTable } from './period-table';
import { useDetailRecord, useLiveDetail } from './use-detail-record';
import '../../../styles/sports-detail.css';

/**
 * /sports/sportsdetail/:matchId. The list screen renders this lazily in its place. Loading shows a
 * skeleton shaped like the page; an unknown id says so with a way back; a failed call offers a retry;
 * then the match lives on the push feed (odds, score and clock as they change), dimmed and not
 * selectable while the feed is stale (offline, or catching up after a reconnect).
 * The way back and the skeleton paint without the push feed and the slip; those load after that
 * first paint, beside the detail call, and the match shows once all three are there. The video
 * badge opens the match's video (videoList); `?video=1` plays its own video above the markets.
 */
export default function MatchDetailPage() {
  const { t } = useTranslation('match-detail');
  const { matchId } = useParams();
  const id = parseMatchId(matchId);
  useFeedAfterPaint();
  return (
    <main className="page sd-page">
      <BackLink label={t('back')} navLabel={t('breadcrumb')} />
      <Suspense fallback={<DetailSkeleton />}>
        {id === null ? <NotFound /> : <DetailLoader key={id} matchId={id} />}
      </Suspense>
    </main>
  );
}

function DetailLoader({ matchId }: { matchId: number }) {
  const { t } = useTranslation('match-detail');
  const record = useDetailRecord(matchId);
  // Deferred: the record's answer first commits as it was (the skeleton), and the whole board renders
  // in the background in slices React can interrupt, instead of one long task after the first paint (TBT).
  // The record itself, not the hook's answer: that is a new object on every render.
  const data = useDeferredValue(record.data);
  if (record.status === 'failed') return <LoadFailed what={t('what')} onRetry={record.retry} />;
  if (record.status !== 'ready' || !data) return <DetailSkeleton />;
  if (data.kind === 'notFound') return <NotFound />;
  return <LiveDetail matchId={matchId} record={data.match} />;
}

function LiveDetail({ matchId, record }: { matchId: number; record: Match }) {
  const { t } = useTranslation('match-detail');
  const view = useLiveDetail(matchId, record);
  const videos = useMatchVideoSources();
  // A room streams this match: its badge is a press away from the room.
  useWarmRoom(videos.data?.get(matchId)?.kind === 'room');
  const [search] = useSearchParams();
  const watching = search.get('video') === '1';
  // Dimmed (and not selectable) at once; said in words only when it lasts (STALE_NOTICE_DELAY_MS).
  const staleNotice = useLastingFlag(view?.stale ?? false, STALE_NOTICE_DELAY_MS);
  if (!view) return <DetailSkeleton />;
  const { match, stale } = view;
  const [home, away] = match.ts;
  const total = matchScores(match.sid, match.nsg).goals;
  const hasScores = match.nsg.length > 0 && home && away;
  return (
    <div className={`sd-layout with-slip ${stale ? 'is-stale' : ''}`} data-testid="match-detail" data-stale={stale}>
      <h1 className="visually-hidden">{match.nm}</h1>
      <div className="sd-side">
        <div className="sd-sticky">
          <MatchHeader match={match} video={videos.data?.get(matchId)} />
        </div>
        <div className="sd-connection">
          <ConnectionIndicator />
        </div>
        {staleNotice && (
          <p className="sd-stale" role="status">
            {t('stale')}
          </p>
        )}
        {hasScores && (
          <section className="sd-scores card" aria-label={t('scores.title')} data-testid="score-details">
            <PeriodTable
              sid={match.sid}
              nsg={match.nsg}
              teams={[home.na, away.na]}
              total={total}
              caption={t('scores.periods')}
            />
            <MatchStats sid={match.sid} nsg={match.nsg} />
          </section>
        )}
      </div>
      <div className="sd-main">
        {watching && <MatchVideoPanel matchId={matchId} ended={match.ms === 0} videos={videos} />}
        <MarketBoard match={match} stale={stale} />
      </div>
      <BetSlipSlot />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('match-detail');
  return (
    <div className="sd-not-found card" role="alert" data-testid="match-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/sports" className="btn btn-primary">
        {t('notFound.action')}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('match-detail');
  return (
    <div className="sd-layout" role="status" aria-busy="true" aria-label={t('loading')}>
      <div className="sd-side">
        <div className="skeleton sd-skeleton-header" />
        <div className="skeleton sd-skeleton-scores" />
      </div>
      <div className="sd-main">
        <div className="skeleton sd-skeleton-tabs" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton sd-skeleton-group" />
        ))}
      </div>
    </div>
  );
}
