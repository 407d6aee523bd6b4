import type { Namespace, Socket } from 'socket.io';
import {
  PUSH_EVENTS,
  PUSH_NAMESPACE,
  type PushBatch,
  type PushMessage,
  type SubscribeAck,
} from '../../src/api/push-protocol';
import type { SimContext } from '../core/context';
import type { ScopeState } from '../core/scope-state';
import type { SimMatch } from './types';
import type { SportsWorld } from './world';

/**
 * The push server (docs/push-protocol.md): socket.io namespace /push. A subscription is a room
 * per match, so only subscribers get a match's messages. Messages queue during an engine tick
 * and go out in one `push` emit per socket per tick. Every message takes its match's next
 * sequence number (+1, always), whoever listens; faults are applied per scope on delivery:
 * paused drops, skipSeq drops one message (a gap) for the next N messages of each match,
 * malformed adds N broken messages.
 */

type Body<T> = T extends PushMessage ? Omit<T, 'mid' | 'seq' | 'ts'> : never;
export type MessageBody = Body<PushMessage>;

type PushFaults = ScopeState['push'];

/** skipSeq, armed per scope: how many gaps each match still gets. */
interface SkipState {
  budget: number;
  used: Map<number, number>;
  lastDropped: Set<number>;
}

const room = (mid: number) => `m:${mid}`;

/** Sees every message the moment it is queued (the order engine: line moves, fills, settlement). */
export type PushObserver = (m: SimMatch, msg: PushMessage) => void;
const MAX_SUBS_PER_REQUEST = 2000;

export class PushServer {
  readonly nsp: Namespace;
  private pending = new Map<number, PushMessage[]>();
  private readonly skips = new WeakMap<PushFaults, SkipState>();
  private readonly observers: PushObserver[] = [];

  constructor(
    private readonly ctx: SimContext,
    private readonly world: SportsWorld,
  ) {
    this.nsp = ctx.io.of(PUSH_NAMESPACE);
    // The provider token from the handshake: empty for guests, ours start with fb-.
    this.nsp.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === '' || (typeof token === 'string' && token.startsWith('fb-'))) return next();
      next(Object.assign(new Error('token expired'), { data: { code: 14010 } }));
    });
    this.nsp.on('connection', (socket) => this.connected(socket));
  }

  private connected(socket: Socket): void {
    socket.data.scope = this.ctx.scopeOf(socket.handshake.headers);
    socket.on(PUSH_EVENTS.subscribe, (payload: unknown, ack?: unknown) => {
      const ids = matchIdsOf(payload);
      const matches: SubscribeAck['matches'] = [];
      for (const mid of ids) {
        const m = this.world.get(mid);
        if (!m) continue;
        void socket.join(room(mid));
        matches.push({ mid, seq: m.seq });
      }
      const reply: SubscribeAck = { matches };
      socket.emit(PUSH_EVENTS.subscribeAck, reply);
      if (typeof ack === 'function') (ack as (r: SubscribeAck) => void)(reply);
    });
    socket.on(PUSH_EVENTS.unsubscribe, (payload: unknown) => {
      for (const mid of matchIdsOf(payload)) void socket.leave(room(mid));
    });
  }

  /** Queues a message for the match with its next sequence number; returns it. */
  send(m: SimMatch, body: MessageBody, ts = this.ctx.clock.now()): PushMessage {
    m.seq += 1;
    const msg = { ...body, mid: m.id, seq: m.seq, ts } as PushMessage;
    const list = this.pending.get(m.id);
    if (list) list.push(msg);
    else this.pending.set(m.id, [msg]);
    // Every change of the world goes out through here (engine, storm, test controls), so this is
    // the one place the order engine hears of odds moves and finished matches.
    for (const observe of this.observers) {
      try {
        observe(m, msg);
      } catch (error) {
        console.error('push observer failed', error);
      }
    }
    return msg;
  }

  observe(observer: PushObserver): void {
    this.observers.push(observer);
  }

  private faults(socket: Socket): PushFaults {
    return this.ctx.scopes.get(String(socket.data.scope ?? '')).push;
  }

  /** Whether skipSeq drops this message for the scope: every other message, N times per match. */
  private skipped(faults: PushFaults, msg: PushMessage): boolean {
    if (faults.skipSeq > 0) {
      this.skips.set(faults, { budget: faults.skipSeq, used: new Map(), lastDropped: new Set() });
      faults.skipSeq = 0;
    }
    const s = this.skips.get(faults);
    if (!s) return false;
    const used = s.used.get(msg.mid) ?? 0;
    if (used >= s.budget || s.lastDropped.has(msg.mid)) {
      s.lastDropped.delete(msg.mid);
      return false;
    }
    s.used.set(msg.mid, used + 1);
    s.lastDropped.add(msg.mid);
    return true;
  }

  /** Sends the tick's messages: one emit per socket. */
  flush(): void {
    const batches = new Map<Socket, unknown[]>();
    const rooms = this.nsp.adapter.rooms;
    for (const [mid, msgs] of this.pending) {
      const ids = rooms.get(room(mid));
      if (!ids) continue;
      // One drop decision per scope and message, shared by the scope's sockets.
      const decided = new Map<PushFaults, boolean[]>();
      for (const sid of ids) {
        const socket = this.nsp.sockets.get(sid);
        if (!socket) continue;
        const faults = this.faults(socket);
        if (faults.paused) continue;
        let drops = decided.get(faults);
        if (!drops) {
          drops = msgs.map((msg) => this.skipped(faults, msg));
          decided.set(faults, drops);
        }
        let batch = batches.get(socket);
        if (!batch) batches.set(socket, (batch = []));
        msgs.forEach((msg, i) => {
          if (!drops[i]) batch.push(msg);
        });
      }
    }
    this.pending = new Map();
    this.addMalformed(batches);
    const t = this.ctx.clock.now();
    for (const [socket, msgs] of batches) {
      if (msgs.length) socket.emit(PUSH_EVENTS.push, { t, msgs } satisfies PushBatch);
    }
  }

  /** malformed N: N broken messages to every subscribed socket of the scope, then the fault is spent. */
  private addMalformed(batches: Map<Socket, unknown[]>): void {
    const spent = new Set<PushFaults>();
    for (const socket of this.nsp.sockets.values()) {
      const faults = this.faults(socket);
      if (faults.malformed <= 0 || faults.paused) continue;
      const mid = [...socket.rooms].find((r) => r.startsWith('m:'));
      if (!mid) continue;
      let batch = batches.get(socket);
      if (!batch) batches.set(socket, (batch = []));
      for (let i = 0; i < faults.malformed; i++) batch.push(malformed(Number(mid.slice(2)), i, this.ctx.clock.now()));
      spent.add(faults);
    }
    for (const f of spent) f.malformed = 0;
  }

  /** Closes the transport of the scope's sockets: clients see a network drop and reconnect. */
  drop(scope: string): number {
    let n = 0;
    for (const socket of this.nsp.sockets.values()) {
      if (String(socket.data.scope ?? '') !== scope) continue;
      socket.conn.close();
      n++;
    }
    return n;
  }
}

function matchIdsOf(payload: unknown): number[] {
  const ids = payload && typeof payload === 'object' ? (payload as { matchIds?: unknown }).matchIds : undefined;
  if (!Array.isArray(ids)) return [];
  return ids.slice(0, MAX_SUBS_PER_REQUEST).filter((x): x is number => Number.isSafeInteger(x));
}

/** Broken in the ways a real feed breaks: wrong types, missing fields, unknown type. */
function malformed(mid: number, i: number, now: number): unknown {
  const shapes = [
    { type: 'odds', mid, seq: 'x', ts: now, markets: null },
    { type: 'score', mid, ts: now, nsg: 'broken' },
    { type: 'mystery', mid, seq: -1 },
    'not-an-object',
  ];
  return shapes[i % shapes.length];
}
