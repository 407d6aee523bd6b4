/**
 * A byte counter's rate over the last few seconds (the console's "bitrate": what the encoder sends
 * now, not the average since it went on air, which hides a drop for minutes). Fed with the counter's
 * running total whenever someone asks; measures from the oldest sample inside the window (or, after
 * a long gap, from the last one before it). On the first ask it is the average since `since`.
 */
export class RateWindow {
  private samples: Array<{ at: number; total: number }> = [];

  constructor(
    private readonly since: number,
    private readonly windowMs = 5_000,
  ) {}

  /** Records the running total at `at` (ms) and returns bits per second over the window. */
  bitsPerSecond(at: number, total: number): number {
    const current = { at, total };
    const inside = this.samples.filter((s) => s.at >= at - this.windowMs);
    // The oldest sample inside the window; with none, the last one before it (asked after a long gap).
    const base = inside[0] ?? this.samples.at(-1) ?? { at: this.since, total: 0 };
    this.samples = [...(inside.length ? inside : this.samples.slice(-1)), current];
    const secs = Math.max(0.001, (at - base.at) / 1000);
    return Math.max(0, ((total - base.total) * 8) / secs);
  }
}
