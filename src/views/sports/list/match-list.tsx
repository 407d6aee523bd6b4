import { useSelector } from '@xstate/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../../../api/provider/match-schemas';
import { isFollowed } from '../../../lib/sports/follow-list';
import { ALL_SPORTS } from '../../../machines/sports/sports-list-query';
import { listStatusOf, viewOf } from '../../../machines/sports/sports-list.machine';
import { MatchVideosProvider } from '../common/match-videos';
import { useFollowList } from '../common/use-sports-prefs';
import { useFeedLoad } from '../common/use-sports-feed';
import type { FeedLoad } from '../../../streams/frame-budget';
import { LeagueHeader } from './league-header';
import { MatchRow } from './match-row';
import { useBothPeriods, useFirstPass } from './use-first-pass';
import { OutrightRow } from './outright-row';
import type { SportsListActor } from './use-sports-list';

type Item =
  | { kind: 'league'; key: string; record: Match; outright: boolean }
  | { kind: 'match'; key: string; record: Match }
  | { kind: 'footer'; key: 'footer' };

/** League headers before each run of one league's matches (lists come ordered by league). */
export function listItems(records: readonly Match[]): Item[] {
  const items: Item[] = [];
  let league: number | null = null;
  for (const record of records) {
    if (record.lg.id !== league) {
      league = record.lg.id;
      items.push({ kind: 'league', key: `lg-${record.lg.id}-${record.id}`, record, outright: record.ty === 1 });
    }
    items.push({ kind: 'match', key: `m-${record.id}`, record });
  }
  items.push({ kind: 'footer', key: 'footer' });
  return items;
}

/**
 * Rows rendered beyond the viewport, above and below, so a scroll finds them ready. Each row rendered is a match
 * followed and drawn at every tick, so rows ahead cost as much as rows on screen. On a phone 3 (~500 px, half a
 * screen: about 10 frames of a fast fling); six there were as many rows as the screen shows. On a wide screen 5
 * (~580 px), where a mouse wheel jumps ~100 px a notch; a sixth cost ~2 points of main-thread time in the desktop's
 * onscreen storm (docs/performance.md). On a device that cannot keep up with the odds (the feed's load `reduced`,
 * frame-budget.ts) one.
 */
const OVERSCAN = { compact: 3, wide: 5, reduced: 1 } as const;
const overscanOf = (load: FeedLoad, compact: boolean) =>
  OVERSCAN[load === 'reduced' ? 'reduced' : compact ? 'compact' : 'wide'];

const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;

/**
 * The match list, virtualized against the page scroll (@tanstack/react-virtual): only the rows
 * near the viewport exist, so only they subscribe to their match's pushes, and 500 rows cost what
 * 20 do. Reaching the end asks the statechart for the next page.
 */
export function MatchList({ actor, period }: { actor: SportsListActor; period: 'full' | 'half' }) {
  const { t } = useTranslation('sports');
  const records = useSelector(actor, (s) => s.context.records);
  const total = useSelector(actor, (s) => s.context.total);
  const status = useSelector(actor, listStatusOf);
  const view = useSelector(actor, viewOf);
  const allSports = useSelector(actor, (s) => s.context.sportId === ALL_SPORTS);
  const follows = useFollowList();
  // In "my follow" an unfollowed match leaves at once, without a reload.
  const shown = useMemo(
    () => (view === 'follow' ? records.filter((r) => isFollowed(follows, r.id)) : records),
    [view, records, follows],
  );
  const items = useMemo(() => listItems(shown), [shown]);

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const compact = narrow();
  // Suspends as the rows do (they read the feed too), so the list shows no sooner or later for it.
  const load = useFeedLoad();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => {
      const item = items[i]!;
      if (item.kind !== 'match') return item.kind === 'league' ? 44 : 64;
      if (item.record.ty === 1) return compact ? 260 : 180;
      return compact ? 170 : 118;
    },
    overscan: overscanOf(load, compact),
    scrollMargin,
    getItemKey: (i) => items[i]!.key,
  });
  const virtualItems = virtualizer.getVirtualItems();
  // The first screenful comes in a few items per task (use-first-pass.ts); later renders are whole.
  const inFull = useFirstPass(virtualItems.map((v) => v.key));
  const scopes = useBothPeriods() ? 'both' : period;
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  const hasMore = records.length < total;

  useEffect(() => {
    if (status === 'ready' && hasMore && lastIndex >= items.length - 5) actor.send({ type: 'LOAD_MORE' });
  }, [actor, status, hasMore, lastIndex, items.length]);

  return (
    <MatchVideosProvider>
      <div
        ref={listRef}
        className="match-list"
        data-testid="match-list"
        data-period={period}
        data-count={shown.length}
        role="group"
        aria-label={t('list.count', { count: total })}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualItems.map((v) => {
            const item = items[v.index]!;
            if (!inFull(v.key)) {
              // Not measured (no ref): it keeps its estimated size until the real item replaces it.
              return (
                <div
                  key={v.key}
                  data-index={v.index}
                  className="virtual-item"
                  aria-hidden="true"
                  style={{ transform: `translateY(${v.start - scrollMargin}px)` }}
                >
                  <div className="row-pending skeleton" style={{ height: v.size - 6 }} />
                </div>
              );
            }
            return (
              <div
                key={v.key}
                ref={virtualizer.measureElement}
                data-index={v.index}
                className="virtual-item"
                style={{ transform: `translateY(${v.start - scrollMargin}px)` }}
              >
                {item.kind === 'league' && (
                  <LeagueHeader
                    record={item.record}
                    outright={item.outright}
                    showSport={view === 'follow' || allSports}
                  />
                )}
                {item.kind === 'match' &&
                  (item.record.ty === 1 ? (
                    <OutrightRow record={item.record} />
                  ) : (
                    <MatchRow record={item.record} scopes={scopes} />
                  ))}
                {item.kind === 'footer' && <ListFooter actor={actor} />}
              </div>
            );
          })}
        </div>
      </div>
    </MatchVideosProvider>
  );
}

function ListFooter({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  const status = useSelector(actor, listStatusOf);
  const done = useSelector(actor, (s) => s.context.records.length >= s.context.total);
  if (status === 'loadingMore') {
    return (
      <div className="list-footer" role="status">
        <div className="row-skeleton skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('list.loadingMore')}</span>
      </div>
    );
  }
  if (status === 'moreFailed') {
    return (
      <div className="list-footer" role="alert">
        <span>{t('list.moreFailed')}</span>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  return <div className="list-footer list-end">{done ? t('list.end') : null}</div>;
}
