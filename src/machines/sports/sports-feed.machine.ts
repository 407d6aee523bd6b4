import { assign, fromCallback, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { Observable } from 'rxjs';
import type { ProviderAccess } from '../../api/provider-client';
import type { ConnectionState } from '../../streams/push-transport';

/**
 * The app's one push connection, as the policy that keeps it up (docs/push-protocol.md, "The client"). The
 * socket's own state (connecting, connected, disconnected) is reported by the transport and held
 * once by the match store (`feed.connection$`); this chart follows it and only decides what to do
 * about it (its states are not the socket's: backingOff and stopped are both "disconnected"):
 *
 * sportsFeed
 *   connecting
 *     fetchingAccess    access(): push address + provider token            error -> backingOff
 *     handshake         transport.connect(address, token) sent; socket.io retries by itself
 *   connected           budgets reset
 *   reconnecting        the socket dropped; socket.io is retrying by itself
 *   refreshingToken     the handshake was refused with 14010: refresh(), then handshake again
 *                       (at most MAX_REFRESHES in a row, else backingOff)
 *   backingOff          socket.io gave up (a server kick, a refused handshake) or access failed:
 *                       wait RETRY_DELAYS_MS[retries] (growing), then connecting
 *   stopped             logout: disconnected until a new access arrives or RECONNECT
 *   disposed            final
 *
 * Everywhere: RECONNECT (the connection bar's button) starts again at once with fresh budgets; a
 * new provider token (login, a refresh made by the HTTP client) goes straight to its handshake;
 * ACCESS.RESET (logout) stops. The transport, access() and refresh() are injected with .provide
 * (src/machines/sports/sports-feed.ts wires the real ones; tests hand in fakes).
 */

export const MAX_REFRESHES = 3;
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface SportsFeedContext {
  /** The token of the last handshake asked for: a token change elsewhere reconnects only when it differs. */
  token: string | null;
  /** 14010 refreshes since the last successful connection. */
  refreshes: number;
  /** Back-offs since the last successful connection (index into RETRY_DELAYS_MS). */
  retries: number;
}

export type SportsFeedEvent =
  /** From the transport (via the match store's connection$ and errors$). */
  | { type: 'TRANSPORT.CONNECTED' }
  | { type: 'TRANSPORT.RETRYING' }
  | { type: 'TRANSPORT.DOWN' }
  | { type: 'TOKEN_EXPIRED' }
  /** From the provider access store: a new token (login, refresh) or a reset (logout). */
  | { type: 'ACCESS.CHANGED'; access: ProviderAccess }
  | { type: 'ACCESS.RESET' }
  | { type: 'RECONNECT' }
  | { type: 'DISPOSE' };

export const retryDelay = (retries: number): number => RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)]!;

/** The transport's reports as chart events: the one bridge from streams into this chart. */
export function connectionEvents(source: {
  connection$: Observable<ConnectionState>;
  tokenExpired$: Observable<unknown>;
}) {
  return fromCallback<SportsFeedEvent>(({ sendBack }) => {
    const toEvent = {
      connected: 'TRANSPORT.CONNECTED',
      connecting: 'TRANSPORT.RETRYING',
      disconnected: 'TRANSPORT.DOWN',
    } as const;
    const states = source.connection$.subscribe((state) => sendBack({ type: toEvent[state] }));
    const expired = source.tokenExpired$.subscribe(() => sendBack({ type: 'TOKEN_EXPIRED' }));
    return () => {
      states.unsubscribe();
      expired.unsubscribe();
    };
  });
}

/** Provider access changes as chart events (providerAccess.onChange). */
export function accessEvents(onChange: (listener: (access: ProviderAccess | null) => void) => () => void) {
  return fromCallback<SportsFeedEvent>(({ sendBack }) =>
    onChange((access) => sendBack(access === null ? { type: 'ACCESS.RESET' } : { type: 'ACCESS.CHANGED', access })),
  );
}

const notProvided = (name: string) => () => {
  throw new Error(`sports feed "${name}" was not provided`);
};

/** The provider access an event brings: an access()/refresh() answer (typed by its invoke's onDone) or an ACCESS.CHANGED. */
const answered = ({ event }: { event: DoneActorEvent<ProviderAccess> }) => ({ access: event.output });
const changed = ({ event }: { event: Extract<SportsFeedEvent, { type: 'ACCESS.CHANGED' }> }) => ({
  access: event.access,
});

/**
 * The way into `handshake`, on each transition that targets it (its event carries the access):
 * the token is remembered first, so an ACCESS.CHANGED with the same token is ignored.
 */
function handshake<P>(params: P) {
  return [
    { type: 'rememberToken', params },
    { type: 'connect', params },
  ] as const;
}

const expired = [
  { guard: 'canRefresh', target: '#sportsFeed.refreshingToken' },
  { target: '#sportsFeed.backingOff' },
] as const;

export const sportsFeedMachine = setup({
  types: { context: {} as SportsFeedContext, events: {} as SportsFeedEvent },
  actors: {
    access: fromPromise<ProviderAccess>(notProvided('access')),
    refresh: fromPromise<ProviderAccess>(notProvided('refresh')),
    connection: fromCallback<SportsFeedEvent>(() => undefined),
    accessChanges: fromCallback<SportsFeedEvent>(() => undefined),
  },
  actions: {
    connect: (_, _params: { access: ProviderAccess }) => notProvided('connect')(),
    disconnect: notProvided('disconnect'),
    rememberToken: assign((_, params: { access: ProviderAccess }) => ({ token: params.access.token })),
    forgetToken: assign({ token: null }),
    resetBudgets: assign({ refreshes: 0, retries: 0 }),
    countRefresh: assign({ refreshes: ({ context }) => context.refreshes + 1 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
  },
  guards: {
    canRefresh: ({ context }) => context.refreshes < MAX_REFRESHES,
    isNewToken: ({ context, event }) => event.type === 'ACCESS.CHANGED' && event.access.token !== context.token,
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.retries),
  },
}).createMachine({
  id: 'sportsFeed',
  context: { token: null, refreshes: 0, retries: 0 },
  initial: 'connecting',
  invoke: [{ src: 'connection' }, { src: 'accessChanges' }],
  on: {
    RECONNECT: { target: '.connecting', actions: 'resetBudgets' },
    'ACCESS.CHANGED': { guard: 'isNewToken', target: '.connecting.handshake', actions: handshake(changed) },
    'ACCESS.RESET': '.stopped',
    DISPOSE: '.disposed',
  },
  states: {
    connecting: {
      initial: 'fetchingAccess',
      states: {
        fetchingAccess: {
          invoke: {
            src: 'access',
            onDone: { target: 'handshake', actions: handshake(answered) },
            onError: '#sportsFeed.backingOff',
          },
        },
        handshake: {
          // Every transition here (fetchingAccess, refreshingToken, ACCESS.CHANGED) runs handshake(...) with its access.
          on: {
            'TRANSPORT.CONNECTED': '#sportsFeed.connected',
            'TRANSPORT.DOWN': '#sportsFeed.backingOff',
            TOKEN_EXPIRED: expired,
          },
        },
      },
    },
    connected: {
      entry: 'resetBudgets',
      on: {
        'TRANSPORT.RETRYING': 'reconnecting',
        'TRANSPORT.DOWN': 'backingOff',
        TOKEN_EXPIRED: expired,
      },
    },
    reconnecting: {
      on: {
        'TRANSPORT.CONNECTED': 'connected',
        'TRANSPORT.DOWN': 'backingOff',
        TOKEN_EXPIRED: expired,
      },
    },
    refreshingToken: {
      entry: 'countRefresh',
      invoke: {
        src: 'refresh',
        onDone: { target: 'connecting.handshake', actions: handshake(answered) },
        onError: 'backingOff',
      },
    },
    backingOff: {
      // The delay is read on entry; the count goes up on the way out, so the next one is longer.
      exit: 'countRetry',
      after: { retryDelay: 'connecting' },
      on: {
        // socket.io came back by itself meanwhile: nothing to retry.
        'TRANSPORT.CONNECTED': 'connected',
        TOKEN_EXPIRED: { guard: 'canRefresh', target: 'refreshingToken' },
      },
    },
    stopped: {
      entry: ['disconnect', 'forgetToken'],
      on: {
        'ACCESS.CHANGED': { target: 'connecting.handshake', actions: ['resetBudgets', ...handshake(changed)] },
      },
    },
    disposed: {
      type: 'final',
      entry: 'disconnect',
    },
  },
});
