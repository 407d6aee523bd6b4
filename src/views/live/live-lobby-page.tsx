import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamCard } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { LoadFailed } from '../common/load-failed';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { LineSwitch } from './line-switch';
import { LiveSearch, type SearchState } from './live-search';
import { CardSkeletons, StreamGrid, UpcomingGrid, VideoMatchList } from './live-sections';
import { useWarmRoom } from './warm-room';
import '../../styles/live.css';

/** Live scores are asked again this often while the lobby is open (it has no push connection of its own). */
const SCORE_POLL_MS = 10_000;
const NO_SCORES: ReadonlyMap<number, string> = new Map();

const onAir = (s: StreamCard) => s.status === STREAM_STATUS.live || s.status === STREAM_STATUS.offline;

/**
 * /anchorPlay, the live lobby: streams on air first (stream/list, status 2 first,
 * one page of 999), upcoming ones to reserve (reserveList), matches with video (matchListFront),
 * ended ones last; search by keyword; the customer line switch when the server offers it. Each
 * list has its own loading, empty and error state, so one failed call never blanks the page.
 */
export default function LiveLobbyPage() {
  const { t } = useTranslation('live');
  const services = useServices();
  const streams = useResource(async () => (await (await services.live()).streams()).records);
  const upcoming = useResource(async () => (await (await services.live()).upcoming()).records);
  const matches = useResource(async () => (await services.live()).videoMatches());
  const lineSwitch = useResource(async () => (await services.live()).lineSwitch(), { isEmpty: () => false });
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  useWarmRoom(true);
  const all = streams.data ?? [];
  // The cards' live scores (`/api/live/match/score`, 'a:b'): polled for the matches on air now, a failed poll keeps the last ones.
  const liveIds = all
    .filter((s) => s.status === STREAM_STATUS.live)
    .map((s) => s.fbId)
    .sort((a, b) => a - b);
  const scores =
    useResource(
      async (signal) => {
        if (!liveIds.length) return NO_SCORES;
        const list = await (await services.live()).scores(liveIds, signal);
        return new Map(list.map((s) => [s.gameId, s.scores[0]?.scores ?? ''])) as ReadonlyMap<number, string>;
      },
      { initialData: NO_SCORES, pollMs: SCORE_POLL_MS, isEmpty: () => false },
    ).data ?? NO_SCORES;

  return (
    <main className="page live-lobby">
      <div className="live-head">
        <h1>{t('lobby.title')}</h1>
        {/* Beside the title, which keeps the row's height: its late answer does not push the rooms down. */}
        {lineSwitch.data?.enabled && <LineSwitch />}
        <LiveSearch onState={setSearch} />
      </div>

      {search.kind !== 'idle' && (
        <section aria-labelledby="live-search-title" className="live-section" aria-busy={search.kind === 'searching'}>
          <div className="live-section-head">
            <h2 id="live-search-title">{t('search.results', { word: search.word })}</h2>
            <button type="button" className="btn btn-ghost" onClick={() => setSearch({ kind: 'idle' })}>
              {t('search.clear')}
            </button>
          </div>
          {search.kind === 'searching' && <CardSkeletons count={2} />}
          {search.kind === 'failed' && (
            <p role="alert" className="error-box card">
              {t('search.failed')}
            </p>
          )}
          {search.kind === 'done' &&
            (search.results.length ? (
              <StreamGrid streams={search.results} scores={scores} reserves={search.reserves} testId="search-results" />
            ) : (
              <p className="empty">{t('search.none')}</p>
            ))}
        </section>
      )}

      <section aria-labelledby="live-now-title" className="live-section">
        <h2 id="live-now-title">{t('lobby.live')}</h2>
        {streams.status === 'failed' ? (
          <LoadFailed what={t('lobby.streams')} onRetry={streams.retry} />
        ) : streams.status === 'loading' ? (
          <CardSkeletons />
        ) : all.some(onAir) ? (
          <StreamGrid streams={all.filter(onAir)} scores={scores} testId="live-streams" />
        ) : (
          <p className="empty">{t('lobby.noLive')}</p>
        )}
      </section>

      <section aria-labelledby="upcoming-title" className="live-section">
        <h2 id="upcoming-title">{t('lobby.upcoming')}</h2>
        {upcoming.status === 'failed' ? (
          <LoadFailed what={t('lobby.upcoming')} onRetry={upcoming.retry} />
        ) : upcoming.status === 'loading' ? (
          <CardSkeletons count={2} />
        ) : upcoming.data?.length ? (
          <UpcomingGrid streams={upcoming.data} />
        ) : (
          <p className="empty">{t('lobby.noUpcoming')}</p>
        )}
      </section>

      <section aria-labelledby="video-title" className="live-section">
        <h2 id="video-title">{t('lobby.matches')}</h2>
        {matches.status === 'failed' ? (
          <LoadFailed what={t('lobby.matches')} onRetry={matches.retry} />
        ) : matches.status === 'loading' ? (
          <div className="skeleton skeleton-line" aria-hidden="true" />
        ) : matches.data?.length ? (
          <VideoMatchList matches={matches.data} />
        ) : (
          <p className="empty">{t('lobby.noMatches')}</p>
        )}
      </section>

      {all.some((s) => s.status === STREAM_STATUS.ended) && (
        <section aria-labelledby="ended-title" className="live-section">
          <h2 id="ended-title">{t('lobby.ended')}</h2>
          <StreamGrid
            streams={all.filter((s) => s.status === STREAM_STATUS.ended)}
            scores={scores}
            testId="ended-streams"
          />
        </section>
      )}
    </main>
  );
}
