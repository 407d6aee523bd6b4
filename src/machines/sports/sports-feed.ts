import { filter, type Observable } from 'rxjs';
import type { ProviderAccess, ProviderClient } from '../../api/provider-client';
import { PROVIDER_TOKEN_EXPIRED_CODE } from '../../config/constants';
import { createMatchFeed } from '../../streams/match-store';
import type { MatchFeed } from '../../streams/match-feed-types';
import { providerSnapshots } from '../../streams/provider-snapshots';
import { createSocketIoTransport, type ConnectionState, type PushTransport } from '../../streams/push-transport';

/**
 * The app's one push connection and match feed (issue B section 3), shared by the sports list and
 * the match detail page. Created on first use by a sports screen, so socket.io-client lives in
 * the lazily loaded sports chunk, never in the start-up bundle.
 *
 * Connection policy:
 * - connect with `access()` (pushServerAddress + provider token);
 * - a refused handshake with code 14010 (token expired) refreshes the token and connects again,
 *   at most MAX_REFRESHES times in a row (a server that keeps refusing must not spin us);
 * - a disconnect socket.io gives up on (a server kick) is retried here with a growing delay;
 * - a new provider token (login, refresh elsewhere) reconnects with it; a reset (logout) disconnects.
 */

export interface SportsFeedDeps {
  provider: ProviderClient;
  access(): Promise<ProviderAccess>;
  refresh(): Promise<ProviderAccess>;
  /** providerAccess.onChange: null on logout, the new access after a refresh or a login. */
  onAccessChange?(listener: (access: ProviderAccess | null) => void): () => void;
  /** Test seam: a fake transport instead of socket.io. */
  transport?: PushTransport;
}

export interface SportsFeed {
  readonly feed: MatchFeed;
  readonly connection$: Observable<ConnectionState>;
  /**
   * Marks a match as shown with all its markets (the detail page): its resyncs go through
   * getMatchDetail instead of getList, which carries only the list columns. Returns the release.
   */
  holdDetail(matchId: number): () => void;
  /** Connects again now (a "reconnect" button while offline). */
  reconnect(): void;
  dispose(): void;
}

export const MAX_REFRESHES = 3;
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function createSportsFeed(deps: SportsFeedDeps): SportsFeed {
  const transport = deps.transport ?? createSocketIoTransport();
  const detailHolds = new Map<number, number>();
  const feed = createMatchFeed({
    transport,
    // The list shows European odds converted on the client, so snapshots always ask for type 1.
    fetchSnapshot: providerSnapshots(deps.provider, { oddsType: 1, isDetail: (id) => (detailHolds.get(id) ?? 0) > 0 }),
  });

  let disposed = false;
  let token: string | null = null;
  let refreshes = 0;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let wanted = true;
  let state: ConnectionState = 'disconnected';
  /** An access() or refresh() call in flight: its answer connects, nothing else should. */
  let pending = false;

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  function connectWith(access: ProviderAccess) {
    if (disposed || !wanted) return;
    clearRetry();
    token = access.token;
    transport.connect(access.pushServerAddress, access.token);
  }

  function connect(source: () => Promise<ProviderAccess>) {
    if (pending) return;
    pending = true;
    source().then(
      (access) => {
        pending = false;
        connectWith(access);
      },
      () => {
        pending = false;
        scheduleRetry();
      },
    );
  }

  function scheduleRetry() {
    if (disposed || !wanted || retryTimer !== null) return;
    const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)]!;
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // socket.io may have come back by itself meanwhile; only a connection still down is retried.
      if (state === 'disconnected') connect(deps.access);
    }, delay);
  }

  const subscriptions = [
    feed.errors$.pipe(filter((e) => e.kind === 'transport' && e.code === PROVIDER_TOKEN_EXPIRED_CODE)).subscribe(() => {
      if (pending || disposed) return;
      if (refreshes >= MAX_REFRESHES) {
        scheduleRetry();
        return;
      }
      refreshes += 1;
      clearRetry();
      connect(deps.refresh);
    }),
    feed.connection$.subscribe((next) => {
      state = next;
      if (state === 'connected') {
        refreshes = 0;
        retries = 0;
        clearRetry();
      } else if (state === 'disconnected' && !pending) {
        // socket.io gave up (or never started): try again ourselves, slower each time.
        scheduleRetry();
      }
    }),
  ];

  const stopAccess = deps.onAccessChange?.((access) => {
    if (access === null) {
      wanted = false;
      clearRetry();
      transport.disconnect();
      return;
    }
    wanted = true;
    if (access.token !== token) connectWith(access);
  });

  connect(deps.access);

  return {
    feed,
    connection$: feed.connection$,
    holdDetail(matchId) {
      detailHolds.set(matchId, (detailHolds.get(matchId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (detailHolds.get(matchId) ?? 1) - 1;
        if (left > 0) detailHolds.set(matchId, left);
        else detailHolds.delete(matchId);
      };
    },
    reconnect() {
      wanted = true;
      retries = 0;
      refreshes = 0;
      clearRetry();
      connect(deps.access);
    },
    dispose() {
      disposed = true;
      clearRetry();
      subscriptions.forEach((s) => s.unsubscribe());
      stopAccess?.();
      transport.disconnect();
      feed.dispose();
    },
  };
}

let instance: SportsFeed | null = null;

/** The app-wide feed, created on the first call (later calls ignore `deps`). */
export function getSportsFeed(deps: SportsFeedDeps): SportsFeed {
  instance ??= createSportsFeed(deps);
  return instance;
}

/** For tests: drops the singleton. */
export function resetSportsFeed(): void {
  instance?.dispose();
  instance = null;
}
