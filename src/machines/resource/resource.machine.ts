import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * One fetch with the four states every screen shows: loading, ready, empty and failed (with retry).
 * Screens with simple data (banners, lobbies, results pages) use this instead of a bespoke chart.
 */
export function createResourceMachine<T>(isEmpty: (data: T) => boolean = (d) => Array.isArray(d) && d.length === 0) {
  return setup({
    types: {
      context: {} as { data: T | null; error: string | null },
      events: {} as { type: 'RETRY' } | { type: 'RELOAD' },
    },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error('resource actor "load" was not provided');
      }),
    },
    guards: {
      isEmpty: ({ context }) => context.data !== null && isEmpty(context.data),
    },
  }).createMachine({
    id: 'resource',
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          },
        },
      },
      loaded: {
        always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }],
      },
      ready: { on: { RELOAD: 'loading' } },
      empty: { on: { RELOAD: 'loading' } },
      failed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
    },
  });
}

export type ResourceStatus = 'loading' | 'loaded' | 'ready' | 'empty' | 'failed';
const RESOURCE_STATUSES: readonly ResourceStatus[] = ['loading', 'loaded', 'ready', 'empty', 'failed'];

/** The state a view shows; `matches` is typed by the chart, so a renamed state fails the type check here. */
export function selectResourceStatus<T>(snapshot: SnapshotFrom<ReturnType<typeof createResourceMachine<T>>>): ResourceStatus {
  return RESOURCE_STATUSES.find((status) => snapshot.matches(status)) ?? 'loading';
}
