import { assign, fromPromise, setup } from 'xstate';
import type { JumpAnswer } from '../../api/site/games-api';
import { jumpMaintenanceOf } from '../../api/site/games-api';
import { isApiError } from '../../api/api-error';
import { problem, toProblem, type Problem } from '../../api/problem';
import { SINGLE_WALLET_JUMP_TIMEOUT_MS } from '../../config/constants';
import { maintenanceWindow, type TimeWindow } from '../../lib/rules/time-windows/maintenance';
import { randomId } from '../../lib/platform/random-id';

/**
 * The single-wallet jump into a game (docs/games-api.md; timeout in docs/product.md, "Constants"): the server moves
 * the main balance into the game's wallet and answers the game's address; coming back collects the
 * game wallets into the main balance. One jump per press: a JUMP while jumping is ignored, and the
 * client jump id made on the press is kept through RETRY, so the server answers a repeated attempt
 * with the first jump instead of making a second.
 *
 * idle -(JUMP)-> jumping | maintenance (the game is known to be closed: no call)
 * jumping -> opened | maintenance (refused for maintenance) | failed | timedOut (10 s, the call is aborted)
 * failed | timedOut -(RETRY)-> jumping (same id); -(DISMISS)-> idle
 * opened -(CLOSE)-> collecting -> idle (balance read again either way)
 * idle, failed, timedOut, maintenance -(JUMP)-> a new jump (a new id)
 */

export interface JumpTarget {
  gameId: number;
  gameName: string;
  /** The lobby page's own reading: closed games are refused without a call. */
  down: boolean;
  window: TimeWindow | null;
}

export interface GameJumpContext {
  target: JumpTarget | null;
  clientJumpId: string | null;
  answer: JumpAnswer | null;
  /** The last failure. */
  failure: Problem | null;
  maintenanceWindow: TimeWindow | null;
  /** What the last collect brought back; null before one, or when the game wallets were empty. */
  collected: number | null;
  collectFailed: boolean;
}

export type GameJumpEvent =
  { type: 'JUMP'; target: JumpTarget } | { type: 'RETRY' } | { type: 'DISMISS' } | { type: 'CLOSE' };

/** The cashier's "your game wallets are empty" is not a failure of coming back. */
const NOTHING_TO_COLLECT = 1005000011;

export const gameJumpMachine = setup({
  types: {
    context: {} as GameJumpContext,
    events: {} as GameJumpEvent,
  },
  actors: {
    jump: fromPromise<JumpAnswer, { gameId: number; clientJumpId: string }>(() =>
      Promise.reject(new Error('jump not provided')),
    ),
    collect: fromPromise<{ collected: number }>(() => Promise.reject(new Error('collect not provided'))),
  },
  actions: {
    /** The main balance is read again from the server (never computed here). */
    refreshBalance: () => {},
  },
  delays: { jumpTimeout: SINGLE_WALLET_JUMP_TIMEOUT_MS },
  guards: {
    closed: ({ event }) => event.type === 'JUMP' && event.target.down,
    refusedForMaintenance: (_, params: { error: unknown }) => jumpMaintenanceOf(params.error) !== undefined,
    nothingToCollect: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.details.code === NOTHING_TO_COLLECT,
  },
}).createMachine({
  id: 'gameJump',
  context: {
    target: null,
    clientJumpId: null,
    answer: null,
    failure: null,
    maintenanceWindow: null,
    collected: null,
    collectFailed: false,
  },
  initial: 'idle',
  on: {
    JUMP: [
      {
        guard: 'closed',
        target: '.maintenance',
        actions: assign({
          target: ({ event }) => event.target,
          maintenanceWindow: ({ event }) => event.target.window,
          failure: null,
        }),
      },
      {
        target: '.jumping',
        actions: assign({
          target: ({ event }) => event.target,
          clientJumpId: () => randomId(20),
          answer: null,
          failure: null,
          maintenanceWindow: null,
        }),
      },
    ],
  },
  states: {
    // DISMISS puts away the note of the last collect.
    idle: { on: { DISMISS: { actions: assign({ collected: null, collectFailed: false }) } } },
    jumping: {
      // A second press while the first is on its way makes no second jump.
      on: { JUMP: {} },
      invoke: {
        src: 'jump',
        input: ({ context }) => ({ gameId: context.target!.gameId, clientJumpId: context.clientJumpId! }),
        onDone: {
          target: 'opened',
          actions: assign({ answer: ({ event }) => event.output, collected: null, collectFailed: false }),
        },
        onError: [
          {
            guard: { type: 'refusedForMaintenance', params: ({ event }) => ({ error: event.error }) },
            target: 'maintenance',
            actions: assign({
              maintenanceWindow: ({ event, context }) => {
                const named = jumpMaintenanceOf(event.error);
                return maintenanceWindow(named?.startTimestamp, named?.endTimestamp) ?? context.target?.window ?? null;
              },
            }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => toProblem(event.error) }) },
        ],
      },
      // The invoked call is stopped (its request aborted) when this fires.
      after: {
        jumpTimeout: { target: 'timedOut', actions: assign({ failure: problem('timeout', 'the jump took too long') }) },
      },
    },
    opened: {
      entry: 'refreshBalance',
      on: { JUMP: {}, CLOSE: 'collecting' },
    },
    collecting: {
      on: { JUMP: {} },
      invoke: {
        src: 'collect',
        onDone: {
          target: 'idle',
          actions: [assign({ collected: ({ event }) => event.output.collected, answer: null }), 'refreshBalance'],
        },
        onError: [
          {
            guard: { type: 'nothingToCollect', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [assign({ answer: null }), 'refreshBalance'],
          },
          { target: 'idle', actions: [assign({ collectFailed: true, answer: null }), 'refreshBalance'] },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'jumping', actions: assign({ failure: null }) }, DISMISS: 'idle' } },
    timedOut: { on: { RETRY: { target: 'jumping', actions: assign({ failure: null }) }, DISMISS: 'idle' } },
    maintenance: { on: { DISMISS: 'idle' } },
  },
});
