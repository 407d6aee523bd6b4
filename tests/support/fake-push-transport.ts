import { BehaviorSubject, Subject } from 'rxjs';
import type { PushBatch, SubscribeAck, SubscribeRequest } from '../../src/api/push-protocol';
import type { ConnectionState, PushTransport, PushTransportError } from '../../src/streams/push-transport';

/**
 * A Subject-backed PushTransport for tests (and for driving the feed without a server): tests
 * play the server by pushing states, batches and acks, and read what the client sent.
 */
export function createFakePushTransport(options: { autoConnect?: boolean } = {}) {
  const autoConnect = options.autoConnect ?? true;
  /** Every connect(url, token) call, in order. */
  const connects: { url: string; token: string }[] = [];
  const state$ = new BehaviorSubject<ConnectionState>('disconnected');
  const messages$ = new Subject<PushBatch>();
  const acks$ = new Subject<SubscribeAck>();
  const errors$ = new Subject<PushTransportError>();
  const sent: { event: 'sub' | 'unsub'; matchIds: number[] }[] = [];
  const transport: PushTransport = {
    // Like socket.io: connecting at once, then (unless the test plays the server) connected.
    connect(url, token) {
      connects.push({ url, token });
      state$.next('connecting');
      if (autoConnect) state$.next('connected');
    },
    disconnect: () => state$.next('disconnected'),
    state$,
    messages$,
    acks$,
    errors$,
    send(event, payload: SubscribeRequest) {
      sent.push({ event, matchIds: [...payload.matchIds] });
    },
  };
  return {
    transport,
    state$,
    sent,
    connects,
    errors$,
    push(...msgs: unknown[]) {
      messages$.next({ t: 0, msgs });
    },
    ack(matches: { mid: number; seq: number }[]) {
      acks$.next({ matches });
    },
  };
}
