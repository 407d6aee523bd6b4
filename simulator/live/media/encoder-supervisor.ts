import type { Encoder } from './encoder';

/**
 * Keeps the wanted streams' encoders running: one encoder per key, and one that dies by itself (not
 * stopped, not killed by a test) is started again, as a presenter's software reconnects. With a cap:
 * after `maxRestarts` restarts within `windowMs` it gives up (a clip that no longer opens, ffmpeg
 * crashing at once, would otherwise respawn every second for ever) and says so; the stream stays off
 * air until it is published again, which starts a fresh budget. Restarts wait 1, 2, 4, 8 s.
 */

export interface RestartPolicy {
  backoffMs: readonly number[];
  maxRestarts: number;
  windowMs: number;
}

export const RESTART_POLICY: RestartPolicy = { backoffMs: [1_000, 2_000, 4_000, 8_000], maxRestarts: 5, windowMs: 60_000 };

/** Starts the key's encoder; `onExit` is called once when its process ends, whatever the reason. */
export type SpawnEncoder = (key: string, onExit: () => void) => Encoder;

export interface SupervisorOptions {
  policy?: RestartPolicy;
  now?: () => number;
  /** It stopped restarting `key` after `restarts` restarts in the window. */
  onGiveUp(key: string, restarts: number): void;
}

export class EncoderSupervisor {
  private readonly encoders = new Map<string, Encoder>();
  private readonly wanted = new Set<string>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** When each key was restarted, within the window. */
  private readonly restarts = new Map<string, number[]>();
  private readonly policy: RestartPolicy;
  private readonly now: () => number;
  private closed = false;

  constructor(
    private readonly spawnEncoder: SpawnEncoder,
    private readonly options: SupervisorOptions,
  ) {
    this.policy = options.policy ?? RESTART_POLICY;
    this.now = options.now ?? Date.now;
  }

  /** The stream is wanted on air: its encoder starts (if none runs), with a fresh restart budget. */
  start(key: string): void {
    if (this.closed) return;
    this.wanted.add(key);
    this.restarts.delete(key);
    this.launch(key);
  }

  /** Not wanted any more: a pending restart is called off and the encoder stopped. */
  async stop(key: string, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    this.wanted.delete(key);
    this.cancel(key);
    const encoder = this.encoders.get(key);
    this.encoders.delete(key);
    await encoder?.stop(signal);
  }

  running(key: string): boolean {
    return this.encoders.has(key);
  }

  pids(): number[] {
    return [...this.encoders.values()].flatMap((e) => (e.pid === undefined ? [] : [e.pid]));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const key of [...this.pending.keys()]) this.cancel(key);
    this.wanted.clear();
    await Promise.all([...this.encoders.keys()].map((key) => this.stop(key, 'SIGTERM')));
  }

  private launch(key: string): void {
    if (this.closed || this.encoders.has(key) || !this.wanted.has(key)) return;
    const encoder = this.spawnEncoder(key, () => {
      if (this.encoders.get(key) !== encoder) return;
      this.encoders.delete(key);
      // Died by itself (a stop or a kill removed it from the map first).
      if (this.wanted.has(key)) this.died(key);
    });
    this.encoders.set(key, encoder);
  }

  private died(key: string): void {
    const now = this.now();
    const recent = (this.restarts.get(key) ?? []).filter((t) => now - t < this.policy.windowMs);
    if (recent.length >= this.policy.maxRestarts) {
      this.wanted.delete(key);
      this.restarts.delete(key);
      this.options.onGiveUp(key, recent.length);
      return;
    }
    recent.push(now);
    this.restarts.set(key, recent);
    const { backoffMs } = this.policy;
    const delay = backoffMs[Math.min(recent.length, backoffMs.length) - 1] ?? 1_000;
    const timer = setTimeout(() => {
      this.pending.delete(key);
      this.launch(key);
    }, delay);
    this.pending.set(key, timer);
  }

  private cancel(key: string): void {
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
  }
}
