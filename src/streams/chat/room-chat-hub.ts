import {
  BehaviorSubject,
  EMPTY,
  filter,
  map,
  switchAll,
  switchMap,
  type MonoTypeOperatorFunction,
  type Observable,
} from 'rxjs';
import type { RoomSystemEvent } from '../room-events';
import type { ChatMessage, ChatRoomRef, ChatTransport } from './chat-transport';
import { roomTimeline, type RoomTimelineOptions, type TimelineItem } from './room-timeline';

export type GiftMessage = Extract<ChatMessage, { kind: 'gift' }>;
/** What the room does to the chat's arrays before the timeline (the video sync holds lines that react to a goal). */
export type ChatHold = MonoTypeOperatorFunction<readonly ChatMessage[]>;

/**
 * One room's chat, shared by every part of the room (the chat, the gifts): one transport, one
 * join, one timeline subscription to the transport's messages and one to the match's events.
 */
export interface RoomChatHub {
  readonly room: ChatRoomRef;
  readonly transport: ChatTransport;
  /** Joins once; the same promise while that join stands (a failed one may be tried again). */
  join(): Promise<void>;
  /** After a kick or an error: join again. */
  rejoin(): Promise<void>;
  readonly timeline$: Observable<readonly TimelineItem[]>;
  /** Gift announcements, from the same shared timeline. */
  readonly gifts$: Observable<readonly GiftMessage[]>;
  /** The room's match events feed the timeline (and `hold` applies to its chat) until the returned function is called. */
  useSystemEvents(events$: Observable<RoomSystemEvent>, hold?: ChatHold): () => void;
  close(): Promise<void>;
}

export function createRoomChatHub(
  transport: ChatTransport,
  room: ChatRoomRef,
  options: RoomTimelineOptions = {},
): RoomChatHub {
  const system$ = new BehaviorSubject<Observable<RoomSystemEvent>>(EMPTY);
  const hold$ = new BehaviorSubject<ChatHold | null>(null);
  const chat$ = hold$.pipe(switchMap((hold) => (hold ? transport.messages$.pipe(hold) : transport.messages$)));
  const timeline$ = roomTimeline(chat$, system$.pipe(switchAll()), options);
  let joining: Promise<void> | null = null;
  const join = () =>
    (joining ??= transport.join(room).catch((error: unknown) => {
      joining = null;
      throw error;
    }));
  return {
    room,
    transport,
    join,
    rejoin: () => {
      joining = null;
      return join();
    },
    timeline$,
    gifts$: timeline$.pipe(
      map((items) => items.flatMap((i) => (i.kind === 'chat' && i.message.kind === 'gift' ? [i.message] : []))),
      filter((gifts) => gifts.length > 0),
    ),
    useSystemEvents: (events$, hold) => {
      system$.next(events$);
      if (hold) hold$.next(hold);
      return () => {
        if (system$.value === events$) system$.next(EMPTY);
        if (hold && hold$.value === hold) hold$.next(null);
      };
    },
    close: async () => {
      joining = null;
      system$.next(EMPTY);
      hold$.next(null);
      await transport.leave();
    },
  };
}
