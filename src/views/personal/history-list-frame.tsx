import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../common/load-failed';
import type { PagedListState } from '../../machines/personal/paged-list.machine';
import { HistoryEmpty, HistorySkeleton, MoreButton } from './history-states';

export interface HistoryListFrameProps {
  /** The list chart's state (selectPagedListState). */
  state: PagedListState;
  /** Whether another page can be asked for now (the list chart takes LOAD_MORE). */
  canLoadMore: boolean;
  /** Whether the last refresh failed while the list already shown stands. */
  refreshFailed: boolean;
  /** What the skeleton says to a screen reader while the first page loads. */
  loadingLabel: string;
  /** What failed to load, for the failed notice ("your bets"). */
  what: string;
  emptyText: string;
  /** The action that helps when the list is empty (a wider window, another filter, the sports list). */
  emptyAction: ReactNode;
  /** "n of total shown", announced as it changes. */
  countText: string;
  onRetry: () => void;
  onMore: () => void;
  /** The list's items (`<li>` cards). */
  children: ReactNode;
}

/**
 * The frame every paged list of the personal center shares (bets, reservations): the skeleton
 * while the first page loads, the failed notice with Retry, the empty sentence with its action,
 * and a loaded list with its count, a failed refresh's note and "Show more". The tab owns its
 * query, its filters and its cards.
 */
export function HistoryListFrame(props: HistoryListFrameProps) {
  const { t } = useTranslation('personal');
  const { state } = props;
  if (state === 'loading' || state === 'loaded') return <HistorySkeleton label={props.loadingLabel} />;
  if (state === 'failed') return <LoadFailed what={props.what} onRetry={props.onRetry} />;
  if (state === 'empty') return <HistoryEmpty text={props.emptyText}>{props.emptyAction}</HistoryEmpty>;
  return (
    <>
      <p className="history-count" aria-live="polite" data-testid="history-count">
        {props.countText}
      </p>
      {state === 'ready' && props.refreshFailed && (
        <p className="history-note" role="alert">
          {t('list.refreshFailed')}
        </p>
      )}
      <ol className="history-list" aria-busy={state === 'refreshing'}>
        {props.children}
      </ol>
      {(state === 'loadingMore' || state === 'moreFailed' || props.canLoadMore) && (
        <MoreButton state={state === 'loadingMore' ? 'loading' : state === 'moreFailed' ? 'failed' : 'idle'} onMore={props.onMore} />
      )}
    </>
  );
}
