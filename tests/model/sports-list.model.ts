import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The /sports list statechart (src/machines/sports/sports-list.machine.ts) as a person meets it:
 * an abstract model of its views, the sport switch and the maintenance notice. createTestModel
 * refuses the real chart's invokes and delays, so the model is written out here, and its paths are
 * run twice: against the real UI (sports-list.model.spec.ts) and against the real statechart
 * (tests/unit/sports-list-model-conformance.test.ts), which keeps this copy honest.
 */

export const VIEWS = ['allList', 'hot', 'follow', 'champion', 'live', 'results'] as const;
export type View = (typeof VIEWS)[number];
export const showEvent = (view: View) => `SHOW_${view.toUpperCase()}` as const;

const shows = Object.fromEntries(VIEWS.map((v) => [showEvent(v), v]));

export const sportsListModel = createMachine({
  id: 'sportsListModel',
  type: 'parallel',
  states: {
    view: {
      initial: 'allList',
      states: {
        allList: { on: { ...shows, ENTER_MAINTENANCE: 'maintenance' } },
        hot: { on: shows },
        follow: { on: shows },
        champion: { on: shows },
        live: { on: shows },
        results: { on: shows },
        /** getList answered code 8: only the notice, until it is checked again. */
        maintenance: { on: { LEAVE_MAINTENANCE: 'allList' } },
      },
    },
    sport: {
      initial: 'soccer',
      states: {
        soccer: { on: { SWITCH_SPORT: 'basketball' } },
        basketball: { on: { SWITCH_SPORT: 'soccer' } },
      },
    },
  },
});

export const model = createTestModel(sportsListModel, {
  // A state is its value (the default key also holds internals, which splits one state into many).
  serializeState: (state) => JSON.stringify(state.value),
  // The follow view lists every sport and maintenance hides the tabs: no sport switch there.
  filterEvents: (state, event) =>
    !(event.type === 'SWITCH_SPORT' && (state.matches('view.follow') || state.matches('view.maintenance'))),
} as Parameters<typeof createTestModel>[1]);

/** Sport switches carried across views (the results view keeps the sport for the next list). */
const CARRIED = [
  ['SWITCH_SPORT', 'SHOW_LIVE', 'SHOW_CHAMPION'],
  ['SHOW_RESULTS', 'SWITCH_SPORT', 'SHOW_CHAMPION', 'SWITCH_SPORT', 'SHOW_LIVE'],
  ['SHOW_HOT', 'SWITCH_SPORT', 'SHOW_FOLLOW', 'SHOW_ALLLIST', 'ENTER_MAINTENANCE', 'LEAVE_MAINTENANCE'],
] as const;

/** An Eulerian circuit over every ordered pair of views (self-loops included): each switch once. */
function everySwitch(): View[] {
  const out = new Map<View, View[]>(VIEWS.map((v) => [v, [...VIEWS]]));
  const stack: View[] = ['allList'];
  const circuit: View[] = [];
  while (stack.length) {
    const at = stack.at(-1)!;
    const next = out.get(at)!.shift();
    if (next) stack.push(next);
    else circuit.push(stack.pop()!);
  }
  return circuit.reverse().slice(1);
}

type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/**
 * The paths both runners walk, titled: every state by its shortest path, the sport carried across
 * views, and one tour of every view-to-view switch.
 */
export function modelPaths(): Array<{ title: string; path: ModelPath }> {
  const byEvents = (types: readonly string[]) => model.getPathsFromEvents(types.map((type) => ({ type })) as never);
  const tour = everySwitch().map(showEvent);
  return [
    ...model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => ({ title: path.description, path })),
    ...CARRIED.flatMap((events) =>
      byEvents(events).map((path) => ({ title: `carries the sport: ${events.join(' → ')}`, path })),
    ),
    ...byEvents(tour).map((path) => ({ title: `every view-to-view switch (${tour.length} steps)`, path })),
  ];
}
