import { Observable, type OperatorFunction } from 'rxjs';

/**
 * Per-match ordering of push updates (push-protocol.ts: every message carries its match's `seq`,
 * growing by exactly 1). Rules:
 * - seq === last + 1 is applied; seq <= last is a duplicate or older than the snapshot: dropped.
 * - a gap (seq > last + 1) means messages were lost: the update is queued and one resync is
 *   requested for the match (not one per message: `awaiting` holds until a snapshot arrives).
 * - a snapshot with seq N becomes the baseline: queued updates <= N are dropped, the ones that
 *   follow N without a hole are applied, and a hole that remains asks for another resync. A
 *   snapshot older than what was already applied is refused (it would move odds backwards),
 *   except the first one after a reconnect, which wins even if lower (the server may have restarted).
 * - before the first snapshot, updates are queued (the owner has already asked for one).
 * - a snapshot without seq (a provider that does not send it) cannot be ordered against pushes:
 *   the next update is taken as the new baseline.
 * - `ack` (sub-ack) tells where the server is: if it is past us and nothing queued can close the
 *   distance, the missing messages will never come, so resync now rather than at the next push.
 * The class is the engine (the match feed calls it directly, with no allocation per message);
 * `sequenceGuard()` wraps it as an operator.
 */
export interface GuardSink<U> {
  apply(matchId: number, seq: number, update: U): void;
  resync(matchId: number): void;
}

export type GuardOutcome = 'applied' | 'queued' | 'dropped';

interface MatchSeq<U> {
  last: number | undefined;
  /** The snapshot had no seq: accept the next update as the baseline. */
  loose: boolean;
  /** A resync was requested and no snapshot has answered yet. */
  awaiting: boolean;
  /** After a reconnect: the next snapshot wins even if its seq is lower (the server may have restarted). */
  force: boolean;
  serverSeq: number | undefined;
  /** Sorted by seq. */
  queue: { seq: number; update: U }[];
}

export class SequenceGuard<U> {
  private readonly matches = new Map<number, MatchSeq<U>>();

  constructor(
    private readonly sink: GuardSink<U>,
    private readonly maxQueue = 512,
  ) {}

  update(matchId: number, seq: number, update: U): GuardOutcome {
    const m = this.state(matchId);
    if (m.force || m.last === undefined) {
      if (m.loose && !m.force) {
        m.loose = false;
        m.last = seq;
        this.sink.apply(matchId, seq, update);
        return 'applied';
      }
      this.enqueue(m, seq, update);
      return 'queued';
    }
    if (seq <= m.last) return 'dropped';
    if (seq === m.last + 1) {
      m.last = seq;
      this.sink.apply(matchId, seq, update);
      this.drain(matchId, m);
      return 'applied';
    }
    this.enqueue(m, seq, update);
    this.requestResync(matchId, m);
    return 'queued';
  }

  /**
   * Offers a snapshot taken at `seq`. Returns false when it is older than what was already
   * applied (then it must not replace the record). `accept` runs before queued updates are drained,
   * so the owner installs the snapshot first and the drained updates land on it.
   */
  snapshot(matchId: number, seq: number | undefined, accept: () => void): boolean {
    const m = this.state(matchId);
    if (seq === undefined) {
      Object.assign(m, { last: undefined, loose: true, awaiting: false, force: false, queue: [] });
      accept();
      return true;
    }
    if (!m.force && m.last !== undefined && seq < m.last) {
      // A lagging source answered a resync: ask again (the owner paces the retries), or the match
      // would wait for a snapshot nobody is fetching any more.
      if (m.awaiting) {
        m.awaiting = false;
        this.requestResync(matchId, m);
      }
      return false;
    }
    m.last = seq;
    m.loose = false;
    m.awaiting = false;
    m.force = false;
    accept();
    this.drain(matchId, m);
    if (m.queue.length > 0 || (m.serverSeq !== undefined && m.serverSeq > m.last)) this.requestResync(matchId, m);
    return true;
  }

  /** The server's seq at subscription time. Returns true when it shows we are behind (a resync is requested). */
  ack(matchId: number, seq: number): boolean {
    const m = this.state(matchId);
    m.serverSeq = Math.max(seq, m.serverSeq ?? seq);
    if (m.force || m.last === undefined || m.awaiting) return m.awaiting;
    const head = m.queue[0];
    if (seq > m.last && (head === undefined || head.seq > m.last + 1)) {
      this.requestResync(matchId, m);
      return true;
    }
    return false;
  }

  /** After a reconnect: the owner fetches a snapshot itself; hold updates until it arrives. */
  expectSnapshot(matchId: number): void {
    const m = this.state(matchId);
    m.awaiting = true;
    m.force = true;
    m.serverSeq = undefined;
  }

  /** The snapshot request came back without this match: allow a later gap to ask again. */
  snapshotMissing(matchId: number): void {
    const m = this.matches.get(matchId);
    if (m) {
      m.awaiting = false;
      m.force = false;
    }
  }

  forget(matchId: number): void {
    this.matches.delete(matchId);
  }

  last(matchId: number): number | undefined {
    return this.matches.get(matchId)?.last;
  }

  isAwaiting(matchId: number): boolean {
    return this.matches.get(matchId)?.awaiting ?? false;
  }

  private state(matchId: number): MatchSeq<U> {
    let m = this.matches.get(matchId);
    if (!m) {
      m = { last: undefined, loose: false, awaiting: false, force: false, serverSeq: undefined, queue: [] };
      this.matches.set(matchId, m);
    }
    return m;
  }

  private requestResync(matchId: number, m: MatchSeq<U>) {
    if (m.awaiting) return;
    m.awaiting = true;
    this.sink.resync(matchId);
  }

  private enqueue(m: MatchSeq<U>, seq: number, update: U) {
    const queue = m.queue;
    // Pushes arrive in order, so this scan stops at once in practice.
    let at = queue.length;
    while (at > 0 && queue[at - 1]!.seq > seq) at -= 1;
    if (at > 0 && queue[at - 1]!.seq === seq) return;
    queue.splice(at, 0, { seq, update });
    // The snapshot that must come covers the oldest ones anyway.
    if (queue.length > this.maxQueue) queue.shift();
  }

  private drain(matchId: number, m: MatchSeq<U>) {
    const queue = m.queue;
    let i = 0;
    while (i < queue.length) {
      const item = queue[i]!;
      if (item.seq <= m.last!) {
        i += 1;
      } else if (item.seq === m.last! + 1) {
        m.last = item.seq;
        i += 1;
        this.sink.apply(matchId, item.seq, item.update);
      } else {
        break;
      }
    }
    if (i > 0) queue.splice(0, i);
  }
}

export type GuardInput<U, S> =
  | { kind: 'update'; mid: number; seq: number; value: U }
  | { kind: 'snapshot'; mid: number; seq: number | undefined; value: S }
  | { kind: 'ack'; mid: number; seq: number };

export type GuardOutput<U, S> =
  | { kind: 'update'; mid: number; seq: number; value: U }
  | { kind: 'snapshot'; mid: number; seq: number | undefined; value: S }
  | { kind: 'resync'; mid: number };

/** The guard as an operator: snapshots and updates in, ordered snapshots/updates and resync requests out. */
export function sequenceGuard<U, S>(): OperatorFunction<GuardInput<U, S>, GuardOutput<U, S>> {
  return (source) =>
    new Observable<GuardOutput<U, S>>((subscriber) => {
      const guard = new SequenceGuard<U>({
        apply: (mid, seq, value) => subscriber.next({ kind: 'update', mid, seq, value }),
        resync: (mid) => subscriber.next({ kind: 'resync', mid }),
      });
      return source.subscribe({
        next(input) {
          if (input.kind === 'update') guard.update(input.mid, input.seq, input.value);
          else if (input.kind === 'ack') guard.ack(input.mid, input.seq);
          else guard.snapshot(input.mid, input.seq, () => subscriber.next(input));
        },
        error: (error) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });
}
