import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { FeePaid, FeeStatus, StreamInfo } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';

/**
 * One live room: loading the room's info, the fee gate of a paid room (price and
 * balance, pay), the room itself (live, off air for a while, or not started yet), and the ends:
 * ended, not found, failed (with retry). The info comes from getInfo; while in the room a status
 * watch (getStreamStatus, also fed by the player's own checks) moves it between live and off air
 * and ends it. Effects are injected with `.provide` (the page gives the real live API).
 */

export type OnAir = 'live' | 'offline' | 'ended' | 'upcoming';

export type RoomEvent = { type: 'RETRY' } | { type: 'PAY' } | { type: 'STATUS'; status: OnAir } | { type: 'RELOAD' };

export type PayProblem = 'insufficient' | 'failed';

export interface RoomContext {
  /** The stream (or presenter) id from the URL. */
  id: string;
  info: StreamInfo | null;
  fee: FeeStatus | null;
  payProblem: PayProblem | null;
}

/** Site code of an unknown stream (docs/live-api.md). */
export const STREAM_NOT_FOUND = 1003000001;
/** Site code of a payment the balance cannot cover. */
export const INSUFFICIENT_BALANCE = 1003000004;

const codeOf = (error: unknown): number | undefined => {
  const details = (error as { details?: { code?: unknown } } | null)?.details;
  return typeof details?.code === 'number' ? details.code : undefined;
};

export const onAirOf = (status: number): OnAir =>
  status === STREAM_STATUS.live
    ? 'live'
    : status === STREAM_STATUS.upcoming
      ? 'upcoming'
      : status === STREAM_STATUS.ended
        ? 'ended'
        : 'offline';

export const roomMachine = setup({
  types: { context: {} as RoomContext, events: {} as RoomEvent, input: {} as { id: string } },
  actors: {
    loadInfo: fromPromise<StreamInfo, { id: string }>(async () => {
      throw new Error('room actor "loadInfo" was not provided');
    }),
    feeStatus: fromPromise<FeeStatus, { streamId: number }>(async () => {
      throw new Error('room actor "feeStatus" was not provided');
    }),
    payFee: fromPromise<FeePaid, { streamId: number }>(async () => {
      throw new Error('room actor "payFee" was not provided');
    }),
    /** Sends STATUS events while the room is open (a poll of getStreamStatus). */
    watchStatus: fromCallback<RoomEvent, { streamId: number }>(() => () => {}),
  },
  guards: {
    notFound: (_, { error }: { error: unknown }) => codeOf(error) === STREAM_NOT_FOUND,
    ended: ({ context }) => context.info?.status === STREAM_STATUS.ended,
    mustPay: ({ context }) => Boolean(context.info?.feeInfo.required && !context.info.feeInfo.paid),
    upcoming: ({ context }) => context.info?.status === STREAM_STATUS.upcoming,
    offline: ({ context }) => context.info?.status === STREAM_STATUS.offline,
    insufficient: (_, { error }: { error: unknown }) => codeOf(error) === INSUFFICIENT_BALANCE,
  },
}).createMachine({
  id: 'liveRoom',
  context: ({ input }) => ({ id: input.id, info: null, fee: null, payProblem: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadInfo',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deciding', actions: assign({ info: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'ended', target: 'ended' },
        { guard: 'mustPay', target: 'feeGate' },
        { guard: 'upcoming', target: 'room.upcoming' },
        { guard: 'offline', target: 'room.offline' },
        { target: 'room.live' },
      ],
    },
    feeGate: {
      initial: 'checking',
      // The status is watched at the gate too: a stream that ends while the price is shown must not be paid for.
      invoke: { src: 'watchStatus', input: ({ context }) => ({ streamId: context.info!.id }) },
      on: { STATUS: { guard: ({ event }) => event.status === 'ended', target: '#liveRoom.ended' } },
      states: {
        checking: {
          invoke: {
            src: 'feeStatus',
            input: ({ context }) => ({ streamId: context.info!.id }),
            onDone: { target: 'asking', actions: assign({ fee: ({ event }) => event.output }) },
            onError: { target: 'unavailable' },
          },
        },
        asking: {
          on: { PAY: { target: 'paying', actions: assign({ payProblem: null }) } },
        },
        paying: {
          invoke: {
            src: 'payFee',
            input: ({ context }) => ({ streamId: context.info!.id }),
            // Paid: the info again, now with the play lines.
            onDone: {
              target: '#liveRoom.loading',
              actions: assign({
                fee: ({ context, event }) =>
                  context.fee ? { ...context.fee, paid: true, balance: event.output.balance } : null,
              }),
            },
            onError: [
              {
                guard: { type: 'insufficient', params: ({ event }) => ({ error: event.error }) },
                target: 'asking',
                actions: assign({ payProblem: 'insufficient' as const }),
              },
              { target: 'asking', actions: assign({ payProblem: 'failed' as const }) },
            ],
          },
        },
        unavailable: { on: { RETRY: 'checking' } },
      },
    },
    room: {
      initial: 'live',
      invoke: { src: 'watchStatus', input: ({ context }) => ({ streamId: context.info!.id }) },
      on: {
        STATUS: [
          { guard: ({ event }) => event.status === 'ended', target: 'ended' },
          { guard: ({ event }) => event.status === 'offline', target: '.offline' },
          { guard: ({ event }) => event.status === 'live', target: '.live' },
        ],
        RELOAD: 'loading',
      },
      states: {
        live: {},
        offline: {},
        // Not started: when it goes live the info is read again for its play lines.
        upcoming: {
          on: {
            STATUS: [
              { guard: ({ event }) => event.status === 'live', target: '#liveRoom.loading' },
              { guard: ({ event }) => event.status === 'ended', target: '#liveRoom.ended' },
            ],
          },
        },
      },
    },
    ended: { on: { RELOAD: 'loading' } },
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
