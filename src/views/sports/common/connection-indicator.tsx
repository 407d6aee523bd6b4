import { useTranslation } from 'react-i18next';
import { useConnection, useFeedLoad, useSportsFeed } from './use-sports-feed';

/**
 * The push connection's state in words (offline or disconnected: a bar that says so):
 * connected, reconnecting, offline. role=status so screen readers hear the change. While offline a
 * button connects again at once instead of waiting for the next automatic attempt. On a device that
 * cannot keep up with the odds it says what the page gave up (frame-budget.ts): the prices stay live.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation('sports');
  const state = useConnection();
  const sportsFeed = useSportsFeed();
  const load = useFeedLoad();
  return (
    <div className={`connection is-${state}`}>
      <span role="status" data-testid="connection" data-state={state} className="connection-status">
        <span className="connection-dot" aria-hidden="true" />
        {t(`connection.${state}`)}
        {state === 'connected' && load === 'reduced' && (
          <span className="connection-note" data-testid="feed-reduced">
            {t('connection.reduced')}
          </span>
        )}
      </span>
      {state === 'disconnected' && (
        <button type="button" className="btn btn-ghost connection-retry" onClick={() => sportsFeed.reconnect()}>
          {t('connection.reconnect')}
        </button>
      )}
    </div>
  );
}

/**
 * The bar while the push feed is still loading (it loads after the screen's first paint): the
 * connecting state, which is what the feed starts in, in the same box, so nothing moves.
 */
export function ConnectionPending() {
  const { t } = useTranslation('sports');
  return (
    <div className="connection is-connecting">
      <span role="status" data-testid="connection" data-state="connecting" className="connection-status">
        <span className="connection-dot" aria-hidden="true" />
        {t('connection.connecting')}
      </span>
    </div>
  );
}
