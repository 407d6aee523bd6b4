import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTask } from '../../../lib/platform/next-task';
import { hasHalfColumns } from '../../../lib/sports/market-columns';
import { ALL_SPORTS } from '../../../machines/sports/sports-list-query';
import { listStatusOf, viewOf } from '../../../machines/sports/sports-list.machine';
import { lazyReady, readyLoader } from '../../lazy-ready';
import { BulletinMarquee } from '../bulletins/bulletin-marquee';
import { BetSlipSlot } from '../slip/bet-slip-slot';
import { ConnectionIndicator, ConnectionPending } from '../common/connection-indicator';
import { FeedBoundary, useFeedAfterPaint } from '../common/feed-after-paint';
import { useSportOrder } from '../common/use-sport-order';
import { DateFilter } from './date-filter';
import { LeagueFilter } from './league-filter';
import { ListEmpty, ListFailed, ListSkeleton, SportsMaintenance } from './list-states';
import { SettingsButton } from './settings-dialog';
import { SportTabs } from './sport-tabs';
import { useSportsList, type SportsListActor } from './use-sports-list';
import { ViewTabs } from './view-tabs';

/**
 * The rows (the virtualizer, match rows, odds buttons): loaded after the screen's first paint,
 * beside the feed they render from, not before the heading and skeleton can paint.
 */
const loadMatchList = readyLoader(() => import('./match-list').then((m) => ({ default: m.MatchList })));
const MatchList = lazyReady(loadMatchList);

/** The results view (src/views/sports/results), loaded when the results tab is first opened. */
const ResultsView = lazyReady(
  readyLoader(() => import('../results/results-view').then((m) => ({ default: m.ResultsView }))),
);

/**
 * /sports: view tabs, sport tabs, filters, the list (or results, or the maintenance notice) and
 * the bet slip. Layout: PC has the sports as a left column and the slip as a right
 * one; H5 stacks view tabs, sideways sport tabs and the list, with the slip as a bottom sheet.
 * Everything but the connection bar, the rows and the slip paints without the push feed and the
 * slip, which load after that first paint (FeedBoundary); their stand-ins keep
 * their size, so nothing moves when they arrive.
 */
export function SportsListScreen() {
  const { t } = useTranslation('sports');
  const actor = useSportsList();
  const painted = useFeedAfterPaint();
  // In a task of its own: Vite's preload helper adds a link per file of the chunk.
  useEffect(() => (painted ? nextTask(() => void loadMatchList()) : undefined), [painted]);
  return (
    <main className="page sports-page">
      <div className="sports-layout">
        <div className="sports-top">
          <div className="sports-heading">
            <h1>{t('title')}</h1>
            <FeedBoundary fallback={<ConnectionPending />}>
              <ConnectionIndicator />
            </FeedBoundary>
            <SettingsButton />
          </div>
          <BulletinMarquee />
          <ViewTabs actor={actor} />
        </div>
        <aside className="sports-nav">
          <SportTabs actor={actor} />
        </aside>
        <section className="sports-main" aria-labelledby="sports-list-title">
          <ListArea actor={actor} painted={painted} />
        </section>
        <BetSlipSlot />
      </div>
    </main>
  );
}

function ListArea({ actor, painted }: { actor: SportsListActor; painted: boolean }) {
  const { t } = useTranslation('sports');
  const view = useSelector(actor, viewOf);
  const status = useSelector(actor, listStatusOf);
  const sportId = useSelector(actor, (s) => s.context.sportId);
  const order = useSportOrder();
  const [period, setPeriod] = useState<'full' | 'half'>('full');
  const sportName = sportId === ALL_SPORTS ? t('sport.all') : t(`sport.${sportId}`);

  if (view === 'maintenance') {
    return (
      <>
        <h2 id="sports-list-title" className="visually-hidden">
          {t('view.maintenance')}
        </h2>
        <SportsMaintenance actor={actor} />
      </>
    );
  }
  if (view === 'results') {
    return (
      <>
        <h2 id="sports-list-title" className="list-title">
          {t('list.label', { view: t('view.results'), sport: sportName })}
        </h2>
        <Suspense
          fallback={
            <p className="empty" role="status">
              {t('results.loading')}
            </p>
          }
        >
          <ResultsView sportId={sportId === ALL_SPORTS ? order[0]! : sportId} />
        </Suspense>
      </>
    );
  }
  const halves = view !== 'champion' && (sportId === ALL_SPORTS || hasHalfColumns(sportId));
  return (
    <>
      <div className="list-toolbar">
        <h2 id="sports-list-title" className="list-title">
          {view === 'follow' ? t('view.follow') : t('list.label', { view: t(`view.${view}`), sport: sportName })}
        </h2>
        <LeagueFilter actor={actor} />
        {halves && (
          <div className="period-toggle segmented" role="group" aria-label={t('period.label')}>
            {(['full', 'half'] as const).map((p) => (
              <button key={p} type="button" aria-pressed={period === p} onClick={() => setPeriod(p)}>
                {t(`period.${p}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <DateFilter actor={actor} />
      {/* Rows only after the first paint, when their chunk has been asked for in a task of its own (not in this render). */}
      {(status === 'loading' || (!painted && status !== 'failed' && status !== 'empty')) && <ListSkeleton />}
      {status === 'failed' && <ListFailed actor={actor} />}
      {status === 'empty' && <ListEmpty actor={actor} view={view} />}
      {painted && (status === 'ready' || status === 'loadingMore' || status === 'moreFailed') && (
        <Suspense fallback={<ListSkeleton />}>
          <MatchList actor={actor} period={period} />
        </Suspense>
      )}
    </>
  );
}
