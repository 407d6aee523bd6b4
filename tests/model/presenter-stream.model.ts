import { createMachine } from 'xstate';
import { flatModelPaths } from './model-paths';

/**
 * The presenter's stream lifecycle (src/machines/presenter-stream/presenter-stream.machine.ts) as the
 * presenter and their encoder meet it: what the console shows once it settles, and what can happen
 * next. createTestModel refuses the real chart's invokes, so the model is written out here. Its paths
 * run against the real chart with a fake server (tests/unit/presenter-stream-model-conformance.test.ts,
 * every state and every transition) and, as far as they go, through the real console against the
 * simulator and a real ffmpeg (tests/model/presenter-stream.model.spec.ts, BROWSER_PATHS).
 */

export const presenterStreamModel = createMachine({
  id: 'presenterStreamModel',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'draft', OPEN_FAILS: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'draft' } },
    draft: { on: { SAVE: 'waiting', SAVE_REFUSED: 'saveFailed', SAVE_SCHEDULED: 'waiting' } },
    saveFailed: { on: { SAVE: 'waiting' } },
    waiting: { on: { PUSH: 'live', UPDATE: 'waiting', STOP: 'stopped', STOP_FAILS: 'stopFailed' } },
    live: { on: { DROP: 'lost', UPDATE: 'live', STOP: 'stopped', ADMIN_STOP: 'stopped' } },
    lost: { on: { PUSH: 'live', STOP: 'stopped' } },
    stopFailed: { on: { STOP: 'stopped' } },
    stopped: { on: { NEW: 'draft' } },
  },
});

export type ModelState =
  'closed' | 'loadFailed' | 'draft' | 'saveFailed' | 'waiting' | 'live' | 'lost' | 'stopFailed' | 'stopped';
export type ModelEvent =
  | 'OPEN'
  | 'OPEN_FAILS'
  | 'RETRY'
  | 'SAVE'
  | 'SAVE_REFUSED'
  | 'SAVE_SCHEDULED'
  | 'PUSH'
  | 'DROP'
  | 'UPDATE'
  | 'STOP'
  | 'STOP_FAILS'
  | 'ADMIN_STOP'
  | 'NEW';

export const EVENTS: Readonly<Record<ModelEvent, string>> = {
  OPEN: 'open the console with no stream saved',
  OPEN_FAILS: 'open the console while the stream call fails (HTTP 500)',
  RETRY: 'press Try again (the server answers this time)',
  SAVE: 'fill in match and title, press Save',
  SAVE_REFUSED: 'press Save and the server refuses it (invalid fields)',
  SAVE_SCHEDULED: 'save with a start time hours ahead (a scheduled stream)',
  PUSH: 'the encoder publishes with the shown URL and key; the poll sees it live',
  DROP: 'the encoder stops; the poll sees "encoder lost"',
  UPDATE: 'change the title and press Update',
  STOP: 'press Stop stream (the server stops it)',
  STOP_FAILS: 'press Stop stream while the stop call fails',
  ADMIN_STOP: 'a super admin stops the stream; the poll sees it stopped',
  NEW: 'press New stream',
};

export const STATES: Readonly<Record<ModelState, string>> = {
  closed: 'no console open',
  loadFailed: '"Your stream could not be loaded." with Try again',
  draft: 'the stream form, Save enabled, no push key',
  saveFailed: 'the stream form with an alert saying what went wrong',
  waiting: '"Waiting for your encoder" with the RTMP URL and key',
  live: '"Live" with bitrate and viewers',
  lost: '"Encoder lost" with the RTMP URL and key still shown',
  stopFailed: 'an alert that the stream could not be stopped; it keeps running',
  stopped: '"Stream stopped" and New stream',
};

export const { model, eventsOf, modelPaths } = flatModelPaths<ModelEvent>(presenterStreamModel);
export type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/** The paths the browser walks against the simulator and a real encoder (each its own scope and stream). */
export const BROWSER_PATHS: ReadonlyArray<{ title: string; events: readonly ModelEvent[] }> = [
  { title: 'save, push, drop, push again, stop, new', events: ['OPEN', 'SAVE', 'PUSH', 'DROP', 'PUSH', 'STOP', 'NEW'] },
  {
    title: 'a refused save, fixed; update while waiting; stop',
    events: ['OPEN', 'SAVE_REFUSED', 'SAVE', 'UPDATE', 'STOP'],
  },
];

export function browserPaths(): Array<{ title: string; path: ModelPath }> {
  return BROWSER_PATHS.map(({ title, events }) => {
    const [path] = model.getPathsFromEvents(events.map((type) => ({ type })) as never);
    if (!path || eventsOf(path).length !== events.length)
      throw new Error(`the model does not allow ${events.join(' → ')}`);
    return { title, path };
  });
}
