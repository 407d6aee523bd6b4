import { assign, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { toProblem } from '../../api/problem';
import type { LegRef } from '../../api/provider/bet-api';
import type { OddsCheck, OrderStatus, PlacedOrder, RecentOrder } from '../../api/provider/bet-schemas';
import { applyPlaced, applyRecent, applyStatuses, newPlacement, pendingOrderIds, pollDelay } from './placement';
import { refusalOf, type PlaceProblem } from './place-problem';
import { sameSelection } from './selection-block';
import { acceptChanges, legKey } from './slip-rules';
import { checked, legRefs, pick, placementRefused, placeReasons, pushedPrice, slipShape } from './slip-updates';
import { INITIAL_ENV, isConfirmed, type Placement } from './slip-types';
import type { BetSlipContext, BetSlipEvent, BetSlipInput, WatchEvent } from './bet-slip-context';
import { slipPricesMachine } from './slip-prices.machine';

/**
 * The bet slip: pick, check, stake, place exactly once, track. Read it as its spec:
 *
 * - empty -> editing on the first pick. editing.checking asks the provider for every leg's price,
 *   limits and series (batchBetMatchMarketOfJumpLine) on each pick, on a pushed price change (after a
 *   short quiet time) and before placing; a price the odds-change policy does not take waits for
 *   ACCEPT_CHANGES, old and new side by side.
 * - PLACE (only when slipReasons is empty; one press, one request) -> placing.prechecking ->
 *   placing.sending: the way in stores the placement with its client order ids, then it is sent.
 *   An answer: tracking. A refusal (an envelope code: nothing was recorded): back to editing with
 *   the reason. No answer (timeout, dropped, 5xx, unreadable, expired token): reconciling, which
 *   reads the recent orders for our client ids and never sends again on its own.
 * - placing.tracking polls getStakeOrderStatus with back-off until every order is final -> done.
 * - done shows the outcome; it stays stored until DISMISS, KEEP or a new pick, so a reload shows it again.
 * - unplaced: reconciliation found nothing; RETRY goes back to placing.sending with the same
 *   placement (same ids, so the provider cannot record it twice), DISCARD drops it.
 * - The whole of placing is "long-running" (docs/product.md, "Sign-in and session"): an expired session asks first.
 */

const QUIET_MS = 400;
const CHECK_RETRY_MS = 5000;
const SLOW_MS = 2000;
/** Reads of the recent orders that must all miss before a placement counts as not recorded. */
const RECONCILE_READS = 3;

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    input: {} as BetSlipInput,
  },
  actors: {
    checkOdds: fromPromise<OddsCheck, { legs: LegRef[]; series: boolean }>(() =>
      Promise.reject(new Error('checkOdds not provided')),
    ),
    place: fromPromise<PlacedOrder[], Placement>(() => Promise.reject(new Error('place not provided'))),
    recentOrders: fromPromise<RecentOrder[], Placement>(() => Promise.reject(new Error('recentOrders not provided'))),
    orderStatuses: fromPromise<OrderStatus[], string[]>(() => Promise.reject(new Error('orderStatuses not provided'))),
    /** Pushed prices of the legs it is told to WATCH, as PUSHED_ODDS: a child chart (slip-prices.machine.ts; the app provides its feed). */
    watchPrices: slipPricesMachine,
    /** Session, balance, maintenance and connection, as ENV. */
    watchEnv: fromCallback(() => () => {}),
  },
  actions: {
    /** Stores the placement before anything is sent (and each time it learns more). */
    persistPlacement: (_, _params: { placement: Placement | null }) => {},
    refreshBalance: () => {},
    setLongRunning: (_, _params: { value: boolean }) => {},
    watchLegs: sendTo('prices', ({ context }): WatchEvent => ({ type: 'WATCH', legs: legRefs(context.legs) })),
    addOrToggle: assign(({ context, event }) => (event.type === 'TOGGLE' ? pick(context, event.option) : {})),
    refuseBusy: assign({ refused: 'busy' as const }),
    remove: assign({
      legs: ({ context, event }) =>
        event.type === 'REMOVE' ? context.legs.filter((l) => !sameSelection(l, event)) : context.legs,
      refused: null,
    }),
    clear: assign({ legs: [], stakes: {}, series: [], refused: null, problem: null, checkError: null }),
    setKind: assign({
      kind: ({ context, event }) => (event.type === 'SET_KIND' ? event.kind : context.kind),
      problem: null,
    }),
    setStake: assign({
      stakes: ({ context, event }) =>
        event.type === 'SET_STAKE' ? { ...context.stakes, [event.key]: event.text } : context.stakes,
      problem: null,
    }),
    acceptChanges: assign({ legs: ({ context }) => acceptChanges(context.legs), problem: null }),
    takePushed: assign({
      legs: ({ context, event }) => (event.type === 'PUSHED_ODDS' ? pushedPrice(context, event) : context.legs),
    }),
    setEnv: assign({ env: ({ context, event }) => (event.type === 'ENV' ? event.env : context.env) }),
    applyCheck: assign(({ context }, params: { asked: string[]; check: OddsCheck }) =>
      checked(context, params.asked, params.check),
    ),
    noteCheckError: assign({
      checkError: (_, params: { error: unknown }) => toProblem(params.error),
    }),
    startPlacement: assign(({ context }) => ({
      placement: newPlacement(slipShape(context), context.env, context.now()),
      problem: null,
      attempt: 0,
    })),
    takePlaced: assign({
      placement: ({ context }, params: { orders: PlacedOrder[] }) =>
        context.placement ? applyPlaced(context.placement, params.orders) : null,
      attempt: 0,
    }),
    takeRecent: assign({
      placement: ({ context }, params: { recent: RecentOrder[] }) =>
        context.placement ? applyRecent(context.placement, params.recent).placement : null,
    }),
    takeStatuses: assign({
      placement: ({ context }, params: { statuses: OrderStatus[] }) =>
        context.placement ? applyStatuses(context.placement, params.statuses) : null,
    }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempt: assign({ attempt: 0, misses: 0 }),
    noteMiss: assign({ attempt: ({ context }) => context.attempt + 1, misses: ({ context }) => context.misses + 1 }),
    takeRefusal: assign(({ context }, params: { error: unknown }) => placementRefused(context, params.error)),
    noteNotPlaced: assign({ problem: { code: 'notPlaced' } as PlaceProblem }),
    dropPlacement: assign({ placement: null, attempt: 0 }),
    clearPlacedLegs: assign({ legs: [], stakes: {}, series: [], placement: null, problem: null }),
    dismissNotice: assign({ refused: null, problem: null }),
    takeResumed: assign({
      placement: ({ context, event }) => (event.type === 'RESUME' ? event.placement : context.placement),
      attempt: 0,
      misses: 0,
    }),
  },
  guards: {
    canPlace: ({ context }) => placeReasons(context).length === 0,
    hasLegs: ({ context }) => context.legs.length > 0,
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
    foundOrders: ({ context }) => context.placement?.orders.some((o) => o.oid !== null) ?? false,
    readsLeft: ({ context }) => context.misses + 1 < RECONCILE_READS,
    placementDone: ({ context }) => context.placement?.phase === 'done',
    allConfirmed: ({ context }) => context.placement?.orders.every((o) => isConfirmed(o.st)) ?? false,
    resumesSending: ({ context }) => context.placement?.phase === 'sending',
    resumesTracking: ({ context }) => context.placement?.phase === 'tracking',
    resumesDone: ({ context }) => context.placement?.phase === 'done',
  },
  delays: {
    pollDelay: ({ context }) => pollDelay(context.attempt),
    reconcileDelay: ({ context }) => Math.min(8000, 1000 * 2 ** context.attempt),
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => ({
    legs: [...(input.legs ?? [])],
    kind: input.kind ?? 'single',
    stakes: { ...(input.stakes ?? {}) },
    series: [],
    mon: 10,
    msl: 10,
    env: INITIAL_ENV,
    refused: null,
    checkError: null,
    placement: input.placement ?? null,
    problem: null,
    attempt: 0,
    misses: 0,
    now: input.now ?? (() => Date.now()),
  }),
  invoke: [
    { id: 'prices', src: 'watchPrices' },
    { id: 'env', src: 'watchEnv' },
  ],
  initial: 'restoring',
  on: {
    ENV: { actions: 'setEnv' },
    PUSHED_ODDS: { actions: 'takePushed' },
    DISMISS_NOTICE: { actions: 'dismissNotice' },
  },
  states: {
    restoring: {
      entry: 'watchLegs',
      always: [
        { guard: 'resumesSending', target: 'placing.reconciling' },
        { guard: 'resumesTracking', target: 'placing.tracking' },
        { guard: 'resumesDone', target: 'done' },
        { guard: 'hasLegs', target: 'editing' },
        { target: 'empty' },
      ],
    },
    empty: {
      on: {
        TOGGLE: { target: 'editing', actions: ['addOrToggle', 'watchLegs'] },
        RESUME: { target: 'restoring', actions: 'takeResumed' },
      },
    },
    editing: {
      initial: 'checking',
      always: { guard: ({ context }) => context.legs.length === 0, target: 'empty' },
      on: {
        TOGGLE: { target: '.checking', actions: ['addOrToggle', 'watchLegs'] },
        REMOVE: { target: '.checking', actions: ['remove', 'watchLegs'] },
        CLEAR: { target: 'empty', actions: ['clear', 'watchLegs'] },
        SET_KIND: { target: '.checking', actions: 'setKind' },
        SET_STAKE: { actions: 'setStake' },
        ACCEPT_CHANGES: { actions: 'acceptChanges' },
        // Only here and in empty: placing, unplaced and done hold a placement of their own.
        RESUME: { target: '#betSlip.restoring', actions: 'takeResumed' },
      },
      states: {
        checking: {
          // A re-check is under way but the last one still stands: placing checks again first anyway.
          on: { PLACE: { guard: 'canPlace', target: '#betSlip.placing' } },
          invoke: {
            src: 'checkOdds',
            input: ({ context }) => ({
              legs: legRefs(context.legs),
              series: context.kind !== 'single' && context.legs.length >= 2,
            }),
            onDone: {
              target: 'ready',
              actions: [
                {
                  type: 'applyCheck',
                  params: ({ context, event }) => ({ asked: context.legs.map(legKey), check: event.output }),
                },
                'watchLegs',
              ],
            },
            onError: {
              target: 'checkFailed',
              actions: { type: 'noteCheckError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: {
            PUSHED_ODDS: { target: 'recheckSoon', actions: 'takePushed' },
            PLACE: { guard: 'canPlace', target: '#betSlip.placing' },
          },
        },
        /** A pushed price moved: shown at once, confirmed with the provider after a quiet time. */
        recheckSoon: {
          after: { [QUIET_MS]: 'checking' },
          on: { PLACE: { guard: 'canPlace', target: '#betSlip.placing' } },
        },
        checkFailed: {
          after: { [CHECK_RETRY_MS]: 'checking' },
          on: { RETRY: 'checking' },
        },
      },
    },
    placing: {
      entry: { type: 'setLongRunning', params: { value: true } },
      exit: { type: 'setLongRunning', params: { value: false } },
      on: { TOGGLE: { actions: 'refuseBusy' }, REMOVE: {}, CLEAR: {} },
      initial: 'prechecking',
      states: {
        /** The price right before placing: a change the policy does not take stops here, nothing sent. */
        prechecking: {
          invoke: {
            src: 'checkOdds',
            input: ({ context }) => ({ legs: legRefs(context.legs), series: context.kind !== 'single' }),
            onDone: {
              target: 'decide',
              // A line move found here renames a leg: the watcher follows the new market, as after any check.
              actions: [
                {
                  type: 'applyCheck',
                  params: ({ context, event }) => ({ asked: context.legs.map(legKey), check: event.output }),
                },
                'watchLegs',
              ],
            },
            onError: {
              target: '#betSlip.editing.checkFailed',
              actions: { type: 'noteCheckError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        decide: {
          always: [
            {
              guard: 'canPlace',
              target: 'sending',
              // A new placement with new client ids, stored before anything is sent.
              actions: [
                'startPlacement',
                { type: 'persistPlacement', params: ({ context }) => ({ placement: context.placement }) },
              ],
            },
            { target: '#betSlip.editing.ready' },
          ],
        },
        /**
         * Sends the placement in context: a new one from decide, or the same one again from
         * `unplaced` by RETRY (the same client ids, so the provider cannot record it twice).
         */
        sending: {
          invoke: {
            src: 'place',
            input: ({ context }) => context.placement!,
            onDone: {
              target: 'tracking',
              actions: [
                { type: 'takePlaced', params: ({ event }) => ({ orders: event.output }) },
                { type: 'persistPlacement', params: ({ context }) => ({ placement: context.placement }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#betSlip.editing.ready',
                actions: [
                  { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
                  { type: 'persistPlacement', params: { placement: null } },
                ],
              },
              { target: 'reconciling', actions: 'resetAttempt' },
            ],
          },
          initial: 'waiting',
          states: { waiting: { after: { [SLOW_MS]: 'slow' } }, slow: {} },
        },
        /** The answer never came: ask the provider what it recorded under our client ids. */
        reconciling: {
          invoke: {
            src: 'recentOrders',
            input: ({ context }) => context.placement!,
            onDone: [
              {
                guard: ({ context, event }) =>
                  context.placement !== null && applyRecent(context.placement, event.output).found > 0,
                target: 'tracking',
                actions: [
                  { type: 'takeRecent', params: ({ event }) => ({ recent: event.output }) },
                  'resetAttempt',
                  { type: 'persistPlacement', params: ({ context }) => ({ placement: context.placement }) },
                ],
              },
              { guard: 'readsLeft', target: 'reconcileWait', actions: 'noteMiss' },
              { target: '#betSlip.unplaced', actions: 'noteNotPlaced' },
            ],
            // Cannot ask (offline, expired): keep asking, slower; nothing is sent meanwhile.
            onError: { target: 'reconcileWait', actions: 'nextAttempt' },
          },
        },
        reconcileWait: { after: { reconcileDelay: 'reconciling' } },
        tracking: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'placementDone', target: '#betSlip.done' }, { target: 'waiting' }] },
            waiting: { after: { pollDelay: 'polling' } },
            polling: {
              invoke: {
                src: 'orderStatuses',
                input: ({ context }) => (context.placement ? pendingOrderIds(context.placement) : []),
                onDone: {
                  target: 'check',
                  actions: [
                    { type: 'takeStatuses', params: ({ event }) => ({ statuses: event.output }) },
                    'nextAttempt',
                    { type: 'persistPlacement', params: ({ context }) => ({ placement: context.placement }) },
                  ],
                },
                onError: { target: 'waiting', actions: 'nextAttempt' },
              },
            },
          },
        },
      },
    },
    /** Reconciliation found nothing under our ids: nothing was placed. The user decides. */
    unplaced: {
      on: {
        // Sent again: "not placed" is no longer the news (done would show it beside the outcome).
        RETRY: { target: 'placing.sending', actions: 'dismissNotice' },
        DISCARD: {
          target: 'editing',
          actions: [{ type: 'persistPlacement', params: { placement: null } }, 'dropPlacement', 'dismissNotice'],
        },
      },
    },
    /**
     * The outcome, shown until the bettor acts on it. The placement stays stored (phase done, written
     * as it got there) until then: a reload or another page load shows the outcome again instead of
     * the placed legs as an unplaced slip. Removing it on arrival lost the outcome when the page
     * resumed after a reload got here and a second load followed at once (the fault run's "stuck").
     */
    done: {
      entry: 'refreshBalance',
      on: {
        DISMISS: [
          {
            guard: 'allConfirmed',
            target: 'empty',
            actions: [{ type: 'persistPlacement', params: { placement: null } }, 'clearPlacedLegs'],
          },
          { target: 'editing', actions: [{ type: 'persistPlacement', params: { placement: null } }, 'dropPlacement'] },
        ],
        KEEP: {
          target: 'editing',
          actions: [{ type: 'persistPlacement', params: { placement: null } }, 'dropPlacement'],
        },
        TOGGLE: {
          target: 'editing',
          actions: [
            { type: 'persistPlacement', params: { placement: null } },
            'dropPlacement',
            'addOrToggle',
            'watchLegs',
          ],
        },
      },
    },
  },
});

export type BetSlipActor = ActorRefFrom<typeof betSlipMachine>;
