import { createMachine } from 'xstate';
import { flatModelPaths } from './model-paths';

/**
 * The live room (src/machines/live/room.machine.ts) as a viewer and the server meet it: what the
 * page shows once it settles, and what can happen next. The real chart's loading, deciding,
 * checking and paying are the moments between (an answer awaited); the model names where each
 * answer lands. createTestModel refuses the real chart's invokes, so the model is written out here.
 * Its paths run against the real chart with a fake server (tests/unit/live-room-model-conformance.test.ts,
 * every state and every transition) and through the real UI against the simulator
 * (tests/model/live-room.model.spec.ts, BROWSER_PATHS). Each event is something the server's side
 * holds when the room opens (OPEN_*), a change of the stream's status seen by the status poll, or
 * what the viewer does.
 */

const leave = { LEAVE: 'left' } as const;

export const liveRoomModel = createMachine({
  id: 'liveRoomModel',
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN_LIVE: 'live',
        OPEN_OFFLINE: 'offline',
        OPEN_UPCOMING: 'upcoming',
        OPEN_ENDED: 'ended',
        OPEN_UNKNOWN: 'notFound',
        OPEN_FAILS: 'failed',
        OPEN_FEE: 'feeAsking',
        OPEN_FEE_PRICE_FAILS: 'feeUnavailable',
      },
    },
    failed: { on: { RETRY: 'live', ...leave } },
    notFound: { on: leave },
    feeUnavailable: { on: { RETRY: 'feeAsking', END: 'ended', ...leave } },
    feeAsking: { on: { PAY: 'live', PAY_SHORT: 'feeShort', PAY_FAILS: 'feePayFailed', END: 'ended', ...leave } },
    feeShort: { on: { TOP_UP_AND_PAY: 'live', END: 'ended', ...leave } },
    feePayFailed: { on: { PAY: 'live', END: 'ended', ...leave } },
    live: { on: { GO_OFFLINE: 'offline', END: 'ended', ...leave } },
    offline: { on: { GO_LIVE: 'live', END: 'ended', ...leave } },
    upcoming: { on: { GO_LIVE: 'live', END: 'ended', ...leave } },
    ended: { on: leave },
    left: { type: 'final' },
  },
});

export type ModelState =
  | 'closed'
  | 'failed'
  | 'notFound'
  | 'feeUnavailable'
  | 'feeAsking'
  | 'feeShort'
  | 'feePayFailed'
  | 'live'
  | 'offline'
  | 'upcoming'
  | 'ended'
  | 'left';
export type ModelEvent =
  | 'OPEN_LIVE'
  | 'OPEN_OFFLINE'
  | 'OPEN_UPCOMING'
  | 'OPEN_ENDED'
  | 'OPEN_UNKNOWN'
  | 'OPEN_FAILS'
  | 'OPEN_FEE'
  | 'OPEN_FEE_PRICE_FAILS'
  | 'RETRY'
  | 'PAY'
  | 'PAY_SHORT'
  | 'PAY_FAILS'
  | 'TOP_UP_AND_PAY'
  | 'GO_OFFLINE'
  | 'GO_LIVE'
  | 'END'
  | 'LEAVE';

/** What each step is on the server's side or the viewer's. */
export const EVENTS: Readonly<Record<ModelEvent, string>> = {
  OPEN_LIVE: 'open the room of a free stream on air',
  OPEN_OFFLINE: 'open the room of a stream off air for a while',
  OPEN_UPCOMING: 'open the room of a stream not started yet',
  OPEN_ENDED: 'open the room of a stream that has ended',
  OPEN_UNKNOWN: 'open a room id the server does not know (code 1003000001)',
  OPEN_FAILS: 'open a room while the info call fails (HTTP 500)',
  OPEN_FEE: 'open a fee room not paid yet, the balance covering the price',
  OPEN_FEE_PRICE_FAILS: 'open a fee room while the price call (isFee) fails',
  RETRY: 'press Try again (the server answers this time)',
  PAY: 'press Pay (the server debits the wallet)',
  PAY_SHORT: 'press Pay when the balance has meanwhile dropped under the price (code 1003000004)',
  PAY_FAILS: 'press Pay while the payment call fails (HTTP 500, nothing taken)',
  TOP_UP_AND_PAY: 'the wallet is topped up, then press Pay',
  GO_OFFLINE: 'the stream goes off air; the status poll sees it',
  GO_LIVE: 'the stream goes (back) on air; the status poll sees it',
  END: 'the stream ends; the status poll sees it (in the room and at the fee gate: nothing is paid for an ended stream)',
  LEAVE: 'leave the room (the fee gate\'s "All live rooms", or any navigation)',
};

/** What the page shows in each state. */
export const STATES: Readonly<Record<ModelState, string>> = {
  closed: 'no room open',
  failed: '"Live room could not be loaded." with Try again',
  notFound: 'heading "This room does not exist." and a way back to the lobby',
  feeUnavailable: '"The price of this room could not be loaded." with Try again',
  feeAsking: '"This is a paid room": the price, the balance, Pay enabled',
  feeShort: 'the fee gate with an alert: the balance does not cover the price',
  feePayFailed: 'the fee gate with an alert: the payment did not go through, nothing taken',
  live: 'the room on air: the video region, the score bar says LIVE, no off-air note',
  offline: 'the room with "The presenter is off air for a moment…"',
  upcoming: 'the room with "Starts <time>"',
  ended: '"This stream has ended." with a way back to the lobby',
  left: 'the room is gone: nothing of it runs any more',
};

export const { model, eventsOf, modelPaths } = flatModelPaths<ModelEvent>(liveRoomModel);
export type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

/**
 * The paths the browser walks: few, each its own scope, together reaching every state. Each stream
 * whose status a path moves (global in the simulator: one media server) is that path's alone.
 */
export const BROWSER_PATHS: ReadonlyArray<{ title: string; events: readonly ModelEvent[] }> = [
  { title: 'an unknown id, then back to the lobby', events: ['OPEN_UNKNOWN', 'LEAVE'] },
  { title: 'the info call fails, Try again opens the room', events: ['OPEN_FAILS', 'RETRY'] },
  { title: 'an ended stream', events: ['OPEN_ENDED'] },
  {
    title: 'a live stream goes off air, comes back, then ends while watched',
    events: ['OPEN_LIVE', 'GO_OFFLINE', 'GO_LIVE', 'END'],
  },
  { title: 'a stream off air when opened ends', events: ['OPEN_OFFLINE', 'END'] },
  { title: 'an upcoming stream goes live while the page is open', events: ['OPEN_UPCOMING', 'GO_LIVE'] },
  {
    title: 'fee room: the price fails, retry, the payment fails, pay again',
    events: ['OPEN_FEE_PRICE_FAILS', 'RETRY', 'PAY_FAILS', 'PAY'],
  },
  {
    title: 'fee room: the balance no longer covers it, top up and pay',
    events: ['OPEN_FEE', 'PAY_SHORT', 'TOP_UP_AND_PAY'],
  },
  { title: 'fee room: cancel takes nothing', events: ['OPEN_FEE', 'LEAVE'] },
];

/** BROWSER_PATHS as model paths (each must be a walk the model allows). */
export function browserPaths(): Array<{ title: string; path: ModelPath }> {
  return BROWSER_PATHS.map(({ title, events }) => {
    const [path] = model.getPathsFromEvents(events.map((type) => ({ type })) as never);
    if (!path || eventsOf(path).length !== events.length)
      throw new Error(`the model does not allow ${events.join(' → ')}`);
    return { title, path };
  });
}
