import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../common/load-failed';
import type { PagedListState } from '../../machines/personal/paged-list.machine';
import { HistoryEmpty, HistorySkeleton, MoreButton, type MoreTexts } from './history-states';
import '../../styles/history-list.css';

/** The states the frame shows: a paged list's (paged-list.machine.ts), or a resource's first five. */
export type HistoryListState = PagedListState;

export interface HistoryListFrameProps {
  /** The list chart's state (selectPagedListState). */
  state: PagedListState;
  /** Whether another page can be asked for now (the list chart takes LOAD_MORE). */
  canLoadMore?: boolean;
  /** Whether the last refresh failed while the list already shown stands. */
  refreshFailed?: boolean;
  /** What the skeleton says to a screen reader while the first page loads. */
  loadingLabel: string;
  /** A skeleton shaped like this list's rows (default: cards shaped like orders). */
  skeleton?: (label: string) => ReactNode;
  /** What failed to load, for the failed notice ("your bets"). */
  what: string;
  emptyText: string;
  /** The action that helps when the list is empty (a wider window, another filter, the sports list). */
  emptyAction?: ReactNode;
  /** "n of total shown", announced as it changes. */
  countText?: string;
  /** The words of "Show more" where the list names what it shows ("Show more results"). */
  moreTexts?: MoreTexts;
  onRetry: () => void;
  onMore?: () => void;
  /** The list's items (`<li>` cards), or with `ownList` the caller's own element (a table, totals and rows). */
  children: ReactNode;
  ownList?: boolean;
  /** A box around the shown list (count, rows, "Show more") where it sits inside something else (a game's row). */
  box?: { className: string; testId: string };
}

/**
 * The frame every paged list shares (bets, reservations, the wallet's movements, game bets, match
 * results): the skeleton while the first page loads, the failed notice with Retry, the empty
 * sentence with its action, and a loaded list with its count, a failed refresh's note and "Show
 * more". The list owns its query, its filters and its rows.
 */
export function HistoryListFrame(props: HistoryListFrameProps) {
  const { t } = useTranslation('personal');
  const { state } = props;
  if (state === 'loading' || state === 'loaded')
    return props.skeleton ? props.skeleton(props.loadingLabel) : <HistorySkeleton label={props.loadingLabel} />;
  if (state === 'failed') return <LoadFailed what={props.what} onRetry={props.onRetry} />;
  if (state === 'empty') return <HistoryEmpty text={props.emptyText}>{props.emptyAction}</HistoryEmpty>;
  const shown = (
    <>
      {props.countText !== undefined && (
        <p className="history-count" aria-live="polite" data-testid="history-count">
          {props.countText}
        </p>
      )}
      {state === 'ready' && props.refreshFailed && (
        <p className="history-note" role="alert">
          {t('list.refreshFailed')}
        </p>
      )}
      {props.ownList ? (
        props.children
      ) : (
        <ol className="history-list" aria-busy={state === 'refreshing'}>
          {props.children}
        </ol>
      )}
      {props.onMore && (state === 'loadingMore' || state === 'moreFailed' || props.canLoadMore) && (
        <MoreButton
          state={state === 'loadingMore' ? 'loading' : state === 'moreFailed' ? 'failed' : 'idle'}
          onMore={props.onMore}
          texts={props.moreTexts}
        />
      )}
    </>
  );
  return props.box ? (
    <div className={props.box.className} data-testid={props.box.testId}>
      {shown}
    </div>
  ) : (
    shown
  );
}
