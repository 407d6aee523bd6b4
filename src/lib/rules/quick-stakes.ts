/**
 * Quick-stake amounts by registration currency: VND bettors think in tens of thousands, the others
 * in units. Pressing one adds it to the stake (the usual sportsbook behaviour), so two presses of
 * 50,000 make 100,000.
 */
export function quickStakes(currency: string): readonly number[] {
  return currency.trim().toUpperCase() === 'VND' || currency.trim() === ''
    ? [10_000, 50_000, 100_000, 500_000]
    : [10, 50, 100, 500];
}

/** Adds a quick stake to the typed text, keeping at most 2 decimals; unreadable text starts from 0. */
export function addStake(text: string, amount: number): string {
  const current = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : 0;
  return String(Math.round((current + amount) * 100) / 100);
}
