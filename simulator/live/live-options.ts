/** What the live modules read of the simulator's options. */
export interface LiveOptions {
  seed: number;
  /** Live engines on (bots, encoders, status changes); off in unit tests for determinism. */
  live: boolean;
}
