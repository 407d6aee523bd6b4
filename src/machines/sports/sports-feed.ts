import { filter } from 'rxjs';
import { createActor, fromPromise, type ActorRefFrom, type SimulatedClock } from 'xstate';
import { getMatchDetail } from '../../api/provider/match-api';
import type { Match } from '../../api/provider/match-schemas';
import type { ProviderAccess, ProviderClient } from '../../api/provider-client';
import { PROVIDER_TOKEN_EXPIRED_CODE } from '../../config/constants';
import { createMatchFeed } from '../../streams/match-store';
import type { MatchFeed, MatchFeedOptions } from '../../streams/match-feed-types';
import { providerSnapshots } from '../../streams/provider-snapshots';
import { createSocketIoTransport, type PushTransport } from '../../streams/push-transport';
import { holdDetailMatch } from './detail-hold';
import { accessEvents, connectionEvents, sportsFeedMachine } from './sports-feed.machine';

/**
 * The app's one push connection and match feed, shared by the sports list and
 * the match detail page. Built by the composition root (src/app/services.ts), which imports this
 * module lazily the first time a sports screen asks for it, so socket.io-client and RxJS stay in
 * the sports chunks, never in the start-up bundle.
 *
 * Who holds what:
 * - the socket's state: reported by the transport, held once by the match store
 *   (`feed.connection$`, `feed.connection()`); the subscription manager, the stale flags, the
 *   connection bar and the bet slip read it there and keep no copy (docs/decisions.md);
 * - what to do about it (fetch access, refresh the token, back off, stop): the chart in
 *   sports-feed.machine.ts, driven by that same `connection$`.
 */

export interface SportsFeedDeps {
  provider: ProviderClient;
  providerAccess: {
    access(): Promise<ProviderAccess>;
    refresh(): Promise<ProviderAccess>;
    /** null on logout, the new access after a refresh or a login. */
    onChange(listener: (access: ProviderAccess | null) => void): () => void;
  };
  /** Test seam: a fake transport instead of socket.io. */
  transport?: PushTransport;
  /** Test seam: the match store's timers. */
  feedOptions?: Pick<MatchFeedOptions, 'scheduler' | 'frameScheduler'>;
  /** Test seam: the chart's clock (xstate's SimulatedClock in tests). */
  clock?: SimulatedClock;
}

export type SportsFeedActor = ActorRefFrom<typeof sportsFeedMachine>;

export interface SportsFeed {
  /** The match store: also the one holder of the socket's state (`feed.connection$`, see above). */
  readonly feed: MatchFeed;
  /** The connection policy chart (for its state in tests and the debug console). */
  readonly actor: SportsFeedActor;
  /**
   * The detail page's match: seeds the feed with the page's full record, sends its resyncs through
   * getMatchDetail (getList carries only the list columns), and fetches the record again while the
   * feed holds fewer markets than it (detail-hold.ts). Returns the release.
   */
  holdDetail(record: Match): () => void;
  /** Connects again now (the connection bar's button while offline). */
  reconnect(): void;
  dispose(): void;
}

export function createSportsFeed(deps: SportsFeedDeps): SportsFeed {
  const transport = deps.transport ?? createSocketIoTransport();
  const detailHolds = new Map<number, number>();
  const feed = createMatchFeed({
    transport,
    // The list shows European odds converted on the client, so snapshots always ask for type 1.
    fetchSnapshot: providerSnapshots(deps.provider, { oddsType: 1, isDetail: (id) => (detailHolds.get(id) ?? 0) > 0 }),
    ...deps.feedOptions,
  });
  const tokenExpired$ = feed.errors$.pipe(
    filter((e) => e.kind === 'transport' && e.code === PROVIDER_TOKEN_EXPIRED_CODE),
  );

  const actor = createActor(
    sportsFeedMachine.provide({
      actors: {
        access: fromPromise(() => deps.providerAccess.access()),
        refresh: fromPromise(() => deps.providerAccess.refresh()),
        connection: connectionEvents({ connection$: feed.connection$, tokenExpired$ }),
        accessChanges: accessEvents(deps.providerAccess.onChange),
      },
      actions: {
        connect: (_, { access }) => transport.connect(access.pushServerAddress, access.token),
        disconnect: () => transport.disconnect(),
      },
    }),
    deps.clock ? { clock: deps.clock } : {},
  );
  actor.start();

  return {
    feed,
    actor,
    holdDetail(record) {
      const id = record.id;
      detailHolds.set(id, (detailHolds.get(id) ?? 0) + 1);
      const stopHold = holdDetailMatch(feed, record, (signal) => getMatchDetail(deps.provider, id, 1, signal));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        stopHold();
        const left = (detailHolds.get(id) ?? 1) - 1;
        if (left > 0) detailHolds.set(id, left);
        else detailHolds.delete(id);
      };
    },
    reconnect: () => actor.send({ type: 'RECONNECT' }),
    dispose() {
      actor.send({ type: 'DISPOSE' });
      actor.stop();
      feed.dispose();
    },
  };
}
