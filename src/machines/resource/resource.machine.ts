import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toProblem, type Problem } from '../../api/problem';

/**
 * One fetch with the four states every screen shows: loading, ready, empty and failed (with retry).
 * Screens with simple data (banners, lobbies, results pages, the staff sections) use this instead of
 * a bespoke chart. REFRESH loads again while the data stays shown (`refreshing`; a newer REFRESH
 * abandons the older answer); `poll`, invoked while the data is shown, sends POLLED with newer data
 * (the app provides a pollActor; by default nothing polls). `start` gives data to show before any
 * answer: then there is no first load, and the first poll is the first request.
 */
export function createResourceMachine<T>(
  isEmpty: (data: T) => boolean = (d) => Array.isArray(d) && d.length === 0,
  start?: { data: T },
) {
  return setup({
    types: {
      context: {} as { data: T | null; error: Problem | null },
      events: {} as { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'REFRESH' } | { type: 'POLLED'; data: T },
    },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error('resource actor "load" was not provided');
      }),
      poll: fromCallback<{ type: 'POLLED'; data: T }, void>(() => {}),
    },
    actions: {
      takePolled: assign({ data: (_, params: { data: T }) => params.data, error: null }),
    },
    guards: {
      isEmpty: ({ context }) => context.data !== null && isEmpty(context.data),
      polledEmpty: (_, params: { data: T }) => isEmpty(params.data),
    },
  }).createMachine({
    id: 'resource',
    context: { data: start ? start.data : null, error: null },
    initial: start ? 'loaded' : 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
        },
      },
      loaded: {
        always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }],
      },
      ready: {
        invoke: { src: 'poll' },
        on: {
          RELOAD: 'loading',
          REFRESH: 'refreshing',
          POLLED: [
            {
              guard: { type: 'polledEmpty', params: ({ event }) => event },
              target: 'empty',
              actions: { type: 'takePolled', params: ({ event }) => event },
            },
            { actions: { type: 'takePolled', params: ({ event }) => event } },
          ],
        },
      },
      empty: {
        invoke: { src: 'poll' },
        on: {
          RELOAD: 'loading',
          REFRESH: 'refreshing',
          POLLED: [
            {
              guard: { type: 'polledEmpty', params: ({ event }) => event },
              actions: { type: 'takePolled', params: ({ event }) => event },
            },
            { target: 'ready', actions: { type: 'takePolled', params: ({ event }) => event } },
          ],
        },
      },
      refreshing: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
        },
        on: { REFRESH: { target: 'refreshing', reenter: true }, RELOAD: 'loading' },
      },
      failed: { on: { RETRY: 'loading', RELOAD: 'loading', REFRESH: 'loading' } },
    },
  });
}

export type ResourceStatus = 'loading' | 'loaded' | 'ready' | 'empty' | 'failed' | 'refreshing';
const RESOURCE_STATUSES: readonly ResourceStatus[] = ['loading', 'loaded', 'ready', 'empty', 'failed', 'refreshing'];

/** The state a view shows; `matches` is typed by the chart, so a renamed state fails the type check here. */
export function selectResourceStatus<T>(
  snapshot: SnapshotFrom<ReturnType<typeof createResourceMachine<T>>>,
): ResourceStatus {
  return RESOURCE_STATUSES.find((status) => snapshot.matches(status)) ?? 'loading';
}
