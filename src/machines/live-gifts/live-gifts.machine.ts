import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { LIVE_CHAT_CODES } from '../../api/live/chat-codes';
import type { Gift, GiftSent } from '../../api/live/gift-api';

/**
 * Sending gifts (docs/product.md, "Chat and gifts"):
 *
 * ```
 * loading ──> ready ── SEND ──> sending ──> ready (sent: the balance is refreshed)
 *    │ error    ^                  │ error: low balance / failed (words in the view)
 *    v          │ RETRY            v
 *  failed ──────┘                ready
 * ```
 *
 * Only the server debits the wallet and announces the gift; the animation comes
 * from that announcement through the room's timeline (gift-queue.ts), not from here. After a send,
 * the session's balance is refreshed (`refreshBalance`, the session's REFRESH_BALANCE).
 */

export type GiftFailure = 'low-balance' | 'failed';

export interface LiveGiftsContext {
  roomId: string;
  presenterId: string;
  gifts: Gift[];
  selected: number | null;
  failure: GiftFailure | null;
  lastSent: GiftSent | null;
}

export type LiveGiftsEvent =
  { type: 'SELECT'; giftId: number } | { type: 'SEND'; count: number } | { type: 'RETRY' } | { type: 'DISMISS' };

export const liveGiftsMachine = setup({
  types: {
    context: {} as LiveGiftsContext,
    events: {} as LiveGiftsEvent,
    input: {} as { roomId: string; presenterId: string },
  },
  actors: {
    loadGifts: fromPromise<Gift[]>(async () => {
      throw new Error('loadGifts not provided');
    }),
    sendGift: fromPromise<GiftSent, { giftId: number; count: number; roomId: string; presenterId: string }>(
      async () => {
        throw new Error('sendGift not provided');
      },
    ),
  },
  actions: {
    /** Provided by the composition: the session's REFRESH_BALANCE. */
    refreshBalance: () => {},
  },
}).createMachine({
  id: 'liveGifts',
  context: ({ input }) => ({
    roomId: input.roomId,
    presenterId: input.presenterId,
    gifts: [],
    selected: null,
    failure: null,
    lastSent: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGifts',
        onDone: {
          target: 'ready',
          actions: assign({ gifts: ({ event }) => event.output, selected: ({ event }) => event.output[0]?.id ?? null }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        SELECT: { actions: assign({ selected: ({ event }) => event.giftId, failure: null }) },
        DISMISS: { actions: assign({ failure: null }) },
        SEND: { guard: ({ context, event }) => context.selected !== null && event.count >= 1, target: 'sending' },
      },
    },
    sending: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'sendGift',
        input: ({ context, event }) => ({
          giftId: context.selected ?? 0,
          count: event.type === 'SEND' ? event.count : 1,
          roomId: context.roomId,
          presenterId: context.presenterId,
        }),
        onDone: { target: 'ready', actions: [assign({ lastSent: ({ event }) => event.output }), 'refreshBalance'] },
        onError: {
          target: 'ready',
          actions: assign({
            failure: ({ event }) =>
              (event.error as { details?: { code?: number } } | undefined)?.details?.code === LIVE_CHAT_CODES.lowBalance
                ? 'low-balance'
                : 'failed',
          }),
        },
      },
    },
  },
});

export type LiveGiftsActor = ActorRefFrom<typeof liveGiftsMachine>;
