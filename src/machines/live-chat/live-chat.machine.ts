import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  type ActorRefFrom,
  type EventObject,
} from 'xstate';
import type { BanInfo } from '../../api/live/ban-api';
import { createWordMatcher } from '../../lib/rules/word-matcher';
import type { ChatErrorCode, ChatMessage } from '../../streams/chat/chat-transport';
import { addItems, addOwn, emptyBuffer, markOwn, type OwnStatus } from './chat-buffer';
import {
  DEFAULT_CHAT_CONFIG,
  type BanNotice,
  type LiveChatContext,
  type LiveChatEvent,
  type LiveChatInput,
  type RoomSetup,
  type SendText,
} from './live-chat-context';

/**
 * The room's chat (docs/chat-protocol.md):
 *
 * ```
 * loading ──(config, words, ban; a failure falls back to defaults)──> joining ──> online ──> kicked | failed
 *                                                                       ^  RETRY ─────────────┘
 * online (parallel):
 *   connection: ready <-> reconnecting          (the transport's state; kicked/error leave online)
 *   composer:   idle ── SEND ok ──> cooling (slow mode, a countdown each second) ──> idle
 *   ban:        free | banned (until when, why) | checking (after a send answered "muted")
 * ```
 *
 * A SEND is checked here before it leaves: empty, too long, a sensitive word (Aho-Corasick over the
 * API's list), slow mode, a ban, no connection; each refusal is a reason the view words. An
 * accepted one shows at once (`showOwn`: added to the buffer, the draft cleared, `ownShown` emitted
 * so the view scrolls to it) and its outcome marks it (`markOwn`); the server has the last word
 * (80001, 10017 ...).
 *
 * Everywhere: the room's timeline batches (TIMELINE, ten a second at most) go into `buffer`
 * (chat-buffer.ts, at most 200 lines), the online count into `online`, the composer's text into
 * `draft` (EDIT, which also clears a refusal). The first join joins; any later one (RETRY after a
 * kick or an error) rejoins (`joins`). Effects come in with `.provide` (room-chat-machine.ts).
 */

function ownMessage(context: LiveChatContext): ChatMessage & { clientId: string } {
  const o = context.outgoing ?? { clientId: '', text: '', at: context.now() };
  return {
    kind: 'text',
    id: `own:${o.clientId}`,
    roomId: context.roomId,
    at: o.at,
    from: context.me,
    text: o.text,
    high: false,
    clientId: o.clientId,
  };
}

const banOf = (info: BanInfo): BanNotice | null => (info.banned ? { reason: info.reason, until: info.until } : null);
const activeBan = (ban: BanNotice | null, now: number) => ban !== null && (ban.until === 0 || ban.until > now);

export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
    input: {} as LiveChatInput,
    emitted: {} as { type: 'ownShown' },
  },
  actors: {
    loadRoom: fromPromise<RoomSetup, { roomId: string; presenterId: string }>(async () => {
      throw new Error('loadRoom not provided');
    }),
    joinRoom: fromPromise<void, { roomId: string; presenterId: string; rejoin: boolean }>(async () => {
      throw new Error('joinRoom not provided');
    }),
    checkBan: fromPromise<BanInfo, { roomId: string; presenterId: string }>(async () => ({ banned: false })),
    /** The transport's state as TRANSPORT events. */
    transportState: fromCallback<EventObject>(() => undefined),
    /** The room's ban/unban notices about me as MODERATED events (none unless provided). */
    moderation: fromCallback<EventObject>(() => undefined),
    /** Takes SEND_TEXT { clientId, text } and answers SENT or SEND_FAILED with that clientId. */
    sendMessage: fromCallback<SendText>(() => undefined),
    /** The room's timeline batches as TIMELINE events, for as long as the chat is open. */
    timeline: fromCallback<EventObject>(() => undefined),
    /** The online count as ONLINE events. */
    onlineCount: fromCallback<EventObject>(() => undefined),
    /** Feeds the match's events into the room's timeline while the chat is open (nothing comes back). */
    systemEvents: fromCallback<EventObject>(() => undefined),
  },
  actions: {
    /** The own message shown at once (the list goes to the bottom, where it shows) and the draft cleared. */
    showOwn: enqueueActions(({ context, enqueue }, params: { message: ChatMessage & { clientId: string } }) => {
      enqueue.assign({ buffer: addOwn(context.buffer, params.message), draft: '' });
      enqueue.emit({ type: 'ownShown' });
    }),
    /** The own message marked sent or failed. */
    markOwn: assign({
      buffer: (
        { context },
        p: { clientId: string; status: Exclude<OwnStatus, 'sending'>; code?: ChatErrorCode; serverId?: string },
      ) => markOwn(context.buffer, p.clientId, p.status, p.code, p.serverId),
    }),
  },
  guards: {
    chatClosed: ({ context }) => !context.config.enabled,
    banned: ({ context }) => activeBan(context.ban, context.now()),
    empty: (_, params: { text: string }) => params.text.trim() === '',
    tooLong: ({ context }, params: { text: string }) => [...params.text].length > context.config.maxLength,
    sensitive: ({ context }, params: { text: string }) => context.matcher.first(params.text) !== undefined,
    offline: ({ context }) => context.connection.status !== 'ready',
  },
  delays: {
    banEnds: ({ context }) =>
      context.ban && context.ban.until > 0
        ? Math.min(2 ** 31 - 1, Math.max(0, context.ban.until - context.now()))
        : 2 ** 31 - 1,
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({
    roomId: input.roomId,
    presenterId: input.presenterId,
    me: input.me,
    config: DEFAULT_CHAT_CONFIG,
    matcher: createWordMatcher([]),
    ban: null,
    connection: { status: 'idle' },
    cooldownLeft: 0,
    refusal: null,
    failure: null,
    outgoing: null,
    buffer: emptyBuffer,
    draft: '',
    online: null,
    joins: 0,
    now: input.now ?? Date.now,
    makeId: input.makeId ?? (() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`),
  }),
  initial: 'loading',
  invoke: [{ src: 'timeline' }, { src: 'onlineCount' }, { src: 'systemEvents' }],
  on: {
    DISMISS: { actions: assign({ refusal: null }) },
    // A refusal is about the text as it was: editing it takes the notice away.
    EDIT: { actions: assign({ draft: ({ event }) => event.text, refusal: null }) },
    TIMELINE: { actions: assign({ buffer: ({ context, event }) => addItems(context.buffer, event.items) }) },
    ONLINE: { actions: assign({ online: ({ event }) => event.count }) },
    SENT: {
      actions: {
        type: 'markOwn',
        params: ({ event }) => ({ clientId: event.clientId, status: 'sent' as const, serverId: event.message.id }),
      },
    },
    SEND_FAILED: {
      actions: [
        {
          type: 'markOwn',
          params: ({ event }) => ({ clientId: event.clientId, status: 'failed' as const, code: event.code }),
        },
        // The server says muted: ask banInfo why and until when.
        raise(({ event }) => (event.code === 'muted' ? { type: 'CHECK_BAN' as const } : { type: 'NOOP' as const })),
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadRoom',
        input: ({ context }) => ({ roomId: context.roomId, presenterId: context.presenterId }),
        onDone: {
          target: 'joining',
          actions: assign(({ event }) => ({
            config: event.output.config,
            matcher: createWordMatcher(event.output.words),
            ban: banOf(event.output.ban),
          })),
        },
        // Without the words or config the chat still works: the server has the last word.
        onError: 'joining',
      },
    },
    joining: {
      entry: assign({ connection: { status: 'connecting' }, failure: null }),
      exit: assign({ joins: ({ context }) => context.joins + 1 }),
      invoke: {
        src: 'joinRoom',
        input: ({ context }) => ({
          roomId: context.roomId,
          presenterId: context.presenterId,
          rejoin: context.joins > 0,
        }),
        onDone: 'online',
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => (event.error as { code?: ChatErrorCode } | undefined)?.code ?? 'network',
          }),
        },
      },
    },
    online: {
      type: 'parallel',
      entry: assign({ connection: { status: 'ready' } }),
      invoke: [{ src: 'transportState' }, { id: 'sender', src: 'sendMessage' }, { src: 'moderation' }],
      on: {
        TRANSPORT: [
          {
            guard: ({ event }) => event.state.status === 'kicked',
            target: 'kicked',
            actions: assign({
              connection: ({ event }) => event.state,
              failure: ({ event }) => (event.state.status === 'kicked' ? event.state.reason : null),
            }),
          },
          {
            guard: ({ event }) => event.state.status === 'error',
            target: 'failed',
            actions: assign({
              connection: ({ event }) => event.state,
              failure: ({ event }) => (event.state.status === 'error' ? event.state.code : null),
            }),
          },
          {
            guard: ({ event }) => event.state.status === 'ready' || event.state.status === 'reconnecting',
            actions: assign({ connection: ({ event }) => event.state }),
          },
        ],
      },
      states: {
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SEND: [
                  { guard: 'chatClosed', actions: assign({ refusal: { reason: 'offline' } }) },
                  { guard: 'banned', actions: assign({ refusal: { reason: 'banned' } }) },
                  {
                    guard: { type: 'empty', params: ({ event }) => ({ text: event.text }) },
                    actions: assign({ refusal: { reason: 'empty' } }),
                  },
                  {
                    guard: { type: 'tooLong', params: ({ event }) => ({ text: event.text }) },
                    actions: assign({ refusal: { reason: 'too-long' } }),
                  },
                  {
                    guard: { type: 'sensitive', params: ({ event }) => ({ text: event.text }) },
                    actions: assign({
                      refusal: ({ context, event }) => ({
                        reason: 'sensitive' as const,
                        word: context.matcher.first(event.text),
                      }),
                    }),
                  },
                  { guard: 'offline', actions: assign({ refusal: { reason: 'offline' } }) },
                  {
                    target: 'cooling',
                    actions: [
                      assign({
                        refusal: null,
                        outgoing: ({ context, event }) => ({
                          clientId: context.makeId(),
                          text: event.text.trim(),
                          at: context.now(),
                        }),
                      }),
                      { type: 'showOwn', params: ({ context }) => ({ message: ownMessage(context) }) },
                      sendTo('sender', ({ context }) => ({
                        type: 'SEND_TEXT',
                        clientId: context.outgoing?.clientId ?? '',
                        text: context.outgoing?.text ?? '',
                      })),
                    ],
                  },
                ],
              },
            },
            cooling: {
              entry: assign({ cooldownLeft: ({ context }) => context.config.slowModeSeconds }),
              always: { guard: ({ context }) => context.cooldownLeft <= 0, target: 'idle' },
              initial: 'counting',
              states: {
                counting: {
                  after: {
                    1000: [
                      {
                        guard: ({ context }) => context.cooldownLeft > 1,
                        target: 'counting',
                        reenter: true,
                        actions: assign({ cooldownLeft: ({ context }) => context.cooldownLeft - 1 }),
                      },
                      { target: '#liveChat.online.composer.idle', actions: assign({ cooldownLeft: 0 }) },
                    ],
                  },
                },
              },
              on: { SEND: { actions: assign({ refusal: { reason: 'slow-mode' } }) } },
            },
          },
        },
        ban: {
          initial: 'deciding',
          on: {
            MODERATED: [
              // Pushed with its reason and end: takes effect now, no round trip.
              {
                guard: ({ event }) => event.event === 'ban' && event.until !== undefined,
                target: '.deciding',
                reenter: true,
                actions: assign({ ban: ({ event }) => ({ reason: event.reason ?? '', until: event.until ?? 0 }) }),
              },
              { guard: ({ event }) => event.event === 'ban', target: '.checking' },
              // Unbanned: the input comes back at once; banInfo then says whether another ban still holds.
              { target: '.checking', actions: assign({ ban: null }) },
            ],
          },
          states: {
            deciding: {
              always: [{ guard: 'banned', target: 'banned' }, { target: 'free' }],
            },
            free: {
              on: { CHECK_BAN: 'checking' },
            },
            banned: {
              after: { banEnds: 'checking' },
            },
            checking: {
              invoke: {
                src: 'checkBan',
                input: ({ context }) => ({ roomId: context.roomId, presenterId: context.presenterId }),
                onDone: { target: 'deciding', actions: assign({ ban: ({ event }) => banOf(event.output) ?? null }) },
                // The server said muted: believe it even when it cannot say until when.
                onError: {
                  target: 'banned',
                  actions: assign({ ban: ({ context }) => context.ban ?? { reason: '', until: 0 } }),
                },
              },
            },
          },
        },
      },
    },
    kicked: {
      on: { RETRY: 'joining' },
    },
    failed: {
      on: { RETRY: 'joining' },
    },
  },
});

export type LiveChatActor = ActorRefFrom<typeof liveChatMachine>;
