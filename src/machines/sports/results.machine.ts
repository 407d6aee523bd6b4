import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type Problem } from '../../api/problem';
import type { MatchResult, MatchResultPage } from '../../api/provider/result-api';

/** What the results page asks for: one sport over one time window (epoch ms, inclusive). */
export interface ResultsQuery {
  sportId: number;
  beginTime: number;
  endTime: number;
  /** Which window the user picked ('today', 'yesterday', 'last7Days' or a 'YYYY-MM-DD' day), for the controls. */
  choice: string;
}

export interface ResultsContext {
  query: ResultsQuery;
  records: MatchResult[];
  /** Last page loaded (from 1). */
  current: number;
  pageTotal: number;
  total: number;
  error: Problem | null;
}

export type ResultsEvent =
  | { type: 'QUERY'; query: ResultsQuery }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

export interface PageInput {
  query: ResultsQuery;
  current: number;
}

export const RESULTS_PAGE_SIZE = 20;

/**
 * Results by date and sport, paged with "load more". More than the resource chart because a page
 * failing after the first keeps the rows already shown (`moreFailed`), and a new query while a
 * page is in flight abandons it: leaving the loading state stops its invoke, so a late answer for
 * the old date can never land in the new list.
 */
export const resultsMachine = setup({
  types: {
    context: {} as ResultsContext,
    events: {} as ResultsEvent,
    input: {} as { query: ResultsQuery },
  },
  actors: {
    loadPage: fromPromise<MatchResultPage, PageInput>(async () => {
      throw new Error('results actor "loadPage" was not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.current < context.pageTotal,
    isEmpty: ({ context }) => context.records.length === 0,
  },
}).createMachine({
  id: 'results',
  context: ({ input }) => ({ query: input.query, records: [], current: 0, pageTotal: 0, total: 0, error: null }),
  initial: 'loading',
  on: {
    QUERY: { target: '.loading', actions: assign({ query: ({ event }) => event.query, records: [], current: 0, pageTotal: 0, total: 0, error: null }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, current: 1 }),
        onDone: {
          target: 'loaded',
          actions: assign({
            records: ({ event }) => event.output.records,
            current: ({ event }) => event.output.current,
            total: ({ event }) => event.output.total,
            pageTotal: ({ event }) => pageTotalOf(event.output),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
      },
    },
    loaded: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }] },
    ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
    empty: {},
    failed: { on: { RETRY: 'loading' } },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, current: context.current + 1 }),
        onDone: {
          target: 'ready',
          actions: assign({
            // A result that moved pages between two calls (a new one finished) is not listed twice.
            records: ({ context, event }) => {
              const seen = new Set(context.records.map((r) => r.id));
              return [...context.records, ...event.output.records.filter((r) => !seen.has(r.id))];
            },
            current: ({ event }) => event.output.current,
            total: ({ event }) => event.output.total,
            pageTotal: ({ event }) => pageTotalOf(event.output),
            error: null,
          }),
        },
        onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
      },
    },
    moreFailed: { on: { RETRY: 'loadingMore', LOAD_MORE: 'loadingMore' } },
  },
});

/** `pageTotal` is optional in the schema: derive it from total and size when absent. */
function pageTotalOf(page: MatchResultPage): number {
  return page.pageTotal ?? Math.ceil(page.total / Math.max(1, page.size));
}
