import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toProblem, type Problem } from '../../api/problem';

/** One page as every history list reads it (the provider's paging, or the site's `total` + records). */
export interface ListPage<R> {
  records: R[];
  /** The page number answered (from 1). */
  current: number;
  /** The page size asked for. */
  size: number;
  /** Records in the whole list. */
  total: number;
  /** Pages in the whole list, where the source counts them itself (the provider's `pageTotal`): then it says whether another follows. */
  pageTotal?: number | null;
}

/** Records are told apart by their id (numbers from the provider, strings from the site). */
export type Keyed = { id: string | number };

export interface PageInput<Q> {
  query: Q;
  current: number;
}

export interface PagedListContext<Q, R> {
  query: Q;
  records: R[];
  /** Last page loaded (from 1); 0 before the first. */
  current: number;
  size: number;
  total: number;
  /** The source's page count, null where it gives none (then `total` and `size` decide). */
  pageTotal: number | null;
  /** Why the last load failed, null after a success. */
  error: Problem | null;
}

export type PagedListEvent<Q, R> =
  /** Another query (tab, window, game): from page 1, a page in flight for the old one is abandoned. */
  | { type: 'QUERY'; query: Q }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /**
   * The same query again from page 1 (after a change made elsewhere). The rows shown stay until
   * the answer replaces them (`refreshing`), so a row keeps what it was showing meanwhile.
   */
  | { type: 'RELOAD' }
  /** One record changed (cashed out, cancelled): replaced where it is, nothing fetched. */
  | { type: 'PATCH'; record: R };

/**
 * A list with "load more" (the bets, the reservations, one game's bets, the wallet's movements, the
 * match results): the states every
 * screen has (loading, empty, ready, failed with retry) and two of its own. A later page failing
 * keeps the rows shown (`moreFailed`), and a new query while a page is in flight abandons it:
 * leaving the loading state stops its invoke, so a late answer for the old tab or window never
 * lands in the new list. Newest first, so a record that moved to the next page while the user
 * read (a new bet above it) is listed once.
 */
export function createPagedListMachine<Q, R extends Keyed>() {
  return setup({
    types: {
      context: {} as PagedListContext<Q, R>,
      events: {} as PagedListEvent<Q, R>,
      input: {} as { query: Q },
    },
    actors: {
      loadPage: fromPromise<ListPage<R>, PageInput<Q>>(async () => {
        throw new Error('paged list actor "loadPage" was not provided');
      }),
    },
    guards: {
      hasMore: ({ context }) =>
        context.records.length > 0 &&
        (context.pageTotal !== null
          ? context.current < context.pageTotal
          : context.current * Math.max(1, context.size) < context.total),
      isEmpty: ({ context }) => context.records.length === 0,
    },
    actions: {
      firstPage: assign((_, page: ListPage<R>) => ({ records: unique(page.records), ...paging(page), error: null })),
      patch: assign({
        records: ({ context, event }) =>
          event.type === 'PATCH'
            ? context.records.map((r) => (r.id === event.record.id ? event.record : r))
            : context.records,
      }),
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      query: input.query,
      records: [],
      current: 0,
      size: 0,
      total: 0,
      pageTotal: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      QUERY: {
        target: '.loading',
        actions: assign({
          query: ({ event }) => event.query,
          records: [],
          current: 0,
          size: 0,
          total: 0,
          pageTotal: null,
          error: null,
        }),
      },
      PATCH: { actions: 'patch' },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, current: 1 }),
          onDone: { target: 'loaded', actions: { type: 'firstPage', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
        },
      },
      loaded: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }] },
      ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' }, RELOAD: 'refreshing' } },
      empty: { on: { RELOAD: 'refreshing' } },
      failed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
      loadingMore: {
        on: { RELOAD: 'refreshing' },
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, current: context.current + 1 }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              records: unique([...context.records, ...event.output.records]),
              ...paging(event.output),
              error: null,
            })),
          },
          onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
        },
      },
      moreFailed: { on: { RETRY: 'loadingMore', LOAD_MORE: 'loadingMore', RELOAD: 'refreshing' } },
      /** RELOAD with rows on screen: they stay until page 1 replaces them; a failure keeps them (and says so). */
      refreshing: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, current: 1 }),
          onDone: { target: 'loaded', actions: { type: 'firstPage', params: ({ event }) => event.output } },
          onError: { target: 'loaded', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
        },
      },
    },
  });
}

/** Where a page leaves the paging. */
function paging(page: ListPage<unknown>) {
  return { current: page.current, size: page.size, total: page.total, pageTotal: page.pageTotal ?? null };
}

/** The states of a paged list, as its views show them. */
export type PagedListState =
  'loading' | 'loaded' | 'ready' | 'empty' | 'failed' | 'loadingMore' | 'moreFailed' | 'refreshing';
const PAGED_LIST_STATES: readonly PagedListState[] = [
  'loading',
  'loaded',
  'ready',
  'empty',
  'failed',
  'loadingMore',
  'moreFailed',
  'refreshing',
];

/** The state a view shows; `matches` is typed by the chart, so a renamed state fails the type check here. */
export function selectPagedListState<Q, R extends Keyed>(
  snapshot: SnapshotFrom<ReturnType<typeof createPagedListMachine<Q, R>>>,
): PagedListState {
  return PAGED_LIST_STATES.find((state) => snapshot.matches(state)) ?? 'loading';
}

/** The first of each id, in order. */
function unique<R extends Keyed>(records: readonly R[]): R[] {
  const seen = new Set<R['id']>();
  return records.filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
}
