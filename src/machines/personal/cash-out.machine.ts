import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { orderFailureOf, type OrderFailure } from '../../api/provider/order-errors';
import type { OrderApi } from '../../api/provider/order-api';
import { CASH_OUT_PRICE_STATUS, type CashOutResult } from '../../api/provider/order-schemas';

/**
 * Cashing out one order (docs/betting-api.md, "cashOut/price and cashOut/bet"):
 *
 * ```
 * idle ── OPEN ──> pricing ── CASH_OUT (price available) ──> confirming ── CONFIRM ──> cashing ──> done
 *                   │ fetching <-> waiting (every REFRESH)        │ CANCEL -> pricing         │ 3008 + amount -> confirming (again)
 *                   │ price not eligible -> unavailable           │ SET_ACCEPT                │ other failure -> failed
 * CLOSE from pricing, confirming, failed, unavailable -> idle;   failed ── RETRY ──> pricing
 * ```
 *
 * While the panel is open (`pricing`) the price is asked again every few seconds, inside the time
 * the provider holds one (`mxc`, 5 s): a change marks the amount up or down until the next answer.
 * The dialog (`confirming`) shows one amount, the quote, and sends it as the amount the user saw;
 * with `acceptOddsChange` off, a price that moved meanwhile answers 3008 with the new amount, which
 * becomes the quote to confirm again (`changedFrom` says from what). Success reports the result
 * (`cashedOut`, so the list shows the order settled) and refreshes the balance (`refreshBalance`).
 */

/** How often the open panel asks for the price: inside the 5 s a price is held (`mxc`). */
export const CASH_OUT_REFRESH_MS = 3000;

export interface CashOutInput {
  orderId: string;
  /** The order's stake (`sa`), sent as `cashOutStake`. */
  stake: number;
  /** A parlay or system order (more than one leg). */
  parlay: boolean;
  /** Take a changed amount without asking (the dialog's checkbox starts here). */
  acceptOddsChange: boolean;
}

export interface CashOutPriceAnswer {
  /** Absent: the order was not in the answer (not eligible). */
  amount: number | null;
  /** 1 available, 0 suspended, -1 not eligible. */
  status: number;
  /** How long the provider holds a price, ms. */
  holdMs?: number;
}

export interface CashOutBetInput {
  orderId: string;
  stake: number;
  amount: number;
  acceptOddsChange: boolean;
  parlay: boolean;
}

export interface CashOutContext extends CashOutInput {
  /** The last price answer; null before the first. */
  price: CashOutPriceAnswer | null;
  /** How the amount moved at the last answer (null: unchanged, or the first answer). */
  direction: 'up' | 'down' | null;
  /** Changes seen so far (a view can key a flash on it). */
  changes: number;
  /** The last change, kept after its mark goes: what a live region says ("now 92,000, rising"). */
  lastChange: { direction: 'up' | 'down'; from: number; to: number } | null;
  /** The last refresh failed: the amount shown is older than it says (dimmed, cash out disabled). */
  priceStale: boolean;
  /** The amount in the confirm dialog. */
  quote: number | null;
  /** 3008: the amount the user had confirmed before the price moved. */
  changedFrom: number | null;
  failure: OrderFailure | null;
  result: CashOutResult | null;
}

export type CashOutEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CASH_OUT' }
  | { type: 'SET_ACCEPT'; value: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

const changed = (error: unknown) => {
  const failure = orderFailureOf(error);
  return failure.reason === 'cashOutChanged' && typeof failure.amount === 'number' ? failure.amount : null;
};

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    input: {} as CashOutInput,
  },
  actors: {
    fetchPrice: fromPromise<CashOutPriceAnswer, { orderId: string }>(async () => {
      throw new Error('cash-out actor "fetchPrice" was not provided');
    }),
    cashOut: fromPromise<CashOutResult, CashOutBetInput>(async () => {
      throw new Error('cash-out actor "cashOut" was not provided');
    }),
  },
  actions: {
    /** The order is cashed out: the list shows it settled. Provided by the view. */
    cashedOut: (_, _params: { result: CashOutResult }) => {},
    /** The balance changed. Provided by the view (the session's REFRESH_BALANCE). */
    refreshBalance: () => {},
  },
  delays: {
    refresh: CASH_OUT_REFRESH_MS,
  },
  guards: {
    canCashOut: ({ context }) =>
      context.price !== null &&
      context.price.status === CASH_OUT_PRICE_STATUS.available &&
      context.price.amount !== null &&
      !context.priceStale,
    notEligible: (_, { answer }: { answer: CashOutPriceAnswer }) =>
      answer.status === CASH_OUT_PRICE_STATUS.notEligible || answer.amount === null,
    priceMoved: (_, { error }: { error: unknown }) => changed(error) !== null,
  },
}).createMachine({
  id: 'cashOut',
  context: ({ input }) => ({
    ...input,
    price: null,
    direction: null,
    changes: 0,
    lastChange: null,
    priceStale: false,
    quote: null,
    changedFrom: null,
    failure: null,
    result: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ direction: null, quote: null, changedFrom: null, failure: null }),
      on: { OPEN: 'pricing' },
    },
    pricing: {
      initial: 'fetching',
      on: {
        CLOSE: 'idle',
        CASH_OUT: {
          guard: 'canCashOut',
          target: 'confirming',
          actions: assign({ quote: ({ context }) => context.price!.amount, changedFrom: null, failure: null }),
        },
      },
      states: {
        fetching: {
          invoke: {
            src: 'fetchPrice',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'notEligible', params: ({ event }) => ({ answer: event.output }) },
                target: '#cashOut.unavailable',
                actions: assign({ price: ({ event }) => event.output, direction: null, priceStale: false }),
              },
              {
                target: 'waiting',
                actions: assign(({ context, event }) => {
                  const before = context.price?.amount ?? null;
                  const now = event.output.amount;
                  const direction: CashOutContext['direction'] =
                    before === null || now === null || now === before ? null : now > before ? 'up' : 'down';
                  const lastChange: CashOutContext['lastChange'] =
                    direction && before !== null && now !== null
                      ? { direction, from: before, to: now }
                      : context.lastChange;
                  return {
                    price: event.output,
                    direction,
                    changes: context.changes + (direction ? 1 : 0),
                    lastChange,
                    priceStale: false,
                  };
                }),
              },
            ],
            onError: { target: 'waiting', actions: assign({ priceStale: true, direction: null }) },
          },
        },
        waiting: { after: { refresh: 'fetching' } },
      },
    },
    confirming: {
      on: {
        SET_ACCEPT: { actions: assign({ acceptOddsChange: ({ event }) => event.value }) },
        CONFIRM: 'cashing',
        CANCEL: 'pricing',
        CLOSE: 'idle',
      },
    },
    cashing: {
      invoke: {
        src: 'cashOut',
        input: ({ context }) => ({
          orderId: context.orderId,
          stake: context.stake,
          amount: context.quote ?? 0,
          acceptOddsChange: context.acceptOddsChange,
          parlay: context.parlay,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'cashedOut', params: ({ event }) => ({ result: event.output }) },
            'refreshBalance',
          ],
        },
        onError: [
          {
            guard: { type: 'priceMoved', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: assign(({ context, event }) => ({ changedFrom: context.quote, quote: changed(event.error) })),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => orderFailureOf(event.error) }) },
        ],
      },
    },
    done: { type: 'final' },
    failed: { on: { RETRY: 'pricing', CLOSE: 'idle' } },
    unavailable: { on: { CLOSE: 'idle', RETRY: 'pricing' } },
  },
});

/** The dialog's step: one word per top state (pricing's own steps are one to the view). */
export type CashOutState = 'idle' | 'pricing' | 'confirming' | 'cashing' | 'done' | 'failed' | 'unavailable';
const CASH_OUT_STATES = ['idle', 'pricing', 'confirming', 'cashing', 'done', 'failed', 'unavailable'] as const;

export function cashOutStateOf(snapshot: SnapshotFrom<typeof cashOutMachine>): CashOutState {
  return CASH_OUT_STATES.find((state) => snapshot.matches(state)) ?? 'pricing';
}

/** The machine's actors over the order API: the price of this one order, and cashOut/bet. */
export function cashOutActors(api: Pick<OrderApi, 'cashOutPrice' | 'cashOutBet'>) {
  return {
    fetchPrice: fromPromise(
      async ({ input, signal }: { input: { orderId: string }; signal: AbortSignal }): Promise<CashOutPriceAnswer> => {
        const answer = await api.cashOutPrice([input.orderId], signal);
        const price = answer.pr.find((p) => p.oid === input.orderId);
        const holdMs = answer.mxc ?? undefined;
        return price
          ? { amount: price.amt, status: price.st, ...(holdMs === undefined ? {} : { holdMs }) }
          : { amount: null, status: CASH_OUT_PRICE_STATUS.notEligible };
      },
    ),
    cashOut: fromPromise(({ input, signal }: { input: CashOutBetInput; signal: AbortSignal }) =>
      api.cashOutBet(input, signal),
    ),
  };
}
