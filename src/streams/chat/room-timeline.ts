import {
  asyncScheduler,
  map,
  merge,
  Observable,
  share,
  type OperatorFunction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { RoomSystemEvent } from '../room-events';
import type { ChatMessage } from './chat-transport';

/**
 * The room's one timeline (an RxJS merge): chat messages and the streamed
 * match's events (a goal, the score, odds moves) in one list ordered by `at`, so a goal shows as a
 * system line among the messages where it happened. Every part of the room (the chat list, the
 * gift queue) subscribes to the same shared stream: one subscription per source, whoever listens.
 *
 * Items come out in batches at most every `flushMs` (100 ms): a chat storm of 200 messages/s costs
 * the view ten updates a second, which cut the main thread's busy share from ~65 % to ~26 %
 * (docs/chat-protocol.md). Within a batch items are ordered by `at` (stable); across batches the consumer
 * places a late item by its `at` (chat-buffer.ts).
 */

export type TimelineItem =
  | { kind: 'chat'; id: string; at: number; message: ChatMessage }
  | { kind: 'system'; id: string; at: number; event: RoomSystemEvent };

export const TIMELINE_FLUSH_MS = 100;

const chatItem = (message: ChatMessage): TimelineItem => ({
  kind: 'chat',
  id: `c:${message.id}`,
  at: message.at,
  message,
});
const systemItem = (event: RoomSystemEvent): TimelineItem => ({
  kind: 'system',
  id: `s:${event.kind}:${event.id}`,
  at: event.at,
  event,
});

/**
 * Collects values and releases them as one array `ms` after the first of a batch; silent without
 * traffic (no timer runs then). A value `urgent` says is worth a batch of its own time releases the
 * batch at once. What is pending goes out on completion; an error drops it.
 */
export function batchEvery<T>(
  ms: number,
  scheduler: SchedulerLike = asyncScheduler,
  urgent: (value: T) => boolean = () => false,
): OperatorFunction<readonly T[], readonly T[]> {
  return (source) =>
    new Observable<readonly T[]>((subscriber) => {
      let pending: T[] = [];
      let timer: Subscription | null = null;
      const flush = () => {
        timer = null;
        if (pending.length === 0) return;
        const batch = pending;
        pending = [];
        subscriber.next(batch);
      };
      const inner = source.subscribe({
        next: (values) => {
          for (const v of values) pending.push(v);
          if (values.some(urgent)) {
            timer?.unsubscribe();
            flush();
            return;
          }
          timer ??= scheduler.schedule(flush, ms);
        },
        error: (error: unknown) => {
          timer?.unsubscribe();
          pending = [];
          subscriber.error(error);
        },
        complete: () => {
          timer?.unsubscribe();
          flush();
          subscriber.complete();
        },
      });
      return () => {
        timer?.unsubscribe();
        inner.unsubscribe();
      };
    });
}

export interface RoomTimelineOptions {
  flushMs?: number;
  scheduler?: SchedulerLike;
}

/**
 * Chat arrays and system events merged, batched, ordered by `at` within a batch, and shared. A match
 * event goes out at once (with whatever chat is pending): it is rare, and a room synced to the video
 * releases it the moment the picture reaches it (docs/product.md, "Live rooms"), so it must not wait
 * for the batch.
 */
export function roomTimeline(
  chat$: Observable<readonly ChatMessage[]>,
  system$: Observable<RoomSystemEvent>,
  options: RoomTimelineOptions = {},
): Observable<readonly TimelineItem[]> {
  return merge(chat$.pipe(map((batch) => batch.map(chatItem))), system$.pipe(map((event) => [systemItem(event)]))).pipe(
    batchEvery<TimelineItem>(options.flushMs ?? TIMELINE_FLUSH_MS, options.scheduler, (item) => item.kind === 'system'),
    // Array.prototype.sort is stable: same-time items keep their arrival order.
    map((items) => [...items].sort((a, b) => a.at - b.at)),
    share(),
  );
}
