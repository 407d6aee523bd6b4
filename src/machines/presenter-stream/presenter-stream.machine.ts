import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { StreamDraft } from '../../api/live/presenter-api';
import type { EncoderState, EncoderStatus, OwnStream } from '../../api/live/presenter-schemas';

/**
 * The presenter's stream, from draft to stopped:
 * loading the presenter's current stream -> draft (nothing saved) -> saving -> saved, where the
 * encoder part follows the real encoder through a status poll (waiting for it, live, lost) while the
 * edit part updates or stops the stream -> stopped (a new draft from there). Every failure lands in a
 * state the presenter can act on: load failed (retry), save failed (fix and save again), update or
 * stop failed (the stream keeps running; try again). While live the app's long-running flag is set,
 * so a session expiry asks first (docs/product.md, "Sign-in and session"). Effects come in with `.provide`.
 */

export type Problem = 'forbidden' | 'invalid' | 'failed';

export type PresenterStreamEvent =
  | { type: 'SAVE'; draft: StreamDraft }
  | { type: 'UPDATE'; patch: Partial<StreamDraft> }
  | { type: 'STOP' }
  | { type: 'RETRY' }
  | { type: 'NEW' }
  | { type: 'DISMISS' }
  | { type: 'ENCODER'; status: EncoderStatus };

export interface PresenterStreamContext {
  stream: OwnStream | null;
  /** The latest status poll (bitrate, viewers), or null before the first. */
  status: EncoderStatus | null;
  problem: Problem | null;
}

/** Site code of a refused role or owner (docs/live-api.md "Presenter console"). */
export const FORBIDDEN = 403;
const INVALID = new Set([400, 1003000102, 1003000103, 1003000104]);

export const problemOf = (error: unknown): Problem => {
  const code = (error as { details?: { code?: unknown } } | null)?.details?.code;
  // 1003000101: a presenter-role account with no catalogue presenter, refused like a member.
  if (code === FORBIDDEN || code === 401 || code === 1003000101) return 'forbidden';
  return typeof code === 'number' && INVALID.has(code) ? 'invalid' : 'failed';
};

const encoderIs =
  (state: EncoderState) =>
  ({ event }: { event: PresenterStreamEvent }) =>
    event.type === 'ENCODER' && event.status.encoder === state;

export const presenterStreamMachine = setup({
  types: { context: {} as PresenterStreamContext, events: {} as PresenterStreamEvent },
  actors: {
    /** The presenter's current stream (the newest not stopped), or null. */
    loadCurrent: fromPromise<OwnStream | null>(async () => {
      throw new Error('presenter-stream actor "loadCurrent" was not provided');
    }),
    saveStream: fromPromise<OwnStream, StreamDraft>(async () => {
      throw new Error('presenter-stream actor "saveStream" was not provided');
    }),
    updateStream: fromPromise<OwnStream, { streamId: number; patch: Partial<StreamDraft> }>(async () => {
      throw new Error('presenter-stream actor "updateStream" was not provided');
    }),
    stopStream: fromPromise<OwnStream, { streamId: number }>(async () => {
      throw new Error('presenter-stream actor "stopStream" was not provided');
    }),
    /** Sends ENCODER events while the stream is saved (a poll of getStreamStatus). */
    watchEncoder: fromCallback<PresenterStreamEvent, { streamId: number }>(() => () => {}),
  },
  actions: {
    setLongRunning: (_, _params: { value: boolean }) => {},
    // On every ENCODER transition: a child's transition pre-empts the parent's, so each keeps the status itself.
    keepStatus: assign({ status: ({ event }) => (event.type === 'ENCODER' ? event.status : null) }),
  },
  guards: {
    hasStream: (_, { stream }: { stream: OwnStream | null }) => Boolean(stream),
    startsLive: ({ context }) => context.stream?.encoder === 'live',
    startsLost: ({ context }) => context.stream?.encoder === 'lost',
  },
}).createMachine({
  id: 'presenterStream',
  context: { stream: null, status: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCurrent',
        onDone: [
          {
            guard: { type: 'hasStream', params: ({ event }) => ({ stream: event.output }) },
            target: 'saved',
            actions: assign({ stream: ({ event }) => event.output, problem: null }),
          },
          { target: 'draft', actions: assign({ problem: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    draft: {
      on: { SAVE: 'saving', DISMISS: { actions: assign({ problem: null }) } },
    },
    saving: {
      invoke: {
        src: 'saveStream',
        input: ({ event }) => {
          assertEvent(event, 'SAVE');
          return event.draft;
        },
        onDone: {
          target: 'saved',
          actions: assign({ stream: ({ event }) => event.output, status: null, problem: null }),
        },
        // Back to the form with what went wrong: the presenter fixes it and saves again.
        onError: { target: 'draft', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    saved: {
      type: 'parallel',
      invoke: { src: 'watchEncoder', input: ({ context }) => ({ streamId: context.stream!.id }) },
      on: {
        ENCODER: [
          // Stopped elsewhere (the admin's stop, another tab): the stream is over here too.
          { guard: encoderIs('stopped'), target: 'stopped', actions: 'keepStatus' },
          { actions: 'keepStatus' },
        ],
      },
      states: {
        encoder: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'startsLive', target: 'live' },
                { guard: 'startsLost', target: 'lost' },
                { target: 'waiting' },
              ],
            },
            waiting: { on: { ENCODER: { guard: encoderIs('live'), target: 'live', actions: 'keepStatus' } } },
            live: {
              entry: { type: 'setLongRunning', params: { value: true } },
              exit: { type: 'setLongRunning', params: { value: false } },
              on: { ENCODER: { guard: encoderIs('lost'), target: 'lost', actions: 'keepStatus' } },
            },
            lost: { on: { ENCODER: { guard: encoderIs('live'), target: 'live', actions: 'keepStatus' } } },
          },
        },
        edit: {
          initial: 'idle',
          states: {
            idle: { on: { UPDATE: 'updating', STOP: 'stopping' } },
            updating: {
              invoke: {
                src: 'updateStream',
                input: ({ context, event }) => {
                  assertEvent(event, 'UPDATE');
                  return { streamId: context.stream!.id, patch: event.patch };
                },
                onDone: { target: 'updated', actions: assign({ stream: ({ event }) => event.output, problem: null }) },
                onError: {
                  target: 'updateFailed',
                  actions: assign({ problem: ({ event }) => problemOf(event.error) }),
                },
              },
            },
            /** Saved changes: said once, then editing goes on as before. */
            updated: { on: { UPDATE: 'updating', STOP: 'stopping', DISMISS: 'idle' } },
            updateFailed: {
              on: {
                UPDATE: 'updating',
                STOP: 'stopping',
                DISMISS: { target: 'idle', actions: assign({ problem: null }) },
              },
            },
            stopping: {
              invoke: {
                src: 'stopStream',
                input: ({ context }) => ({ streamId: context.stream!.id }),
                onDone: {
                  target: '#presenterStream.stopped',
                  actions: assign({ stream: ({ event }) => event.output, problem: null }),
                },
                onError: { target: 'stopFailed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
              },
            },
            stopFailed: { on: { STOP: 'stopping', DISMISS: { target: 'idle', actions: assign({ problem: null }) } } },
          },
        },
      },
    },
    stopped: {
      on: { NEW: { target: 'draft', actions: assign({ stream: null, status: null, problem: null }) } },
    },
  },
});

/** The poll's pace while a stream is saved (the encoder's state shows within this). */
export const ENCODER_POLL_MS = 2_000;
