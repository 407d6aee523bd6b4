import { assign, fromPromise, setup } from 'xstate';
import type { ReserveCard } from '../../api/live/live-schemas';
import { problemOf, type Problem } from './presenter-stream.machine';

/**
 * The presenter's scheduled streams (reserveList narrowed to them) and calling one off:
 * loading -> list (or failed, retry) -> cancelling one -> loading again; a refused cancel is said on the list.
 */
export type ScheduleEvent = { type: 'CANCEL'; streamId: number } | { type: 'RETRY' } | { type: 'RELOAD' };

/**
 * A scheduled stream and whether it is the presenter's own (made in the console): only those can be
 * called off here; the catalogue's (the studio's) are shown without a cancel the server would refuse.
 */
export type ScheduledStream = ReserveCard & { own: boolean };

export const scheduleMachine = setup({
  types: {
    context: {} as { streams: ScheduledStream[]; problem: Problem | null; cancelling: number | null },
    events: {} as ScheduleEvent,
  },
  actors: {
    loadScheduled: fromPromise<ScheduledStream[]>(async () => {
      throw new Error('schedule actor "loadScheduled" was not provided');
    }),
    cancel: fromPromise<unknown, { streamId: number }>(async () => {
      throw new Error('schedule actor "cancel" was not provided');
    }),
  },
}).createMachine({
  id: 'presenterSchedule',
  context: { streams: [], problem: null, cancelling: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadScheduled',
        onDone: { target: 'list', actions: assign({ streams: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    list: {
      on: {
        CANCEL: {
          guard: ({ context, event }) => context.streams.some((s) => s.id === event.streamId && s.own),
          target: 'cancelling',
          actions: assign({ cancelling: ({ event }) => event.streamId, problem: null }),
        },
        RELOAD: 'loading',
      },
    },
    cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ streamId: context.cancelling! }),
        onDone: { target: 'loading', actions: assign({ cancelling: null }) },
        onError: {
          target: 'list',
          actions: assign({ cancelling: null, problem: ({ event }) => problemOf(event.error) }),
        },
      },
    },
  },
});
