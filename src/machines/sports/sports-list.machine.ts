import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { isApiError } from '../../api/api-error';
import { toProblem, type Problem } from '../../api/problem';
import type { Statistics } from '../../api/provider/match-api';
import { maintenanceWindowOf, type TimeWindow } from '../../api/provider/maintenance-window';
import type { Match } from '../../api/provider/match-schemas';
import type { ListView, PageRequest, SportsView } from './sports-list-query';

/**
 * The /sports list screen (docs/product.md, "Sports betting": "Sports views track the current list: default
 * allList; flags for hot list, my follow, champions list, rolling ball (live), results and a
 * maintenance notice"), as a statechart that reads as its spec:
 *
 * sportsList
 *   browsing (parallel)
 *     counts: loading -> loaded (refreshed every minute) | failed     statistical, for the sport tabs
 *     view:   allList | hot | follow | champion | live                each a match list:
 *               loading -> ready.{idle, loadingMore, moreFailed} | empty | failed(RETRY)
 *             results                                                 the results view, no list here
 *   maintenance                                                       statistical or getList answered code 8
 *
 * SHOW switches the view; SELECT_SPORT, SET_LEAGUES, SELECT_DAY and CLEAR_FILTERS reload the current
 * view from page 1; LOAD_MORE appends the next page of 50 until `total`. Actors are injected with
 * .provide (sports-list-actors.ts has the real ones; tests hand in fakes).
 *
 * The odds format is not here: lists always carry European odds (`od`) and the buttons convert
 * them (docs/decisions.md), so a format change refetches nothing.
 */

export interface Page {
  records: Match[];
  total: number;
}

export interface SportsListContext {
  sportId: number;
  leagueIds: number[];
  day: number | null;
  followIds: number[];
  records: Match[];
  total: number;
  /** Pages loaded so far. */
  page: number;
  stats: Statistics | null;
  error: Problem | null;
  /** The maintenance window from the code 8 message, null when it carried none. */
  maintenance: TimeWindow | null;
  /** The view the screen opened with. */
  startView: SportsView;
}

export type SportsListEvent =
  | { type: 'SHOW'; view: SportsView }
  | { type: 'SELECT_SPORT'; sportId: number }
  | { type: 'SET_LEAGUES'; leagueIds: number[] }
  | { type: 'SELECT_DAY'; day: number | null }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'SET_FOLLOWS'; followIds: number[] }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

export interface SportsListInput {
  sportId: number;
  followIds: number[];
  view?: SportsView;
}

export const STATS_REFRESH_MS = 60_000;

/** A fetch's answer or failure as params: the guards and actions read what the invoke's onDone/onError type. */
const pageAnswer = ({ event }: { event: DoneActorEvent<Page> }) => ({ page: event.output });
const failure = ({ event }: { event: ErrorActorEvent }) => ({ error: event.error });

/** The substates every match-list view shares; `view` names the list to fetch. */
function listView(view: ListView) {
  const request = (context: SportsListContext, page: number): PageRequest => ({
    view,
    sportId: context.sportId,
    leagueIds: context.leagueIds,
    day: context.day,
    page,
    followIds: context.followIds,
  });
  const toMaintenance = {
    guard: { type: 'isMaintenance', params: failure },
    target: '#sportsList.maintenance',
    actions: { type: 'setMaintenance', params: failure },
  } as const;
  return {
    id: view,
    initial: 'loading',
    on: {
      SELECT_SPORT: { target: `#${view}`, reenter: true, actions: 'setSport' },
      SET_LEAGUES: { target: `#${view}`, reenter: true, actions: 'setLeagues' },
      SELECT_DAY: { target: `#${view}`, reenter: true, actions: 'setDay' },
      CLEAR_FILTERS: { target: `#${view}`, reenter: true, actions: 'resetFilters' },
    },
    states: {
      loading: {
        entry: 'clearList',
        invoke: {
          src: 'fetchPage',
          input: ({ context }: { context: SportsListContext }) => request(context, 1),
          onDone: [
            {
              guard: { type: 'isEmptyPage', params: pageAnswer },
              target: 'empty',
              actions: { type: 'setFirstPage', params: pageAnswer },
            },
            { target: 'ready', actions: { type: 'setFirstPage', params: pageAnswer } },
          ],
          onError: [toMaintenance, { target: 'failed', actions: { type: 'setError', params: failure } }],
        },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
          loadingMore: {
            invoke: {
              src: 'fetchPage',
              input: ({ context }: { context: SportsListContext }) => request(context, context.page + 1),
              onDone: { target: 'idle', actions: { type: 'appendPage', params: pageAnswer } },
              onError: [toMaintenance, { target: 'moreFailed', actions: { type: 'setError', params: failure } }],
            },
          },
          moreFailed: { on: { RETRY: 'loadingMore', LOAD_MORE: 'loadingMore' } },
        },
      },
      empty: {},
      failed: { on: { RETRY: 'loading' } },
    },
  } as const;
}

export const sportsListMachine = setup({
  types: {
    context: {} as SportsListContext,
    events: {} as SportsListEvent,
    input: {} as SportsListInput,
  },
  actors: {
    fetchStats: fromPromise<Statistics>(async () => {
      throw new Error('sports list actor "fetchStats" was not provided');
    }),
    fetchPage: fromPromise<Page, PageRequest>(async () => {
      throw new Error('sports list actor "fetchPage" was not provided');
    }),
  },
  guards: {
    isMaintenance: (_, { error }: { error: unknown }) => isApiError(error) && error.kind === 'maintenance',
    isEmptyPage: (_, { page }: { page: Page }) => page.records.length === 0,
    hasMore: ({ context }) => context.records.length < context.total,
    isView: ({ event }, params: { view: SportsView }) => event.type === 'SHOW' && event.view === params.view,
    startsIn: ({ context }, params: { view: SportsView }) => context.startView === params.view,
  },
  actions: {
    setSport: assign(({ event }) =>
      event.type === 'SELECT_SPORT' ? { sportId: event.sportId, leagueIds: [], day: null } : {},
    ),
    setLeagues: assign(({ event }) => (event.type === 'SET_LEAGUES' ? { leagueIds: [...event.leagueIds] } : {})),
    setDay: assign(({ event }) => (event.type === 'SELECT_DAY' ? { day: event.day } : {})),
    setFollows: assign(({ event }) => (event.type === 'SET_FOLLOWS' ? { followIds: [...event.followIds] } : {})),
    /** Filters belong to a view's list: switching views starts from every league and date. */
    resetFilters: assign({ leagueIds: [], day: null }),
    clearList: assign({ records: [], total: 0, page: 0, error: null }),
    setFirstPage: assign((_, { page }: { page: Page }) => ({
      records: page.records,
      total: page.total,
      page: 1,
      error: null,
    })),
    appendPage: assign(({ context }, { page }: { page: Page }) => {
      // Pages shift while matches start and end: drop ids already shown rather than show a row twice.
      const seen = new Set(context.records.map((r) => r.id));
      const fresh = page.records.filter((r) => !seen.has(r.id));
      const records = [...context.records, ...fresh];
      // An empty page before `total` means the list shrank: stop asking rather than ask forever.
      return { records, total: fresh.length === 0 ? records.length : page.total, page: context.page + 1, error: null };
    }),
    setError: assign({ error: (_, { error }: { error: unknown }) => toProblem(error) }),
    setStats: assign({ stats: (_, { stats }: { stats: Statistics }) => stats }),
    setMaintenance: assign({ maintenance: (_, { error }: { error: unknown }) => maintenanceWindowOf(error) }),
  },
  delays: { statsRefresh: STATS_REFRESH_MS },
}).createMachine({
  id: 'sportsList',
  context: ({ input }) => ({
    sportId: input.sportId,
    leagueIds: [],
    day: null,
    followIds: [...input.followIds],
    records: [],
    total: 0,
    page: 0,
    stats: null,
    error: null,
    maintenance: null,
    startView: input.view ?? 'allList',
  }),
  initial: 'browsing',
  on: { SET_FOLLOWS: { actions: 'setFollows' } },
  states: {
    browsing: {
      type: 'parallel',
      states: {
        counts: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchStats',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'setStats', params: ({ event }) => ({ stats: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isMaintenance', params: failure },
                    target: '#sportsList.maintenance',
                    actions: { type: 'setMaintenance', params: failure },
                  },
                  { target: 'failed' },
                ],
              },
            },
            loaded: { after: { statsRefresh: 'loading' } },
            // Counts are a nicety: the lists work without them; they are asked for again later.
            failed: { after: { statsRefresh: 'loading' } },
          },
        },
        view: {
          initial: 'start',
          states: {
            /** The view the screen opened with (the URL may name one); allList by default. */
            start: {
              always: [
                { guard: { type: 'startsIn', params: { view: 'hot' } }, target: 'hot' },
                { guard: { type: 'startsIn', params: { view: 'follow' } }, target: 'follow' },
                { guard: { type: 'startsIn', params: { view: 'champion' } }, target: 'champion' },
                { guard: { type: 'startsIn', params: { view: 'live' } }, target: 'live' },
                { guard: { type: 'startsIn', params: { view: 'results' } }, target: 'results' },
                { target: 'allList' },
              ],
            },
            allList: listView('allList'),
            hot: listView('hot'),
            follow: listView('follow'),
            champion: listView('champion'),
            live: listView('live'),
            results: {
              on: { SELECT_SPORT: { actions: 'setSport' } },
            },
            hist: { type: 'history' },
          },
          on: {
            SHOW: [
              {
                guard: { type: 'isView', params: { view: 'allList' } },
                target: '.allList',
                reenter: true,
                actions: 'resetFilters',
              },
              {
                guard: { type: 'isView', params: { view: 'hot' } },
                target: '.hot',
                reenter: true,
                actions: 'resetFilters',
              },
              {
                guard: { type: 'isView', params: { view: 'follow' } },
                target: '.follow',
                reenter: true,
                actions: 'resetFilters',
              },
              {
                guard: { type: 'isView', params: { view: 'champion' } },
                target: '.champion',
                reenter: true,
                actions: 'resetFilters',
              },
              {
                guard: { type: 'isView', params: { view: 'live' } },
                target: '.live',
                reenter: true,
                actions: 'resetFilters',
              },
              { guard: { type: 'isView', params: { view: 'results' } }, target: '.results', actions: 'resetFilters' },
            ],
          },
        },
      },
    },
    /** Code 8: the notice with the window in local time; RETRY asks again, in the view left. */
    maintenance: {
      on: { RETRY: { target: '#sportsList.browsing.view.hist', actions: assign({ maintenance: null }) } },
    },
  },
});

type ListSnapshot = { matches(value: unknown): boolean };

const LIST_VIEWS: readonly ListView[] = ['allList', 'hot', 'follow', 'champion', 'live'];

/** The view a snapshot shows, 'maintenance' included (what the tabs highlight and the URL keeps). */
export function viewOf(snapshot: ListSnapshot): SportsView | 'maintenance' {
  if (snapshot.matches('maintenance')) return 'maintenance';
  if (snapshot.matches({ browsing: { view: 'results' } })) return 'results';
  return LIST_VIEWS.find((view) => snapshot.matches({ browsing: { view } })) ?? 'allList';
}

export type ListStatus = 'loading' | 'ready' | 'loadingMore' | 'moreFailed' | 'empty' | 'failed';

/** The list substate of the current match-list view, or null (results, maintenance). */
export function listStatusOf(snapshot: ListSnapshot): ListStatus | null {
  const view = viewOf(snapshot);
  if (view === 'results' || view === 'maintenance') return null;
  const at = (status: string) => snapshot.matches({ browsing: { view: { [view]: status } } });
  if (at('loading')) return 'loading';
  if (at('empty')) return 'empty';
  if (at('failed')) return 'failed';
  if (snapshot.matches({ browsing: { view: { [view]: { ready: 'loadingMore' } } } })) return 'loadingMore';
  if (snapshot.matches({ browsing: { view: { [view]: { ready: 'moreFailed' } } } })) return 'moreFailed';
  return 'ready';
}
