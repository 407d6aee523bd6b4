/**
 * Odds display (docs/product.md, "Constants"). The provider always speaks European
 * odds; the user's setting only changes what is shown. Bets are still placed with European odds.
 */

export const ODDS_FORMAT = { european: 1, hongKong: 2 } as const;
export type OddsFormat = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return value === ODDS_FORMAT.european || value === ODDS_FORMAT.hongKong;
}

/** Odds below 0 mean the market is locked: show a lock, never the number. */
export function isLocked(od: number): boolean {
  return od < 0;
}

/**
 * The value to show in the chosen format, rounded to 2 decimals. Hong Kong odds are the net win
 * per unit, European minus 1. Rounding happens on hundredths so `1.95 - 1` shows `0.95`, not a
 * float artefact.
 */
export function toDisplayOdds(european: number, format: OddsFormat): number {
  const value = format === ODDS_FORMAT.hongKong ? european - 1 : european;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}

/**
 * Text for an odds button: 2 decimals. Locked (negative) or non-finite odds give '' because the
 * button shows a lock icon instead of a number.
 */
export function formatOdds(european: number, format: OddsFormat): string {
  if (!Number.isFinite(european) || isLocked(european)) return '';
  return toDisplayOdds(european, format).toFixed(2);
}
