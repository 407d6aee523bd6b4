import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ChannelId, FundOrder } from '../../api/site/fund-api';
import { toProblem, type Problem } from '../../api/problem';
import { fundRefusalOf, type FundRefusal } from '../../api/site/fund-errors';
import { randomId } from '../../lib/platform/random-id';

/**
 * One deposit or withdrawal, sent exactly once (the same rule as bets): the client
 * order id is made when the form is sent and kept through every retry and reload, and the cashier
 * answers a repeated id with the first order. Only a refusal proves nothing was recorded (the form
 * comes back to be changed); after any other failure the outcome is unknown and RETRY sends the
 * same id. A pending order is watched until the cashier settles it. Money is never shown as moved
 * before the server says so: the balance is refreshed when the order settles.
 *
 * start -> editing | submitting (resumed without an answer) | pending (resumed with an order)
 * editing -(SUBMIT)-> submitting -> pending | settled | editing (refused) | unknown
 * unknown -(RETRY)-> submitting (same id)
 * pending: check every POLL_MS -> settled when the status is final
 * settled -(NEW)-> editing (a new id next time)
 */

export type CashierRequest =
  { kind: 'deposit'; channelId: ChannelId; amount: string } | { kind: 'withdraw'; cardId: number; amount: string };

/** What survives a reload: the request, its client order id and, once answered, the order id. */
export interface StoredCashierOrder {
  request: CashierRequest;
  clientOrderId: string;
  orderId: string | null;
}

export interface CashierContext {
  request: CashierRequest | null;
  clientOrderId: string | null;
  /** The cashier's id of the order, once answered (or brought back by a reload). */
  orderId: string | null;
  order: FundOrder | null;
  refusal: FundRefusal | null;
  /** The last failure whose outcome is unknown. */
  failure: Problem | null;
  /** Failed status checks in a row (shown after a few; polling goes on). */
  checkFailures: number;
}

export const POLL_MS = 1500;

const isFinal = (order: FundOrder) => order.status !== 'pending';

export const cashierOrderMachine = setup({
  types: {
    input: {} as { resume: StoredCashierOrder | null },
    context: {} as CashierContext,
    events: {} as { type: 'SUBMIT'; request: CashierRequest } | { type: 'RETRY' } | { type: 'NEW' },
  },
  actors: {
    submit: fromPromise<FundOrder, { request: CashierRequest; clientOrderId: string }>(() =>
      Promise.reject(new Error('submit not provided')),
    ),
    check: fromPromise<FundOrder, { orderId: string }>(() => Promise.reject(new Error('check not provided'))),
  },
  actions: {
    /** Keeps the order where a reload finds it (injected: local storage in the app). */
    remember: (_, _params: StoredCashierOrder) => {},
    forget: () => {},
    /** The order settled: the balance is read again from the server. */
    settled: () => {},
  },
  delays: { poll: POLL_MS },
  guards: {
    resumedWithOrder: ({ context }) => context.request !== null && context.orderId !== null,
    resumedUnanswered: ({ context }) => context.request !== null && context.clientOrderId !== null,
    final: (_, params: { order: FundOrder }) => isFinal(params.order),
    refused: (_, params: { error: unknown }) => fundRefusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'cashierOrder',
  context: ({ input }) => ({
    request: input.resume?.request ?? null,
    clientOrderId: input.resume?.clientOrderId ?? null,
    orderId: input.resume?.orderId ?? null,
    order: null,
    refusal: null,
    failure: null,
    checkFailures: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'resumedWithOrder', target: 'pending' },
        { guard: 'resumedUnanswered', target: 'submitting' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: assign({
            request: ({ event }) => event.request,
            clientOrderId: () => randomId(20),
            orderId: null,
            refusal: null,
            failure: null,
          }),
        },
      },
    },
    submitting: {
      entry: {
        type: 'remember',
        params: ({ context }) => ({ request: context.request!, clientOrderId: context.clientOrderId!, orderId: null }),
      },
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ request: context.request!, clientOrderId: context.clientOrderId! }),
        onDone: [
          {
            guard: { type: 'final', params: ({ event }) => ({ order: event.output }) },
            target: 'settled',
            actions: assign({ order: ({ event }) => event.output, orderId: ({ event }) => event.output.orderId }),
          },
          {
            target: 'pending',
            actions: [
              assign({ order: ({ event }) => event.output, orderId: ({ event }) => event.output.orderId }),
              {
                type: 'remember',
                params: ({ context, event }) => ({
                  request: context.request!,
                  clientOrderId: context.clientOrderId!,
                  orderId: event.output.orderId,
                }),
              },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [assign({ refusal: ({ event }) => fundRefusalOf(event.error), clientOrderId: null }), 'forget'],
          },
          { target: 'unknown', actions: assign({ failure: ({ event }) => toProblem(event.error) }) },
        ],
      },
    },
    unknown: { on: { RETRY: { target: 'submitting', actions: assign({ failure: null }) } } },
    pending: {
      initial: 'checking',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            src: 'check',
            input: ({ context }) => ({ orderId: context.orderId! }),
            onDone: [
              {
                guard: { type: 'final', params: ({ event }) => ({ order: event.output }) },
                target: '#cashierOrder.settled',
                actions: assign({ order: ({ event }) => event.output, checkFailures: 0 }),
              },
              { target: 'waiting', actions: assign({ order: ({ event }) => event.output, checkFailures: 0 }) },
            ],
            onError: {
              target: 'waiting',
              actions: assign({ checkFailures: ({ context }) => context.checkFailures + 1 }),
            },
          },
        },
      },
    },
    settled: {
      entry: ['settled', 'forget'],
      on: {
        NEW: {
          target: 'editing',
          actions: assign({
            request: null,
            clientOrderId: null,
            orderId: null,
            order: null,
            refusal: null,
            failure: null,
          }),
        },
      },
    },
  },
});

/** The order's step: the chart's top state (pending has its own waiting/checking children). */
export type CashierPhase = 'start' | 'editing' | 'submitting' | 'unknown' | 'pending' | 'settled';
const CASHIER_PHASES = ['start', 'editing', 'submitting', 'unknown', 'pending', 'settled'] as const;

export function cashierPhaseOf(snapshot: SnapshotFrom<typeof cashierOrderMachine>): CashierPhase {
  return CASHIER_PHASES.find((phase) => snapshot.matches(phase)) ?? 'start';
}
