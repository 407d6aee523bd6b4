import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The live player (src/machines/live-player/live-player.machine.ts) as a viewer and the stream
 * server meet it: an abstract model of its states and what can happen in each. createTestModel refuses
 * the real chart's invokes and delays, so the model is written out here; its paths run against the
 * real chart with a fake engine and a simulated clock (tests/unit/live-player-model-conformance.test.ts),
 * which keeps this copy honest. Each event is something the world does (the engine reports, time
 * passes, the server answers the status call, the viewer clicks).
 */

const whilePlaying = {
  NETWORK_ERROR: 'recovering',
  MEDIA_ERROR: 'broken',
  SWITCH_LINE: 'loading',
  LEAVE: 'left',
} as const;
const giveUps = { GIVE_UP_OFFLINE: 'offline', GIVE_UP_ENDED: 'ended', GIVE_UP_BROKEN: 'broken' } as const;

export const livePlayerModel = createMachine({
  id: 'livePlayerModel',
  initial: 'idle',
  states: {
    idle: { on: { START: 'loading', START_WITHOUT_MSE: 'unsupported', START_WITHOUT_LINES: 'noLines' } },
    loading: { on: { ...whilePlaying, FIRST_FRAME: 'playing', LOAD_TIMEOUT: 'recovering' } },
    playing: { on: { ...whilePlaying, NO_PROGRESS: 'stalled', TAB_VISIBLE: 'playing' } },
    stalled: { on: { ...whilePlaying, PROGRESS: 'playing', STALL_TIMEOUT: 'recovering' } },
    recovering: {
      on: { BACKOFF_ELAPSED: 'loading', RETRY: 'loading', SWITCH_LINE: 'loading', ...giveUps, LEAVE: 'left' },
    },
    /** Offline because the room has no line yet (the chart's `offline` too): lines arriving start it. */
    noLines: { on: { LINES_ARRIVE: 'loading', LEAVE: 'left' } },
    offline: { on: { GO_LIVE: 'loading', RETRY: 'loading', LEAVE: 'left' } },
    ended: { on: { RETRY: 'loading', LEAVE: 'left' } },
    broken: { on: { RETRY: 'loading', LEAVE: 'left' } },
    unsupported: { on: { LEAVE: 'left' } },
    left: { type: 'final' },
  },
});

export type ModelState = keyof typeof livePlayerModel.config.states & string;
export const model = createTestModel(livePlayerModel);
type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/** Every state by its shortest path, and every transition once (the shortest way to its source, then it). */
export function modelPaths(): Array<{ title: string; path: ModelPath }> {
  const shortest = new Map<string, ModelPath>();
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const name = String(p.state.value);
    const known = shortest.get(name);
    if (!known || p.steps.length < known.steps.length) shortest.set(name, p);
  }
  const out = [...shortest.values()].map((path) => ({ title: `shortest: ${path.description}`, path }));
  for (const [name, node] of Object.entries(livePlayerModel.root.states)) {
    const to = shortest.get(name);
    if (!to) throw new Error(`no path to ${name}`);
    for (const [event, target] of Object.entries(node.config.on ?? {})) {
      const events = [...to.steps.slice(1).map((s) => s.event), { type: event }];
      for (const path of model.getPathsFromEvents(events as never)) {
        out.push({ title: `${name} --${event}--> ${String(target)}: ${events.map((e) => e.type).join(' → ')}`, path });
      }
    }
  }
  return out;
}

/** Every event of the model (the browser spec implements all of them; browserPaths() checks the list against the model). */
export const MODEL_EVENTS = [
  'START',
  'START_WITHOUT_MSE',
  'START_WITHOUT_LINES',
  'FIRST_FRAME',
  'LOAD_TIMEOUT',
  'NETWORK_ERROR',
  'MEDIA_ERROR',
  'SWITCH_LINE',
  'LEAVE',
  'NO_PROGRESS',
  'TAB_VISIBLE',
  'PROGRESS',
  'STALL_TIMEOUT',
  'BACKOFF_ELAPSED',
  'RETRY',
  'GIVE_UP_OFFLINE',
  'GIVE_UP_ENDED',
  'GIVE_UP_BROKEN',
  'LINES_ARRIVE',
  'GO_LIVE',
] as const;
export type ModelEvent = (typeof MODEL_EVENTS)[number];

export const eventsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) as ModelEvent[];

/**
 * The paths the browser walks (tests/model/live-player.model.spec.ts): few, each with a stream key of
 * its own, together reaching every state but `noLines` (the room gives its player no lines only when
 * nothing can be watched, and then it shows no player: the room chart's paths cover that) and the
 * transitions the simulator can cause. MEDIA_ERROR is armed before the page opens: the relay answers
 * the next connection with bytes that are not FLV, and `loading` lasts only until those arrive.
 */
export const BROWSER_PATHS: ReadonlyArray<{ title: string; events: readonly ModelEvent[]; corruptFirst?: boolean }> = [
  {
    title: 'plays, the tab comes back at the edge, a stalled connection is reloaded, leaving closes it',
    events: [
      'START',
      'FIRST_FRAME',
      'TAB_VISIBLE',
      'NO_PROGRESS',
      'STALL_TIMEOUT',
      'BACKOFF_ELAPSED',
      'FIRST_FRAME',
      'LEAVE',
    ],
  },
  {
    title: 'a line switch, then the encoder dies and stays off, then goes live again',
    events: [
      'START',
      'FIRST_FRAME',
      'SWITCH_LINE',
      'FIRST_FRAME',
      'NETWORK_ERROR',
      'GIVE_UP_OFFLINE',
      'GO_LIVE',
      'FIRST_FRAME',
    ],
  },
  {
    title: 'the encoder dies, then the stream ends',
    events: ['START', 'FIRST_FRAME', 'NETWORK_ERROR', 'GIVE_UP_ENDED'],
  },
  {
    title: 'not FLV: a media error is not retried, Try again plays',
    events: ['START', 'MEDIA_ERROR', 'RETRY', 'FIRST_FRAME', 'LEAVE'],
    corruptFirst: true,
  },
  { title: 'no Media Source Extensions: said so, then back to the lobby', events: ['START_WITHOUT_MSE', 'LEAVE'] },
];

/** BROWSER_PATHS as model paths (each must be a walk the model allows). */
export function browserPaths(): Array<{ title: string; path: ModelPath; corruptFirst: boolean }> {
  const inModel = new Set(
    Object.values(livePlayerModel.root.states).flatMap((node) => Object.keys(node.config.on ?? {})),
  );
  if ([...inModel].sort().join() !== [...MODEL_EVENTS].sort().join())
    throw new Error(`MODEL_EVENTS is not the model's events: ${[...inModel].join(', ')}`);
  return BROWSER_PATHS.map(({ title, events, corruptFirst }) => {
    const [path] = model.getPathsFromEvents(events.map((type) => ({ type })) as never);
    if (!path || eventsOf(path).length !== events.length)
      throw new Error(`the model does not allow ${events.join(' → ')}`);
    return { title, path, corruptFirst: corruptFirst ?? false };
  });
}
