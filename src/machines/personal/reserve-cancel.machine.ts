import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { orderFailureOf, type OrderFailure } from '../../api/provider/order-errors';
import type { OrderApi } from '../../api/provider/order-api';
import type { Reservation } from '../../api/provider/order-schemas';

/**
 * Cancelling one waiting reservation (reserve/cancel):
 *
 * ```
 * idle ── REQUEST ──> confirming ── CONFIRM ──> cancelling ──> done (cancelled: the list shows it, balance refreshed)
 *                        └ CANCEL -> idle                    └──> failed ── RETRY -> cancelling (not after 3010),
 *                                                                           CLOSE -> idle (after 3010: listChanged)
 * ```
 *
 * The held stake comes back on cancel, so the balance is refreshed. A reservation that filled,
 * expired or was cancelled meanwhile answers 3010 (`reserveClosed`): the failure says so, and
 * closing it loads the list again (`listChanged`) to show what the reservation became. Not at
 * once: in the "waiting" list the reservation would vanish with the words that say why.
 */
export interface ReserveCancelContext {
  id: string;
  failure: OrderFailure | null;
  result: Reservation | null;
}

export type ReserveCancelEvent =
  { type: 'REQUEST' } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'RETRY' } | { type: 'CLOSE' };

export const reserveCancelMachine = setup({
  types: {
    context: {} as ReserveCancelContext,
    events: {} as ReserveCancelEvent,
    input: {} as { id: string },
  },
  actors: {
    cancel: fromPromise<Reservation, { id: string }>(async () => {
      throw new Error('reserve-cancel actor "cancel" was not provided');
    }),
  },
  actions: {
    /** Provided by the view: the list shows the reservation as it is now. */
    cancelled: (_, _params: { reservation: Reservation }) => {},
    /** Provided by the view: the list is loaded again (the reservation changed elsewhere). */
    listChanged: () => {},
    /** Provided by the view (the session's REFRESH_BALANCE). */
    refreshBalance: () => {},
  },
  guards: {
    closedElsewhere: (_, { failure }: { failure: OrderFailure }) => failure.reason === 'reserveClosed',
  },
}).createMachine({
  id: 'reserveCancel',
  context: ({ input }) => ({ id: input.id, failure: null, result: null }),
  initial: 'idle',
  states: {
    idle: { entry: assign({ failure: null }), on: { REQUEST: 'confirming' } },
    confirming: { on: { CONFIRM: 'cancelling', CANCEL: 'idle' } },
    cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'cancelled', params: ({ event }) => ({ reservation: event.output }) },
            'refreshBalance',
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => orderFailureOf(event.error) }) },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        // Nothing to retry once the reservation is no longer waiting.
        RETRY: [
          { guard: { type: 'closedElsewhere', params: ({ context }) => ({ failure: context.failure! }) } },
          { target: 'cancelling' },
        ],
        CLOSE: [
          {
            guard: { type: 'closedElsewhere', params: ({ context }) => ({ failure: context.failure! }) },
            target: 'idle',
            actions: 'listChanged',
          },
          { target: 'idle' },
        ],
      },
    },
  },
});

export type CancelState = 'idle' | 'confirming' | 'cancelling' | 'done' | 'failed';
const CANCEL_STATES: readonly CancelState[] = ['idle', 'confirming', 'cancelling', 'done', 'failed'];

/** The state a view shows; `matches` is typed by the chart, so a renamed state fails the type check here. */
export function selectCancelState(snapshot: SnapshotFrom<typeof reserveCancelMachine>): CancelState {
  return CANCEL_STATES.find((state) => snapshot.matches(state)) ?? 'idle';
}

/** The machine's actor over the order API. */
export function reserveCancelActors(api: Pick<OrderApi, 'reserveCancel'>) {
  return {
    cancel: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
      api.reserveCancel(input.id, signal),
    ),
  };
}
