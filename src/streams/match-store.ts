import {
  BehaviorSubject,
  Observable,
  ReplaySubject,
  Subject,
  Subscription,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  from,
  map,
  share,
  take,
} from 'rxjs';
import type { Match } from '../api/provider/match-schemas';
import { parsePushMessage, type PushBatch, type PushMessage, type SubscribeAck } from '../api/push-protocol';
import { conflateByKeyPerFrame, defaultFrameScheduler, defaultLeadingScheduler } from './conflate-per-frame';
import { MatchDraft } from './match-draft';
import type { FeedError, FeedStats, MatchFeed, MatchFeedOptions, MatchView } from './match-feed-types';
import { SequenceGuard } from './sequence-guard';
import { createSubscriptionManager } from './subscription-manager';
import { countReconnects, type ConnectionInfo } from './connection-info';
import { createFrameBudget } from './frame-budget';

interface Entry {
  readonly id: number;
  draft: MatchDraft | null;
  refCount: number;
  /** Reconnect epoch of the snapshot the record rests on: older than the connection's means updates were lost. */
  epoch: number;
  /** A gap, a reconnect or a re-subscription: updates may be missing until a snapshot or an ack clears it. */
  behind: boolean;
  /** The stale flag last emitted (a connection change re-emits only the entries whose flag changes). */
  shownStale: boolean;
  dirty: boolean;
  /** When the last snapshot for this match was asked for (scheduler time). */
  fetchedAt: number;
  /** A snapshot request waiting for the resync interval. */
  delayed: Subscription | null;
  readonly out$: BehaviorSubject<MatchView | null>;
}

/**
 * The live match store: pushes applied onto records, one shared stream per match, conflated per
 * frame and stale-aware (docs: ARCHITECTURE.md "streams"). The transport is connected by its
 * owner (the sports feed chart), which knows the token and the push address.
 *
 * The connection's state lives here once: `connection` is derived from the transport's reports
 * (with a reconnect count); the subscription manager, each match's stale flag (`staleOf`), the
 * connection bar and the feed chart all read it. A match is stale while the connection is not up,
 * while it is `behind` (a gap or a re-subscription waiting for its snapshot or ack), or while its
 * record predates the last reconnect.
 */
export function createMatchFeed(options: MatchFeedOptions): MatchFeed {
  const { transport } = options;
  const scheduler = options.scheduler ?? asyncScheduler;
  const snapshotChunk = options.snapshotChunk ?? 50;
  const retryMs = options.retryMs ?? 2_000;
  const resyncIntervalMs = options.resyncIntervalMs ?? 1_000;
  const maxCached = options.maxCached ?? 1_000;

  const entries = new Map<number, Entry>();
  const shared = new Map<number, Observable<MatchView>>();
  const stats: FeedStats = {
    received: 0,
    applied: 0,
    dropped: 0,
    malformed: 0,
    resyncs: 0,
    snapshotRequests: 0,
    lastBatchAt: 0,
  };
  const errors$ = new Subject<FeedError>();
  // Times the releases below: whether the device keeps up with the odds (frame-budget.ts).
  const budget = options.frameBudget ?? createFrameBudget();
  const dirty$ = new Subject<Entry>();
  const connection = new BehaviorSubject<ConnectionInfo>({ state: 'disconnected', epoch: 0 });
  const connectionState$ = connection.pipe(
    map((info) => info.state),
    distinctUntilChanged(),
  );
  const subscriptions = new Subscription();
  const manager = createSubscriptionManager({
    send: (event, payload) => transport.send(event, payload),
    connection$: connectionState$,
    isConnected: () => connection.value.state === 'connected',
    scheduler,
    batchMs: options.subscribeBatchMs,
  });

  /** The one stale rule (see above). */
  function staleOf(entry: Entry): boolean {
    const info = connection.value;
    return info.state !== 'connected' || entry.behind || entry.epoch < info.epoch;
  }

  const guard = new SequenceGuard<PushMessage>({
    apply(matchId, _seq, message) {
      const entry = entries.get(matchId);
      if (!entry?.draft) return;
      entry.draft.apply(message);
      stats.applied += 1;
      markDirty(entry);
    },
    resync(matchId) {
      const entry = entries.get(matchId);
      if (!entry) return;
      stats.resyncs += 1;
      setBehind(entry, true);
      requestSnapshot(matchId);
    },
  });

  function markDirty(entry: Entry) {
    if (entry.dirty) return;
    entry.dirty = true;
    dirty$.next(entry);
  }

  function setBehind(entry: Entry, behind: boolean) {
    if (entry.behind === behind) return;
    entry.behind = behind;
    markDirty(entry);
  }

  function report(kind: FeedError['kind'], message: string, code?: number) {
    errors$.next({ kind, message, malformed: stats.malformed, ...(code === undefined ? {} : { code }) });
  }

  // --- snapshots: batched per macrotask, chunked for getList's 50-id page ---------------------
  const wanted = new Set<number>();
  let snapshotTimer: Subscription | null = null;
  let disposed = false;

  /**
   * Asks for a snapshot in the next batch, but not sooner than `resyncIntervalMs` after the last
   * one for this match: a source that keeps answering with data older than the push stream (or a
   * match that keeps losing messages) must not turn into a tight fetch loop.
   */
  function requestSnapshot(matchId: number, notBefore = 0) {
    const entry = entries.get(matchId);
    if (!entry) return;
    const now = scheduler.now();
    const at = Math.max(notBefore, entry.fetchedAt + resyncIntervalMs);
    if (at > now) {
      entry.delayed ??= scheduler.schedule(() => {
        entry.delayed = null;
        if (!disposed && entry.refCount > 0 && (entry.behind || !entry.draft)) requestSnapshot(matchId);
      }, at - now);
      return;
    }
    wanted.add(matchId);
    snapshotTimer ??= scheduler.schedule(flushSnapshots);
  }

  function flushSnapshots() {
    snapshotTimer = null;
    // Matches nobody watches wait: activating them asks again (their epoch or `behind` says so).
    const ids = [...wanted].filter((id) => (entries.get(id)?.refCount ?? 0) > 0);
    wanted.clear();
    for (let i = 0; i < ids.length; i += snapshotChunk) fetchChunk(ids.slice(i, i + snapshotChunk));
  }

  function fetchChunk(ids: number[]) {
    const epoch = connection.value.epoch;
    const now = scheduler.now();
    for (const id of ids) entries.get(id)!.fetchedAt = now;
    stats.snapshotRequests += 1;
    const sub = from(options.fetchSnapshot(ids))
      .pipe(take(1))
      .subscribe({
        next: (records) => onSnapshot(ids, records, epoch),
        error: (error: unknown) => {
          report('snapshot', error instanceof Error ? error.message : String(error));
          // A failure of a request the last reconnect superseded changes nothing.
          if (epoch < connection.value.epoch) return;
          for (const id of ids) {
            guard.snapshotMissing(id);
            requestSnapshot(id, scheduler.now() + retryMs);
          }
        },
      });
    subscriptions.add(sub);
  }

  function onSnapshot(ids: number[], records: readonly Match[], epoch: number) {
    // A reply to a request made before the last reconnect is superseded by the one made after it.
    if (epoch < connection.value.epoch) return;
    const answered = new Set<number>();
    for (const record of records) {
      const entry = entries.get(record.id);
      if (!entry) continue;
      answered.add(record.id);
      install(entry, record, epoch);
    }
    for (const id of ids) if (!answered.has(id)) guard.snapshotMissing(id);
  }

  function install(entry: Entry, record: Match, epoch: number) {
    guard.snapshot(entry.id, record.seq ?? undefined, () => {
      if (entry.draft) entry.draft.replace(record);
      else entry.draft = new MatchDraft(record);
      entry.epoch = epoch;
      entry.behind = false;
      markDirty(entry);
    });
  }

  // --- pushes ---------------------------------------------------------------------------------
  function onBatch(batch: PushBatch) {
    stats.lastBatchAt = batch.t;
    for (const raw of batch.msgs) {
      stats.received += 1;
      const parsed = parsePushMessage(raw);
      if (!parsed.ok) {
        stats.malformed += 1;
        report('malformed', parsed.error);
        continue;
      }
      const message = parsed.message;
      // Only matches we hold; the server stops sending the others once the unsub goes out.
      if (!entries.has(message.mid)) continue;
      if (guard.update(message.mid, message.seq, message) === 'dropped') stats.dropped += 1;
    }
  }

  function onAck(ack: SubscribeAck) {
    for (const { mid, seq } of ack.matches) {
      const entry = entries.get(mid);
      if (!entry) continue;
      if (!guard.ack(mid, seq) && entry.draft && entry.epoch === connection.value.epoch) setBehind(entry, false);
    }
  }

  function onConnection(info: ConnectionInfo) {
    const reconnected = info.state === 'connected' && info.epoch > connection.value.epoch;
    connection.next(info);
    // Shown matches whose stale flag the new state changes are emitted again (in the next frame).
    for (const entry of entries.values())
      if (entry.refCount > 0 && entry.draft && staleOf(entry) !== entry.shownStale) markDirty(entry);
    if (!reconnected) return;
    // Whatever was pushed while we were away is lost: every watched match gets a fresh snapshot.
    for (const entry of entries.values()) {
      if (entry.refCount === 0) continue;
      guard.expectSnapshot(entry.id);
      setBehind(entry, true);
      requestSnapshot(entry.id);
    }
  }

  subscriptions.add(transport.state$.pipe(countReconnects()).subscribe(onConnection));
  subscriptions.add(transport.messages$.subscribe(onBatch));
  subscriptions.add(transport.acks$.subscribe(onAck));
  if (transport.errors$)
    subscriptions.add(transport.errors$.subscribe((error) => report('transport', error.message, error.code)));
  subscriptions.add(
    // An injected frame scheduler (tests) keeps every release on its frames; the browser's releases
    // the first change before a frame at once (conflate-per-frame.ts).
    dirty$
      .pipe(
        conflateByKeyPerFrame(
          (entry) => entry.id,
          options.frameScheduler ?? defaultFrameScheduler,
          options.frameScheduler ? undefined : defaultLeadingScheduler,
        ),
      )
      .subscribe((batch) => {
        for (const entry of batch.values()) {
          entry.dirty = false;
          if (!entry.draft) continue;
          entry.shownStale = staleOf(entry);
          entry.out$.next({ match: entry.draft.seal(), stale: entry.shownStale, headAt: entry.draft.headAt });
        }
        budget.released(batch.size);
      }),
  );

  // --- entries ---------------------------------------------------------------------------------
  function entryFor(matchId: number): Entry {
    let entry = entries.get(matchId);
    if (!entry) {
      entry = {
        id: matchId,
        draft: null,
        refCount: 0,
        epoch: 0,
        behind: false,
        shownStale: true,
        dirty: false,
        fetchedAt: -Infinity,
        delayed: null,
        out$: new BehaviorSubject<MatchView | null>(null),
      };
      entries.set(matchId, entry);
    }
    return entry;
  }

  function activate(matchId: number): Entry {
    const entry = entryFor(matchId);
    entry.refCount += 1;
    if (entry.refCount === 1) {
      const resubscribing = !manager.isLive(matchId);
      manager.add(matchId);
      if (!entry.draft || entry.behind || entry.epoch < connection.value.epoch) {
        setBehind(entry, true);
        requestSnapshot(matchId);
      } else if (resubscribing) {
        // Cached while unsubscribed: trust it only once the sub-ack (or a snapshot) says it is current.
        setBehind(entry, true);
      }
    } else {
      manager.add(matchId);
    }
    return entry;
  }

  function deactivate(entry: Entry) {
    entry.refCount -= 1;
    manager.remove(entry.id);
    if (entry.refCount === 0) evict();
  }

  function evict() {
    let cached = 0;
    for (const entry of entries.values()) if (entry.refCount === 0) cached += 1;
    // Map order is insertion order: the oldest cached records go first.
    for (const entry of entries.values()) {
      if (cached <= maxCached) break;
      if (entry.refCount > 0) continue;
      entries.delete(entry.id);
      guard.forget(entry.id);
      entry.delayed?.unsubscribe();
      entry.out$.complete();
      cached -= 1;
    }
  }

  function match$(matchId: number): Observable<MatchView> {
    const existing = shared.get(matchId);
    if (existing) return existing;
    const stream = new Observable<MatchView>((subscriber) => {
      const entry = activate(matchId);
      // A view cached while nobody watched carries the flag of its day: correct it before it replays.
      const cached = entry.out$.value;
      if (cached && cached.stale !== staleOf(entry)) {
        entry.shownStale = !cached.stale;
        entry.out$.next({ ...cached, stale: entry.shownStale });
      }
      const inner = entry.out$.pipe(filter((value) => value !== null)).subscribe(subscriber);
      return () => {
        inner.unsubscribe();
        deactivate(entry);
        if (shared.get(matchId) === stream) shared.delete(matchId);
      };
    }).pipe(share({ connector: () => new ReplaySubject<MatchView>(1), resetOnRefCountZero: true }));
    shared.set(matchId, stream);
    return stream;
  }

  function seed(records: readonly Match[]) {
    for (const record of records) {
      const entry = entryFor(record.id);
      // A record without seq cannot be ordered against pushes; a watched match's live data wins.
      if ((record.seq === undefined || record.seq === null) && entry.draft && entry.refCount > 0) continue;
      install(entry, record, connection.value.epoch);
    }
    evict();
  }

  return {
    match$,
    seed,
    connection$: connectionState$,
    connection: () => connection.value.state,
    isStale(matchId) {
      const entry = entries.get(matchId);
      return entry?.draft ? staleOf(entry) : connection.value.state !== 'connected';
    },
    latest(matchId) {
      // Sealed: the next push copies what it changes, so the record handed out stays as it is.
      return entries.get(matchId)?.draft?.seal() ?? null;
    },
    load: budget.load,
    load$: budget.load$,
    errors$: errors$.asObservable(),
    stats: () => ({ ...stats }),
    dispose() {
      disposed = true;
      budget.dispose();
      subscriptions.unsubscribe();
      snapshotTimer?.unsubscribe();
      manager.dispose();
      errors$.complete();
      for (const entry of entries.values()) entry.out$.complete();
    },
  };
}
