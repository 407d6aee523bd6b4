import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The bet slip (src/machines/bet-slip/bet-slip.machine.ts) as a bettor meets it: one selection,
 * a stake, Place, and what the provider makes of it. createTestModel refuses the real chart's
 * invokes and delays, so this abstract model is written out here. Its paths run against the real
 * statechart in tests/unit/bet-slip-model-conformance.test.ts (which keeps this copy honest) and
 * can be mapped onto the real UI against the simulator the same way (EVENTS and STATES say what
 * each step is and what the slip shows).
 *
 * The odds-change policy is the default, 1 (take better prices): a worse price waits.
 */

export const betSlipModel = createMachine({
  id: 'betSlipModel',
  initial: 'empty',
  states: {
    empty: { on: { PICK: 'editing' } },
    editing: { on: { STAKE: 'placeable', PLACE: 'editing', REMOVE: 'empty' } },
    placeable: { on: { PLACE: 'pending', ODDS_WORSEN: 'oddsChanged', MARKET_CLOSES: 'marketClosed', REMOVE: 'empty' } },
    oddsChanged: { on: { ACCEPT: 'placeable', PLACE: 'oddsChanged', REMOVE: 'empty' } },
    marketClosed: { on: { MARKET_REOPENS: 'placeable', PLACE: 'marketClosed', REMOVE: 'empty' } },
    pending: {
      on: {
        PROVIDER_CONFIRMS: 'confirmed',
        PROVIDER_REJECTS: 'rejected',
        PRICE_REFUSED: 'oddsChanged',
        ANSWER_LOST_RECORDED: 'confirmed',
        ANSWER_LOST_NOT_RECORDED: 'unplaced',
      },
    },
    confirmed: { on: { DISMISS: 'empty' } },
    rejected: { on: { DISMISS: 'placeable' } },
    unplaced: { on: { RETRY: 'pending', DISCARD: 'placeable' } },
  },
});

export type ModelState =
  | 'empty'
  | 'editing'
  | 'placeable'
  | 'oddsChanged'
  | 'marketClosed'
  | 'pending'
  | 'confirmed'
  | 'rejected'
  | 'unplaced';
export type ModelEvent =
  | 'PICK'
  | 'STAKE'
  | 'PLACE'
  | 'REMOVE'
  | 'ODDS_WORSEN'
  | 'ACCEPT'
  | 'MARKET_CLOSES'
  | 'MARKET_REOPENS'
  | 'PROVIDER_CONFIRMS'
  | 'PROVIDER_REJECTS'
  | 'PRICE_REFUSED'
  | 'ANSWER_LOST_RECORDED'
  | 'ANSWER_LOST_NOT_RECORDED'
  | 'RETRY'
  | 'DISCARD'
  | 'DISMISS';

/** What each step is: a person's action, or what the feed or the provider does (simulator faults). */
export const EVENTS: Readonly<Record<ModelEvent, string>> = {
  PICK: 'press an open option’s odds (a new market each time)',
  STAKE: 'type a stake within the limits and the balance',
  PLACE: 'press Place (with nothing in the way it sends; otherwise nothing happens)',
  REMOVE: 'remove the selection from the slip',
  ODDS_WORSEN: 'the feed pushes a lower price for the selection',
  ACCEPT: 'press Accept changes',
  MARKET_CLOSES: 'the feed suspends the selection’s market',
  MARKET_REOPENS: 'the feed opens the market again',
  PROVIDER_CONFIRMS: 'the provider answers the placement, then confirms the order (st 4)',
  PROVIDER_REJECTS: 'the provider answers the placement, then its traders reject the order (st 2, rj 3006)',
  PRICE_REFUSED: 'the provider refuses the placement: the price moved (code 3001, the new price in data.changes)',
  ANSWER_LOST_RECORDED:
    'the answer is lost (timeout) but the order was recorded and confirmed: reconciliation finds it',
  ANSWER_LOST_NOT_RECORDED: 'the answer is lost (network) and nothing was recorded: three reads find nothing',
  RETRY: 'press Retry (the same placement, the same client order ids)',
  DISCARD: 'press Discard',
  DISMISS: 'close the outcome',
};

/** What the slip shows in each state. */
export const STATES: Readonly<Record<ModelState, string>> = {
  empty: 'no selection',
  editing: 'one selection, checked, no stake: Place names the missing stake',
  placeable: 'one selection with a stake: Place is enabled',
  oddsChanged: 'the old and the new price side by side, Accept changes offered, Place disabled',
  marketClosed: 'the selection shown as closed, Place disabled',
  pending: 'placing: waiting for the answer, nothing can be changed',
  confirmed: 'the bet is confirmed; the balance is read again',
  rejected: 'the bet was rejected, with the provider’s reason',
  unplaced: 'not placed: Retry or Discard',
};

export const model = createTestModel(betSlipModel, {
  // A state is its value (the default key also holds how it was reached, which splits one state into many).
  serializeState: (state) => JSON.stringify(state.value),
} as Parameters<typeof createTestModel>[1]);

export type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/** The model's transitions out of each state (the adjacency map's keys are branded, so its values read as unknown). */
function adjacency(): Array<{
  state: { value: unknown };
  out: Array<{ event: { type: string }; state: { value: unknown } }>;
}> {
  return Object.values(model.getAdjacencyMap()).map(({ state, transitions }) => ({
    state,
    out: Object.values(transitions as Record<string, { event: { type: string }; state: { value: unknown } }>),
  }));
}

const eventsOf = (path: ModelPath) => path.steps.map((s) => s.event).filter((e) => !e.type.startsWith('xstate.'));

/**
 * Every transition of the model once: the shortest path to its source state, then its event.
 * This is the set a slower runner (the browser) walks.
 */
export function transitionPaths(): Array<{ title: string; path: ModelPath }> {
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [JSON.stringify(p.state.value), p]),
  );
  const out: Array<{ title: string; path: ModelPath }> = [];
  for (const { state, out: transitions } of adjacency()) {
    const to = shortest.get(JSON.stringify(state.value));
    if (!to) throw new Error(`no path to ${JSON.stringify(state.value)}`);
    for (const { event, state: next } of transitions) {
      const events = [...eventsOf(to), event];
      for (const path of model.getPathsFromEvents(events as never)) {
        out.push({
          title: `${String(state.value)} --${event.type}--> ${String(next.value)}: ${events.map((e) => e.type).join(' → ')}`,
          path,
        });
      }
    }
  }
  return out;
}

/** Journeys that carry the slip through several placements (ids, problems and stakes must not leak between them). */
export const JOURNEYS: ReadonlyArray<{ title: string; events: readonly ModelEvent[] }> = [
  {
    title: 'lost, retried, refused for its price, accepted, lost again but found',
    events: [
      'PICK',
      'STAKE',
      'PLACE',
      'ANSWER_LOST_NOT_RECORDED',
      'RETRY',
      'PRICE_REFUSED',
      'ACCEPT',
      'PLACE',
      'ANSWER_LOST_RECORDED',
      'DISMISS',
    ],
  },
  {
    title: 'rejected, placed again from the kept slip, then a new selection placed',
    events: [
      'PICK',
      'STAKE',
      'PLACE',
      'PROVIDER_REJECTS',
      'DISMISS',
      'PLACE',
      'PROVIDER_CONFIRMS',
      'DISMISS',
      'PICK',
      'STAKE',
      'PLACE',
      'PROVIDER_CONFIRMS',
    ],
  },
  {
    title: 'discarded, placed anew, lost, retried and confirmed',
    events: [
      'PICK',
      'STAKE',
      'PLACE',
      'ANSWER_LOST_NOT_RECORDED',
      'DISCARD',
      'PLACE',
      'ANSWER_LOST_NOT_RECORDED',
      'RETRY',
      'PROVIDER_CONFIRMS',
    ],
  },
  {
    title: 'the price and the market move before Place works',
    events: [
      'PICK',
      'PLACE',
      'STAKE',
      'ODDS_WORSEN',
      'PLACE',
      'ACCEPT',
      'ODDS_WORSEN',
      'ACCEPT',
      'MARKET_CLOSES',
      'PLACE',
      'MARKET_REOPENS',
      'PLACE',
      'PROVIDER_CONFIRMS',
    ],
  },
];

/**
 * One walk that takes every transition of the model, state carried all the way: from where it
 * stands it takes a transition not yet taken, or walks the shortest way to the nearest state that
 * has one. Deterministic.
 */
export function everyTransitionTour(): ModelEvent[] {
  const edges = new Map<string, Array<{ event: ModelEvent; next: string }>>();
  for (const { state, out } of adjacency()) {
    edges.set(
      String(state.value),
      out.map(({ event, state: next }) => ({ event: event.type as ModelEvent, next: String(next.value) })),
    );
  }
  const untaken = new Set([...edges].flatMap(([from, out]) => out.map((e) => `${from}:${e.event}`)));
  const tour: ModelEvent[] = [];
  let at = String(betSlipModel.getInitialSnapshot(null as never).value);
  while (untaken.size > 0) {
    const fresh = edges.get(at)!.find((e) => untaken.has(`${at}:${e.event}`));
    if (fresh) {
      untaken.delete(`${at}:${fresh.event}`);
      tour.push(fresh.event);
      at = fresh.next;
      continue;
    }
    // Breadth-first to the nearest state with a transition not yet taken.
    const via = new Map<string, { from: string; event: ModelEvent } | null>([[at, null]]);
    const queue = [at];
    let goal: string | null = null;
    while (queue.length > 0 && goal === null) {
      const from = queue.shift()!;
      for (const e of edges.get(from)!) {
        if (via.has(e.next)) continue;
        via.set(e.next, { from, event: e.event });
        if (edges.get(e.next)!.some((x) => untaken.has(`${e.next}:${x.event}`))) goal = e.next;
        queue.push(e.next);
      }
    }
    if (goal === null) throw new Error(`transitions out of reach from ${at}: ${[...untaken].join(', ')}`);
    const way: ModelEvent[] = [];
    for (let step = via.get(goal); step; step = via.get(step.from)) way.unshift(step.event);
    tour.push(...way);
    at = goal;
  }
  return tour;
}

const fromEvents = (events: readonly ModelEvent[]) =>
  model.getPathsFromEvents(events.map((type) => ({ type })) as never);

/**
 * The paths the runners walk, titled: every state by its shortest path, every transition once
 * (transitionPaths), the journeys, and one tour of every transition. `simple` adds every simple
 * path to every state (no state twice): cheap against the chart, more than a browser needs.
 */
export function modelPaths(options: { simple?: boolean } = {}): Array<{ title: string; path: ModelPath }> {
  const tour = everyTransitionTour();
  return [
    ...model
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => ({ title: `shortest: ${path.description}`, path })),
    ...transitionPaths(),
    ...JOURNEYS.flatMap(({ title, events }) =>
      fromEvents(events).map((path) => ({ title: `journey: ${title}: ${events.join(' → ')}`, path })),
    ),
    ...fromEvents(tour).map((path) => ({ title: `every transition in one walk (${tour.length} steps)`, path })),
    ...(options.simple
      ? model
          .getSimplePaths({ allowDuplicatePaths: true })
          .map((path) => ({ title: `simple: ${path.description}`, path }))
      : []),
  ];
}
