import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('first ask: the average since the publish began', () => {
    expect(new RateWindow(0).bitsPerSecond(4_000, 1_000_000)).toBe(2_000_000);
  });

  it('later asks: the rate over the last ~5 s, so a drop shows at once instead of being averaged away', () => {
    const meter = new RateWindow(0);
    // 60 s at 2 Mbit/s (250,000 bytes/s), asked every 2 s.
    let total = 0;
    for (let t = 2_000; t <= 60_000; t += 2_000) {
      total += 500_000;
      meter.bitsPerSecond(t, total);
    }
    // Then the encoder falls to 500 kbit/s for 6 s.
    for (let t = 62_000; t <= 66_000; t += 2_000) total += 125_000;
    const now = meter.bitsPerSecond(66_000, total);
    expect(now).toBeGreaterThanOrEqual(400_000);
    expect(now).toBeLessThanOrEqual(900_000);
    // The since-publish average would still say ~1.8 Mbit/s.
    expect((total * 8) / 66).toBeGreaterThan(1_700_000);
  });

  it('keeps a baseline from just before the window, and never reports a negative rate', () => {
    const meter = new RateWindow(0);
    meter.bitsPerSecond(1_000, 100_000);
    meter.bitsPerSecond(20_000, 2_000_000);
    // Asked after a long gap: measured against the last sample, not the first.
    expect(meter.bitsPerSecond(22_000, 2_250_000)).toBe(1_000_000);
    expect(meter.bitsPerSecond(23_000, 0)).toBe(0);
  });
});
