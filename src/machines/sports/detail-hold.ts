import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { Match } from '../../api/provider/match-schemas';
import { marketCount } from '../../streams/match-draft';
import type { MatchFeed, MatchView } from '../../streams/match-feed-types';

export const RESEED_ATTEMPTS = 3;
export const RESEED_DELAY_MS = 1_000;

/**
 * Keeps the detail page's match complete in the feed (moved here from the page's view hook).
 *
 * The page seeds the feed with its full record (every market group and line). The feed refuses a
 * snapshot older than pushes it has already applied, so when the list had the match and a push
 * landed while the page's call was in flight, the feed keeps the list's record, which has only the
 * main lines. Pushes never remove markets, so a current (not stale) view with fewer markets than
 * the page's record means exactly that: fetch the detail again, RESEED_DELAY_MS apart and at most
 * RESEED_ATTEMPTS times, until the feed takes a current record.
 *
 * detailHold                    entry: seed the page's record; every VIEW notes whether the feed is `short`
 *   idle       short and attempts left -> waiting
 *   waiting    RESEED_DELAY_MS -> fetching if still short, else idle
 *              (a view that turns complete and short again inside the wait keeps the first timer)
 *   fetching   attempts + 1; fetchDetail -> seed it -> idle;  failed -> idle (it counts all the same)
 * Stopping the actor (the release) aborts the fetch in flight and cancels the wait.
 */

export interface DetailHoldInput {
  record: Match;
}

interface DetailHoldContext {
  readonly record: Match;
  /** Markets on the page's record: a current view with fewer is missing some. */
  readonly wanted: number;
  /** The last view was current and had fewer markets than the page's record. */
  short: boolean;
  attempts: number;
}

type DetailHoldEvent = { type: 'VIEW'; view: MatchView };

const notProvided = (name: string) => () => {
  throw new Error(`detail hold "${name}" was not provided`);
};

export const detailHoldMachine = setup({
  types: { input: {} as DetailHoldInput, context: {} as DetailHoldContext, events: {} as DetailHoldEvent },
  actors: {
    /** The feed's views of the match, as VIEW events. */
    views: fromCallback<DetailHoldEvent, { matchId: number }>(() => undefined),
    fetchDetail: fromPromise<Match>(notProvided('fetchDetail')),
  },
  actions: {
    seed: (_, _params: { record: Match }) => notProvided('seed')(),
    noteView: assign({
      short: ({ context, event }) => !event.view.stale && marketCount(event.view.match) < context.wanted,
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    short: ({ context }) => context.short,
    shouldFetch: ({ context }) => context.short && context.attempts < RESEED_ATTEMPTS,
  },
}).createMachine({
  id: 'detailHold',
  context: ({ input }) => ({ record: input.record, wanted: marketCount(input.record), short: false, attempts: 0 }),
  entry: { type: 'seed', params: ({ context }) => ({ record: context.record }) },
  invoke: { src: 'views', input: ({ context }) => ({ matchId: context.record.id }) },
  on: { VIEW: { actions: 'noteView' } },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'shouldFetch', target: 'waiting' },
    },
    waiting: {
      after: { [RESEED_DELAY_MS]: [{ guard: 'short', target: 'fetching' }, { target: 'idle' }] },
    },
    fetching: {
      entry: 'countAttempt',
      invoke: {
        src: 'fetchDetail',
        onDone: { target: 'idle', actions: { type: 'seed', params: ({ event }) => ({ record: event.output }) } },
        onError: 'idle',
      },
    },
  },
});

/** Starts the hold for the page's record: the chart above with the feed and the detail call wired in. Returns the release. */
export function holdDetailMatch(
  feed: Pick<MatchFeed, 'match$' | 'seed'>,
  record: Match,
  fetchDetail: (signal: AbortSignal) => Promise<Match>,
): () => void {
  const actor = createActor(
    detailHoldMachine.provide({
      actors: {
        views: fromCallback<DetailHoldEvent, { matchId: number }>(({ sendBack, input }) => {
          const subscription = feed.match$(input.matchId).subscribe((view) => sendBack({ type: 'VIEW', view }));
          return () => subscription.unsubscribe();
        }),
        fetchDetail: fromPromise(({ signal }) => fetchDetail(signal)),
      },
      actions: {
        seed: (_, { record: seeded }) => feed.seed([seeded]),
      },
    }),
    { input: { record } },
  );
  actor.start();
  return () => actor.stop();
}
