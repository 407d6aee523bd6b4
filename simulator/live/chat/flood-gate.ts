import { performance } from 'node:perf_hooks';

/**
 * How many events one chat socket may send (docs/chat-protocol.md "Limits"): a token bucket of
 * `burst` events refilled at `perSecond`. The protocol's real needs are far below it (a join, a
 * leave, a message every slow-mode interval; socket.io's heartbeat is not an event), so a socket
 * that runs it dry is flooding and is disconnected. Monotonic time, not ctx.clock: a frozen test
 * clock must not stop the refill.
 */
export const SOCKET_EVENTS = { perSecond: 30, burst: 60 } as const;

export class FloodGate {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number = SOCKET_EVENTS.perSecond,
    private readonly burst: number = SOCKET_EVENTS.burst,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Counts one event; false when the socket is over its budget. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
