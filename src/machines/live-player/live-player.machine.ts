import { assign, fromCallback, fromPromise, sendTo, setup, spawnChild, type DoneActorEvent } from 'xstate';
import type { PlayerActorEvent, PlayerActorInput, PlayerCommand } from './player-actor';
import type { PlayerSource, StreamStatus } from './player-types';
import {
  DEFAULT_TIMINGS,
  type LivePlayerContext,
  type LivePlayerEvent,
  type LivePlayerInput,
} from './live-player-context';

/**
 * The live player (docs/product.md, "Live rooms").
 *
 *   idle --START--> unsupported                (no MSE: nothing can play here)
 *               \-> offline                    (no source to play)
 *               \-> session
 *   session (invokes `player`: one engine handle + watchdog; leaving it destroys the handle)
 *     loading --FIRST_FRAME / jump to edge--> playing (and at the next PROGRESS reports, ~2 s, while > 0.5 s behind;
 *                                                  later, after ~2 s of reports all > 0.5 s behind) --STALLED (no progress 1 s)--> stalled
 *        | load timeout                          ^------------ PROGRESS -------------/ |
 *        v                                                                 no progress 2 s more
 *   ENGINE.ERROR network|other, ENGINE.EOF, load timeout, stalled too long  ------> recovering
 *   ENGINE.ERROR media (codec) ----------------------------------------------------> broken (never retried)
 *   SWITCH_SOURCE (another line) -> session again, tries reset
 *   ENGINE.ERROR forbidden (the relay's 403: a fee room's signed URL expired) -> renewing, once per frame
 *   renewing   invoke renewSources (the room's lines asked again): lines -> session (the same line, no
 *              try counted: the viewer sees a load, not an error); none -> offline; failure -> recovering
 *   In playing, `renewAheadMs` before the line's URL expires, renewSources runs beside the picture (the
 *   open connection plays on: the relay checks a URL when it opens) and its lines replace the old ones,
 *   so the next load, if any, opens a fresh URL.
 *   recovering
 *     checking   (first, when this session never played; and after the last try) invoke checkStatus:
 *                live -> waiting (tries left) or broken; offline -> offline; ended -> ended
 *     waiting    after the backoff 1, 1, 1, 2, 4, 8, 10 s -> session (a fresh handle); three quick
 *                tries first, since an encoder that restarts is back on air about a second later
 *   offline    polls checkStatus every few seconds: live -> session; ended -> ended; RETRY or new
 *              SOURCES -> session
 *   ended      RETRY -> session
 *   broken     RETRY -> session
 *   any --LEAVE--> left (final: the handle is destroyed with the session it lived in)
 *
 * In playing/stalled VISIBLE (the tab is back) jumps to the live edge; UNMUTE turns the sound on.
 * `delay` is how far the picture trails the buffered end, from the watchdog's progress reports;
 * `liveDelay` how far it trails the broadcast (now - the wall time of the frame on screen), when the
 * stream carries its clock (the relay's `onEdge` tags, docs/live-api.md "Stream delay").
 * Effects come in as actors (`player`, `checkStatus`) with `.provide`; timings as input (tests shorten them).
 */

/** Behind the buffered end by more than this in a report of the first EDGE_CHECKS after the first frame: jump again. */
const EDGE_SLACK_S = 0.5;
const EDGE_CHECKS = 8;

/** setTimeout's longest delay: a line that never expires is never renewed ahead. */
const NEVER_MS = 2_147_483_647;

function required(name: string) {
  return fromPromise<StreamStatus>(async () => {
    throw new Error(`live-player actor "${name}" was not provided`);
  });
}

/**
 * An actor's answer as params of the named guards and actions below. In an invoke's `onDone` XState
 * types `event.output` and checks it against these; the done event of the spawned `renewAhead` is
 * not typed by XState (its key in `on` is a plain string), so there these annotations say its shape.
 */
const statusAnswer = ({ event }: { event: DoneActorEvent<StreamStatus> }) => ({ status: event.output });
const renewedLines = ({ event }: { event: DoneActorEvent<readonly PlayerSource[]> }) => ({ sources: event.output });

const absent = fromCallback<PlayerCommand, PlayerActorInput, PlayerActorEvent>(() => {
  throw new Error('live-player actor "player" was not provided');
});

export const livePlayerMachine = setup({
  types: {
    context: {} as LivePlayerContext,
    events: {} as LivePlayerEvent,
    input: {} as LivePlayerInput,
  },
  actors: {
    player: absent,
    checkStatus: required('checkStatus'),
    /** The room's lines asked again (fresh signed URLs); empty when the viewer may not watch any more. */
    renewSources: fromPromise<readonly PlayerSource[]>(async () => {
      throw new Error('live-player actor "renewSources" was not provided');
    }),
  },
  delays: {
    backoff: ({ context }) =>
      context.timings.backoffMs[Math.min(context.attempt, context.timings.backoffMs.length) - 1] ?? 1_000,
    loadTimeout: ({ context }) => context.timings.loadTimeoutMs,
    reload: ({ context }) => context.timings.reloadMs,
    offlinePoll: ({ context }) => context.timings.offlinePollMs,
    // `renewAheadMs` before expiry; a URL that lives less than that is renewed half-way, and never sooner than 1 s
    // (a server that hands out short or stale URLs must not make the chart ask in a tight loop).
    renewAhead: ({ context }) => {
      const expiresAt = context.sources[context.sourceIndex]?.expiresAt;
      if (expiresAt == null) return NEVER_MS;
      const left = expiresAt - Date.now();
      const ahead = context.timings.renewAheadMs;
      return Math.min(NEVER_MS, Math.max(1_000, left > 2 * ahead ? left - ahead : left / 2));
    },
  },
  guards: {
    unsupported: ({ context }) => !context.supported,
    noSources: ({ context }) => context.sources.length === 0,
    hasSources: ({ context }) => context.sources.length > 0,
    liveWithSources: ({ context }, { status }: { status: StreamStatus }) =>
      context.sources.length > 0 && status === 'live',
    neverPlayed: ({ context }) => !context.played,
    triesLeft: ({ context }) => context.attempt <= context.timings.backoffMs.length,
    isLive: (_, { status }: { status: StreamStatus }) => status === 'live',
    isEnded: (_, { status }: { status: StreamStatus }) => status === 'ended',
    mediaError: ({ event }) => event.type === 'ENGINE.ERROR' && event.kind === 'media',
    /** The GOP-cache burst is appended after the first frame: the first reports may still be most of a GOP behind. */
    behindAfterFirstFrame: ({ context, event }) =>
      context.edgeChecks < EDGE_CHECKS && event.type === 'WATCHDOG.PROGRESS' && event.delay > EDGE_SLACK_S,
    /** Later, liveSync only chases above its maximum (1.5 s): a picture steadily 0.5-1.5 s behind is jumped once more. */
    steadilyBehind: ({ context, event }) =>
      context.behindRun + 1 >= EDGE_CHECKS && event.type === 'WATCHDOG.PROGRESS' && event.delay > EDGE_SLACK_S,
    validSource: ({ context, event }) =>
      event.type === 'SWITCH_SOURCE' && event.index >= 0 && event.index < context.sources.length,
    refusedFirstTime: ({ context, event }) =>
      event.type === 'ENGINE.ERROR' && event.kind === 'forbidden' && !context.renewed,
    expiring: ({ context }) => context.sources[context.sourceIndex]?.expiresAt != null,
    renewedWithSources: (_, { sources }: { sources: readonly PlayerSource[] }) => sources.length > 0,
  },
  actions: {
    freshSession: assign({
      attempt: 0,
      played: false,
      problem: null,
      delay: null,
      liveDelay: null,
      position: null,
      renewed: false,
    }),
    nextGeneration: assign({ generation: ({ context }) => context.generation + 1 }),
    countTry: assign({ attempt: ({ context }) => context.attempt + 1 }),
    firstFrame: assign({ played: true, attempt: 0, problem: null, edgeChecks: 0, behindRun: 0, renewed: false }),
    /** Renewed lines replace the old ones; the viewer's line stays theirs (by id). */
    takeRenewed: assign(({ context }, { sources }: { sources: readonly PlayerSource[] }) => {
      const current = context.sources[context.sourceIndex]?.id;
      return {
        sources,
        sourceIndex: Math.max(
          0,
          sources.findIndex((s) => s.id === current),
        ),
      };
    }),
    renewAhead: spawnChild('renewSources', { id: 'renewAhead' }),
    countEdgeCheck: assign({
      edgeChecks: ({ context }) => context.edgeChecks + 1,
      behindRun: ({ context, event }) =>
        event.type === 'WATCHDOG.PROGRESS' && event.delay > EDGE_SLACK_S ? context.behindRun + 1 : 0,
    }),
    reportDelay: assign({
      delay: ({ context, event }) =>
        event.type === 'WATCHDOG.PROGRESS' ? Math.round(event.delay * 10) / 10 : context.delay,
      liveDelay: ({ context, event }) =>
        event.type === 'WATCHDOG.PROGRESS'
          ? typeof event.liveDelay === 'number'
            ? Math.round(event.liveDelay * 10) / 10
            : null
          : context.liveDelay,
      position: ({ context, event }) =>
        event.type === 'WATCHDOG.PROGRESS' ? (event.position ?? null) : context.position,
    }),
    jumpToEdge: sendTo('player', { type: 'JUMP_TO_EDGE' } satisfies PlayerCommand),
    unmute: sendTo('player', { type: 'SET_MUTED', muted: false } satisfies PlayerCommand),
  },
}).createMachine({
  id: 'livePlayer',
  context: ({ input }) => ({
    sources: input.sources,
    sourceIndex: 0,
    supported: input.supported,
    timings: { ...DEFAULT_TIMINGS, ...input.timings },
    attempt: 0,
    played: false,
    muted: false,
    soundBlocked: false,
    delay: null,
    liveDelay: null,
    position: null,
    problem: null,
    detail: '',
    generation: 0,
    edgeChecks: 0,
    behindRun: 0,
    renewed: false,
  }),
  initial: 'idle',
  on: {
    LEAVE: '.left',
    // A renewal ahead of expiry that ends outside `playing`: its lines are kept; a failure changes nothing (a 403 renews).
    'xstate.done.actor.renewAhead': {
      guard: { type: 'renewedWithSources', params: renewedLines },
      actions: { type: 'takeRenewed', params: renewedLines },
    },
    'xstate.error.actor.renewAhead': {},
    SOURCES: {
      actions: assign({
        sources: ({ event }) => event.sources,
        sourceIndex: ({ context, event }) => (context.sourceIndex < event.sources.length ? context.sourceIndex : 0),
      }),
    },
  },
  states: {
    idle: {
      on: {
        START: [
          { guard: 'unsupported', target: 'unsupported' },
          { guard: 'noSources', target: 'offline' },
          { target: 'session', actions: 'freshSession' },
        ],
      },
    },
    session: {
      entry: 'nextGeneration',
      invoke: {
        id: 'player',
        src: 'player',
        input: ({ context }): PlayerActorInput => ({
          url: context.sources[context.sourceIndex]?.url ?? '',
          muted: context.muted,
          tickMs: context.timings.tickMs,
          stallMs: context.timings.stallMs,
        }),
      },
      on: {
        'ENGINE.ERROR': [
          {
            guard: 'mediaError',
            target: 'broken',
            actions: assign({ problem: 'media', detail: ({ event }) => event.detail }),
          },
          { guard: 'refusedFirstTime', target: 'renewing' },
          { target: 'recovering', actions: assign({ problem: 'network', detail: ({ event }) => event.detail }) },
        ],
        'ENGINE.EOF': { target: 'recovering', actions: assign({ problem: 'network', detail: 'eof' }) },
        'ENGINE.AUTOPLAY_MUTED': { actions: assign({ muted: true, soundBlocked: true }) },
        UNMUTE: { actions: ['unmute', assign({ muted: false, soundBlocked: false })] },
        SWITCH_SOURCE: {
          guard: 'validSource',
          target: 'session',
          reenter: true,
          actions: [assign({ sourceIndex: ({ event }) => event.index }), 'freshSession'],
        },
        'WATCHDOG.PROGRESS': { actions: 'reportDelay' },
      },
      initial: 'loading',
      states: {
        loading: {
          after: {
            loadTimeout: {
              target: '#livePlayer.recovering',
              actions: assign({ problem: 'timeout', detail: 'no first frame' }),
            },
          },
          on: { 'ENGINE.FIRST_FRAME': { target: 'playing', actions: ['firstFrame', 'jumpToEdge'] } },
        },
        playing: {
          after: { renewAhead: { guard: 'expiring', actions: 'renewAhead' } },
          on: {
            // Re-entered so the next renewal is timed from the new expiry.
            'xstate.done.actor.renewAhead': {
              guard: { type: 'renewedWithSources', params: renewedLines },
              target: 'playing',
              reenter: true,
              actions: { type: 'takeRenewed', params: renewedLines },
            },
            'WATCHDOG.STALLED': 'stalled',
            'WATCHDOG.PROGRESS': [
              {
                guard: 'behindAfterFirstFrame',
                actions: ['reportDelay', 'jumpToEdge', 'countEdgeCheck', assign({ behindRun: 0 })],
              },
              { guard: 'steadilyBehind', actions: ['reportDelay', 'jumpToEdge', assign({ behindRun: 0 })] },
              { actions: ['reportDelay', 'countEdgeCheck'] },
            ],
            VISIBLE: { actions: 'jumpToEdge' },
          },
        },
        stalled: {
          after: {
            reload: {
              target: '#livePlayer.recovering',
              actions: assign({ problem: 'stalled', detail: 'no progress' }),
            },
          },
          on: {
            'WATCHDOG.PROGRESS': { target: 'playing', actions: 'reportDelay' },
            VISIBLE: { actions: 'jumpToEdge' },
          },
        },
      },
    },
    renewing: {
      invoke: {
        src: 'renewSources',
        onDone: [
          {
            guard: { type: 'renewedWithSources', params: renewedLines },
            target: 'session',
            actions: [{ type: 'takeRenewed', params: renewedLines }, assign({ renewed: true })],
          },
          { target: 'offline', actions: assign({ sources: [], sourceIndex: 0 }) },
        ],
        onError: {
          target: 'recovering',
          actions: assign({ problem: 'network', detail: 'play URL refused, renewal failed' }),
        },
      },
    },
    recovering: {
      // A failure other than a refusal means the renewed URL got through: a later refusal may renew again.
      entry: [
        'countTry',
        assign({ renewed: ({ event }) => event.type === 'ENGINE.ERROR' && event.kind === 'forbidden' }),
      ],
      initial: 'deciding',
      on: {
        SWITCH_SOURCE: {
          guard: 'validSource',
          target: 'session',
          actions: [assign({ sourceIndex: ({ event }) => event.index }), 'freshSession'],
        },
        RETRY: { target: 'session', actions: 'freshSession' },
        UNMUTE: { actions: assign({ muted: false, soundBlocked: false }) },
      },
      states: {
        deciding: {
          always: [
            // Never played: ask at once whether the stream is on air at all (an offline room says so now).
            { guard: 'neverPlayed', target: 'checking' },
            { guard: 'triesLeft', target: 'waiting' },
            { target: 'checking' },
          ],
        },
        waiting: { after: { backoff: '#livePlayer.session' } },
        checking: {
          invoke: {
            src: 'checkStatus',
            onDone: [
              { guard: { type: 'isEnded', params: statusAnswer }, target: '#livePlayer.ended' },
              { guard: { type: 'isLive', params: statusAnswer }, target: 'liveButFailing' },
              { target: '#livePlayer.offline' },
            ],
            onError: 'liveButFailing',
          },
        },
        liveButFailing: {
          always: [
            { guard: 'triesLeft', target: 'waiting' },
            { target: '#livePlayer.broken', actions: assign({ problem: 'broken' }) },
          ],
        },
      },
    },
    offline: {
      on: {
        RETRY: { guard: 'hasSources', target: 'session', actions: 'freshSession' },
        // The room's lines arrived (or changed) while nothing played: try them at once.
        SOURCES: {
          guard: ({ event }) => event.sources.length > 0,
          target: 'session',
          actions: [assign({ sources: ({ event }) => event.sources, sourceIndex: 0 }), 'freshSession'],
        },
      },
      initial: 'waiting',
      states: {
        waiting: { after: { offlinePoll: 'polling' } },
        polling: {
          invoke: {
            src: 'checkStatus',
            onDone: [
              {
                guard: { type: 'liveWithSources', params: statusAnswer },
                target: '#livePlayer.session',
                actions: 'freshSession',
              },
              { guard: { type: 'isEnded', params: statusAnswer }, target: '#livePlayer.ended' },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    ended: { on: { RETRY: { target: 'session', actions: 'freshSession' } } },
    broken: { on: { RETRY: { target: 'session', actions: 'freshSession' } } },
    unsupported: {},
    left: { type: 'final' },
  },
});

export type LivePlayerMachine = typeof livePlayerMachine;
